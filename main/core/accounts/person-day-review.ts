// A day of the activity record reviewed and booked in bulk (issue 73, item 1): today,
// yesterday or any day kept opens as its stretches beside that day's entries, every account's
// (a past day's week is read in every account signed in, as showing that week reads it); some
// stretches selected are booked, merged the person's way, to one project and task as one
// correction in the account of that project (engine `bookParts`: checked as a gap fill, sent
// each on its own, one Undo). A booking never lies over an entry of any account: the parts
// leave out what entries cover, and none is made while an account's entries of the day are
// not read. What the preview shows is what is booked: a booking that names the parts it was
// shown is refused when they are no longer what it would take.

import { mostlyIn } from '../activity/activity-fills.ts';
import type { Stretch } from '../activity/activity-lines.ts';
import { reviewStretches, selectionBooking } from '../activity/day-review.ts';
import { mergeRulesOf } from '../activity/merge-parts.ts';
import type { ActivityBookingView, ActivityDayReviewView, ActivityReviewEntryView, EntryView, Snapshot } from '../snapshot.ts';
import type { ActivityBookingInput, ActivitySelectionInput, BookPartsInput, CommandResult, ManualEntryResult } from '../stint-api.ts';
import { entrySpans, type Span } from '../time/entry-span.ts';
import { addDays } from '../time/local-time.ts';
import { wordsFor, type I18n } from '../../i18n/words.ts';

const refused = (message: string, fields: Record<string, string> = {}): Extract<CommandResult, { ok: false }> => ({ ok: false, message, fields });

/** The person's side a review needs. */
export interface ReviewPerson {
  /** The window's snapshot (the person's settings, today). */
  merged(): Snapshot;
  /** Every account on this computer with its snapshot. */
  named(): readonly { readonly key: string; readonly name: string; readonly snapshot: Snapshot }[];
  inUseKey(): string;
  now(): number;
  /** Every signed-in account shows the week of `date` (its entries read). */
  showWeek(date: string): Promise<CommandResult>;
  bookIn(accountKey: string, input: BookPartsInput): Promise<ManualEntryResult>;
  /** The review opened, closed or read anew: the snapshot is made again. */
  changed(): void;
}

/** The record's side a review needs. */
export interface ReviewRecord {
  day(date: string): Promise<readonly Stretch[]>;
  dates(): Promise<readonly string[]>;
  todayNow(): readonly Stretch[];
}

/** An account's entries of `date` as it holds them: today's (and its running entry), or the week shown's day; null: not read. */
function entriesOn(s: Snapshot, date: string): readonly EntryView[] | null {
  if (date === s.today) return s.running && !s.todayEntries.some((e) => e.key === s.running!.key) ? [s.running, ...s.todayEntries] : s.todayEntries;
  const week = s.shownWeek;
  if (week === null || week.state !== 'ready' || date < week.start || date > week.end) return null;
  return week.days.find((d) => d.date === date)?.entries ?? null;
}

/** Every signed-in account's entries of `date`, as instants; `held`: every one of them has read the day. */
export function dayEntries(accounts: readonly { readonly key: string; readonly name: string; readonly snapshot: Snapshot }[], date: string, now: number): { readonly held: boolean; readonly entries: ActivityReviewEntryView[] } {
  const signedIn = accounts.filter((a) => a.snapshot.session.state === 'signed_in');
  let held = signedIn.length > 0;
  const entries: ActivityReviewEntryView[] = [];
  for (const a of signedIn) {
    const list = entriesOn(a.snapshot, date);
    if (list === null) {
      held = false;
      continue;
    }
    for (const e of list) {
      for (const span of entrySpans(e, now, a.snapshot.zone.offsetMinutes)) {
        entries.push({ accountKey: a.key, accountName: a.name, key: e.key, start: span.start, end: span.end, projectName: e.projectName, taskName: e.taskName, description: e.description });
      }
    }
  }
  return { held, entries: entries.sort((x, y) => x.start - y.start) };
}

