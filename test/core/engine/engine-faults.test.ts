// Nothing lost, nothing doubled, nothing mis-timed, under faults: a working day of 200
// mixed commands (start, stop, switch, continue, edit, manual entry) driven through the
// facade while the simulator fails 20% of the requests with a 500, drops POSTs before or
// after applying them and delays answers, with the engine restarted over its files halfway
// (right after a write whose answer was lost). Afterwards the service holds exactly the
// entries and times the person meant, which the test derives from its own model of the
// commands (the click instants), not from the engine. Each run of an entry may leave it
// SLACK_PER_RUN_S off, and no more, for two reasons of principle: the engine corrects a
// command only when it went out LATE_MS (2 s) or more after the click (sender.ts: a request
// saved), so up to 1 s on whole seconds; and it sees when it sent a request, never how long
// the request took to reach the service (it does not trust the service's clock), so the
// latency of the request that started or ended the run stays in it.
//
// Reproducible: the script comes from a seeded generator, the faults from the simulator's
// seeded draws, and time moves in whole seconds on a manual clock that the latency fault
// moves by itself (support/latency-clock.ts), one second per step with the engine settled
// after each, so every wake-up of the engine falls on a step.
//
// Why drops hit only POSTs: the client retries a GET that got no answer after a backoff on
// the engine's clock, inside one busy step of the engine, which `settle` cannot step
// through. A 500 is not retried, so GETs get the injected errors and the latency.
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import type { CommandResult, EntryView, ManualInput } from '../../../main/core/stint.ts';
import { seededRandom } from '../../sim/faults.ts';
import { EngineHarness } from '../support/engine-harness.ts';
import { catalogue, compare, dateOf, fromService, hms, hmsSeconds, identity, Intent, type Catalogue, type Fields, type Meant, type Recorded } from '../support/intent.ts';

const ADA_ID = 1;
const SEC = 1000;
const SEED = 20_260_310;
const COMMANDS = 200;
const RESTART_AFTER = 100;
/** A Tuesday, before the working day; the demo account's zone is UTC. */
const DAY_STARTS = '2026-03-10T08:30:00Z';
const DAY = DAY_STARTS.slice(0, 10);
/** Commands between two changes of the fault configuration. */
const PHASE_LENGTH = 20;
const DESCRIPTIONS = ['Code review', 'Planning', 'Bug triage', 'Standup', 'Docs', ''];
const LATENCIES_MS = [0, 1000, 2000] as const;
/** What each run of an entry may leave uncorrected (see the header). */
const SLACK_PER_RUN_S = 1 + Math.max(...LATENCIES_MS) / 1000;

type Random = () => number;

const pick = <T>(r: Random, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
const between = (r: Random, lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));

// ----- the script -----

type Command =
  | { kind: 'start'; fields: Fields }
  | { kind: 'stop' }
  | { kind: 'continue'; view: EntryView; meant: Meant }
  | { kind: 'edit'; description: string }
  | { kind: 'manual'; input: ManualInput; meant: Omit<Meant, 'since' | 'runs'> };

function someFields(r: Random, c: Catalogue): Fields {
  const p = pick(r, c.projects);
  const taskId = p.requiredTask || (p.tasks.length > 0 && r() < 0.3) ? pick(r, p.tasks) : null;
  return { projectId: p.id, taskId, description: pick(r, DESCRIPTIONS) };
}

/** A valid manual entry of today before the working day: any two of start, end and duration. */
function someManual(r: Random, c: Catalogue): Command {
  const f = someFields(r, c);
  const start = between(r, 45 * 60, 8 * 3600);
  const total = between(r, 60, 90 * 60);
  const form = pick(r, ['start-end', 'start-duration', 'end-duration'] as const);
  const input: ManualInput = {
    date: DAY,
    ...f,
    ...(form !== 'end-duration' ? { start: hms(start) } : {}),
    ...(form !== 'start-duration' ? { end: hms(start + total) } : {}),
    ...(form !== 'start-end' ? { duration: hms(total) } : {}),
    // Drawn at random, entries may lie over each other: the person means them so.
    confirmOverlap: true,
  };
  return { kind: 'manual', input, meant: { ...f, date: DAY, timeStart: start, total } };
}

