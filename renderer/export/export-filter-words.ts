// The Export form's filter as data and words (issue 70, item 1): the choice, the request's
// filter of it, the sentence under the control, the accounts the form offers. Pure: no Preact.

import type { Snapshot } from '../../main/core/snapshot.ts';
import type { AccountFilter } from '../../main/core/timesheets/sheet-filter.ts';
import { i18n } from '../i18n/words.ts';
import { formatNameList } from '../text/time.ts';

/** What the filter keeps: one account's customer, or its project (and one task of it, or all). */
export type FilterChoice =
  | { readonly by: 'customer'; readonly accountKey: string; readonly accountName: string; readonly id: number; readonly name: string }
  | {
      readonly by: 'project';
      readonly accountKey: string;
      readonly accountName: string;
      readonly id: number;
      readonly name: string;
      /** null: every task of the project. */
      readonly task: { readonly id: number; readonly name: string } | null;
    };

/** The request's filter of the choice's account. */
export function filterOf(c: FilterChoice): AccountFilter {
  return c.by === 'customer' ? { customerIds: [c.id] } : { projectIds: [c.id], ...(c.task ? { taskIds: [c.task.id] } : {}) };
}

/** The choice in words, with the accounts it leaves out ("Only Studio's Brand Refresh: demo's entries are left out."). */
export function filterWords(c: FilterChoice, several: boolean, leftOut: readonly string[]): string {
  return i18n._({
    id: 'export.filterWords',
    message:
      "Only {by, select, customer {{several, select, yes {{account}'s customer {name}} other {customer {name}}}} other {{several, select, yes {{account}'s {name}} other {{name}}}{hasTask, select, yes {, task {task}} other {}}}}{out, plural, =0 {} one {: {leftOut}'s entries are left out} other {: the entries of {leftOut} are left out}}.",
    values: {
      by: c.by,
      several: several ? 'yes' : 'no',
      account: c.accountName,
      name: c.name,
      hasTask: c.by === 'project' && c.task ? 'yes' : 'no',
      task: c.by === 'project' && c.task ? c.task.name : '',
      out: leftOut.length,
      leftOut: formatNameList(leftOut),
    },
  });
}

/** The signed-in accounts the form offers, by key and name; with one account, that one (its key is in the timesheets' view). */
export function exportAccounts(s: Snapshot): readonly { readonly key: string; readonly name: string }[] {
  const rows = (s.accounts?.rows ?? []).filter((r) => r.session === 'signed_in');
  return s.accounts ? rows : (s.timesheets?.accounts ?? []).slice(0, 1);
}
