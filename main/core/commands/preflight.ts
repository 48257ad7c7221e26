// What a change must still find on the service before its first request, as pure rules:
// the entry unlocked and as the person saw it (the API has no version field, so a change
// made on the web since is told by comparing the fields), the project still active and its
// task still given where it needs one, and no entry of the person's under the new times.
// A refusal here sends nothing; its words say what was found and what to do.

import type { ServerEntry } from '../reads/server-entry.ts';
import { formatClockText } from '../time/clock-format.ts';
import { formatHms, parseHms } from '../time/local-time.ts';
import type { HourCycle, ProjectView } from '../snapshot.ts';
import type { EntryView } from '../snapshot.ts';
import type { Op, SeenFields, UpdateFields } from './ops.ts';
import { overlapNames, type OverlapEntry } from './overlap.ts';
import type { I18n } from '../../i18n/words.ts';

/** Both versions of an entry changed on the web meanwhile, for the window's choice. */
export interface WebChange {
  /** The entry as this change would leave it. */
  readonly mine: SeenFields;
  /** The entry as the service holds it now. */
  readonly web: SeenFields;
  /** The fields the refused update set (what "Apply mine" sends again); absent for a moved start. */
  readonly fields?: UpdateFields;
}

export interface PreflightRefusal {
  readonly code: 'entry_locked' | 'changed_on_web' | 'project_archived' | 'task_required' | 'overlap';
  /** One sentence of at most 160 characters (refusal-words.ts keeps no longer one). */
  readonly message: string;
  readonly detail?: WebChange;
}

/** The fields of a shown entry that a change is compared on; none for one the service has not made yet. */
export function seenOf(v: EntryView): SeenFields | undefined {
  if (v.id === null) return undefined;
  return { date: v.date, timeStart: v.timeStart, timeEnd: v.timeEnd, totalSeconds: v.totalSeconds, projectId: v.projectId, taskId: v.taskId, description: v.description, running: v.runningSince !== null };
}

export function seenOfServer(e: ServerEntry): SeenFields {
  return { date: e.date, timeStart: e.timeStart, timeEnd: e.timeEnd, totalSeconds: e.totalSeconds, projectId: e.projectId, taskId: e.taskId, description: e.description, running: e.running };
}

/**
 * Whether the service's copy differs from what the person saw. The end is left out: the
 * service derives it from start and total, and a running entry's times move on their own.
 */
export function changedSince(seen: SeenFields, now: SeenFields): boolean {
  if (seen.projectId !== now.projectId || seen.taskId !== now.taskId || seen.description !== now.description || seen.running !== now.running) return true;
  if (seen.running) return false;
  return seen.date !== now.date || seen.timeStart !== now.timeStart || Math.abs(seen.totalSeconds - now.totalSeconds) > TOTAL_SLACK_S;
}

/**
 * Seconds a total may differ from the one shown without being a change on the web: a stop
 * that reached the service less than 2 s late keeps the service's total (sender.ts LATE_MS).
 */
const TOTAL_SLACK_S = 3;

/** The entry as an update would leave it (what the person asked for). */
export function afterUpdate(seen: SeenFields, op: UpdateFields): SeenFields {
  const typed = op.timeTotal !== undefined ? parseHms(op.timeTotal) : Number.NaN;
  const total = Number.isNaN(typed) ? seen.totalSeconds : typed;
  return {
    ...seen,
    ...(op.date !== undefined ? { date: op.date } : {}),
    ...(op.timeStart !== undefined ? { timeStart: op.timeStart } : {}),
    ...(op.timeEnd !== undefined ? { timeEnd: op.timeEnd } : {}),
    totalSeconds: total,
    ...(op.projectId !== undefined ? { projectId: op.projectId } : {}),
    ...(op.taskId !== undefined ? { taskId: op.taskId } : {}),
    ...(op.description !== undefined ? { description: op.description } : {}),
  };
}

/** The fields an update sets, without its identity. */
export function updateFieldsOf(op: UpdateFields): UpdateFields {
  const { projectId, taskId, description, date, timeStart, timeEnd, timeTotal } = op;
  const all: Record<string, unknown> = { projectId, taskId, description, date, timeStart, timeEnd, timeTotal };
  return Object.fromEntries(Object.entries(all).filter((e) => e[1] !== undefined)) as UpdateFields;
}

