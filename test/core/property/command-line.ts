// The property suite's second writer (issue 68): the person types a command in a terminal
// beside the app, in one of two ways, both drawn among the clicks.
//
// - Through the app: the app holds the data folder, so the command line sends each line over
//   the channel (the real client, sendToApp, on the real socket in the data folder) to the
//   channel's server the app runs (serveCommandLine), bound to the app's own accounts and the
//   person's facade the window uses. The line runs on the app's engines, as the app's shell
//   serves it (main/platform/electron/start/command-line.ts).
// - Alone: the app is not running (it quit, or was killed as the suite kills it); a command
//   line's engines open on the same data folder through the accounts layer, as main.ts opens
//   them, on a clock of its own ahead of or behind the service's and the app's by a drawn
//   offset, run the line, and end as main.ts ends (shutdown.ts: send what waits, or give up
//   offline and leave it in the outbox). Then the app starts again on the folder and must take
//   over what the command line left.
//
// Judged as the window's clicks are: the person's model (engine-model.ts) takes in what the
// command line was told and did, from the instant typed (the person's, the manual clock's,
// whatever the command line's clock says); a refusal must say why in words and change
// nothing. Time moves only while the command line waits on its clock (a settle, the Undo
// time at its end) and its engines are quiet, so a run replays from its seed.
import assert from 'node:assert/strict';
import { homedir } from 'node:os';
import fc from 'fast-check';
import { serveCommandLine, type CommandLineChannel } from '../../../main/cli/app-channel-server.ts';
import { sendToApp } from '../../../main/cli/app-channel.ts';
import { parseLine } from '../../../main/cli/commands.ts';
import { numberedProjects, tasksOf } from '../../../main/cli/numbering.ts';
import { ListsKeeper, loadPrintedLists } from '../../../main/cli/printed-lists-file.ts';
import { accountsContext, runCommand } from '../../../main/cli/run.ts';
import { listenToAccounts } from '../../../main/cli/announce-during.ts';
import { shutdown } from '../../../main/cli/shutdown.ts';
import { trayPlatform } from '../../../main/cli/tray-platform.ts';
import type { StintAccounts } from '../../../main/core/accounts/accounts.ts';
import { personStint } from '../../../main/core/accounts/person-stint.ts';
import type { Clock } from '../../../main/time/clock.ts';
import { dateOf, hms, type Fields, type Meant } from '../support/intent.ts';
import { accountOf, assertShown, DESCRIPTIONS, now, stintOf, switchedAcross } from './engine-model.ts';
import type { Model, Real } from './run-state.ts';
import { wordsFor } from '../../../main/i18n/words.ts';

/** The English words: these tests read the command line's lines in English. */
const EN = wordsFor('en');

type Cmd = fc.AsyncCommand<Model, Real>;
const SEC = 1000;

/** What the typed commands exercised, so a long run shows it reached them. */
export const typedStats = {
  typedThroughApp: 0,
  typedAlone: 0,
  aloneAfterQuit: 0,
  aloneAfterKill: 0,
  aloneAhead: 0,
  aloneBehind: 0,
  /** Alone runs that ended with actions left in the outbox for the app (the service not reached). */
  aloneLeftOutbox: 0,
  typedRefused: 0,
  typedUndos: 0,
};

/** Which writers a run has: the app alone (the runs before issue 68's second writer replay so), or the command line too. */
export type Writers = 'app' | 'both';
export const WRITERS: readonly Writers[] = ['app', 'both'];

/**
 * The clock a command line reads: the manual clock shifted by `offsetMs` (its sleeps last what
 * they say on the manual clock); it counts the sleeps pending, which is when the command line
 * waits on time and the person's time may move.
 */
class TerminalClock implements Clock {
  pending = 0;
  private woken: (() => void) | null = null;
  constructor(
    private readonly base: Clock,
    readonly offsetMs: number,
  ) {}
  now = (): number => this.base.now() + this.offsetMs;
  sleep = async (ms: number, signal?: AbortSignal): Promise<void> => {
    this.pending++;
    this.woken?.();
    try {
      await this.base.sleep(ms, signal);
    } finally {
      this.pending--;
    }
  };
  /** Resolves when the command line next sleeps on its clock. */
  sleeping(): Promise<void> {
    return new Promise((resolve) => (this.woken = resolve));
  }
}

