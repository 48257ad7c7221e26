// The world's moves of the property suite (issue 40, item 13): what others do to the service
// between the person's clicks. An administrator locks one of the person's entries (its
// changes are then refused for good, 403 entry_locked), archives a project (a new entry on it:
// 422) or makes a project need a task (a new entry on it without one: 422); the person on
// another device (the web, the phone: the same user, another token) adds finished entries and
// edits the person's finished ones. The person's model (engine-model.ts) takes in what the
// other device did, as the person did it; a refusal changes nothing the person meant: it must
// end on the service or in the engine's list of what was not saved (not-saved.ts).
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { TimeEntry } from '../../sim/model.ts';
import type { EngineHarness } from '../support/engine-harness.ts';
import type { DirectAnswer } from '../support/elsewhere.ts';
import { dateOf, fromService, hms, identity, type Meant } from '../support/intent.ts';
import { SLACK_PER_RUN_S, type Model, type Real } from './run-state.ts';

export const worldStats = { locks: 0, archives: 0, tasksRequired: 0, webCreates: 0, webEdits: 0, webRefused: 0 };

/**
 * Locks an entry on the service as closing a period does. The simulator has no request for
 * it yet (a `/_sim/lock` control is on its way): until then, its store directly. The one place
 * to switch.
 */
export function lockEntry(h: EngineHarness, id: number): void {
  const stored = h.sim.sim.ctx.store.entries.get(id);
  assert.ok(stored, `the service has no entry ${id} to lock`);
  stored.is_locked = true;
  stored.locked_reason = 'Period closed for invoicing';
}

/**
 * A request of the world, outside the engine: the faults the scenario set are for the
 * engine's network, so they are off while it travels (a held latency would wait for a clock
 * that only the scenario moves).
 */
async function worldCall(r: Real, call: () => Promise<DirectAnswer>): Promise<DirectAnswer> {
  await r.h.sim.control.faults({});
  try {
    return await call();
  } finally {
    await r.h.sim.control.faults(r.world!.faults);
  }
}

const now = (r: Real): string => new Date(r.h.clock.now()).toISOString().slice(11, 23);

/** What the other device tells entries apart by: the times may differ while a change of them travels. */
const named = (e: { date: string; projectId: number; taskId: number | null; description: string }): string => `${e.date} p${e.projectId} t${e.taskId ?? '-'} "${e.description}"`;

/**
 * The person's finished, unlocked entries on the service, each with the finished entry the
 * person meant by it: paired by day, project, task and description when exactly one of each
 * shares them (a change of its times may still be on its way to the service).
 */
function finishedOnService(m: Model, r: Real): { e: TimeEntry; meant: Meant }[] {
  const mine = r.h.serviceEntries((e) => e.user_id === m.userId);
  return mine.flatMap((e) => {
    if (e.stopwatch_started_at !== null || e.is_locked) return [];
    const key = named(fromService(e));
    const hits = m.intent.entries.filter((x) => named(x) === key);
    const twins = mine.filter((x) => named(fromService(x)) === key);
    return hits.length === 1 && twins.length === 1 && hits[0]!.since === null ? [{ e, meant: hits[0]! }] : [];
  });
}

type Cmd = fc.AsyncCommand<Model, Real>;

/** An administrator locks one of the person's finished entries (an invoiced period). */
export class LockEntry implements Cmd {
  constructor(readonly pick: number) {}
  check = (): boolean => true;
  async run(m: Model, r: Real): Promise<void> {
    const candidates = finishedOnService(m, r);
    if (candidates.length === 0) return;
    const { e } = candidates[this.pick % candidates.length]!;
    lockEntry(r.h, e.id);
    r.world?.locked.add(e.id);
    worldStats.locks++;
    r.log.push(`${now(r)} world: locked ${identity(fromService(e))} (entry ${e.id})`);
  }
  toString = (): string => `LockEntry(${this.pick})`;
}

/** An administrator's change of a project: archived, or needing a task from now on. */
const PROJECT_CHANGES = {
  archive: { body: { active: 0 }, said: 'archived', stat: 'archives' },
  requireTask: { body: { required_task: 1 }, said: 'needs a task', stat: 'tasksRequired' },
} as const;

