// The durable outbox: every command is written here before anything is sent, and stays
// until the service confirmed it (or refused it for good). It survives a crash or a
// restart; a damaged file is kept aside by the store and reported, never emptied silently.
//
// Each queued op carries its progress, written before each request: a create already made
// (so a restart does not make it twice), and the step whose outcome is in doubt (so the
// next attempt starts with one read instead of sending again).

import { collapse, replacedStop } from './collapse.ts';
import { isHeld, nextToSend } from './hold.ts';
import { seenAfterPutBack, shiftAfterPutBack } from './put-back-shift.ts';
import { NOT_SAVED_KEPT, parseNotSaved, type NotSavedRecord } from './not-saved.ts';
import type { EntryRef, Op, PutBack, TodoOp } from './ops.ts';
import { parseLastChange, type LastChange } from './last-change.ts';
import { foldTodoOps } from './todo-fold.ts';
import type { DurableStore } from '../ports.ts';
import { isRecord } from '../json-guard.ts';
import { parseTodoRecord, type TodoRecord } from '../reads/todo-read.ts';

/** Whose actions these are: never sent under another user, account or service. */
export interface OutboxOwner {
  readonly baseUrl: string;
  readonly accountId: string;
  readonly userId: number;
}

export type DoubtfulStep = 'create' | 'start' | 'stop' | 'update' | 'correct';

export interface OpProgress {
  /** The id the service gave the entry this op creates. */
  readonly createdId?: number;
  /** The create was answered and the stopwatch start is the next step. */
  readonly startDone?: boolean;
  /** After a late start: the entry was credited the time since the click. */
  readonly credited?: boolean;
  /** A moved run's total was counted to this instant (epoch ms) before its stopwatch started again. */
  readonly creditedTo?: number;
  /** The stopwatch runs; what is left is correcting the entry it replaced. */
  readonly started?: boolean;
  /** Epoch ms the start was sent (how late the replaced entry was stopped). */
  readonly startSentAt?: number;
  /** The stop was answered with this total; a correction may follow. */
  readonly stoppedSeconds?: number;
  /** A late start: what the entry it replaced is to hold, from the service's total less the time after the click (read once). */
  readonly replacedMeant?: number;
  /** A put-back's entry as read before it was sent (its start and total), kept so a resend adds the seconds once. */
  readonly putBackOn?: { readonly timeStart: string; readonly totalSeconds: number };
  /** The step that was sent and whose answer never came (or could not be read). */
  readonly doubt?: DoubtfulStep;
  /** Entry ids of the op's date known before a create was sent (to recognise the new one). */
  readonly knownIds?: readonly number[];
  /** Epoch ms when the doubtful step was sent (a stop answered: when its answer came back). */
  readonly sentAt?: number;
  /** A stop answered: epoch ms its request last left (it reached the service between this and `sentAt`). */
  readonly leftAt?: number;
  /** A stop whose answer was lost, then read stopped: epoch ms of that read (the stop reached the service before it). */
  readonly readAt?: number;
  /** A start sent after its run's midnight: the run is sent as starting here (epoch ms), the days before are `earlierDays`. */
  readonly runsFrom?: number;
  /** Finished entries of the days a late start's run began on, before `runsFrom`; `earlierMade` of them exist. */
  readonly earlierDays?: readonly DayEntry[];
  readonly earlierMade?: number;
  /** An entry stopped past its midnight ends at 23:59:59; the rest of its time is these entries of the next days, `laterMade` of them made. */
  readonly laterDays?: readonly DayEntry[];
  readonly laterMade?: number;
}

/** One day's entry an op creates besides its own (a run cut at midnight: commands/day-parts.ts). */
export interface DayEntry {
  readonly date: string;
  readonly projectId: number;
  readonly taskId: number | null;
  readonly description: string;
  /** `HH:MM:SS`. */
  readonly timeStart: string;
  readonly timeTotal: string;
}

