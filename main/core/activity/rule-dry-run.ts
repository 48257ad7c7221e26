// What a rule would do, before it is saved (issue 73, item 3): "this rule would book 6:40 over
// 9 days; 1:10 of it is booked already". Over the days the record keeps, the windows the rule
// would serve (the first that matches serves, so a rule placed after another that matches the
// same window books none of it), merged the person's way (merge-parts.ts: breaks bridged only
// where the record shows nothing), and of that the time any account's entries already lie
// over. Entries are the ones Stint holds (today's, the week shown): a day whose entries it
// does not hold is named, its booked time not counted. Pure.

import { coveredMs, mergeSpans, uncovered, type Span } from '../time/entry-span.ts';
import type { Stretch } from './activity-lines.ts';
import { ruleForWindow, type ActivityRule } from './activity-rules.ts';
import { ownParts, type MergeRules } from './merge-parts.ts';
import { sourceWords, type I18n } from '../../i18n/words.ts';

export interface DryRunDay {
  readonly date: string;
  /** The parts the rule would book, whole seconds. */
  readonly parts: readonly Span[];
  readonly seconds: number;
  /** Of `seconds`, what entries already lie over; null: this day's entries are not held. */
  readonly bookedSeconds: number | null;
  /** The parts a booking would still take: `parts` less the entries (all of `parts` when they are not held). */
  readonly open: readonly Span[];
}

export interface DryRun {
  readonly seconds: number;
  /** Days with some time for the rule. */
  readonly days: number;
  /** Of `seconds`, the time entries already lie over, in the days whose entries are held. */
  readonly bookedSeconds: number;
  /** Days with time for the rule whose entries Stint does not hold (their booked time is not counted). */
  readonly unchecked: readonly string[];
  readonly perDay: readonly DryRunDay[];
}

export interface DryRunInput {
  /** The rule, placed among the person's rules as it would be saved (a new rule goes first). */
  readonly rule: ActivityRule;
  readonly rules: readonly ActivityRule[];
  readonly days: readonly { readonly date: string; readonly stretches: readonly Stretch[] }[];
  readonly merge: MergeRules;
  /** Every account's entries, by date, for the dates whose entries are held. */
  readonly booked: ReadonlyMap<string, readonly Span[]>;
}

const sum = (spans: readonly Span[]): number => spans.reduce((n, s) => n + s.end - s.start, 0);

export function dryRun(input: DryRunInput): DryRun {
  // A window comes back many times over the days (a day is some hundreds of stretches of a few
  // dozen windows): the rule that serves it is found once.
  const served = new Map<string, boolean>();
  const mine = (s: Stretch): boolean => {
    const key = `${s.app}\u0000${s.title}\u0000${s.url ?? ''}`;
    let is = served.get(key);
    if (is === undefined) {
      is = ruleForWindow(input.rules, s)?.id === input.rule.id;
      served.set(key, is);
    }
    return is;
  };
  const perDay = input.days.flatMap((d): DryRunDay[] => {
    const { parts } = ownParts(d.stretches, mine, input.merge);
    if (parts.length === 0) return [];
    const booked = input.booked.get(d.date);
    const covered = booked === undefined ? null : mergeSpans(booked);
    const seconds = Math.round(sum(parts) / 1000);
    return [
      {
        date: d.date,
        parts,
        seconds,
        bookedSeconds: covered === null ? null : Math.round(parts.reduce((n, p) => n + coveredMs(p, covered), 0) / 1000),
        open: covered === null ? parts : parts.flatMap((p) => uncovered(p, covered)),
      },
    ];
  });
  return {
    seconds: perDay.reduce((n, d) => n + d.seconds, 0),
    days: perDay.length,
    bookedSeconds: perDay.reduce((n, d) => n + (d.bookedSeconds ?? 0), 0),
    unchecked: perDay.filter((d) => d.bookedSeconds === null).map((d) => d.date),
    perDay,
  };
}

/** "This rule would book 6:40 over 9 days; 1:10 of it is booked already.", in the words of `i18n` (English when none is given). */
export function dryRunText(r: DryRun, i18n: I18n = sourceWords()): string {
  if (r.seconds === 0) return i18n._({ id: 'dryRun.nothing', message: 'This rule would book nothing: no window the record keeps matches it (or a rule before it serves them).' });
  const booked =
    r.bookedSeconds === 0
      ? i18n._({ id: 'dryRun.bookedNone', message: 'none of it is booked already' })
      : i18n._({ id: 'dryRun.bookedSome', message: '{length} of it is booked already', values: { length: hm(r.bookedSeconds) } });
  const values = { length: hm(r.seconds), days: r.days, booked };
  if (r.unchecked.length === 0) return i18n._({ id: 'dryRun.would', message: 'This rule would book {length} over {days, plural, one {{days} day} other {{days} days}}; {booked}.', values });
  const unread =
    r.unchecked.length === 1
      ? i18n._({ id: 'dryRun.unreadDay', message: "{date}'s entries are not read here: not counted", values: { date: r.unchecked[0]! } })
      : i18n._({ id: 'dryRun.unreadDays', message: 'the entries of {count} days are not read here: not counted', values: { count: r.unchecked.length } });
  return i18n._({ id: 'dryRun.wouldUnread', message: 'This rule would book {length} over {days, plural, one {{days} day} other {{days} days}}; {booked} ({unread}).', values: { ...values, unread } });
}

/** Hours and minutes as the issue writes them: 6:40. */
const hm = (seconds: number): string => {
  const m = Math.round(seconds / 60);
  return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
};
