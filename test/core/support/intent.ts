// The person's own account of their day, for the engine tests that judge the engine by what
// the person meant rather than by what the engine did: every entry with the instants of the
// clicks that started and stopped it (the click instants are what the engine must keep,
// main/core/commands/ops.ts). Used by the fault run (engine-faults.test.ts) and the property suite
// (test/core/property/).
import assert from 'node:assert/strict';
import type { EntryView } from '../../../main/core/stint.ts';
import type { TimeEntry } from '../../sim/model.ts';
import type { EngineHarness } from './engine-harness.ts';

export const hms = (s: number): string =>
  [Math.floor(s / 3600), Math.floor(s / 60) % 60, s % 60].map((n) => String(n).padStart(2, '0')).join(':');
export const hmsSeconds = (t: string): number => t.split(':').reduce((acc, n) => acc * 60 + Number(n), 0);
/** The demo account's zone is UTC. */
export const dateOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
export const secondsOfDay = (ms: number): number => Math.floor((ms % 86_400_000) / 1000);

export interface Meant {
  date: string;
  projectId: number;
  taskId: number | null;
  description: string;
  /** Seconds of the day (account zone). */
  timeStart: number;
  /** Seconds recorded, the current run excluded. */
  total: number;
  /** Epoch ms of the click that started the current run; null when stopped. */
  since: number | null;
  /** Runs of its stopwatch today (each may leave the caller's slack uncorrected). */
  runs: number;
}

export interface Fields {
  readonly projectId: number;
  readonly taskId: number | null;
  readonly description: string;
}

export class Intent {
  readonly entries: Meant[];

  constructor(service: readonly TimeEntry[]) {
    this.entries = service.map((e) => ({
      date: e.date_execution,
      projectId: e.project_id,
      taskId: e.task_id,
      description: e.description,
      timeStart: e.time_start,
      total: e.time_total,
      since: null,
      runs: 0,
    }));
  }

  running(): Meant | undefined {
    return this.entries.find((e) => e.since !== null);
  }

  /**
   * Ends the running entry at `at`. `wholeSeconds`: the clicks fall on whole seconds (the
   * fault run), so a run of a fraction of a second is a mistake of the test itself.
   */
  stop(at: number, wholeSeconds = true): void {
    const r = this.running();
    if (!r) return;
    const ran = (at - r.since!) / 1000;
    if (wholeSeconds) assert.ok(Number.isInteger(ran) && ran >= 0, `a run of ${ran} s`);
    r.total += Math.floor(ran);
    r.since = null;
  }

  /** A new entry, switching from the running one; starting exactly the work that runs changes nothing. */
  start(f: Fields, at: number, wholeSeconds = true): void {
    const r = this.running();
    if (r && r.projectId === f.projectId && r.taskId === f.taskId && r.description === f.description) return;
    this.stop(at, wholeSeconds);
    this.entries.push({ ...f, date: dateOf(at), timeStart: secondsOfDay(at), total: 0, since: at, runs: 1 });
  }

  /** A new entry like `m` from `at` (tracker.ts planContinue): the finished entry keeps its times. */
  continue(m: Meant, at: number, wholeSeconds = true): void {
    this.start({ projectId: m.projectId, taskId: m.taskId, description: m.description }, at, wholeSeconds);
  }

  /**
   * "Started … ago" accepted (main/core/commands/running-start.ts accepts only an entry that
   * is one block from its start to the run): the entry starts at `from` and holds the run.
   */
  startedAt(m: Meant, from: number): void {
    m.since = from;
    m.total = 0;
    m.timeStart = secondsOfDay(from);
  }

  /** The entry that a view of the engine shows, when exactly one matches it. */
  find(v: EntryView): Meant | undefined {
    const hits = this.entries.filter(
      (m) => m.date === v.date && m.projectId === v.projectId && m.taskId === v.taskId && m.description === v.description && hms(m.timeStart) === v.timeStart,
    );
    return hits.length === 1 ? hits[0] : undefined;
  }
}

export interface Recorded {
  readonly date: string;
  readonly projectId: number;
  readonly taskId: number | null;
  readonly description: string;
  readonly timeStart: number;
  readonly total: number;
}

/** What tells entries apart: everything but the total. */
export const identity = (e: Recorded): string => `${e.date} ${hms(e.timeStart)} p${e.projectId} t${e.taskId ?? '-'} "${e.description}"`;

export function fromService(e: TimeEntry): Recorded {
  return { date: e.date_execution, projectId: e.project_id, taskId: e.task_id, description: e.description, timeStart: e.time_start, total: e.time_total };
}

/**
 * Entries meant but not held, held but not meant (a duplicate shows here), and held with a
 * total off by more than `slackPerRunS` for each of their runs.
 */
export function compare(held: readonly Recorded[], meant: readonly Meant[], slackPerRunS: number): { missing: string[]; unexpected: string[]; mistimed: string[] } {
  const left = new Map<string, Recorded[]>();
  for (const e of held) left.set(identity(e), [...(left.get(identity(e)) ?? []), e]);
  const missing: string[] = [];
  const mistimed: string[] = [];
  // Twins (the same identity) pair up in the order of their totals, each meant with the
  // smallest twin that holds its time (within its slack), else the smallest: a twin left over
  // (an excused entry's version, such as a start refused as locked beside its continuation)
  // must not take the place of the twin that holds what was meant.
  for (const m of [...meant].sort((x, y) => x.total - y.total)) {
    const twins = left.get(identity(m)) ?? [];
    const fits = (e: Recorded): boolean => Math.abs(e.total - m.total) <= m.runs * slackPerRunS;
    const smallest = (only: (e: Recorded) => boolean): number => twins.reduce((best, e, k) => (only(e) && (best < 0 || e.total < twins[best]!.total) ? k : best), -1);
    const fitting = smallest(fits);
    const i = fitting >= 0 ? fitting : smallest(() => true);
    if (i < 0) {
      missing.push(`${identity(m)} ${m.total}s`);
      continue;
    }
    const [h] = twins.splice(i, 1);
    if (Math.abs(h!.total - m.total) > m.runs * slackPerRunS) mistimed.push(`${identity(m)} meant ${m.total}s, held ${h!.total}s (${m.runs} runs)`);
  }
  const unexpected = [...left.values()].flat().map((e) => `${identity(e)} ${e.total}s`);
  return { missing, unexpected, mistimed };
}

/** Active projects: id, whether a task is required, and the tasks assigned. */
export interface Catalogue {
  readonly projects: readonly { id: number; requiredTask: boolean; tasks: readonly number[] }[];
}

/** What the person can pick from, once the engine has read every active project's tasks. */
export async function catalogue(h: Pick<EngineHarness, 'stint'>): Promise<Catalogue> {
  const active = h.stint.snapshot().projects.filter((p) => p.active);
  for (const p of active) assert.deepEqual(await h.stint.pickProject(p.id), { ok: true }, `tasks of project ${p.id}`);
  const tasks = h.stint.snapshot().tasks;
  return { projects: active.map((p) => ({ id: p.id, requiredTask: p.requiredTask, tasks: (tasks[p.id] ?? []).map((t) => t.id) })) };
}
