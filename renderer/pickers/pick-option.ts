// What a picker offers, on its own so that the search (fuzzy.ts) and its index by customer
// (grouped-index.ts) can both name it without importing each other.

export interface PickOption {
  /** Stable key (`p12`, `t7`, `none`). */
  readonly id: string;
  readonly label: string;
  /** Searched too and shown smaller (a project's customer); null: none. */
  readonly detail: string | null;
  /** Shown after it and not searched ("billable"); absent: none. */
  readonly mark?: string;
}
