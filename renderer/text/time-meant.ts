// A time typed without AM/PM on a 12-hour clock, read as the person means it: the window's
// copy of the engine's rule (main/core/time/typed-clock.ts), in seconds of one day, so a
// preview shows what the engine will store (test/renderer/text/time-meant.test.ts checks the
// two agree). A start is the latest such time not later than now, a time inside an entry the
// one within it, an end the next such time after its start (the same time typed again is that
// time), a start before a kept end the last such time before it. A 24-hour clock, a leading
// zero ("03:30"), seconds ("10:30:15", an entry's own) or AM/PM read as typed.

import type { HourCycle } from '../../main/core/snapshot.ts';

export type DayRule =
  | { readonly kind: 'not-after'; readonly limit: number }
  | { readonly kind: 'within'; readonly from: number; readonly to: number }
  | { readonly kind: 'after'; readonly from: number }
  | { readonly kind: 'before'; readonly to: number }
  | { readonly kind: 'as-typed' };

const HALF_DAY = 43_200;

/** Hours 1 to 12 typed without AM/PM and without a leading zero: the other half of the day is a reading too. */
function open(text: string, seconds: number, hourCycle: HourCycle): boolean {
  const t = text.trim();
  const h = Math.floor(seconds / 3600);
  return hourCycle === 'h12' && !/[ap]/i.test(t) && !t.startsWith('0') && !/\d[:.]\d{2}[:.]\d{2}/.test(t) && h >= 1 && h <= 12;
}

/** The seconds of the day `text` (read as `seconds` as typed) means under `rule`. */
export function timeMeant(text: string, seconds: number, hourCycle: HourCycle, rule: DayRule): number {
  if (!open(text, seconds, hourCycle)) return seconds;
  const sorted = [seconds, (seconds + HALF_DAY) % (2 * HALF_DAY)].sort((a, b) => a - b);
  switch (rule.kind) {
    case 'not-after':
      return sorted.filter((c) => c <= rule.limit).at(-1) ?? seconds;
    case 'within':
      return sorted.find((c) => c >= rule.from && c <= rule.to) ?? seconds;
    case 'after':
      return seconds === rule.from ? seconds : (sorted.find((c) => c > rule.from) ?? seconds);
    case 'before':
      return sorted.filter((c) => c < rule.to).at(-1) ?? seconds;
    case 'as-typed':
      return seconds;
  }
}

/** Seconds into the account's day now (the page's clock; the harness sets it in tests). */
export function secondsOfDayNow(offsetMinutes: number): number {
  const s = Math.floor(Date.now() / 1000) + offsetMinutes * 60;
  return ((s % 86_400) + 86_400) % 86_400;
}
