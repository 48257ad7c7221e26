// Time entries and their stopwatch (spec "Time entries", contract.md section 4). The
// arithmetic lives in time-arithmetic.ts; this file reads bodies, checks roles and
// references, and stores the result.
import { accountZone } from '../account-zone.ts';
import type { ApiRequest, ApiResult, Router } from '../context.ts';
import { SimError } from '../errors.ts';
import { Fields } from '../fields.ts';
import { localDate } from '../format.ts';
import type { TimeEntry, User } from '../model.ts';
import { requireOwnerOrManager, requireUnlocked } from '../roles.ts';
import type { Store } from '../store.ts';
import {
  elapsedSeconds, timesOnCreate, timesOnUpdate, type EntryTimes, type SentTimes, type TimeOutcome,
} from '../time-arithmetic.ts';
import { timeEntryView } from '../views/time-entry.ts';
import { byPathId } from '../lookup.ts';

export const DEPRECATED_SINCE = '2025-07-11';

/** Integer path ids; anything else names no entry (404, service-decisions.md). */
function findEntry(req: ApiRequest): TimeEntry {
  return byPathId(req.ctx.store.entries, req.params.id, 'Time entry');
}

const answer = (req: ApiRequest, entry: TimeEntry, status = 200): ApiResult =>
  ({ status, body: timeEntryView(req.ctx.store, entry, req.user) });

function deprecatedList(): ApiResult {
  return {
    body: {
      message: 'GET /time-entries is deprecated; use GET /reports/detailed to list time entries',
      status: 'deprecated',
      deprecated_since: DEPRECATED_SINCE,
    },
  };
}

interface EntryBody {
  project_id?: number;
  task_id?: number | null;
  user_id?: number;
  date_execution?: string;
  description?: string;
  sent: SentTimes;
}

function readBody(f: Fields, isCreate: boolean): EntryBody {
  return {
    project_id: f.id('project_id', isCreate),
    task_id: f.nullableId('task_id'),
    user_id: f.id('user_id'),
    date_execution: f.date('date_execution'),
    description: f.str('description'),
    sent: { start: f.time('time_start'), end: f.time('time_end'), total: f.duration('time_total') },
  };
}

/**
 * The project, task and user the entry will have must exist and fit together. `changed`
 * says which of them the body set: an entry already on an archived project may still be
 * edited, but cannot be moved onto one.
 */
function checkReferences(
  f: Fields, store: Store,
  target: { project_id: number; task_id: number | null; user_id: number },
  changed: { project: boolean; task: boolean; user: boolean },
): void {
  const project = store.projects.get(target.project_id);
  if (!project) {
    if (changed.project) f.fail('project_id', 'not found');
  } else if (changed.project && project.active !== 1) {
    f.fail('project_id', 'is archived: entries cannot be added to it');
  } else if (changed.project || changed.task) {
    if (target.task_id === null) {
      if (project.required_task === 1) f.fail('task_id', `is required on project ${project.id}`);
    } else if (!store.tasks.has(target.task_id)) {
      f.fail('task_id', 'not found');
    } else if (!store.assignmentOf(project.id, target.task_id)) {
      f.fail('task_id', `is not assigned to project ${project.id}`);
    }
  }
  if (changed.user) {
    const user = store.users.get(target.user_id);
    if (!user) f.fail('user_id', 'not found');
    else if (user.active !== 1) f.fail('user_id', 'is archived: entries cannot be assigned to them');
  }
}

function applyTimes(f: Fields, outcome: TimeOutcome): EntryTimes | undefined {
  if (outcome.ok) return outcome.times;
  f.fail(outcome.field, outcome.message);
  return undefined;
}