/**
 * An administrator archives one of the person's projects (new entries on it are refused; two
 * at most, so the person keeps projects to work on) or makes one with tasks need a task (a
 * new entry on it without one is refused).
 */
export class ChangeProject implements Cmd {
  constructor(
    readonly change: keyof typeof PROJECT_CHANGES,
    readonly pick: number,
  ) {}
  check = (): boolean => true;
  async run(m: Model, r: Real): Promise<void> {
    const w = r.world!;
    const changed = this.change === 'archive' ? w.archived : w.taskRequired;
    const open = m.catalogue.projects.filter((p) => !changed.has(p.id) && (this.change === 'archive' ? w.archived.size < 2 : !p.requiredTask && p.tasks.length > 0));
    if (open.length === 0) return;
    const p = open[this.pick % open.length]!;
    const c = PROJECT_CHANGES[this.change];
    const a = await worldCall(r, () => w.admin.call('POST', `/projects/${p.id}`, { body: c.body }));
    if (a.status !== 200) return webRefused(r, `${c.said} p${p.id}`, a);
    changed.add(p.id);
    worldStats[c.stat]++;
    r.log.push(`${now(r)} world: p${p.id} ${c.said}`);
  }
  toString = (): string => `ChangeProject(${this.change}, ${this.pick})`;
}

function webRefused(r: Real, what: string, a: DirectAnswer): void {
  // The world's own request refused (its rate limit): it simply did not happen.
  worldStats.webRefused++;
  r.log.push(`${now(r)} world: ${what} refused ${a.status} ${JSON.stringify(a.body?.code ?? a.body)}`);
}

const WEB_DESCRIPTIONS = ['On the phone', 'Fixed on the web', 'Code review'] as const;

/** The person, on the phone, adds a finished entry of today early in the morning. */
export class WebCreate implements Cmd {
  constructor(
    readonly pick: number,
    readonly startS: number,
    readonly totalS: number,
    readonly description: string,
  ) {}
  check = (): boolean => true;
  async run(m: Model, r: Real): Promise<void> {
    const w = r.world!;
    const open = m.catalogue.projects.filter((p) => !w.archived.has(p.id));
    if (open.length === 0) return;
    const p = open[this.pick % open.length]!;
    const taskId = p.requiredTask || w.taskRequired.has(p.id) ? p.tasks[0]! : null;
    const date = dateOf(r.h.clock.now());
    const body = { project_id: p.id, task_id: taskId, description: this.description, date_execution: date, time_start: hms(this.startS), time_total: hms(this.totalS) };
    const a = await worldCall(r, () => w.web.call('POST', '/time-entries', { body }));
    if (a.status !== 201) return webRefused(r, `web create on p${p.id}`, a);
    m.intent.entries.push({ projectId: p.id, taskId, description: this.description, date, timeStart: this.startS, total: this.totalS, since: null, runs: 0 });
    worldStats.webCreates++;
    w.created++;
    r.log.push(`${now(r)} web: created ${hms(this.startS)} +${this.totalS}s p${p.id} "${this.description}" (entry ${a.body.id})`);
  }
  toString = (): string => `WebCreate(${this.pick}, ${hms(this.startS)}, ${this.totalS}, "${this.description}")`;
}

/**
 * Whether a duration the web sets on `e` is what the person means from then on: the service
 * holds the times meant (within a run's slack: the click's correction may be on its way), or
 * the person's own edit of its times waits to be sent (its start differs, and the times are
 * exact) and the web's duration, set later, wins over the one that edit carries, unless
 * the two cross: see WebEdit.
 */
function durationIsTheWebs(e: TimeEntry, meant: Meant): boolean {
  if (e.time_start === meant.timeStart) return Math.abs(e.time_total - meant.total) <= meant.runs * SLACK_PER_RUN_S;
  return meant.runs === 0;
}

/**
 * Whether a change of the person's to entry `id` still waits in the engine's outbox, though
 * the service may already hold it: a change whose answer a kill lost is sent again after the
 * restart, on the copy it was clicked on, and crosses a web edit made meanwhile as a waiting
 * edit does (seed 20261126 run 105: a split's first part, 1 s, sent again over the web's 92 s).
 */
