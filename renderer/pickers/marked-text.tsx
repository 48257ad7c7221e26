// A text with the characters a query matched in <mark>: inside the picker's list, which is
// laid out and painted apart from the window (`contain: strict`, styles.css), so a
// keystroke's new marks repaint that list alone. (The CSS Custom Highlight API repainted
// the whole window on every change of its ranges: twice the paint of a keystroke.)

import type { JSX } from 'preact';
import { markRuns } from './fuzzy.ts';

export function MarkedText({ text, marks }: { readonly text: string; readonly marks: readonly number[] }): JSX.Element {
  if (marks.length === 0) return <>{text}</>;
  const out: (string | JSX.Element)[] = [];
  let at = 0;
  for (const run of markRuns(marks, text.length)) {
    if (run.from > at) out.push(text.slice(at, run.from));
    out.push(<mark>{text.slice(run.from, run.to)}</mark>);
    at = run.to;
  }
  if (at < text.length) out.push(text.slice(at));
  return <>{out}</>;
}