/**
 * `work` done while the person waits at the terminal: time moves a second at a time only while
 * the engines can do nothing more at this instant and, with `clock`, the command line sleeps on
 * it (waiting for the service, or for the Undo time); otherwise the work is let run (the socket
 * to the app, the files), which never moves time. Without `clock` (a quit, or the command line's
 * own engines, which hold nothing but files outside what quiet() counts) time moves whenever
 * the engines are quiet.
 */
async function waited<T>(r: Real, clock: TerminalClock | null, work: Promise<T>): Promise<T> {
  let done = false;
  const finished = work.finally(() => {
    done = true;
  });
  while (!done) {
    if (clock === null || clock.pending > 0) {
      await Promise.race([finished, r.h.quiet()]);
      if (!done && (clock === null || clock.pending > 0)) await r.h.step(SEC);
      continue;
    }
    await Promise.race([finished, clock.sleeping()]);
  }
  return finished;
}

/** The app's channel on the accounts now running; a restart (a kill, a command line alone) makes new ones, so it is served again. */
interface Served {
  readonly hub: StintAccounts;
  readonly channel: CommandLineChannel;
  readonly clock: TerminalClock;
}
const served = new WeakMap<Real, Served>();
const ended = new WeakMap<Real, () => Promise<void>>();

async function channelOf(r: Real): Promise<Served> {
  const hub = r.h.hub;
  assert.ok(hub, 'the command line needs the accounts layer (a run of two accounts)');
  const was = served.get(r);
  if (was?.hub === hub) return was;
  await was?.channel.close();
  // The app's clock is the service's.
  const clock = new TerminalClock(r.h.clock, 0);
  const channel = await serveCommandLine({ dataDir: r.h.dataDir, hub, person: personStint(hub), clock, platform: process.platform, logger: { log: () => undefined } });
  const s = { hub, channel, clock };
  if (!ended.has(r)) {
    const end = () => closeChannel(r);
    ended.set(r, end);
    r.atEnd.push(end);
  }
  served.set(r, s);
  return s;
}

/** Closes the channel a run served (at the run's end, before its folder goes). */
export async function closeChannel(r: Real): Promise<void> {
  await served.get(r)?.channel.close();
  served.delete(r);
}

/** One line's answer, as printed. */
interface Answered {
  readonly ok: boolean;
  readonly lines: readonly string[];
}

/** Where a line runs: sent to the app, or on the command line's own engines. */
interface Door {
  type(line: string): Promise<Answered>;
}

/** The app's door: each line over the real socket to the app's channel, in the run's account. */
async function throughApp(r: Real, account: string): Promise<Door> {
  const { clock } = await channelOf(r);
  return {
    type: async (line) => {
      const sent = await waited(r, clock, sendToApp(r.h.dataDir, { line, run: { account, cwd: process.cwd(), home: homedir() } }));
      assert.ok(sent.reached, `the app did not answer \`${line}\`: ${sent.reached ? '' : sent.why}`);
      return { ok: sent.answer.ok, lines: sent.answer.lines };
    },
  };
}

/** The command line's own run on the folder: its engines as now opened, its lists as kept there. */
async function alone(r: Real, clock: TerminalClock, account: string): Promise<Door & { end(): Promise<readonly string[]> }> {
  const hub = r.h.hub!;
  const kept = await loadPrintedLists(r.h.dataDir, EN);
  const keeper = new ListsKeeper(r.h.dataDir, kept.problem === null ? kept.lists : null);
  // What the engines announce is printed as it happens (main.ts): a refusal's words among it.
  const heard: string[] = [];
  const unlisten = listenToAccounts(hub, () => account, (lines) => heard.push(...lines), { sayWhatStands: true }, EN);
  const ctx = accountsContext(
    { hub, current: account },
    { i18n: EN, clock, platform: trayPlatform(process.platform), baseUrl: null, printed: kept.lists, askPassword: async () => ({ ok: false, message: 'no password in this run' }) },
  );
  return {
    type: async (line) => {
      const parsed = parseLine(line);
      assert.ok(parsed.ok && parsed.command !== null, `the suite typed a line the command line cannot read: ${line}`);
      heard.length = 0;
      const out = await waited(r, null, runCommand(parsed.command, ctx));
      await keeper.keep(ctx.printed!, EN);
      return { ok: out.ok, lines: [...heard, ...out.lines] };
    },
    end: async () => {
      const said: string[] = [];
      await waited(r, null, shutdown(hub.first, hub, (lines) => said.push(...lines), r.h.dataDir, clock, EN));
      unlisten();
      return said;
    },
  };
}

