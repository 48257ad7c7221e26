// Rounding stored (issue 70, item 3: "apply rounding to these entries"), as a pure plan: the
// billed seconds the person asked to store, each as an update of its entry (the start kept,
// the end and total moved), checked against what this engine shows before anything is queued.
// An entry running, locked, changed since the timesheet read it (on the web, or by a change of
// the person's still queued), whose new end would lie over another entry or past midnight, is
// left as tracked and said in words; nothing of it is sent. Each update is checked again before
// it is sent, on a new read of its day (`seen` + `readFirst`), so a web change made while the
// change waited is never written over.

import { isRecord } from '../json-guard.ts';
import type { EntryVersionView } from '../snapshot.ts';
import type { ApplyRoundingInput, RoundingEntryInput, RoundingLeftView } from '../stint-api.ts';
import { formatHms, formatSignedDuration, parseHms } from '../time/local-time.ts';
import { hoursMinutes } from './change-words.ts';
import { seenFieldsOf, type EntryPutBack, type UndoAfter } from './last-change.ts';
import type { UpdateOp } from './ops.ts';
import { overlapNames } from './overlap.ts';
import { afterUpdate, changedSince, seenOf } from './preflight.ts';
import { frozen, shownUnder, type TrackerView } from './tracker.ts';
import { viewWords } from './plan-words.ts';
import type { I18n } from '../../i18n/words.ts';

/** The last second of a day an entry may end on (contract.md 4: no end past 23:59:59). */
const DAY_END_S = 24 * 3600 - 1;
/** Requests each stored entry spends: its update, and the read of its day just before it. */
export const REQUESTS_PER_ENTRY = 2;

export interface RoundingOps {
  readonly ops: readonly UpdateOp[];
  readonly left: readonly RoundingLeftView[];
  /** Seconds the entries stored gain in all (negative: lose). */
  readonly added: number;
  readonly undo: Extract<UndoAfter, { kind: 'entries' }>;
}

const HMS = /^\d{2}:\d{2}:\d{2}$/;

/** The entry as the timesheet read it, every field of the right type and form, or null. */
function versionOf(v: unknown): EntryVersionView | null {
  const seen = seenFieldsOf(v);
  if (seen === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(seen.date) || !HMS.test(seen.timeStart) || !Number.isInteger(seen.totalSeconds) || seen.totalSeconds < 0) return null;
  return seen;
}

/** The input as the engine may take it (a driver may send anything), or the words of what is wrong. */
export function readRoundingInput(input: unknown, i18n: I18n): ApplyRoundingInput | string {
  if (!isRecord(input) || !Array.isArray(input.entries)) return i18n._({ id: 'round.input.entries', message: 'Give the entries to round: a list of entries with their id, the entry as read and the seconds to store.' });
  const entries: RoundingEntryInput[] = [];
  const ids = new Set<number>();
  for (const [n, e] of input.entries.entries()) {
    const seen = isRecord(e) ? versionOf(e.seen) : null;
    if (!isRecord(e) || typeof e.id !== 'number' || !Number.isInteger(e.id) || e.id <= 0 || seen === null || typeof e.name !== 'string') {
      return i18n._({ id: 'round.input.unreadable', message: 'Entry {n} of the list cannot be read: it needs an id, the entry as the timesheet read it and its name. Read the timesheet again and apply from its preview.', values: { n: String(n + 1) } });
    }
    if (typeof e.seconds !== 'number' || !Number.isInteger(e.seconds) || e.seconds < 0 || e.seconds > DAY_END_S) {
      return i18n._({ id: 'round.input.seconds', message: 'Entry {id}: the seconds to store should be a whole number from 0 to {max}, not {value}.', values: { id: String(e.id), max: String(DAY_END_S), value: String(e.seconds) } });
    }
    if (ids.has(e.id)) return i18n._({ id: 'round.input.twice', message: 'Entry {id} is in the list twice: round each entry once.', values: { id: String(e.id) } });
    ids.add(e.id);
    entries.push({ id: e.id, seen, seconds: e.seconds, name: e.name });
  }
  const accountName = typeof input.accountName === 'string' && input.accountName.trim() !== '' ? input.accountName : undefined;
  return { ...(accountName !== undefined ? { accountName } : {}), entries, ...(input.check === true ? { check: true } : {}) };
}

