// Sends the outbox's head op, one request per call, and says what happened. Before each
// write the step is written down as "in doubt"; when its answer never comes (or cannot be
// read) the next call starts with one read that finds out whether it was applied, instead
// of sending it again. Nothing here retries by itself: the engine's loop decides when.
//
// Requests per command, online: start new 2 (create + start; the service stops the other
// stopwatch), continue today's entry 1, stop 1, edit 1, manual entry 1, a running timer's new
// start 1 (3 or 4 on a service that does not keep a stopwatch through an update), a split of
// the running timer 3 (create from the cut with the time since, start, the first part's
// total). A command sent late (it waited offline) adds what keeps the user's times: a late
// stop one correction of the total, a late continue one update of the total before the start;
// a late start carries its time since the click in its create (a move made before it was
// sent too), and adds one total for the entry it replaced. A stop at the instant another
// account's run began (exact) adds one correction when it reached the service a second or
// more after that instant. Past midnight: a stop (or a switch's replaced entry) whose entry
// would end past 23:59:59 of its day costs one total (the entry ends at 23:59:59) and one
// create per later day; a start sent after its run's midnight one create per earlier day
// (day-parts.ts).

import { isServiceError, type AnyServiceError } from '../../api/errors.ts';
import type { ServiceClient } from '../../api/client.ts';
import type { CallOptions } from '../../api/transport.ts';
import type { TimeEntry, TimeEntryCreate, TimeEntryUpdate } from '../../api/types.ts';
import type { Clock } from '../../time/clock.ts';
import { formatHms, localDate, localTime, parseHms, secondsOfDay } from '../time/local-time.ts';
import type { CreateManualOp, EntryRef, Op, PutBack, SetStartOp, StartExistingOp, StartNewOp, TodoOp, UpdateOp } from './ops.ts';
import type { DayEntry, OpProgress, Outbox, QueuedOp } from './outbox.ts';
import { dayParts, LAST_SECOND, type DayPart } from './day-parts.ts';
import { putBackTimes } from './put-back-shift.ts';
import { startOfLocalDate } from '../time/local-calendar.ts';
import type { WebChange } from './preflight.ts';
import { stopwatchStartEpoch, toServerEntry, type ServerEntry } from '../reads/server-entry.ts';
import { toTodoRecord } from '../reads/todo-read.ts';
import { sourceWords, type I18n } from '../../i18n/words.ts';
import { lockedEntry } from './plan-words.ts';

/** A command sent this long after it was given is "late": its times are set explicitly. */
export const LATE_MS = 2_000;
/**
 * How far the service's clock may be behind the sending process's, beyond what its answers'
 * `Date` header said (service-clock.ts), when a lost create is looked for: the send may have
 * been another process's, on a clock of its own (a command line's), and the trip. 10 minutes
 * made a timer's create twice from a command line whose clock was 10 minutes and a second
 * ahead (issue 68).
 */
const CREATED_SKEW_MS = 30 * 60_000;
/** Seconds a stopped total may differ from the click's plus the lateness and still be the same run (two truncations). */
const SAME_RUN_SLACK_S = 2;

/**
 * Whether the service's stopped `total` is the run the click left holding `seen`, counted on
 * for `lateSeconds` more (or anything from `leftSeconds` to it: the request left then, and
 * its answer came back at `lateSeconds`, so it reached the service in between): the service
 * counts whole seconds from a stopwatch start Stint sees to the second, and the lateness is
 * whole seconds too, so the two may differ by their truncations. Then the click's exact total
 * stands; else (the web changed the entry meanwhile) the service's total less the lateness does.
 */
function sameRun(total: number, seen: number, lateSeconds: number, leftSeconds = lateSeconds): boolean {
  return total >= seen + Math.min(leftSeconds, lateSeconds) - SAME_RUN_SLACK_S && total <= seen + lateSeconds + SAME_RUN_SLACK_S;
}

export type StepOutcome =
  /** A step was done (or a doubt resolved); call again for the next one. */
  | { type: 'progress' }
  /** The op is finished; `reread`: the service's state differs from what we showed (read it). */
  | {
      type: 'done';
      reread?: true;
      /** Done, but the correction of the entry it ended was refused (a switch sent late, that entry locked meanwhile): told apart, with what the entry keeps. */
      endRefused?: { readonly entry: number; readonly message: string; readonly code: string | null; readonly holds: string };
    }
  /** Nothing could be sent: the service is unreachable. */
  | { type: 'offline'; message: string }
  /** The answer of a write was lost or unreadable; the next call reads before sending again. */
  | { type: 'doubt'; message: string }
  | { type: 'rate_limited'; until: number; message: string }
  | { type: 'token_gone'; error: AnyServiceError }
  /** The service refused the command for good; it is removed (with what depends on it). */
  | { type: 'rejected'; message: string; fields: Record<string, string>; code: string | null; /** Both versions of an entry changed on the web (preflight.ts), for the window's choice. */ detail?: WebChange; /** What puts back an earlier part of the person's change (engine-preflight.ts), queued in this op's place, the sentence that says so, and the seconds it gives the entry back. */ putBack?: PutBack; /** The op alone is refused, what it already did stands: the rest of its change still goes (a late stop whose correction is refused). */ alone?: true; /** A sentence after the refusal's words: what the service holds instead. */ holds?: string; /** Refused by Stint's own check before the request (engine-preflight.ts), not by the service. */ checked?: true }
  /** Something unexpected: the op stays, the engine waits long before trying again. */
  | { type: 'failed'; message: string };

export interface SenderContext {
  readonly client: ServiceClient;
  readonly outbox: Outbox;
  readonly clock: Clock;
  readonly userId: number;
  offsetMinutes(): number;
  /** Entry ids on a date that the engine knows (before a create, to recognise the new one). */
  knownIds(date: string): number[];
  /** The engine's last copy of an entry from the service (a read or an answer), if any. */
  entry(id: number): ServerEntry | undefined;
  /**
   * That copy only when the day's report was read a few seconds ago (what the service held
   * then, with the answers since): a late start's replaced entry is checked on it, no read.
   */
  freshEntry?(id: number): ServerEntry | undefined;
  /** A run's start was moved: the service holds `entry` (running) for a run from `startAt` with `baseSeconds` before it. */
  onStartMoved(entry: ServerEntry, startAt: number, baseSeconds: number): void;
  /**
   * An entry the service answered with: use it as it is. `saysWhatRuns`: a start or stop
   * answer, which tells what runs for the whole user (the service runs one stopwatch each).
   */
  onEntry(entry: ServerEntry, answer: TimeEntry, sentAt: number, saysWhatRuns: boolean): void;
  /** The service wrote `localNow` (its wall clock) for a request sent at `sentAt`: the account's offset then. */
  onLocalNow(localNow: unknown, sentAt: number): void;
  /** Ids of entries the outbox already mapped (never adopted twice). */
  mappedIds(): ReadonlySet<number>;
  /** Writes what the service's answers taught (the entries) to disk. */
  saveKnown(): Promise<void>;
  /** The words of the language in use, which a refusal is said in; English when absent. */
  words?(): I18n;
}

