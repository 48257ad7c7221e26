import assert from 'node:assert/strict';
import { test } from 'node:test';
import { budgetLevel, budgetMinutes, budgetProgress, FULL_SHARE, minutesText, NEAR_SHARE, percentUsed, runningBudget } from '../../../main/core/views/budget-view.ts';
import type { EntryView, ProjectView } from '../../../main/core/snapshot.ts';
import { wordsFor } from '../../../main/i18n/words.ts';
import { untranslated } from '../../i18n/support/untranslated.ts';

const WEBSITE = { id: 1, name: 'Website Redesign' };
const ONE_HOUR_AT_75 = { by: 'time', amount: 1, progressPercent: 75 } as const;

test('a time budget moves on by the time the figure does not hold: 10 of 40 h read, 1:30 since: 11:30 used, 28:30 left', () => {
  const p = budgetProgress(WEBSITE, { by: 'time', amount: 40, progressPercent: 25 }, 90 * 60);
  assert.deepEqual(p, {
    projectId: 1,
    projectName: 'Website Redesign',
    by: 'time',
    amount: 40,
    share: 11.5 / 40,
    usedSeconds: 11.5 * 3600,
    leftSeconds: 28.5 * 3600,
    level: 'under',
    text: '11:30 of 40:00 h used, 28:30 left',
  });
});

test('used and left add up to the budget: used is truncated to the minute, left is the budget less the minutes shown (issue 33)', () => {
  // 45:30 used: 14:30 left truncates to 0:14, and "0:45 used, 0:14 left" came to 0:59.
  const p = budgetProgress(WEBSITE, ONE_HOUR_AT_75, 30);
  assert.equal(p.usedSeconds, 2730);
  assert.equal(p.leftSeconds, 870, 'the seconds stay exact');
  assert.equal(p.text, '0:45 of 1:00 h used, 0:15 left');
  assert.equal(budgetProgress(WEBSITE, ONE_HOUR_AT_75, 59).text, '0:45 of 1:00 h used, 0:15 left');
  assert.equal(budgetProgress(WEBSITE, ONE_HOUR_AT_75, 60).text, '0:46 of 1:00 h used, 0:14 left');
  assert.equal(budgetProgress(WEBSITE, ONE_HOUR_AT_75, 14 * 60 + 59).text, '0:59 of 1:00 h used, 0:01 left');
});

test('exactly at the budget: nothing left, not "0:00 left" nor "0:00 over"; a minute past it, a minute over', () => {
  const full = budgetProgress(WEBSITE, ONE_HOUR_AT_75, 15 * 60);
  assert.equal(full.usedSeconds, 3600);
  assert.equal(full.leftSeconds, 0);
  assert.equal(full.share, 1);
  assert.equal(full.level, 'over');
  assert.equal(full.text, '1:00 of 1:00 h used, nothing left');
  const justPast = budgetProgress(WEBSITE, ONE_HOUR_AT_75, 15 * 60 + 59);
  assert.equal(justPast.leftSeconds, -59);
  assert.equal(justPast.text, '1:00 of 1:00 h used, nothing left', 'under a minute over shows as used up');
  assert.equal(budgetProgress(WEBSITE, ONE_HOUR_AT_75, 16 * 60).text, '1:01 of 1:00 h used, 0:01 over');
});

test('past the budget: the time over, and the third colour', () => {
  const p = budgetProgress(WEBSITE, { by: 'time', amount: 2, progressPercent: 100 }, 15 * 60);
  assert.equal(p.leftSeconds, -15 * 60);
  assert.equal(p.level, 'over');
  assert.equal(p.text, '2:15 of 2:00 h used, 0:15 over');
});

test("the figure is a percent: it is put back on the second it stands for, and the seconds since are whole", () => {
  // 108% of an hour is 3,888 s; 0.01% of an hour is 0.36 s, which rounds to nothing.
  assert.equal(budgetProgress(WEBSITE, { by: 'time', amount: 1, progressPercent: 108 }, 0).usedSeconds, 3888);
  assert.equal(budgetProgress(WEBSITE, { by: 'time', amount: 1, progressPercent: 0.01 }, 0).usedSeconds, 0);
  assert.equal(budgetProgress(WEBSITE, { by: 'time', amount: 1, progressPercent: 0.02 }, 0).usedSeconds, 1, '0.72 s rounds up');
  assert.equal(budgetProgress(WEBSITE, { by: 'time', amount: 40, progressPercent: 29 }, 0).usedSeconds, 41_760, '29% in decimal is not quite 0.29');
  assert.equal(budgetProgress(WEBSITE, ONE_HOUR_AT_75, 59.9).usedSeconds, 2759, 'a running second counts once it is whole');
});

