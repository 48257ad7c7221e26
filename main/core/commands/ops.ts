// The user's commands as the outbox keeps them: plain data, written to disk before
// anything is sent, replayed in order. Every time is the instant the user meant (the
// click), not the instant it reached the service: a command sent late still records the
// time the person worked.

import type { EntryVersionView } from '../snapshot.ts';

/** An entry the service knows (`id`) or one whose create is still queued (`localId`). */
export type EntryRef = { readonly id: number } | { readonly localId: string };

export interface EntryFields {
  readonly projectId: number;
  readonly taskId: number | null;
  readonly description: string;
}

/**
 * A correction waiting out its Undo time (hold.ts): not sent before `until`, and taken back
 * whole (every op of `change`) by an Undo meanwhile. Written to disk with the op.
 */
export interface OpHold {
  /** Epoch ms before which nothing of the change is sent. */
  readonly until: number;
  /** The change the op belongs to (one correction may be several ops: a split is two). */
  readonly change: string;
}

/**
 * An entry's fields as Stint showed them when the person changed it: before the change is
 * sent they are compared with the service's copy (commands/preflight.ts), since the API has
 * no version to tell a change made on the web since.
 */
export type SeenFields = EntryVersionView;

/** The fields an update sets (an `UpdateOp` without its identity). */
export type UpdateFields = Pick<UpdateOp, 'projectId' | 'taskId' | 'description' | 'date' | 'timeStart' | 'timeEnd' | 'timeTotal'>;

interface OpBase {
  /** Unique, made when the command was given. */
  readonly opId: string;
  /** Epoch ms of the user's command. */
  readonly at: number;
  /** Set on corrections and manual entries: held for Undo (never folded with other ops). */
  readonly hold?: OpHold;
  /**
   * The ops of one change of the person's (a split, an edit across midnight, a booking): the
   * first op's id. Every part is checked before the first is sent, and a refusal of the
   * first takes the rest with it unsent.
   */
  readonly group?: string;
  /** The entry as the person saw it (update, set_start): nothing is sent over a web change. */
  readonly seen?: SeenFields;
  /**
   * What puts back an earlier part of the group when this later part is refused anyway:
   * the update that restores the entry that part changed. `restores`: the seconds it gives
   * the entry back, by which the entry's later queued totals move (put-back-shift.ts);
   * `said`: the sentence that tells the person what was put back.
   */
  readonly before?: { readonly entry: EntryRef; readonly fields: UpdateFields; readonly restores?: number; readonly said?: string };
  /** The person confirmed that this entry may overlap another of theirs. */
  readonly allowOverlap?: boolean;
  /**
   * The entries it lay over at the click (sent or still queued): a split's second part, laid
   * on time its first part gives up, and an entry whose overlap the person confirmed (they
   * confirmed those, not what comes after). Checked before the change's first request and
   * again before a later part is sent, it may still lie over those (and over entries Stint
   * made since); any other entry there, from the phone or the web, refuses it
   * (engine-preflight.ts). Absent: `allowOverlap` alone decides.
   */
  readonly tolerates?: readonly EntryRef[];
  /** `tolerates` are the entries the person confirmed this one may overlap (the refusal says so), not a split's. */
  readonly overlapConfirmed?: boolean;
}

/** Create an entry for today and start its stopwatch (2 requests; starting stops any other). */
export interface StartNewOp extends OpBase, EntryFields {
  readonly kind: 'start_new';
  readonly localId: string;
  /** The account-zone date of `at`. */
  readonly date: string;
  /** The entry running when the command was given, which the service stops by itself. */
  readonly replaces: EntryRef | null;
  /** What that entry held at the click (its total if the start reaches the service late). */
  readonly replacedSeconds: number | null;
  /**
   * Epoch ms (whole seconds) the run counts from, when "Started … ago" moved it before the
   * start was sent (collapse.ts folds the move in); `at` stays the click, where `replaces` ends.
   */
  readonly runFrom?: number;
}

/** Restart the stopwatch of an existing entry of today (1 request). */
export interface StartExistingOp extends OpBase {
  readonly kind: 'start_existing';
  readonly entry: EntryRef;
  /** Seconds the entry held before this run. */
  readonly baseSeconds: number;
  readonly replaces: EntryRef | null;
  readonly replacedSeconds: number | null;
}

/** Stop the stopwatch, so that the entry ends up holding `intendedSeconds` (1 request, 2 when late). */
export interface StopOp extends OpBase {
  readonly kind: 'stop';
  readonly entry: EntryRef;
  /** The entry's total the user meant: what it held before the run plus the run until `at`. */
  readonly intendedSeconds: number;
  /**
   * `at` is where another run began (a switch across accounts): the entry ends there to the
   * second, never past it, even when the stop reached the service a second or two later.
   */
  readonly exact?: true;
}

