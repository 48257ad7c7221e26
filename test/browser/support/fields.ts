// Reading the window as assistive technology does: a field's accessible description (its
// error and hint, through aria-describedby) and durations shown as H:MM:SS.

import type { Locator } from 'playwright-core';

/** The texts a field's aria-describedby points at, joined with spaces ('' when none). */
export function descriptionOf(field: Locator): Promise<string> {
  return field.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' '),
  );
}

/** Seconds of the first `H:MM:SS` or `H:MM` in `text`; throws when there is none. */
export function secondsIn(text: string): number {
  const m = /(\d+):(\d{2})(?::(\d{2}))?/.exec(text);
  if (!m) throw new Error(`no duration in ${JSON.stringify(text)}`);
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3] ?? 0);
}
