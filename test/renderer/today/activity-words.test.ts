// The activity record in words (renderer/today/activity-words.ts): an application's time and
// its titles' as a screen reader reads the lane, the first few listed, the colour an
// application keeps, and the entry a fill from activity booked, found again after its key
// changed (queued, then the service's).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ActivityAppView, EntryView } from '../../../main/core/snapshot.ts';
import { appHue, appWords, bookedEntryKey, firstApps } from '../../../renderer/today/activity-words.ts';

const at = (hms: string): number => Date.parse(`2026-03-10T${hms}Z`);
const entry = (over: Partial<EntryView>): EntryView => ({
  key: 'e1', id: 1, date: '2026-03-10', projectId: 3, projectName: 'Internal', customerName: null, taskId: null, taskName: null,
  description: '', timeStart: '10:00:01', timeEnd: '10:40:00', totalSeconds: 2399, runningSince: null, locked: false, pending: false, ...over,
});
const figma: ActivityAppView = { app: 'Figma', seconds: 1800, titles: [{ title: 'Homepage — Acme', seconds: 1500 }, { title: 'Logo', seconds: 300 }] };

test("an application's words: its time, then its titles' the longest first; one without titles (a desktop that shows none) alone", () => {
  assert.equal(appWords(figma).replace(/\u202f/g, ' '), 'Figma, 30 minutes: Homepage — Acme, 25 minutes; Logo, 5 minutes');
  assert.equal(appWords({ app: 'Terminal', seconds: 3900, titles: [{ title: '', seconds: 3900 }] }), 'Terminal, 1 hour, 5 minutes');
});

test('the first applications, and how many more', () => {
  const apps = ['A', 'B', 'C', 'D', 'E'].map((app) => ({ app, seconds: 60, titles: [] }));
  assert.deepEqual(firstApps(apps, 3).apps.map((a) => a.app), ['A', 'B', 'C']);
  assert.equal(firstApps(apps, 3).more, 2);
  assert.equal(firstApps(apps.slice(0, 2), 3).more, 0);
});

test('an application keeps its colour; two applications differ', () => {
  assert.equal(appHue('Figma'), appHue('Figma'));
  assert.notEqual(appHue('Figma'), appHue('Code'));
  assert.ok(appHue('Slack') >= 0 && appHue('Slack') < 360);
});

test('the entry booked is found by its day, project and start, whatever its key; another project or start is not it', () => {
  const booked = { date: '2026-03-10', start: at('10:00:01'), projectId: 3, label: 'Homepage — Acme' };
  const now = at('11:00:00');
  assert.equal(bookedEntryKey([entry({ key: 'l7' })], booked, 0, now), 'l7', 'queued');
  assert.equal(bookedEntryKey([entry({ key: 'e42', id: 42 })], booked, 0, now), 'e42', 'on the service');
  assert.equal(bookedEntryKey([entry({ projectId: 1 })], booked, 0, now), null);
  assert.equal(bookedEntryKey([entry({ timeStart: '09:00:00' })], booked, 0, now), null);
  // In a zone an hour ahead, 11:00:01 local is 10:00:01 UTC.
  assert.equal(bookedEntryKey([entry({ key: 'e9', timeStart: '11:00:01' })], booked, 60, now), 'e9');
});