/**
 * Entries the command line alone may stamp with its clock `s` seconds off (Model.skewed): what
 * runs, and every entry with a change waiting in an outbox it sends. A switch across accounts
 * among them is no longer judged to the second (the two ends were stamped by two clocks).
 */
function skewed(m: Model, r: Real, s: number, counted: Set<Meant>): void {
  if (s === 0) return;
  m.accounts.forEach((a, i) => {
    const snap = stintOf(m, r, i).snapshot();
    const waiting = new Set(snap.sync.pendingKeys ?? []);
    const views = [...(snap.running ? [snap.running] : []), ...snap.todayEntries, ...snap.recent].filter((v) => waiting.has(v.key));
    // By its work and day: its start as shown may be the skewed clock's already.
    const alike = (v: (typeof views)[number]) => a.intent.entries.filter((e) => e.date === v.date && e.projectId === v.projectId && e.taskId === v.taskId && e.description === v.description);
    const touched = [...a.intent.entries.filter((e) => e.since !== null), ...views.flatMap(alike)];
    // Stamped by another run's clock before (its start ahead, its stop behind), the errors add up.
    for (const e of touched.filter((x) => !counted.has(x))) {
      counted.add(e);
      m.skewed.set(e, s + (m.skewed.get(e) ?? 0));
    }
  });
  for (let i = m.seams.length - 1; i >= 0; i--) if (m.skewed.has(m.seams[i]!.from) || m.skewed.has(m.seams[i]!.to)) m.seams.splice(i, 1);
}

/** What the person types. */
export type Typed =
  | { readonly kind: 'start'; readonly pick: number; readonly description: string }
  | { readonly kind: 'stop' }
  | { readonly kind: 'continue'; readonly pick: number }
  | { readonly kind: 'add'; readonly pick: number; readonly startS: number; readonly totalS: number }
  | { readonly kind: 'undo' };

/** How the command line runs: through the running app, or alone with the app quit or killed and its clock `offsetMin` off. */
export type Way = { readonly via: 'app' } | { readonly via: 'alone'; readonly app: 'quit' | 'kill'; readonly offsetMin: number };

const said = (t: Typed): string => (t.kind === 'start' ? `start(${t.pick}, "${t.description}")` : t.kind === 'continue' ? `continue(${t.pick})` : t.kind === 'add' ? `add(${t.pick}, ${hms(t.startS)}, ${t.totalS})` : t.kind);
const wayWords = (w: Way): string => (w.via === 'app' ? 'through the app' : `alone after the app's ${w.app}, its clock ${w.offsetMin >= 0 ? '+' : ''}${w.offsetMin} min`);

/** The words of a change queued, then refused by the service while the command waited: it was done, and is listed as not saved. */
const SENT_AND_REFUSED = /Not saved: .*The service refused it/;

/**
 * Whether a refusal is one the person may meet, with its words: the world changed what the line
 * names (an archived project, a locked entry), a list changed under the number typed, or the
 * account is signed out. Anything else refused is a failure.
 */
function mayRefuse(r: Real, answer: Answered): boolean {
  const words = answer.lines.join(' ');
  if (words.trim() === '') return false;
  if (/changed since they were listed|Sign in first|signed out/i.test(words)) return true;
  return r.world?.refuses === true;
}

/**
 * A command the person types in a terminal: `typed` in `account` (the run's `use`), `way` the
 * app's channel or the command line alone.
 */
