// The activity record in a person's words (issue 62): an application's time and its titles'
// ("Figma, 40 minutes: Homepage — Acme, 30 minutes; Logo, 10 minutes"), the colour an
// application keeps on the lane and in its list, the entry a fill from activity just booked
// (found again for "Always book … to …?", whose key may change once the service answers).
// Pure.

import type { ActivityAppView, ActivityStretchView, EntryView } from '../../main/core/snapshot.ts';
import { dateToUtcMs, formatDurationWords } from '../text/time.ts';
import { entrySpans } from './timeline-layout.ts';
import { i18n } from '../i18n/words.ts';

/** "Figma, 40 minutes: Homepage — Acme, 30 minutes; Logo, 10 minutes" (the titles the longest first; an application without titles alone). */
export function appWords(a: ActivityAppView): string {
  const titles = a.titles.filter((t) => t.title.trim() !== '');
  const app = a.app;
  const duration = formatDurationWords(a.seconds);
  if (titles.length === 0) return i18n._({ id: 'activity.app', message: '{app}, {duration}', values: { app, duration } });
  const said = titles.map((t) => i18n._({ id: 'activity.title', message: '{title}, {duration}', values: { title: t.title, duration: formatDurationWords(t.seconds) } })).join('; ');
  return i18n._({ id: 'activity.appTitles', message: '{app}, {duration}: {titles}', values: { app, duration, titles: said } });
}

/**
 * A hue an application keeps wherever it is drawn (the lane's bars, the swatches of its
 * list): the same name, the same colour, run after run. Decoration only: every bar is named
 * in words in the list.
 */
export function appHue(app: string): number {
  let h = 0;
  for (const ch of app) h = (h * 31 + (ch.codePointAt(0) ?? 0)) % 360;
  return h;
}

/** The day's applications cut to `shown`, and how many more there are. */
export function firstApps(apps: readonly ActivityAppView[], shown: number): { readonly apps: readonly ActivityAppView[]; readonly more: number } {
  return { apps: apps.slice(0, shown), more: Math.max(0, apps.length - shown) };
}

/** What a fill from activity booked, to find its entry again. */
export interface BookedFromActivity {
  readonly date: string;
  /** Where the entry begins (the fill's first part). */
  readonly start: number;
  readonly projectId: number;
  /** The window the gap was mostly spent in: what the rule is named for. */
  readonly label: string;
}

/** The key of the entry `b` booked, as the snapshot shows it now; null: not shown (yet, or any more). */
export function bookedEntryKey(entries: readonly EntryView[], b: BookedFromActivity, offsetMinutes: number, now: number): string | null {
  const dayStart = dateToUtcMs(b.date) - offsetMinutes * 60_000;
  const found = entries.find((e) => e.date === b.date && e.projectId === b.projectId && entrySpans(e, dayStart, now).some((s) => Math.abs(s.start - b.start) < 1_000));
  return found?.key ?? null;
}

/** The window (its title, else its application) most of `span` was spent in; null: nothing recorded in it. */
export function mostlyUnder(stretches: readonly ActivityStretchView[], span: { readonly start: number; readonly end: number }): string | null {
  const by = new Map<string, number>();
  for (const x of stretches) {
    const ms = Math.min(x.end, span.end) - Math.max(x.start, span.start);
    const name = x.title.trim() === '' ? x.app : x.title;
    if (ms > 0) by.set(name, (by.get(name) ?? 0) + ms);
  }
  return [...by].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
}
