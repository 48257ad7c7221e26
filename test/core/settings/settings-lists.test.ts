// A stored list with bad entries keeps its good ones, and the person is told which were
// dropped and why (issue 68, item 4: one blank excluded application made the whole list read
// as empty, without a word). The unit tests of settings-lists.ts, settings-problems.ts and of
// settings-schema.ts's `listRule`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listRule, WINDOW_FIELDS } from '../../../main/core/settings/settings-schema.ts';
import { hasLists, listLabel, salvage } from '../../../main/core/settings/settings-lists.ts';
import { droppedProblem, ordinal, placesWords, RECORD_GUARDS, settingLabel, unreadableProblem } from '../../../main/core/settings/settings-problems.ts';

test('listRule reads a list\'s rule from its field\'s schema: its entries\' check, how many it keeps, whether each is once', () => {
  const titles = listRule('activity.excludedTitles', null)!;
  assert.equal(titles.maxItems, 200);
  assert.equal(titles.unique, false);
  assert.equal(titles.entryValid('*bank*'), true);
  assert.equal(titles.entryValid('  '), false);
  assert.equal(titles.entryValid('***'), false);
  assert.equal(titles.entryValid(7), false);
  const days = listRule('workingHours', 'days')!;
  assert.deepEqual([days.maxItems, days.unique, days.entryValid(6), days.entryValid(7)], [7, true, true, false]);
  const windows = listRule('workingHours', 'windows')!;
  assert.equal(windows.entryValid({ start: '09:00', end: '12:00', note: 'a newer version’s key' }), true, 'read leniently, as a stored value is');
  assert.equal(windows.entryValid({ start: '9:00', end: '12:00' }), false);
  assert.equal(listRule('target.workDays', null)!.unique, true);
  assert.equal(listRule('activity.excludedApps', null)!.entryValid(' Signal '), true);
  assert.equal(listRule('activity.rewrites', null)!.entryValid({ pattern: '*a*', replacement: '{1}' }), true);
  assert.equal(listRule('theme', null), null, 'no list there');
  assert.equal(listRule('workingHours', 'nothing'), null);
  assert.equal(listRule('no.such.setting', null), null);
  assert.equal(listRule('activity.excludedTitles', null), titles, 'made once');
});

test('a title list keeps every good entry in order, the first 200; the blank, the * alone and the one too many are named', () => {
  const stored = ['*a*', ' ', '***', ...Array.from({ length: 199 }, (_, i) => `*x${i}*`), '*late*', 5];
  const r = salvage('activity.excludedTitles', stored)!;
  assert.deepEqual(r.value, ['*a*', ...Array.from({ length: 199 }, (_, i) => `*x${i}*`)]);
  assert.deepEqual(r.dropped, [
    {
      field: 'activity.excludedTitles',
      label: 'Titles never recorded',
      entries: [
        { index: 1, why: 'blank' },
        { index: 2, why: 'only * and spaces: it would match every window' },
        { index: 202, why: 'a list keeps at most 200' },
        { index: 203, why: 'not text' },
      ],
    },
  ]);
});

test('why an entry cannot serve, in words, list by list', () => {
  // Beside one good entry, so that a list of at least one still has it.
  const good: Record<string, unknown> = { 'activity.excludedApps': 'Signal', 'activity.excludedTitles': '*a*', 'activity.rewrites': { pattern: '*a*', replacement: 'a' }, 'target.workDays': 1 };
  const why = (field: string, entry: unknown) => (salvage(field, [good[field], entry]) ?? { dropped: [{ entries: [{ why: 'kept' }] }] }).dropped[0]!.entries[0]!.why;
  assert.equal(why('activity.excludedApps', ''), 'blank');
  assert.equal(why('activity.excludedApps', 'a'.repeat(201)), 'longer than 200 characters');
  assert.equal(why('activity.excludedApps', null), 'not text');
  assert.equal(why('activity.excludedTitles', '*'.repeat(201)), 'longer than 200 characters');
  assert.equal(why('activity.rewrites', 'x'), 'not a pattern with what it becomes');
  assert.equal(why('activity.rewrites', { pattern: '*a*' }), 'not a pattern with what it becomes');
  assert.equal(why('activity.rewrites', { replacement: 'x' }), 'not a pattern with what it becomes');
  assert.equal(why('activity.rewrites', { pattern: '*a*', replacement: 'y'.repeat(201) }), 'what it becomes is longer than 200 characters');
  assert.equal(why('activity.rewrites', { pattern: ' ', replacement: 'y' }), 'its pattern is blank');
  assert.equal(why('activity.rewrites', { pattern: '**', replacement: 'y' }), 'its pattern is only * and spaces: it would match every window');
  assert.equal(why('target.workDays', 9), 'not a day from 0 (Sunday) to 6 (Saturday)');
});

