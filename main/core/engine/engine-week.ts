// The week the person looks at: which calendar week (the display's first day of the week),
// and its read through the detailed report, made at most once a day per week (a past week
// opened again, or after a restart, costs nothing) and only when someone looks.

import { isServiceError } from '../../api/errors.ts';
import type { EngineState } from './engine-state.ts';
import { OK, fail, unreachable } from './engine-state.ts';
import { displayOf, publish } from './engine-views.ts';
import { readRecent } from '../reads/reads.ts';
import { isFresh, weekEnd, weekStartOf, withWeek } from '../reads/week-cache.ts';
import { formatInstantClock } from '../time/clock-format.ts';
import { addDays } from '../time/local-time.ts';
import type { CommandResult } from '../stint-api.ts';
import { wordsOf } from './engine-language.ts';
import { signInFirst } from '../commands/plan-words.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export class EngineWeek {
  /** Reads under way, by the week's first day: a second ask waits for the first. */
  private readonly reading = new Map<string, Promise<void>>();

  constructor(private readonly s: EngineState) {}

  /** Shows the calendar week holding `date` (`YYYY-MM-DD` in the account's zone), reading it when not read today. */
  showWeek(date: unknown): Promise<CommandResult> {
    return this.s.track(this.show(date));
  }

  private async show(date: unknown): Promise<CommandResult> {
    const i18n = wordsOf(this.s);
    if (!this.s.record || !this.s.client) return fail(signInFirst(i18n));
    // addDays of a day that does not exist (2026-02-30) lands on another date.
    if (typeof date !== 'string' || !DATE.test(date) || addDays(date, 0) !== date || date < '2000-01-01') {
      return fail(i18n._({ id: 'week.show.notDate', message: 'Give a day of the week to show as YYYY-MM-DD, for example 2026-11-16.' }), { date: i18n._({ id: 'week.show.notDateField', message: 'Not a date: use YYYY-MM-DD.' }) });
    }
    const start = weekStartOf(date, displayOf(this.s).firstDayOfWeek);
    if (start > this.s.today()) {
      return fail(i18n._({ id: 'week.show.future', message: 'That week has not begun yet: nothing can be tracked in it so far.' }), { date: i18n._({ id: 'week.show.futureField', message: 'A week that has not begun.' }) });
    }
    if (this.s.weekShown?.start !== start) this.s.weekShown = { start, reading: false, failure: null };
    publish(this.s);
    await this.readIfStale();
    return OK;
  }

  /** The window came forward: the shown week is read again if its read is from an earlier day. */
  onShow(): void {
    if (this.s.weekShown && !isFresh(this.s.known.weeks[this.s.weekShown.start], this.s.today())) void this.s.track(this.readIfStale());
  }

  private readIfStale(): Promise<void> {
    const shown = this.s.weekShown;
    if (!shown || isFresh(this.s.known.weeks[shown.start], this.s.today())) return Promise.resolve();
    const under = this.reading.get(shown.start);
    if (under) return under;
    const read = this.read(shown.start).finally(() => this.reading.delete(shown.start));
    this.reading.set(shown.start, read);
    return read;
  }

  private async read(start: string): Promise<void> {
    const client = this.s.client;
    const record = this.s.record;
    if (!client || !record) return;
    const mark = (reading: boolean, failure: string | null) => {
      if (this.s.weekShown?.start === start) this.s.weekShown = { start, reading, failure };
      publish(this.s);
    };
    if (!this.s.ports.network.online()) return mark(false, "Offline: this week is read when you open it again once you're back online.");
    mark(true, null);
    const today = this.s.today();
    try {
      const r = await readRecent(client, record.user.id, start, weekEnd(start));
      if (this.s.record !== record) return;
      this.s.known.weeks = withWeek(this.s.known.weeks, { start, readFor: today, readAt: this.s.now(), entries: Object.freeze(r.entries) });
      this.s.saveCacheSoon();
      mark(false, null);
    } catch (e) {
      this.s.logFailure('reading a week', e);
      mark(false, this.failureWords(e));
    }
  }

  private failureWords(e: unknown): string {
    const i18n = wordsOf(this.s);
    if (!isServiceError(e)) return i18n._({ id: 'week.read.failedWhy', message: 'This week could not be read ({why}). Open it again to retry.', values: { why: e instanceof Error ? e.message : String(e) } });
    if (e.kind === 'rate_limited') {
      const time = formatInstantClock(e.retryAt, this.s.known.zone.offsetMinutes, displayOf(this.s).hourCycle);
      return i18n._({ id: 'week.read.limit', message: "The service's request limit is reached; open the week again after {time}.", values: { time } });
    }
    if (e.kind === 'unauthenticated') return i18n._({ id: 'week.read.signIn', message: 'Sign in again to read this week.' });
    if (unreachable(e)) return i18n._({ id: 'week.read.unreachable', message: 'The service cannot be reached; open the week again to retry.' });
    return i18n._({ id: 'week.read.failed', message: 'This week could not be read: {why}. Open it again to retry.', values: { why: e.message } });
  }
}
