// The dates and times a person means, end to end on the simulator: a quick entry across
// midnight becomes the two entries it covers, a date no one could mean is refused at the
// date, an entry ending later than now waits for the person's yes, and the Continue list
// never offers an entry of a day to come or the one that runs.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineHarness, PROJECT } from '../support/engine-harness.ts';

let h: EngineHarness;
afterEach(() => h?.close());

/** The harness starts at 2026-03-10 10:00 UTC, the demo account's zone. */
const TODAY = '2026-03-10';
const YESTERDAY = '2026-03-09';

test('yesterday 23:00 for 5 hours is saved as two entries on the service: 23:00-24:00 and 00:00-04:00 today', async () => {
  h = await EngineHarness.start();
  await h.signIn();
  // The demo's 00:00-00:30 handover lies under it: the overlap is confirmed.
  const r = await h.stint.addManualEntry({ date: YESTERDAY, projectId: PROJECT.website, description: 'Night release', start: '23:00', duration: '5h', confirmOverlap: true });
  assert.ok(r.ok, JSON.stringify(r));
  assert.equal(r.entryKeys.length, 2);
  assert.equal(r.entryKeys[0], r.entryKey);
  // Both are shown at once and both wait for the service.
  assert.deepEqual([...(h.stint.snapshot().sync.pendingKeys ?? [])].sort(), [...r.entryKeys].sort());
  await h.settle();

  const made = h.serviceEntries((e) => e.description === 'Night release').sort((a, b) => a.date_execution.localeCompare(b.date_execution));
  assert.deepEqual(
    made.map((e) => [e.date_execution, e.time_start, e.time_total]),
    [
      [YESTERDAY, 23 * 3600, 3599],
      [TODAY, 0, 4 * 3600],
    ],
  );
  const s = h.stint.snapshot();
  assert.deepEqual(s.sync.pendingKeys, []);
  assert.equal(s.notice, null);
  assert.ok(s.todayEntries.some((e) => e.key === r.entryKeys[1] && e.id === made[1]!.id), "today's part is in today's list under its key");
});

test('a date in 2100 or in 1999 is refused at the Date field with what to do; nothing is queued or sent', async () => {
  h = await EngineHarness.start();
  await h.signIn();
  const mark = h.mark();
  for (const date of ['2100-06-01', '1999-01-01']) {
    const r = await h.stint.addManualEntry({ date, projectId: PROJECT.website, description: 'Typo', start: '09:00', end: '10:00' });
    assert.ok(!r.ok, date);
    assert.match(r.fields.date ?? '', date === '2100-06-01' ? /has not come yet: enter the day the work was done/ : /more than a year ago: check the year/);
  }
  await h.settle();
  assert.deepEqual(h.sentSince(mark), []);
  assert.equal(h.stint.snapshot().sync.queued, 0);
});

test('an entry ending later than now asks first; the yes saves it; the Continue list never offers it', async () => {
  h = await EngineHarness.start();
  await h.signIn();
  const mark = h.mark();
  const input = { date: TODAY, projectId: PROJECT.website, description: 'Planned call', start: '09:30', end: '11:00' };
  const asked = await h.stint.addManualEntry(input);
  assert.ok(!asked.ok && asked.confirm === 'ends_in_future', JSON.stringify(asked));
  assert.equal(asked.message, 'This entry ends at 11:00 today, later than now (10:00). Save it anyway?');
  await h.settle();
  assert.deepEqual(h.sentSince(mark), [], 'nothing sent before the yes');

  const yes = await h.stint.addManualEntry({ ...input, confirmFutureEnd: true });
  assert.ok(yes.ok);
  await h.settle();
  assert.equal(h.serviceEntries((e) => e.description === 'Planned call').length, 1);
});

test('the Continue list offers neither the entry running now nor one dated tomorrow', async () => {
  h = await EngineHarness.start();
  await h.signIn();
  // Tonight 23:00 for 3 hours: its second part is dated tomorrow.
  const late = await h.stint.addManualEntry({ date: TODAY, projectId: PROJECT.website, description: 'Tonight', start: '23:00', duration: '3h', confirmFutureEnd: true });
  assert.ok(late.ok);
  await h.stint.start({ projectId: PROJECT.website, description: 'Running now' });
  await h.settle();
  const s = h.stint.snapshot();
  assert.ok(s.running?.description === 'Running now');
  assert.equal(s.recent.some((e) => e.description === 'Running now'), false, 'not the running entry');
  assert.equal(s.recent.some((e) => e.date > TODAY), false, 'nothing dated after today');
  assert.ok(s.recent.some((e) => e.description === 'Tonight' && e.date === TODAY), "tonight's part of today stays on offer");
});
