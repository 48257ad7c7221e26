// The reads: the running entry and the recent days from one detailed report, then the
// projects and the week when they are stale, and a budgeted project's figure when what Stint
// recorded on it since has put it out of date (reads/budget-tally.ts); what a send's answer
// tells about the entries; and what a failed read means for the sync state.

import type { ServiceClient } from '../../api/client.ts';
import { isServiceError } from '../../api/errors.ts';
import type { TimeEntry } from '../../api/types.ts';
import type { EngineParts } from './engine-parts.ts';
import { unreachable, type EngineState } from './engine-state.ts';
import { displayOf, entryViews, publish } from './engine-views.ts';
import { wordsOf } from './engine-language.ts';
import { formatInstantClock } from '../time/clock-format.ts';
import { addDays, localToEpoch } from '../time/local-time.ts';
import { figureDue, noteEntries, noteRead, recordedSince, startTallies, startTally, type BudgetTallies, type BudgetTally } from '../reads/budget-tally.ts';
import { readProject, readProjects, readRecent, readWeek, type RecentRead } from '../reads/reads.ts';
import { stoppedHolding, stopwatchStartEpoch, withStartInstant, type ServerEntry } from '../reads/server-entry.ts';
import { entryOfWeeks, withEntry, type WeekReads } from '../reads/week-cache.ts';
import { movedBy } from '../views/known-days.ts';
import type { SessionRecord } from '../session/session-record.ts';
import { readCapacityIfDue } from './engine-capacity.ts';

const PROJECTS_MAX_AGE_MS = 12 * 3_600_000;
const SLOW_READ_RETRY_MS = 15 * 60_000;

export class EngineReads {
  /** The projects and the week are retried on their own, not with every poll. */
  private slowReadRetryAt = 0;
  /** The dates the last read of the recent days covered (a budget's tally starts from them). */
  private lastRange: { from: string; to: string } | null = null;

  constructor(
    private readonly s: EngineState,
    private readonly parts: EngineParts,
  ) {}

  async readNow(): Promise<void> {
    const client = this.s.client;
    const record = this.s.record;
    if (!client || !record) return;
    this.s.readRequested = false;
    const now = this.s.now();
    this.s.lastReadAttemptAt = now;
    const today = this.s.today();
    // Until a report row or a stopwatch answer confirms the zone, read a day more each side.
    const assumed = this.s.known.zone.source === 'assumed' || this.s.known.zone.source === 'user';
    // A timer left running on an earlier day (over a weekend) is read with the rest, so it is
    // neither forgotten nor shown running after it was stopped elsewhere.
    const from = [...this.s.known.entries.values()].reduce((d, e) => (e.running && e.date < d ? e.date : d), addDays(today, assumed ? -2 : -1));
    const to = assumed ? addDays(today, 1) : today;
    try {
      const r = await readRecent(client, record.user.id, from, to);
      if (this.s.record !== record) return;
      const next = new Map<number, ServerEntry>();
      for (const e of this.s.known.entries.values()) if (e.date < from || e.date > to) next.set(e.id, e);
      if (r.offsetAt !== undefined) this.s.learnZone(r.offsetMinutes, r.offsetAt, 'report');
      const offset = this.s.known.zone.offsetMinutes;
      for (const e of r.entries) next.set(e.id, withStartInstant(e, this.s.known.entries.get(e.id), offset));
      this.s.known.entries = this.trimEntries(next);
      this.noteBudgetRead(r);
      this.s.lastReadAt = now;
      this.s.lastReportAt = now;
      this.s.readFailures = 0;
      this.s.settledSync();
      this.lastRange = { from: r.from, to: r.to };
      await this.readSlowChanging(client, record, r.from, r.to);
      this.s.saveCacheSoon();
    } catch (e) {
      // A refusal of the session the person has since replaced (signed in again meanwhile) says nothing of the new one.
      if (this.s.record !== record) return;
      this.s.readFailures++;
      this.onReadError(e);
    }
    this.parts.attention.afterReadForIdle();
    if (this.s.reminderPending) {
      this.s.reminderPending = false;
      if (this.s.lastReadAt === now) this.parts.attention.considerReminder();
    }
    publish(this.s);
  }

  /**
   * The week and the projects, when stale and the quota allows. `from` to `to`: the dates the
   * read just made covered; a budget's figure read now starts its tally from those entries.
   */
  private async readSlowChanging(client: ServiceClient, record: SessionRecord, from: string, to: string): Promise<void> {
    if (this.s.now() < this.slowReadRetryAt) return;
    const today = this.s.today();
    try {
      if (this.s.known.projectsAt === null || this.s.now() - this.s.known.projectsAt > PROJECTS_MAX_AGE_MS) {
        await this.readProjectList(client, from, to);
      } else {
        for (const id of this.dueFigures()) await this.readFigure(client, id, from, to);
      }
      if (this.s.known.weekFor !== today) {
        this.s.known.week = Object.freeze(await readWeek(client, record.user.id, today));
        this.s.known.weekFor = today;
      }
      await readCapacityIfDue(this.s, client, record);
    } catch (e) {
      // The running state was read; the projects and the week wait a while on their own.
      this.slowReadRetryAt = this.s.now() + SLOW_READ_RETRY_MS;
      if (isServiceError(e) && e.kind === 'unauthenticated') throw e;
      this.s.logFailure('reading projects or the week', e);
    }
  }

