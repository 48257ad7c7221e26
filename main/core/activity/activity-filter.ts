// What of a focused window may be kept, decided before anything is stored (habit 16): an
// application or a title the person excluded is never recorded (the time shows as nothing
// recorded), a title is rewritten by the first rewrite it matches, and a browser's address
// is dropped unless the person allowed addresses. Pure.

import type { FocusedWindow } from '../ports.ts';
import type { ActivitySettings } from '../settings/settings-schema.ts';
import { RECORD_GUARDS, type SettingsProblem } from '../settings/settings-problems.ts';
import { matches, rewritten } from './title-patterns.ts';

/** A window as it may be stored. */
export interface Seen {
  readonly app: string;
  readonly title: string;
  readonly url?: string;
}

/** Longer titles are cut: a record is read, not archived. */
const MAX_TITLE = 300;

export type Filters = Pick<ActivitySettings, 'addresses' | 'excludedApps' | 'excludedTitles' | 'rewrites'>;

/** `w` as it may be stored; null: nothing of it may be (excluded, or nothing in focus). */
export function filtered(w: FocusedWindow | null, f: Filters): Seen | null {
  if (w === null) return null;
  const app = w.app.trim().slice(0, MAX_TITLE);
  if (app === '' || f.excludedApps.some((p) => matches(p, app))) return null;
  if (f.excludedTitles.some((p) => matches(p, w.title))) return null;
  const title = rewritten(w.title, f.rewrites).trim().replace(/\s+/g, ' ').slice(0, MAX_TITLE);
  return f.addresses && w.url !== undefined && /^https?:\/\//i.test(w.url) ? { app, title, url: w.url.slice(0, 2000) } : { app, title };
}

export const sameSeen = (a: Seen | null, b: Seen | null): boolean => a === b || (a !== null && b !== null && a.app === b.app && a.title === b.title && a.url === b.url);

/**
 * Why the record must wait: the words of each setting that guards it (settings-problems.ts
 * `RECORD_GUARDS`) and could not be read as stored; null: every guard reads. A list that lost
 * some entries still guards with the rest (said apart, in Settings).
 */
export function recordHeldBy(problems: readonly SettingsProblem[]): string | null {
  const unread = problems.filter((p) => p.kind === 'unreadable' && RECORD_GUARDS.has(p.field));
  return unread.length === 0 ? null : unread.map((p) => p.message).join(' ');
}
