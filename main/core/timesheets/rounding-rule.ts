// A rounding rule as the person sets it (issue 70, item 3), and the rule book of one account:
// a rule for the whole account, per customer and per project. Read from a settings value, which
// may hold anything: a rule that cannot be read is refused with words that name the field, never
// taken as "no rounding" (a client billed unrounded time by a typo is time lost).

import { sourceWords, type I18n } from '../../i18n/words.ts';

/** Each entry rounded on its own, or the day's total of the entries under the rule. */
export type RoundingScope = 'entry' | 'day';
/** Ties of `nearest` go up (7.5 minutes to 15 is 15). */
export type RoundingDirection = 'up' | 'down' | 'nearest';
export const ROUNDING_STEPS = [1, 5, 6, 10, 15, 30] as const;
export type RoundingStep = (typeof ROUNDING_STEPS)[number];

export interface RoundingRule {
  readonly scope: RoundingScope;
  readonly direction: RoundingDirection;
  /** Minutes to round to. */
  readonly to: RoundingStep;
  /** An entry shorter than this many minutes counts as this long (before rounding); null: none. */
  readonly minimum: number | null;
}

/** One account's rules; the most specific wins: project, then customer, then the account. */
export interface RuleBook {
  readonly account: RoundingRule | null;
  readonly customers: ReadonlyMap<number, RoundingRule>;
  readonly projects: ReadonlyMap<number, RoundingRule>;
}

export type Read<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problems: readonly string[] };

export const NO_RULES: RuleBook = { account: null, customers: new Map(), projects: new Map() };

const SCOPES: readonly unknown[] = ['entry', 'day'];
const DIRECTIONS: readonly unknown[] = ['up', 'down', 'nearest'];
const RULE_FIELDS: readonly string[] = ['scope', 'direction', 'to', 'minimum'];
const BOOK_FIELDS: readonly string[] = ['account', 'customers', 'projects'];
const MAX_MINIMUM = 24 * 60;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const shown = (v: unknown, i18n: I18n): string => (v === undefined ? i18n._({ id: 'rounding.read.missing', message: 'missing' }) : JSON.stringify(v) ?? String(v));

/** Which rule a problem is about, as the problems name it: the account's own, or a customer's or project's of the account. */
type RuleWhere = { readonly account: string } | { readonly account: string; readonly kind: 'customer' | 'project'; readonly key: string };

/** "The rounding rule for project 12 of account Acme": the name a rule's problems start with. */
function whereWords(where: RuleWhere, i18n: I18n): string {
  if (!('kind' in where)) return i18n._({ id: 'rounding.read.whereAccount', message: 'The rounding rule for account {account}', values: { account: where.account } });
  const values = { account: where.account, key: where.key };
  return where.kind === 'customer'
    ? i18n._({ id: 'rounding.read.whereCustomer', message: 'The rounding rule for customer {key} of account {account}', values })
    : i18n._({ id: 'rounding.read.whereProject', message: 'The rounding rule for project {key} of account {account}', values });
}

/** A rule from a settings value; `rule` names it in `i18n`'s words ("The rounding rule for project 12 of account Acme"). */
export function readRoundingRule(value: unknown, rule: string, i18n: I18n = sourceWords()): Read<RoundingRule> {
  if (!isRecord(value)) return refused([i18n._({ id: 'rounding.read.ruleUnreadable', message: '{rule} is unreadable: it should be an object with scope, direction and to (it is {value}).', values: { rule, value: shown(value, i18n) } })]);
  const problems = Object.keys(value)
    .filter((k) => !RULE_FIELDS.includes(k))
    .map((field) => i18n._({ id: 'rounding.read.unknownField', message: '{rule}: "{field}" is not a field of a rounding rule (scope, direction, to, minimum); remove it or fix its name.', values: { rule, field } }));
  const { scope, direction, to, minimum } = value;
  if (!SCOPES.includes(scope)) {
    problems.push(i18n._({ id: 'rounding.read.scope', message: '{rule}: scope should be "entry" (each entry) or "day" (the day\'s total), not {value}.', values: { rule, value: shown(scope, i18n) } }));
  }
  if (!DIRECTIONS.includes(direction)) {
    problems.push(i18n._({ id: 'rounding.read.direction', message: '{rule}: direction should be "up", "down" or "nearest", not {value}.', values: { rule, value: shown(direction, i18n) } }));
  }
  if (!(ROUNDING_STEPS as readonly unknown[]).includes(to)) {
    problems.push(i18n._({ id: 'rounding.read.to', message: '{rule}: to should be 1, 5, 6, 10, 15 or 30 minutes, not {value}.', values: { rule, value: shown(to, i18n) } }));
  }
  const noMinimum = minimum === undefined || minimum === null;
  if (!noMinimum && !(Number.isInteger(minimum) && (minimum as number) >= 1 && (minimum as number) <= MAX_MINIMUM)) {
    problems.push(i18n._({ id: 'rounding.read.minimum', message: '{rule}: minimum should be a whole number of minutes from 1 to {max}, or left out, not {value}.', values: { rule, max: MAX_MINIMUM, value: shown(minimum, i18n) } }));
  }
  if (problems.length > 0) return refused(problems);
  return {
    ok: true,
    value: { scope: scope as RoundingScope, direction: direction as RoundingDirection, to: to as RoundingStep, minimum: noMinimum ? null : (minimum as number) },
  };
}

