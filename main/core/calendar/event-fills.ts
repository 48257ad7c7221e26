// Which of an event's time a fill may take (issue 42, items 3 and 4): only what lies inside the
// day's gaps (working hours, untracked, passed), so a fill from an event is never laid over an
// entry, nor outside working hours; or, when the person asks, any of its passed time that no
// entry covers. Whole seconds, as entries are stored; slivers under a minute are left, as the
// timeline's gaps leave them. Pure.

import type { CalendarEventView, DayTimelineView, EventFillView } from '../snapshot.ts';
import { mergeSpans, uncovered, type Span } from '../time/entry-span.ts';
import { ruleFor, type EventRule } from './event-rules.ts';
import { sourceWords, type I18n } from '../../i18n/words.ts';

/** A part shorter than this is the seconds beside an entry, not a meeting's time. */
export const MIN_FILL_SECONDS = 60;

function whole(s: Span): Span | null {
  const start = Math.ceil(s.start / 1000) * 1000;
  const end = Math.floor(s.end / 1000) * 1000;
  return end - start >= MIN_FILL_SECONDS * 1000 ? { start, end } : null;
}

/** The event's time inside the gaps, one part per gap it reaches into. */
export function partsInGaps(event: Span, gaps: readonly Span[]): Span[] {
  return gaps.flatMap((g) => whole({ start: Math.max(g.start, event.start), end: Math.min(g.end, event.end) }) ?? []);
}

/** The event's passed time that none of `covered` (the person's entries, every account's) takes. */
export function partsAnyTime(event: Span, covered: readonly Span[], now: number): Span[] {
  const passed = { start: event.start, end: Math.min(event.end, now) };
  if (passed.end <= passed.start) return [];
  return uncovered(passed, mergeSpans(covered)).flatMap((s) => whole(s) ?? []);
}

/**
 * Why a fill from `event` found nothing to take, in words: an event still to come is said to
 * be so (a fill takes only passed time), not "tracked already".
 */
export function nothingToFill(event: { readonly title: string; readonly start: number }, anyTime: boolean, now: number, i18n: I18n = sourceWords()): string {
  const name = event.title || i18n._({ id: 'eventFill.thisEvent', message: 'This event' });
  if (event.start >= now) return i18n._({ id: 'eventFill.notBegun', message: '{name} has not begun yet: a fill takes only time that has passed. Fill it once it has begun, or after it ends.', values: { name } });
  if (!anyTime) return i18n._({ id: 'eventFill.noGap', message: '{name} has no untracked time in your working hours: nothing to fill (to fill it outside them, ask for any time).', values: { name } });
  if (now - event.start < MIN_FILL_SECONDS * 1000) return i18n._({ id: 'eventFill.justBegun', message: '{name} began less than a minute ago: fill it once more of it has passed.', values: { name } });
  return i18n._({ id: 'eventFill.allTracked', message: '{name}: all of its time that has passed is tracked already.', values: { name } });
}

export interface FillableInput {
  /** Today's and the shown week's events (an event in both is one). */
  readonly events: readonly CalendarEventView[];
  /** Today's timeline and the shown week's days (a day in both is one). */
  readonly days: readonly DayTimelineView[];
  readonly rules: readonly EventRule[];
  /** The account the fills go to: its rules serve. */
  readonly accountKey: string;
}

/** An offer of `e` on day `date` with `parts`, and the work `rules` give it in `accountKey`. */
function offerOf(e: CalendarEventView, date: string, parts: Span[], rules: readonly EventRule[], accountKey: string): EventFillView {
  const rule = ruleFor(rules, e, accountKey);
  const work = rule === null ? null : { projectId: rule.projectId, taskId: rule.taskId, description: rule.description ?? e.title, ruleId: rule.id, rule: rule.match.kind, accountKey: rule.accountKey };
  return { eventKey: e.key, title: e.title, colour: e.colour, date, parts, work };
}

const byStart = (a: EventFillView, b: EventFillView) => a.parts[0]!.start - b.parts[0]!.start;

/** Every timed event with untracked time in a day's gaps, one offer per day it reaches into, by start. */
export function fillableEvents(input: FillableInput): EventFillView[] {
  const days = [...new Map(input.days.map((d) => [d.date, d])).values()];
  const events = [...new Map(input.events.filter((e) => !e.allDay).map((e) => [e.key, e])).values()];
  const out: EventFillView[] = [];
  for (const e of events) {
    for (const d of days) {
      const parts = partsInGaps(e, d.gaps);
      if (parts.length > 0) out.push(offerOf(e, d.date, parts, input.rules, input.accountKey));
    }
  }
  return out.sort(byStart);
}

export interface OutsideInput extends FillableInput {
  /** Every account's entries the window knows of, as spans. */
  readonly covered: readonly Span[];
  readonly now: number;
  /** The local date of an instant, in the zone the days are of. */
  readonly dateOf: (ms: number) => string;
}

/**
 * The passed events with untracked time outside a day's working hours (an evening call), on
 * the day they begin: what a fill takes only when the person asks for any time.
 */
export function outsideEvents(input: OutsideInput): EventFillView[] {
  const days = new Map(input.days.map((d) => [d.date, d]));
  const events = [...new Map(input.events.filter((e) => !e.allDay).map((e) => [e.key, e])).values()];
  const out: EventFillView[] = [];
  for (const e of events) {
    const d = days.get(input.dateOf(e.start));
    if (d === undefined) continue;
    const parts = partsAnyTime(e, [...input.covered, ...d.windows], input.now);
    if (parts.length > 0) out.push(offerOf(e, d.date, parts, input.rules, input.accountKey));
  }
  return out.sort(byStart);
}
