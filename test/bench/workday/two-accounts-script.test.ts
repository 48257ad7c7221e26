// The two-account day's arithmetic (two-accounts-script.ts): each account's floor with the
// stops a start in the other account adds, the entries each account's service should hold,
// and the script's rules (one timer across accounts) refused where a script breaks them.
// The day itself runs in `npm run bench:workday` (figures, not a timed test).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { accountScript, crossSwitches, expectedByAccount, floorsOf, TWO_ACCOUNTS, type AccountStep, type TwoAccountScript } from './two-accounts-script.ts';

const day = (steps: AccountStep[]): TwoAccountScript => ({ name: 'small', steps });

test('a start in the other account stops the running one: 1 request more in the account stopped, the runs end at the switch', () => {
  const s = day([
    { at: '09:00', account: 'business', action: { kind: 'start', key: 'A', projectId: 1 } },
    { at: '10:00', account: 'free', action: { kind: 'start', key: 'S', projectId: 1 } },
    { at: '10:30', account: 'business', action: { kind: 'continue', key: 'A' } },
    { at: '11:00', account: 'business', action: { kind: 'stop' } },
  ]);
  // Business: start 2, continue 2 (a new entry like A), stop 1, and the stop of A by S 1; Free: start 2, the stop of S by the continue 1.
  assert.deepEqual(floorsOf(s), { business: 6, free: 3 });
  assert.equal(crossSwitches(s), 2);
  assert.deepEqual(expectedByAccount(s), {
    business: [
      { description: 'bench A', projectId: 1, totalSeconds: 3600 },
      { description: 'bench A', projectId: 1, totalSeconds: 1800 },
    ],
    free: [{ description: 'bench S', projectId: 1, totalSeconds: 1800 }],
  });
});

test("the phone's start in the account that runs ends its run; a stop is the running account's", () => {
  const s = day([
    { at: '09:00', account: 'free', action: { kind: 'start', key: 'S', projectId: 1 } },
    { at: '09:30', account: 'free', action: { kind: 'elsewhere', key: 'P', projectId: 3 } },
    { at: '10:00', account: 'free', action: { kind: 'stop' } },
  ]);
  assert.deepEqual(floorsOf(s), { business: 0, free: 3 });
  assert.deepEqual(expectedByAccount(s).free, [
    { description: 'bench S', projectId: 1, totalSeconds: 1800 },
    { description: 'bench P', projectId: 3, totalSeconds: 1800 },
  ]);
});

test('scripts that break one timer across accounts are refused', () => {
  const phoneBeside = day([
    { at: '09:00', account: 'business', action: { kind: 'start', key: 'A', projectId: 1 } },
    { at: '09:30', account: 'free', action: { kind: 'elsewhere', key: 'P', projectId: 3 } },
    { at: '10:00', account: 'business', action: { kind: 'stop' } },
  ]);
  assert.throws(() => floorsOf(phoneBeside), /the phone starts in free while business runs/);
  const stopElsewhere = day([
    { at: '09:00', account: 'business', action: { kind: 'start', key: 'A', projectId: 1 } },
    { at: '10:00', account: 'free', action: { kind: 'stop' } },
  ]);
  assert.throws(() => expectedByAccount(stopElsewhere), /in free, while business runs/);
  const sameKey = day([
    { at: '09:00', account: 'business', action: { kind: 'start', key: 'A', projectId: 1 } },
    { at: '10:00', account: 'free', action: { kind: 'start', key: 'A', projectId: 1 } },
    { at: '11:00', account: 'free', action: { kind: 'stop' } },
  ]);
  assert.throws(() => floorsOf(sameKey), /key A is made twice/);
  const notPlayed = day([{ at: '09:00', account: 'business', action: { kind: 'todo-done', todo: 'DNS switch' } }]);
  assert.throws(() => floorsOf(notPlayed), /not played/);
});

test('the bench day: valid, each account with its own part, every entry in one account', () => {
  const floors = floorsOf(TWO_ACCOUNTS);
  assert.ok(floors.business > 0 && floors.free > 0);
  assert.equal(crossSwitches(TWO_ACCOUNTS), 5);
  const expected = expectedByAccount(TWO_ACCOUNTS);
  // A continue makes a second entry of the same work, in its own account.
  const free = new Set(expected.free.map((e) => e.description));
  assert.deepEqual(expected.business.filter((e) => free.has(e.description)), [], 'no entry in both accounts');
  // The phone's two timers and the manual entry are the studio's.
  assert.deepEqual(expected.free.map((e) => e.description).filter((d) => /P\d|S4/.test(d)).sort(), ['bench P1 client call', 'bench P2 phone call', 'bench S4 sketch review']);
  assert.equal(accountScript(TWO_ACCOUNTS, 'free').plan, 'free');
});
