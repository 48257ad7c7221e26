// The person's calendars beside their accounts (issue 42): the events of the days the window
// shows, read in the account in use's zone; what of them a fill may take (the day's gaps,
// which are already less every account's entries); and the commands, a fill going to the
// account in use as any fill of a gap does (queued, offline-safe, each with Undo).

import type { CalendarBook } from '../calendar/calendar-book.ts';
import { fillableEvents, nothingToFill, outsideEvents, partsAnyTime } from '../calendar/event-fills.ts';
import { ruleFor } from '../calendar/event-rules.ts';
import type { CalendarEventView, CalendarSnapshot, EventFillView, Snapshot } from '../snapshot.ts';
import type { AddCalendarInput, CommandResult, EventFillInput, Stint } from '../stint-api.ts';
import { entrySpans, type Span } from '../time/entry-span.ts';
import { startOfLocalDate } from '../time/local-calendar.ts';
import { fillParts, type FillWork } from './fill-parts.ts';
import { addDays, localDate } from '../time/local-time.ts';
import { wordsFor, type I18n } from '../../i18n/words.ts';

const refused = (message: string, fields: Record<string, string> = {}): CommandResult => ({ ok: false, message, fields });

/** The person's side the calendar needs: the snapshot the window sees, the account in use and its facade. */
export interface CalendarPerson {
  snapshot(): Snapshot;
  inUseKey(): string;
  inUse(): Stint;
  /** An account's own facade, by key. */
  account(key: string): Stint | undefined;
  now(): number;
}

/** Every calendar's events of `n` days from `from` (the account's zone at `offsetMinutes`), an invitation one of `emails` declined left out; by start. */
export function eventsOfDays(book: CalendarBook, from: string, n: number, offsetMinutes: number, emails: readonly string[]): readonly CalendarEventView[] {
  return book.events(startOfLocalDate(from, offsetMinutes), startOfLocalDate(addDays(from, n), offsetMinutes), offsetMinutes, emails);
}

/** The calendar part of the window's snapshot; none added: absent. `merged`: the account in use's snapshot with every account's time (its timeline's gaps less the others' entries). */
export function calendarSnapshot(book: CalendarBook | null, merged: Snapshot, accountKey: string, emails: readonly string[], now: number): CalendarSnapshot | undefined {
  const calendars = book?.views() ?? [];
  if (book === null || calendars.length === 0) return undefined;
  const offset = merged.zone.offsetMinutes;
  const days = (from: string, n: number) => eventsOfDays(book, from, n, offset, emails);
  const today = days(merged.today, 1);
  const week = merged.shownWeek === null ? [] : days(merged.shownWeek.start, 7);
  const timeline = merged.timeline;
  const offers = { events: [...today, ...week], days: timeline === undefined ? [] : [timeline.today, ...timeline.week], rules: book.rules(), accountKey };
  const outside = outsideEvents({ ...offers, covered: coveredOf(merged, now), now, dateOf: (ms) => localDate(ms, offset) });
  return { calendars, today, week, fillable: fillableEvents(offers), outside };
}

export class PersonCalendar {
  constructor(
    private readonly book: () => CalendarBook,
    private readonly person: CalendarPerson,
  ) {}

  /** The words of the person's language now (the window's snapshot says which). */
  private get i18n(): I18n {
    return wordsFor(this.person.snapshot().language);
  }

  async add(input: AddCalendarInput): Promise<CommandResult> {
    const r = await this.book().add(input);
    return r.ok ? { ok: true } : r;
  }