/**
 * One account's rule book from a settings value: `{ account?, customers?: { id: rule },
 * projects?: { id: rule } }`; null or missing is no rules. Any rule unreadable refuses the whole
 * book, every problem said: half a book would bill some clients unrounded without a word.
 */
export function readRuleBook(value: unknown, accountName: string, i18n: I18n = sourceWords()): Read<RuleBook> {
  const account = accountName;
  if (value === undefined || value === null) return { ok: true, value: NO_RULES };
  if (!isRecord(value)) return refused([i18n._({ id: 'rounding.read.bookUnreadable', message: 'The rounding rules of account {account} are unreadable: they should be an object (they are {value}).', values: { account, value: shown(value, i18n) } })]);
  const problems = Object.keys(value)
    .filter((k) => !BOOK_FIELDS.includes(k))
    .map((field) => i18n._({ id: 'rounding.read.bookField', message: 'The rounding rules of account {account}: "{field}" is not account, customers or projects; remove it or fix its name.', values: { account, field } }));
  let rule: RoundingRule | null = null;
  if (value.account !== undefined && value.account !== null) {
    const read = readRoundingRule(value.account, whereWords({ account }, i18n), i18n);
    if (read.ok) rule = read.value;
    else problems.push(...read.problems);
  }
  const customers = readRuleMap(value.customers, 'customer', account, problems, i18n);
  const projects = readRuleMap(value.projects, 'project', account, problems, i18n);
  return problems.length > 0 ? refused(problems) : { ok: true, value: { account: rule, customers, projects } };
}

/** "The customer rounding rules of account Acme are unreadable: …", by the kind of the map. */
function mapUnreadable(kind: 'customer' | 'project', account: string, value: string, i18n: I18n): string {
  return kind === 'customer'
    ? i18n._({ id: 'rounding.read.customersUnreadable', message: 'The customer rounding rules of account {account} are unreadable: they should be an object from customer id to rule (they are {value}).', values: { account, value } })
    : i18n._({ id: 'rounding.read.projectsUnreadable', message: 'The project rounding rules of account {account} are unreadable: they should be an object from project id to rule (they are {value}).', values: { account, value } });
}

/** "…: "x" is not a customer id (a whole number).", by the kind of the map. */
function notAnId(kind: 'customer' | 'project', account: string, key: string, i18n: I18n): string {
  return kind === 'customer'
    ? i18n._({ id: 'rounding.read.notCustomerId', message: 'The customer rounding rules of account {account}: "{key}" is not a customer id (a whole number).', values: { account, key } })
    : i18n._({ id: 'rounding.read.notProjectId', message: 'The project rounding rules of account {account}: "{key}" is not a project id (a whole number).', values: { account, key } });
}

function readRuleMap(value: unknown, kind: 'customer' | 'project', account: string, problems: string[], i18n: I18n): Map<number, RoundingRule> {
  const rules = new Map<number, RoundingRule>();
  if (value === undefined || value === null) return rules;
  if (!isRecord(value)) {
    problems.push(mapUnreadable(kind, account, shown(value, i18n), i18n));
    return rules;
  }
  for (const [key, ruleValue] of Object.entries(value)) {
    if (!/^[1-9]\d*$/.test(key)) {
      problems.push(notAnId(kind, account, key, i18n));
      continue;
    }
    const read = readRoundingRule(ruleValue, whereWords({ account, kind, key }, i18n), i18n);
    if (read.ok) rules.set(Number(key), read.value);
    else problems.push(...read.problems);
  }
  return rules;
}

const refused = (problems: readonly string[]): Read<never> => ({ ok: false, problems });