export interface QueuedOp {
  readonly op: Op;
  readonly progress: OpProgress;
}

/**
 * A to-do change the service confirmed, kept after its op left the queue (as `ids` are):
 * until a to-do read sent after it shows the service's state, the view shows this one, and
 * the To-dos view offers Undo for a to-do marked done here. Written in the same step that
 * removes the op, so a restart finds either the op or its result, never neither.
 */
export interface SettledTodo {
  /** Whose change it was (`ownerKeyOf` of the queue's owner). */
  readonly owner: string;
  readonly completed: boolean;
  /** Epoch ms of the person's click. */
  readonly at: number;
  /** Epoch ms the service's answer came back. */
  readonly settledAt: number;
  /** The to-do as the service answered it; null when the answer did not read as one. */
  readonly record: TodoRecord | null;
}

interface OutboxFile {
  readonly version: 1;
  readonly owner: OutboxOwner | null;
  readonly items: readonly QueuedOp[];
  /** localId -> service id, for ops that refer to an entry created earlier. */
  readonly ids: Readonly<Record<string, number>>;
  /** To-do id -> its last change confirmed here (the newest `TODOS_KEPT`). */
  readonly todos: Readonly<Record<string, SettledTodo>>;
  /** The person's last correction, for Undo (undo-plan.ts); null when none is kept. */
  readonly lastChange: LastChange | null;
  /** Changes the service refused, until the person dismisses them (not-saved.ts), oldest first. */
  readonly notSaved: readonly NotSavedRecord[];
}

export const OUTBOX_KEY = 'outbox';

/**
 * How many localId -> id mappings are kept. A command may be planned against an entry's
 * local key just as its create completes, so mappings outlive the ops that made them.
 */
const IDS_KEPT = 500;

function keepRecent(ids: Readonly<Record<string, number>>): Record<string, number> {
  const entries = Object.entries(ids);
  return entries.length <= IDS_KEPT ? { ...ids } : Object.fromEntries(entries.slice(entries.length - IDS_KEPT));
}

/** How many confirmed to-do changes are kept (the view offers Undo for a few of the newest). */
const TODOS_KEPT = 100;

/** The key a queue's owner is known by among the settled to-dos (the engine's owner key). */
export function ownerKeyOf(o: OutboxOwner): string {
  return `${o.baseUrl}|${o.accountId}|${o.userId}`;
}

function readSettledTodos(v: unknown): Record<string, SettledTodo> {
  if (!isRecord(v)) return {};
  const out: Record<string, SettledTodo> = {};
  for (const [id, t] of Object.entries(v)) {
    if (!isRecord(t) || typeof t.owner !== 'string' || typeof t.completed !== 'boolean' || typeof t.at !== 'number' || typeof t.settledAt !== 'number') continue;
    out[id] = { owner: t.owner, completed: t.completed, at: t.at, settledAt: t.settledAt, record: parseTodoRecord(t.record) ?? null };
  }
  return out;
}


function readFile(v: unknown): OutboxFile | undefined {
  if (!isRecord(v) || v.version !== 1 || !Array.isArray(v.items)) return undefined;
  const items = v.items.filter((i): i is QueuedOp => isRecord(i) && isRecord(i.op) && typeof i.op.kind === 'string' && isRecord(i.progress));
  if (items.length !== v.items.length) return undefined;
  const owner = isRecord(v.owner) ? (v.owner as unknown as OutboxOwner) : null;
  const ids = isRecord(v.ids) ? (v.ids as Record<string, number>) : {};
  return { version: 1, owner, items, ids, todos: readSettledTodos(v.todos), lastChange: parseLastChange(v.lastChange) ?? null, notSaved: parseNotSaved(v.notSaved) };
}

/**
 * Keeps an outbox in a shape this version does not know (a newer Stint wrote it) aside the
 * way a damaged one is, never dropped: each one under a name of its own, so a second does
 * not overwrite the first, and the answer is where it went for the notice (a file's full
 * path; a key where the store has no files).
 */
