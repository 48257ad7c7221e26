// The part of a gap the person chose to fill: a start and an end typed in the gap's panel, read
// on the gap's day. A time typed to the minute the gap starts or ends in means the gap's own
// instant (the gap may start at 10:20:35, shown as 10:20), and the fields as first offered
// mean the whole gap, its end moving with the clock. Pure: the texts and the gap in, the
// instants or each field's reason out.

import type { GapView } from '../../main/core/snapshot.ts';
import { dateToUtcMs } from '../text/time.ts';
import { parseTimeOfDay } from '../text/time-input.ts';
import { whyNotATimeOfDay } from '../text/time-of-day-why.ts';
import { i18n } from '../i18n/words.ts';

const MINUTE = 60_000;

export interface GapPartInput {
  readonly gap: GapView;
  readonly offsetMinutes: number;
  /** The texts typed, and whether each is still as first offered. */
  readonly from: string;
  readonly to: string;
  readonly fromOffered: boolean;
  readonly toOffered: boolean;
  /** The gap's bounds and an example time, in the person's clock. */
  readonly words: { readonly start: string; readonly end: string; readonly example: string };
}

export type GapPart = { readonly start: number; readonly end: number } | { readonly fields: { readonly from?: string; readonly to?: string } };

export function gapPart(i: GapPartInput): GapPart {
  const { gap } = i;
  const dayStart = dateToUtcMs(gap.date) - i.offsetMinutes * MINUTE;
  const read = (text: string, offered: boolean, bound: number, endOfDay: boolean): number | string => {
    if (offered) return bound;
    const s = parseTimeOfDay(text, { endOfDay });
    if (s === undefined) return whyNotATimeOfDay(text, i.words.example) ?? i18n._({ id: 'gap.typeATime', message: 'Type a time, such as {example}.', values: { example: i.words.example } });
    const t = dayStart + s * 1000;
    // Within the minute the gap begins or ends in: the gap's own instant.
    if (t < gap.start && gap.start - t < MINUTE) return gap.start;
    if (t > gap.end && t - gap.end < MINUTE) return gap.end;
    return t < gap.start || t > gap.end ? i18n._({ id: 'gap.inside', message: 'Between {start} and {end}, inside the gap.', values: { start: i.words.start, end: i.words.end } }) : t;
  };
  const start = read(i.from, i.fromOffered, gap.start, false);
  const end = read(i.to, i.toOffered, gap.end, true);
  if (typeof start === 'string' || typeof end === 'string') {
    return { fields: { ...(typeof start === 'string' ? { from: start } : {}), ...(typeof end === 'string' ? { to: end } : {}) } };
  }
  if (end <= start) return { fields: { to: i18n._({ id: 'gap.laterThanStart', message: 'Later than the start ({start}).', values: { start: i.from.trim() } }) } };
  return { start, end };
}
