// What a picker offers, on its own so that the search (fuzzy.ts) and its index
// (option-index.ts) can both name it without importing each other.

export interface PickOption {
  /** Stable key (`p12`, `t7`, `none`). */
  readonly id: string;
  readonly label: string;
  /** Searched too and shown smaller (a project's customer); null: none. */
  readonly detail: string | null;
  /** Shown after it, in words, and not searched ("billable"); absent: none. A key, worded when drawn: an option outlives a change of language in the search's index. */
  readonly mark?: 'billable';
  /**
   * Shown before the label and part of the option's name, not searched: a project's account
   * with several ("Studio · Brand Refresh"). Every project of an account shares it, so a
   * query matching it would match them all and score each (bench:ui's paint ratio over two
   * accounts of 10,000: 1.9-2.2 the floor with it searched). Absent: none.
   */
  readonly prefix?: string;
}

/** What an option is called on screen: its prefix (or the picker's, `prefix`, for an option without one), then its label. */
export function shownName(o: Pick<PickOption, 'label' | 'prefix'>, prefix: string | null = null): string {
  const shown = o.prefix ?? prefix;
  return shown === null ? o.label : `${shown} · ${o.label}`;
}