/** Change an entry's project, task, description, or its date and times (1 request). */
export interface UpdateOp extends OpBase {
  readonly kind: 'update';
  readonly entry: EntryRef;
  readonly projectId?: number;
  readonly taskId?: number | null;
  readonly description?: string;
  /** A new `date_execution` (account zone). */
  readonly date?: string;
  /** `HH:MM:SS`; an edit of the times sends all three (entry-edit.ts). */
  readonly timeStart?: string;
  readonly timeEnd?: string;
  readonly timeTotal?: string;
  /**
   * A put-back that gives the entry these seconds back (engine-preflight.ts): sent on the
   * entry as the service holds it just before (a web edit meanwhile stays, and the seconds go
   * on top), its fields above only when that copy cannot be used (the entry runs).
   */
  readonly addsBack?: number;
  /**
   * Set when the times change without an overlap the person confirmed (an edit, Undo's
   * put-back): nothing lay under the new times at the click, so an entry found there just
   * before sending (the phone's, read since) refuses the change (engine-preflight.ts).
   * Absent: not checked (an older Stint's queue) unless `tolerates` is set.
   */
  readonly overlapFree?: true;
  /**
   * Set when the person confirmed the new times' overlap: the entries shown under them at
   * the click, which alone (and those Stint made since) may be there when it is sent. One the
   * phone logged after the confirmation refuses it, as for a confirmed new entry.
   */
  readonly tolerates?: readonly EntryRef[];
  /** Checked on a new read of the entry, never on a copy read a moment before (Undo's put-back: engine-preflight.ts). */
  readonly readFirst?: true;
}

/**
 * Move the running entry's current run to start at `startAt` (1 request when the service
 * keeps a stopwatch running through an update; a stop, an update and a start when it does
 * not). The entry then holds `baseSeconds` plus the run from `startAt`.
 */
export interface SetStartOp extends OpBase {
  readonly kind: 'set_start';
  readonly entry: EntryRef;
  /** Epoch ms (whole seconds) the run now starts. */
  readonly startAt: number;
  /** What the entry held before this run, at the click. */
  readonly baseSeconds: number;
  /** The entry's `time_start` to send (`HH:MM:SS`, the account's zone). */
  readonly timeStart: string;
}

/** A finished entry with its times (1 request). */
export interface CreateManualOp extends OpBase, EntryFields {
  readonly kind: 'create_manual';
  readonly localId: string;
  readonly date: string;
  /** `HH:MM:SS` in the account's zone; the service fills a missing one (contract.md 4). */
  readonly timeStart?: string;
  readonly timeEnd?: string;
  readonly timeTotal?: string;
}

/**
 * Mark a to-do done (`completed` true) or reopen it (Undo): 1 request that sets
 * `is_completed`, so sending it again after a lost answer changes nothing more.
 */
export interface TodoOp extends OpBase {
  readonly kind: 'todo';
  /** The service's id (a GUID). */
  readonly todoId: string;
  readonly completed: boolean;
  /** The to-do's name and project at the click, for the words of the queue and of a refusal. */
  readonly name: string;
  readonly projectId: number;
}

export type Op = StartNewOp | StartExistingOp | StopOp | UpdateOp | SetStartOp | CreateManualOp | TodoOp;

/**
 * What puts back an earlier part of a change refused part-way (engine-preflight.ts), queued in
 * the refused op's place: the op (the entry's fields as they were, or a booked timer's stop at
 * the return), the sentence that tells the person, and the seconds it gives the entry back
 * (put-back-shift.ts).
 */
export interface PutBack {
  readonly op: UpdateOp | StopOp;
  readonly said: string;
  readonly restores: number;
}

export function sameRef(a: EntryRef | null, b: EntryRef | null): boolean {
  if (a === null || b === null) return a === b;
  if ('id' in a) return 'id' in b && a.id === b.id;
  return 'localId' in b && a.localId === b.localId;
}

export function refKey(r: EntryRef): string {
  return 'id' in r ? `e${r.id}` : `l${r.localId}`;
}

/**
 * Whether `ref` names the entry shown as `v`: by its id once it has one, else by its local
 * key (an entry made here keeps its `l<localId>` key after the service gave it an id).
 */
export function refersTo(ref: EntryRef, v: { readonly id: number | null; readonly key: string }): boolean {
  return 'id' in ref ? v.id === ref.id : v.key === `l${ref.localId}`;
}
