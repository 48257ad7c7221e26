// The day at a glance end to end on the manual clock against the simulator: away stretches
// from locks, sleeps and idle time kept on disk (a short lock not), through a restart, and
// cleared; today's untracked gaps from the working hours, the entries and the running one,
// marked away or present; across midnight in a night shift; a gap filled from the tray in
// one click, offline then back and across a restart, exactly one entry on the service.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineHarness, PROJECT } from '../support/engine-harness.ts';
import { lockedUntilUnlock } from '../support/away.ts';
import { trayModel } from '../../../main/core/views/tray-model.ts';
import { runTrayAction, trayAction, type TrayActionDeps } from '../../../main/core/views/tray-menu-actions.ts';
import type { GapView } from '../../../main/core/snapshot.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const at = (iso: string): number => Date.parse(iso);
const hm = (ms: number) => new Date(ms).toISOString().slice(11, 16);
const timeline = () => h.stint.snapshot().timeline!;
const gapsToday = () => timeline().today.gaps.map((g) => [hm(g.start), hm(g.end), g.kind]);

/** Tuesday 2026-03-10 at 08:00 (UTC): Ada's day so far holds only the 00:00-00:30 on-call entry; hours 09:00-17:00. */
async function morning(hours = { days: [1, 2, 3, 4, 5], windows: [{ start: '09:00', end: '17:00' }] }, now = '2026-03-10T08:00:00Z'): Promise<void> {
  h = await EngineHarness.start({ now });
  await h.signIn();
  assert.equal((await h.stint.updateSettings({ workingHours: hours })).ok, true);
}

async function timer(from: string, to: string | null, description = 'Release'): Promise<void> {
  await h.advanceTo(from);
  assert.deepEqual(await h.stint.start({ projectId: PROJECT.website, description }), { ok: true });
  await h.settle();
  if (to === null) return;
  await h.advanceTo(to);
  assert.deepEqual(await h.stint.stop(), { ok: true });
  await h.settle();
}

/** The tray's click on "fill this gap with that recent entry", as the shell routes it. */
async function clickFill(gap: GapView, entryKey: string): Promise<{ ok: boolean; told: string[] }> {
  const id = `gap-fill:${gap.start}:${gap.end}:${entryKey}`;
  const menu = trayModel(h.stint.snapshot(), h.clock.now(), 'linux').menu;
  assert.ok(menu.some((i) => i.submenu?.some((s) => s.id === id)), `the tray offers ${id}`);
  const told: string[] = [];
  const deps = { stint: h.stint, showWindow: () => {}, openUrl: () => {}, quit: () => {}, logger: { log: () => {} }, tell: (m: string) => void told.push(m) } satisfies TrayActionDeps;
  const r = await runTrayAction(trayAction(id, h.stint.snapshot()), deps);
  return { ok: r.ok, told };
}

test('away stretches from a lock, a sleep and idle time are kept (a short lock not), through a restart, and cleared', async () => {
  await morning();
  await lockedUntilUnlock(h, '2026-03-10T10:00:00Z', '2026-03-10T10:40:00Z');
  await h.settle();
  await lockedUntilUnlock(h, '2026-03-10T11:00:00Z', '2026-03-10T11:02:00Z');
  await h.settle();
  await h.advanceTo('2026-03-10T12:00:00Z');
  h.ports.idle.emit('suspend');
  await h.settle();
  await h.clock.jump(at('2026-03-10T12:30:00Z') - h.clock.now());
  h.ports.idle.emit('resume');
  await h.settle();
  // Idle from 13:00: the reading past the threshold says so, the first input ends it.
  await h.advanceTo('2026-03-10T13:06:40Z');
  h.ports.idle.setIdleSeconds(400);
  await h.advanceTo('2026-03-10T13:30:00Z');
  h.ports.idle.setIdleSeconds(0);
  await h.advance(30_000);
  const kept = () => timeline().today.away.map((a) => [hm(a.start), hm(a.end), a.kind]);
  assert.deepEqual(kept(), [
    ['10:00', '10:40', 'lock'],
    ['12:00', '12:30', 'suspend'],
    ['13:00', '13:30', 'idle'],
  ]);
  await h.restart();
  await h.settle();
  assert.deepEqual(kept().length, 3, 'kept on disk');
  const mark = h.mark();
  assert.deepEqual(await h.stint.clearAwayLog(), { ok: true });
  assert.deepEqual(kept(), []);
  await h.restart();
  await h.settle();
  assert.deepEqual(kept(), [], 'cleared on disk too');
  assert.deepEqual(h.sentSince(mark).filter((r) => r.startsWith('POST') || r.startsWith('PUT')), [], 'nothing about it is sent');
});