  async fillFromEvent(input: EventFillInput): Promise<CommandResult> {
    const s = this.person.snapshot();
    const i18n = wordsFor(s.language);
    const cal = s.calendar;
    const event = [...(cal?.today ?? []), ...(cal?.week ?? [])].find((e) => e.key === input.eventKey);
    if (cal === undefined || event === undefined) return refused(i18n._({ id: 'eventFill.gone', message: 'This event is no longer in your calendars: read them again and pick it anew.' }));
    const rule = ruleFor(this.book().rules(), event, this.person.inUseKey());
    // A project picked books in its account (the account in use's when none is named); a remembered one in the rule's.
    const key = input.projectId !== undefined ? (input.accountKey ?? this.person.inUseKey()) : (rule?.accountKey ?? this.person.inUseKey());
    const work = input.projectId !== undefined
      ? { projectId: input.projectId, taskId: input.taskId ?? null, description: (input.description ?? event.title).trim(), accountKey: key }
      : rule !== null
        ? { projectId: rule.projectId, taskId: rule.taskId, description: (input.description ?? rule.description ?? event.title).trim(), accountKey: key }
        : null;
    if (work === null) {
      const title = event.title || i18n._({ id: 'eventFill.thisEventLower', message: 'this event' });
      return refused(i18n._({ id: 'eventFill.pickProject', message: 'Pick a project for “{title}”: Stint remembers it for the next time if you ask.', values: { title } }), { project: i18n._({ id: 'activity.pickProject.field', message: 'Pick a project.' }) });
    }
    const parts = input.anyTime === true ? partsAnyTime(event, coveredOf(s, this.person.now()), this.person.now()) : cal.fillable.filter((f) => f.eventKey === event.key).flatMap((f) => f.parts);
    if (parts.length === 0) return refused(nothingToFill(event, input.anyTime === true, this.person.now(), i18n));
    const r = await this.fillParts(parts, work);
    if (r.filled > 0 && input.remember !== undefined) {
      const match = input.remember === 'event' ? { kind: 'event' as const, calendarId: event.calendarId, uid: event.uid } : { kind: 'title' as const, title: event.title };
      // The description is remembered only when it is not the event's own title (then each event keeps its own).
      await this.book().remember({ match, accountKey: key, projectId: work.projectId, taskId: work.taskId, description: work.description === event.title.trim() ? null : work.description });
    }
    return r.result;
  }

  async fillMeetings(date: string): Promise<CommandResult & { filled?: number }> {
    const i18n = this.i18n;
    const offers = (this.person.snapshot().calendar?.fillable ?? []).filter((f) => f.date === date);
    const ready = offers.filter((f): f is EventFillView & { work: NonNullable<EventFillView['work']> } => f.work !== null);
    if (ready.length === 0) {
      return refused(
        offers.length === 0
          ? i18n._({ id: 'eventFill.noMeetingGap', message: 'No meeting of {date} has untracked time in your working hours.', values: { date } })
          : i18n._({ id: 'eventFill.noMeetingRule', message: 'No meeting of {date} has its project yet: fill one from its event with a project and have Stint remember it, then the others follow.', values: { date } }),
      );
    }
    let filled = 0;
    const said: string[] = [];
    for (const f of ready) {
      const r = await this.fillParts(f.parts, f.work);
      filled += r.filled;
      if (!r.result.ok) said.push(i18n._({ id: 'activity.fillDay.notFilledOne', message: '{label}: {why}', values: { label: f.title || i18n._({ id: 'eventFill.anEvent', message: 'An event' }), why: r.result.message } }));
    }
    if (filled === 0) return refused(said.join(' '));
    return said.length === 0 ? { ok: true, filled } : { ok: false, message: i18n._({ id: 'activity.fillDay.some', message: '{filled} filled. Not filled: {why}', values: { filled, why: said.join(' ') } }), fields: {}, filled };
  }

  forgetEventRule(ruleId: string): Promise<CommandResult> {
    return this.book().forgetRule(ruleId);
  }

  private fillParts(parts: readonly Span[], work: FillWork): ReturnType<typeof fillParts> {
    return fillParts(this.person, parts, work, this.i18n);
  }
}

/** Every account's entries the window knows of, as spans (today's, the week's, the other accounts'). */
function coveredOf(s: Snapshot, now: number): Span[] {
  const offset = s.zone.offsetMinutes;
  const own = [...s.todayEntries, ...(s.shownWeek?.days.flatMap((d) => d.entries) ?? [])];
  return [...own, ...(s.accounts?.otherEntries ?? []).map((o) => o.entry)].flatMap((e) => entrySpans(e, now, offset));
}
