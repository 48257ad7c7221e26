// The words of `activity export` and `activity rules export|import` (issue 73, items 3 and 4)
// read into what to do, every wrong word refused in words that name its option. A file's name
// keeps its case, and a name in quotes may hold spaces ("my record.csv"). Pure.

import { isCalendarDate, joinQuoted, optionRefusal } from './export-command.ts';
import type { I18n } from '../i18n/words.ts';

export type ActivityFileAction =
  | { readonly verb: 'export'; readonly from: string; readonly to: string; readonly format: 'csv' | 'json'; readonly output: string | null; readonly force: boolean }
  | { readonly verb: 'rules-export'; readonly output: string | null; readonly force: boolean }
  | { readonly verb: 'rules-import'; readonly file: string };

export const ACTIVITY_EXPORT_USAGE = 'activity export --from YYYY-MM-DD --to YYYY-MM-DD [--format csv|json] [--output FILE [--force]]';
export const ACTIVITY_RULES_USAGE = 'activity rules export [--output FILE [--force]] | activity rules import FILE';

type Refusal = { readonly refuse: string };

/** `--name value` options and `--flag` flags of `words`, or what is wrong. */
function options(words: readonly string[], values: readonly string[], flags: readonly string[], what: string, i18n: I18n): { values: Map<string, string>; flags: Set<string> } | Refusal {
  const v = new Map<string, string>();
  const f = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!.toLowerCase();
    if (flags.includes(w)) f.add(w);
    else if (values.includes(w)) {
      const value = words[i + 1];
      if (value === undefined || value.startsWith('--')) return optionRefusal('noValue', w, what, i18n);
      if (v.has(w)) return { refuse: i18n._({ id: 'cli.activity.parse.twice', message: '{option} is given twice: give it once.', values: { option: w } }) };
      v.set(w, value);
      i++;
    } else return { refuse: i18n._({ id: 'cli.activity.parse.notAnOption', message: '"{option}" is not an option of {command}: {options} are.', values: { option: words[i]!, command: what, options: [...values, ...flags].join(', ') } }) };
  }
  return { values: v, flags: f };
}

/** The words after `activity export`. */
function exportAction(words: readonly string[], i18n: I18n): ActivityFileAction | Refusal {
  const o = options(words, ['--from', '--to', '--format', '--output'], ['--force'], 'activity export', i18n);
  if ('refuse' in o) return o;
  const from = o.values.get('--from');
  const to = o.values.get('--to');
  if (from === undefined || to === undefined) return { refuse: i18n._({ id: 'cli.activity.parse.days', message: 'Give the days to export: --from YYYY-MM-DD --to YYYY-MM-DD (both included).' }) };
  for (const [name, d] of [['--from', from], ['--to', to]] as const) {
    if (!isCalendarDate(d)) return { refuse: i18n._({ id: 'cli.activity.parse.notDate', message: '{option} "{typed}" is not a date: write it as YYYY-MM-DD, such as 2026-03-09.', values: { option: name, typed: d } }) };
  }
  if (from > to) return { refuse: i18n._({ id: 'cli.activity.parse.backwards', message: '--to {to} is before --from {from}: give the earlier date first.', values: { from, to } }) };
  const output = o.values.get('--output') ?? null;
  const typed = o.values.get('--format')?.toLowerCase();
  const byFile = output === null ? null : /\.(csv|json)$/i.exec(output)?.[1]?.toLowerCase();
  const format = typed ?? byFile ?? 'csv';
  if (format !== 'csv' && format !== 'json') return { refuse: i18n._({ id: 'cli.activity.parse.format', message: '--format "{typed}" is not csv or json.', values: { typed: typed ?? '' } }) };
  if (o.flags.has('--force') && output === null) return forceWithoutOutput(i18n);
  return { verb: 'export', from, to, format, output, force: o.flags.has('--force') };
}

const forceWithoutOutput = (i18n: I18n): Refusal => ({ refuse: i18n._({ id: 'cli.activity.parse.force', message: '--force replaces an --output file: give --output too, or leave --force out.' }) });

/** The words after `activity rules`. */
function rulesAction(words: readonly string[], i18n: I18n): ActivityFileAction | Refusal {
  const [op, ...rest] = words;
  if (op?.toLowerCase() === 'export') {
    const o = options(rest, ['--output'], ['--force'], 'activity rules export', i18n);
    if ('refuse' in o) return o;
    const output = o.values.get('--output') ?? null;
    if (o.flags.has('--force') && output === null) return forceWithoutOutput(i18n);
    return { verb: 'rules-export', output, force: o.flags.has('--force') };
  }
  if (op?.toLowerCase() === 'import') {
    if (rest.length !== 1) {
      return {
        refuse:
          rest.length === 0
            ? i18n._({ id: 'cli.activity.parse.importFile', message: 'Give the file to import: activity rules import FILE (put a name with spaces in quotes).' })
            : i18n._({ id: 'cli.activity.parse.importOne', message: 'Give one file to import (put a name with spaces in quotes), not "{typed}".', values: { typed: rest.join(' ') } }),
      };
    }
    return { verb: 'rules-import', file: rest[0]! };
  }
  return { refuse: i18n._({ id: 'cli.activity.parse.rulesWhat', message: 'Say what to do with the rules: {usage}.', values: { usage: ACTIVITY_RULES_USAGE } }) };
}

/** `activity export ...` or `activity rules ...` as typed (case kept); undefined: neither. */
export function activityFileAction(typed: readonly string[], i18n: I18n): ActivityFileAction | Refusal | undefined {
  const verb = typed[0]?.toLowerCase();
  if (verb !== 'export' && verb !== 'rules') return undefined;
  const words = joinQuoted(typed.slice(1), i18n);
  if ('refuse' in words) return words;
  return verb === 'export' ? exportAction(words, i18n) : rulesAction(words, i18n);
}