async function keepUnrecognised(store: DurableStore, value: unknown): Promise<string> {
  if (store.keepAside) return store.keepAside(OUTBOX_KEY, 'unrecognised');
  for (let n = 1; ; n++) {
    const key = `${OUTBOX_KEY}-unrecognised-${n}`;
    if ((await store.read(key)).status !== 'missing') continue;
    await store.write(key, value);
    return key;
  }
}

/**
 * The last change once some of its ops were refused: gone, as a whole, for a change of one
 * entry; for a change of several entries (rounding stored) the refused entries leave it and the
 * others stay for Undo, so "Undo" still puts back every entry the change did store.
 */
export function changeAfterRefusal(change: LastChange | null, removed: readonly Op[], resolve: (r: EntryRef) => number | undefined): LastChange | null {
  if (change === null) return null;
  const refused = removed.filter((o) => o.hold?.change === change.id);
  if (refused.length === 0) return change;
  if (change.undo.kind !== 'entries') return null;
  const ids = new Set(refused.flatMap((o) => ('entry' in o ? ['id' in o.entry ? o.entry.id : resolve(o.entry)] : [])));
  const entries = change.undo.entries.filter((e) => !ids.has(e.id));
  if (entries.length === 0) return null;
  const gone = new Set(refused.map((o) => o.opId));
  return { ...change, opIds: change.opIds.filter((id) => !gone.has(id)), undo: { kind: 'entries', entries } };
}

export type OutboxOpen =
  | { ok: true; outbox: Outbox }
  /** The stored outbox could not be read; it was kept at `keptAt` and a new, empty one is used. */
  | { ok: false; outbox: Outbox; keptAt: string; reason: string };

export class Outbox {
  private file: OutboxFile;
  /** The op the sender is working on: never folded into others. */
  private busyOpId: string | null = null;
  private chain: Promise<void> = Promise.resolve();

  private constructor(
    private readonly store: DurableStore,
    file: OutboxFile,
  ) {
    this.file = file;
  }

  static async open(store: DurableStore): Promise<OutboxOpen> {
    const r = await store.read(OUTBOX_KEY);
    const empty: OutboxFile = { version: 1, owner: null, items: [], ids: {}, todos: {}, lastChange: null, notSaved: [] };
    if (r.status === 'missing') return { ok: true, outbox: new Outbox(store, empty) };
    if (r.status === 'damaged') return { ok: false, outbox: new Outbox(store, empty), keptAt: r.keptAt, reason: r.reason };
    const file = readFile(r.value);
    if (!file) {
      const keptAt = await keepUnrecognised(store, r.value);
      return { ok: false, outbox: new Outbox(store, empty), keptAt, reason: 'the outbox has a shape this version does not know' };
    }
    return { ok: true, outbox: new Outbox(store, file) };
  }

  get owner(): OutboxOwner | null {
    return this.file.owner;
  }

  get items(): readonly QueuedOp[] {
    return this.file.items;
  }

  /** The same object while nothing in the queue changed (its items, ids and owner): a key for what is made from it. */
  get version(): object {
    return this.file;
  }

  get size(): number {
    return this.file.items.length;
  }

  head(): QueuedOp | undefined {
    return this.file.items[0];
  }

  /** The to-do changes confirmed here for `owner` (`ownerKeyOf`), oldest answer first. */
  settledTodos(owner: string): readonly (SettledTodo & { readonly todoId: string })[] {
    return Object.entries(this.file.todos)
      .filter(([, t]) => t.owner === owner)
      .map(([todoId, t]) => ({ ...t, todoId }))
      .sort((a, b) => a.settledAt - b.settledAt);
  }

  /** The service id of a ref, when known. */
  resolve(ref: EntryRef): number | undefined {
    return 'id' in ref ? ref.id : this.file.ids[ref.localId];
  }

  private reverse: { of: Readonly<Record<string, number>>; map: Map<number, string> } | null = null;

