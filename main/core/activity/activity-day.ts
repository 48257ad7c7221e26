// A day's activity as a person reads it: grouped by application, and in each by title, the
// longest first, each with its time; and what of it lies inside a span (a gap of the
// timeline). Pure.

import type { Span } from '../time/entry-span.ts';
import type { Stretch } from './activity-lines.ts';

export interface TitleTime {
  readonly title: string;
  readonly seconds: number;
}

export interface AppTime {
  readonly app: string;
  readonly seconds: number;
  readonly titles: readonly TitleTime[];
}

/** The stretches' time inside `span`, each cut to it; those outside left out. */
export function within(stretches: readonly Stretch[], span: Span): Stretch[] {
  return stretches.flatMap((s) => {
    const start = Math.max(s.start, span.start);
    const end = Math.min(s.end, span.end);
    return end > start ? [{ ...s, start, end }] : [];
  });
}

const seconds = (ms: number): number => Math.round(ms / 1000);
const longestFirst = <T extends { readonly seconds: number }>(key: (x: T) => string) => (a: T, b: T) => b.seconds - a.seconds || key(a).localeCompare(key(b));

/** By application, then by title, the longest first; a title seen for less than a second is left out. */
export function grouped(stretches: readonly Stretch[]): AppTime[] {
  const apps = new Map<string, Map<string, number>>();
  for (const s of stretches) {
    const titles = apps.get(s.app) ?? new Map<string, number>();
    titles.set(s.title, (titles.get(s.title) ?? 0) + (s.end - s.start));
    apps.set(s.app, titles);
  }
  return [...apps]
    .map(([app, titles]) => {
      const list = [...titles].map(([title, ms]) => ({ title, seconds: seconds(ms) })).filter((t) => t.seconds > 0).sort(longestFirst((t) => t.title));
      return { app, seconds: list.reduce((n, t) => n + t.seconds, 0), titles: list };
    })
    .filter((a) => a.seconds > 0)
    .sort(longestFirst((a) => a.app));
}