/** "Rounded 12 entries of Acme (+0:45)": the change's words, beside Undo. */
export function roundingWords(count: number, added: number, i18n: I18n, accountName?: string): string {
  const values = { count, account: accountName ?? '', change: formatSignedDuration(added) };
  return accountName !== undefined
    ? i18n._({ id: 'round.wordsOf', message: '{count, plural, one {Rounded # entry of {account} ({change})} other {Rounded # entries of {account} ({change})}}', values })
    : i18n._({ id: 'round.words', message: '{count, plural, one {Rounded # entry ({change})} other {Rounded # entries ({change})}}', values });
}

/**
 * Why an entry is left as tracked, from what this engine shows of it (the entries of today,
 * yesterday and the week shown, with the queue applied), or null when it may be stored.
 */
function leftBecause(t: TrackerView, e: RoundingEntryInput, end: number): string | null {
  const i18n = viewWords(t);
  const values = { entry: e.name, length: hoursMinutes(e.seconds) };
  const running = (): string => i18n._({ id: 'round.left.running', message: '{entry} is running: it keeps its tracked time. Stop it, then apply the rounding again.', values });
  if (e.seen.running) return running();
  if (end > DAY_END_S) return i18n._({ id: 'round.left.pastMidnight', message: '{entry} rounded to {length} would end past midnight, which the service does not store on one day: left as tracked.', values });
  const shown = t.entries.find((v) => v.id === e.id);
  if (shown === undefined) {
    if (t.dayShown?.(e.seen.date) === true) return i18n._({ id: 'round.left.gone', message: '{entry} is no longer on its day (moved or deleted on the web since the timesheet was read): left as it is. Read the timesheet again.', values });
    return null;
  }
  if (frozen(shown)) return i18n._({ id: 'round.left.locked', message: '{entry} is locked on the service (its period is closed): left as tracked.', values });
  if (shown.runningSince !== null) return running();
  const now = seenOf(shown);
  if (now !== undefined && changedSince(e.seen, now)) return i18n._({ id: 'round.left.changed', message: '{entry} changed since the timesheet was read (here or on the web): left as it is. Read the timesheet again.', values });
  if (e.seconds > e.seen.totalSeconds) {
    const over = shownUnder(t, [{ date: e.seen.date, timeStart: e.seen.timeStart, timeTotal: formatHms(e.seconds) }], [shown.key]);
    if (over.length > 0) return i18n._({ id: 'round.left.overlap', message: '{entry} rounded to {length} would lie over {entries}: left as tracked.', values: { ...values, entries: overlapNames(over, t.hourCycle, i18n) } });
  }
  return null;
}

/**
 * The updates that store each entry's billed seconds, the entries left as tracked and why, and
 * how Undo puts every one back after the hold. An entry whose billed time is its tracked time
 * is not touched. The updates are not a group: each is checked and sent on its own, so one
 * refused (locked since, changed on the web since) leaves the others stored and is listed.
 */
export function planRoundingOps(t: TrackerView, entries: readonly RoundingEntryInput[]): RoundingOps {
  const ops: UpdateOp[] = [];
  const left: RoundingLeftView[] = [];
  const putBack: EntryPutBack[] = [];
  let added = 0;
  for (const e of entries) {
    if (e.seconds === e.seen.totalSeconds) continue;
    const start = parseHms(e.seen.timeStart);
    const end = start + e.seconds;
    const why = leftBecause(t, e, end);
    if (why !== null) {
      left.push({ id: e.id, words: why });
      continue;
    }
    const times = { timeStart: e.seen.timeStart, timeEnd: formatHms(end), timeTotal: formatHms(e.seconds) };
    // The date is sent unchanged so the check before sending knows the entry's day (an entry
    // of last month is in none of this engine's reads).
    const op: UpdateOp = { kind: 'update', opId: t.makeId(), at: t.now, entry: { id: e.id }, date: e.seen.date, ...times, seen: e.seen, readFirst: true, overlapFree: true };
    ops.push(op);
    putBack.push({ id: e.id, before: { timeStart: e.seen.timeStart, timeEnd: e.seen.timeEnd, timeTotal: formatHms(e.seen.totalSeconds) }, left: afterUpdate(e.seen, op) });
    added += e.seconds - e.seen.totalSeconds;
  }
  return { ops, left, added, undo: { kind: 'entries', entries: putBack } };
}
