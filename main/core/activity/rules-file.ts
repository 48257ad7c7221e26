// The person's activity rules as a file to keep or carry to another computer (issue 73, item
// 3): JSON, each rule its match and its booking, its account named by key and by name (keys
// are this computer's: another finds the account by its name). Read back rule by rule: each is
// checked as a rule typed in Settings is, and one that cannot serve is named with why, by its
// place in the file; the others are kept. Pure.

import { isRecord } from '../json-guard.ts';
import type { BookTo } from '../calendar/event-rules.ts';
import { readMatch, type ActivityMatch, type ActivityRule } from './activity-rules.ts';

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

/** The file's rules, each checked; the refused ones by their place (1 the first) and why. */
export function readRulesFile(text: string, accounts: readonly RulesFileAccount[]): RulesFileRead {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { ok: false, message: `The file is not JSON (${e instanceof Error ? e.message : String(e)}): give a file that Stint's rules export wrote.` };
  }
  if (!isRecord(value) || value.stint !== RULES_FILE_KIND || !Array.isArray(value.rules)) return { ok: false, message: 'The file is not a file of activity rules (it has no "stint": "activity-rules" and a list of "rules"): give a file that Stint\'s rules export wrote.' };
  if (value.rules.length > MAX_IMPORTED) return { ok: false, message: `The file holds ${value.rules.length} rules, more than the ${MAX_IMPORTED} Stint keeps: split it.` };
  const rules: ImportedRule[] = [];
  const refused: { n: number; why: string }[] = [];
  value.rules.forEach((r, i) => {
    const read = readRule(r, accounts);
    if ('why' in read) refused.push({ n: i + 1, why: read.why });
    else rules.push(read);
  });
  return { ok: true, rules, refused };
}

function readRule(r: unknown, accounts: readonly RulesFileAccount[]): ImportedRule | { readonly why: string } {
  if (!isRecord(r)) return { why: 'It is not an object with a match, an account and a project.' };
  const match = readMatch(r.match);
  if ('problem' in match) return { why: match.problem };
  const account = accountOf(r.account, accounts);
  if ('why' in account) return account;
  const { projectId, taskId, description } = r;
  if (typeof projectId !== 'number' || !Number.isInteger(projectId) || projectId < 1) return { why: 'Its projectId is not a project’s number.' };
  if (account.projects !== null && !account.projects.has(projectId)) return { why: `Project ${projectId} is not among ${account.name}’s active projects.` };
  if (!(taskId === null || taskId === undefined || (typeof taskId === 'number' && Number.isInteger(taskId) && taskId > 0))) return { why: 'Its taskId is not a task’s number or null.' };
  if (!(description === null || description === undefined || (typeof description === 'string' && description.length <= MAX_DESCRIPTION))) return { why: `Its description is not text of at most ${MAX_DESCRIPTION} characters or null.` };
  const text = typeof description === 'string' && description.trim() !== '' ? description.trim() : null;
  return { match: match.match, to: { accountKey: account.key, projectId, taskId: (taskId as number | null | undefined) ?? null, description: text } };
}

/** The account a rule names: by its key on this computer, else by its name. */
function accountOf(named: unknown, accounts: readonly RulesFileAccount[]): RulesFileAccount | { readonly why: string } {
  if (!isRecord(named)) return { why: 'It names no account ("account": {"key", "name"}).' };
  const byKey = typeof named.key === 'string' ? accounts.find((a) => a.key === named.key) : undefined;
  const name = typeof named.name === 'string' ? named.name : null;
  const byName = name === null ? undefined : accounts.find((a) => a.name.toLowerCase() === name.toLowerCase());
  // The name first: keys are each computer's own (the first account is `main` on every one).
  const found = byName ?? byKey;
  if (found === undefined) return { why: `Its account${name === null ? '' : ` “${name}”`} is not on this computer: add it first, or change the account in the file.` };
  return found;
}
