// Today's gaps and away stretches as the command line prints them, numbered in time order;
// `fill <gap#>` looks the number up here again, so `gaps` and `fill 2` mean the same gap.

import type { GapView, Snapshot } from '../core/stint.ts';
import { formatInstantClock } from '../core/time/clock-format.ts';
import { formatDuration } from '../core/views/totals.ts';
import type { I18n } from '../i18n/words.ts';

type Timed = Pick<Snapshot, 'zone' | 'display'>;

/** "10:00–12:00" in the account's zone and the display's clock. */
export function spanText(span: { readonly start: number; readonly end: number }, s: Timed): string {
  const at = (ms: number) => formatInstantClock(ms, s.zone.offsetMinutes, s.display.hourCycle);
  return `${at(span.start)}–${at(span.end)}`;
}

/**
 * What each gap's number stands for, to tell in a later command (or run) whether the list
 * printed still holds: its span, a gap that runs up to the present (its end is `now`, within
 * the minute the snapshot may lag) as "now", since that end moves on by itself.
 */
export function gapKeys(s: Partial<Pick<Snapshot, 'timeline'>>, now: number): string[] {
  return (s.timeline?.today.gaps ?? []).map((g) => `${g.start}-${g.end >= now - 60_000 ? 'now' : g.end}`);
}

export function gapNumbered(s: Partial<Pick<Snapshot, 'timeline'>>, n: number): GapView | undefined {
  return s.timeline?.today.gaps[n - 1];
}

const signInFirst = (i18n: I18n): string => i18n._({ id: 'cli.gaps.signInFirst', message: 'Sign in first.' });

export function renderGaps(s: Pick<Snapshot, 'session' | 'zone' | 'display'> & Partial<Pick<Snapshot, 'timeline'>>, i18n: I18n): string[] {
  if (s.session.state !== 'signed_in') return [signInFirst(i18n)];
  const gaps = s.timeline?.today.gaps ?? [];
  if (gaps.length === 0) return [i18n._({ id: 'cli.gaps.none', message: 'No untracked time today within working hours.' })];
  const width = String(gaps.length).length;
  return [
    i18n._({ id: 'cli.gaps.header', message: 'Untracked today, within working hours:' }),
    ...gaps.map((g, i) => {
      const kind = i18n._({ id: 'cli.gaps.kind', message: '{kind, select, away {away} other {untracked}}', values: { kind: g.kind } });
      return `  ${String(i + 1).padStart(width)}. ${spanText(g, s)}  ${formatDuration(g.seconds).padStart(5)}  ${kind}`;
    }),
    i18n._({ id: 'cli.gaps.fillHint', message: 'fill <gap#> <recent#> makes one an entry (continue lists the recent entries).' }),
  ];
}

export function renderAway(s: Pick<Snapshot, 'session' | 'zone' | 'display'> & Partial<Pick<Snapshot, 'timeline'>>, i18n: I18n): string[] {
  if (s.session.state !== 'signed_in') return [signInFirst(i18n)];
  const away = s.timeline?.today.away ?? [];
  if (away.length === 0) return [i18n._({ id: 'cli.away.none', message: 'No time away today (only stretches longer than the idle threshold are kept).' })];
  return [
    i18n._({ id: 'cli.away.header', message: 'Away today (kept on this computer only):' }),
    ...away.map((a) => {
      const kind = i18n._({ id: 'cli.away.kind', message: '{kind, select, idle {idle} lock {locked} other {asleep}}', values: { kind: a.kind } });
      return `  ${spanText(a, s)}  ${formatDuration(Math.floor((a.end - a.start) / 1000)).padStart(5)}  ${kind}`;
    }),
  ];
}
