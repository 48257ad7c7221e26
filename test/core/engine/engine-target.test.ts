// The day's target end to end on the manual clock against the simulator: the capacity and
// work days of the user's record (read with the sign-in's own read, then once a day), the
// settings in their place, the tray's and the command line's line, the two notices once each
// across restarts, and a day off.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineHarness, PROJECT } from '../support/engine-harness.ts';
import { TARGET_NOTIFICATION_ID } from '../../../main/core/engine/engine-target.ts';
import { trayModel } from '../../../main/core/views/tray-model.ts';
import { statusLine } from '../../../main/core/views/status-line.ts';
import { renderStatus } from '../../../main/cli/render.ts';
import { wordsFor } from '../../../main/i18n/words.ts';

/** The English words: these tests read the command line's lines in English. */
const EN = wordsFor('en');

let h: EngineHarness;
afterEach(() => h?.close());

const H = 3600;
const MIN = 60_000;
const ADA_ID = 1;

function serviceUser(): { capacity_per_day: number; work_days: number[] } {
  const u = h.sim.sim.ctx.store.users.get(ADA_ID);
  assert.ok(u);
  return u;
}

const target = () => h.stint.snapshot().target ?? null;
const userReads = (mark: number) => h.sentSince(mark).filter((r) => r.startsWith('GET /users'));
const told = () => h.ports.notifier.history.filter((n) => n.id === TARGET_NOTIFICATION_ID);

test("the target from the user's record: read with the sign-in, then once a day; the tray, the status bar and the command line say it", async () => {
  h = await EngineHarness.start({ now: '2026-03-10T09:00:00Z' });
  serviceUser().capacity_per_day = 6;
  const mark = h.mark();
  await h.signIn();
  assert.deepEqual(userReads(mark), ['GET /users'], 'no request of its own: the sign-in read the record');
  const t = target();
  assert.ok(t);
  assert.deepEqual([t.date, t.workingDay, t.targetSeconds, t.hoursFrom, t.daysFrom, t.workDays], ['2026-03-10', true, 6 * H, 'user', 'user', [1, 2, 3, 4, 5]]);
  assert.deepEqual([t.week.start, t.week.workingDays, t.week.targetSeconds], ['2026-03-09', 5, 30 * H], 'en-GB weeks start on Monday');
  assert.equal(t.leftSeconds, Math.max(0, 6 * H - t.doneSeconds));

  const snap = h.stint.snapshot();
  const now = h.clock.now();
  const done = t.doneSeconds;
  const words = `${Math.floor(done / H)}:${String(Math.floor((done % H) / 60)).padStart(2, '0')} of 6:00`;
  const tooltip = trayModel(snap, now, 'linux').tooltip;
  assert.ok(tooltip.includes(`Today: ${words}, `), tooltip);
  assert.ok(trayModel(snap, now, 'linux').menu.find((i) => i.id === 'today-total')?.label.startsWith(`Today: ${words}`));
  assert.ok(statusLine(snap, now).text.includes(words), statusLine(snap, now).text);
  const cli = renderStatus(snap, now, 'linux', EN);
  assert.ok(cli.some((l) => l.startsWith(`Target today: ${words}`)), cli.join('\n'));
  assert.ok(cli.some((l) => l.startsWith('Target this week: ') && l.includes(' of 30:00')), cli.join('\n'));

  // The record changes on the service; Stint learns it the next day, with one request.
  serviceUser().capacity_per_day = 7;
  const later = h.mark();
  await h.advanceTo('2026-03-10T17:00:00Z', 60_000);
  assert.deepEqual(userReads(later), [], 'not again the same day');
  assert.equal(target()?.targetSeconds, 6 * H);
  await h.advanceTo('2026-03-11T09:30:00Z', 60_000);
  assert.deepEqual(userReads(later), [`GET /users/${ADA_ID}`], 'once the next day');
  assert.deepEqual([target()?.date, target()?.targetSeconds, target()?.week.targetSeconds], ['2026-03-11', 7 * H, 35 * H]);

  // A restart reads nothing more that day: the capacity is kept with the cache.
  const restart = h.mark();
  await h.restart();
  await h.settle();
  await h.advance(2 * MIN);
  assert.deepEqual(userReads(restart), []);
  assert.equal(target()?.targetSeconds, 7 * H);
});