function changeWaits(r: Real, id: number): boolean {
  const s = r.h.stint.snapshot();
  const key = [...s.todayEntries, ...s.recent].find((v) => v.id === id)?.key;
  return key !== undefined && (s.sync.pendingKeys ?? []).includes(key);
}

/**
 * The person, on the web, edits one of their finished entries: its description, or its
 * duration when the service holds what they meant (so the web's number is theirs to choose).
 */
export class WebEdit implements Cmd {
  constructor(
    readonly pick: number,
    readonly field: 'description' | 'total',
    readonly description: string,
    readonly totalS: number,
  ) {}
  check = (): boolean => true;
  async run(m: Model, r: Real): Promise<void> {
    const w = r.world!;
    const candidates = finishedOnService(m, r).filter(({ e, meant }) =>
      this.field === 'description' ? e.description !== this.description : e.time_total !== this.totalS && durationIsTheWebs(e, meant),
    );
    if (candidates.length === 0) return;
    const { e, meant } = candidates[this.pick % candidates.length]!;
    const body = this.field === 'description' ? { description: this.description } : { time_total: hms(this.totalS) };
    const a = await worldCall(r, () => w.web.call('POST', `/time-entries/${e.id}`, { body }));
    if (a.status !== 200) return webRefused(r, `web edit of entry ${e.id}`, a);
    m.webTouched.add(meant);
    // The person's edit still waiting was clicked on a copy read moments ago, which the engine
    // trusts (engine-preflight.ts SEEN_FRESH_MS): sent within that while, the two edits cross
    // and the later write wins at the service, either one. Later, the engine reads first and
    // refuses it (engine-preflight.test.ts holds that case exactly).
    if (this.field === 'total' && (e.time_start !== meant.timeStart || changeWaits(r, e.id))) m.excused.add(meant);
    if (this.field === 'description') {
      m.renamed.set(meant, [...(m.renamed.get(meant) ?? []), meant.description]);
      meant.description = this.description;
    }
    else {
      meant.total = this.totalS;
      // A run of the person's still queued (a continue and stop clicked before) lands on the
      // web's total with the rounding of a late start and stop: one run's slack stays.
      meant.runs = r.h.stint.snapshot().sync.queued > 0 ? Math.min(meant.runs, 1) : 0;
    }
    worldStats.webEdits++;
    r.log.push(`${now(r)} web: ${identity(fromService(e))} (entry ${e.id}) ${this.field === 'description' ? `described "${this.description}"` : `set to ${this.totalS}s`}`);
  }
  toString = (): string => `WebEdit(${this.pick}, ${this.field === 'description' ? `"${this.description}"` : this.totalS})`;
}

const lock = fc.nat().map((p) => new LockEntry(p));
const archive = fc.nat().map((p) => new ChangeProject('archive', p));
const requireTask = fc.nat().map((p) => new ChangeProject('requireTask', p));
const webCreate = fc
  .tuple(fc.nat(), fc.integer({ min: 1800, max: 6 * 3600 }), fc.integer({ min: 60, max: 3600 }), fc.constantFrom(...WEB_DESCRIPTIONS))
  .map(([p, s, t, d]) => new WebCreate(p, s, t, d));
const webEdit = fc
  .tuple(fc.nat(), fc.constantFrom('description' as const, 'total' as const), fc.constantFrom(...WEB_DESCRIPTIONS), fc.integer({ min: 60, max: 3600 }))
  .map(([p, f, d, t]) => new WebEdit(p, f, d, t));

/** Which of the world's moves a run has: refusals for good, the other device, both or none. */
export type WorldMoves = 'all' | 'refusals' | 'web' | 'none';
export const WORLD_MOVES: readonly WorldMoves[] = ['all', 'refusals', 'web', 'none'];

/** The world's moves, fewer than the person's clicks: refusals now and then, the other device more often. */
export function worldArbitraries(moves: WorldMoves): fc.Arbitrary<Cmd>[] {
  const refusals = moves === 'all' || moves === 'refusals' ? [lock, archive, requireTask] : [];
  const web = moves === 'all' || moves === 'web' ? [webCreate, webCreate, webEdit, webEdit] : [];
  return [...refusals, ...web];
}