  /** The localId of the create that made entry `id` here, while the mapping is kept. */
  localIdOf(id: number): string | undefined {
    if (this.reverse?.of !== this.file.ids) {
      this.reverse = { of: this.file.ids, map: new Map(Object.entries(this.file.ids).map(([localId, n]) => [n, localId])) };
    }
    return this.reverse.map.get(id);
  }

  /**
   * The queue with what waits unsent after the last op that must stay as it is folded
   * (collapse.ts): one being sent or sent in part, or one `fixed` says must stay.
   */
  private folded(items: readonly QueuedOp[], offsetMinutes: number, fixed: (op: Op) => boolean): QueuedOp[] {
    let last = -1;
    items.forEach((i, n) => {
      if (Object.keys(i.progress).length > 0 || i.op.opId === this.busyOpId || fixed(i.op)) last = n;
    });
    const tail = items.slice(last + 1);
    const ops = foldTodoOps(collapse(tail.map((i) => i.op), offsetMinutes));
    // Unchanged: the same items, so the file is not written again for nothing.
    if (ops.length === tail.length && ops.every((o, n) => o === tail[n]!.op)) return [...items];
    return [...items.slice(0, last + 1), ...ops.map((o) => ({ op: o, progress: {} }))];
  }

  /** Marks the head as being worked on (it will not be folded) or releases it. */
  setBusy(opId: string | null): void {
    this.busyOpId = opId;
  }

  /** Appends a command (written to disk before this resolves), folding what waits unsent. */
  append(op: Op, owner: OutboxOwner, offsetMinutes: number): Promise<void> {
    return this.appendPlanned(() => ({ op }), owner, offsetMinutes).then(() => undefined);
  }

  /**
   * Plans a command against the queue as it is once every earlier change has landed, and
   * appends it in the same step: two quick clicks never plan against a stale queue (a stop
   * right after a switch stops the new entry, not the old one). `plan` answers the op, or
   * null to append nothing; the answer is passed back.
   */
  appendPlanned<T extends { op: Op } | object>(plan: () => T, owner: OutboxOwner, offsetMinutes: number, change?: (planned: T, owner: string) => LastChange): Promise<T> {
    let planned!: T;
    return this.mutate((file) => {
      planned = plan();
      if (!('op' in planned)) return file;
      // A plan may make several ops at once (a manual entry across midnight: one per day).
      const { op, more = [] } = planned as { op: Op; more?: readonly Op[] };
      // Only what follows the last op that must stay as it is folds: one being sent, or sent
      // in part (an op may go ahead of a held one), or one of a held change (Undo takes it
      // back whole while it waits unsent, so nothing is folded into it here; once its hold is
      // over, claimNext folds it with what came after).
      const items = this.folded([...file.items, ...[op, ...more].map((o) => ({ op: o, progress: {} }))], offsetMinutes, (o) => o.hold !== undefined);
      const lastChange = change ? change(planned, ownerKeyOf(file.owner ?? owner)) : file.lastChange;
      return { ...file, owner: file.owner ?? owner, items, lastChange };
    }).then(() => planned);
  }

  /** The last correction of `owner` (`ownerKeyOf`), while it is kept. */
  lastChange(owner: string): LastChange | null {
    const c = this.file.lastChange;
    return c !== null && c.owner === owner ? c : null;
  }

  /** Lists a refusal of part of a change that otherwise went through (a switch's late end of a locked entry). */
  keepNotSaved(record: NotSavedRecord): Promise<void> {
    return this.mutate((file) => ({ ...file, notSaved: [...file.notSaved, record].slice(-NOT_SAVED_KEPT) }));
  }

  /** The changes the service refused, of `owner`, oldest first. */
  notSaved(owner: string): readonly NotSavedRecord[] {
    return this.file.notSaved.filter((r) => r.owner === owner);
  }

  /** Whether an op may be sent at `now` (hold.ts: not held, not behind a held op it depends on). */
  sendable(now: number): boolean {
    return nextToSend(this.file.items, now, (r) => this.resolve(r)) >= 0;
  }

