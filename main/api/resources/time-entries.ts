import type { OperationCaller } from '../operation-caller.ts';
import type { CallOptions } from '../transport.ts';
import type { DeprecatedNotice, EntityId, TimeEntry, TimeEntryCreate, TimeEntryUpdate } from '../types.ts';

export class TimeEntriesApi {
  constructor(private readonly ops: OperationCaller) {}

  /** Deprecated by the service: answers a notice and no data. Use `reports.detailed`. */
  listDeprecated(opts?: CallOptions): Promise<DeprecatedNotice> {
    return this.ops.call('listTimeEntriesDeprecated', {}, opts);
  }

  /** A write: on a lost answer it fails with OutcomeUnknownError (reconcile with one read). */
  create(body: TimeEntryCreate, opts?: CallOptions): Promise<TimeEntry> {
    return this.ops.call('createTimeEntry', { body }, opts);
  }

  get(id: EntityId, opts?: CallOptions): Promise<TimeEntry> {
    return this.ops.call('getTimeEntry', { path: { id } }, opts);
  }

  update(id: EntityId, body: TimeEntryUpdate, opts?: CallOptions): Promise<TimeEntry> {
    return this.ops.call('updateTimeEntry', { path: { id }, body }, opts);
  }

  /** Starts the stopwatch; ConflictError `stopwatch_already_active` when it runs. */
  start(id: EntityId, opts?: CallOptions): Promise<TimeEntry> {
    return this.ops.call('startTimeEntryStopwatch', { path: { id } }, opts);
  }

  /** Stops the stopwatch; ConflictError `stopwatch_not_active` when it does not run. */
  stop(id: EntityId, opts?: CallOptions): Promise<TimeEntry> {
    return this.ops.call('stopTimeEntryStopwatch', { path: { id } }, opts);
  }
}
