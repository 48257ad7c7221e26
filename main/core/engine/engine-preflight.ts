// Before the first request of a change: the reads its checks need (commands/preflight.ts),
// through the session's client and pacer like every request, and only where the engine's
// copy may be stale, so the Free plan's 50 requests a day still go round. A change of
// several ops (a group) is checked whole before its first op is sent; a later op refused
// anyway queues the update that puts back what the earlier one changed.

import type { EngineParts } from './engine-parts.ts';
import type { EngineState } from './engine-state.ts';
import { displayOf } from './engine-views.ts';
import { classify, type StepOutcome } from '../commands/sender.ts';
import type { QueuedOp } from '../commands/outbox.ts';
import { sameRef, type Op, type StopOp, type UpdateOp } from '../commands/ops.ts';
import { entryRefusal, overlapRefusal, projectRefusal, type PreflightRefusal } from '../commands/preflight.ts';
import { overlapping, partSpans, type OverlapEntry } from '../commands/overlap.ts';
import { readProject } from '../reads/reads.ts';
import { checkedProject } from '../reads/budget-tally.ts';
import { stopwatchStartEpoch, toServerEntry, type ServerEntry } from '../reads/server-entry.ts';
import { formatHms, parseHms } from '../time/local-time.ts';
import { formatInstantClock } from '../time/clock-format.ts';
import { hoursMinutes } from '../commands/change-words.ts';
import type { ProjectView } from '../snapshot.ts';
import { CheckedDays, type DaysHalt } from './engine-check-days.ts';
import { wordsOf } from './engine-language.ts';

/** A copy of an entry's day read this long before the click is what the person saw. */
const SEEN_FRESH_MS = 10_000;
/**
 * A change sent this soon after its click is checked on that copy; one sent later (held for
 * Undo, behind other sends) is checked on a new read: the web may have changed the entry in
 * between (renamed a second after the click, then written over when the hold was up).
 */
const SENT_AT_ONCE_MS = 2_000;
/** An entry whose overlap was confirmed this long ago or less may be checked on the copy it was confirmed against, when no read is spared (ms). */
const CONFIRMED_FRESH_MS = 60_000;
/** The projects read this long ago are read again, one project each, before a group is sent. */
const PROJECTS_FRESH_MS = 5 * 60_000;

type Refusal = Extract<StepOutcome, { type: 'rejected' }>;

function refusal(r: PreflightRefusal): Refusal {
  return { type: 'rejected', message: r.message, fields: {}, code: r.code, checked: true, ...(r.detail ? { detail: r.detail } : {}) };
}

/** Parts of a read that ended the check without a verdict (offline, rate limited): the op waits. */
type Halt = { halt: StepOutcome } | DaysHalt;

/**
 * One check's reads: the days its change looks at (where the entry was shown, where its new
 * times go), read together the first time any part of the check needs the service's state,
 * and the dates that read covered.
 */
interface CheckReads {
  readonly dates: readonly string[];
  readonly read: Set<string>;
}

export class EnginePreflight {
  private readonly days: CheckedDays;

  constructor(
    private readonly s: EngineState,
    private readonly parts: EngineParts,
  ) {
    this.days = new CheckedDays(s, parts);
  }

