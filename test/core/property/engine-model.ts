// The model-based property of the engine (issue 20): a person's clicks at random instants
// (start and switch from the picker or from a to-do, stop, continue, edit, a manual entry,
// "started … ago", an entry's times edited, a split, the time away booked, a gap filled),
// without waiting for the engine to settle between them, so several commands wait in the
// outbox or travel together; the network going and coming back, slow (0-3 s), dropping
// requests before or after the service applied them, answering 5xx or 429 with Retry-After;
// and the engine killed (as `kill -9`) at random points, sometimes in the middle of an outbox
// write, then started again over its files. With `world` (world.ts), others change the
// service between the clicks: refusals for good (a locked entry, an archived project, a
// project that now needs a task) and the person's other device adding and editing entries.
//
// The oracle is the person's own account of the clicks (support/intent.ts), never the
// engine:
// - after every acknowledged command (and after every restart) the window shows exactly
//   what the person meant: nothing runs after Stop; after a start, a switch or a continue
//   that entry runs, from the click;
// - once the network heals and the outbox drains, the service holds exactly the entries
//   meant (each run within SLACK_PER_RUN_S), none twice, and a stopwatch runs only when the
//   person's last command left one running;
// - with the world's moves: what the other device wrote is part of what was meant, and an
//   entry the engine listed as not saved (not-saved.ts) may lack on the service what was
//   meant of it; nothing else may.
//
// Time moves only through EngineHarness.step on the manual clock shared with the simulator,
// whose latency fault holds requests without moving time (`heldLatency`), so a run replays
// exactly from its seed.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { EntryView, ManualInput } from '../../../main/core/stint.ts';
import { DEMO_ADA, DEMO_RUI, EngineHarness, type KillPoint } from '../support/engine-harness.ts';
import { catalogue, dateOf, fromService, hms, hmsSeconds, identity, Intent, secondsOfDay, type Fields, type Meant } from '../support/intent.ts';
import { names, NotSavedWatch, type NotSaved } from './not-saved.ts';
import { MAX_LATENCY_MS, SLACK_PER_RUN_S, World, type Model, type Real } from './run-state.ts';
import { slot, unexplained } from './service-judgement.ts';
import { worldArbitraries, type WorldMoves } from './world.ts';

export { SLACK_PER_RUN_S, type Model, type Real } from './run-state.ts';

const ADA_ID = 1;
/** With the world's moves the person is a regular user: an administrator's changes pass locks. */
const RUI_ID = 2;
const SEC = 1000;
/** A Tuesday morning inside working hours; the demo account's zone is UTC. */
const DAY_STARTS = '2026-03-10T10:00:00Z';
const DESCRIPTIONS = ['Code review', 'Planning', 'Bug triage', 'Docs', ''] as const;

type Cmd = fc.AsyncCommand<Model, Real>;

/** What the runs exercised, so a long run shows it reached the cases it is for. */
export const stats = {
  runs: 0,
  clicks: 0,
  /** Clicks acknowledged while at least one earlier command still waited in the outbox. */
  clicksOnAQueue: 0,
  maxQueued: 0,
  /** Kills while a request was out, kills in the middle of an outbox write, all kills. */
  killsInFlight: 0,
  killsAtWrite: 0,
  kills: 0,
  /** Starts from a to-do acknowledged (the same start reached through its own command). */
  todoStarts: 0,
  /** "Started … ago" acknowledged. */
  startsMoved: 0,
  /** Finished entries' times edited, entries split, times away booked. */
  timesEdited: 0,
  splits: 0,
  bookings: 0,
  /** Untracked gaps of the timeline filled with a recent entry. */
  gapsFilled: 0,
};

function counted(r: Real): void {
  const queued = r.h.stint.snapshot().sync.queued;
  stats.clicks++;
  if (queued >= 2) stats.clicksOnAQueue++;
  stats.maxQueued = Math.max(stats.maxQueued, queued);
}

const now = (r: Real): string => new Date(r.h.clock.now()).toISOString().slice(11, 23);

/** Seconds an entry the person meant holds at `at`. */
function meantHeld(m: Meant, at: number): number {
  return m.total + (m.since === null ? 0 : Math.floor((at - m.since) / SEC));
}

function viewHeld(v: EntryView, at: number): number {
  return v.totalSeconds + (v.runningSince === null ? 0 : Math.max(0, Math.floor((at - v.runningSince) / SEC)));
}

/**
 * The window agrees with the person: nothing runs when they stopped, else exactly their
 * entry runs, holding what they meant (from the click: `exactSince` right after the command
 * that started the run, while it still waits in the outbox or was just answered).
 */
