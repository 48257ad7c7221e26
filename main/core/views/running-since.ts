// When the running timer began, for its "since": the entry's start as the service holds it
// (time_start on its date) when the run goes on from what the entry holds, the run's own
// start otherwise. The service keeps a start, a total and a stopwatch, and a stopwatch cannot
// start in the past: a start moved back ("started 10m ago" on a service that stops and starts
// the stopwatch around the update, read here in another folder), a start sent late, a timer
// going on after "Book it to…" all hold the time before the stopwatch in the total, and the
// stopwatch's instant is not when the work began. An entry continued after a pause holds its
// earlier time with a pause between: there "since" stays the run's own start (the command
// line's "since" as it was), as the timeline draws that run as a block of its own
// (time/entry-span.ts: the same minute joins a run to the stored part).

import type { EntryView } from '../snapshot.ts';
import { entrySpans } from '../time/entry-span.ts';

/** Epoch ms the running entry's run began as the person sees it; null when it is not running. */
export function runStartedAt(e: Pick<EntryView, 'date' | 'timeStart' | 'totalSeconds' | 'runningSince'>, offsetMinutes: number): number | null {
  if (e.runningSince === null) return null;
  // The last span at the instant after the run began: one with the stored part when they join.
  const spans = entrySpans(e, e.runningSince + 1, offsetMinutes);
  return spans.at(-1)?.start ?? e.runningSince;
}