  /**
   * Sends the head op through `send` unless a check before its first request refuses it.
   * Ops already under way (a progress recorded) go straight on; a later op of a group too,
   * but for a part laid on the time its first op gave up, checked again for an entry there.
   */
  async send(head: QueuedOp, send: () => Promise<StepOutcome>): Promise<StepOutcome> {
    const op = head.op;
    if (Object.keys(head.progress).length === 0 && (op.group === undefined || op.group === op.opId)) {
      const checked = () => this.check(this.groupOf(op)).catch((e: unknown) => ({ halt: classify(e, false, wordsOf(this.s)) }));
      let stop = await checked();
      // The queue may have changed while the check read: a Stop clicked meanwhile folds a
      // booking's timer going on into a finished entry of its own. A refusal by a part no
      // longer queued is decided again on the queue as it is now (the read just made serves).
      const by = stop !== null && !('halt' in stop) ? stop.by : null;
      if (by !== null && !this.s.outbox.items.some((i) => i.op === by)) stop = await checked();
      if (stop !== null) return 'halt' in stop ? stop.halt : this.timerKept(op, stop.by, stop.refused);
    } else if (Object.keys(head.progress).length === 0 && op.group !== undefined && op.before?.restores !== undefined) {
      // A later part that lays the time the first part gave up on the day (a split's second
      // part, a booked time away): the first went maybe hours ago (offline between them), and
      // the phone may have taken that time since. Checked again; the copy read for the first
      // part serves when it is a few seconds old.
      const stop = await this.checkOverlap(op, this.ownEntries(this.groupOf(op)), this.readsOf([op]), true).catch((e: unknown) => ({ halt: classify(e, false, wordsOf(this.s)) }));
      if (stop !== null) return 'halt' in stop ? stop.halt : this.coveredMeanwhile(op.before.restores, stop);
    }
    const outcome = await send();
    if (outcome.type === 'rejected' && op.before !== undefined && op.group !== undefined && op.group !== op.opId) return this.putBack(op.before, outcome);
    return outcome;
  }

  /** The queued ops of `op`'s change, `op` among them (itself alone when it has no group). */
  private groupOf(op: Op): Op[] {
    return op.group === undefined ? [op] : this.s.outbox.items.filter((i) => i.op.group === op.group).map((i) => i.op);
  }

  /** Ids of the entries a group's ops change: never counted as overlapping the group's own new entry (a split's first part, a booking's timer). */
  private ownEntries(group: readonly Op[]): Set<number> {
    const own = new Set<number>();
    for (const o of group) {
      const id = 'entry' in o ? this.s.outbox.resolve(o.entry) : o.before !== undefined ? this.s.outbox.resolve(o.before.entry) : undefined;
      if (id !== undefined) own.add(id);
    }
    return own;
  }

  /**
   * A later part refused because another entry now covers its time: what the first part did
   * stays, since putting it back would lay the same time over that entry. The time is left
   * untracked and the person told; the rest of the change (a timer going on) still goes.
   */
  private coveredMeanwhile(restores: number, refused: Refusal): StepOutcome {
    const i18n = wordsOf(this.s);
    const holds = i18n._({ id: 'preflight.coveredMeanwhile', message: 'What the change did first stays: its {length} is left untracked rather than laid over that entry.', values: { length: hoursMinutes(restores) } });
    return { ...refused, alone: true, holds };
  }

  /** The days a change's checks may look at: where its entries were shown, where their new times go. */
  private readsOf(group: readonly Op[]): CheckReads {
    const dates: string[] = [];
    for (const o of group) {
      if ((o.kind === 'update' || o.kind === 'set_start') && o.seen !== undefined) dates.push(o.seen.date);
      if (o.kind === 'update' && o.timeStart !== undefined) {
        const id = this.s.outbox.resolve(o.entry);
        const date = o.date ?? (id === undefined ? undefined : this.s.known.entries.get(id)?.date) ?? o.seen?.date;
        if (date !== undefined) dates.push(date);
      }
      if (o.kind === 'create_manual') dates.push(o.date);
    }
    return { dates, read: new Set() };
  }

  /**
   * The person's entries of `date` as the service holds them now: the copy when that day was
   * read a few seconds ago (or by this check), else one read of every day the change looks
   * at (`reads.dates`), made once for the whole check. `force`: read even a fresh day (Undo's
   * put-back, checked on what the service holds after the change it undoes). Without a read
   * to spare the check stands on the copy.
   */
  private async dayNow(reads: CheckReads, date: string, force = false): Promise<{ entries: ServerEntry[] } | Halt> {
    const needed = !reads.read.has(date) && (force || !this.days.fresh(date));
    if (needed && this.mayRead()) {
      const dates = [...new Set([...reads.dates.filter((d) => !reads.read.has(d)), date])];
      const halt = await this.days.read(dates);
      if (halt !== null) return halt;
      for (const d of dates) reads.read.add(d);
    }
    return { entries: this.days.copy(date) };
  }

