// "Apply mine" on a change refused because the entry changed on the web (preflight.ts keeps
// both versions with the refusal): the person's version read back from the not-saved record
// (unknown until validated: it comes from the outbox file) and planned again as an update.

import { isRecord } from '../json-guard.ts';
import type { NotSavedView } from '../snapshot.ts';
import type { SeenFields, UpdateFields, UpdateOp } from './ops.ts';
import { afterUpdate, updateFieldsOf, type WebChange } from './preflight.ts';
import { refOf, refused, type Refuse, type TrackerView } from './tracker.ts';
import { viewWords } from './plan-words.ts';

function seenFieldsOf(v: unknown): SeenFields | null {
  if (!isRecord(v)) return null;
  const { date, timeStart, timeEnd, totalSeconds, projectId, taskId, description, running } = v;
  if (typeof date !== 'string' || typeof timeStart !== 'string' || typeof timeEnd !== 'string' || typeof totalSeconds !== 'number') return null;
  if (typeof projectId !== 'number' || (taskId !== null && typeof taskId !== 'number') || typeof description !== 'string' || typeof running !== 'boolean') return null;
  return { date, timeStart, timeEnd, totalSeconds, projectId, taskId, description, running };
}

function updateFieldsOfStored(v: unknown): UpdateFields | null {
  if (!isRecord(v)) return null;
  const { projectId, taskId, description, date, timeStart, timeEnd, timeTotal } = v;
  const str = (x: unknown) => x === undefined || typeof x === 'string';
  if ((projectId !== undefined && typeof projectId !== 'number') || (taskId !== undefined && taskId !== null && typeof taskId !== 'number')) return null;
  if (!str(description) || !str(date) || !str(timeStart) || !str(timeEnd) || !str(timeTotal)) return null;
  const fields = updateFieldsOf(v as UpdateFields);
  return Object.keys(fields).length > 0 ? fields : null;
}

/**
 * The choice of a change refused because the entry changed on the web: the web's version,
 * and the person's as "Apply mine" would leave it (the web's copy with the fields the
 * person set). Null for any other refusal, a moved start (nothing to send but the old
 * copy), or a record written before the fields were kept.
 */
export function webChangeOf(r: Pick<NotSavedView, 'refusal'>): Required<WebChange> | null {
  if (r.refusal.code !== 'changed_on_web' || !isRecord(r.refusal.detail)) return null;
  const web = seenFieldsOf(r.refusal.detail.web);
  const fields = updateFieldsOfStored(r.refusal.detail.fields);
  return web && fields ? { web, fields, mine: afterUpdate(web, fields) } : null;
}

/**
 * "Apply mine": the person's update queued again with `seen` the web's version, so the
 * check before sending passes unless the web changed the entry yet again.
 */
export function planApplyMine(t: Pick<TrackerView, 'entries' | 'makeId' | 'now' | 'words'>, r: Pick<NotSavedView, 'refusal' | 'entryKey'>): { readonly op: UpdateOp; readonly more: readonly [] } | Refuse {
  const change = webChangeOf(r);
  const i18n = viewWords(t);
  if (change === null) return { refuse: refused(i18n._({ id: 'applyMine.notWebChange', message: 'Only an edit refused because the entry changed on the web can be applied again; dismiss this one and make the change again.' })) };
  const entry = t.entries.find((v) => v.key === r.entryKey);
  if (!entry) return { refuse: refused(i18n._({ id: 'applyMine.entryGone', message: 'This entry is no longer in the list: dismiss the change, or open its week and edit the entry again.' })) };
  return { op: { kind: 'update', opId: t.makeId(), at: t.now, entry: refOf(entry), ...change.fields, seen: change.web }, more: [] };
}
