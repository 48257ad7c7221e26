// Undo of the last correction, as pure plans. Within its hold the change is simply taken out
// of the outbox (the engine does that: nothing was sent, nothing is left). After it, the
// service holds the change and has no delete: an edit or a moved start is put back by an
// update with the fields the entry held before (kept with the change when it was planned,
// below); what made a new entry cannot be taken back, and Undo says so and offers its edit.

import type { ChangeKind } from './change-words.ts';
import type { EntryRef, Op, SetStartOp, UpdateOp } from './ops.ts';
import type { EntryFieldsBefore, EntryPutBack, LastChange, UndoAfter } from './last-change.ts';
import { afterUpdate, seenOf } from './preflight.ts';
import { frozen, refOf, refused, shownUnder, type TrackerView } from './tracker.ts';
import { overlapNames } from './overlap.ts';
import { formatHms } from '../time/local-time.ts';
import type { UndoResult } from '../stint-api.ts';
import { wordsFor } from '../../i18n/words.ts';
import { SOURCE_LANGUAGE } from '../../i18n/languages.ts';

const keyOfRef = (r: EntryRef): string => ('id' in r ? `e${r.id}` : `l${r.localId}`);

/** How the change is undone after its hold, from the entries before it (`t`) and its ops. */
export function undoAfterOf(kind: ChangeKind, t: TrackerView, op: Op, more: readonly Op[]): UndoAfter {
  const made = [op, ...more].find((o) => o.kind === 'create_manual' || o.kind === 'start_new');
  if (kind === 'edit' && op.kind === 'update' && more.length === 0) {
    const entry = t.entries.find((v) => keyMatches(v, op.entry));
    if (entry) {
      const before: Record<string, unknown> = {};
      if (op.projectId !== undefined) before.projectId = entry.projectId;
      if (op.taskId !== undefined || op.projectId !== undefined) before.taskId = entry.taskId;
      if (op.description !== undefined) before.description = entry.description;
      if (op.date !== undefined) before.date = entry.date;
      if (op.timeStart !== undefined || op.timeEnd !== undefined || op.timeTotal !== undefined) {
        Object.assign(before, { timeStart: entry.timeStart, timeEnd: entry.timeEnd, timeTotal: formatHms(entry.totalSeconds) });
      }
      return { kind: 'fields', entryKey: entry.key, before: before as EntryFieldsBefore, ...(op.seen ? { left: afterUpdate(op.seen, op) } : {}) };
    }
  }
  if (kind === 'start' && op.kind === 'set_start') {
    const entry = t.entries.find((v) => keyMatches(v, op.entry));
    if (entry && entry.runningSince !== null) {
      return { kind: 'start', entryKey: entry.key, startAt: entry.runningSince, baseSeconds: entry.totalSeconds, timeStart: entry.timeStart };
    }
  }
  if (made && (made.kind === 'create_manual' || made.kind === 'start_new')) return { kind: 'made', entryKey: `l${made.localId}` };
  const entry = 'entry' in op ? t.entries.find((v) => keyMatches(v, op.entry)) : undefined;
  return { kind: 'ended', entryKey: entry?.key ?? ('entry' in op ? keyOfRef(op.entry) : '') };
}

function keyMatches(v: { key: string; id: number | null }, ref: EntryRef): boolean {
  return 'id' in ref ? v.id === ref.id : v.key === `l${ref.localId}`;
}

/**
 * The ops that put the change back after its hold (one per entry for a change of several, each
 * on its own: one entry changed on the web since does not keep the others from going back), or
 * why it cannot be.
 */