  private async check(group: readonly Op[]): Promise<{ refused: Refusal; by: Op } | Halt | null> {
    // The group's own entries never count as overlapping it (a split's first part, a booking's timer).
    const own = this.ownEntries(group);
    const reads = this.readsOf(group);
    for (const o of group) {
      // The timer going on after a booking is not part of the correction (outbox.ts reject's
      // `goesOn`): its project archived meanwhile refuses its own start, not the time away
      // booked and the timer ended at the lock before it.
      if (o !== group[0] && (o.kind === 'start_new' || o.kind === 'start_existing')) continue;
      const r = (await this.checkEntry(o, reads)) ?? (group.length > 1 ? await this.checkProject(o) : null) ?? (await this.checkOverlap(o, own, reads));
      if (r !== null) return 'halt' in r ? r : { refused: r, by: o };
    }
    return null;
  }

  /**
   * Whether a check may spend a read: only from what the quota leaves the reads (the Free
   * plan's 50 a day), never from the reserve kept for the person's writes. Without one the
   * check stands on the engine's copy.
   */
  private mayRead(): boolean {
    return this.parts.loop.readBudget() >= 1;
  }

  private hourCycle() {
    return displayOf(this.s).hourCycle;
  }

  /**
   * The entry an edit, a split or a moved start changes, compared as the service holds it: on
   * the copy the person saw when it was read a moment before a change sent at once, else on
   * the day it was shown as read now (the same read the change's overlap check uses).
   */
  private async checkEntry(op: Op, reads: CheckReads): Promise<Refusal | Halt | null> {
    if ((op.kind !== 'update' && op.kind !== 'set_start') || op.seen === undefined) return null;
    const id = this.s.outbox.resolve(op.entry);
    if (id === undefined) return null;
    const readAt = this.days.readAt(op.seen.date);
    // A change that waited offline is checked on a new read: the web may have changed the
    // entry in the same moment the person did, unseen until the network came back.
    // Undo's put-back is decided from what the change left, not from a copy the person looked
    // at: it is always checked on a new read.
    const putBack = op.kind === 'update' && op.readFirst === true;
    const fresh = !putBack && readAt !== null && op.at - readAt <= SEEN_FRESH_MS && this.s.now() - op.at <= SENT_AT_ONCE_MS && this.parts.loop.backOnlineAt() < op.at;
    let copy = this.s.known.entries.get(id);
    if (!fresh || copy === undefined) {
      const day = await this.dayNow(reads, op.seen.date, putBack);
      if ('halt' in day) return day;
      const onDay = day.entries.find((e) => e.id === id);
      if (onDay !== undefined) copy = onDay;
      else if (this.mayRead()) {
        // Not on the day it was shown (moved on the web, or gone): the entry itself, read.
        const got = await this.readEntry(id);
        if (got === null || 'halt' in got) return got;
        copy = got.entry;
      }
    }
    if (copy === undefined) return null;
    const r = entryRefusal(op, op.seen, copy, this.hourCycle(), wordsOf(this.s));
    return r === null ? null : refusal(r);
  }

  /** The entry read on its own; null when the service refused the read (a 404 or a 403 is the sender's to say, with its own words). */
  private async readEntry(id: number): Promise<{ entry: ServerEntry } | Halt | null> {
    const client = this.s.client;
    if (!client) return null;
    const sentAt = this.s.now();
    try {
      const answer = await client.timeEntries.get(id);
      const entry = toServerEntry(answer);
      this.parts.reads.onEntryAnswer(entry, answer, sentAt, false, false);
      return { entry };
    } catch (e) {
      const o = classify(e, false, wordsOf(this.s));
      return o.type === 'rejected' ? null : { halt: o };
    }
  }