test('the settings set the hours and the days in place of the record; 0 hours is no target', async () => {
  h = await EngineHarness.start({ now: '2026-03-11T09:00:00Z' });
  await h.signIn();
  assert.equal(target()?.targetSeconds, 8 * H);
  assert.equal((await h.stint.updateSettings({ target: { hoursPerDay: 7.5 } })).ok, true);
  assert.deepEqual([target()?.targetSeconds, target()?.hoursFrom, target()?.daysFrom, target()?.week.targetSeconds], [7.5 * H, 'settings', 'user', 37.5 * H]);
  assert.equal((await h.stint.updateSettings({ target: { workDays: [1, 2] } })).ok, true);
  assert.deepEqual([target()?.workingDay, target()?.targetSeconds, target()?.daysFrom, target()?.week.targetSeconds], [false, 0, 'settings', 15 * H], 'Wednesday is no longer a working day');
  assert.equal((await h.stint.updateSettings({ target: { hoursPerDay: 0 } })).ok, true);
  assert.equal(target(), null);
  const refused = await h.stint.updateSettings({ target: { hoursPerDay: 25 } });
  assert.equal(refused.ok, false);
  assert.equal((await h.stint.updateSettings({ target: { hoursPerDay: null, workDays: null } })).ok, true);
  assert.deepEqual([target()?.targetSeconds, target()?.hoursFrom], [8 * H, 'user']);
});

test('reached once and passed by the margin once, a running timer each time, across restarts', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T13:00:00Z' });
  await h.signIn();
  const done = target()!.doneSeconds;
  // A target 20 minutes ahead of what was tracked, passed 10 minutes after that.
  const minutes = Math.floor(done / 60) + 20;
  assert.equal((await h.stint.updateSettings({ target: { hoursPerDay: minutes / 60, passedMarginMinutes: 10 } })).ok, true);
  assert.deepEqual(await h.stint.start({ projectId: PROJECT.internal, description: 'Target' }), { ok: true });
  await h.advance(15 * MIN);
  assert.equal(told().length, 0, 'not before the target');
  await h.advance(6 * MIN);
  assert.deepEqual(told().map((n) => n.title), ["Today's target reached"]);
  await h.advance(2 * MIN);
  assert.equal(told().length, 1, 'once');

  await h.restart();
  await h.settle();
  await h.advance(3 * MIN);
  assert.equal(told().length, 0, 'a restart does not tell it again');
  await h.advance(7 * MIN);
  assert.deepEqual(told().map((n) => n.title), ["0:10 past today's target"]);
  assert.equal(told()[0]!.body, `${Math.floor(minutes / 60) + Math.floor((minutes % 60 + 10) / 60)}:${String((minutes + 10) % 60).padStart(2, '0')} tracked today; the target is ${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}.`);

  await h.restart();
  await h.settle();
  await h.advance(30 * MIN);
  assert.equal(told().length, 0, 'neither again after another restart');
  assert.ok(h.stint.snapshot().running, 'the timer ran on');
});

test('a day off: no target today, the total alone in the tray, no notice however long the timer runs', async () => {
  h = await EngineHarness.start({ now: '2026-03-14T10:00:00Z' });
  await h.signIn();
  assert.deepEqual([target()?.workingDay, target()?.targetSeconds, target()?.leftSeconds], [false, 0, 0]);
  assert.equal((await h.stint.updateSettings({ target: { passedMarginMinutes: 0 } })).ok, true);
  assert.deepEqual(await h.stint.start({ projectId: PROJECT.website, description: 'Saturday' }), { ok: true });
  await h.advance(9 * 60 * MIN, 60_000);
  assert.equal(told().length, 0);
  const tooltip = trayModel(h.stint.snapshot(), h.clock.now(), 'linux').tooltip;
  assert.match(tooltip, /\nToday: \d+:\d\d(\n|$)/, tooltip);
  assert.ok(!renderStatus(h.stint.snapshot(), h.clock.now(), 'linux', EN).some((l) => l.startsWith('Target today')));
});
