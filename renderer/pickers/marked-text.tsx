// A text with the characters a query matched in <mark>: inside the picker's list, which is
// laid out and painted apart from the window (`contain: strict`, styles.css), so a
// keystroke's new marks repaint that list alone. (The CSS Custom Highlight API repainted
// the whole window on every change of its ranges: twice the paint of a keystroke.)
//
// The element's children themselves, one flat list, not a component: a keystroke draws a
// dozen of them again (a name and a customer in each row in view), and a component each,
// with its fragments (Preact makes one of every list nested in the children), was that
// much more for Preact to go through before the frame.

import type { JSX } from 'preact';
import { markRuns } from './mark-runs.ts';

/** `lead`: an element before the text, in the same list (the list is the element's children whole). */
export function markedText(text: string, marks: readonly number[], lead?: JSX.Element): string | (string | JSX.Element)[] {
  if (marks.length === 0 && lead === undefined) return text;
  const out: (string | JSX.Element)[] = lead === undefined ? [] : [lead];
  let at = 0;
  for (const run of markRuns(marks, text.length)) {
    if (run.from > at) out.push(text.slice(at, run.from));
    out.push(<mark>{text.slice(run.from, run.to)}</mark>);
    at = run.to;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}