function assertShown(m: Model, r: Real, what: string, exactSince: number | null = null): void {
  const meant = m.intent.running();
  const shown = r.h.stint.snapshot().running;
  const at = r.h.clock.now();
  readNotSaved(m, r);
  // Told it was not saved (a refusal of the world), the person no longer counts on that run.
  if (meant && m.excused.has(meant)) return;
  if (!meant) {
    // A stop that was part of a change not saved (a booking refused whole) did not happen: the window says it runs.
    const notStopped = shown !== null && m.intent.entries.some((e) => m.excused.has(e) && e.date === shown.date && e.projectId === shown.projectId && e.taskId === shown.taskId && e.description === shown.description);
    if (notStopped) return;
    assert.equal(shown, null, `${what}: the window shows "${shown?.description}" running after the person stopped`);
    return;
  }
  assert.ok(shown, `${what}: the window shows nothing running, the person meant "${meant.description}"`);
  assert.deepEqual(
    [shown.projectId, shown.taskId, shown.description],
    [meant.projectId, meant.taskId, meant.description],
    `${what}: the window shows another entry running`,
  );
  if (exactSince !== null) assert.equal(shown.runningSince, exactSince, `${what}: the run is shown from another instant than the click`);
  // What the other device set is not in the window before the engine reads it.
  if (m.webTouched.has(meant)) return;
  const off = Math.abs(viewHeld(shown, at) - meantHeld(meant, at));
  assert.ok(off <= meant.runs * SLACK_PER_RUN_S, `${what}: the running entry is shown holding ${viewHeld(shown, at)} s, meant ${meantHeld(meant, at)} s`);
}

// ----- a person's commands -----

/**
 * Runs a facade command as the person clicked it, with a kill armed for the outbox write it
 * makes when `kill` says so. The engine is let finish what it can at this instant first, so
 * the next outbox write is the command's own and the oracle knows whether it landed. Answers
 * whether the command was recorded: acknowledged, or killed just after its write landed.
 */
async function click(r: Real, kill: KillPoint | null, command: () => Promise<{ ok: boolean }>, what: string): Promise<boolean> {
  if (kill !== null) await r.h.quiet();
  const armed = kill !== null ? r.h.killAtWrite(kill) : null;
  const killed = armed?.then(() => 'killed' as const);
  const result = await Promise.race([command(), ...(killed ? [killed] : [])]);
  r.h.disarm();
  const said: unknown = result !== 'killed' && !result.ok ? (result as unknown as { message?: unknown }).message : undefined;
  if (r.world?.refuses && typeof said === 'string' && said !== '') {
    // The engine read what the world changed and refuses at the click, saying why: nothing recorded.
    r.log.push(`${now(r)} ${what}: refused at the click (${said})`);
    return false;
  }
  if (result === 'killed') {
    stats.kills++;
    stats.killsAtWrite++;
    r.log.push(`${now(r)} ${what}: killed ${kill} its outbox write`);
    await r.h.reopen();
    return kill === 'after';
  }
  assert.equal(result.ok, true, `${what}: refused ${JSON.stringify(result)}`);
  counted(r);
  r.log.push(`${now(r)} ${what}`);
  return true;
}

export class Start implements Cmd {
  constructor(
    readonly pick: number,
    readonly taskRoll: number,
    readonly description: string,
    readonly kill: KillPoint | null,
  ) {}
  check = (): boolean => true;
  fields(m: Model): Fields {
    const p = m.catalogue.projects[this.pick % m.catalogue.projects.length]!;
    const taskId = p.tasks.length > 0 && (p.requiredTask || this.taskRoll < 0.3) ? p.tasks[Math.floor(this.taskRoll * 1000) % p.tasks.length]! : null;
    return { projectId: p.id, taskId, description: this.description };
  }
  async run(m: Model, r: Real): Promise<void> {
    const f = this.fields(m);
    const at = r.h.clock.now();
    const switching = m.intent.running() !== undefined;
    if (!(await click(r, this.kill, () => r.h.stint.start(f), `${switching ? 'switch to' : 'start'} p${f.projectId} "${f.description}"`))) return assertShown(m, r, 'after a start lost to a kill');
    const before = m.intent.running();
    m.intent.start(f, at, false);
    m.clicks++;
    // From the click; when the same work already ran nothing changed, and what it holds is checked as always.
    assertShown(m, r, `click ${m.clicks} (start)`, r.h.dead || m.intent.running() === before ? null : at);
  }
  toString = (): string => `Start(${this.pick}, ${this.taskRoll.toFixed(2)}, "${this.description}"${this.kill ? `, kill ${this.kill}` : ''})`;
}

/**
 * A to-do's Start (the To-dos tab): the same start as the picker's for the person, on the
 * to-do's project, its name as the description. Picks among the to-dos the window lists
 * with Start offered; none listed (not read yet, a restart that kept none): no click.
 */
export class StartTodo implements Cmd {
  constructor(
    readonly pick: number,
    readonly kill: KillPoint | null,
  ) {}
  check = (): boolean => true;
  async run(m: Model, r: Real): Promise<void> {
    const offered = (r.h.stint.snapshot().todos?.projects ?? []).flatMap((p) => p.lists.flatMap((l) => l.todos.filter((t) => t.actions.allowed)));
    if (offered.length === 0) return;
    const todo = offered[this.pick % offered.length]!;
    const taskId = todo.requiredTask ? (m.catalogue.projects.find((p) => p.id === todo.projectId)?.tasks[0] ?? null) : null;
    const f: Fields = { projectId: todo.projectId, taskId, description: todo.name };
    const at = r.h.clock.now();
    const switching = m.intent.running() !== undefined;
    if (!(await click(r, this.kill, () => r.h.stint.startTodo({ todoId: todo.id, taskId }), `${switching ? 'switch to' : 'start'} to-do "${todo.name}"`)))
      return assertShown(m, r, 'after a to-do start lost to a kill');
    const before = m.intent.running();
    m.intent.start(f, at, false);
    m.clicks++;
    stats.todoStarts++;
    assertShown(m, r, `click ${m.clicks} (to-do start)`, r.h.dead || m.intent.running() === before ? null : at);
  }
  toString = (): string => `StartTodo(${this.pick}${this.kill ? `, kill ${this.kill}` : ''})`;
}

