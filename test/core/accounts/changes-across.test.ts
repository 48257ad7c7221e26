// The person's changes and week over every account, as pure functions of the accounts' own
// snapshots (issue 69, items 2 and 7): what waits and what is held counted in every account,
// the last change named with its account, the week's target adding every account's days.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lastChangeNamed, syncAcross, type AccountChanges } from '../../../main/core/accounts/changes-across.ts';
import { personTarget, type WeekSource } from '../../../main/core/accounts/person-target.ts';
import type { DayTargetView, EntryView, SyncView } from '../../../main/core/snapshot.ts';

const sync = (queued: number, labels: string[], held: number, until: number | null): SyncView => ({
  state: 'ok', queued, queuedLabels: labels, pendingKeys: [], heldForUndo: held, heldUntil: until, resumesAt: null, lastReadAt: null, quotaRemaining: 40, quotaLimit: 50, message: null,
});

const account = (key: string, name: string, s: SyncView, undo: AccountChanges['snapshot']['undo'] = null): AccountChanges => ({ key, name, snapshot: { undo, notSaved: [], sync: s } });

test("the sync line counts every account's waiting and held actions, each named; the account shown's state and quota stay", () => {
  const acme = sync(1, ['Start Website at 09:12'], 0, null);
  const studio = { ...sync(2, ['Add Brand Refresh on 2026-03-10', 'Edit “Moodboard”'], 2, 5_000), quotaRemaining: 3, state: 'offline' as const };
  const merged = syncAcross(acme, true, [account('main', 'Acme', acme), account('s', 'Studio', studio)]);
  assert.equal(merged.queued, 3);
  assert.deepEqual(merged.queuedLabels, ['Acme: Start Website at 09:12', 'Studio: Add Brand Refresh on 2026-03-10', 'Studio: Edit “Moodboard”']);
  assert.equal(merged.heldForUndo, 2);
  assert.equal(merged.heldUntil, 5_000);
  assert.equal(merged.state, 'ok', "the account shown's connection");
  assert.equal(merged.quotaRemaining, 40, "the account shown's quota");
  assert.equal(syncAcross(acme, false, [account('main', 'Acme', acme), account('s', 'Studio', studio)]), acme, 'signed out: its sign-in speaks of its own');
});

test('the last change is the latest of every account, its words naming its account', () => {
  const undo = (at: number, words: string) => ({ id: `u${at}`, words, at, until: at + 10_000 });
  const none = sync(0, [], 0, null);
  const named = lastChangeNamed([account('main', 'Acme', none, undo(1, 'Edited Audit')), account('s', 'Studio', none, undo(2, 'Added Call'))]);
  assert.deepEqual(named, { id: 'u2', words: 'Studio: Added Call', at: 2, until: 10_002 });
  assert.equal(lastChangeNamed([account('main', 'Acme', none)]), null);
});

test('two changes in one instant of the clock, in two accounts: the one seen last is the last, whichever account is listed first', () => {
  const none = sync(0, [], 0, null);
  const at = (key: string, name: string, id: string, seen: number): AccountChanges => ({ ...account(key, name, none, { id, words: `Edited ${id}`, at: 5, until: 10_005 }), undoSeen: seen });
  assert.equal(lastChangeNamed([at('main', 'Acme', 'a', 1), at('s', 'Studio', 'b', 2)])?.id, 'b');
  assert.equal(lastChangeNamed([at('main', 'Acme', 'a', 2), at('s', 'Studio', 'b', 1)])?.id, 'a');
});

const HOUR = 3600;
const target: DayTargetView = {
  date: '2026-03-11', workingDay: true, targetSeconds: 8 * HOUR, doneSeconds: HOUR, leftSeconds: 7 * HOUR, hoursFrom: 'user', daysFrom: 'user', workDays: [1, 2, 3, 4, 5],
  week: { start: '2026-03-09', end: '2026-03-15', workingDays: 5, targetSeconds: 40 * HOUR, doneSeconds: 3 * HOUR, leftSeconds: 37 * HOUR },
};
const entry = (date: string, seconds: number, runningSince: number | null = null): EntryView => ({ key: `${date}-${seconds}`, date, projectId: 1, projectName: 'P', totalSeconds: seconds, runningSince }) as EntryView;
const days = (...pairs: [string, number][]) => pairs.map(([date, seconds]) => ({ date, seconds }));
const source = (today: string, todayEntries: EntryView[], running: EntryView | null, week: ReturnType<typeof days>): WeekSource => ({ todayEntries, running, week, today, zone: { offsetMinutes: 0, source: 'report' } });

test("the week's target adds every account's earlier days and today, a running entry live", () => {
  const now = Date.parse('2026-03-11T12:00:00Z');
  const acme = source('2026-03-11', [entry('2026-03-11', HOUR)], null, days(['2026-03-08', 5 * HOUR], ['2026-03-09', 2 * HOUR], ['2026-03-10', 0]));
  const studio = source('2026-03-11', [], entry('2026-03-11', 0, now - 30 * 60_000), days(['2026-03-09', 2.5 * HOUR], ['2026-03-10', 2.5 * HOUR]));
  const t = personTarget(target, [acme, studio], now)!;
  assert.equal(t.doneSeconds, 1.5 * HOUR, "today: Acme's hour and the studio's half hour running");
  assert.equal(t.week.doneSeconds, 8.5 * HOUR, "the week from Monday: not Sunday's 5 hours");
  assert.equal(t.week.leftSeconds, 31.5 * HOUR);
  assert.equal(t.leftSeconds, 6.5 * HOUR);
  assert.equal(t.targetSeconds, target.targetSeconds, "the person's hours stay");
  // An account in a zone whose day has not turned yet: its today is an earlier day of this week, not this one's today.
  const behind = source('2026-03-10', [entry('2026-03-10', HOUR)], null, []);
  const both = personTarget(target, [acme, behind], now)!;
  assert.deepEqual([both.doneSeconds, both.week.doneSeconds], [HOUR, 4 * HOUR]);
  assert.equal(personTarget(null, [acme], now), null, 'no target, none');
});