test('away stretches are kept 14 days', async () => {
  await morning();
  await lockedUntilUnlock(h, '2026-03-10T10:00:00Z', '2026-03-10T10:40:00Z');
  await h.settle();
  await h.stint.close();
  await h.clock.jump(at('2026-03-24T11:00:00Z') - h.clock.now());
  await h.restart();
  await h.settle();
  await lockedUntilUnlock(h, '2026-03-24T12:00:00Z', '2026-03-24T12:30:00Z');
  await h.settle();
  await h.restart();
  await h.settle();
  assert.deepEqual(timeline().today.away.map((a) => hm(a.start)), ['12:00']);
  const r = await h.ports.durable.read('away-log');
  assert.ok(r.status === 'ok');
  assert.deepEqual((r.value as { stretches: { start: number }[] }).stretches.map((a) => a.start), [at('2026-03-24T12:00:00Z')], 'the old one is gone from the disk');
});

test("today's gaps: working hours up to now, the running entry covering up to now, away when a lock covers most of it", async () => {
  await morning();
  await timer('2026-03-10T09:00:00Z', '2026-03-10T10:00:00Z');
  await lockedUntilUnlock(h, '2026-03-10T10:15:00Z', '2026-03-10T11:30:00Z');
  await timer('2026-03-10T12:00:00Z', null, 'Review');
  await h.advanceTo('2026-03-10T13:00:00Z');
  assert.deepEqual(gapsToday(), [['10:00', '12:00', 'away']]);
  assert.equal(timeline().largestGaps[0]?.awaySeconds, 75 * 60);
  await h.stint.stop();
  await h.settle();
  await h.advanceTo('2026-03-10T14:00:00Z');
  assert.deepEqual(gapsToday(), [['10:00', '12:00', 'away'], ['13:00', '14:00', 'present']]);
  assert.deepEqual(timeline().largestGaps.map((g) => hm(g.start)), ['10:00', '13:00']);
  const menu = trayModel(h.stint.snapshot(), h.clock.now(), 'linux').menu;
  assert.deepEqual(menu.filter((i) => i.id.startsWith('gap:')).map((i) => i.label), ['Fill 10:00–12:00 · 2:00 away', 'Fill 13:00–14:00 · 1:00 untracked']);
});

test('across midnight in a night shift: the timer from yesterday covers today up to now; after its stop the gap grows; the week shows yesterday\'s gap', async () => {
  // The settings hold a night shift as two windows that meet at midnight (the unit tests cover one window across it).
  await morning({ days: [0, 1, 2, 3, 4, 5, 6], windows: [{ start: '00:00', end: '06:00' }, { start: '22:00', end: '24:00' }] }, '2026-03-10T21:00:00Z');
  await timer('2026-03-10T22:30:00Z', null);
  await h.advanceTo('2026-03-11T00:30:00Z');
  assert.equal(h.stint.snapshot().today, '2026-03-11');
  assert.deepEqual(gapsToday(), [], 'the timer running since yesterday covers the night so far');
  await h.stint.stop();
  await h.settle();
  await h.advanceTo('2026-03-11T01:30:00Z');
  assert.deepEqual(gapsToday(), [['00:30', '01:30', 'present']]);
  assert.deepEqual(await h.stint.showWeek('2026-03-10'), { ok: true });
  await h.settle();
  const days = timeline().week;
  assert.equal(days.length, 7);
  const tuesday = days.find((d) => d.date === '2026-03-10')!;
  // Tuesday's early hours after the demo's on-call half hour, and the evening before the timer.
  assert.deepEqual(tuesday.gaps.map((g) => [hm(g.start), hm(g.end)]), [['00:30', '06:00'], ['22:00', '22:30']]);
  assert.deepEqual(days.find((d) => d.date === '2026-03-11')!.gaps, timeline().today.gaps);
});