export class Stop implements Cmd {
  constructor(readonly kill: KillPoint | null) {}
  check = (m: Readonly<Model>): boolean => m.intent.running() !== undefined;
  async run(m: Model, r: Real): Promise<void> {
    const at = r.h.clock.now();
    if (!(await click(r, this.kill, () => r.h.stint.stop(), 'stop'))) return assertShown(m, r, 'after a stop lost to a kill');
    m.intent.stop(at, false);
    m.clicks++;
    assertShown(m, r, `click ${m.clicks} (stop)`);
  }
  toString = (): string => `Stop(${this.kill ? `kill ${this.kill}` : ''})`;
}

/** Continues one of the finished entries the window lists that the person can tell apart. */
export class Continue implements Cmd {
  constructor(
    readonly pick: number,
    readonly kill: KillPoint | null,
  ) {}
  check = (m: Readonly<Model>): boolean => m.intent.entries.some((e) => e.since === null);
  async run(m: Model, r: Real): Promise<void> {
    const candidates = r.h.stint.snapshot().recent.flatMap((view) => {
      const meant = view.runningSince === null ? m.intent.find(view) : undefined;
      return meant && meant.since === null ? [{ view, meant }] : [];
    });
    if (candidates.length === 0) return;
    const { view, meant } = candidates[this.pick % candidates.length]!;
    const at = r.h.clock.now();
    if (!(await click(r, this.kill, () => r.h.stint.continueEntry(view.key), `continue "${view.description}" ${view.timeStart}`))) return assertShown(m, r, 'after a continue lost to a kill');
    const before = m.intent.running();
    if (view.locked && view.canModifyLocked !== true) m.intent.start({ projectId: meant.projectId, taskId: meant.taskId, description: meant.description }, at, false);
    else m.intent.continue(meant, at, false);
    m.clicks++;
    assertShown(m, r, `click ${m.clicks} (continue)`, r.h.dead || m.intent.running() === before ? null : at);
  }
  toString = (): string => `Continue(${this.pick}${this.kill ? `, kill ${this.kill}` : ''})`;
}

export class Edit implements Cmd {
  constructor(readonly description: string) {}
  check = (m: Readonly<Model>): boolean => m.intent.running() !== undefined;
  async run(m: Model, r: Real): Promise<void> {
    const running = m.intent.running()!;
    if (running.description === this.description) return;
    if (!(await click(r, null, () => r.h.stint.editRunning({ description: this.description }), `edit to "${this.description}"`))) return assertShown(m, r, 'after an edit refused');
    running.description = this.description;
    m.clicks++;
    assertShown(m, r, `click ${m.clicks} (edit)`);
  }
  toString = (): string => `Edit("${this.description}")`;
}

/**
 * "Started … ago" on the running timer: the entry (or, continued after a pause, its run) now
 * starts that many minutes before the click (Intent.startedAt says which, as the planner does).
 */
export class StartedAgo implements Cmd {
  constructor(
    readonly minutes: number,
    readonly kill: KillPoint | null,
  ) {}
  check = (m: Readonly<Model>): boolean => m.intent.running() !== undefined;
  async run(m: Model, r: Real): Promise<void> {
    const running = m.intent.running();
    if (!running) return;
    const from = Math.floor(r.h.clock.now() / SEC) * SEC - this.minutes * 60 * SEC;
    // An entry that held time before this run (continued) may be refused: the window cannot
    // tell its earlier time from a late start's credit. The person then sees nothing change.
    const mayRefuse = running.runs > 1 || running.total > 0;
    let refused = false;
    const command = async (): Promise<{ ok: boolean }> => {
      const result = await r.h.stint.setRunningStart({ minutesAgo: this.minutes });
      refused = !result.ok && mayRefuse && result.fields.start !== undefined;
      return refused ? { ok: true } : result;
    };
    if (!(await click(r, this.kill, command, `started ${this.minutes} min ago`))) return assertShown(m, r, 'after a new start lost to a kill');
    if (refused) return assertShown(m, r, `click ${m.clicks + 1} (started ${this.minutes} min ago, refused for a continued entry)`);
    m.intent.startedAt(running, from);
    m.clicks++;
    stats.startsMoved++;
    assertShown(m, r, `click ${m.clicks} (started ${this.minutes} min ago)`);
  }
  toString = (): string => `StartedAgo(${this.minutes}${this.kill ? `, kill ${this.kill}` : ''})`;
}

