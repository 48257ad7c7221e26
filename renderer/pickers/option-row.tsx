// One option of a picker's list. Drawn again only when what it shows changed: a keystroke
// that keeps an option in its row (the query grew, the best matches stayed) leaves the row
// as it was, its marks included.

import { Component } from 'preact';
import type { PickOption, Ranked } from './fuzzy.ts';
import { markedText } from './marked-text.tsx';
import { i18n } from '../i18n/words.ts';

export interface OptionRowProps {
  readonly id: string;
  readonly index: number;
  /** All the results (aria-setsize). */
  readonly count: number;
  readonly active: boolean;
  readonly picked: boolean;
  readonly result: Ranked<PickOption>;
  /** Shown before an option without a prefix of its own (the account in use's, across accounts); null: none. */
  readonly prefix: string | null;
  readonly onPick: (option: PickOption) => void;
}

const sameMarks = (a: readonly number[], b: readonly number[]) => a === b || (a.length === b.length && a.every((m, i) => m === b[i]));

export class OptionRow extends Component<OptionRowProps> {
  override shouldComponentUpdate(next: OptionRowProps): boolean {
    const p = this.props;
    return (
      next.id !== p.id ||
      next.count !== p.count ||
      next.active !== p.active ||
      next.picked !== p.picked ||
      next.prefix !== p.prefix ||
      next.result.option !== p.result.option ||
      !sameMarks(next.result.labelMarks, p.result.labelMarks) ||
      !sameMarks(next.result.detailMarks, p.result.detailMarks)
    );
  }

  override render() {
    const { id, index, count, active, picked, result: r, onPick } = this.props;
    const prefix = r.option.prefix ?? this.props.prefix;
    return (
      <li id={id} role="option" aria-selected={active} aria-setsize={count} aria-posinset={index + 1} class={picked ? 'option picked' : 'option'} onClick={() => onPick(r.option)}>
        {/* The account first in the words read, on the second line on screen (styles.css): the name takes the first line whole. */}
        {/* " · " is read, not shown: on screen the account stands alone under the name, and a customer after it takes its own "· " (styles.css), so a project without one leaves no "demo ·" dangling. */}
        {prefix !== null && (
          <span class="option-prefix">
            {prefix}
            <span class="visually-hidden"> · </span>
          </span>
        )}
        <span class="option-label">
          {markedText(r.option.label, r.labelMarks)}
        </span>
        {r.option.detail !== null && (
          <span class="option-detail">{markedText(r.option.detail, r.detailMarks, <span class="visually-hidden">, </span>)}</span>
        )}
        {r.option.mark !== undefined && (
          <span class="badge option-mark">
            <span class="visually-hidden">, </span>
            {i18n._({ id: 'picker.billable', message: 'billable' })}
          </span>
        )}
      </li>
    );
  }
}
