// The overlap rule: a new or moved entry of the person's never lies over another of theirs
// unless they confirmed it. The same rule serves the plan (against the entries shown) and the
// send (against the day as the service holds it, read just before: engine-preflight.ts).

import { entrySpans, type Span, type SpannedEntry } from '../time/entry-span.ts';
import { parseHms } from '../time/local-time.ts';
import { formatClockText } from '../time/clock-format.ts';
import type { HourCycle } from '../snapshot.ts';
import type { I18n } from '../../i18n/words.ts';

/** An entry another may overlap: its spans and what names it in words. */
export interface OverlapEntry extends SpannedEntry {
  readonly description: string;
  readonly timeEnd: string;
  /** Of another account of the person's: its name. */
  readonly accountName?: string;
}

/** A part of a new or moved entry: its day, its start (`HH:MM:SS`) and its length. */
export interface TimedPart {
  readonly date: string;
  readonly timeStart: string;
  /** `HH:MM:SS`. */
  readonly timeTotal: string;
}

/** The span a part will cover on the service; none when its times cannot be read. */
export function partSpans(parts: readonly TimedPart[], offsetMinutes: number): Span[] {
  return parts.flatMap((p) => {
    const total = parseHms(p.timeTotal);
    return Number.isNaN(total) ? [] : entrySpans({ date: p.date, timeStart: p.timeStart, totalSeconds: total, runningSince: null }, 0, offsetMinutes);
  });
}

/** The entries that lie over any of `spans` at `now` (touching ends do not overlap). */
export function overlapping<E extends OverlapEntry>(entries: readonly E[], spans: readonly Span[], now: number, offsetMinutes: number): E[] {
  return entries.filter((e) => entrySpans(e, now, offsetMinutes).some((a) => spans.some((b) => a.start < b.end && a.end > b.start)));
}

/** "“Spec” (09:00–11:00)" for the first entries hit, in the person's clock and the words of `i18n`. */
export function overlapNames(hits: readonly OverlapEntry[], hourCycle: HourCycle, i18n: I18n): string {
  const named = hits.slice(0, 2).map((e) => {
    const own =
      e.description.trim() === ''
        ? i18n._({ id: 'overlap.noDescription', message: 'an entry without a description' })
        : i18n._({ id: 'overlap.described', message: '“{description}”', values: { description: e.description } });
    // Another account's entry says whose it is: the person may not remember it was booked there.
    const name = e.accountName ? i18n._({ id: 'overlap.inAccount', message: '{entry} in {account}', values: { entry: own, account: e.accountName } }) : own;
    const end = e.runningSince !== null ? i18n._({ id: 'overlap.now', message: 'now' }) : formatClockText(e.timeEnd, hourCycle);
    return `${name} (${formatClockText(e.timeStart, hourCycle)}–${end})`;
  });
  return hits.length > 2
    ? i18n._({ id: 'overlap.namesMore', message: '{first} and {second} and {count} more', values: { first: named[0]!, second: named[1]!, count: hits.length - 2 } })
    : named.length === 2
      ? i18n._({ id: 'overlap.namesTwo', message: '{first} and {second}', values: { first: named[0]!, second: named[1]! } })
      : (named[0] ?? '');
}