/** The finished entries of today the window lists that the person can tell apart, with what they meant by each. */
function finishedShown(m: Model, r: Real): { view: EntryView; meant: Meant }[] {
  return r.h.stint.snapshot().todayEntries.flatMap((view) => {
    const meant = view.runningSince === null && !view.locked ? m.intent.find(view) : undefined;
    return meant && meant.since === null ? [{ view, meant }] : [];
  });
}

/** A finished entry's times changed after the fact: a start before the working day and a duration. */
export class EditTimes implements Cmd {
  constructor(
    readonly pick: number,
    readonly startS: number,
    readonly totalS: number,
    readonly kill: KillPoint | null,
  ) {}
  check = (m: Readonly<Model>): boolean => m.intent.entries.some((e) => e.since === null);
  async run(m: Model, r: Real): Promise<void> {
    const candidates = finishedShown(m, r);
    if (candidates.length === 0) return;
    const { view, meant } = candidates[this.pick % candidates.length]!;
    const what = `edit "${view.description}" ${view.timeStart} to ${hms(this.startS)} +${this.totalS}s`;
    if (!(await click(r, this.kill, () => r.h.stint.editEntry({ entryKey: view.key, start: hms(this.startS), duration: hms(this.totalS), confirmOverlap: true }), what))) return assertShown(m, r, 'after an edit lost to a kill');
    meant.timeStart = this.startS;
    meant.total = this.totalS;
    // Its times are the person's from now on: a change before it that is refused gives nothing back.
    for (const [part, p] of m.pending) if (p.first === meant) m.pending.set(part, { first: meant, moved: 0 });
    // The times are exact now: nothing of the runs' slack is left in them.
    meant.runs = 0;
    m.clicks++;
    stats.timesEdited++;
    assertShown(m, r, `click ${m.clicks} (edit times)`);
  }
  toString = (): string => `EditTimes(${this.pick}, ${hms(this.startS)}, ${this.totalS}${this.kill ? `, kill ${this.kill}` : ''})`;
}

/**
 * A finished entry split at a point of it as the window shows it: the first part keeps the
 * entry, the second is a new one on another project. Refused for an entry that holds less
 * than its start to its end (paused and continued): then nothing changes.
 */
export class Split implements Cmd {
  constructor(
    readonly pick: number,
    readonly fraction: number,
    readonly projectPick: number,
    readonly kill: KillPoint | null,
  ) {}
  check = (m: Readonly<Model>): boolean => m.intent.entries.some((e) => e.since === null);
  async run(m: Model, r: Real): Promise<void> {
    const candidates = finishedShown(m, r).filter(({ view }) => view.totalSeconds >= 2);
    if (candidates.length === 0) return;
    const { view, meant } = candidates[this.pick % candidates.length]!;
    const start = hmsSeconds(view.timeStart);
    const end = start + view.totalSeconds;
    const cut = start + 1 + Math.floor(this.fraction * (view.totalSeconds - 1));
    const p = m.catalogue.projects[this.projectPick % m.catalogue.projects.length]!;
    const second: Fields = { projectId: p.id, taskId: p.requiredTask ? p.tasks[0]! : null, description: 'Split off' };
    const oneBlock = hmsSeconds(view.timeEnd) === end;
    let refused = false;
    const command = async (): Promise<{ ok: boolean }> => {
      const result = await r.h.stint.splitEntry({ entryKey: view.key, at: hms(cut), ...second });
      refused = !result.ok && !oneBlock;
      return refused ? { ok: true } : result;
    };
    if (!(await click(r, this.kill, command, `split "${view.description}" ${view.timeStart} at ${hms(cut)}`))) return assertShown(m, r, 'after a split lost to a kill');
    if (refused) return assertShown(m, r, `click ${m.clicks + 1} (split refused: not one block)`);
    // What the person splits is what the window shows; each part may keep a run's slack.
    meant.timeStart = start;
    meant.total = cut - start;
    meant.runs = Math.min(meant.runs, 1);
    const part: Meant = { ...second, date: meant.date, timeStart: cut, total: end - cut, since: null, runs: 1 };
    m.intent.entries.push(part);
    m.pending.set(part, { first: meant, moved: end - cut });
    m.clicks++;
    stats.splits++;
    assertShown(m, r, `click ${m.clicks} (split)`);
  }
  toString = (): string => `Split(${this.pick}, ${this.fraction.toFixed(2)}, ${this.projectPick}${this.kill ? `, kill ${this.kill}` : ''})`;
}

/**
 * The screen locked for a while with the timer running; back, the person books the time away
 * to another project ("Book it to…"), going on with the same work or not. No prompt (nothing
 * ran, or "Still working?" asked instead late in the day): nothing to book.
 */