  /** A part that records on a project: the project still active and its task given where one is needed. */
  private async checkProject(op: Op): Promise<Refusal | null> {
    const projectId = op.kind === 'create_manual' || op.kind === 'start_new' || op.kind === 'update' ? op.projectId : undefined;
    if (projectId === undefined) return null;
    const taskId = 'taskId' in op ? op.taskId : undefined;
    const known = this.s.known.projects.find((p) => p.id === projectId) ?? null;
    let project: ProjectView | null = known;
    const at = this.s.known.projectsAt;
    if ((at === null || this.s.now() - at > PROJECTS_FRESH_MS) && this.mayRead()) {
      const client = this.s.client;
      if (!client) return null;
      project = await readProject(client, projectId);
      if (project === null) this.s.known.projects = Object.freeze(this.s.known.projects.filter((p) => p.id !== projectId));
      else {
        const checked = checkedProject(project, known ?? undefined, this.s.known.budgets[String(projectId)] !== undefined);
        this.s.known.projects = Object.freeze(this.s.known.projects.map((p) => (p.id === projectId ? checked.project : p)));
        if (checked.readAgain) this.s.known.projectsAt = null;
      }
    }
    // An update that keeps the project's task, or a project never listed here: the service decides.
    if (op.kind === 'update' && taskId === undefined && project !== null) return null;
    const r = projectRefusal(taskId, project, known?.name ?? null, projectId, wordsOf(this.s));
    return r === null ? null : refusal(r);
  }

  /** A new entry (a fill, a manual entry, a booking, a split's second part) laid over the day as the service holds it now. */
  private async checkOverlap(op: Op, own: ReadonlySet<number>, reads: CheckReads, later = false): Promise<Refusal | Halt | null> {
    if (op.kind === 'update') return this.checkTimesOverlap(op, own, reads);
    if (op.kind !== 'create_manual' || op.timeStart === undefined) return null;
    // A part laid on time its change's first part gives up (a split's), an entry whose overlap
    // the person confirmed, and any later part when checked again: only the entries it lay over
    // at the click may be there, and those Stint made itself since (the person's own clicks
    // after it, with the part in view).
    const atClick = op.tolerates !== undefined ? new Set(op.tolerates.map((r) => this.s.outbox.resolve(r))) : null;
    if (op.allowOverlap === true && atClick === null) return null;
    const tolerated = atClick !== null || later ? (id: number) => atClick?.has(id) === true || this.s.outbox.localIdOf(id) !== undefined : null;
    if (op.timeTotal === undefined && op.timeEnd === undefined) return null;
    const timeTotal = op.timeTotal ?? formatHms(Math.max(0, parseHms(op.timeEnd!) - parseHms(op.timeStart)));
    const spans = partSpans([{ date: op.date, timeStart: op.timeStart, timeTotal }], this.s.known.zone.offsetMinutes);
    if (spans.length === 0) return null;
    // An overlap the person confirmed a moment ago is checked against the day read again where
    // the quota spares a read (the phone may have logged a call since the engine's last read),
    // else, and when that read fails, on the copy of the day they confirmed it against: a read
    // more for each such entry took a Free plan's day to its 50 with the last Stop unsent
    // (bench:workday's free day). One that waited (offline, behind other sends) is checked
    // against the day read again.
    const fresh = op.overlapConfirmed === true && this.s.now() - op.at < CONFIRMED_FRESH_MS;
    const onCopy = fresh && this.parts.loop.spareReads() < 1;
    let day: { entries: ServerEntry[] } | Halt = onCopy ? { entries: this.days.copy(op.date) } : await this.dayNow(reads, op.date);
    if ('halt' in day && fresh && !onCopy) day = { entries: this.days.copy(op.date) };
    if ('halt' in day) return day;
    const now = this.s.now();
    const offset = this.s.known.zone.offsetMinutes;
    const others: OverlapEntry[] = day.entries.filter((e) => !own.has(e.id) && tolerated?.(e.id) !== true).map((e) => ({ ...e, runningSince: stopwatchStartEpoch(e, offset) }));
    const r = overlapRefusal(overlapping(others, spans, now, offset), this.hourCycle(), wordsOf(this.s), atClick === null ? null : op.overlapConfirmed === true ? 'confirmed' : 'split');
    return r === null ? null : refusal(r);
  }

