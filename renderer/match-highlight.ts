// The matched characters of a picker's options, marked with the CSS Custom Highlight API
// (`::highlight(pick-match)` in styles.css) rather than <mark> elements: a keystroke
// rewrites each row's text in place and swaps a few ranges, instead of building and
// removing elements in every row. Without the API (no browser the window runs in) the
// options show unmarked.

import { markRuns } from './fuzzy.ts';

const NAME = 'pick-match';
let shared: Highlight | null | undefined;

/** The one highlight every list adds its ranges to (created on first use). */
function highlight(): Highlight | null {
  if (shared !== undefined) return shared;
  shared = typeof Highlight === 'function' && typeof CSS !== 'undefined' && 'highlights' in CSS ? new Highlight() : null;
  if (shared !== null) CSS.highlights.set(NAME, shared);
  return shared;
}

/** The ranges over `text` (a text node) of its marked characters, added to `out`. */
export function markRanges(text: Node | null | undefined, marks: readonly number[], out: AbstractRange[]): void {
  if (!(text instanceof Text) || marks.length === 0) return;
  for (const run of markRuns(marks, text.length)) out.push(new StaticRange({ startContainer: text, startOffset: run.from, endContainer: text, endOffset: run.to }));
}

/** One list's marks: each `show` replaces the ranges it showed before. */
export class MatchMarks {
  private shown: readonly AbstractRange[] = [];

  show(ranges: readonly AbstractRange[]): void {
    const h = highlight();
    if (h === null || (ranges.length === 0 && this.shown.length === 0)) return;
    for (const r of this.shown) h.delete(r);
    for (const r of ranges) h.add(r);
    this.shown = ranges;
  }
}