export class LockAndBook implements Cmd {
  constructor(
    readonly awayS: number,
    readonly projectPick: number,
    readonly continueTimer: boolean,
  ) {}
  check = (m: Readonly<Model>): boolean => m.intent.running() !== undefined;
  async run(m: Model, r: Real): Promise<void> {
    r.h.ports.idle.emit('lock');
    await r.h.step(this.awayS * SEC);
    r.h.ports.idle.emit('unlock');
    // The prompt waits a few seconds for a read that may take it back.
    await r.h.step(6 * SEC);
    const prompt = r.h.stint.snapshot().idle.prompt;
    const running = m.intent.running();
    r.log.push(`${now(r)} locked ${this.awayS}s, prompt ${prompt ? 'shown' : 'none'}`);
    if (!prompt || !running) {
      // Nothing asked: the time away stays in the timer, as the person then keeps it.
      if (prompt) await r.h.stint.resolveIdle('keep');
      return;
    }
    const p = m.catalogue.projects[this.projectPick % m.catalogue.projects.length]!;
    const booked: Fields = { projectId: p.id, taskId: p.requiredTask ? p.tasks[0]! : null, description: 'Away' };
    const from = Math.max(prompt.since, running.since!);
    const booking = await click(r, null, () => r.h.stint.bookIdle({ ...booked, continueTimer: this.continueTimer, confirmOverlap: true }), `book ${hms(secondsOfDay(prompt.since))}-${hms(secondsOfDay(prompt.until))} to p${p.id}${this.continueTimer ? ', going on' : ''}`);
    if (!booking) return assertShown(m, r, 'after a booking refused');
    const fields: Fields = { projectId: running.projectId, taskId: running.taskId, description: running.description };
    m.intent.stop(from, false);
    const fromS = Math.floor(from / SEC) * SEC;
    const away: Meant = { ...booked, date: dateOf(fromS), timeStart: secondsOfDay(fromS), total: Math.floor((prompt.until - fromS) / SEC), since: null, runs: 0 };
    m.intent.entries.push(away);
    m.pending.set(away, { first: running, moved: away.total });
    if (this.continueTimer) m.intent.start(fields, prompt.until, false);
    m.clicks++;
    stats.bookings++;
    assertShown(m, r, `click ${m.clicks} (book the time away)`);
  }
  toString = (): string => `LockAndBook(${this.awayS}, ${this.projectPick}, ${this.continueTimer})`;
}

/**
 * An untracked gap of today's timeline, as the window shows it, filled with one of the recent
 * entries in one click: a new entry of those fields spanning exactly the gap.
 */
export class FillGap implements Cmd {
  constructor(
    readonly pick: number,
    readonly recentPick: number,
    readonly kill: KillPoint | null,
  ) {}
  check = (): boolean => true;
  async run(m: Model, r: Real): Promise<void> {
    const s = r.h.stint.snapshot();
    const gaps = s.timeline?.today.gaps ?? [];
    if (gaps.length === 0 || s.recent.length === 0) return;
    const gap = gaps[this.pick % gaps.length]!;
    const like = s.recent[this.recentPick % s.recent.length]!;
    const fields: Fields = { projectId: like.projectId, taskId: like.taskId, description: like.description };
    const what = `fill ${hms(secondsOfDay(gap.start))}-${hms(secondsOfDay(gap.end))} with "${like.description}"`;
    if (!(await click(r, this.kill, () => r.h.stint.fillGap({ start: gap.start, end: gap.end, entryKey: like.key }), what))) return assertShown(m, r, 'after a fill lost to a kill');
    m.intent.entries.push({ ...fields, date: gap.date, timeStart: secondsOfDay(gap.start), total: gap.seconds, since: null, runs: 0 });
    m.clicks++;
    stats.gapsFilled++;
    assertShown(m, r, `click ${m.clicks} (fill a gap)`);
  }
  toString = (): string => `FillGap(${this.pick}, ${this.recentPick}${this.kill ? `, kill ${this.kill}` : ''})`;
}

/** A finished entry of today before the working day (any two of start, end and duration). */
export class Manual implements Cmd {
  constructor(
    readonly pick: number,
    readonly startS: number,
    readonly totalS: number,
    readonly form: 'start-end' | 'start-duration' | 'end-duration',
  ) {}
  check = (): boolean => true;
  async run(m: Model, r: Real): Promise<void> {
    const p = m.catalogue.projects[this.pick % m.catalogue.projects.length]!;
    const f: Fields = { projectId: p.id, taskId: p.requiredTask ? p.tasks[0]! : null, description: 'By hand' };
    const date = dateOf(r.h.clock.now());
    const input: ManualInput = {
      date,
      ...f,
      ...(this.form !== 'end-duration' ? { start: hms(this.startS) } : {}),
      ...(this.form !== 'start-duration' ? { end: hms(this.startS + this.totalS) } : {}),
      ...(this.form !== 'start-end' ? { duration: hms(this.totalS) } : {}),
      // Drawn at random, the person's entries may lie over each other: they mean them so.
      confirmOverlap: true,
    };
    if (!(await click(r, null, () => r.h.stint.addManualEntry(input), `manual ${hms(this.startS)} +${this.totalS}s`))) return assertShown(m, r, 'after a manual entry refused');
    m.intent.entries.push({ ...f, date, timeStart: this.startS, total: this.totalS, since: null, runs: 0 });
    m.clicks++;
    assertShown(m, r, `click ${m.clicks} (manual entry)`);
  }
  toString = (): string => `Manual(${this.pick}, ${hms(this.startS)}, ${this.totalS}, ${this.form})`;
}