/** "09:00–11:45 (2:45)" or, where the times did not change, the description; with its date where that changed. */
function versionWords(v: SeenFields, other: SeenFields, hourCycle: HourCycle, i18n: I18n): string {
  const length = formatHms(v.totalSeconds).replace(/^0?(\d+):(\d{2}):\d{2}$/, '$1:$2');
  const times = `${formatClockText(v.timeStart, hourCycle)}–${formatClockText(v.timeEnd, hourCycle)} (${length})`;
  const what =
    v.running || (v.timeStart === other.timeStart && v.totalSeconds === other.totalSeconds && v.date === other.date)
      ? i18n._({ id: 'overlap.described', message: '“{description}”', values: { description: v.description.slice(0, 30) } })
      : times;
  return v.date !== other.date ? i18n._({ id: 'preflight.versionOn', message: '{version} on {date}', values: { version: what, date: v.date } }) : what;
}

/**
 * What the entry's current copy says of a change planned on `seen`: locked for this user,
 * or changed since the person saw it (then both versions go with the refusal).
 */
export function entryRefusal(op: Op, seen: SeenFields, now: ServerEntry, hourCycle: HourCycle, i18n: I18n): PreflightRefusal | null {
  if (now.locked && now.canModifyLocked !== true) {
    return { code: 'entry_locked', message: i18n._({ id: 'preflight.locked', message: 'This entry was locked on the service meanwhile (its period is closed): nothing of this change was sent' }) };
  }
  const web = seenOfServer(now);
  if (!changedSince(seen, web)) return null;
  const mine = op.kind === 'update' ? afterUpdate(seen, op) : seen;
  return {
    code: 'changed_on_web',
    message: i18n._({ id: 'preflight.changedOnWeb', message: 'It changed on the web since Stint showed it (web: {web}; yours: {mine}): nothing was sent',
      values: { web: versionWords(web, mine, hourCycle, i18n), mine: versionWords(mine, web, hourCycle, i18n) },
    }),
    detail: { mine, web, ...(op.kind === 'update' ? { fields: updateFieldsOf(op) } : {}) },
  };
}

/** A part's project as just read (null: archived or gone): still one to record on, with its task. `name`: the project as known here (null: never listed, named by its id). */
export function projectRefusal(taskId: number | null | undefined, project: ProjectView | null, name: string | null, projectId: number, i18n: I18n): PreflightRefusal | null {
  if (project === null) {
    const project = name ?? i18n._({ id: 'preflight.projectN', message: 'Project {id}', values: { id: String(projectId) } });
    return { code: 'project_archived', message: i18n._({ id: 'preflight.archived', message: '{project} was archived on the service meanwhile: nothing of this change was sent. Pick an active project', values: { project } }) };
  }
  if (project.requiredTask && (taskId === null || taskId === undefined)) {
    return { code: 'task_required', message: i18n._({ id: 'preflight.needsTask', message: '{project} now needs a task: nothing of this change was sent. Pick a task and try again', values: { project: project.name } }) };
  }
  return null;
}

/**
 * The service's day lies under the new times: not saved, unless the person confirms it.
 * `since`: the entry there came after the click: a split's second part (nothing to confirm),
 * or an entry whose overlap the person confirmed over the entries shown then.
 */
export function overlapRefusal(hits: readonly OverlapEntry[], hourCycle: HourCycle, i18n: I18n, since: 'split' | 'confirmed' | 'edited' | null = null): PreflightRefusal | null {
  if (hits.length === 0) return null;
  const values = { entries: overlapNames(hits, hourCycle, i18n), since: since ?? 'new' };
  return {
    code: 'overlap',
    message: i18n._({ id: 'preflight.overlap', message: '{since, select, edited {Not saved: its new times would overlap {entries}. Edit it again, and confirm the overlap if it is meant} split {Not saved: its second part would overlap {entries}, which was not there when you split} confirmed {Not saved: it would overlap {entries}, which was not there when you confirmed the overlap} other {Not saved: it would overlap {entries}. Add it again and confirm the overlap if it is meant}}', values }),
  };
}
