// Time tracked in one account is not a gap in another's day: the gaps of the account shown,
// less every other account's entries (each account's entries read in its own zone, as
// instants). A pure function; the gaps' rules are the engine's own (views/gaps.ts): whole
// seconds, a minute at least, `away` when away stretches cover most of one.

import type { AwayStretch, DayTimelineView, GapView, TimelineView } from '../snapshot.ts';
import { MIN_GAP_SECONDS, largestFirst } from '../views/gaps.ts';
import { coveredMs, mergeSpans, uncovered, type Span } from '../time/entry-span.ts';

export function gapsBesideOthers(gaps: readonly GapView[], away: readonly AwayStretch[], others: readonly Span[], min = MIN_GAP_SECONDS): GapView[] {
  const covered = mergeSpans(others);
  if (covered.length === 0) return [...gaps];
  const awaySpans = mergeSpans(away);
  const out: GapView[] = [];
  for (const gap of gaps) {
    for (const part of uncovered(gap, covered)) {
      const start = Math.ceil(part.start / 1000) * 1000;
      const end = Math.floor(part.end / 1000) * 1000;
      const seconds = (end - start) / 1000;
      if (seconds < min) continue;
      if (start === gap.start && end === gap.end) {
        out.push(gap);
        continue;
      }
      const awaySeconds = Math.floor(coveredMs({ start, end }, awaySpans) / 1000);
      out.push(Object.freeze({ date: gap.date, start, end, seconds, kind: awaySeconds * 2 > seconds ? 'away' : 'present', awaySeconds }));
    }
  }
  return out;
}

/** The timeline of the account shown, today's and the shown week's days' gaps (and the largest, for the tray) less the other accounts' entries. */
export function timelineBesideOthers(timeline: TimelineView, others: readonly Span[]): TimelineView {
  if (others.length === 0) return timeline;
  const beside = (day: DayTimelineView): DayTimelineView => ({ ...day, gaps: gapsBesideOthers(day.gaps, day.away, others) });
  const today = beside(timeline.today);
  return { today, largestGaps: largestFirst(today.gaps), week: timeline.week.map(beside) };
}