/** The next command: what a person might do given what the window shows and what they know. */
function nextCommand(r: Random, c: Catalogue, intent: Intent, recent: readonly EntryView[]): Command {
  const running = intent.running();
  const continuable = recent.flatMap((view) => {
    const meant = view.runningSince === null ? intent.find(view) : undefined;
    return meant && meant.since === null ? [{ view, meant }] : [];
  });
  const roll = r();
  if (running) {
    if (roll < 0.25) return { kind: 'stop' };
    if (roll < 0.5) return { kind: 'start', fields: someFields(r, c) };
    if (roll < 0.65 && continuable.length > 0) return { kind: 'continue', ...pick(r, continuable) };
    if (roll < 0.85) {
      const description = pick(r, DESCRIPTIONS.filter((d) => d !== running.description));
      return { kind: 'edit', description };
    }
    return someManual(r, c);
  }
  if (roll < 0.45) return { kind: 'start', fields: someFields(r, c) };
  if (roll < 0.8 && continuable.length > 0) return { kind: 'continue', ...pick(r, continuable) };
  return someManual(r, c);
}

/** Seconds until the next command: mostly short, sometimes a long stretch of work. */
function gapSeconds(r: Random): number {
  const roll = r();
  if (roll < 0.65) return between(r, 5, 60);
  if (roll < 0.95) return between(r, 61, 240);
  return between(r, 300, 1200);
}

// ----- the faults -----

type Phase = 'errors' | 'drop-before' | 'drop-after';
const PHASES: readonly Phase[] = ['errors', 'drop-before', 'drop-after'];

/** The fault configuration of each stretch of the day, and what it did to the requests. */
class Faults {
  /** From which request on (an index into the wire log) each configuration held. */
  private readonly stretches: { from: number; name: string; latencyMs: number }[] = [];

  constructor(
    private readonly h: EngineHarness,
    private readonly r: Random,
  ) {}

  /** The configuration of command `i`'s stretch: every stretch draws its latency and seed anew. */
  async phaseOf(i: number): Promise<void> {
    const phase = PHASES[Math.floor(i / PHASE_LENGTH) % PHASES.length]!;
    const common = { error_rate: 0.2, error_status: 500, latency_ms: pick(this.r, LATENCIES_MS), seed: between(this.r, 0, 2 ** 31) };
    const drops = { drop_rate: 0.15, drop_phase: phase === 'drop-before' ? 'before' : 'after', methods: ['POST'] };
    await this.set(phase, phase === 'errors' ? common : { ...common, ...drops });
  }

  async set(name: string, body: { readonly latency_ms?: number; readonly [option: string]: unknown }): Promise<void> {
    await this.h.sim.control.faults(body);
    this.stretches.push({ from: this.h.wire.length, name, latencyMs: body.latency_ms ?? 0 });
  }

  /** Requests, and what the faults did to them, by kind of stretch. */
  summary(): string {
    const out: Record<string, { requests: number; delayed: number; injected_500: number; no_answer: number }> = {};
    this.stretches.forEach((s, k) => {
      const o = (out[s.name] ??= { requests: 0, delayed: 0, injected_500: 0, no_answer: 0 });
      for (const w of this.h.wire.slice(s.from, this.stretches[k + 1]?.from ?? this.h.wire.length)) {
        o.requests++;
        if (s.latencyMs > 0) o.delayed++;
        if (w.status === 500) o.injected_500++;
        if (w.status === 'lost') o.no_answer++;
      }
    });
    return JSON.stringify(out);
  }
}

// ----- the run -----

async function act(h: EngineHarness, cmd: Command): Promise<CommandResult> {
  switch (cmd.kind) {
    case 'start':
      return h.stint.start(cmd.fields);
    case 'stop':
      return h.stint.stop();
    case 'continue':
      return h.stint.continueEntry(cmd.view.key);
    case 'edit':
      return h.stint.editRunning({ description: cmd.description });
    case 'manual':
      return h.stint.addManualEntry(cmd.input);
  }
}

