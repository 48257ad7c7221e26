// The person's last correction, as the outbox keeps it on disk beside its held ops: its words,
// its hold, and how Undo puts it back once the hold is over (undo-plan.ts plans that).

import type { SeenFields, UpdateOp } from './ops.ts';
import { isRecord } from '../json-guard.ts';

/** The fields an update may set, as the entry held them before. */
export type EntryFieldsBefore = Partial<Pick<UpdateOp, 'projectId' | 'taskId' | 'description' | 'date' | 'timeStart' | 'timeEnd' | 'timeTotal'>>;

/** What Undo does once the change has left its hold. */
export type UndoAfter =
  /**
   * `left`: the entry as the change left it on the service (absent when it had no id yet, or
   * kept by an older Stint): Undo puts `before` back only over that, never over a web change since.
   */
  | { readonly kind: 'fields'; readonly entryKey: string; readonly before: EntryFieldsBefore; readonly left?: SeenFields }
  | { readonly kind: 'start'; readonly entryKey: string; readonly startAt: number; readonly baseSeconds: number; readonly timeStart: string }
  /** A new entry was made (a split's second part, a fill, a booking, a manual entry): `entryKey` is the one to edit. */
  | { readonly kind: 'made'; readonly entryKey: string }
  /** A timer ended (a discard): it cannot be run again as it was; `entryKey` is the entry to edit. */
  | { readonly kind: 'ended'; readonly entryKey: string }
  /**
   * Several entries changed by one correction (rounding applied to a timesheet's entries):
   * each put back on its own over what the change left it, never over a web change since.
   */
  | { readonly kind: 'entries'; readonly entries: readonly EntryPutBack[] };

/**
 * One entry of a change of several: by the service's id (an entry of last month is outside the
 * engine's own reads, so no key of the window's names it), its fields before and as left.
 */
export interface EntryPutBack {
  readonly id: number;
  readonly before: EntryFieldsBefore;
  readonly left: SeenFields;
}

/** The person's last correction, kept with the outbox (on disk, with its ops and their hold). */
export interface LastChange {
  readonly id: string;
  /** Whose change it was (`ownerKeyOf` of the queue's owner). */
  readonly owner: string;
  readonly words: string;
  /** Epoch ms of the click. */
  readonly at: number;
  /** Epoch ms its hold ends: until then nothing of it is sent. */
  readonly until: number;
  /** Its ops: while every one still waits unsent (the hold, or offline after it), Undo leaves no trace. */
  readonly opIds: readonly string[];
  readonly undo: UndoAfter;
}

const TEXT_FIELDS = ['description', 'date', 'timeStart', 'timeEnd', 'timeTotal'] as const;

/** The earlier fields read back: only those of the right type (a field dropped is not put back, never put back wrong). */
function fieldsBefore(v: Record<string, unknown>): EntryFieldsBefore {
  const out: Record<string, unknown> = {};
  if (typeof v.projectId === 'number') out.projectId = v.projectId;
  if (typeof v.taskId === 'number' || v.taskId === null) out.taskId = v.taskId;
  for (const k of TEXT_FIELDS) if (typeof v[k] === 'string') out[k] = v[k];
  return out as EntryFieldsBefore;
}

/** The entry as a change left it, read back; undefined unless every field reads right (then Undo compares with the entry as shown). */
export function seenFieldsOf(v: unknown): SeenFields | undefined {
  if (!isRecord(v)) return undefined;
  const { date, timeStart, timeEnd, totalSeconds, projectId, taskId, description, running } = v;
  if (typeof date !== 'string' || typeof timeStart !== 'string' || typeof timeEnd !== 'string' || typeof description !== 'string') return undefined;
  if (typeof totalSeconds !== 'number' || typeof projectId !== 'number' || !(typeof taskId === 'number' || taskId === null) || typeof running !== 'boolean') return undefined;
  return { date, timeStart, timeEnd, totalSeconds, projectId, taskId, description, running };
}

/**
 * A change of several entries read back: every entry must read whole (an id, its times before,
 * what the change left), else the change is not offered for Undo at all rather than in part.
 */
function entriesOf(v: unknown): EntryPutBack[] | undefined {
  if (!Array.isArray(v) || v.length === 0) return undefined;
  const out: EntryPutBack[] = [];
  for (const e of v) {
    if (!isRecord(e) || typeof e.id !== 'number' || !Number.isInteger(e.id) || !isRecord(e.before)) return undefined;
    const left = seenFieldsOf(e.left);
    const before = fieldsBefore(e.before);
    if (left === undefined || Object.keys(before).length === 0) return undefined;
    out.push({ id: e.id, before, left });
  }
  return out;
}

/** A kept change read back from disk; undefined when it does not read as one. */
export function parseLastChange(v: unknown): LastChange | undefined {
  if (!isRecord(v) || typeof v.id !== 'string' || typeof v.owner !== 'string' || typeof v.words !== 'string' || typeof v.at !== 'number' || typeof v.until !== 'number') return undefined;
  const u = v.undo;
  if (!isRecord(u)) return undefined;
  let undo: UndoAfter;
  if (u.kind === 'entries') {
    const entries = entriesOf(u.entries);
    if (entries === undefined) return undefined;
    undo = { kind: 'entries', entries };
  } else if (typeof u.entryKey !== 'string') return undefined;
  else if (u.kind === 'made' || u.kind === 'ended') undo = { kind: u.kind, entryKey: u.entryKey };
  else if (u.kind === 'fields' && isRecord(u.before)) {
    const left = seenFieldsOf(u.left);
    undo = { kind: 'fields', entryKey: u.entryKey, before: fieldsBefore(u.before), ...(left ? { left } : {}) };
  }
  else if (u.kind === 'start' && typeof u.startAt === 'number' && typeof u.baseSeconds === 'number' && typeof u.timeStart === 'string') {
    undo = { kind: 'start', entryKey: u.entryKey, startAt: u.startAt, baseSeconds: u.baseSeconds, timeStart: u.timeStart };
  } else return undefined;
  const opIds = Array.isArray(v.opIds) ? v.opIds.filter((o): o is string => typeof o === 'string') : [];
  return { id: v.id, owner: v.owner, words: v.words, at: v.at, until: v.until, opIds, undo };
}