const DOUBT_KINDS = new Set(['outcome_unknown', 'unreadable_answer', 'bad_response', 'server']);
const OFFLINE_KINDS = new Set(['network', 'timeout', 'aborted']);

/** The service's field names as the window's forms name them (the local checks use the same). */
const FORM_FIELD: Readonly<Record<string, string>> = {
  project_id: 'project',
  task_id: 'task',
  date_execution: 'date',
  time_start: 'start',
  time_end: 'end',
  time_total: 'duration',
  description: 'description',
};

function firstMessages(fields: Readonly<Record<string, readonly string[]>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields)) if (v[0] !== undefined) out[FORM_FIELD[k] ?? k] = v[0];
  return out;
}

/** What an error means for the op, a refusal in the words of `i18n`. Conflicts are handled by the caller first. */
export function classify(e: unknown, isWrite: boolean, i18n: I18n = sourceWords()): StepOutcome {
  if (!isServiceError(e)) return { type: 'failed', message: e instanceof Error ? e.message : String(e) };
  const kind: string = e.kind;
  if (kind === 'rate_limited' && 'retryAt' in e) return { type: 'rate_limited', until: (e as { retryAt: number }).retryAt, message: e.message };
  if (kind === 'unauthenticated') return { type: 'token_gone', error: e };
  if (DOUBT_KINDS.has(kind)) return isWrite ? { type: 'doubt', message: e.message } : { type: 'offline', message: e.message };
  if (OFFLINE_KINDS.has(kind)) return { type: 'offline', message: e.message };
  if (e.kind === 'validation') return { type: 'rejected', message: e.message, fields: firstMessages(e.fieldErrors), code: e.code };
  if (e.kind === 'entry_locked') return { type: 'rejected', message: lockedEntry(i18n), fields: {}, code: e.code };
  if (e.kind === 'forbidden') return { type: 'rejected', message: i18n._({ id: 'sender.forbidden', message: 'Your role on the service does not allow this change.' }), fields: {}, code: e.code };
  if (e.kind === 'not_found') return { type: 'rejected', message: i18n._({ id: 'sender.notFound', message: 'The entry or project no longer exists on the service.' }), fields: {}, code: e.code };
  return { type: 'rejected', message: e.message, fields: {}, code: e.code };
}

/** All three times of an entry whose run was moved, so the service's priority rule changes none. */
function movedTimes(op: SetStartOp, totalSeconds: number): TimeEntryUpdate {
  return { time_start: op.timeStart, time_total: formatHms(totalSeconds), time_end: formatHms(parseHms(op.timeStart) + totalSeconds) };
}

/** One day's share of a run, as the entry an op creates for it. */
function dayEntry(fields: { readonly projectId: number; readonly taskId: number | null; readonly description: string }, d: DayPart): DayEntry {
  return { date: d.date, projectId: fields.projectId, taskId: fields.taskId, description: fields.description, timeStart: formatHms(d.start), timeTotal: formatHms(d.total) };
}

function conflictCode(e: unknown): string | null {
  return isServiceError(e) && e.kind === 'conflict' ? e.code : null;
}

/** What a stopped entry holds beyond what the person tracked, as the notice says it. */
function overBy(seconds: number, i18n: I18n): string {
  const over = Math.max(0, seconds);
  const said = over < 60 ? `${over} s` : `${Math.floor(over / 3600)}:${String(Math.floor((over % 3600) / 60)).padStart(2, '0')}`;
  return i18n._({ id: 'sender.stopLate', message: 'The stop reached the service {late} after your click, and the entry keeps that time: correct it once it can be changed.', values: { late: said } });
}

export class Sender {
  constructor(private readonly ctx: SenderContext) {}

  /** The words refusals are said in: the language in use. */
  private words(): I18n {
    return this.ctx.words?.() ?? sourceWords();
  }

  /** Performs the next step of the head op. */
  async step(q: QueuedOp): Promise<StepOutcome> {
    try {
      switch (q.op.kind) {
        case 'start_new':
          return await this.startNew(q.op, q.progress);
        case 'create_manual':
          return await this.createManual(q.op, q.progress);
        case 'start_existing':
          return await this.startExisting(q, q.op.entry);
        case 'stop':
          return await this.stop(q, q.op.entry);
        case 'update':
          return await this.update(q);
        case 'set_start':
          return await this.setStart(q.op, q.progress);
        case 'todo':
          return await this.todo(q.op);
      }
    } catch (e) {
      return { type: 'failed', message: e instanceof Error ? e.message : String(e) };
    }
  }

  /**
   * Writes the op's progress. Progress without a doubt records what an answer said (an id, a
   * stopwatch started, a total): what that answer taught the view goes to disk first, so a
   * restart that goes on from this progress never shows the entries as they were before it.
   */
  private async save(op: Op, p: OpProgress): Promise<void> {
    if (p.doubt === undefined) await this.saveLearned();
    await this.ctx.outbox.setProgress(op.opId, p);
  }

  /** Entries learned from answers and not yet written to disk. */
  private unsaved = false;

  /** An answer's entry: into the engine's view, and on disk before the progress that follows. */
  private learned(entry: ServerEntry, answer: TimeEntry, sentAt: number, saysWhatRuns: boolean): void {
    this.ctx.onEntry(entry, answer, sentAt, saysWhatRuns);
    this.unsaved = true;
  }

  /** Writes the entries learned from answers since the last write (once, not at every step). */
  private async saveLearned(): Promise<void> {
    if (!this.unsaved) return;
    await this.ctx.saveKnown();
    this.unsaved = false;
  }

  /**
   * The op leaves the outbox only once what its answers taught is on disk: a restart right
   * after finds either the op (applied again to the older entries, so the view is the same)
   * or the entries as the service now holds them, never the older entries without the op.
   */
  private async complete(opId: string, created?: { localId: string; id: number }): Promise<void> {
    await this.saveLearned();
    await this.ctx.outbox.complete(opId, created);
  }

  private idOf(ref: EntryRef): number | undefined {
    return this.ctx.outbox.resolve(ref);
  }

  // ----- creates -----

