// What the snapshot shows of a running timer, end to end on the manual clock against the
// simulator, in an account one hour east of UTC: after the account's midnight a timer
// started before it counts on today from 00:00 (today's entries, the total, the tray, the
// command line), and a running entry read from the service after its start was moved back
// elsewhere says "since" its start, not since its stopwatch started again.
process.env.TZ = 'Pacific/Kiritimati';
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineHarness, PROJECT } from '../support/engine-harness.ts';
import { trayModel } from '../../../main/core/views/tray-model.ts';
import { renderStatus, renderToday, runningLine } from '../../../main/cli/render.ts';
import { wordsFor } from '../../../main/i18n/words.ts';

/** The English words: these tests read the command line's lines in English. */
const EN = wordsFor('en');

let h: EngineHarness;
afterEach(() => h?.close());

const MIN = 60_000;
const OFFSET = 60;

async function signedInAt(now: string): Promise<void> {
  h = await EngineHarness.start({ now });
  await h.sim.control.zone(OFFSET);
  await h.signIn();
}

test('a timer from 23:50 at 00:20: today holds its 20 minutes since midnight, the status line and the tray too', async () => {
  await signedInAt('2026-11-28T22:50:00Z'); // 23:50 in the account
  assert.deepEqual(await h.stint.start({ projectId: PROJECT.website, description: 'late night' }), { ok: true });
  await h.settle();
  const key = h.stint.snapshot().running?.key;
  assert.ok(key);
  await h.advanceTo('2026-11-28T23:20:00Z', MIN); // 00:20 in the account

  const s = h.stint.snapshot();
  const now = h.clock.now();
  assert.equal(s.today, '2026-11-29');
  assert.equal(s.running?.date, '2026-11-28', 'the entry itself is still of its day');
  const part = s.todayEntries.find((e) => e.key === key);
  assert.ok(part, "today's entries hold the run's part since midnight");
  assert.equal(part.date, '2026-11-29');
  assert.equal(part.timeStart, '00:00:00');
  assert.equal(part.runningSince, Date.parse('2026-11-28T23:00:00Z'));
  assert.equal((s.billable?.today.billableSeconds ?? 0) + (s.billable?.today.nonBillableSeconds ?? 0), 20 * 60, 'the billable split counts it');
  assert.match(trayModel(s, now, 'linux').tooltip, /Today: 0:20/);

  const status = renderStatus(s, now, 'linux', EN);
  assert.ok(status.some((l) => /^Running: Website Redesign: late night, 0:30:\d\d since 23:50$/.test(l)), status.join('\n'));
  assert.ok(status.includes('Today (2026-11-29): 0:20'), status.join('\n'));
  const today = renderToday(s, now, EN);
  assert.match(today[1]!, /^ {2}t1 {2}00:00–now {3}\s+0:20 {2}Website Redesign: late night {2}\(running\)$/, today.join('\n'));
  assert.ok(today.includes('Total 0:20'), today.join('\n'));
});

test("a running entry read from the service with its start moved back 10 minutes elsewhere: since its start", async () => {
  await signedInAt('2026-03-10T13:32:00Z'); // 14:32 in the account
  assert.deepEqual(await h.stint.start({ projectId: PROJECT.website, description: 'since-test' }), { ok: true });
  await h.settle();
  const id = h.stint.snapshot().running?.id;
  assert.ok(id);
  await h.advance(3_000);
  // What the other folder's "started 10m ago" left on a service that stops and starts the
  // stopwatch around the update: from 14:22, the 10:03 to now held, the stopwatch running again from now.
  const stored = h.sim.sim.ctx.store.entries.get(id)!;
  stored.time_start = 14 * 3600 + 22 * 60;
  stored.time_total = 603;
  stored.stopwatch_started_at = h.clock.now();
  stored.date_changed = h.clock.now();
  assert.notEqual(await h.advanceUntil(() => h.stint.snapshot().running?.totalSeconds === 603, 10 * MIN), Number.POSITIVE_INFINITY, 'read');
  const s = h.stint.snapshot();
  assert.equal(s.running?.timeStart, '14:22:00');
  assert.match(runningLine(s, h.clock.now(), EN), /^Running: Website Redesign: since-test, 0:\d\d:\d\d since 14:22$/);
});

test('an entry continued after a pause elsewhere: since the run began again, its earlier time held', async () => {
  await signedInAt('2026-03-10T13:00:00Z'); // 14:00 in the account
  assert.deepEqual(await h.stint.start({ projectId: PROJECT.website, description: 'review' }), { ok: true });
  await h.settle();
  const id = h.stint.snapshot().running?.id;
  assert.ok(id);
  await h.advanceTo('2026-03-10T13:10:00Z', MIN);
  assert.deepEqual(await h.stint.stop(), { ok: true });
  await h.settle();
  await h.advanceTo('2026-03-10T13:32:00Z', MIN);
  // Continued on the web at 14:32: the same entry's stopwatch started again.
  const stored = h.sim.sim.ctx.store.entries.get(id)!;
  stored.stopwatch_started_at = h.clock.now();
  stored.date_changed = h.clock.now();
  assert.notEqual(await h.advanceUntil(() => h.stint.snapshot().running?.id === id, 10 * MIN), Number.POSITIVE_INFINITY, 'read');
  const s = h.stint.snapshot();
  assert.equal(s.running?.timeStart, '14:00:00');
  assert.match(runningLine(s, h.clock.now(), EN), /^Running: Website Redesign: review, 0:1\d:\d\d since 14:3\d$/);
});