export class TypedCommand implements Cmd {
  constructor(
    readonly typed: Typed,
    readonly way: Way,
    readonly account = 0,
  ) {}
  /** The entries this run's clock was counted against already (Model.skewed). */
  private readonly counted = new Set<Meant>();
  check = (m: Readonly<Model>): boolean => {
    if (m.accounts.length < 2) return false;
    if (this.typed.kind === 'stop') return m.accounts.some((a) => a.intent.running() !== undefined);
    if (this.typed.kind === 'continue') return accountOf(m, this.account).intent.entries.some((e) => e.since === null);
    return true;
  };

  async run(m: Model, r: Real): Promise<void> {
    const key = accountOf(m, this.account).key;
    const what = `typed \`${said(this.typed)}\` ${wayWords(this.way)}${this.account === 0 ? '' : ` in ${key}`}`;
    if (this.way.via === 'app') {
      typedStats.typedThroughApp++;
      await this.typeIn(m, r, await throughApp(r, key), what);
      return;
    }
    typedStats.typedAlone++;
    const clock = new TerminalClock(r.h.clock, this.way.offsetMin * 60 * SEC);
    if (this.way.offsetMin > 0) typedStats.aloneAhead++;
    if (this.way.offsetMin < 0) typedStats.aloneBehind++;
    // The app goes (quit: its engines close, what waits stays on disk; or killed wherever it is),
    // and the command line's engines open on the folder on their own clock.
    await closeChannel(r);
    if (this.way.app === 'quit') {
      typedStats.aloneAfterQuit++;
      // A quit sends what it can first: a request held on a slow network is waited for.
      await waited(r, null, r.h.restart(clock));
    } else {
      typedStats.aloneAfterKill++;
      await r.h.kill(clock);
    }
    r.log.push(`${now(r)} the app ${this.way.app === 'quit' ? 'quit' : 'killed'}; a command line alone, its clock ${this.way.offsetMin} min off`);
    // The person reads what the command line says was not saved, as they read the window's list.
    m.accounts.forEach((_, i) => r.notSaved[i]!.watch(stintOf(m, r, i)));
    this.counted.clear();
    skewed(m, r, Math.abs(this.way.offsetMin) * 60, this.counted);
    const door = await alone(r, clock, key);
    await this.typeIn(m, r, door, what);
    const end = await door.end();
    if (end.some((l) => / wait(s)? in /.test(l) || /to be sent when you sign in again/.test(l))) typedStats.aloneLeftOutbox++;
    const zones = m.accounts.map((_, i) => stintOf(m, r, i).snapshot().zone).map((z) => `${z.offsetMinutes} min (${z.source})`);
    r.log.push(`${now(r)} the command line ended${end.length > 0 ? `: ${end.join(' / ')}` : ''}; the zones it holds: ${zones.join(', ')}`);
    // The app starts again on the folder, on the service's clock, and takes over what was left.
    r.h.ports.logger.close();
    await r.h.open();
    assertShown(m, r, `the app started again after ${what}`);
  }

  /**
   * What the engines that ran the line show agrees with the person: the app's window, or the
   * command line's own engines (their clock's error taken in first: Model.skewed).
   */
  private shown(m: Model, r: Real, label: string, exactSince: number | null = null, account = 0): void {
    if (this.way.via === 'alone') skewed(m, r, Math.abs(this.way.offsetMin) * 60, this.counted);
    assertShown(m, r, label, exactSince, account);
  }

  /** A run the line began at `at` (`begin` takes it in): the other account's timer ended there, one timer across them. */
  private began(m: Model, r: Real, what: string, at: number, begin: () => void): void {
    begin();
    switchedAcross(m, this.account, at);
    m.clicks++;
    this.shown(m, r, `${what} (click ${m.clicks})`, null, this.account);
  }

