// A time typed without AM/PM on a 12-hour clock, read as the person means it: the window's
// copy of the engine's rule (main/core/time/typed-clock.ts), in seconds of one day, so a
// preview shows what the engine will store (test/renderer/text/time-meant.test.ts checks the
// two agree). A start is the latest such time not later than now, a time inside an entry the
// one within it, an end the next such time after its start (the same time typed again is that
// time), a start before a kept end the last such time before it; an edited entry's time the one
// nearest its own times; a start of an earlier day a working day's, nearest its 1 PM (7:00 AM
// to 6:59 PM). A 24-hour clock, a leading zero ("03:30"), seconds ("10:30:15", an entry's own)
// or AM/PM read as typed.

import type { HourCycle } from '../../main/core/snapshot.ts';

/** An earlier day's time without AM or PM is a working day's, nearest its 1 PM: the engine's MIDDAY_S (main/core/time/typed-entry-times.ts; a test holds them equal). */
export const MIDDAY_S = 13 * 3600;

export type DayRule =
  | { readonly kind: 'not-after'; readonly limit: number }
  | { readonly kind: 'within'; readonly from: number; readonly to: number }
  | { readonly kind: 'after'; readonly from: number }
  | { readonly kind: 'before'; readonly to: number }
  /** An edit: nearest the entry's own times (`from` its start `to` its end); as near either way, by `tie`. */
  | { readonly kind: 'near'; readonly from: number; readonly to: number; readonly tie: DayRule }
  /** A start of an earlier day: nearest `at` (now's seconds of the day) round the clock; six hours either way, as typed. */
  | { readonly kind: 'nearest-clock'; readonly at: number }
  | { readonly kind: 'as-typed' };

const HALF_DAY = 43_200;

/** Hours 1 to 12 typed without AM/PM and without a leading zero: the other half of the day is a reading too. */
function open(text: string, seconds: number, hourCycle: HourCycle): boolean {
  const t = text.trim();
  const h = Math.floor(seconds / 3600);
  return hourCycle === 'h12' && !/[ap]|noon|midnight/i.test(t) && !t.startsWith('0') && !/\d[:.]\d{2}[:.]\d{2}/.test(t) && h >= 1 && h <= 12;
}

/** The seconds of the day `text` (read as `seconds` as typed) means under `rule`. */
export function timeMeant(text: string, seconds: number, hourCycle: HourCycle, rule: DayRule): number {
  if (!open(text, seconds, hourCycle)) return seconds;
  return pick([seconds, (seconds + HALF_DAY) % (2 * HALF_DAY)], rule);
}

/** The candidates nearest by `distance` (both, when as near), as typed first. */
function nearest(candidates: readonly number[], distance: (c: number) => number): number[] {
  const least = Math.min(...candidates.map(distance));
  return candidates.filter((c) => distance(c) === least);
}

/** The reading `rule` means among `candidates` (seconds of the day, as typed first). */
function pick(candidates: readonly number[], rule: DayRule): number {
  const typed = candidates[0]!;
  const sorted = [...candidates].sort((a, b) => a - b);
  switch (rule.kind) {
    case 'not-after':
      return sorted.filter((c) => c <= rule.limit).at(-1) ?? typed;
    case 'within':
      return sorted.find((c) => c >= rule.from && c <= rule.to) ?? typed;
    case 'after':
      return typed === rule.from ? typed : (sorted.find((c) => c > rule.from) ?? typed);
    case 'before':
      return sorted.filter((c) => c < rule.to).at(-1) ?? typed;
    case 'near':
      return pick(nearest(candidates, (c) => Math.max(0, rule.from - c, c - rule.to)), rule.tie);
    case 'nearest-clock': {
      const best = nearest(candidates, (c) => Math.min(Math.abs(c - rule.at), 2 * HALF_DAY - Math.abs(c - rule.at)));
      return best.length === 1 ? best[0]! : typed;
    }
    case 'as-typed':
      return typed;
  }
}

/** Seconds into the account's day now (the page's clock; the harness sets it in tests). */
export function secondsOfDayNow(offsetMinutes: number): number {
  const s = Math.floor(Date.now() / 1000) + offsetMinutes * 60;
  return ((s % 86_400) + 86_400) % 86_400;
}