  /**
   * An entry's new times (an edit, Undo's put-back) laid over the day as the service holds it
   * now: only the change's own entries, those Stint made itself since and, when the person
   * confirmed the overlap, those shown under the times then may be there. One the
   * phone logged since refuses it: the edit would count that time twice, and the service has
   * no delete to take it back.
   */
  private async checkTimesOverlap(op: UpdateOp, own: ReadonlySet<number>, reads: CheckReads): Promise<Refusal | Halt | null> {
    if ((op.overlapFree !== true && op.tolerates === undefined) || op.timeStart === undefined || op.timeTotal === undefined) return null;
    const confirmed = op.tolerates === undefined ? null : new Set(op.tolerates.map((r) => this.s.outbox.resolve(r)));
    const id = this.s.outbox.resolve(op.entry);
    const date = op.date ?? (id === undefined ? undefined : this.s.known.entries.get(id)?.date);
    if (date === undefined) return null;
    const spans = partSpans([{ date, timeStart: op.timeStart, timeTotal: op.timeTotal }], this.s.known.zone.offsetMinutes);
    if (spans.length === 0) return null;
    const day = await this.dayNow(reads, date);
    if ('halt' in day) return day;
    const now = this.s.now();
    const offset = this.s.known.zone.offsetMinutes;
    const others: OverlapEntry[] = day.entries
      .filter((e) => !own.has(e.id) && this.s.outbox.localIdOf(e.id) === undefined && confirmed?.has(e.id) !== true)
      .map((e) => ({ ...e, runningSince: stopwatchStartEpoch(e, offset) }));
    const r = overlapRefusal(overlapping(others, spans, now, offset), this.hourCycle(), wordsOf(this.s), confirmed === null ? 'edited' : 'confirmed');
    return r === null ? null : refusal(r);
  }

  /**
   * A later part refused anyway: the refusal with the update that puts the earlier part back,
   * queued in the refused op's place (outbox.ts reject), and the sentence that says so.
   */
  private putBack(before: NonNullable<Op['before']>, outcome: Refusal): StepOutcome {
    // Seconds given back go on the entry as the service then holds it (sender.ts): a web edit
    // since the first part landed is the person's too, and stays.
    const adds = before.restores !== undefined && before.restores > 0 ? { addsBack: before.restores } : {};
    const back: UpdateOp = { kind: 'update', opId: this.s.makeId(), at: this.s.now(), entry: before.entry, ...before.fields, ...adds };
    const i18n = wordsOf(this.s);
    const said = before.said ?? i18n._({ id: 'preflight.putBack', message: 'What the change did first is put back as it was.' });
    return { ...outcome, putBack: { op: back, said, restores: before.restores ?? 0 } };
  }

  /**
   * A booking of the time away refused at the check for its booked part: the timer was to end
   * at the lock, and nothing of the change is sent, but left as it is the timer would run on
   * though the person asked it to stop (or to go on as a new entry). It ends at the return
   * instead, holding the time away, as when the booked part is refused after the stop landed.
   */
  private timerKept(first: Op, by: Op, refused: Refusal): StepOutcome {
    const restores = by.before?.restores;
    if (first.kind !== 'stop' || by === first || restores === undefined || !sameRef(by.before!.entry, first.entry)) return refused;
    const i18n = wordsOf(this.s);
    if (refused.code === 'overlap') {
      // Another entry holds the time away now (logged on the phone meanwhile): kept on the
      // timer's entry it would be counted twice. The timer ends when the person left.
      const atLock: StopOp = { ...first, opId: this.s.makeId() };
      const left = formatInstantClock(first.at, this.s.known.zone.offsetMinutes, this.hourCycle());
      const said = i18n._({ id: 'preflight.timerEndsAtLeave', message: 'The timer ends when you left ({time}); the time away is not on it.', values: { time: left } });
      return { ...refused, putBack: { op: atLock, said, restores: 0 } };
    }
    const stop: StopOp = { kind: 'stop', opId: this.s.makeId(), at: first.at + restores * 1000, entry: first.entry, intendedSeconds: first.intendedSeconds + restores };
    const said = by.before!.said ?? i18n._({ id: 'preflight.awayStays', message: "The time away stays on the timer's entry." });
    return { ...refused, putBack: { op: stop, said, restores: 0 } };
  }
}