  /**
   * Takes a change out of the queue while none of it was sent: every op of it (`opIds`), and
   * every later op on an entry one of them would have created. Resolves with the ops removed,
   * or null when part of it is sent or being sent (never half a change taken back).
   */
  async withdraw(changeId: string, opIds: readonly string[]): Promise<Op[] | null> {
    let removed: Op[] | null = null;
    await this.mutate((file) => {
      const own = file.items.filter((i) => i.op.hold?.change === changeId);
      const all = opIds.length > 0 && opIds.every((id) => own.some((i) => i.op.opId === id));
      if (!all || own.some((i) => Object.keys(i.progress).length > 0 || i.op.opId === this.busyOpId)) return file;
      const made = new Set(own.flatMap((i) => ('localId' in i.op ? [i.op.localId] : [])));
      const dependent = (op: Op): boolean =>
        ('entry' in op && 'localId' in op.entry && made.has(op.entry.localId)) || (op.kind === 'start_new' && op.replaces !== null && 'localId' in op.replaces && made.has(op.replaces.localId));
      const gone = file.items.filter((i) => i.op.hold?.change === changeId || (Object.keys(i.progress).length === 0 && dependent(i.op)));
      removed = gone.map((i) => i.op);
      const items = file.items.filter((i) => !gone.includes(i));
      return { ...file, items, owner: items.length === 0 ? null : file.owner, lastChange: file.lastChange?.id === changeId ? null : file.lastChange };
    });
    return removed;
  }

  /** The last correction is done with (undone, or put back): Undo no longer offers it. */
  forgetChange(changeId: string): Promise<void> {
    return this.mutate((file) => (file.lastChange?.id === changeId ? { ...file, lastChange: null } : file));
  }

  /** The person has read a refusal: it leaves the list. Resolves false when no such record is kept. */
  async dismissNotSaved(id: string): Promise<boolean> {
    let found = false;
    await this.mutate((file) => {
      found = file.notSaved.some((r) => r.id === id);
      return found ? { ...file, notSaved: file.notSaved.filter((r) => r.id !== id) } : file;
    });
    return found;
  }

  /**
   * The head, marked as being sent, once every pending change has landed: a command folded
   * into the head while it waited to be written is seen here, never sent in its old form.
   */
  claimHead(): Promise<QueuedOp | undefined> {
    let head: QueuedOp | undefined;
    return this.mutate((file) => {
      head = file.items[0];
      this.busyOpId = head ? head.op.opId : null;
      return file;
    }).then(() => head);
  }

  /**
   * As `claimHead`, the op to send at `now` (hold.ts): held corrections and what depends on
   * them wait. Changes whose hold is over are folded first with what came after them, as
   * unheld ones are when queued: an entry added offline and edited offline goes as one
   * create, one added and split offline as two (issue 61). Written before it is sent.
   */
  claimNext(now: number, offsetMinutes: number): Promise<QueuedOp | undefined> {
    let next: QueuedOp | undefined;
    return this.mutate((file) => {
      const folded = this.folded(file.items, offsetMinutes, (o) => isHeld(o, now));
      const same = folded.length === file.items.length && folded.every((i, n) => i === file.items[n]);
      const items = same ? file.items : folded;
      next = items[nextToSend(items, now, (r) => this.resolve(r))];
      this.busyOpId = next ? next.op.opId : null;
      return same ? file : { ...file, items };
    }).then(() => next);
  }

  setProgress(opId: string, progress: OpProgress): Promise<void> {
    return this.mutate((file) => ({ ...file, items: file.items.map((i) => (i.op.opId === opId ? { op: i.op, progress } : i)) }));
  }

  /** The op is done; `created` maps its local entry to the service's id for later ops. */
  complete(opId: string, created?: { localId: string; id: number }): Promise<void> {
    return this.mutate((file) => {
      const items = file.items.filter((i) => i.op.opId !== opId);
      const ids = created ? { ...file.ids, [created.localId]: created.id } : file.ids;
      return { ...file, items, ids: keepRecent(ids), owner: items.length === 0 ? null : file.owner };
    });
  }