test('time that has left the project since the figure takes the bar down, never below nothing', () => {
  assert.equal(budgetProgress(WEBSITE, ONE_HOUR_AT_75, -15 * 60).usedSeconds, 1800);
  const none = budgetProgress(WEBSITE, ONE_HOUR_AT_75, -2 * 3600);
  assert.equal(none.usedSeconds, 0);
  assert.equal(none.share, 0);
  assert.equal(none.text, '0:00 of 1:00 h used, 1:00 left');
});

test('the colours of a time budget change at 80% and at 100% of the seconds', () => {
  const at = (seconds: number) => budgetProgress(WEBSITE, { by: 'time', amount: 1, progressPercent: 0 }, seconds);
  assert.equal(at(2879).level, 'under');
  assert.equal(at(2880).level, 'near');
  assert.equal(at(3599).level, 'near');
  assert.equal(at(3600).level, 'over');
});

test("a billing budget is the service's own share: time since does not move it", () => {
  const p = budgetProgress({ id: 5, name: 'Support Retainer' }, { by: 'billing', amount: 5000, progressPercent: 82.4 }, 3 * 3600);
  assert.deepEqual(p, {
    projectId: 5,
    projectName: 'Support Retainer',
    by: 'billing',
    amount: 5000,
    share: 82.4 / 100,
    usedSeconds: null,
    leftSeconds: null,
    level: 'near',
    text: '82% of the billing budget used',
  });
});

test('a billing budget: its percent as read (29% stays 29%), its colours at 80% and 100%', () => {
  const at = (percent: number) => budgetProgress({ id: 5, name: 'Support Retainer' }, { by: 'billing', amount: 5000, progressPercent: percent }, 0);
  assert.equal(at(29).text, '29% of the billing budget used');
  assert.equal(at(79.99).level, 'under');
  assert.equal(at(79.99).text, '79% of the billing budget used');
  assert.equal(at(80).level, 'near');
  assert.equal(at(99.99).level, 'near');
  assert.equal(at(100).level, 'over');
  assert.equal(at(130).text, '130% of the billing budget used');
});

test('the colours change at 80% and at 100%', () => {
  assert.equal(NEAR_SHARE, 0.8);
  assert.equal(FULL_SHARE, 1);
  assert.equal(budgetLevel(0), 'under');
  assert.equal(budgetLevel(0.7999), 'under');
  assert.equal(budgetLevel(0.8), 'near');
  assert.equal(budgetLevel(0.9999), 'near');
  assert.equal(budgetLevel(1), 'over');
  assert.equal(budgetLevel(3), 'over');
});

test('whole percents: truncated, and a share that is a whole percent in decimal stays on it', () => {
  assert.equal(percentUsed(0), 0);
  assert.equal(percentUsed(0.29), 29);
  assert.equal(percentUsed(0.57), 57);
  assert.equal(percentUsed(0.8), 80);
  assert.equal(percentUsed(0.7999), 79);
  assert.equal(percentUsed(0.999), 99);
  assert.equal(percentUsed(1), 100);
  assert.equal(percentUsed(1.084), 108);
});

test('budget minutes: used truncated, left and over from the minutes shown, never below nothing', () => {
  assert.deepEqual(budgetMinutes(2730, 3600), { used: 45, total: 60, left: 15, over: 0 });
  assert.deepEqual(budgetMinutes(3600, 3600), { used: 60, total: 60, left: 0, over: 0 });
  assert.deepEqual(budgetMinutes(3659, 3600), { used: 60, total: 60, left: 0, over: 0 });
  assert.deepEqual(budgetMinutes(3660, 3600), { used: 61, total: 60, left: 0, over: 1 });
  assert.deepEqual(budgetMinutes(-30, 3600), { used: 0, total: 60, left: 60, over: 0 });
  assert.deepEqual(budgetMinutes(0, 5430), { used: 0, total: 90, left: 90, over: 0 }, 'a budget of 1.5 h and 30 s shows its whole minutes');
});