  private async readProjectList(client: ServiceClient, from: string, to: string): Promise<void> {
    const read = await readProjects(client);
    if (read.cut) this.s.ports.logger.log('warn', 'the project list was cut', { kept: read.projects.length });
    this.s.known.projects = Object.freeze(read.projects);
    this.s.known.projectsAt = this.s.now();
    this.s.known.budgets = startTallies(this.s.known.projects, this.s.known.entries.values(), this.s.known.projectsAt, from, to);
  }

  /**
   * The project list alone, read now: a refusal naming the project right after the day was
   * read (the check before the change) says the list is out of date, not the day. Without a
   * read of the day to start the budgets' tallies from, the next read of the day brings both.
   */
  async readProjectsNow(): Promise<void> {
    const client = this.s.client;
    const range = this.lastRange;
    if (!client || !range) {
      this.s.readRequested = true;
      return;
    }
    try {
      await this.readProjectList(client, range.from, range.to);
      publish(this.s);
    } catch (e) {
      if (isServiceError(e) && e.kind === 'unauthenticated') {
        void this.parts.session.tokenGone(e);
        return;
      }
      // The list stays unread (projectsAt null): the next read of the day reads it.
      this.s.logFailure('reading projects', e);
    }
  }

  /**
   * One project read again now, because a refusal named it (archived, gone): one request, the
   * project dropped from the list or replaced in it, where the whole list read again cost an
   * account of 10,000 projects 100 requests and its 10,000 projects made again. Before any read
   * of the day (no range to start a budget's tally from) or when it fails, the whole list is
   * read with the next read of the day, as before.
   */
  async readProjectNow(id: number): Promise<void> {
    const client = this.s.client;
    const range = this.lastRange;
    if (!client || !range) {
      this.s.known.projectsAt = null;
      this.s.readRequested = true;
      return;
    }
    try {
      await this.readFigure(client, id, range.from, range.to);
      publish(this.s);
    } catch (e) {
      if (isServiceError(e) && e.kind === 'unauthenticated') {
        void this.parts.session.tokenGone(e);
        return;
      }
      this.s.known.projectsAt = null;
      this.s.logFailure('reading a project', e);
    }
  }

  /** Budgeted projects whose figure is out of date by what Stint recorded, and older than the bound. */
  private dueFigures(): number[] {
    const views = entryViews(this.s);
    const now = this.s.now();
    return Object.entries(this.s.known.budgets)
      .map(([id, t]) => ({ id: Number(id), t }))
      .filter(({ id, t }) => this.s.known.projects.some((p) => p.id === id && p.budget) && figureDue(t, recordedSince(t, id, views), now))
      .map(({ id }) => id);
  }

  /** One project read again (its figure among the rest), and its tally started afresh from the entries just read; gone or archived, it leaves the list. */
  private async readFigure(client: ServiceClient, id: number, from: string, to: string): Promise<void> {
    const project = await readProject(client, id);
    const at = this.s.now();
    this.s.known.projects = Object.freeze(this.s.known.projects.flatMap((p) => (p.id !== id ? [p] : project ? [project] : [])));
    const budgets: Record<string, BudgetTally> = { ...this.s.known.budgets };
    delete budgets[String(id)];
    if (project?.budget) budgets[String(id)] = startTally(id, this.s.known.entries.values(), at, from, to);
    this.s.known.budgets = Object.freeze(budgets);
  }

  /** A read of the recent days, noted in every budget's tally. */
  private noteBudgetRead(r: RecentRead): void {
    this.s.known.budgets = this.eachTally((t, id) => noteRead(t, id, r));
  }

  /** Every tally passed through `next`; the same object when none changed. */
  private eachTally(next: (t: BudgetTally, projectId: number) => BudgetTally): BudgetTallies {
    const tallies = this.s.known.budgets;
    let out: Record<string, BudgetTally> | null = null;
    for (const [id, t] of Object.entries(tallies)) {
      const n = next(t, Number(id));
      if (n === t) continue;
      out ??= { ...tallies };
      out[id] = n;
    }
    return out ? Object.freeze(out) : tallies;
  }

  private trimEntries(m: Map<number, ServerEntry>): Map<number, ServerEntry> {
    const oldest = addDays(this.s.today(), -2);
    for (const [id, e] of m) if (e.date < oldest && !e.running) m.delete(id);
    return m;
  }

