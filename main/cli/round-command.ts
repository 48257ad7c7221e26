// The words of `stint round` (issue 70, item 3: "apply rounding to these entries"): the range and
// the one account whose rounding rules to store in its entries, and --yes. Without --yes it
// prints what it would store and changes nothing. Pure: every wrong word refused here, naming
// its option, before anything is read.

import { optionRefusal, readProjectWord, readRange, type ExportRange } from './export-command.ts';
import type { I18n } from '../i18n/words.ts';

export interface RoundCommand {
  readonly kind: 'round';
  readonly range: ExportRange;
  /** The account by number (as `accounts` lists them) or name; null: the account in use. */
  readonly account: string | null;
  /** `--project <project#>[/task#]`, numbered as `projects` and `tasks` list them, in the account in use. */
  readonly project: { readonly project: number; readonly task: number | null } | null;
  /** Store it; without: only say what it would store. */
  readonly yes: boolean;
}

export const ROUND_USAGE = 'round [--from YYYY-MM-DD --to YYYY-MM-DD | --range this-week|last-week|this-month|last-month] [--account <n or name>] [--project project#[/task#]] [--yes]';

/** What `help` says `round` does, in the person's language. */
export function roundSummary(i18n: I18n): string {
  return i18n._({ id: 'cli.help.round', message: "stores your entries' billed times (under the account's rounding rules, Settings → Timesheets) as the entries' own: each keeps its start, its end moves. One account at a time (last month by default; the account in use unless --account). Prints what it would store, what it leaves as tracked and why, and what it costs; changes nothing without --yes. With --yes it is one correction, held for Undo (undo takes it back)." });
}

const VALUE_OPTIONS = ['--from', '--to', '--range', '--account', '--project'] as const;
type ValueOption = (typeof VALUE_OPTIONS)[number];

export function parseRound(words: readonly string[], i18n: I18n): RoundCommand | { readonly refuse: string } {
  const values = new Map<ValueOption, string>();
  let yes = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!.toLowerCase();
    if (w === '--yes') {
      yes = true;
      continue;
    }
    if (!(VALUE_OPTIONS as readonly string[]).includes(w)) return optionRefusal('unknown', words[i]!, 'round', i18n);
    const value = words[i + 1];
    if (value === undefined || value.startsWith('--')) return optionRefusal('noValue', w, 'round', i18n);
    if (values.has(w as ValueOption)) return optionRefusal('twice', w, 'round', i18n);
    values.set(w as ValueOption, value);
    i++;
  }
  // A month handed over is the usual case: rounding stored for last month's invoice.
  const range = readRange(values, i18n, 'last-month');
  if ('refuse' in range) return range;
  const project = readProjectWord(values.get('--project'), i18n);
  if (project !== null && 'refuse' in project) return project;
  const account = values.get('--account') ?? null;
  if (account !== null && account.includes(',')) return { refuse: i18n._({ id: 'cli.round.oneAccount', message: '--account names one account: its rounding rules are its own. Run round once for each account.' }) };
  return { kind: 'round', range, account, project, yes };
}