test('minutes as H:MM, hours not wrapped', () => {
  assert.equal(minutesText(0), '0:00');
  assert.equal(minutesText(5), '0:05');
  assert.equal(minutesText(75), '1:15');
  assert.equal(minutesText(27 * 60 + 5), '27:05');
});

function entry(over: Partial<EntryView> = {}): EntryView {
  return {
    key: 'e7',
    id: 7,
    date: '2026-03-10',
    projectId: 4,
    projectName: 'Data Migration',
    customerName: null,
    taskId: null,
    taskName: null,
    description: 'Import scripts',
    timeStart: '15:00:00',
    timeEnd: '15:00:00',
    totalSeconds: 0,
    runningSince: null,
    locked: false,
    pending: false,
    ...over,
  };
}

const NOW = Date.parse('2026-03-10T15:30:00Z');
const MIGRATION: ProjectView = { id: 4, name: 'Data Migration', customerName: null, requiredTask: false, active: true, budget: ONE_HOUR_AT_75 };
const RUNNING_10_MIN = entry({ totalSeconds: 120, runningSince: NOW - 10 * 60_000 });

test('the running budget: the figure, what was recorded on the project since, and the current run', () => {
  const b = runningBudget(RUNNING_10_MIN, [MIGRATION], NOW, { '4': 20 * 60 });
  assert.equal(b?.usedSeconds, 2700 + 1200 + 600);
  assert.equal(b?.text, '1:15 of 1:00 h used, 0:15 over');
  assert.ok(Object.isFrozen(b));
});

test('the running budget without a tally (a cache from an older Stint): the running entry holds all the figure lacks', () => {
  assert.equal(runningBudget(RUNNING_10_MIN, [MIGRATION], NOW)?.usedSeconds, 2700 + 120 + 600);
  assert.equal(runningBudget(RUNNING_10_MIN, [MIGRATION], NOW, { '5': 999 })?.usedSeconds, 2700 + 120 + 600, "another project's tally does not count");
  assert.equal(runningBudget(RUNNING_10_MIN, [MIGRATION], NOW, { '4': 0 })?.usedSeconds, 2700 + 600, 'a tally of nothing since: the run alone');
});

test('a run that starts after now (a clock set back) adds nothing', () => {
  assert.equal(runningBudget(entry({ runningSince: NOW + 60_000 }), [MIGRATION], NOW, { '4': 0 })?.usedSeconds, 2700);
});

test('no bar: nothing runs, a stopped entry, a project not in the list, a project without a budget', () => {
  assert.equal(runningBudget(null, [MIGRATION], NOW), null);
  assert.equal(runningBudget(entry(), [MIGRATION], NOW), null, 'not running');
  assert.equal(runningBudget(RUNNING_10_MIN, [{ ...MIGRATION, id: 5 }], NOW), null);
  assert.equal(runningBudget(RUNNING_10_MIN, [{ ...MIGRATION, budget: null }], NOW), null);
  const { budget: _none, ...older } = MIGRATION;
  assert.equal(runningBudget(RUNNING_10_MIN, [older], NOW), null, 'a cached project from before budgets');
});

test("the bar's words in the language in use: German, and nothing outside the catalog in the pseudo-locale", () => {
  const time = { by: 'time' as const, amount: 40, progressPercent: 25 };
  const billing = { by: 'billing' as const, amount: 5000, progressPercent: 62 };
  const project = { id: 7, name: 'Website' };
  assert.equal(budgetProgress(project, time, 90 * 60, wordsFor('de')).text, '11:30 von 40:00 h verbraucht, 28:30 übrig');
  assert.equal(budgetProgress(project, billing, 0, wordsFor('de')).text, '62 % des Abrechnungsbudgets verbraucht');
  for (const [b, since] of [[time, 90 * 60], [time, 40 * 3600], [time, 41 * 3600], [billing, 0]] as const) {
    const xa = budgetProgress(project, b, since, wordsFor('en-XA')).text;
    assert.equal(untranslated(xa, []), '', xa);
    assert.notEqual(untranslated(budgetProgress(project, b, since).text, []), '', 'English is caught');
  }
});
