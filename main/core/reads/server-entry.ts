// One shape for a time entry as the service last told us, whether it came from an
// entry answer (`stopwatch_active` boolean) or a detailed report row (0/1, and the ISO
// `date_created` beside the local `created_at`). The engine keeps these and lays the
// queued commands over them to make the snapshot.

import type { DetailedReportRow, TimeEntry } from '../../api/types.ts';
import { localToEpoch, parseHms, storedEnd } from '../time/local-time.ts';

export interface ServerEntry {
  readonly id: number;
  readonly userId: number;
  readonly date: string;
  readonly projectId: number;
  readonly projectName: string;
  readonly customerName: string | null;
  /** The entry's customer (`customer_id`); absent where the answer did not say (a time entry answer, an older Stint's copy). */
  readonly customerId?: number | null;
  readonly taskId: number | null;
  readonly taskName: string | null;
  readonly description: string;
  readonly timeStart: string;
  readonly timeEnd: string;
  /** Seconds stored (a running stopwatch's current run is not in it: contract.md 4). */
  readonly totalSeconds: number;
  readonly running: boolean;
  /** `stopwatch_date_start` as the service wrote it (account-local), or null. */
  readonly stopwatchStartLocal: string | null;
  /**
   * The instant of `stopwatchStartLocal`, read with the offset in force when the engine first
   * saw it (withStartInstant): after the clocks move, the same local time means another instant.
   */
  readonly stopwatchStartAt?: number;
  readonly locked: boolean;
  /**
   * The entry's `permissions.can_modify_locked`: this user may change it though it is locked.
   * Absent in what an older Stint kept: read as false.
   */
  readonly canModifyLocked?: boolean;
  /** The entry's `is_billable`; absent when the service did not say (or an older Stint kept it). */
  readonly billable?: boolean;
  /** A report row's `billable_net_amount` as decimal text (views read it as cents); absent where the answer had none. */
  readonly billableAmount?: string;
}

type Source = Pick<
  TimeEntry | DetailedReportRow,
  | 'id'
  | 'user_id'
  | 'date_execution'
  | 'project_id'
  | 'project_name'
  | 'customer_name'
  | 'task_id'
  | 'task_name'
  | 'description'
  | 'time_start'
  | 'time_end'
  | 'time_total'
  | 'stopwatch_active'
  | 'stopwatch_date_start'
  | 'is_locked'
  | 'permissions'
  | 'is_billable'
> & { readonly customer_id?: unknown; readonly billable_net_amount?: unknown };

function flag(v: unknown): boolean {
  return v === true || v === 1 || v === '1' || v === 'true';
}

/** A flag the service may leave out: undefined when it is missing or null, else read as `flag` does. */
export function optionalFlag(v: unknown): boolean | undefined {
  return v === undefined || v === null ? undefined : flag(v);
}

export function toServerEntry(e: Source): ServerEntry {
  const total = parseHms(String(e.time_total));
  return {
    id: Number(e.id),
    userId: Number(e.user_id),
    date: String(e.date_execution),
    projectId: Number(e.project_id),
    projectName: e.project_name ?? '',
    customerName: e.customer_name ?? null,
    taskId: e.task_id === null || e.task_id === undefined ? null : Number(e.task_id),
    taskName: e.task_name ?? null,
    description: e.description ?? '',
    timeStart: String(e.time_start),
    timeEnd: String(e.time_end),
    totalSeconds: Number.isNaN(total) ? 0 : total,
    running: flag(e.stopwatch_active),
    stopwatchStartLocal: e.stopwatch_date_start ?? null,
    locked: flag(e.is_locked),
    // Lenient: a real service may send `[]` (PHP's empty object), `1` or `"true"`, or nothing.
    ...(flag((e.permissions as { can_modify_locked?: unknown } | null | undefined)?.can_modify_locked) ? { canModifyLocked: true } : {}),
    ...billable(e.is_billable),
    ...customerOf(e.customer_id),
    ...amountOf(e.billable_net_amount),
  };
}

/** A customer id the answer gave (a positive whole number, or null for none); nothing when it said nothing readable. */
function customerOf(v: unknown): { customerId?: number | null } {
  if (v === null) return { customerId: null };
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? { customerId: n } : {};
}

/**
 * An amount as the service wrote it, kept as text so nothing is lost to a float here (views read
 * it as cents, failing to nothing shown rather than a wrong figure); nothing when it is missing.
 */
export function amountOf(v: unknown): { billableAmount?: string } {
  if (typeof v === 'number' && Number.isFinite(v)) return { billableAmount: String(v) };
  return typeof v === 'string' && v.trim() !== '' ? { billableAmount: v.trim() } : {};
}

function billable(v: unknown): { billable?: boolean } {
  const b = optionalFlag(v);
  return b === undefined ? {} : { billable: b };
}

/**
 * Epoch ms at which the entry's stopwatch started, or null (not running, or unreadable): the
 * instant kept with it, else its local start read at `offsetMinutes`.
 */
export function stopwatchStartEpoch(e: ServerEntry, offsetMinutes: number): number | null {
  if (!e.running || e.stopwatchStartLocal === null) return null;
  // Kept on disk with the entry: anything but a number there is ignored.
  if (typeof e.stopwatchStartAt === 'number' && Number.isFinite(e.stopwatchStartAt)) return e.stopwatchStartAt;
  const ms = localToEpoch(e.stopwatchStartLocal, offsetMinutes);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * `fresh` (a read or an answer) with the instant its stopwatch started: the one kept with
 * `prior` for the same start, else its local start read at the offset in force now (a run
 * first seen soon after it began). A run that began before the clocks moved (daylight
 * saving) so keeps its real start, where reading its local time again at the new offset
 * would move it by the change (the hour that happens twice has one local time for two instants).
 */
export function withStartInstant(fresh: ServerEntry, prior: ServerEntry | undefined, offsetMinutes: number): ServerEntry {
  if (!fresh.running || fresh.stopwatchStartLocal === null) return fresh;
  const kept = prior?.running && prior.stopwatchStartLocal === fresh.stopwatchStartLocal ? stopwatchStartEpoch(prior, offsetMinutes) : null;
  const at = kept ?? localToEpoch(fresh.stopwatchStartLocal, offsetMinutes);
  return Number.isNaN(at) ? fresh : { ...fresh, stopwatchStartAt: at };
}

/**
 * The entry as the service stores it once its stopwatch stopped holding `totalSeconds`: the
 * end recomputed from the start (modulo a day, contract.md 4), so what is planned on it next
 * (a split) finds it whole from start to end.
 */
export function stoppedHolding(e: ServerEntry, totalSeconds: number): ServerEntry {
  const { stopwatchStartAt: _, ...rest } = e;
  return { ...rest, running: false, stopwatchStartLocal: null, totalSeconds, timeEnd: storedEnd(e.timeStart, totalSeconds) ?? e.timeEnd };
}