test('days listed twice keep their first; working hours lose only the window that overlaps or ends before it starts, said as the person numbered them', () => {
  assert.deepEqual(salvage('target.workDays', [1, 1, 2]), {
    value: [1, 2],
    dropped: [{ field: 'target.workDays', label: 'Daily target: work days', entries: [{ index: 1, why: 'listed twice' }] }],
  });
  const r = salvage('workingHours', {
    days: [1, 'x', 2],
    windows: [{ start: '25:00', end: '26:00' }, { start: '09:00', end: '12:00' }, { start: '11:00', end: '13:00' }, { start: '15:00', end: '14:00' }, { start: '14:00', end: '17:00' }],
  })!;
  assert.deepEqual(r.value, { days: [1, 2], windows: [{ start: '09:00', end: '12:00' }, { start: '14:00', end: '17:00' }] });
  assert.deepEqual(r.dropped, [
    { field: 'workingHours', label: 'Working hours: days', entries: [{ index: 1, why: 'not a day from 0 (Sunday) to 6 (Saturday)' }] },
    {
      field: 'workingHours',
      label: 'Working hours: times',
      entries: [
        { index: 0, why: 'not a time from HH:MM to HH:MM' },
        { index: 2, why: 'overlaps window 2' },
        { index: 3, why: 'must end after it starts' },
      ],
    },
  ]);
});

test('what no dropped entry mends is not salvaged: the whole setting is then its default', () => {
  assert.equal(salvage('activity.excludedTitles', '*bank*'), null, 'not a list');
  assert.equal(salvage('workingHours', { days: 'weekdays', windows: [{ start: '09:00', end: '17:00' }] }), null);
  assert.equal(salvage('workingHours', { days: [9], windows: [{ start: '09:00', end: '17:00' }] }), null, 'no day left: a list of at least one');
  assert.equal(salvage('workingHours', { days: [1], windows: [{ start: '09:00', end: '17:00' }], extra: 1 }), null, 'nothing dropped');
  assert.equal(salvage('theme', 'mauve'), null, 'no list in it');
  assert.equal(salvage('target.workDays', null), null, 'nothing to drop');
  assert.equal(hasLists('activity.rewrites'), true);
  assert.equal(hasLists('theme'), false);
  assert.equal(listLabel('activity.excludedApps'), 'Applications never recorded');
  assert.equal(listLabel('theme'), undefined);
});

test('ordinals and places in words', () => {
  assert.deepEqual([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112, 113, 201, 202].map(ordinal), ['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '101st', '111th', '112th', '113th', '201st', '202nd']);
  assert.equal(placesWords([2]), 'the 2nd');
  assert.equal(placesWords([5, 2]), 'the 2nd and 5th');
  assert.equal(placesWords([2, 3]), 'the 2nd and 3rd');
  assert.equal(placesWords([201, 202, 203, 250, 2]), 'the 2nd, 201st to 203rd and 250th');
  assert.equal(placesWords([1, 2, 3, 4]), 'the 1st to 4th');
});

test('a drop and an unreadable setting in words, with what to do', () => {
  assert.deepEqual(droppedProblem({ field: 'activity.excludedTitles', label: 'Titles never recorded', entries: [{ index: 200, why: 'a list keeps at most 200' }] }), {
    field: 'activity.excludedTitles',
    kind: 'dropped',
    message: "1 entry of 'Titles never recorded' was dropped: the 201st (a list keeps at most 200). The rest of the list is in use; the settings file keeps the list as it was until you save it in Settings.",
  });
  assert.equal(
    droppedProblem({ field: 'activity.excludedApps', label: 'Applications never recorded', entries: [{ index: 1, why: 'blank' }, { index: 4, why: 'not text' }, { index: 3, why: 'blank' }] }).message,
    "3 entries of 'Applications never recorded' were dropped: the 2nd and 4th (blank); the 5th (not text). The rest of the list is in use; the settings file keeps the list as it was until you save it in Settings.",
  );
  assert.deepEqual(unreadableProblem('activity.excludedTitles', 'must list title patterns'), {
    field: 'activity.excludedTitles',
    kind: 'unreadable',
    message:
      "'Titles never recorded' could not be read as stored (it must list title patterns). The activity record is paused until you save it again in Settings → Activity record (or mend it in the settings file): nothing is recorded without it.",
  });
  assert.equal(unreadableProblem('theme', 'must be system, light or dark').message, "'Theme' could not be read as stored (it must be system, light or dark). Its default is in use until you set it again in Settings.");
  assert.equal(settingLabel('idle.thresholdMinutes'), 'Away after (minutes)');
  // Named as Settings shows it: each label (or its part before ': ', the group) stands in the window's sources.
  const window = readdirSync('renderer', { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f)).map((f) => readFileSync(join('renderer', f), 'utf8')).join('\n');
  for (const field of WINDOW_FIELDS) {
    const label = settingLabel(field);
    assert.notEqual(label, field, `${field} has a label`);
    assert.ok(label.length > 3 && window.includes(label.split(': ')[0]!), `${field}: "${label}" is not in the window`);
  }
  assert.equal(settingLabel('some.new.setting'), 'some.new.setting');
  assert.deepEqual([...RECORD_GUARDS].sort(), ['activity.excludedApps', 'activity.excludedTitles', 'activity.keepDays', 'activity.rewrites']);
});