// ----- time, the network and the process -----

/** Time passes (the person reads, works); a kill may be armed for the next outbox write. */
export class Wait implements Cmd {
  constructor(
    readonly ms: number,
    readonly kill: KillPoint | null,
  ) {}
  check = (): boolean => true;
  async run(m: Model, r: Real): Promise<void> {
    const killed = this.kill ? r.h.killAtWrite(this.kill) : null;
    await r.h.step(this.ms);
    r.h.disarm();
    if (r.h.dead) {
      await killed;
      stats.kills++;
      stats.killsAtWrite++;
      r.log.push(`${now(r)} killed ${this.kill} an outbox write while waiting`);
      await r.h.reopen();
      assertShown(m, r, 'after a restart');
    }
  }
  toString = (): string => `Wait(${this.ms}${this.kill ? `, kill ${this.kill} a write` : ''})`;
}

export class Network implements Cmd {
  constructor(readonly state: 'offline' | 'online' | 'refused') {}
  check = (): boolean => true;
  async run(_m: Model, r: Real): Promise<void> {
    // `refused`: the OS says online but nothing answers (a captive portal, the service down).
    if (this.state === 'refused') r.h.offline = true;
    else r.h.setOnline(this.state === 'online');
    r.log.push(`${now(r)} network ${this.state}`);
    await r.h.quiet();
  }
  toString = (): string => `Network(${this.state})`;
}

interface FaultSettings {
  readonly latency_ms: number;
  readonly drop_rate: number;
  readonly drop_phase: 'before' | 'after';
  readonly error_rate: number;
  readonly error_status: 500 | 502 | 503 | 429;
  readonly retry_after_s: number;
  readonly seed: number;
}

export class Faults implements Cmd {
  constructor(readonly f: FaultSettings) {}
  check = (): boolean => true;
  async run(_m: Model, r: Real): Promise<void> {
    await r.h.sim.control.faults({ ...this.f });
    if (r.world) r.world.faults = { ...this.f };
    r.log.push(`${now(r)} faults ${JSON.stringify(this.f)}`);
  }
  toString = (): string => `Faults(${JSON.stringify(this.f)})`;
}

/** `kill -9` wherever the engine is (requests may be out), then a start over the same files. */
export class Kill implements Cmd {
  check = (): boolean => true;
  async run(m: Model, r: Real): Promise<void> {
    stats.kills++;
    if (!r.h.idleNetwork) stats.killsInFlight++;
    await r.h.kill();
    r.log.push(`${now(r)} killed and restarted`);
    assertShown(m, r, 'after a restart');
  }
  toString = (): string => 'Kill()';
}

/** Now and then a command's (or the loop's) outbox write is where the process dies. */
const killPoint: fc.Arbitrary<KillPoint | null> = fc.oneof({ weight: 12, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom<KillPoint>('before', 'after') });

const start = fc.tuple(fc.nat(), fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), fc.constantFrom(...DESCRIPTIONS), killPoint).map(([p, t, d, k]) => new Start(p, t, d, k));
const stop = killPoint.map((k) => new Stop(k));
const startTodo = fc.tuple(fc.nat(), killPoint).map(([p, k]) => new StartTodo(p, k));
const cont = fc.tuple(fc.nat(), killPoint).map(([p, k]) => new Continue(p, k));
const edit = fc.constantFrom(...DESCRIPTIONS).map((d) => new Edit(d));
const startedAgo = fc.tuple(fc.constantFrom(5, 10, 15, 1, 40), killPoint).map(([n, k]) => new StartedAgo(n, k));
const editTimes = fc
  .tuple(fc.nat(), fc.integer({ min: 6 * 3600, max: 8 * 3600 }), fc.integer({ min: 60, max: 3600 }), killPoint)
  .map(([p, s, t, k]) => new EditTimes(p, s, t, k));
const split = fc.tuple(fc.nat(), fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), fc.nat(), killPoint).map(([p, f, q, k]) => new Split(p, f, q, k));
const lockAndBook = fc.tuple(fc.integer({ min: 6, max: 40 }).map((n) => n * 60), fc.nat(), fc.boolean()).map(([s, p, c]) => new LockAndBook(s, p, c));
const fillGap = fc.tuple(fc.nat(), fc.nat(), killPoint).map(([g, e, k]) => new FillGap(g, e, k));
const manual = fc
  .tuple(fc.nat(), fc.integer({ min: 3600, max: 7 * 3600 }), fc.integer({ min: 60, max: 3600 }), fc.constantFrom('start-end', 'start-duration', 'end-duration' as const))
  .map(([p, s, t, form]) => new Manual(p, s, t, form));
// Mostly quicker than a request travels; now and then a stretch of work.
const wait = fc
  .tuple(fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 30 }).map((n) => n * 100) }, { weight: 1, arbitrary: fc.integer({ min: 5, max: 600 }).map((n) => n * SEC) }), killPoint)
  .map(([ms, k]) => new Wait(ms, k));
