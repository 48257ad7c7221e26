// One clock everywhere: every time the engine puts into words (the queued actions, the idle
// notification, the tray, the rate-limit message) follows the display settings, which follow
// the system locale the locale port gives until the person chooses 12- or 24-hour. The
// account is at UTC+05:30, so a time taken from UTC or the machine would show.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { IDLE_NOTIFICATION_ID } from '../../../main/core/attention/idle-notification.ts';
import { trayModel } from '../../../main/core/views/tray-model.ts';
import { Elsewhere } from '../support/elsewhere.ts';
import { EngineHarness, PROJECT } from '../support/engine-harness.ts';
import { lockedUntilUnlock, timerRunning } from '../support/away.ts';

let h: EngineHarness;
afterEach(() => h?.close());

/** 11:22 UTC: 16:52 in the account. */
const AT_1652 = '2026-03-10T11:22:00Z';

async function signedInAt(now: string, locale: string): Promise<EngineHarness> {
  const harness = await EngineHarness.start({ now, locale });
  await harness.sim.control.zone(330);
  return harness;
}

function trayLabel(id: string): string {
  const item = trayModel(h.stint.snapshot(), h.clock.now(), 'linux').menu.find((i) => i.id === id);
  assert.ok(item, `no tray item ${id}`);
  return item.label;
}

test("the system locale's clock until the person chooses: the queued actions' words follow the setting at once", async () => {
  h = await signedInAt(AT_1652, 'en-US');
  await h.signIn();
  const s = h.stint.snapshot();
  assert.deepEqual(s.display, { locale: 'en-US', hourCycle: 'h12', firstDayOfWeek: 0, system: { hourCycle: 'h12', firstDayOfWeek: 0 } });
  assert.deepEqual(s.settings.display, { clock: 'system', weekStart: 'system', decimalHours: false, showAmounts: false });

  h.setOnline(false);
  assert.deepEqual(await h.stint.start({ projectId: PROJECT.website, description: 'spec' }), { ok: true });
  await h.settle();
  assert.match(h.stint.snapshot().sync.queuedLabels[0] ?? '', /^Start .+ at 4:52 PM$/);

  assert.equal((await h.stint.updateSettings({ display: { clock: '24h' } })).ok, true);
  const after = h.stint.snapshot();
  assert.match(after.sync.queuedLabels[0] ?? '', /^Start .+ at 16:52$/);
  assert.equal(after.display.hourCycle, 'h23');
  assert.deepEqual(after.display.system, { hourCycle: 'h12', firstDayOfWeek: 0 }, 'what System means is still shown');

  assert.equal((await h.stint.updateSettings({ display: { weekStart: 6 } })).ok, true);
  assert.equal(h.stint.snapshot().display.firstDayOfWeek, 6);
  assert.equal((await h.stint.updateSettings({ display: { weekStart: 'system', clock: 'system' } })).ok, true);
  assert.deepEqual(h.stint.snapshot().display, s.display, 'back to the system');
});

test("a 24-hour system locale is followed too, and 12-hour can be chosen over it", async () => {
  h = await signedInAt(AT_1652, 'de-DE');
  await h.signIn();
  assert.deepEqual(h.stint.snapshot().display, { locale: 'de-DE', hourCycle: 'h23', firstDayOfWeek: 1, system: { hourCycle: 'h23', firstDayOfWeek: 1 } });
  h.setOnline(false);
  await h.stint.start({ projectId: PROJECT.website });
  await h.settle();
  assert.match(h.stint.snapshot().sync.queuedLabels[0] ?? '', / at 16:52$/);
  await h.stint.updateSettings({ display: { clock: '12h' } });
  assert.match(h.stint.snapshot().sync.queuedLabels[0] ?? '', / at 4:52 PM$/);
});

test('the idle notification and the tray name the time away in the same clock', async () => {
  h = await signedInAt('2026-03-10T11:00:00Z', 'en-US');
  await timerRunning(h, { projectId: PROJECT.website, description: 'Landing page' });
  await lockedUntilUnlock(h, AT_1652, '2026-03-10T11:40:00Z');
  await h.settle();
  const shown = h.ports.notifier.open().find((n) => n.id === IDLE_NOTIFICATION_ID);
  assert.ok(shown, 'the idle notification is on screen');
  assert.match(shown.body, /kept running since 4:52 PM while the screen was locked\.$/);
  assert.equal(trayLabel('idle-prompt'), 'Away since 4:52 PM: keep or discard the time…');

  await h.stint.updateSettings({ display: { clock: '24h' } });
  assert.equal(trayLabel('idle-prompt'), 'Away since 16:52: keep or discard the time…');
});

test("a spent daily quota: sending resumes at the account's time, in the person's clock, not in UTC", async () => {
  // 23:00 UTC is 04:30 in the account; the quota comes back at 00:00 UTC, 05:30 there.
  h = await signedInAt('2026-03-10T23:00:00Z', 'en-US');
  await h.sim.control.plan('free');
  await h.signIn();
  const other = await Elsewhere.signIn(h.sim.baseUrl, 'ada@example.com');
  await other.spendTheDay(() => h.advance(1_000));
  assert.equal((await other.call('GET', '/projects')).body.code, 'account_daily_limit_exceeded', 'the quota is spent');

  await h.stint.addManualEntry({ date: '2026-03-11', projectId: PROJECT.website, description: 'Blocked', start: '01:00', end: '02:00' });
  await h.settle();
  const s = h.stint.snapshot();
  assert.equal(s.sync.state, 'rate_limited');
  assert.match(s.sync.message ?? '', /resumes at 5:30 AM\.$/);
  assert.equal(trayLabel('sync-status'), 'Request limit reached: sync resumes at 5:30 AM (1 action waiting)');
  await h.stint.updateSettings({ display: { clock: '24h' } });
  assert.equal(trayLabel('sync-status'), 'Request limit reached: sync resumes at 05:30 (1 action waiting)');
});