  /**
   * A to-do op is done: it leaves the queue and its confirmed change (`record`, the service's
   * answer) is kept, in one write.
   */
  completeTodo(op: TodoOp, record: TodoRecord | null, settledAt: number): Promise<void> {
    return this.mutate((file) => {
      const items = file.items.filter((i) => i.op.opId !== op.opId);
      let todos = file.todos;
      if (file.owner) {
        const next = { ...file.todos };
        delete next[op.todoId];
        next[op.todoId] = { owner: ownerKeyOf(file.owner), completed: op.completed, at: op.at, settledAt, record };
        const kept = Object.entries(next).sort(([, a], [, b]) => a.settledAt - b.settledAt);
        todos = Object.fromEntries(kept.slice(Math.max(0, kept.length - TODOS_KEPT)));
      }
      return { ...file, items, todos, owner: items.length === 0 ? null : file.owner };
    });
  }

  /**
   * Removes an op the service refused for good, every later op that depends on the entry it
   * would have created, and the unsent rest of its group. Resolves with the removed ops.
   * `record` says what the person is told (not-saved.ts); it is kept in the same write.
   * `putBack` restores what an earlier part of the change did: queued in the op's place, so
   * what the person did after the change applies on top of it, not under it; their totals of
   * that entry move by the seconds it gives back (put-back-shift.ts). `alone`: what the op
   * did stands (a stop whose later correction was refused), so the rest of its change goes on.
   */
  async reject(opId: string, record?: (removed: readonly Op[], owner: string) => NotSavedRecord, putBack?: PutBack, alone = false): Promise<Op[]> {
    const removed: Op[] = [];
    await this.mutate((file) => {
      const target = file.items.find((i) => i.op.opId === opId);
      if (!target) return file;
      // What goes, in queue order, so a part cut from an entry never made (a split of a split
      // part, its first op folded into the part's create) is seen after that entry: with
      // nothing to cut from, it would be created over the entry as it was put back.
      const unmade = new Set<string>();
      const ofUnmade = (r: EntryRef | undefined): boolean => r !== undefined && 'localId' in r && unmade.has(r.localId);
      const runStop = stopOfUnstartedRun(file, target);
      const gone = file.items.filter((i) => {
        const dependent = ('entry' in i.op && ofUnmade(i.op.entry)) || ofUnmade(i.op.before?.entry) || i === runStop;
        // The rest of the person's change goes unsent with it (a group is all or nothing),
        // but for the timer the person asked to go on whenever something is put back (a later
        // part refused, a booking refused at the check): what runs next is not part of the
        // correction.
        const goesOn = putBack !== undefined && (i.op.kind === 'start_new' || i.op.kind === 'start_existing');
        const sameChange = !alone && target.op.group !== undefined && i.op.group === target.op.group && Object.keys(i.progress).length === 0 && !goesOn;
        const goes = i === target || dependent || sameChange;
        if (goes && 'localId' in i.op && file.ids[i.op.localId] === undefined) unmade.add(i.op.localId);
        return goes;
      });
      removed.push(...gone.map((i) => i.op));
      const left = file.items.filter((i) => !gone.includes(i));
      // A start that goes before its stopwatch ran (the refused one, or a switch to the entry
      // it would have made) never stopped the entry it replaced: that entry still ends at the
      // click, queued in the start's place in this same write so a kill cannot lose it.
      // Not for an entry that was itself never made (its create refused too): nothing runs there.
      const made = (r: EntryRef): boolean => !('localId' in r) || file.ids[r.localId] !== undefined || left.some((i) => 'localId' in i.op && i.op.localId === r.localId);
      const items: QueuedOp[] = [];
      for (const i of file.items) {
        if (!gone.includes(i)) {
          items.push(i);
          continue;
        }
        if (i === target && putBack !== undefined) items.push({ op: putBack.op, progress: {} });
        const owed = (i.op.kind === 'start_new' || i.op.kind === 'start_existing') && i.progress.started !== true ? replacedStop(i.op) : null;
        if (owed !== null && made(owed.entry) && !left.some((o) => o.op.opId === owed.opId) && !items.some((o) => o.op.opId === owed.opId)) items.push({ op: owed, progress: {} });
      }
      const back = putBack === undefined ? -1 : items.findIndex((i) => i.op === putBack.op);
      if (putBack !== undefined && back >= 0) {
        const id = (r: EntryRef): number | string => ('id' in r ? r.id : (file.ids[r.localId] ?? r.localId));
        const same = (r: EntryRef): boolean => id(r) === id(putBack.op.entry);
        // A split's cut: the first op of a group whose later part would put the entry back.
        const cuts = new Set(items.flatMap((i) => (i.op.group !== undefined && i.op.group !== i.op.opId && i.op.before?.restores !== undefined ? [i.op.group] : [])));
        for (let n = back + 1; n < items.length; n++) {
          const seen = seenAfterPutBack(items[n]!.op, same, putBack.op);
          items[n] = { ...items[n]!, op: putBack.restores > 0 ? shiftAfterPutBack(seen, same, putBack.restores, cuts) : seen };
        }
      }
      const kept = record && file.owner ? [...file.notSaved, record(removed, ownerKeyOf(file.owner))].slice(-NOT_SAVED_KEPT) : file.notSaved;
      const lastChange = changeAfterRefusal(file.lastChange, removed, (r) => ('localId' in r ? file.ids[r.localId] : undefined));
      return { ...file, items, owner: items.length === 0 ? null : file.owner, notSaved: kept, lastChange };
    });
    return removed;
  }