  private onReadError(e: unknown): void {
    const i18n = wordsOf(this.s);
    const readFailed = (why: string) => i18n._({ id: 'sync.readFailed', message: 'Reading from the service failed: {why}. Stint tries again later.', values: { why: why.replace(/\.$/, '') } });
    if (!isServiceError(e)) {
      this.s.setSync('error', readFailed(e instanceof Error ? e.message : String(e)), null);
      return;
    }
    if (e.kind === 'unauthenticated') {
      void this.parts.session.tokenGone(e);
      return;
    }
    if (e.kind === 'rate_limited') {
      const time = formatInstantClock(e.retryAt, this.s.known.zone.offsetMinutes, displayOf(this.s).hourCycle);
      this.s.setSync('rate_limited', i18n._({ id: 'sync.readLimited', message: "The service's request limit is reached; reading resumes at {time}.", values: { time } }), e.retryAt);
      return;
    }
    const offline = unreachable(e);
    this.s.setSync(offline ? 'offline' : 'error', offline ? i18n._({ id: 'sync.unreachable', message: 'The service cannot be reached.' }) : readFailed(e.message), null);
  }

  /**
   * `ours`: the entry as one of Stint's own writes left it (its answer, or the sender's read
   * after a lost one), which the grouped report read before it does not hold: the report's
   * days move by it. A read made to check a copy (the web's change, which the report may
   * already hold) only replaces the copy.
   */
  onEntryAnswer(answered: ServerEntry, answer: TimeEntry, sentAt: number, saysWhatRuns: boolean, ours: boolean): void {
    const before = this.s.known.entries;
    const weeksBefore = this.s.known.weeks;
    // A start's answer tells the offset now (its stopwatch started as it was handled, between
    // the send and now; an update's or a read's may have started long before): learned before
    // its start is read with it.
    if (answered.running && saysWhatRuns) this.s.learnZoneFromServiceNow(answer.stopwatch_date_start, sentAt);
    const offset = this.s.known.zone.offsetMinutes;
    const entry = withStartInstant(answered, this.s.known.entries.get(answered.id), offset);
    if (entry.running) {
      // The service runs one stopwatch per user: every other entry stopped, holding its run.
      // It stopped when this one's stopwatch started: that instant and the other's start are
      // both the service's clock, and a read may come long after a start whose answer was lost.
      const startedAt = stopwatchStartEpoch(entry, offset);
      const stopped = new Map(this.s.known.entries);
      for (const [id, e] of this.s.known.entries) {
        if (!e.running || id === entry.id) continue;
        const since = stopwatchStartEpoch(e, offset);
        const stoppedAt = startedAt !== null && since !== null && startedAt >= since ? startedAt : sentAt;
        const run = since === null ? 0 : Math.max(0, Math.floor((stoppedAt - since) / 1000));
        stopped.set(id, stoppedHolding(e, e.totalSeconds + run));
      }
      this.s.known.entries = stopped;
    }
    // A new map, never the old one changed: the entries' views are kept while it is the same (engine-views.ts entryViews).
    this.s.known.entries = new Map(this.s.known.entries).set(entry.id, entry);
    this.s.known.weeks = withEntry(this.s.known.weeks, entry);
    if (ours) this.moveReportBy(before, weeksBefore);
    // A start or stop answer says what runs: as good as a read of the running state.
    if (saysWhatRuns) this.s.lastReadAt = Math.max(this.s.lastReadAt ?? 0, sentAt);
    this.noteBudgetAnswer(entry, answer);
  }

  /**
   * The grouped report's days moved by what an answer changed in the entries (the entry, and
   * the others a start stopped): each entry as the engine held it before, against now. Until
   * the next read of the report, which holds it, a day Stint does not count from its entries
   * (engine-day-target.ts) shows the change through this, once.
   */
  private moveReportBy(before: ReadonlyMap<number, ServerEntry>, weeksBefore: WeekReads): void {
    const k = this.s.known;
    if (k.weekFor === null || k.week.length === 0) return;
    const was: ServerEntry[] = [];
    const now: ServerEntry[] = [];
    for (const [id, e] of k.entries) {
      const old = before.get(id) ?? entryOfWeeks(weeksBefore, id);
      if (old === e) continue;
      if (old) was.push(old);
      now.push(e);
    }
    k.week = movedBy(k.week, was, now, k.week.map((d) => d.date));
  }

  /**
   * An answer's entry (and the others a start stopped) in the budgets' tallies; when that
   * puts an old figure out of date, a read of it is asked for (spare reads only: otherwise it
   * comes with the next read).
   */
  private noteBudgetAnswer(entry: ServerEntry, answer: TimeEntry): void {
    if (Object.keys(this.s.known.budgets).length === 0) return;
    const created = typeof answer.date_created === 'string' ? localToEpoch(answer.date_created, this.s.known.zone.offsetMinutes) : Number.NaN;
    const createdAt = (e: ServerEntry): number | null => (e.id === entry.id && !Number.isNaN(created) ? created : null);
    const known = [...this.s.known.entries.values()];
    this.s.known.budgets = this.eachTally((t, id) => noteEntries(t, id, known, createdAt));
    if (this.dueFigures().length > 0) this.parts.loop.requestRead('budget');
  }
}
