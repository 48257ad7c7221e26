// The changes the service refused and the last correction, as the drivers show them: the
// tray's items, the notifications (a refusal while the window is hidden; a correction made
// away from the window, with its Undo), the lines of the command line and of status.json.

import type { I18n } from '../../i18n/words.ts';
import type { NotificationRequest } from '../ports.ts';
import type { EntryVersionView, HourCycle, NotSavedView, Snapshot, UndoView, WebChoiceView } from '../snapshot.ts';
import { formatClockText } from '../time/clock-format.ts';
import type { TrayMenuItem } from './tray-menu-item.ts';
import { truncateLabel } from './entry-label.ts';

export const NOT_SAVED_NOTIFICATION_ID = 'not-saved';
export const UNDO_NOTIFICATION_ID = 'undo';
export const UNDO_ACTION = 'undo';
/** The tray item that opens the window on the list; its id carries no record (the list is in the window). */
export const NOT_SAVED_TRAY_ID = 'not-saved';

/** One refused change in a line: what was meant, then why. */
export function notSavedLine(r: Pick<NotSavedView, 'what' | 'why'>, i18n: I18n): string {
  return i18n._({ id: 'notSaved.line', message: 'Not saved: {what}. {why}', values: { what: r.what, why: r.why } });
}

/** The tray's item for the refused changes (none when the list is empty): opens the window on them. */
export function notSavedTrayItem(list: readonly NotSavedView[] | undefined, i18n: I18n): TrayMenuItem | null {
  if (!list || list.length === 0) return null;
  // `what` is the engine's own sentence of the change (main/core/commands), English until those are converted.
  const label =
    list.length === 1
      ? i18n._({ id: 'tray.notSaved.one', message: 'Not saved: {what}', values: { what: truncateLabel(list[0]!.what, 50) } })
      : i18n._({ id: 'tray.notSaved.many', message: '{count} changes not saved: review', values: { count: list.length } });
  return { id: NOT_SAVED_TRAY_ID, label, enabled: true };
}

/** The notification of a refusal, when the window is hidden; each refusal its own, so a second does not hide the first. */
export function notSavedNotification(r: Pick<NotSavedView, 'id' | 'what' | 'why'>, i18n: I18n): NotificationRequest {
  return {
    id: `${NOT_SAVED_NOTIFICATION_ID}:${r.id}`,
    title: i18n._({ id: 'tray.notSaved.one', message: 'Not saved: {what}', values: { what: r.what } }),
    // `why` is the engine's sentence or the service's own words (English until the engine's are converted).
    body: i18n._({ id: 'notSaved.body', message: '{why} It stays listed in Stint until you dismiss it.', values: { why: r.why } }),
    actions: [],
  };
}

/** The notification of a correction made away from the window, with its Undo. */
export function undoNotification(u: Pick<UndoView, 'words' | 'until' | 'at'>, i18n: I18n): NotificationRequest {
  const seconds = Math.max(0, Math.round((u.until - u.at) / 1000));
  return {
    id: UNDO_NOTIFICATION_ID,
    // The engine's own sentence of the change (main/core/commands), English until those are converted.
    title: u.words,
    body:
      seconds > 0
        ? i18n._({ id: 'undo.body', message: 'Sent to the service in {seconds, plural, one {# second} other {# seconds}}: Undo takes it back without a trace.', values: { seconds } })
        : i18n._({ id: 'undo.bodySent', message: 'Sent to the service.' }),
    actions: [{ id: UNDO_ACTION, label: i18n._({ id: 'undo.undo', message: 'Undo' }) }],
  };
}

/** The two versions of an entry changed on the web, each in words, on the fields where they differ. */
export function webChoiceWords(c: Pick<WebChoiceView, 'mine' | 'web'>, names: Pick<Snapshot, 'projects' | 'tasks'>, hourCycle: HourCycle): { readonly web: string; readonly mine: string } {
  return { web: versionWords(c.web, c.mine, names, hourCycle), mine: versionWords(c.mine, c.web, names, hourCycle) };
}

/** "09:00–11:45 (2:45), Website, “Spec”": the times always (what the entry is known by), the rest where it differs. */
function versionWords(v: EntryVersionView, other: EntryVersionView, names: Pick<Snapshot, 'projects' | 'tasks'>, hourCycle: HourCycle): string {
  const length = `${Math.floor(v.totalSeconds / 3600)}:${String(Math.floor((v.totalSeconds % 3600) / 60)).padStart(2, '0')}`;
  const parts = [v.running ? `running since ${formatClockText(v.timeStart, hourCycle)}` : `${formatClockText(v.timeStart, hourCycle)}–${formatClockText(v.timeEnd, hourCycle)} (${length})`];
  if (v.date !== other.date) parts.push(`on ${v.date}`);
  if (v.projectId !== other.projectId) parts.push(names.projects.find((p) => p.id === v.projectId)?.name ?? `project ${v.projectId}`);
  if (v.taskId !== other.taskId) parts.push(v.taskId === null ? 'no task' : (names.tasks[v.projectId]?.find((t) => t.id === v.taskId)?.name ?? `task ${v.taskId}`));
  if (v.description !== other.description) parts.push(v.description === '' ? 'no description' : `“${v.description}”`);
  return parts.join(', ');
}