const network = fc.constantFrom('offline' as const, 'online' as const, 'online' as const, 'refused' as const).map((s) => new Network(s));
const faults = fc
  .record({
    latency_ms: fc.integer({ min: 0, max: MAX_LATENCY_MS / 100 }).map((n) => n * 100),
    drop_rate: fc.constantFrom(0, 0, 0.2, 0.5),
    drop_phase: fc.constantFrom('before' as const, 'after' as const),
    error_rate: fc.constantFrom(0, 0, 0.2, 0.5),
    error_status: fc.constantFrom(500 as const, 502 as const, 503 as const, 429 as const),
    retry_after_s: fc.integer({ min: 1, max: 30 }),
    seed: fc.nat(),
  })
  .map((f) => new Faults(f));

/** The person's clicks outnumber what the world does (fc.commands draws each entry alike). */
export const commandArbitraries: fc.Arbitrary<Cmd>[] = [start, start, start, startTodo, stop, stop, stop, cont, cont, edit, startedAgo, editTimes, split, lockAndBook, fillGap, manual, wait, wait, wait, network, faults, fc.constant(new Kill())];

export interface ScenarioOptions {
  /**
   * The world moves too (world.ts): refusals for good (a locked entry, an archived project, a
   * project that now needs a task) and the person's other device adding and editing entries.
   * The person is then a regular user (Rui), whom a lock binds.
   */
  readonly world: WorldMoves;
}

/** The commands of one run: enough to queue several together, few enough to read when one fails. */
/** `replayPath`: the one a shrunk counterexample printed, to run it again with `path`. */
export const scenarioOf = (world: WorldMoves, replayPath?: string) => fc.commands([...commandArbitraries, ...worldArbitraries(world)], { maxCommands: 40, size: 'medium', ...(replayPath !== undefined ? { replayPath } : {}) });

/** The person, the network and kills: the suite before the world's moves (its seeds replay so). */
export const scenario = scenarioOf('none');

/**
 * Before each command the person reads what the engine listed as not saved (today: a notice
 * that the next one replaces, so every engine is watched as it starts): the entries it names
 * are excused from holding on the service what was meant.
 */
function readNotSaved(m: Model, r: Real): void {
  // Without the world nothing is refused for good: the oracle excuses nothing.
  if (r.world === null) return;
  r.notSaved.watch(r.h.stint);
  // Each item is about the entries there were when it was told, not about a later one like them.
  const items = r.notSaved.all();
  for (const item of items.slice(r.notSavedRead)) {
    const named = m.intent.entries.filter((e) => names(item, e));
    for (const e of named) m.excused.add(e);
    for (const e of named) notMade(m, e, item);
  }
  r.notSavedRead = items.length;
  if (r.h.stint.snapshot().sync.queued === 0) m.pending.clear();
  // Told its run was not saved, and the window shows it not running: the person sees it
  // stopped and counts on it no more (a Continue of an entry locked meanwhile).
  const running = m.intent.running();
  const shown = r.h.stint.snapshot().running;
  const same = shown !== null && running !== undefined && shown.projectId === running.projectId && shown.taskId === running.taskId && shown.description === running.description;
  if (running && m.excused.has(running) && !same) m.intent.stop(r.h.clock.now(), false);
}

/**
 * A change of several parts refused, told about `e`. Its part's create refused: `e` is the part
 * that change would have made (with what was cut from it in turn); else the change `e` was the
 * first part of (nothing of it was sent). None of it is made: the part is not there, and the
 * entry it was cut from holds its time again.
 */
function notMade(m: Model, e: Meant, item: NotSaved): void {
  // A part's create is a later request of its change, so its refusal puts the first part back
  // and says so (a booking's: the time away stays on the timer's entry): a fill or manual entry alike in every field is refused without those words.
  const added = item.why.startsWith('Add ') && /put back|stays on the timer's entry/.test(item.why) && m.pending.has(e);
  // Else a change is refused from its first request (a split's edit, a booking's stop); a
  // refusal of anything else alike in every field (a switch's new entry) takes none with it.
  // An entry's own create refused takes what was cut from it when the refusal says so.
  const first = !added && (item.why.startsWith('Edit ') || item.why.startsWith('Stop ') || (item.why.startsWith('Add ') && / later actions? that depended on it went with it/.test(item.why)));
  const refused = added ? [...m.pending].filter(([part]) => part === e) : first ? [...m.pending].filter(([, p]) => p.first === e) : [];
  for (const [part, { first, moved }] of refused) {
    m.excused.add(part);
    if (moved === null) m.excused.add(first);
    else first.total += moved;
    m.pending.delete(part);
    // What was cut from a part never made went with it.
    if (added) for (const [later, p] of [...m.pending]) if (p.first === part) notMade(m, later, item);
  }
}

function watched(cmd: Cmd): Cmd {
  return {
    check: (m) => cmd.check(m),
    run: async (m, r) => {
      readNotSaved(m, r);
      // What was read may have stopped the person's run: a command about it is not clicked.
      if (cmd.check(m)) await cmd.run(m, r);
    },
    toString: () => cmd.toString(),
  };
}