function create(req: ApiRequest): ApiResult {
  const { store } = req.ctx;
  const f = Fields.of(req.body);
  const b = readBody(f, true);
  f.done();
  const userId = b.user_id ?? req.user.id;
  // Regular users act only for themselves: naming another user is a 403, not a 422.
  requireOwnerOrManager(req.user, userId);
  const taskId = b.task_id ?? null;
  checkReferences(f, store, { project_id: b.project_id!, task_id: taskId, user_id: userId },
    { project: true, task: true, user: b.user_id !== undefined });
  const times = applyTimes(f, timesOnCreate(b.sent));
  f.done();
  const id = store.nextId('entry');
  const entry: TimeEntry = {
    id,
    user_id: userId,
    project_id: b.project_id!,
    task_id: taskId,
    date_execution: b.date_execution ?? localDate(req.now, accountZone(store.account)),
    description: b.description ?? '',
    time_start: times!.start,
    time_total: times!.total,
    stopwatch_started_at: null,
    is_locked: false,
    locked_reason: null,
    form: 'api',
    is_invoiced: 0,
    created_by: req.user.id,
    changed_by: req.user.id,
    date_created: req.now,
    date_changed: req.now,
  };
  store.entries.set(id, entry);
  return answer(req, entry, 201);
}

/** Who may change an existing entry: its owner or a manager, and locks bind all but admins. */
function requireMayChange(caller: User, entry: TimeEntry): void {
  requireOwnerOrManager(caller, entry.user_id);
  requireUnlocked(caller, entry);
}

function update(req: ApiRequest): ApiResult {
  const { store } = req.ctx;
  const entry = findEntry(req);
  requireMayChange(req.user, entry);
  const f = Fields.of(req.body);
  const b = readBody(f, false);
  f.done();
  if (b.user_id !== undefined) requireOwnerOrManager(req.user, b.user_id);
  const target = {
    project_id: b.project_id ?? entry.project_id,
    task_id: b.task_id !== undefined ? b.task_id : entry.task_id,
    user_id: b.user_id ?? entry.user_id,
  };
  checkReferences(f, store, target, {
    project: b.project_id !== undefined && b.project_id !== entry.project_id,
    task: b.task_id !== undefined || (b.project_id !== undefined && b.project_id !== entry.project_id),
    user: b.user_id !== undefined && b.user_id !== entry.user_id,
  });
  const times = applyTimes(f, timesOnUpdate(b.sent, { start: entry.time_start, total: entry.time_total }));
  f.done();
  Object.assign(entry, target);
  if (b.date_execution !== undefined) entry.date_execution = b.date_execution;
  if (b.description !== undefined) entry.description = b.description;
  entry.time_start = times!.start;
  entry.time_total = times!.total;
  entry.changed_by = req.user.id;
  entry.date_changed = req.now;
  return answer(req, entry);
}

/** Folds the running stopwatch into time_total; the end follows as start + total (mod 24 h). */
function stopStopwatch(entry: TimeEntry, now: number, by: number): void {
  if (entry.stopwatch_started_at === null) return;
  entry.time_total += elapsedSeconds(entry.stopwatch_started_at, now);
  entry.stopwatch_started_at = null;
  entry.changed_by = by;
  entry.date_changed = now;
}

function start(req: ApiRequest): ApiResult {
  const { store } = req.ctx;
  const entry = findEntry(req);
  requireMayChange(req.user, entry);
  if (entry.stopwatch_started_at !== null)
    throw new SimError(409, 'stopwatch_already_active', `The stopwatch of time entry ${entry.id} is already running`);
  // One running stopwatch per user: the entry's user, whoever starts it.
  for (const other of store.entries.values()) {
    if (other.user_id === entry.user_id && other.stopwatch_started_at !== null) stopStopwatch(other, req.now, req.user.id);
  }
  entry.stopwatch_started_at = req.now;
  entry.changed_by = req.user.id;
  entry.date_changed = req.now;
  return answer(req, entry);
}

function stop(req: ApiRequest): ApiResult {
  const entry = findEntry(req);
  requireMayChange(req.user, entry);
  if (entry.stopwatch_started_at === null)
    throw new SimError(409, 'stopwatch_not_active', `The stopwatch of time entry ${entry.id} is not running`);
  stopStopwatch(entry, req.now, req.user.id);
  return answer(req, entry);
}

export function timeEntriesRoutes(r: Router): void {
  r.get('/time-entries', deprecatedList);
  r.post('/time-entries', create);
  r.get('/time-entries/{id}', (req) => answer(req, findEntry(req)));
  r.post('/time-entries/{id}', update);
  r.post('/time-entries/{id}/start', start);
  r.post('/time-entries/{id}/stop', stop);
}