export function planUndoAfter(t: TrackerView, change: LastChange): { readonly op: Op; readonly more?: readonly Op[] } | { readonly refuse: Extract<UndoResult, { ok: false }> } {
  const u = change.undo;
  // Said in the language in use (the change's own words are as they were said when it was made).
  const i18n = t.words ?? wordsFor(SOURCE_LANGUAGE);
  const values = { change: change.words };
  const refuse = (message: string, editEntryKey?: string) => ({ refuse: Object.freeze({ ...refused(message), ...(editEntryKey !== undefined ? { editEntryKey } : {}) }) });
  if (u.kind === 'entries') {
    const ops = putBackEach(t, u.entries);
    if (ops.length === 0) return refuse(i18n._({ id: 'undo.allLocked', message: 'Every entry of “{change}” is locked on the service now (its period is closed): nothing was put back. Ask whoever manages the account to unlock them.', values }));
    return { op: ops[0]!, more: ops.slice(1) };
  }
  if (u.kind === 'made') {
    return refuse(i18n._({ id: 'undo.made', message: '“{change}” made a new entry on the service, which cannot take an entry back (it has no delete). Edit that entry instead.', values }), u.entryKey);
  }
  if (u.kind === 'ended') return refuse(i18n._({ id: 'undo.ended', message: "“{change}” is on the service now, and a timer that ended cannot run on as it was: edit the entry's times instead.", values }), u.entryKey);
  const entry = t.entries.find((v) => v.key === u.entryKey);
  if (!entry) return refuse(i18n._({ id: 'undo.gone', message: 'The entry of “{change}” is no longer in the list: nothing was put back.', values }));
  if (frozen(entry)) return refuse(i18n._({ id: 'undo.locked', message: 'This entry is locked on the service (its period is closed): ask whoever manages the account to unlock it.' }));
  if (u.kind === 'fields') {
    // Checked before it is sent like any edit: the entry as the change left it (the web may
    // have changed it since, seen or not), else as shown now.
    const over = putBackOver(t, entry, u.before);
    if (over !== null) return refuse(i18n._({ id: 'undo.over', message: "Putting back “{change}” would lay the entry over {over}: nothing was put back. Edit the entry's times instead.", values: { ...values, over } }), entry.key);
    const seen = u.left ?? seenOf(entry);
    // Nothing is shown under the times put back (putBackOver): any entry there before sending is new.
    const op: UpdateOp = { kind: 'update', opId: t.makeId(), at: t.now, entry: refOf(entry), ...u.before, ...(seen ? { seen, readFirst: true as const } : {}), ...(u.before.timeStart !== undefined ? { overlapFree: true as const } : {}) };
    return { op };
  }
  if (entry.runningSince === null) {
    return refuse(i18n._({ id: 'undo.stopped', message: "The timer of “{change}” has stopped since: edit the entry's times instead.", values }), entry.key);
  }
  const op: SetStartOp = { kind: 'set_start', opId: t.makeId(), at: t.now, entry: refOf(entry), startAt: u.startAt, baseSeconds: u.baseSeconds, timeStart: u.timeStart };
  return { op };
}

/**
 * An update per entry putting back its fields, checked before it is sent on a new read of its
 * day against what the change left (`seen` + `readFirst`), so a web change since stays and is
 * listed as not saved; nothing may lie under the times put back (`overlapFree`). An entry the
 * window shows locked now is left out (the service would refuse it). Entries outside the
 * engine's reads (last month) are named by id and checked by the read alone.
 */
function putBackEach(t: TrackerView, entries: readonly EntryPutBack[]): UpdateOp[] {
  const ops: UpdateOp[] = [];
  for (const e of entries) {
    const shown = t.entries.find((v) => v.id === e.id);
    if (shown !== undefined && frozen(shown)) continue;
    const times = e.before.timeStart !== undefined && e.before.timeTotal !== undefined ? { overlapFree: true as const } : {};
    ops.push({ kind: 'update', opId: t.makeId(), at: t.now, entry: { id: e.id }, date: e.before.date ?? e.left.date, ...e.before, seen: e.left, readFirst: true, ...times });
  }
  return ops;
}

/**
 * The entries shown that the times put back would lie over (one added since, here or on the
 * phone, in the time the edit gave up), named; null when none. Putting them back over it
 * would count that time twice, so Undo leaves that to an edit, which asks first.
 */
function putBackOver(t: TrackerView, entry: { key: string; date: string }, before: EntryFieldsBefore): string | null {
  if (before.timeStart === undefined || before.timeTotal === undefined) return null;
  const hits = shownUnder(t, [{ date: before.date ?? entry.date, timeStart: before.timeStart, timeTotal: before.timeTotal }], [entry.key]);
  return hits.length === 0 ? null : overlapNames(hits, t.hourCycle, t.words ?? wordsFor(SOURCE_LANGUAGE));
}
