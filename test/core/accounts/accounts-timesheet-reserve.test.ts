// A timesheet export on a Free account (50 requests a day for the whole account, issue 70):
// it never spends the requests the day's timer still needs. At 45 of 50 the reserve is all
// that is left: the cost is said first, the export of that account is refused in words before
// any request, and the other account's time still comes, the sheet saying what is missing.
// The requests are counted where they land: the simulator's own count of the account's day.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { AccountsHarness, STUDIO_ACCOUNT_ID } from '../support/accounts-harness.ts';
import { seedMonth } from '../support/timesheet-data.ts';
import { personStint } from '../../../main/core/accounts/person-stint.ts';

let h: AccountsHarness;
afterEach(() => h?.close());

/** The requests the simulator counted against the studio's day. */
const usedToday = (): number => h.sim.sim.ctx.limits.accountDaily.used(STUDIO_ACCOUNT_ID, h.clock.now());

/** Another device of the account spends requests until `n` of the day's 50 are used. */
function spendUntil(n: number): void {
  while (usedToday() < n) h.sim.sim.ctx.limits.accountDaily.add(STUDIO_ACCOUNT_ID, h.clock.now());
}

test('on a Free account at 45 of 50 requests the export is refused in words before any request, the reserve left; the other account still comes', async () => {
  h = await AccountsHarness.start();
  const studio = await h.acmeAndStudio();
  seedMonth(h.sim.sim.ctx.accounts.get(STUDIO_ACCOUNT_ID)!, { from: '2026-02-01', to: '2026-02-28', perDay: 8, seed: 3 });
  const person = personStint(h.hub);
  const request = { from: '2026-02-01', to: '2026-02-28', groupBy: ['project'] as const, rounding: false };

  // The cost first: one request (a one-row page) tells the count; the studio's own day is at 44.
  spendUntil(44);
  const cost = await person.timesheetCost({ ...request, accounts: [studio] });
  assert.ok(Array.isArray(cost));
  const said = cost[0]!.cost;
  assert.equal(said.ok, false);
  assert.equal(said.spent, 1);
  assert.equal(
    said.ok ? '' : said.message,
    'This export needs 3 requests of Studio (224 entries); none are left today after the 5 the timer keeps. Choose a shorter range or fewer projects, or export tomorrow.',
  );
  assert.equal(usedToday(), 45);

  // The export itself: the studio refused before a request, the reserve of 5 untouched.
  const before = h.requests.get(STUDIO_ACCOUNT_ID) ?? 0;
  const r = await person.timesheet(request);
  assert.equal(r.ok, true);
  assert.equal(usedToday(), 45, 'no request of the studio was spent');
  assert.equal(h.requests.get(STUDIO_ACCOUNT_ID) ?? 0, before, 'nothing reached the service from the studio');
  if (!r.ok) return;
  assert.deepEqual(
    r.accounts.map((a) => [a.name, a.requests, a.refused]),
    [
      ['Acme', 1, null],
      ['Studio', 0, 'This export needs at least 1 request of Studio; none are left today after the 5 the timer keeps. Choose a shorter range or fewer projects, or export tomorrow.'],
    ],
  );
  assert.equal(r.incomplete, true);
  assert.match(r.problems.join(' '), /^Studio: This export needs at least 1 request of Studio/);
  assert.deepEqual([...new Set(r.sheet.entries.map((e) => e.account))], ['Acme'], 'the sheet holds Acme alone, and says so');
  assert.equal(r.sheet.entries.every((e) => e.account === 'Acme'), true);

  // The timer's work still goes: a start in the studio reaches the service on the reserve.
  assert.deepEqual(await h.hub.start(studio, { projectId: h.projectId(studio, 'Brand Refresh'), description: 'After the export' }), { ok: true });
  await h.advance(2_000);
  assert.equal(h.runningOnService().includes('studio:After the export'), true);
});

test("on a Free account with room for the first page only, the read stops at the count and refuses the rest in words, the timer's share kept", async () => {
  h = await AccountsHarness.start();
  const studio = await h.acmeAndStudio();
  seedMonth(h.sim.sim.ctx.accounts.get(STUDIO_ACCOUNT_ID)!, { from: '2026-02-01', to: '2026-02-28', perDay: 8, seed: 3 });
  const person = personStint(h.hub);
  const request = { from: '2026-02-01', to: '2026-02-28', groupBy: ['project'] as const, rounding: false, accounts: [studio] };
  // The cost, asked on a day still wide open, says what the timer keeps now.
  const cost = await person.timesheetCost(request);
  assert.ok(Array.isArray(cost) && cost[0]!.cost.ok);
  const keeps = cost[0]!.cost.ok ? cost[0]!.cost.keeps : 0;
  assert.ok(keeps >= 5, `the timer keeps ${keeps}`);
  assert.match(cost[0]!.cost.ok ? cost[0]!.cost.message : '', /^This export needs 3 requests of Studio \(224 entries\); \d+ are left today after the \d+ the timer keeps\.$/);
  // Another device leaves two requests beyond the timer's share: one page's worth, not three.
  spendUntil(50 - keeps - 2);
  const at = usedToday();
  const r = await person.timesheet(request);
  assert.equal(r.ok, false);
  assert.equal(usedToday() - at, 1, 'the first page, which told the count, and no more');
  assert.equal(r.ok ? -1 : r.accounts[0]!.requests, 1);
  assert.equal(
    r.ok ? '' : r.message,
    `Studio: This export needs 3 requests of Studio (224 entries); 2 are left today after the ${keeps} the timer keeps. Choose a shorter range or fewer projects, or export tomorrow. Nothing was exported; 1 request was spent finding out.`,
  );
  assert.ok(50 - usedToday() >= keeps, `${50 - usedToday()} left, the timer keeps ${keeps}`);
});
