// What the person sees = what the service last said + every queued command applied on
// top (optimistic). A pure function: the same server entries and queue always give the
// same entries, so a refresh that lands while commands wait never hides them, and a
// command confirmed by the service changes nothing visible.

import type { EntryFields, EntryRef, Op } from './ops.ts';
import type { OpProgress, QueuedOp } from './outbox.ts';
import { parseHms, localTime, formatHms, storedEnd } from '../time/local-time.ts';
import type { ServerEntry } from '../reads/server-entry.ts';
import { stopwatchStartEpoch } from '../reads/server-entry.ts';
import type { EntryView } from '../snapshot.ts';

export interface OverlayInput {
  readonly entries: readonly ServerEntry[];
  readonly queue: readonly QueuedOp[];
  /** localId -> service id, from the outbox. */
  readonly ids: (ref: EntryRef) => number | undefined;
  /** service id -> the localId of the create that made it here, from the outbox. */
  readonly localIdOf: (id: number) => string | undefined;
  readonly offsetMinutes: number;
  /** A run whose start was moved here (known.ts MovedRun), by entry id. */
  readonly movedRun?: (id: number) => { readonly stopwatchStartLocal: string; readonly totalSeconds: number; readonly startAt: number; readonly baseSeconds: number } | undefined;
  readonly projectName: (id: number) => string;
  readonly customerName: (projectId: number) => string | null;
  readonly taskName: (projectId: number, taskId: number) => string | null;
  /**
   * Whether an entry of this project and task is billable by default (views/billable-totals.ts):
   * what an entry made or moved here shows until the service says. Absent: such entries say nothing.
   */
  readonly billableDefault?: (projectId: number, taskId: number | null) => boolean;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

type BillableDefault = (projectId: number, taskId: number | null) => boolean | undefined;

function billableField(b: boolean | undefined): { billable?: boolean } {
  return b === undefined ? {} : { billable: b };
}

function fromServer(e: ServerEntry, key: string, offsetMinutes: number, billableDefault: BillableDefault): Mutable<EntryView> {
  return {
    key,
    id: e.id,
    date: e.date,
    projectId: e.projectId,
    projectName: e.projectName,
    customerName: e.customerName,
    ...(e.customerId !== undefined ? { customerId: e.customerId } : {}),
    taskId: e.taskId,
    taskName: e.taskName,
    description: e.description,
    timeStart: e.timeStart,
    timeEnd: e.timeEnd,
    totalSeconds: e.totalSeconds,
    runningSince: e.running ? stopwatchStartEpoch(e, offsetMinutes) : null,
    locked: e.locked,
    ...(e.locked && e.canModifyLocked === true ? { canModifyLocked: true } : {}),
    pending: false,
    ...billableField(e.billable ?? billableDefault(e.projectId, e.taskId)),
    ...(e.billableAmount !== undefined ? { billableAmount: e.billableAmount } : {}),
  };
}

/**
 * The entry holds `seconds` from its start, and ends there, as the service stores a stopped
 * entry (end = start + total): an entry stopped by a command still waiting shows the end the
 * stop gives it, so what is planned on it next (a split, a new start alone) starts from there.
 */
function holds(v: Mutable<EntryView>, seconds: number): void {
  v.totalSeconds = seconds;
  v.timeEnd = storedEnd(v.timeStart, seconds) ?? v.timeEnd;
}

/** Seconds an entry holds at `at` (its stored total plus the current run). */
export function heldSeconds(e: Pick<EntryView, 'totalSeconds' | 'runningSince'>, at: number): number {
  if (e.runningSince === null) return e.totalSeconds;
  return e.totalSeconds + Math.max(0, Math.floor((at - e.runningSince) / 1000));
}

/** All entries with the queued commands applied, keyed for lookup. */
export function overlay(input: OverlayInput): EntryView[] {
  const { offsetMinutes } = input;
  const billableDefault: BillableDefault = input.billableDefault ?? (() => undefined);
  const byKey = new Map<string, Mutable<EntryView>>();
  // An entry created here keeps its local key once the service has given it an id, so the
  // window does not take it for another entry (and rebuild what shows it) on confirmation.
  const keyOf = (id: number): string => {
    const localId = input.localIdOf(id);
    return localId === undefined ? `e${id}` : `l${localId}`;
  };
  for (const e of input.entries) {
    const key = keyOf(e.id);
    const v = fromServer(e, key, offsetMinutes, billableDefault);
    // While the service holds exactly what a move of its start left, the run shows from there.
    const moved = input.movedRun?.(e.id);
    if (moved && e.running && e.stopwatchStartLocal === moved.stopwatchStartLocal && e.totalSeconds === moved.totalSeconds) {
      v.runningSince = moved.startAt;
      v.totalSeconds = moved.baseSeconds;
    }
    byKey.set(key, v);
  }

  // The key of an entry whose queued create has its id already (the create was answered) while
  // the op is still at work: a command planned on that view refers to it by id, before the
  // outbox maps the id to its localId.
  const createdKeys = new Map<number, string>();
  const find = (ref: EntryRef): Mutable<EntryView> | undefined => {
    const id = input.ids(ref);
    if (id !== undefined) {
      const hit = byKey.get(keyOf(id)) ?? byKey.get(createdKeys.get(id) ?? '');
      if (hit) return hit;
    }
    return 'localId' in ref ? byKey.get(`l${ref.localId}`) : undefined;
  };
  const stopAllAt = (at: number, except?: Mutable<EntryView>) => {
    for (const v of byKey.values()) {
      if (v === except || v.runningSince === null) continue;
      holds(v, heldSeconds(v, at));
      v.runningSince = null;
      v.pending = true;
    }
  };
  /**
   * The entry a start replaced holds what it held at the click, even once the service has
   * stopped it later (a start that reached it late): the op sets that total back before it
   * leaves the queue, so the view never shows the wait as work on the replaced entry.
   */
  const replacedHolds = (op: { replaces: EntryRef | null; replacedSeconds: number | null }, started: Mutable<EntryView> | undefined) => {
    if (op.replaces === null || op.replacedSeconds === null) return;
    const v = find(op.replaces);
    if (!v || v === started || v.runningSince !== null) return;
    holds(v, op.replacedSeconds);
    v.pending = true;
  };

  /** The view of an entry a queued command creates. */
  function queuedEntry(
    key: string,
    id: number | null,
    op: EntryFields & { date: string },
    t: { timeStart: string; seconds: number; runningSince: number | null },
  ): Mutable<EntryView> {
    const start = parseHms(t.timeStart);
    return {
      key,
      id,
      date: op.date,
      projectId: op.projectId,
      projectName: input.projectName(op.projectId),
      customerName: input.customerName(op.projectId),
      taskId: op.taskId,
      taskName: op.taskId === null ? null : input.taskName(op.projectId, op.taskId),
      description: op.description,
      timeStart: t.timeStart,
      timeEnd: formatHms((start + t.seconds) % 86_400),
      totalSeconds: t.seconds,
      runningSince: t.runningSince,
      locked: false,
      pending: true,
      ...billableField(billableDefault(op.projectId, op.taskId)),
    };
  }

  for (const { op, progress } of input.queue) {
    apply(op, progress);
  }

  function apply(op: Op, progress: OpProgress): void {
    const createdId = progress.createdId;
    switch (op.kind) {
      case 'start_new': {
        stopAllAt(op.at);
        // The service's copy, read while the create is confirmed, gives way to this one (but
        // for what only the service can say: whether it is billable).
        const served = createdId !== undefined ? byKey.get(keyOf(createdId)) : undefined;
        if (createdId !== undefined) byKey.delete(keyOf(createdId));
        const key = `l${op.localId}`;
        if (createdId !== undefined) createdKeys.set(createdId, key);
        const from = op.runFrom ?? op.at;
        const view = queuedEntry(key, createdId ?? null, op, { timeStart: localTime(from, offsetMinutes), seconds: 0, runningSince: from });
        if (served?.billable !== undefined && served.projectId === op.projectId && served.taskId === op.taskId) view.billable = served.billable;
        if (progress.started !== true) view.startUnconfirmed = true;
        byKey.set(key, view);
        replacedHolds(op, byKey.get(key));
        return;
      }
      case 'start_existing': {
        const v = find(op.entry);
        stopAllAt(op.at, v);
        replacedHolds(op, v);
        if (!v) return;
        v.totalSeconds = op.baseSeconds;
        v.runningSince = op.at;
        v.pending = true;
        if (progress.started !== true) v.startUnconfirmed = true;
        return;
      }
      case 'stop': {
        const v = find(op.entry);
        if (!v) return;
        holds(v, op.intendedSeconds);
        v.runningSince = null;
        v.pending = true;
        return;
      }
      case 'set_start': {
        const v = find(op.entry);
        // Stopped by this move's own steps (stop, whole total, start again; or an update that
        // stops a stopwatch): still the person's running timer. Stopped before the sender
        // began (elsewhere, or by a stop queued before): the sender leaves it.
        const begun = progress.doubt !== undefined || progress.stoppedSeconds !== undefined || progress.credited === true || progress.started === true;
        if (!v || (v.runningSince === null && !begun)) return;
        v.totalSeconds = op.baseSeconds;
        v.runningSince = op.startAt;
        v.timeStart = op.timeStart;
        v.pending = true;
        return;
      }
      case 'update': {
        const v = find(op.entry);
        if (!v) return;
        const moved = (op.projectId !== undefined && op.projectId !== v.projectId) || (op.taskId !== undefined && op.taskId !== v.taskId);
        if (op.projectId !== undefined) {
          v.projectId = op.projectId;
          v.projectName = input.projectName(op.projectId);
          v.customerName = input.customerName(op.projectId);
          // The customer read with the entry was its old project's: the project's own is looked up where needed.
          delete v.customerId;
        }
        if (op.taskId !== undefined) {
          v.taskId = op.taskId;
          v.taskName = op.taskId === null ? null : input.taskName(v.projectId, op.taskId);
        }
        // Another project or task: its default, until the service says what it made of it.
        if (moved) {
          const b = billableDefault(v.projectId, v.taskId);
          if (b === undefined) delete v.billable;
          else v.billable = b;
        }
        if (op.description !== undefined) v.description = op.description;
        if (op.date !== undefined) v.date = op.date;
        if (op.timeStart !== undefined) v.timeStart = op.timeStart;
        if (op.timeEnd !== undefined) v.timeEnd = op.timeEnd;
        if (op.timeTotal !== undefined) v.totalSeconds = parseHms(op.timeTotal);
        v.pending = true;
        return;
      }
      case 'create_manual': {
        const existing = createdId !== undefined ? byKey.get(keyOf(createdId)) : undefined;
        if (createdId !== undefined) createdKeys.set(createdId, `l${op.localId}`);
        if (existing) {
          byKey.delete(existing.key);
          byKey.set(`l${op.localId}`, { ...existing, key: `l${op.localId}`, pending: true });
          return;
        }
        const total = op.timeTotal !== undefined ? parseHms(op.timeTotal) : Number.NaN;
        const start = op.timeStart !== undefined ? parseHms(op.timeStart) : Number.NaN;
        const end = op.timeEnd !== undefined ? parseHms(op.timeEnd) : Number.NaN;
        const seconds = !Number.isNaN(total) ? total : !Number.isNaN(start) && !Number.isNaN(end) ? end - start : 0;
        const from = !Number.isNaN(start) ? start : !Number.isNaN(end) ? end - seconds : 0;
        byKey.set(`l${op.localId}`, queuedEntry(`l${op.localId}`, null, op, { timeStart: formatHms(from), seconds: Math.max(0, seconds), runningSince: null }));
        return;
      }
    }
  }

  return [...byKey.values()].map((v) => Object.freeze(v));
}

/** Newest first: by date, then by start time, then running first. */
export function newestFirst(a: EntryView, b: EntryView): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  if ((a.runningSince !== null) !== (b.runningSince !== null)) return a.runningSince !== null ? -1 : 1;
  if (a.timeStart !== b.timeStart) return a.timeStart < b.timeStart ? 1 : -1;
  return (b.id ?? Number.MAX_SAFE_INTEGER) - (a.id ?? Number.MAX_SAFE_INTEGER);
}
