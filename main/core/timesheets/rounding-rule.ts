// A rounding rule as the person sets it (issue 70, item 3), and the rule book of one account:
// a rule for the whole account, per customer and per project. Read from a settings value, which
// may hold anything: a rule that cannot be read is refused with words that name the field, never
// taken as "no rounding" (a client billed unrounded time by a typo is time lost).

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
const shown = (v: unknown): string => (v === undefined ? 'missing' : JSON.stringify(v) ?? String(v));

/** A rule from a settings value; `where` names it in the words ("rounding rule for project 12"). */
export function readRoundingRule(value: unknown, where: string): Read<RoundingRule> {
  if (!isRecord(value)) return refused([`${where} is unreadable: it should be an object with scope, direction and to (it is ${shown(value)}).`]);
  const problems = Object.keys(value)
    .filter((k) => !RULE_FIELDS.includes(k))
    .map((k) => `${where}: "${k}" is not a field of a rounding rule (scope, direction, to, minimum); remove it or fix its name.`);
  const { scope, direction, to, minimum } = value;
  if (!SCOPES.includes(scope)) {
    problems.push(`${where}: scope should be "entry" (each entry) or "day" (the day's total), not ${shown(scope)}.`);
  }
  if (!DIRECTIONS.includes(direction)) {
    problems.push(`${where}: direction should be "up", "down" or "nearest", not ${shown(direction)}.`);
  }
  if (!(ROUNDING_STEPS as readonly unknown[]).includes(to)) {
    problems.push(`${where}: to should be 1, 5, 6, 10, 15 or 30 minutes, not ${shown(to)}.`);
  }
  const noMinimum = minimum === undefined || minimum === null;
  if (!noMinimum && !(Number.isInteger(minimum) && (minimum as number) >= 1 && (minimum as number) <= MAX_MINIMUM)) {
    problems.push(`${where}: minimum should be a whole number of minutes from 1 to ${MAX_MINIMUM}, or left out, not ${shown(minimum)}.`);
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
export function readRuleBook(value: unknown, accountName: string): Read<RuleBook> {
  const where = `rounding rules of account ${accountName}`;
  if (value === undefined || value === null) return { ok: true, value: NO_RULES };
  if (!isRecord(value)) return refused([`The ${where} are unreadable: they should be an object (they are ${shown(value)}).`]);
  const problems = Object.keys(value)
    .filter((k) => !BOOK_FIELDS.includes(k))
    .map((k) => `The ${where}: "${k}" is not account, customers or projects; remove it or fix its name.`);
  let account: RoundingRule | null = null;
  if (value.account !== undefined && value.account !== null) {
    const read = readRoundingRule(value.account, `The rounding rule for account ${accountName}`);
    if (read.ok) account = read.value;
    else problems.push(...read.problems);
  }
  const customers = readRuleMap(value.customers, 'customer', accountName, problems);
  const projects = readRuleMap(value.projects, 'project', accountName, problems);
  return problems.length > 0 ? refused(problems) : { ok: true, value: { account, customers, projects } };
}

function readRuleMap(value: unknown, kind: 'customer' | 'project', accountName: string, problems: string[]): Map<number, RoundingRule> {
  const rules = new Map<number, RoundingRule>();
  if (value === undefined || value === null) return rules;
  if (!isRecord(value)) {
    problems.push(`The ${kind} rounding rules of account ${accountName} are unreadable: they should be an object from ${kind} id to rule (they are ${shown(value)}).`);
    return rules;
  }
  for (const [key, ruleValue] of Object.entries(value)) {
    if (!/^[1-9]\d*$/.test(key)) {
      problems.push(`The ${kind} rounding rules of account ${accountName}: "${key}" is not a ${kind} id (a whole number).`);
      continue;
    }
    const read = readRoundingRule(ruleValue, `The rounding rule for ${kind} ${key} of account ${accountName}`);
    if (read.ok) rules.set(Number(key), read.value);
    else problems.push(...read.problems);
  }
  return rules;
}

const refused = (problems: readonly string[]): Read<never> => ({ ok: false, problems });
