// A hard block: the account's daily quota (Free plan, 50 requests) is spent by another
// device. The engine's commands wait in the outbox without a request, the snapshot says when
// sync resumes, and at 00:00 UTC they are sent.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineHarness, PROJECT } from '../support/engine-harness.ts';
import { Elsewhere } from '../support/elsewhere.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const MIDNIGHT = Date.parse('2026-03-11T00:00:00Z');

test('under a hard block commands wait in the outbox, the snapshot says when sync resumes, and at 00:00 UTC they are sent', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T23:00:00Z' });
  await h.sim.control.plan('free');
  await h.signIn();

  // Another device of the account spends the rest of the day's 50 requests.
  const other = await Elsewhere.signIn(h.sim.baseUrl, 'ada@example.com');
  await other.spendTheDay(() => h.advance(1_000));
  const spent = await other.call('GET', '/projects');
  assert.equal(spent.body.code, 'account_daily_limit_exceeded', 'the quota is spent');

  const r = await h.stint.addManualEntry({ date: '2026-03-10', projectId: PROJECT.website, description: 'Blocked', start: '09:00', end: '10:00' });
  assert.equal(r.ok, true);
  await h.settle();
  const s = h.stint.snapshot();
  assert.equal(s.sync.state, 'rate_limited');
  assert.equal(s.sync.resumesAt, MIDNIGHT);
  assert.equal(s.sync.queued, 1);
  assert.equal(s.todayEntries.some((e) => e.description === 'Blocked'), true, 'shown while it waits');

  const mark = h.mark();
  await h.advanceTo('2026-03-10T23:59:55Z');
  assert.deepEqual(h.sentSince(mark), [], 'nothing is sent into the block');
  assert.equal(h.stint.snapshot().sync.queued, 1);

  await h.advance(30_000);
  assert.deepEqual(h.sentSince(mark).filter((x) => x.startsWith('POST')), ['POST /time-entries']);
  const entries = h.serviceEntries((e) => e.description === 'Blocked');
  assert.equal(entries.length, 1);
  assert.equal(entries[0]!.date_execution, '2026-03-10');
  assert.equal(entries[0]!.time_start, 9 * 3600);
  assert.equal(entries[0]!.time_total, 3600);
  assert.equal(h.stint.snapshot().sync.queued, 0);
  assert.notEqual(h.stint.snapshot().sync.state, 'rate_limited');
});