const hm = (seconds: number): string => {
  const m = Math.round(seconds / 60);
  return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
};

const sameParts = (a: readonly Span[], b: readonly Span[]): boolean => a.length === b.length && a.every((p, i) => p.start === b[i]!.start && p.end === b[i]!.end);

export class PersonDayReview {
  /** The day open, with its stretches as read when it was opened (today's are read live). */
  private open: { readonly date: string; readonly stretches: readonly Stretch[] } | null = null;
  /**
   * Where a past day's review moved the week shown (to read that day's entries in every
   * account), and the week shown before it: closing the review shows that one again, unless the
   * person has chosen another week meanwhile. Otherwise reviewing a day of last week left Today
   * on last week.
   */
  private moved: { readonly from: string; readonly to: string } | null = null;

  constructor(
    private readonly record: () => ReviewRecord,
    private readonly person: ReviewPerson,
  ) {}

  /** The words of the person's language now (the window's snapshot says which). */
  private words(): I18n {
    return wordsFor(this.person.merged().language);
  }

  /** Opens `date` (today, or a day the record keeps): a past day's week is read in every account signed in. */
  async openDay(date: string): Promise<CommandResult> {
    const i18n = this.words();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || addDays(date, 0) !== date) {
      return refused(i18n._({ id: 'review.dayFormat', message: 'Give the day as YYYY-MM-DD, such as 2026-03-09.' }), { date: i18n._({ id: 'review.dayFormat.field', message: 'Give the day as YYYY-MM-DD.' }) });
    }
    const today = this.person.merged().today;
    if (date > today) return refused(i18n._({ id: 'review.notYet', message: '{date} has not come yet: there is nothing recorded to review.', values: { date } }), { date: i18n._({ id: 'review.notYet.field', message: 'Pick today or an earlier day.' }) });
    const kept = await this.record().dates();
    if (date !== today && !kept.includes(date)) {
      return refused(i18n._({ id: 'review.notKept', message: 'The record keeps nothing of {date}: it was not recorded, or it is past the days kept.', values: { date } }), { date: i18n._({ id: 'review.notKept.field', message: 'Pick a day the record keeps.' }) });
    }
    const stretches = date === today ? [] : await this.record().day(date);
    this.open = { date, stretches };
    this.person.changed();
    // Read after the review shows: the stretches are there at once, the entries once read.
    if (date !== today) {
      const from = this.moved?.from ?? this.person.merged().shownWeek?.start ?? today;
      const r = await this.person.showWeek(date);
      const to = this.person.merged().shownWeek?.start;
      this.moved = to !== undefined && to !== from ? { from, to } : null;
      this.person.changed();
      if (!r.ok) return r;
    }
    return { ok: true };
  }

  async closeDay(): Promise<CommandResult> {
    this.open = null;
    const moved = this.moved;
    this.moved = null;
    this.person.changed();
    if (moved !== null && this.person.merged().shownWeek?.start === moved.to) {
      const r = await this.person.showWeek(moved.from);
      this.person.changed();
      if (!r.ok) return r;
    }
    return { ok: true };
  }

  private stretchesOf(date: string, today: string): readonly Stretch[] | null {
    if (this.open === null || this.open.date !== date) return null;
    return date === today ? this.record().todayNow() : this.open.stretches;
  }

  /** The day open, for the snapshot (`merged`: the window's, without it); null: none. */
  view(merged: Snapshot): ActivityDayReviewView | null {
    if (this.open === null) return null;
    const { date } = this.open;
    const stretches = this.stretchesOf(date, merged.today) ?? [];
    const { held, entries } = dayEntries(this.person.named(), date, this.person.now());
    const i18n = wordsFor(merged.language);
    const message = held ? null : i18n._({ id: 'review.reading', message: 'The entries of {date} are being read in every account: booking waits for them, so that nothing is booked over time already booked.', values: { date } });
    return { date, held, message, stretches: reviewStretches(stretches, entries), entries };
  }

  /** What booking the stretches `input.starts` of the day open takes, merged as the settings say, less every account's entries. */
  preview(input: ActivitySelectionInput): CommandResult & { booking?: ActivityBookingView } {
    const merged = this.person.merged();
    const i18n = wordsFor(merged.language);
    const stretches = this.stretchesOf(input.date, merged.today);
    if (stretches === null) return notOpen(input.date, i18n);
    const starts = new Set(input.starts);
    const missing = input.starts.filter((s) => !stretches.some((x) => x.start === s));
    if (missing.length > 0) {
      return refused(i18n._({ id: 'review.stretchesGone', message: 'Some stretches selected are no longer in the record (deleted since?): look at the day again.' }), { starts: i18n._({ id: 'review.stretchesGone.field', message: 'Select the stretches again.' }) });
    }
    if (starts.size === 0) return refused(i18n._({ id: 'review.selectFirst', message: 'Select the stretches to book first.' }), { starts: i18n._({ id: 'review.selectFirst.field', message: 'Select at least one stretch.' }) });
    const { entries } = dayEntries(this.person.named(), input.date, this.person.now());
    const b = selectionBooking(stretches, starts, entries, mergeRulesOf(merged.settings.activity));
    const picked = stretches.filter((s) => starts.has(s.start));
    const w = mostlyIn({ start: Math.min(...picked.map((s) => s.start)), end: Math.max(...picked.map((s) => s.end)) }, picked);
    return { ok: true, booking: { ...b, label: w === null ? '' : w.title.trim() === '' ? w.app : w.title } };
  }

  /** Books the stretches selected to one project and task, as one correction in that project's account. */
  async book(input: ActivityBookingInput): Promise<ManualEntryResult> {
    const i18n = this.words();
    const review = this.view(this.person.merged());
    if (review === null || review.date !== input.date) return notOpen(input.date, i18n);
    if (!review.held) return refused(review.message!);
    const p = this.preview(input);
    if (!p.ok) return p;
    const b = p.booking!;
    if (input.seen !== undefined && !sameParts(input.seen, b.parts)) {
      return refused(i18n._({ id: 'review.changed', message: 'What this booking would take changed since it was shown (an entry added, a setting changed): look at the preview again. Nothing was booked.' }));
    }
    if (b.parts.length === 0) {
      return refused(
        b.bookedSeconds > 0
          ? i18n._({ id: 'review.allBooked', message: 'All of this time is booked already: nothing was booked.' })
          : i18n._({ id: 'review.tooShort', message: 'No part of this is as long as the shortest entry from the record: nothing was booked.' }),
      );
    }
    const key = input.accountKey ?? this.person.inUseKey();
    const account = this.person.named().find((a) => a.key === key);
    if (!account) return refused(i18n._({ id: 'review.accountGone', message: 'That account is no longer here: pick a project again.' }), { project: i18n._({ id: 'review.accountGone.field', message: 'Pick a project again.' }) });
    const description = (input.description ?? b.label).trim();
    const project = account.snapshot.projects.find((x) => x.id === input.projectId)?.name;
    const words =
      project === undefined
        ? i18n._({ id: 'review.bookedItsProject', message: 'Booked {length} of {date} from the activity record to its project', values: { length: hm(b.seconds), date: input.date } })
        : i18n._({ id: 'review.booked', message: 'Booked {length} of {date} from the activity record to {project}', values: { length: hm(b.seconds), date: input.date, project } });
    return this.person.bookIn(key, { parts: b.parts, projectId: input.projectId, taskId: input.taskId ?? null, description, words });
  }
}

/** The refusal of a day that is not the one open for review. */
function notOpen(date: string, i18n: I18n): ReturnType<typeof refused> {
  return refused(i18n._({ id: 'review.notOpen', message: '{date} is not the day open for review: open it first.', values: { date } }), { date: i18n._({ id: 'review.notOpen.field', message: 'Open this day first.' }) });
}