function meanIt(intent: Intent, cmd: Command, at: number): void {
  switch (cmd.kind) {
    case 'start':
      return intent.start(cmd.fields, at);
    case 'stop':
      return intent.stop(at);
    case 'continue':
      return intent.continue(cmd.meant, at);
    case 'edit':
      intent.running()!.description = cmd.description;
      return;
    case 'manual':
      intent.entries.push({ ...cmd.meant, since: null, runs: 0 });
      return;
  }
}

test('200 commands under errors, drops, latency and a restart: the service holds exactly what the person meant', async (t: TestContext) => {
  const h = await EngineHarness.start({ now: DAY_STARTS, latencyMovesClock: true });
  try {
    await h.signIn();
    const c = await catalogue(h);
    assert.ok(c.projects.some((p) => p.requiredTask) && c.projects.some((p) => !p.requiredTask), 'projects with and without a required task');
    const intent = new Intent(h.serviceEntries((e) => e.user_id === ADA_ID));
    const script = seededRandom(SEED);
    const faults = new Faults(h, script);
    const kinds: Record<string, number> = {};

    for (let i = 0; i < COMMANDS; i++) {
      if (i % PHASE_LENGTH === 0) await faults.phaseOf(i);
      const restartNow = i === RESTART_AFTER;
      // The restart comes right after a write that the service applied but whose answer was lost.
      if (restartNow) await faults.set('restart', { drop_rate: 1, drop_phase: 'after', methods: ['POST'] });

      const cmd = nextCommand(script, c, intent, h.stint.snapshot().recent);
      kinds[cmd.kind] = (kinds[cmd.kind] ?? 0) + 1;
      const at = h.clock.now();
      const result = await act(h, cmd);
      assert.equal(result.ok, true, `command ${i + 1} (${cmd.kind}) at ${new Date(at).toISOString()}: ${JSON.stringify(result)}`);
      meanIt(intent, cmd, at);
      await h.settle();

      if (restartNow) {
        await h.restart();
        await h.settle();
        await faults.phaseOf(i);
      }
      await h.advance(gapSeconds(script) * SEC, SEC);
    }
    assert.equal(dateOf(h.clock.now()), DAY, 'the script stays within one day');

    // The network heals: what waits goes out, then the person stops the timer and a read follows.
    await faults.set('healed', {});
    await h.advance(5 * 60 * SEC, SEC);
    if (intent.running()) {
      const at = h.clock.now();
      assert.deepEqual(await h.stint.stop(), { ok: true }, 'the last stop');
      intent.stop(at);
      await h.settle();
    }
    await h.advance(5 * 60 * SEC, SEC);
    // After working hours the engine reads only hourly: the person opens the window and asks.
    assert.deepEqual(await h.stint.refresh(), { ok: true }, 'a read of the service');

    const service = h.serviceEntries((e) => e.user_id === ADA_ID);
    const wire = h.wire.map((w) => `${new Date(w.at).toISOString()} ${w.method} ${w.path} ${w.status}`);
    t.diagnostic(`commands: ${JSON.stringify(kinds)}; day ended ${new Date(h.clock.now()).toISOString()}`);
    t.diagnostic(`requests: ${wire.length} in all; by stretch: ${faults.summary()}`);
    // Two runs that print the same digest sent the same requests at the same instants with the same outcomes.
    t.diagnostic(`wire digest: ${createHash('sha256').update(wire.join('\n')).digest('hex').slice(0, 16)}`);

    assert.deepEqual(
      service.filter((e) => e.stopwatch_started_at !== null).map((e) => identity(fromService(e))),
      [],
      'no stopwatch left running',
    );
    assert.deepEqual(compare(service.map(fromService), intent.entries, SLACK_PER_RUN_S), { missing: [], unexpected: [], mistimed: [] }, 'the service holds exactly the entries and times meant');
    assert.equal(h.stint.snapshot().sync.queued, 0, 'nothing left in the outbox');
    assert.equal(h.stint.snapshot().running, null);
    const line = (e: Recorded) => `${identity(e)} ${e.total}s`;
    const shown = h.stint.snapshot().todayEntries.map((v) => line({ ...v, timeStart: hmsSeconds(v.timeStart), total: v.totalSeconds }));
    assert.deepEqual(shown.sort(), service.map(fromService).filter((e) => e.date === DAY).map(line).sort(), 'the window shows what the service holds');
  } finally {
    await h.close();
  }
});
