// One week figure wherever it is read (issue 69, item 7): with two accounts, entries in both
// on earlier days of the week and today, and a timer running in one, the command line's
// "Target this week, all accounts" and the window's "This week's target" (its own pure
// functions over the same snapshot) say the same time, and it is the time both accounts of
// the service hold this week. The command line had added the other account's today only,
// not its earlier days. On the simulator, manual clock.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { AccountsHarness, STUDIO_ACCOUNT_ID } from '../support/accounts-harness.ts';
import { DEMO_ADA, PROJECT } from '../support/engine-harness.ts';
import { personStint } from '../../../main/core/accounts/person-stint.ts';
import type { Snapshot } from '../../../main/core/snapshot.ts';
import { targetLines } from '../../../main/cli/render-target.ts';
import { progressWords, weekDoneNow } from '../../../renderer/text/target-words.ts';
import { todayTotal } from '../../../renderer/today/totals.ts';
import { acrossAccounts } from '../../../renderer/today/account-seconds.ts';
import { wordsFor } from '../../../main/i18n/words.ts';

/** The English words: these tests read the command line's lines in English. */
const EN = wordsFor('en');

let h: AccountsHarness;
afterEach(() => h?.close());

const MIN = 60_000;
/** Wednesday afternoon: the studio holds Ada's Monday and Tuesday mornings (test/sim/demo-studio.ts), the demo account her afternoons. */
const WEDNESDAY = '2026-03-11T15:00:00Z';

/** The week's line as the window draws it: Today's live total of every account, the week's other days from the snapshot. */
function windowWeekLine(s: Snapshot, now: number): string {
  const t = s.target!;
  const own = todayTotal(s.todayEntries, s.running, s.today, now).seconds;
  return `Target this week, all accounts: ${progressWords(weekDoneNow(t, acrossAccounts(s.accounts!, own, s.today)), t.week.targetSeconds)}`;
}

/** Ada's seconds this week (from `start` to today) on the service, both accounts, a running stopwatch counted to now. */
function onTheService(start: string, today: string, now: number): number {
  let seconds = 0;
  for (const account of ['demo', STUDIO_ACCOUNT_ID]) {
    const ada = [...h.sim.sim.ctx.accounts.get(account)!.users.values()].find((u) => u.email === DEMO_ADA)!.id;
    for (const e of h.serviceEntries(account, (x) => x.user_id === ada && x.date_execution >= start && x.date_execution <= today)) {
      seconds += e.time_total + (e.stopwatch_started_at === null ? 0 : Math.floor((now - e.stopwatch_started_at) / 1000));
    }
  }
  return seconds;
}

test("the week's target with two accounts: the command line and the window read one figure, both accounts' week with the studio's timer running", async () => {
  h = await AccountsHarness.start(WEDNESDAY);
  const studio = await h.acmeAndStudio();
  const person = personStint(h.hub);
  const today = person.snapshot().today;
  assert.ok((await person.addManualEntry({ date: today, start: '08:00', end: '09:15', projectId: PROJECT.website, description: 'Audit', confirmOverlap: true })).ok);
  assert.ok((await person.startInAccount({ accountKey: studio, projectId: h.projectId(studio, 'Brand Refresh'), description: 'Moodboard' })).ok);
  await h.advance(20 * MIN, MIN);

  const check = (when: string) => {
    const s = person.snapshot();
    const now = h.clock.now();
    assert.equal(s.accounts?.inUse, studio, "the window shows the studio, whose timer runs");
    const t = s.target;
    assert.ok(t, 'a target');
    const cli = targetLines(s, now, EN).find((l) => l.startsWith('Target this week'));
    const truth = `Target this week, all accounts: ${progressWords(onTheService(t.week.start, today, now), t.week.targetSeconds)}`;
    assert.equal(cli, truth, `${when}: the command line counts both accounts' week`);
    assert.equal(windowWeekLine(s, now), truth, `${when}: the window counts the same`);
  };
  check('as the command line opens');
  // The window shows the week (each account reads it): the figure stays one.
  assert.deepEqual(await person.showWeek(today), { ok: true });
  await h.settle();
  await h.advance(3 * MIN, MIN);
  check('with the week shown');
});
