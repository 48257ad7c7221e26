// The workday benchmark's day of one person with two accounts (issue 41): a Business account
// (the simulator's demo account, the first in Stint) and a Free one (the studio account, 50
// requests a day for the whole account, the phone's included), one timer across them. Each
// step names the account it acts in (null: the person's, as the window or the screen lock);
// the request floor and the entries the service should hold are worked out per account from
// the one-account rules (script.ts), with what the accounts layer adds: a start or a continue
// in one account while the other's timer runs stops that one (1 request in the other account).

import { description, expectedEntries, floorOf, type Action, type DayScript, type ExpectedEntry, type Step } from './script.ts';

export type AccountName = 'business' | 'free';
export const ACCOUNT_NAMES: readonly AccountName[] = ['business', 'free'];

export interface AccountStep extends Step {
  /** The account the step acts in; null for the person's own (window, lock). */
  readonly account: AccountName | null;
}

export interface TwoAccountScript {
  readonly name: string;
  readonly steps: readonly AccountStep[];
}

/** The demo account's projects without a required task (test/sim/demo.ts). */
const WEBSITE = 1;
const INTERNAL = 3;
const MIGRATION = 4;
const SUPPORT = 5;
/** The studio account's (test/sim/demo-studio.ts): Brand Refresh needs no task, nor Studio Admin. */
const BRAND = 1;
const STUDIO_ADMIN = 3;

/** The kinds of step the two-account day's driver plays (accounts-day.ts). */
export const TWO_ACCOUNT_KINDS: ReadonlySet<Action['kind']> = new Set(['start', 'switch', 'stop', 'continue', 'manual', 'window', 'idle', 'lock', 'elsewhere', 'week', 'started-ago', 'split', 'undone-edit', 'refused-edit']);

const b = (at: string, action: Action): AccountStep => ({ at, account: 'business', action });
const f = (at: string, action: Action): AccountStep => ({ at, account: 'free', action });
const w = (at: string, seconds: number): AccountStep => ({ at, account: null, action: { kind: 'window', seconds } });

/**
 * Ada's day for Acme (Business) and the studio (Free). Acme: 4 starts, 2 switches inside the
 * account, a continue, 2 stops; the studio: 3 starts, a switch, a continue, 2 stops, a manual
 * entry. 5 of the starts and continues stop the other account's timer at the instant they
 * begin. A 20-minute idle in Acme answered "discard"; a lunch behind a locked screen during
 * which the phone starts a studio timer (seen at the unlock, stopped by Acme's continue at
 * 13:00:20); a second phone start while the studio's timer runs (the service stops that one;
 * the person stops the phone's in the window); weeks looked at in both; in Acme a forgotten
 * start fixed by 3 minutes, a split, a move undone within its hold and an edit onto a project
 * archived on the web a moment before (refused, listed as not saved). The window is shown 13
 * times for 1-2 minutes; commands are given while it is open or from the tray.
 */
export const TWO_ACCOUNTS: TwoAccountScript = {
  name: 'accounts',
  steps: [
    w('09:05', 90),
    b('09:05:05', { kind: 'week', weeksBack: 0 }),
    b('09:05:30', { kind: 'start', key: 'A inbox', projectId: WEBSITE }),
    w('09:40', 60),
    f('09:40:05', { kind: 'week', weeksBack: 0 }),
    f('09:40:20', { kind: 'start', key: 'S1 moodboard', projectId: BRAND }),
    w('10:30', 60),
    b('10:30:20', { kind: 'start', key: 'B planning', projectId: INTERNAL }),
    w('10:50', 60),
    b('10:50:20', { kind: 'switch', key: 'C migration', projectId: MIGRATION }),
    b('11:10', { kind: 'idle', minutes: 20 }),
    w('11:32', 80),
    f('11:32:20', { kind: 'start', key: 'S2 concepts', projectId: BRAND }),
    f('11:45', { kind: 'switch', key: 'S3 logo', projectId: BRAND }),
    f('12:00', { kind: 'stop' }),
    { at: '12:02', account: null, action: { kind: 'lock', minutes: 56 } },
    f('12:30', { kind: 'elsewhere', key: 'P1 client call', projectId: STUDIO_ADMIN }),
    w('13:00', 70),
    b('13:00:20', { kind: 'continue', key: 'C migration' }),
    w('13:30', 60),
    f('13:30:20', { kind: 'manual', key: 'S4 sketch review', projectId: BRAND, start: '08:00:00', end: '08:30:00' }),
    w('14:00', 60),
    f('14:00:20', { kind: 'start', key: 'S5 illustration', projectId: BRAND }),
    f('14:30', { kind: 'elsewhere', key: 'P2 phone call', projectId: STUDIO_ADMIN }),
    w('15:00', 60),
    f('15:00:20', { kind: 'stop' }),
    w('15:05', 60),
    b('15:05:20', { kind: 'start', key: 'D support', projectId: SUPPORT }),
    b('15:06', { kind: 'started-ago', minutes: 3 }),
    w('15:30', 120),
    b('15:30:20', { kind: 'week', weeksBack: 1 }),
    b('15:31', { kind: 'week', weeksBack: 0 }),
    b('15:45', { kind: 'switch', key: 'E review', projectId: INTERNAL }),
    b('16:00', { kind: 'stop' }),
    b('16:01', { kind: 'split', key: 'E review', cut: '15:52:00', newKey: 'E2 docs', projectId: WEBSITE }),
    b('16:02', { kind: 'undone-edit', key: 'D support', projectId: INTERNAL, afterSeconds: 5 }),
    b('16:03', { kind: 'refused-edit', key: 'B planning' }),
    w('16:10', 60),
    f('16:10:20', { kind: 'continue', key: 'S5 illustration' }),
    w('16:40', 60),
    b('16:40:20', { kind: 'start', key: 'F wrap-up', projectId: WEBSITE }),
    b('16:58', { kind: 'stop' }),
  ],
};

