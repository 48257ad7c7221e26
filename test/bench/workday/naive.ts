// The naive poller the engine is measured against: a tray timer that reads the detailed
// report (today and yesterday, every page) every 30 seconds all day, whatever the window or
// the person does, and sends the same writes as the script with the fewest requests. It
// runs against its own simulator on its own clock and counts every request it sends under
// /api/v1 after its sign-in (429s included: a naive client does not stop when refused).

import { SimClock } from '../../sim/clock.ts';
import { startSim } from '../../sim/start.ts';
import { ManualClock } from '../../support/manual-clock.ts';
import { directCall, type DirectAnswer } from '../../core/support/elsewhere.ts';
import { description, secondsOf, DAY_END, DAY_START, type Action, type DayScript } from './script.ts';
import { ACCOUNT, EMAIL, PASSWORD } from './engine-day.ts';
import { Phone } from './phone.ts';

const POLL_MS = 30_000;
const UA = 'NaiveTray/1.0 (linux; bench)';

function hms(seconds: number): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
}

/** Requests the naive poller sends over the script's day (a Tuesday starting at `dayStartIso`). */
export async function naiveRequests(script: DayScript, dayStartIso: string): Promise<number> {
  const start = Date.parse(dayStartIso);
  const clock = new ManualClock(start);
  const sim = await startSim({ clock: new SimClock(clock) });
  try {
    if (script.plan !== 'business') await sim.control.plan(script.plan);
    const midnight = start - secondsOf(DAY_START) * 1000;
    const date = new Date(midnight).toISOString().slice(0, 10);
    const yesterday = new Date(midnight - 86_400_000).toISOString().slice(0, 10);
    const auth = await directCall(sim.baseUrl, 'POST', '/auth', { ua: UA, body: { email: EMAIL, password: PASSWORD, account_id: ACCOUNT } });
    if (auth.status !== 200) throw new Error(`naive sign-in: ${auth.status}`);
    const token = String(auth.body.token);
    const users = await directCall(sim.baseUrl, 'GET', '/users', { ua: UA, token });
    const userId = Number((users.body.data as { id: number; email: string }[]).find((u) => u.email === EMAIL)!.id);
    const phone = await Phone.signIn(sim.baseUrl, EMAIL, PASSWORD, ACCOUNT);

    let sent = 0;
    const call = async (method: string, path: string, opts: { body?: Record<string, unknown>; query?: Record<string, string | number> } = {}): Promise<DirectAnswer> => {
      sent++;
      return directCall(sim.baseUrl, method, path, { ...opts, ua: UA, token });
    };
    const ids = new Map<string, number>();
    let running: number | null = null;
    const startNew = async (key: string, projectId: number, at: number) => {
      const r = await call('POST', '/time-entries', { body: { project_id: projectId, description: description(key), date_execution: date, time_start: hms(at) } });
      if (r.status !== 201) return;
      const id = Number(r.body.id);
      ids.set(key, id);
      await call('POST', `/time-entries/${id}/start`);
      running = id;
    };
    const read = async () => {
      let query: Record<string, string | number> = { date_execution_start: yesterday, date_execution_end: date, user_id: userId, opt_page_limit: 100 };
      for (;;) {
        const r = await call('GET', '/reports/detailed', { query });
        if (r.status !== 200 || !r.body?.has_next_page) return;
        query = { ...query, ...(r.body.next_page_query_params as Record<string, string | number>) };
      }
    };

    const act = async (a: Action, at: number): Promise<void> => {
      const t = Math.floor((at - midnight) / 1000);
      switch (a.kind) {
        case 'start':
        case 'switch':
          return startNew(a.key, a.projectId, t);
        case 'stop':
          if (running !== null) await call('POST', `/time-entries/${running}/stop`);
          running = null;
          return;
        case 'continue': {
          const id = ids.get(a.key);
          if (id === undefined) return;
          await call('POST', `/time-entries/${id}/start`);
          running = id;
          return;
        }
        case 'manual':
          await call('POST', '/time-entries', { body: { project_id: a.projectId, description: description(a.key), date_execution: date, time_start: a.start, time_end: a.end } });
          return;
        case 'fill-gap': {
          // The gap as the script implies it, on the project of the entry it is filled with.
          const e = [...sim.sim.ctx.store.entries.values()].find((x) => x.description === description(a.with));
          if (e) await call('POST', '/time-entries', { body: { project_id: e.project_id, description: e.description, date_execution: date, time_start: a.start, time_end: a.end } });
          return;
        }
        case 'idle': {
          // On return the person discards the idle time: a stop, then the total set back to when idleness began.
          const id = running;
          const total = id === null ? 0 : totalAt(id, at);
          writes.push({
            at: at + a.minutes * 60_000,
            run: async () => {
              if (id === null) return;
              await call('POST', `/time-entries/${id}/stop`);
              await call('POST', `/time-entries/${id}`, { body: { time_total: hms(total) } });
              running = null;
            },
          });
          return;
        }
        case 'elsewhere': {
          const r = await phone.startTimer(a.projectId, description(a.key));
          if ('id' in r) running = r.id;
          return;
        }
        case 'started-ago':
          // The start moved back: one update of the running entry.
          if (running !== null) await call('POST', `/time-entries/${running}`, { body: { time_start: hms(t - a.minutes * 60) } });
          return;
        case 'split': {
          const id = ids.get(a.key);
          const e = id === undefined ? undefined : sim.sim.ctx.store.entries.get(id);
          if (id === undefined || !e) return;
          const cut = secondsOf(a.cut);
          await call('POST', `/time-entries/${id}`, { body: { time_total: hms(cut - e.time_start) } });
          await call('POST', '/time-entries', { body: { project_id: a.projectId, description: description(a.newKey), date_execution: date, time_start: a.cut, time_total: hms(e.time_start + e.time_total - cut) } });
          return;
        }
        case 'window':
        case 'lock':
        case 'week':
          return;
      }
    };
    /** The entry's total if its stopwatch stopped at `at` (white-box: the naive client would compute it from its reads). */
    const totalAt = (id: number, at: number): number => {
      const e = sim.sim.ctx.store.entries.get(id);
      if (!e) return 0;
      return e.time_total + (e.stopwatch_started_at === null ? 0 : Math.floor((at - e.stopwatch_started_at) / 1000));
    };

    const writes: { at: number; run: () => Promise<void> }[] = script.steps.map((s) => {
      const at = midnight + secondsOf(s.at) * 1000;
      return { at, run: () => act(s.action, at) };
    });
    const end = midnight + secondsOf(DAY_END) * 1000;
    let nextPoll = start;
    while (clock.now() < end) {
      const now = clock.now();
      writes.sort((x, y) => x.at - y.at);
      while (writes.length > 0 && writes[0]!.at <= now) await writes.shift()!.run();
      if (now >= nextPoll) {
        await read();
        nextPoll += POLL_MS;
      }
      writes.sort((x, y) => x.at - y.at);
      const next = Math.min(nextPoll, writes[0]?.at ?? end, end);
      await clock.advance(next - now);
    }
    return sent;
  } finally {
    await sim.close();
  }
}