  /** Types the line(s) and takes in what was done, as the person reads the answer. */
  private async typeIn(m: Model, r: Real, door: Door, what: string): Promise<void> {
    const a = accountOf(m, this.account);
    const stint = stintOf(m, r, this.account);
    const t = this.typed;
    // The person's instant: the service's and the app's clock, whatever the command line's says.
    const at = r.h.clock.now();
    /** Whether the line was done: acknowledged, or queued and then refused by the service (listed as not saved, as a click's is). */
    const answered = (answer: Answered, line: string): boolean => {
      r.log.push(`${now(r)} ${what}: \`${line}\` -> ${answer.ok ? 'ok' : 'refused'}: ${answer.lines.join(' / ')}`);
      if (answer.ok) return true;
      assert.ok(mayRefuse(r, answer), `${what}: \`${line}\` refused: ${answer.lines.join(' / ')}`);
      typedStats.typedRefused++;
      return SENT_AND_REFUSED.test(answer.lines.join(' '));
    };
    switch (t.kind) {
      case 'start': {
        const s = stint.snapshot();
        const numbered = numberedProjects(s);
        const open = a.catalogue.projects.filter((p) => numbered.some((n) => n.id === p.id));
        if (open.length === 0) return;
        const p = open[t.pick % open.length]!;
        const taskId = p.requiredTask ? (p.tasks[0] ?? null) : null;
        const taskN = taskId === null ? null : (tasksOf(s, p.id) ?? []).findIndex((x) => x.id === taskId) + 1;
        if (taskN === 0) return;
        const line = `start ${numbered.findIndex((n) => n.id === p.id) + 1} ${taskN ?? '-'} ${t.description}`.trim();
        const f: Fields = { projectId: p.id, taskId, description: t.description };
        if (!answered(await door.type(line), line)) return this.shown(m, r, `${what}, refused`);
        return this.began(m, r, what, at, () => a.intent.start(f, at, false));
      }
      case 'stop': {
        if (!answered(await door.type('stop'), 'stop')) return this.shown(m, r, `${what}, refused`);
        for (const x of m.accounts) x.intent.stop(at, false);
        m.clicks++;
        return this.shown(m, r, `${what} (click ${m.clicks})`);
      }
      case 'continue': {
        // The person lists the recent entries, then continues one they can tell apart by its number.
        if (!answered(await door.type('continue'), 'continue')) return this.shown(m, r, `${what}, refused`);
        const recent = stint.snapshot().recent;
        const candidates = recent.flatMap((view, i) => {
          const meant = view.runningSince === null ? a.intent.find(view) : undefined;
          return meant && meant.since === null ? [{ n: i + 1, meant }] : [];
        });
        if (candidates.length === 0) return;
        const { n, meant } = candidates[t.pick % candidates.length]!;
        // Continued on a clock behind the one it ended on, the entry itself may take the new run.
        if (this.way.via === 'alone' && this.way.offsetMin !== 0 && !this.counted.has(meant)) {
          this.counted.add(meant);
          m.skewed.set(meant, Math.abs(this.way.offsetMin) * 60 + (m.skewed.get(meant) ?? 0));
        }
        const line = `continue ${n}`;
        const continuedAt = r.h.clock.now();
        if (!answered(await door.type(line), line)) return this.shown(m, r, `${what}, refused`);
        return this.began(m, r, what, continuedAt, () => a.intent.continue(meant, continuedAt, false));
      }
      case 'add': {
        const s = stint.snapshot();
        const numbered = numberedProjects(s);
        const open = a.catalogue.projects.filter((p) => !p.requiredTask && numbered.some((n) => n.id === p.id));
        if (open.length === 0) return;
        const p = open[t.pick % open.length]!;
        const date = dateOf(at);
        const line = `add --yes ${date} ${numbered.findIndex((n) => n.id === p.id) + 1} ${hms(t.startS).slice(0, 5)} +${t.totalS / 60}m By hand`;
        if (!answered(await door.type(line), line)) return this.shown(m, r, `${what}, refused`);
        a.intent.entries.push({ projectId: p.id, taskId: null, description: 'By hand', date, timeStart: t.startS, total: t.totalS, since: null, runs: 0 });
        m.lastChange[this.account] = { kind: 'other' };
        m.clicks++;
        return this.shown(m, r, `${what} (click ${m.clicks})`);
      }
      case 'undo':
        return this.undo(m, r, door, what);
    }
  }