  /**
   * After a lost create answer: the entry it made, if the service holds one. A candidate is
   * an entry of the day that was not there before the send (by id, and by its creation
   * instant: an older twin made by hand never qualifies), with the same project, task,
   * description and, for a manual entry, the same times.
   */
  private async findCreated(op: StartNewOp | CreateManualOp, p: OpProgress): Promise<number | undefined> {
    const known = new Set(p.knownIds ?? []);
    const mapped = this.ctx.mappedIds();
    // Put on the service's clock when it is behind ours (never narrowed: the send may have
    // been a process's whose clock was not this one's).
    const behind = Math.min(0, this.ctx.client.serviceClock.aheadMs() ?? 0);
    const notBefore = (p.sentAt ?? 0) + behind - CREATED_SKEW_MS;
    const rows = this.ctx.client.reports.detailedRows({
      date_execution_start: op.date,
      date_execution_end: op.date,
      user_id: [this.ctx.userId],
      project_id: [op.projectId],
    });
    let best: number | undefined;
    // An entry with the times sent whose words differ: the web may have renamed it in the
    // seconds the answer was lost (made twice else); taken only when none matches whole. A
    // timer's create too, known by the start it was sent with (seed 1907532637, run 270).
    let renamed: number | undefined;
    for await (const row of rows) {
      const e = toServerEntry(row);
      if (known.has(e.id) || mapped.has(e.id)) continue;
      const created = Date.parse(String(row.date_created ?? '').replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
      if (Number.isFinite(created) && created < notBefore) continue;
      if (op.kind === 'create_manual') {
        if (op.timeEnd !== undefined && e.timeEnd !== op.timeEnd) continue;
        if (op.timeTotal !== undefined && e.totalSeconds !== parseHms(op.timeTotal)) continue;
      }
      // A timer's create carries its start too: an entry of the same work made on the web in
      // the same minutes, at another time of the day, is not this one (seed 42, run 471).
      const start = this.createBody(op).time_start;
      if (start !== undefined && e.timeStart !== start) continue;
      if (e.taskId !== op.taskId || e.description !== op.description) {
        if (start !== undefined && (renamed === undefined || e.id < renamed)) renamed = e.id;
        continue;
      }
      if (best === undefined || e.id < best) best = e.id;
    }
    return best ?? renamed;
  }

  /** `creditSeconds`: a late start's time since its run began, sent with the create so no update is needed for it. */
  private createBody(op: StartNewOp | CreateManualOp, creditSeconds = 0): TimeEntryCreate {
    const body: TimeEntryCreate = {
      project_id: op.projectId,
      date_execution: op.date,
      description: op.description,
    };
    if (op.taskId !== null) body.task_id = op.taskId;
    if (op.kind === 'create_manual') {
      if (op.timeStart !== undefined) body.time_start = op.timeStart;
      if (op.timeEnd !== undefined) body.time_end = op.timeEnd;
      if (op.timeTotal !== undefined) body.time_total = op.timeTotal;
      return body;
    }
    // The entry starts when its run began (the service would say 00:00:00). Time the
    // stopwatch then misses (the answer's trip) is credited after the start (afterStart).
    const offset = this.ctx.offsetMinutes();
    if (localDate(op.at, offset) === op.date) body.time_start = localTime(op.at, offset);
    if (creditSeconds > 0) body.time_total = formatHms(creditSeconds);
    return body;
  }

  /** The seconds a start sent at `now` carries from its run's start (`op.at`): none when timely, never past 23:59:59. */
  private creditAt(op: StartNewOp, now: number): number {
    const lag = Math.floor((now - op.at) / 1000);
    if (lag * 1000 < LATE_MS) return 0;
    const offset = this.ctx.offsetMinutes();
    if (localDate(op.at, offset) !== op.date) return 0;
    return Math.max(0, Math.min(lag, LAST_SECOND - secondsOfDay(op.at, offset)));
  }

  /**
   * Sends one write. Its step is written down as in doubt first; an error that proves the
   * write was not applied (refused connection, a 4xx, a 429) takes the doubt back, so the
   * next attempt neither reads first nor stops offline work from being folded.
   */
  private async write<T>(op: Op, before: OpProgress, doubt: OpProgress, send: (opts: CallOptions) => Promise<T>): Promise<{ ok: true; value: T; lastSent: number | undefined } | { ok: false; error: unknown; outcome: StepOutcome }> {
    await this.save(op, doubt);
    let lastSent = doubt.sentAt;
    try {
      const value = await send({ onSend: (at) => (lastSent = at) });
      return { ok: true, value, lastSent };
    } catch (e) {
      const outcome = classify(e, true, this.words());
      if (outcome.type !== 'doubt' && outcome.type !== 'failed') await this.save(op, before);
      // The copy whose answer was lost left when the client last sent it (after a
      // Retry-After or a pacer's wait), which is when a start or stop took effect. A
      // correction's `sentAt` is its stop's, so it keeps it.
      else if (doubt.doubt !== 'correct' && lastSent !== doubt.sentAt) await this.save(op, { ...doubt, sentAt: lastSent });
      return { ok: false, error: e, outcome };
    }
  }

  /**
   * Creates the op's entry, or answers the id it has. `base`: the progress the op keeps
   * through the create (a late start's earlier days). A late start's create carries its
   * credit, and the progress then says up to when (`creditedTo`).
   */
  private async create(op: StartNewOp | CreateManualOp, p: OpProgress, base: OpProgress = {}): Promise<StepOutcome | number> {
    if (p.createdId !== undefined) return p.createdId;
    if (p.doubt === 'create') {
      const found = await this.findCreated(op, p).catch((e: unknown) => e);
      if (typeof found === 'number') {
        await this.save(op, { ...base, createdId: found, ...(p.creditedTo !== undefined ? { creditedTo: p.creditedTo } : {}) });
        return found;
      }
      if (found !== undefined) return classify(found, false, this.words());
      await this.save(op, base);
    }
    const now = this.ctx.clock.now();
    const credit = op.kind === 'start_new' ? this.creditAt(op, now) : 0;
    const counted = credit > 0 ? { creditedTo: op.at + credit * 1000 } : {};
    const r = await this.write(op, base, { ...base, doubt: 'create', knownIds: this.ctx.knownIds(op.date), sentAt: now, ...counted }, (o) =>
      this.ctx.client.timeEntries.create(this.createBody(op, credit), o),
    );
    if (!r.ok) return r.outcome;
    const entry = toServerEntry(r.value);
    // The op holds the id before the view holds the entry: a view published in between
    // shows the entry once (the op's own), never the op's and the service's copy side by side.
    await this.save(op, { ...base, createdId: entry.id, ...counted });
    this.learned(entry, r.value, now, false);
    this.ctx.onLocalNow(r.value.date_created, now);
    return entry.id;
  }

  /**
   * The start as it is sent: from where its run begins (a move folded in, or the last
   * midnight when the run began on an earlier day, whose part is then its own entry).
   */
  private runOf(op: StartNewOp, p: OpProgress): StartNewOp {
    const from = p.runsFrom ?? op.runFrom;
    return from === undefined ? op : { ...op, at: from, date: localDate(from, this.ctx.offsetMinutes()) };
  }

  /** The progress a start keeps at every step after its first: where its run is sent from, its earlier days, its credit. */
  private startKept(p: OpProgress): OpProgress {
    const { runsFrom, earlierDays, earlierMade, creditedTo } = p;
    return { ...(runsFrom !== undefined ? { runsFrom, earlierDays, earlierMade } : {}), ...(creditedTo !== undefined ? { creditedTo } : {}) };
  }

  /**
   * A start sent on a later day than its run began (it waited offline over midnight): the
   * days before today become finished entries (day-parts.ts), and the run is sent as
   * starting at today's midnight. Null when the run began today.
   */
  private earlierDaysOf(op: StartNewOp): OpProgress | null {
    const offset = this.ctx.offsetMinutes();
    const run = this.runOf(op, {});
    const midnight = startOfLocalDate(localDate(this.ctx.clock.now(), offset), offset);
    if (run.at >= midnight || localDate(run.at, offset) !== run.date) return null;
    const parts = dayParts(run.date, secondsOfDay(run.at, offset), Math.floor((midnight - run.at) / 1000));
    return { runsFrom: midnight, earlierDays: parts.map((d) => dayEntry(op, d)), earlierMade: 0 };
  }

  private async startNew(op: StartNewOp, p: OpProgress): Promise<StepOutcome> {
    const created = (id: number) => ({ localId: op.localId, id });
    if (p.createdId === undefined) {
      if (p.runsFrom === undefined && p.doubt === undefined) {
        const earlier = this.earlierDaysOf(op);
        if (earlier !== null) {
          await this.save(op, earlier);
          return { type: 'progress' };
        }
      }
      if (p.earlierDays !== undefined && (p.earlierMade ?? 0) < p.earlierDays.length) {
        const r = await this.createPart(op, p, 'earlier');
        return 'type' in r ? r : { type: 'progress' };
      }
      const r = await this.create(this.runOf(op, p), p, this.startKept(p));
      if (typeof r !== 'number') return r;
      return { type: 'progress' };
    }
    const id = p.createdId;
    if (p.started === true) return this.afterStart(op, id, p, created(id));
    const moved = await this.startAfterZoneMoved(op, this.runOf(op, p), id, { ...this.startKept(p), createdId: id });
    if (moved !== null) return moved;
    return this.startStopwatch(op, id, p, { ...this.startKept(p), createdId: id }, created(id));
  }

  /**
   * The create's answer showed the account's clocks moved (daylight saving) since the offset
   * its `time_start` was written with: the entry gets the click's local time in the offset
   * now known before its stopwatch starts (one update, only on the day the clocks move).
   * Decided from the entry as the service holds it, so after a lost answer it is sent again.
   */
  private async startAfterZoneMoved(op: StartNewOp, run: StartNewOp, id: number, base: OpProgress): Promise<StepOutcome | null> {
    const entry = this.ctx.entry(id);
    const offset = this.ctx.offsetMinutes();
    if (entry === undefined || entry.running || localDate(run.at, offset) !== run.date) return null;
    const timeStart = localTime(run.at, offset);
    if (entry.timeStart === timeStart) return null;
    const sentAt = this.ctx.clock.now();
    const body = { time_start: timeStart, time_total: formatHms(entry.totalSeconds), time_end: formatHms(parseHms(timeStart) + entry.totalSeconds) };
    const r = await this.write(op, base, { ...base, doubt: 'update', sentAt }, (o) => this.ctx.client.timeEntries.update(id, body, o));
    if (r.ok) this.learned(toServerEntry(r.value), r.value, sentAt, false);
    // Refused: the entry keeps the start it was created with; the timer still starts.
    else if (r.outcome.type !== 'rejected') return r.outcome;
    await this.save(op, base);
    if (!r.ok) return this.startStopwatch(op, id, base, base, { localId: op.localId, id });
    return { type: 'progress' };
  }

  /**
   * Starts the stopwatch of `id`. Its answer (or a read after a lost one) says the stopwatch
   * runs on the service; the instant the answer came back bounds when it started there.
   */
  private async startStopwatch(op: StartNewOp | StartExistingOp, id: number, p: OpProgress, base: OpProgress, created?: { localId: string; id: number }): Promise<StepOutcome> {
    if (p.doubt === 'start') {
      const read = await this.read(id);
      if (read.type !== 'entry') return read.outcome;
      if (read.entry.running) {
        // Lost answer: it reached the service after it was sent, as a stop does (see stop()).
        // The send's instant, not the read's: the read may come long after (a backoff), and
        // the stopwatch has counted since the start reached the service, so taking the read's
        // time would credit the entry that wait twice.
        const started: OpProgress = { ...base, started: true, startSentAt: p.sentAt ?? this.ctx.clock.now(), stoppedSeconds: read.entry.totalSeconds };
        await this.save(op, started);
        return this.afterStart(op, id, started, created);
      }
    }
    const sentAt = this.ctx.clock.now();
    const r = await this.write(op, base, { ...base, doubt: 'start', sentAt }, (o) => this.ctx.client.timeEntries.start(id, o));
    let storedSeconds: number | undefined;
    if (r.ok) {
      const entry = toServerEntry(r.value);
      this.learned(entry, r.value, sentAt, true);
      storedSeconds = entry.totalSeconds;
    } else if (conflictCode(r.error) !== 'stopwatch_already_active') return r.outcome;
    const started: OpProgress = { ...base, started: true, startSentAt: this.ctx.clock.now(), ...(storedSeconds !== undefined ? { stoppedSeconds: storedSeconds } : {}) };
    await this.save(op, started);
    return this.afterStart(op, id, started, created);
  }

  /**
   * After the stopwatch started: when it started on the service well after the time the
   * entry holds was counted to (the run's start, or the credit its create carried), the
   * entry is credited the rest, as an absolute total from the service's own stored time;
   * then the entry the start replaced gets back what it held at the click (ended at its
   * midnight when the click came after it). Each costs one request, only when needed.
   */
  private async afterStart(op: StartNewOp | StartExistingOp, id: number, p: OpProgress, created?: { localId: string; id: number }): Promise<StepOutcome> {
    const run = op.kind === 'start_new' ? this.runOf(op, p) : op;
    const answeredAt = p.startSentAt ?? run.at;
    const lagSeconds = Math.floor((answeredAt - (p.creditedTo ?? run.at)) / 1000);
    if (lagSeconds * 1000 >= LATE_MS && p.credited !== true && p.stoppedSeconds !== undefined) {
      const total = p.stoppedSeconds + lagSeconds;
      const offset = this.ctx.offsetMinutes();
      const startOfDay = run.kind === 'start_new' && localDate(run.at, offset) === run.date ? secondsOfDay(run.at, offset) : 0;
      if (startOfDay + total <= LAST_SECOND) {
        const now = this.ctx.clock.now();
        const r = await this.write(op, p, { ...p, doubt: 'correct', sentAt: now }, (o) => this.ctx.client.timeEntries.update(id, { time_total: formatHms(total) }, o));
        if (r.ok) this.learned(toServerEntry(r.value), r.value, now, false);
        // Refused (e.g. the entry would end past midnight): the service's time stands.
        else if (r.outcome.type !== 'rejected') return r.outcome;
      }
      p = { ...p, doubt: undefined, credited: true };
      await this.save(op, p);
      return { type: 'progress' };
    }
    const replacedId = op.replaces ? this.idOf(op.replaces) : undefined;
    if (replacedId !== undefined && op.replacedSeconds !== null) {
      // The service stopped the replaced entry when the start reached it, not at the click.
      const late = (answeredAt - op.at) >= LATE_MS;
      if (late && p.replacedMeant === undefined) {
        const meant = await this.replacedMeant(replacedId, Math.floor((answeredAt - op.at) / 1000), op.replacedSeconds);
        if (typeof meant !== 'number') return meant;
        p = { ...p, replacedMeant: meant };
        await this.save(op, p);
      }
      const more = await this.endAt(op, replacedId, p, p.replacedMeant ?? op.replacedSeconds, late);
      if (more !== null && more.type === 'rejected') {
        // The new entry is made and running: the start is done, the refused end told apart.
        await this.complete(op.opId, created);
        return { type: 'done', endRefused: { entry: replacedId, message: more.message, code: more.code, holds: more.holds ?? '' } };
      }
      if (more !== null) return more;
    }
    await this.complete(op.opId, created);
    return { type: 'done' };
  }

  private async createManual(op: CreateManualOp, p: OpProgress): Promise<StepOutcome> {
    const r = await this.create(op, p);
    if (typeof r !== 'number') return r;
    const shown = await this.readIfUnseen(r, op.date);
    if (shown !== null) return shown;
    await this.complete(op.opId, { localId: op.localId, id: r });
    return { type: 'done' };
  }

  /**
   * An entry found after a lost answer is not among those read: read it before the op goes,
   * or it would vanish from view (and from a form following it) until the next read. Null
   * when it is known or was read; else what ends the step.
   */
  private async readIfUnseen(id: number, date: string): Promise<StepOutcome | null> {
    if (this.ctx.knownIds(date).includes(id)) return null;
    const got = await this.read(id);
    return got.type === 'error' ? got.outcome : null;
  }

  // ----- existing entries -----

  private async read(id: number): Promise<{ type: 'entry'; entry: ServerEntry } | { type: 'error'; outcome: StepOutcome }> {
    const sentAt = this.ctx.clock.now();
    try {
      const answer = await this.ctx.client.timeEntries.get(id);
      const entry = toServerEntry(answer);
      this.learned(entry, answer, sentAt, false);
      return { type: 'entry', entry };
    } catch (e) {
      return { type: 'error', outcome: classify(e, false, this.words()) };
    }
  }

  private missing(): StepOutcome {
    const i18n = this.words();
    return { type: 'rejected', message: i18n._({ id: 'sender.neverCreated', message: 'The entry this action refers to was never created on the service.' }), fields: {}, code: null };
  }

  private async startExisting(q: QueuedOp, ref: EntryRef): Promise<StepOutcome> {
    if (q.op.kind !== 'start_existing') return this.missing();
    const op = q.op;
    const id = this.idOf(ref);
    if (id === undefined) return this.missing();
    if (q.progress.started === true) return this.afterStart(op, id, q.progress);
    return this.startStopwatch(op, id, q.progress, {});
  }

  /**
   * Stops the stopwatch of `id` unless the progress says it stopped: the progress with the
   * total the stop left and when, or what ends the step (a read or the stop failed; stopped
   * elsewhere meanwhile, which completes the op: the service's record stands).
   */
  private async stopStopwatch(op: Op, id: number, p: OpProgress): Promise<OpProgress & { stoppedSeconds: number; sentAt: number } | StepOutcome> {
    if (p.stoppedSeconds === undefined && p.doubt === 'stop') {
      const read = await this.read(id);
      if (read.type !== 'entry') return read.outcome;
      // Stopped by the lost request: it reached the service about when it was sent.
      p = read.entry.running ? {} : { stoppedSeconds: read.entry.totalSeconds, sentAt: p.sentAt ?? this.ctx.clock.now(), readAt: this.ctx.clock.now() };
    }
    if (p.stoppedSeconds !== undefined) return { ...p, stoppedSeconds: p.stoppedSeconds, sentAt: p.sentAt ?? op.at };
    const sentAt = this.ctx.clock.now();
    const r = await this.write(op, {}, { doubt: 'stop', sentAt }, (o) => this.ctx.client.timeEntries.stop(id, o));
    if (!r.ok) {
      if (conflictCode(r.error) !== 'stopwatch_not_active') return r.outcome;
      await this.complete(op.opId);
      return { type: 'done', reread: true };
    }
    const entry = toServerEntry(r.value);
    this.learned(entry, r.value, sentAt, true);
    // The answer's return bounds when the stop reached the service, and its leaving from below
    // (the clock goes on while a slow answer travels back: no stop made late by that).
    const stopped = { stoppedSeconds: entry.totalSeconds, sentAt: this.ctx.clock.now(), ...(r.lastSent !== undefined ? { leftAt: r.lastSent } : {}) };
    await this.save(op, stopped);
    return stopped;
  }

  /**
   * Stops the stopwatch. The service counts until the stop reaches it; a stop sent late
   * (offline, retries, an idle discard that ends the entry when the absence began) then
   * takes back the time after the click: the correction is relative to what the service
   * holds, never a total from our possibly stale view.
   */
  private async stop(q: QueuedOp, ref: EntryRef): Promise<StepOutcome> {
    const op = q.op;
    const id = this.idOf(ref);
    if (id === undefined) return this.missing();
    const p = await this.stopStopwatch(op, id, q.progress);
    if (!('stoppedSeconds' in p)) return p;
    const lagMs = (p.sentAt ?? op.at) - op.at;
    const lateSeconds = Math.floor(lagMs / 1000);
    const late = lateSeconds * 1000 >= LATE_MS;
    const stopped = p.stoppedSeconds ?? 0;
    // A late stop gives back the time after the click; an exact one (if more) the seconds its end passes the click by.
    const exact = op.kind === 'stop' && op.exact === true;
    // An exact stop whose answer was lost reached the service before the read that found it
    // stopped: its end past the seam is bounded by that, not by the send alone.
    const over = Math.max(late ? lateSeconds : 0, exact ? this.pastTheClick(op, id, stopped, Math.max(lagMs, (p.readAt ?? 0) - op.at)) : 0);
    // The service's whole seconds can leave an exact stop a second short of the click: that second is in neither run.
    const short = exact && over === 0 ? this.shortOfTheClick(op, id, stopped) : 0;
    // The same run as at the click: its exact total stands (a split offline is cut at the second typed).
    const leftSeconds = Math.floor(((p.leftAt ?? p.sentAt ?? op.at) - op.at) / 1000);
    const asClicked = late && op.kind === 'stop' && sameRun(stopped, op.intendedSeconds, lateSeconds, leftSeconds);
    // The total seen at the click counts from a start read in whole seconds: an exact stop's
    // entry can then end a second before the seam, the second neither run holds.
    const meant = asClicked ? op.intendedSeconds + (exact ? this.shortOfTheClick(op, id, op.intendedSeconds) : 0) : Math.max(0, stopped - over) + short;
    const more = await this.endAt(op, id, p, meant, late || over > 0 || short > 0);
    if (more !== null) return more;
    await this.complete(op.opId);
    return { type: 'done' };
  }

  /**
   * How many whole seconds entry `id` (stopped, holding `stopped`) ends past the instant of
   * an exact stop: another run began there, and a second in both would count twice. Only
   * what the trip to the service can explain is taken back (at most the lag, rounded up),
   * never an hour the web moved the start by meanwhile. The end is the service's arithmetic
   * (start plus total, from the entry's own midnight: past 86,399 when the stop reached the
   * service after it), as the day shows it: an entry continued after a pause ends earlier
   * than its run. 0 when the entry is unknown here.
   */
  private pastTheClick(op: Op, id: number, stopped: number, lagMs: number): number {
    const end = this.endBeside(op, id, stopped);
    return end === null ? 0 : Math.max(0, Math.min(end.end - end.click, Math.ceil(Math.max(0, lagMs) / 1000)));
  }

  /**
   * The seconds entry `id`, stopped exactly where another run began, ends before that instant
   * because the service began counting it late: its run's start reached the service after the
   * click (a start sent less than LATE_MS late carries no credit), and the service counts whole
   * seconds. Only what that explains: the seconds the window showed at the click beyond what
   * the service counted, the start's uncredited trip (under LATE_MS: the window, once the
   * start was answered, counts from the service's late start too), and the second of
   * rounding. An entry ending earlier still was continued after a pause, or moved on the web,
   * and stands.
   */
  private shortOfTheClick(op: Op, id: number, stopped: number): number {
    const end = this.endBeside(op, id, stopped);
    if (end === null) return 0;
    const short = end.click - end.end;
    const explained = Math.max(1, (op.kind === 'stop' ? op.intendedSeconds : 0) - stopped + 1) + Math.ceil(LATE_MS / 1000);
    return short >= 1 && short <= explained ? short : 0;
  }

  /** Where entry `id` ends on the service holding `stopped` seconds, and the second of `op`'s instant, from its day's midnight; null when unknown here. */
  private endBeside(op: Op, id: number, stopped: number): { readonly end: number; readonly click: number } | null {
    const entry = this.ctx.entry(id);
    if (entry === undefined) return null;
    const start = parseHms(entry.timeStart);
    if (Number.isNaN(start)) return null;
    return { end: start + stopped, click: Math.floor((op.at - startOfLocalDate(entry.date, this.ctx.offsetMinutes())) / 1000) };
  }

  // ----- an entry that ends past its midnight -----

  /**
   * Entry `id` stopped and is to hold `meant` seconds. When that runs past 23:59:59 of its
   * day (the service would refuse the total: contract.md 4), the entry ends at 23:59:59 and
   * the rest becomes the next days' entries from 00:00:00 (day-parts.ts), one request per
   * call, each recorded in the progress before it is sent. Otherwise, when the stop was
   * `late`, one correction of the total. Null when nothing is left to send.
   *
   * The day's share follows the service's own arithmetic (its start plus the total): an entry
   * paused and continued, whose start plus total stays inside its day, is not cut.
   */
  private async endAt(op: Op, id: number, p: OpProgress, meant: number, late: boolean): Promise<StepOutcome | null> {
    if (p.laterDays === undefined || p.doubt === 'correct') {
      let entry = this.ctx.entry(id);
      if (entry === undefined) {
        const read = await this.read(id);
        if (read.type !== 'entry') return read.outcome;
        entry = read.entry;
      }
      const laterDays = p.laterDays ?? this.laterDaysOf(entry, meant);
      if (laterDays.length === 0 && !late) return null;
      const total = laterDays.length > 0 ? LAST_SECOND - parseHms(entry.timeStart) : meant;
      const doubt: OpProgress = { ...p, doubt: 'correct', ...(laterDays.length > 0 ? { laterDays, laterMade: p.laterMade ?? 0 } : {}) };
      const now = this.ctx.clock.now();
      const r = await this.write(op, p, doubt, (o) => this.ctx.client.timeEntries.update(id, { time_total: formatHms(total) }, o));
      if (r.ok) this.learned(toServerEntry(r.value), r.value, now, false);
      else if (r.outcome.type !== 'rejected') return r.outcome;
      // Refused (a locked entry): the service's total stands, and no next day is made, which
      // would count that time twice. The stopwatch did stop: the rest of the change still goes,
      // and the person is told what the entry holds beyond what they tracked (a start's
      // replaced entry is not the start's to refuse: afterStart tells it apart).
      else return { ...r.outcome, alone: true, holds: overBy(entry.totalSeconds - meant, this.words()) };
      if (!r.ok || laterDays.length === 0) return null;
      await this.save(op, { ...doubt, doubt: undefined });
      return { type: 'progress' };
    }
    if ((p.laterMade ?? 0) >= p.laterDays.length) return null;
    const made = await this.createPart(op, p, 'later');
    return 'type' in made ? made : { type: 'progress' };
  }

  /**
   * What the entry a late start replaced is to hold: the service's total less the time after
   * the click, as a late stop's correction is (stop()), never the total Stint saw at the click,
   * which the web may have changed while the start waited. `seen` (the total at the click)
   * stands when the service does not show it stopped or no longer has it.
   */
  private async replacedMeant(id: number, lateSeconds: number, seen: number): Promise<number | StepOutcome> {
    // A split of the running timer sent at once after a read: that read, with the start's
    // answer (which stopped the entry, holding its run), is the service's copy (issue 61).
    const fresh = this.ctx.freshEntry?.(id);
    const read = fresh !== undefined && !fresh.running ? { type: 'entry' as const, entry: fresh } : await this.read(id);
    if (read.type !== 'entry') return read.outcome.type === 'rejected' ? seen : read.outcome;
    if (read.entry.running) return seen;
    // The service counted whole seconds to the start's arrival and the lateness is whole
    // seconds too: a total within their truncation of what the click left is the same run,
    // and the click's exact total stands (else the cut could end a second early).
    const total = read.entry.totalSeconds;
    return sameRun(total, seen, lateSeconds) ? seen : Math.max(0, total - lateSeconds);
  }

  /** The next days' share of `meant` seconds of `entry` (none when they fit in its day). */
  private laterDaysOf(entry: ServerEntry, meant: number): DayEntry[] {
    const [, ...later] = dayParts(entry.date, parseHms(entry.timeStart), meant);
    return later.map((d) => dayEntry(entry, d));
  }

  /**
   * Creates the next of an op's day entries (`which`: a late start's earlier days, or a
   * stopped entry's later ones). Written as in doubt first; after a lost answer the one it
   * made is found among the day's rows (findCreated), never made twice.
   */
  private async createPart(op: Op, p: OpProgress, which: 'earlier' | 'later'): Promise<OpProgress | StepOutcome> {
    const days = (which === 'earlier' ? p.earlierDays : p.laterDays) ?? [];
    const made = (which === 'earlier' ? p.earlierMade : p.laterMade) ?? 0;
    const day = days[made];
    if (day === undefined) return p;
    const part: CreateManualOp = { kind: 'create_manual', opId: op.opId, at: op.at, localId: `${op.opId}~${which}${made}`, ...day };
    const next = (): OpProgress => ({ ...p, doubt: undefined, knownIds: undefined, ...(which === 'earlier' ? { earlierMade: made + 1 } : { laterMade: made + 1 }) });
    if (p.doubt === 'create') {
      const found = await this.findCreated(part, p).catch((e: unknown) => e);
      if (typeof found === 'number') return (await this.readIfUnseen(found, day.date)) ?? this.saved(op, next());
      if (found !== undefined) return classify(found, false, this.words());
    }
    const before: OpProgress = { ...p, doubt: undefined, knownIds: undefined };
    const now = this.ctx.clock.now();
    const r = await this.write(op, before, { ...before, doubt: 'create', knownIds: this.ctx.knownIds(day.date), sentAt: now }, (o) => this.ctx.client.timeEntries.create(this.createBody(part), o));
    if (!r.ok) return r.outcome;
    this.learned(toServerEntry(r.value), r.value, now, false);
    return this.saved(op, next());
  }

  private async update(q: QueuedOp): Promise<StepOutcome> {
    const op = q.op;
    if (op.kind !== 'update') return this.missing();
    const id = this.idOf(op.entry);
    if (id === undefined) return this.missing();
    const body: TimeEntryUpdate = {};
    if (op.projectId !== undefined) body.project_id = op.projectId;
    if (op.taskId !== undefined) (body as Record<string, unknown>).task_id = op.taskId;
    if (op.description !== undefined) body.description = op.description;
    if (op.date !== undefined) body.date_execution = op.date;
    if (op.timeStart !== undefined) body.time_start = op.timeStart;
    if (op.timeEnd !== undefined) body.time_end = op.timeEnd;
    if (op.timeTotal !== undefined) body.time_total = op.timeTotal;
    let progress = q.progress;
    if (op.addsBack !== undefined) {
      const on = await this.putBackBase(op, id, progress);
      if ('outcome' in on) return on.outcome;
      progress = on.progress;
      const times = putBackTimes(op, on.base);
      if (times.timeStart !== undefined) body.time_start = times.timeStart;
      if (times.timeEnd !== undefined) body.time_end = times.timeEnd;
      if (times.timeTotal !== undefined) body.time_total = times.timeTotal;
    }
    const sentAt = this.ctx.clock.now();
    // An update sets fields: sending it again after a lost answer is harmless, no read needed.
    const r = await this.write(op, progress, { ...progress, doubt: 'update', sentAt }, (o) => this.ctx.client.timeEntries.update(id, body, o));
    if (!r.ok) return r.outcome;
    this.learned(toServerEntry(r.value), r.value, sentAt, false);
    await this.complete(op.opId);
    return { type: 'done' };
  }

  /**
   * The entry a put-back adds its seconds to: read once before the first send and kept in the
   * progress, so a resend after a lost answer or a kill sends the same totals, never the
   * seconds twice. A running entry's stored total is not what it holds: the op's own fields go.
   */
  private async putBackBase(op: UpdateOp, id: number, p: OpProgress): Promise<{ base: { timeStart: string; totalSeconds: number }; progress: OpProgress } | { outcome: StepOutcome }> {
    if (p.putBackOn !== undefined) return { base: p.putBackOn, progress: p };
    const read = await this.read(id);
    if (read.type !== 'entry') return { outcome: read.outcome };
    const fallback = { timeStart: op.timeStart ?? read.entry.timeStart, totalSeconds: op.timeTotal !== undefined ? parseHms(op.timeTotal) - (op.addsBack ?? 0) : read.entry.totalSeconds };
    const base = read.entry.running ? fallback : { timeStart: read.entry.timeStart, totalSeconds: read.entry.totalSeconds };
    const progress = { ...p, putBackOn: base };
    await this.save(op, progress);
    return { base, progress };
  }

  // ----- the running timer's start -----

  /**
   * Moves the running entry's run to `op.startAt`. What an update does to a running stopwatch
   * is not in the specification, so the one update is trusted only when its answer shows the
   * stopwatch still running from the same instant with the total that was sent (the stop then
   * adds the run to it). Any other answer (the update stopped the stopwatch, restarted it, kept
   * the old total, or was refused because the entry runs) takes the way that depends on
   * nothing unwritten: stop, set the whole total from the new start to the stop, start again.
   */
  private async setStart(op: SetStartOp, p: OpProgress): Promise<StepOutcome> {
    const id = this.idOf(op.entry);
    if (id === undefined) return this.missing();
    // Already on the way that stops and starts again: go on from where it was.
    if ((p.doubt !== undefined && p.doubt !== 'update') || p.stoppedSeconds !== undefined || p.credited === true) return this.setStartByStop(op, id, p);
    let known = this.ctx.entry(id);
    if (p.doubt === 'update' || known === undefined || !known.running) {
      const read = await this.read(id);
      if (read.type !== 'entry') return read.outcome;
      known = read.entry;
    }
    const runStart = stopwatchStartEpoch(known, this.ctx.offsetMinutes());
    if (!known.running || runStart === null) {
      // Stopped elsewhere meanwhile (or, after a lost answer, by an update that stops a
      // stopwatch): never started again on a guess. The service's record stands.
      await this.complete(op.opId);
      return { type: 'done', reread: true };
    }
    // Absolute, from what the entry held at the click: an update sent again after a lost
    // answer sends the same total while the stopwatch runs from the same instant.
    const total = op.baseSeconds + Math.round((runStart - op.startAt) / 1000);
    if (total < 0 || parseHms(op.timeStart) + total > 86_399) return this.setStartByStop(op, id, {});
    const sentAt = this.ctx.clock.now();
    const r = await this.write(op, {}, { doubt: 'update', sentAt }, (o) => this.ctx.client.timeEntries.update(id, movedTimes(op, total), o));
    if (!r.ok) {
      if (r.outcome.type === 'rejected' && r.outcome.fields.start === undefined && r.outcome.fields.duration === undefined) return this.setStartByStop(op, id, {});
      return r.outcome;
    }
    const answer = toServerEntry(r.value);
    this.learned(answer, r.value, sentAt, false);
    const answerStart = stopwatchStartEpoch(answer, this.ctx.offsetMinutes());
    if (answer.running && answerStart !== null && Math.abs(answerStart - runStart) < 1_000 && answer.totalSeconds === total) {
      this.moved(op, answer);
      await this.complete(op.opId);
      return { type: 'done' };
    }
    return this.setStartByStop(op, id, answer.running ? {} : { stoppedSeconds: answer.totalSeconds, sentAt });
  }

  /** What a move left on the service, for the view (and a later move) to tell the run from the time before it. */
  private moved(op: SetStartOp, entry: ServerEntry): void {
    if (!entry.running) return;
    this.ctx.onStartMoved(entry, op.startAt, op.baseSeconds);
    this.unsaved = true;
  }

  /**
   * The way that needs no unwritten rule: the stopwatch stopped (by us, or by the update), the
   * entry given `baseSeconds` plus the run from the new start to the moment it starts again,
   * and the stopwatch started again. Each step is in the progress, so a restart goes on from it.
   */
  private async setStartByStop(op: SetStartOp, id: number, from: OpProgress): Promise<StepOutcome> {
    let p: OpProgress = from;
    if (p.started === true) {
      const read = await this.read(id);
      if (read.type !== 'entry') return read.outcome;
      return this.restarted(op, id, p, read.entry);
    }
    if (p.stoppedSeconds === undefined) {
      const stopped = await this.stopStopwatch(op, id, p);
      if (!('stoppedSeconds' in stopped)) return stopped;
      p = stopped;
    }
    if (p.credited !== true) {
      // The run is counted to now: the stopwatch starts again right after this answer.
      const now = this.ctx.clock.now();
      const total = Math.min(86_399 - parseHms(op.timeStart), op.baseSeconds + Math.max(0, Math.floor((now - op.startAt) / 1000)));
      const r = await this.write(op, p, { ...p, doubt: 'correct', sentAt: p.sentAt }, (o) => this.ctx.client.timeEntries.update(id, movedTimes(op, total), o));
      if (r.ok) this.learned(toServerEntry(r.value), r.value, now, false);
      // Refused: the stopwatch still starts again below, so the timer never stays stopped.
      else if (r.outcome.type !== 'rejected') return r.outcome;
      p = { ...p, doubt: undefined, credited: true, ...(r.ok ? { creditedTo: now } : {}) };
      await this.save(op, p);
    }
    if (p.doubt === 'start') {
      const read = await this.read(id);
      if (read.type !== 'entry') return read.outcome;
      if (read.entry.running) return this.restarted(op, id, await this.saved(op, { ...p, doubt: undefined, started: true }), read.entry);
    }
    const sentAt = this.ctx.clock.now();
    const r = await this.write(op, p, { ...p, doubt: 'start', sentAt }, (o) => this.ctx.client.timeEntries.start(id, o));
    if (!r.ok && conflictCode(r.error) !== 'stopwatch_already_active') return r.outcome;
    p = await this.saved(op, { ...p, doubt: undefined, started: true });
    if (!r.ok) {
      const read = await this.read(id);
      if (read.type !== 'entry') return read.outcome;
      return this.restarted(op, id, p, read.entry);
    }
    const started = toServerEntry(r.value);
    this.learned(started, r.value, sentAt, true);
    return this.restarted(op, id, p, started);
  }

  private async saved(op: Op, p: OpProgress): Promise<OpProgress> {
    await this.save(op, p);
    return p;
  }

  /**
   * The stopwatch runs again. It started later than the instant the total was counted to (a
   * start retried after a 429, an answer lost): the run from the new start to there is
   * credited as an absolute total, so the wait is not lost (one request, only when late).
   */
  private async restarted(op: SetStartOp, id: number, p: OpProgress, entry: ServerEntry): Promise<StepOutcome> {
    const runStart = stopwatchStartEpoch(entry, this.ctx.offsetMinutes());
    const total = runStart === null ? null : op.baseSeconds + Math.round((runStart - op.startAt) / 1000);
    let now = entry;
    if (entry.running && total !== null && p.creditedTo !== undefined && (total - entry.totalSeconds) * 1000 >= LATE_MS && parseHms(op.timeStart) + total <= 86_399) {
      const sentAt = this.ctx.clock.now();
      const r = await this.write(op, p, { ...p, doubt: 'correct', sentAt }, (o) => this.ctx.client.timeEntries.update(id, movedTimes(op, total), o));
      if (r.ok) {
        now = toServerEntry(r.value);
        this.learned(now, r.value, sentAt, false);
      } else if (r.outcome.type !== 'rejected') return r.outcome;
    }
    this.moved(op, now);
    await this.complete(op.opId);
    return { type: 'done' };
  }

  // ----- to-dos -----

  /**
   * Done or Undo: one update that sets `is_completed`. Sending it again after a lost answer
   * changes nothing more, so no read comes first. Its answer is kept with the op's removal.
   */
  private async todo(op: TodoOp): Promise<StepOutcome> {
    const sentAt = this.ctx.clock.now();
    const r = await this.write(op, {}, { doubt: 'update', sentAt }, (o) => this.ctx.client.todos.update(op.todoId, { is_completed: op.completed }, o));
    if (!r.ok) {
      if (r.outcome.type === 'rejected' && isServiceError(r.error) && r.error.kind === 'not_found') {
        const i18n = this.words();
        return { ...r.outcome, message: i18n._({ id: 'sender.todoGone', message: 'This to-do no longer exists on the service.' }) };
      }
      return r.outcome;
    }
    await this.saveLearned();
    await this.ctx.outbox.completeTodo(op, toTodoRecord(r.value) ?? null, this.ctx.clock.now());
    return { type: 'done' };
  }
}