/**
 * One run: a fresh simulator and engine, the scenario, then the network heals and the outbox
 * drains, and the service is held against the person's account.
 */
export async function runScenario(cmds: Iterable<Cmd>, options: ScenarioOptions = { world: 'none' }): Promise<void> {
  const h = await EngineHarness.start({ now: DAY_STARTS, heldLatency: true });
  const log: string[] = [];
  const notSaved = new NotSavedWatch();
  stats.runs++;
  try {
    const world = options.world !== 'none';
    const person = world ? DEMO_RUI : DEMO_ADA;
    const userId = world ? RUI_ID : ADA_ID;
    await h.signIn(person);
    const c = await catalogue(h);
    // The To-dos tab opened once while online: its to-dos are there to Start (its own test,
    // engine-todos*.test.ts, covers reading them; here the start is what is tested).
    assert.deepEqual(await h.stint.openTodos(), { ok: true });
    await h.settle();
    const model: Model = { intent: new Intent(h.serviceEntries((e) => e.user_id === userId)), catalogue: c, clicks: 0, userId, excused: new Set(), pending: new Map(), webTouched: new Set() };
    const real: Real = { h, log, world: world ? await World.open(h, person) : null, notSaved, notSavedRead: 0 };
    await fc.asyncModelRun(() => ({ model, real }), [...cmds].map(watched));
    await drained(model, real);
  } catch (e) {
    if (e instanceof Error) e.message += `\n  what happened:\n    ${log.join('\n    ')}`;
    if (e instanceof Error && notSaved.all().length > 0) e.message += `\n  listed as not saved:\n    ${notSaved.all().map((n) => `${n.entry ? identity({ ...n.entry, timeStart: 0, total: 0 }).replace(/ 00:00:00/, '') : '(no entry named)'}: ${n.why}`).join('\n    ')}`;
    // The requests too, when asked: what a failure's cause usually hides in.
    if (e instanceof Error && process.env.STINT_PROPERTY_WIRE === '1') {
      e.message += `\n  the wire:\n    ${h.wire.map((w) => `${new Date(w.at).toISOString().slice(11, 23)} ${w.method} ${w.path} ${JSON.stringify(w.body)} -> ${w.status}`).join('\n    ')}`;
    }
    // An engine that failed may not close either: the first failure is the one to report.
    notSaved.close();
    await h.close().catch(() => {});
    throw e;
  }
  notSaved.close();
  await h.close();
}

/**
 * The network heals, the outbox drains, a read follows: every entry the person meant is on
 * the service exactly once with what they meant (the other device's changes included), or
 * listed as not saved; nothing else is there.
 */
async function drained(m: Model, r: Real): Promise<void> {
  const { h } = r;
  await h.sim.control.faults({});
  if (r.world) r.world.faults = {};
  h.setOnline(true);
  h.offline = false;
  readNotSaved(m, r);
  await h.step(5 * 60 * SEC);
  readNotSaved(m, r);
  assert.equal(h.stint.snapshot().sync.queued, 0, `the outbox drained: ${h.stint.snapshot().sync.message}`);
  assert.deepEqual(await h.stint.refresh(), { ok: true }, 'a read of the service');
  await h.settle();
  readNotSaved(m, r);
  const service = h.serviceEntries((e) => e.user_id === m.userId);
  // A run the engine listed as not saved may run on the service or not.
  const runningMeant = m.intent.entries.filter((e) => e.since !== null);
  // (Its start may not be the one meant: an edit of its times may have been refused too.)
  const runKey = (e: Fields & { date: string }): string => `${slot(e)} "${e.description}"`;
  // An excused entry alike to the one meant running (a refused split of the same work) excuses nothing.
  const meantToRun = new Set(runningMeant.filter((e) => !m.excused.has(e)).map(runKey));
  const mayRun = new Set(m.intent.entries.filter((e) => m.excused.has(e)).map(runKey).filter((k) => !meantToRun.has(k)));
  assert.deepEqual(
    service.filter((e) => e.stopwatch_started_at !== null && !mayRun.has(runKey(fromService(e)))).map((e) => identity(fromService(e))),
    runningMeant.filter((e) => !m.excused.has(e)).map((e) => identity(e)),
    'a stopwatch runs on the service only when the person left one running',
  );
  // A running entry is held by what it holds now: a start sent late was credited the time
  // since the click in its total, and its stopwatch started when the request arrived.
  const at = h.clock.now();
  const meant = m.intent.entries.map((e) => ({ ...e, total: meantHeld(e, at) }));
  const excused = new Set(m.intent.entries.flatMap((e, i) => (m.excused.has(e) ? [meant[i]!] : [])));
  const held = service.map((e) => ({ ...fromService(e), total: e.time_total + (e.stopwatch_started_at === null ? 0 : Math.floor((at - e.stopwatch_started_at) / SEC)) }));
  assert.deepEqual(unexplained(held, meant, excused, SLACK_PER_RUN_S), { missing: [], unexpected: [], mistimed: [] }, 'the service holds exactly the entries and times meant, but for those listed as not saved');
  // The engine has read what the other device wrote.
  m.webTouched.clear();
  assertShown(m, r, 'after the drain');
}