  /**
   * `undo`: the person's last change, in the account it was made in, as the window's Undo takes
   * it (issue 68, item 2). Typed only where the model follows that change (an edit of a finished
   * entry's times, nothing changed of it since) or there is none.
   */
  private async undo(m: Model, r: Real, door: Door, what: string): Promise<void> {
    const owner = m.lastChangedIn;
    const change = owner === null ? null : m.lastChange[owner];
    if (owner !== null && change === null) return;
    if (change !== null && change !== undefined) {
      if (change.kind !== 'times') return;
      const e = change.meant;
      const settled = !m.excused.has(e) && !m.webTouched.has(e) && !m.renamed.has(e) && !m.pending.has(e) && ![...m.pending.values()].some((p) => p.first === e);
      if (!settled || e.since !== null) return;
    }
    const was = m.accounts.map((_, i) => stintOf(m, r, i).snapshot().undo?.id ?? null);
    const answer = await door.type('undo');
    r.log.push(`${now(r)} ${what}: \`undo\` -> ${answer.ok ? 'ok' : 'refused'}: ${answer.lines.join(' / ')}`);
    assert.ok(answer.lines.join(' ').trim() !== '', `${what}: \`undo\` said nothing`);
    const after = m.accounts.map((_, i) => stintOf(m, r, i).snapshot().undo?.id ?? null);
    // Only the owner's Undo may go: the person's last change was made there.
    m.accounts.forEach((acc, i) => {
      if (i !== owner) assert.equal(after[i], was[i], `${what}: \`undo\` took ${acc.key}'s Undo, not the person's last change's account's`);
    });
    if (owner === null || change === null || change === undefined) return;
    const putBack = answer.ok && was[owner] !== null && after[owner] !== was[owner];
    if (!answer.ok) typedStats.typedRefused++;
    m.lastChange[owner] = null;
    if (change.kind === 'times' && putBack) {
      Object.assign(change.meant, change.before);
      typedStats.typedUndos++;
    }
    this.shown(m, r, `${what} (undo)`);
  }

  toString = (): string => `TypedCommand(${JSON.stringify(this.typed)}, ${JSON.stringify(this.way)}${this.account === 0 ? '' : `, ${this.account}`})`;
}

const typed: fc.Arbitrary<Typed> = fc.oneof(
  { weight: 3, arbitrary: fc.tuple(fc.nat(), fc.constantFrom(...DESCRIPTIONS)).map(([pick, description]) => ({ kind: 'start' as const, pick, description })) },
  { weight: 3, arbitrary: fc.constant({ kind: 'stop' as const }) },
  { weight: 2, arbitrary: fc.nat().map((pick) => ({ kind: 'continue' as const, pick })) },
  { weight: 1, arbitrary: fc.tuple(fc.nat(), fc.integer({ min: 60, max: 7 * 60 }), fc.integer({ min: 1, max: 60 })).map(([pick, m, d]) => ({ kind: 'add' as const, pick, startS: m * 60, totalS: d * 60 })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'undo' as const }) },
);

/**
 * The command line's clock against the service's (and the app's): mostly off, up to 29 minutes
 * ahead or behind. A stopwatch's answer is read on the service's clock (its `Date` header), so
 * the zone no longer bounds it (22 minutes did, before); a lost create sent by one process and
 * looked for by another on a clock of its own does (sender.ts CREATED_SKEW_MS, 30 minutes): two
 * processes of one machine share its clock, so a gap that wide is the suite's own stretch.
 */
export const CLOCK_OFF_MAX_MIN = 29;
const offsetMin = fc.oneof({ weight: 1, arbitrary: fc.constant(0) }, { weight: 3, arbitrary: fc.integer({ min: -CLOCK_OFF_MAX_MIN, max: CLOCK_OFF_MAX_MIN }) });

const way: fc.Arbitrary<Way> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ via: 'app' as const }) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('quit' as const, 'kill' as const), offsetMin).map(([app, o]) => ({ via: 'alone' as const, app, offsetMin: o })) },
);

/** The typed commands, drawn beside the clicks (two of the person's twenty-odd moves). */
export const typedArbitraries = (writers: Writers): fc.Arbitrary<Cmd>[] => {
  if (writers === 'app') return [];
  const one = fc.tuple(typed, way, fc.constantFrom(0, 1)).map(([t, w, a]) => new TypedCommand(t, w, a));
  return [one, one];
};
