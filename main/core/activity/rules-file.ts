// The person's activity rules as a file to keep or carry to another computer (issue 73, item
// 3): JSON, each rule its match and its booking, its account named by key and by name (keys
// are this computer's: another finds the account by its name). Read back rule by rule: each is
// checked as a rule typed in Settings is, and one that cannot serve is named with why, by its
// place in the file; the others are kept. Pure.

import { isRecord } from '../json-guard.ts';
import type { BookTo } from '../calendar/event-rules.ts';
import { readMatch, type ActivityMatch, type ActivityRule } from './activity-rules.ts';
import { sourceWords, type I18n } from '../../i18n/words.ts';

export const RULES_FILE_KIND = 'activity-rules';
/** The most rules one file brings (the window's list takes 1,000). */
export const MAX_IMPORTED = 1_000;
const MAX_DESCRIPTION = 1_000;

export interface RulesFileAccount {
  readonly key: string;
  readonly name: string;
  /** The account's project ids, when they are loaded; null: not known here (not checked). */
  readonly projects: ReadonlySet<number> | null;
}

/** The rules as the file holds them, in the person's order. */
export function rulesFileText(rules: readonly ActivityRule[], accounts: readonly RulesFileAccount[]): string {
  const nameOf = (key: string) => accounts.find((a) => a.key === key)?.name ?? null;
  const out = rules.map((r) => ({ match: r.match, account: { key: r.accountKey, name: nameOf(r.accountKey) }, projectId: r.projectId, taskId: r.taskId, description: r.description }));
  return `${JSON.stringify({ stint: RULES_FILE_KIND, version: 2, rules: out }, null, 2)}\n`;
}

export interface ImportedRule {
  readonly match: ActivityMatch;
  readonly to: BookTo;
}

export type RulesFileRead =
  | { readonly ok: true; readonly rules: readonly ImportedRule[]; readonly refused: readonly { readonly n: number; readonly why: string }[] }
  | { readonly ok: false; readonly message: string };

/** The file's rules, each checked; the refused ones by their place (1 the first) and why, in the words of `i18n` (English when none is given). */
export function readRulesFile(text: string, accounts: readonly RulesFileAccount[], i18n: I18n = sourceWords()): RulesFileRead {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { ok: false, message: i18n._({ id: 'rulesFile.notJson', message: "The file is not JSON ({why}): give a file that Stint's rules export wrote.", values: { why: e instanceof Error ? e.message : String(e) } }) };
  }
  if (!isRecord(value) || value.stint !== RULES_FILE_KIND || !Array.isArray(value.rules)) return { ok: false, message: i18n._({ id: 'rulesFile.notRules', message: "The file is not a file of activity rules (it has no \"stint\": \"activity-rules\" and a list of \"rules\"): give a file that Stint's rules export wrote." }) };
  if (value.rules.length > MAX_IMPORTED) return { ok: false, message: i18n._({ id: 'rulesFile.tooMany', message: 'The file holds {count} rules, more than the {most} Stint keeps: split it.', values: { count: value.rules.length, most: MAX_IMPORTED } }) };
  const rules: ImportedRule[] = [];
  const refused: { n: number; why: string }[] = [];
  value.rules.forEach((r, i) => {
    const read = readRule(r, accounts, i18n);
    if ('why' in read) refused.push({ n: i + 1, why: read.why });
    else rules.push(read);
  });
  return { ok: true, rules, refused };
}

function readRule(r: unknown, accounts: readonly RulesFileAccount[], i18n: I18n): ImportedRule | { readonly why: string } {
  if (!isRecord(r)) return { why: i18n._({ id: 'rulesFile.notObject', message: 'It is not an object with a match, an account and a project.' }) };
  const match = readMatch(r.match, i18n);
  if ('problem' in match) return { why: match.problem };
  const account = accountOf(r.account, accounts, i18n);
  if ('why' in account) return account;
  const { projectId, taskId, description } = r;
  if (typeof projectId !== 'number' || !Number.isInteger(projectId) || projectId < 1) return { why: i18n._({ id: 'rulesFile.projectId', message: 'Its projectId is not a project’s number.' }) };
  if (account.projects !== null && !account.projects.has(projectId)) return { why: i18n._({ id: 'rulesFile.projectNotActive', message: 'Project {id} is not among {account}’s active projects.', values: { id: projectId, account: account.name } }) };
  if (!(taskId === null || taskId === undefined || (typeof taskId === 'number' && Number.isInteger(taskId) && taskId > 0))) return { why: i18n._({ id: 'rulesFile.taskId', message: 'Its taskId is not a task’s number or null.' }) };
  if (!(description === null || description === undefined || (typeof description === 'string' && description.length <= MAX_DESCRIPTION))) return { why: i18n._({ id: 'rulesFile.description', message: 'Its description is not text of at most {most} characters or null.', values: { most: MAX_DESCRIPTION } }) };
  const text = typeof description === 'string' && description.trim() !== '' ? description.trim() : null;
  return { match: match.match, to: { accountKey: account.key, projectId, taskId: (taskId as number | null | undefined) ?? null, description: text } };
}

/** The account a rule names: by its key on this computer, else by its name. */
function accountOf(named: unknown, accounts: readonly RulesFileAccount[], i18n: I18n): RulesFileAccount | { readonly why: string } {
  if (!isRecord(named)) return { why: i18n._({ id: 'rulesFile.noAccount', message: "It names no account (\"account\": '{'\"key\", \"name\"'}')." }) };
  const byKey = typeof named.key === 'string' ? accounts.find((a) => a.key === named.key) : undefined;
  const name = typeof named.name === 'string' ? named.name : null;
  const byName = name === null ? undefined : accounts.find((a) => a.name.toLowerCase() === name.toLowerCase());
  // The name first: keys are each computer's own (the first account is `main` on every one).
  const found = byName ?? byKey;
  if (found === undefined) {
    return {
      why:
        name === null
          ? i18n._({ id: 'rulesFile.accountUnknown', message: 'Its account is not on this computer: add it first, or change the account in the file.' })
          : i18n._({ id: 'rulesFile.accountNamedUnknown', message: 'Its account “{name}” is not on this computer: add it first, or change the account in the file.', values: { name } }),
    };
  }
  return found;
}
