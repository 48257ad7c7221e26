// A window's application, title and address as the record keeps and shows them: one
// printable line. A title is whatever the window's owner put there, broken or hostile:
// terminal escape sequences, control characters (NUL, BEL, the C1 set with U+0085), bidi
// controls that turn the text shown around, line and paragraph separators, half of a
// surrogate pair. Escape sequences and invisible controls are taken out, line breaks and
// tabs become spaces, spaces are folded, and a text too long is cut on a grapheme's
// boundary (an emoji, a flag, a family is kept whole or left out, never halved). Cleaned as
// the backend gives it, before it is filtered (a pattern sees what is shown) and stored, and
// as a line is read back (a record written before). Pure.

import type { FocusedWindow } from '../ports.ts';

/** Longer names and titles are cut: a record is read, not archived. */
export const MAX_TEXT = 300;
/** Longer addresses are cut. */
export const MAX_ADDRESS = 2000;

/**
 * Terminal escape sequences (ECMA-48), whole: a control sequence (ESC [ or CSI, its
 * parameters and final byte), a string (ESC ] P X ^ _ or their C1 forms) up to its BEL or ST,
 * and any other ESC with its intermediates and final byte. An unterminated string loses its
 * introducer only, so the text after it stays.
 */
const ESCAPES = /(?:\u001b\[|\u009b)[0-?]*[ -/]*[@-~]|(?:\u001b[\]PX^_]|[\u0090\u0098\u009d-\u009f])[^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)|\u001b[ -/]*[0-~]/g;
/** Breaks and tabs: a space in their place keeps the words apart. */
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;
/** Other controls and the bidi marks, embeddings, overrides and isolates: nothing to show. */
const INVISIBLE = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;
/** Half of a surrogate pair: not a character (a title cut by its owner, or bytes that were not UTF-8). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Graphemes: a segmenter's default granularity (a character as a reader sees it). */
const graphemes = new Intl.Segmenter('en');

/** `text` as one printable line of at most `max` UTF-16 units, cut between graphemes. */
export function printableLine(text: string, max: number): string {
  const line = text.replace(ESCAPES, '').replace(LONE_SURROGATE, '').replace(BREAKS, ' ').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
  // Short enough whole: no grapheme to cut through (the segmenter was most of a day's read back).
  if (line.length <= max) return line;
  let cut = '';
  for (const { segment } of graphemes.segment(line)) {
    if (cut.length + segment.length > max) break;
    cut += segment;
  }
  // A cut just after a space leaves it at the end.
  return cut.trimEnd();
}

/** The window as the record may see it: its name, title and address each one printable line. */
export function printableWindow(w: FocusedWindow): FocusedWindow {
  const app = printableLine(w.app, MAX_TEXT);
  const title = printableLine(w.title, MAX_TEXT);
  const url = w.url === undefined ? '' : printableLine(w.url, MAX_ADDRESS);
  return url === '' ? { app, title } : { app, title, url };
}