/** The keys a step makes (an entry of its account from then on). */
function keysMade(a: Action): string[] {
  switch (a.kind) {
    case 'start':
    case 'switch':
    case 'elsewhere':
    case 'manual':
      return [a.key];
    case 'split':
      return [a.newKey];
    default:
      return [];
  }
}

/**
 * Which account runs the timer after each step, checked against the rules the floors and
 * entries assume: one timer across accounts (the phone starts only where nothing runs in the
 * other account: the service cannot stop another account's timer), a stop, an idle or a
 * correction of the running timer in the account that runs, keys unique across accounts,
 * and only the kinds the driver plays.
 */
function walk(script: TwoAccountScript, onCross: (stopped: AccountName) => void = () => {}): void {
  let running: AccountName | null = null;
  const owner = new Map<string, AccountName>();
  for (const { at, account, action: a } of script.steps) {
    const where = `${script.name} ${at} ${a.kind}`;
    if (!TWO_ACCOUNT_KINDS.has(a.kind)) throw new Error(`${where}: not played in the two-account day`);
    if ((a.kind === 'window' || a.kind === 'lock') !== (account === null)) throw new Error(`${where}: ${account === null ? 'needs an account' : "is the person's, not an account's"}`);
    for (const k of keysMade(a)) {
      if (owner.has(k)) throw new Error(`${where}: key ${k} is made twice`);
      owner.set(k, account!);
    }
    switch (a.kind) {
      case 'start':
      case 'switch':
      case 'continue':
        if (a.kind === 'continue' && owner.get(a.key) !== account) throw new Error(`${where}: ${a.key} is not an entry of ${account}`);
        if (a.kind === 'switch' && running !== account) throw new Error(`${where}: a switch inside ${account}, while ${running ?? 'nothing'} runs`);
        if (running !== null && running !== account) onCross(running);
        running = account;
        break;
      case 'elsewhere':
        if (running !== null && running !== account) throw new Error(`${where}: the phone starts in ${account} while ${running} runs`);
        running = account;
        break;
      case 'stop':
      case 'idle':
      case 'started-ago':
        if (running !== account) throw new Error(`${where}: in ${account}, while ${running ?? 'nothing'} runs`);
        if (a.kind !== 'started-ago') running = null;
        break;
      default:
        break;
    }
  }
  if (running !== null) throw new Error(`${script.name} ends with a timer running in ${running}`);
}

/** The steps of one account, as a one-account script (on its plan). */
export function accountScript(script: TwoAccountScript, account: AccountName): DayScript {
  return { name: `${script.name}-${account}`, plan: account, steps: script.steps.filter((s) => s.account === account) };
}

/** Each account's floor: its own steps' (floorOf), plus 1 for each stop of its timer by a start in the other account. */
export function floorsOf(script: TwoAccountScript): Record<AccountName, number> {
  const floors: Record<AccountName, number> = { business: floorOf(accountScript(script, 'business')), free: floorOf(accountScript(script, 'free')) };
  walk(script, (stopped) => floors[stopped]++);
  return floors;
}

/** The entries each account's service should hold at the end of the day. */
export function expectedByAccount(script: TwoAccountScript): Record<AccountName, ExpectedEntry[]> {
  walk(script);
  // One timer: the day's runs are those of one person's one-account day, each entry then in the account that made it.
  const all = expectedEntries({ name: script.name, plan: 'business', steps: script.steps });
  const accountOf = new Map<string, AccountName>();
  for (const { account, action: a } of script.steps) for (const k of keysMade(a)) accountOf.set(description(k), account!);
  const out: Record<AccountName, ExpectedEntry[]> = { business: [], free: [] };
  for (const e of all) out[accountOf.get(e.description)!].push(e);
  return out;
}

/** The starts of one account that stopped the other's timer (a figure of the day). */
export function crossSwitches(script: TwoAccountScript): number {
  let n = 0;
  walk(script, () => n++);
  return n;
}