  /** Gives queued actions held for another user to this one (after the person agreed). */
  adopt(owner: OutboxOwner): Promise<void> {
    return this.mutate((file) => ({ ...file, owner: file.items.length === 0 ? null : owner }));
  }

  /** Mutations run one at a time, each on the state the previous one left, written before it resolves. */
  private mutate(change: (file: OutboxFile) => OutboxFile): Promise<void> {
    const run = this.chain.then(async () => {
      const next = change(this.file);
      if (next === this.file) return;
      await this.store.write(OUTBOX_KEY, next);
      this.file = next;
    });
    this.chain = run.catch(() => {});
    return run;
  }
}

/**
 * The stop of the run a refused start would have begun (the first stop of that entry queued
 * after it, before any other start of it), when its stopwatch never ran: nothing runs on the
 * service to stop, so the stop goes with the start, in the same record, rather than being sent
 * to be refused again (a request of the day's quota) and told as a timer still running there.
 */
function stopOfUnstartedRun(file: OutboxFile, target: QueuedOp | undefined): QueuedOp | undefined {
  if (target === undefined || (target.op.kind !== 'start_new' && target.op.kind !== 'start_existing') || target.progress.started === true) return undefined;
  // An entry made by an op still queued has its id in that op's progress, not yet in `ids`.
  const made = (localId: string): number | undefined => file.ids[localId] ?? file.items.find((i) => 'localId' in i.op && i.op.localId === localId)?.progress.createdId;
  const idOf = (r: EntryRef): number | string => ('id' in r ? r.id : (made(r.localId) ?? r.localId));
  const started = idOf(target.op.kind === 'start_new' ? { localId: target.op.localId } : target.op.entry);
  for (const i of file.items.slice(file.items.indexOf(target) + 1)) {
    const entry = i.op.kind === 'start_new' ? { localId: i.op.localId } : i.op.kind === 'start_existing' || i.op.kind === 'stop' ? i.op.entry : undefined;
    if (entry === undefined || idOf(entry) !== started) continue;
    return i.op.kind === 'stop' ? i : undefined;
  }
  return undefined;
}
