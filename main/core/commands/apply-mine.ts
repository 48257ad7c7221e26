// "Apply mine" on a change refused because the entry changed on the web (preflight.ts keeps
// both versions with the refusal): the person's version read back from the not-saved record
// (unknown until validated: it comes from the outbox file) and planned again as an update.

import { isRecord } from '../json-guard.ts';
import type { NotSavedView } from '../snapshot.ts';
import { formatHms } from '../time/local-time.ts';
import type { SeenFields, UpdateOp } from './ops.ts';
import type { WebChange } from './preflight.ts';
import { refOf, refused, type Refuse, type TrackerView } from './tracker.ts';

function seenFieldsOf(v: unknown): SeenFields | null {
  if (!isRecord(v)) return null;
  const { date, timeStart, timeEnd, totalSeconds, projectId, taskId, description, running } = v;
  if (typeof date !== 'string' || typeof timeStart !== 'string' || typeof timeEnd !== 'string' || typeof totalSeconds !== 'number') return null;
  if (typeof projectId !== 'number' || (taskId !== null && typeof taskId !== 'number') || typeof description !== 'string' || typeof running !== 'boolean') return null;
  return { date, timeStart, timeEnd, totalSeconds, projectId, taskId, description, running };
}

/** Both versions of a change refused because the entry changed on the web, or null for any other refusal. */
export function webChangeOf(r: Pick<NotSavedView, 'refusal'>): WebChange | null {
  if (r.refusal.code !== 'changed_on_web' || !isRecord(r.refusal.detail)) return null;
  const mine = seenFieldsOf(r.refusal.detail.mine);
  const web = seenFieldsOf(r.refusal.detail.web);
  return mine && web ? { mine, web } : null;
}

/**
 * "Apply mine": the update that makes the entry the person's version again, over the web's
 * copy: the fields where the two differ, with `seen` the web's version, so the check before
 * sending passes unless the web changed the entry yet again.
 */
export function planApplyMine(t: Pick<TrackerView, 'entries' | 'makeId' | 'now'>, r: Pick<NotSavedView, 'refusal' | 'entryKey'>): { readonly op: UpdateOp; readonly more: readonly [] } | Refuse | { readonly noop: true } {
  const change = webChangeOf(r);
  if (change === null) return { refuse: refused('Only a change refused because the entry changed on the web can be applied again; dismiss this one.') };
  const entry = t.entries.find((v) => v.key === r.entryKey);
  if (!entry) return { refuse: refused('This entry is no longer in the list: dismiss the change, or open its week and edit the entry again.') };
  const { mine, web } = change;
  const times = mine.date !== web.date || mine.timeStart !== web.timeStart || mine.timeEnd !== web.timeEnd || mine.totalSeconds !== web.totalSeconds;
  const fields = {
    ...(mine.projectId !== web.projectId ? { projectId: mine.projectId } : {}),
    ...(mine.taskId !== web.taskId ? { taskId: mine.taskId } : {}),
    ...(mine.description !== web.description ? { description: mine.description } : {}),
    ...(mine.date !== web.date ? { date: mine.date } : {}),
    // An edit of the times sends all three (entry-edit.ts); a running entry's move on their own.
    ...(times && !mine.running ? { timeStart: mine.timeStart, timeEnd: mine.timeEnd, timeTotal: formatHms(mine.totalSeconds) } : {}),
  };
  if (Object.keys(fields).length === 0) return { noop: true };
  return { op: { kind: 'update', opId: t.makeId(), at: t.now, entry: refOf(entry), ...fields, seen: web }, more: [] };
}