test('a gap filled from the tray offline: shown at once, a second click adds nothing, a restart offline keeps it, back online exactly one entry', async () => {
  await morning();
  await timer('2026-03-10T09:00:00Z', '2026-03-10T10:00:00Z', 'Release');
  await timer('2026-03-10T11:00:00Z', '2026-03-10T12:00:00Z', 'Review');
  await h.advanceTo('2026-03-10T12:30:00Z');
  const gap = timeline().largestGaps.find((g) => hm(g.start) === '10:00')!;
  assert.deepEqual([hm(gap.start), hm(gap.end)], ['10:00', '11:00']);
  const release = h.stint.snapshot().recent.find((e) => e.description === 'Release')!;
  h.setOnline(false);
  const first = await clickFill(gap, release.key);
  assert.deepEqual(first, { ok: true, told: [] });
  assert.deepEqual(gapsToday(), [['12:00', '12:30', 'present']], 'the gap is filled at once');
  const second = await h.stint.fillGap({ start: gap.start, end: gap.end, entryKey: release.key });
  assert.equal(second.ok, false);
  assert.equal(h.stint.snapshot().sync.queued, 1);
  await h.restart();
  await h.settle();
  assert.equal(h.stint.snapshot().sync.queued, 1, 'kept through a restart');
  assert.deepEqual(gapsToday(), [['12:00', '12:30', 'present']]);
  h.setOnline(true);
  await h.advance(60_000);
  const made = h.serviceEntries((e) => e.user_id === 1 && e.description === 'Release' && e.time_start === 10 * 3600);
  assert.equal(made.length, 1, JSON.stringify(made));
  assert.deepEqual([made[0]!.project_id, made[0]!.time_total, made[0]!.date_execution], [PROJECT.website, 3600, '2026-03-10']);
  assert.equal(h.stint.snapshot().sync.queued, 0);
});

test('killed between the click and the send: the next run sends the fill once', async () => {
  await morning();
  await timer('2026-03-10T09:00:00Z', '2026-03-10T10:00:00Z', 'Release');
  await h.advanceTo('2026-03-10T11:00:00Z');
  const gap = timeline().largestGaps[0]!;
  assert.deepEqual([hm(gap.start), hm(gap.end)], ['10:00', '11:00']);
  const release = h.stint.snapshot().recent.find((e) => e.description === 'Release')!;
  h.setOnline(false);
  assert.equal((await clickFill(gap, release.key)).ok, true);
  await h.kill();
  h.setOnline(true);
  await h.advance(60_000);
  const made = h.serviceEntries((e) => e.user_id === 1 && e.date_execution === '2026-03-10' && e.time_start === 10 * 3600);
  assert.equal(made.length, 1, JSON.stringify(made));
  assert.equal(h.stint.snapshot().sync.queued, 0);
  assert.deepEqual(gapsToday().filter(([from]) => from === '10:00'), [], 'filled');
});

test('a gap filled in part: one entry on the service spanning the part, the rest of the gap stays a gap; a part reaching into an entry adds nothing', async () => {
  await morning();
  await timer('2026-03-10T09:00:00Z', '2026-03-10T10:00:00Z', 'Release');
  await timer('2026-03-10T11:00:00Z', '2026-03-10T12:00:00Z', 'Review');
  await h.advanceTo('2026-03-10T12:30:00Z');
  const gap = timeline().largestGaps.find((g) => hm(g.start) === '10:00')!;
  const release = h.stint.snapshot().recent.find((e) => e.description === 'Release')!;
  const into = await h.stint.fillGap({ start: at('2026-03-10T10:30:00Z'), end: at('2026-03-10T11:15:00Z'), entryKey: release.key });
  assert.equal(into.ok, false, 'reaching into Review is refused');
  const r = await h.stint.fillGap({ start: gap.start, end: at('2026-03-10T10:45:00Z'), entryKey: release.key });
  assert.equal(r.ok, true, JSON.stringify(r));
  assert.deepEqual(gapsToday(), [['10:45', '11:00', 'present'], ['12:00', '12:30', 'present']], 'the rest stays a gap, at once');
  await h.settle();
  const made = h.serviceEntries((e) => e.user_id === 1 && e.description === 'Release' && e.time_start === 10 * 3600);
  assert.deepEqual(made.map((e) => e.time_total), [45 * 60], 'one entry, 10:00 to 10:45');
});
