// A manual entry answers the key of the entry it queued, so the form that sent it can follow
// it: waiting (its key among the pending ones, whatever its date), saved (the same key, now
// with the service's id), or refused (a notice carrying that key, its field errors in words
// that say what to do).
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineHarness, PROJECT } from '../support/engine-harness.ts';
import { Elsewhere } from '../support/elsewhere.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const TODAY = '2026-03-10';

function keyOf(r: Awaited<ReturnType<EngineHarness['stint']['addManualEntry']>>): string {
  assert.ok(r.ok, `queued: ${JSON.stringify(r)}`);
  return r.entryKey;
}

test("today's entry: its key waits among the pending ones, then names the service's entry", async () => {
  h = await EngineHarness.start();
  await h.signIn();
  h.offline = true;
  const key = keyOf(await h.stint.addManualEntry({ date: TODAY, projectId: PROJECT.website, description: 'Written later', start: '07:00', duration: '45m' }));
  const waiting = h.stint.snapshot();
  assert.deepEqual(waiting.sync.pendingKeys, [key]);
  const shown = waiting.todayEntries.find((e) => e.key === key);
  assert.deepEqual(shown && { id: shown.id, pending: shown.pending, description: shown.description }, { id: null, pending: true, description: 'Written later' });

  h.offline = false;
  await h.advance(60_000);
  const saved = h.stint.snapshot();
  assert.deepEqual(saved.sync.pendingKeys, []);
  const [onService] = h.serviceEntries((e) => e.description === 'Written later');
  assert.ok(onService, 'the service holds it');
  const confirmed = saved.todayEntries.find((e) => e.key === key);
  assert.deepEqual(confirmed && { id: confirmed.id, pending: confirmed.pending }, { id: onService.id, pending: false });
  assert.equal(saved.notice, null);
});

test("another day's entry, which today's list never shows, waits among the pending keys until the service has it", async () => {
  h = await EngineHarness.start();
  await h.signIn();
  h.offline = true;
  const key = keyOf(await h.stint.addManualEntry({ date: '2026-03-02', projectId: PROJECT.internal, description: 'Last week', start: '09:00', end: '10:00' }));
  assert.equal(h.stint.snapshot().todayEntries.some((e) => e.key === key), false);
  assert.deepEqual(h.stint.snapshot().sync.pendingKeys, [key]);

  h.offline = false;
  await h.advance(60_000);
  assert.deepEqual(h.stint.snapshot().sync.pendingKeys, []);
  assert.equal(h.serviceEntries((e) => e.description === 'Last week' && e.date_execution === '2026-03-02').length, 1);
});

test('the refusal of a queued entry carries its key, says what to do at the project, and the project list is read again', async () => {
  h = await EngineHarness.start();
  await h.signIn();
  const web = await Elsewhere.signIn(h.sim.baseUrl, 'ada@example.com');
  assert.equal((await web.call('POST', `/projects/${PROJECT.migration}`, { body: { active: 0 } })).status, 200);
  const key = keyOf(await h.stint.addManualEntry({ date: TODAY, projectId: PROJECT.migration, description: 'Too late', start: '08:00', duration: '30m' }));
  await h.settle();

  const s = h.stint.snapshot();
  assert.deepEqual(
    s.notice && { entryKey: s.notice.entryKey, fields: s.notice.fields, message: s.notice.message },
    {
      entryKey: key,
      fields: { project: 'Data Migration is archived: entries cannot be added to it. Pick another project.' },
      message: 'Not saved: Add Data Migration on 2026-03-10. The service refused it. Data Migration is archived: entries cannot be added to it. Pick another project.',
    },
  );
  assert.deepEqual(s.sync.pendingKeys, []);
  assert.equal(s.projects.some((p) => p.id === PROJECT.migration), false, 'the archived project is no longer offered');

  // With the list read again, the same entry is refused here, before anything is sent.
  const mark = h.mark();
  const again = await h.stint.addManualEntry({ date: TODAY, projectId: PROJECT.migration, description: 'Too late', start: '08:00', duration: '30m' });
  await h.settle();
  assert.deepEqual(again.ok ? {} : again.fields, { project: 'Pick an active project.' });
  assert.deepEqual(h.sentSince(mark), []);
});

test('a refusal of a timer command names its entry too', async () => {
  h = await EngineHarness.start();
  await h.signIn();
  const web = await Elsewhere.signIn(h.sim.baseUrl, 'ada@example.com');
  assert.equal((await web.call('POST', `/projects/${PROJECT.internal}`, { body: { active: 0 } })).status, 200);
  assert.equal((await h.stint.start({ projectId: PROJECT.internal, description: 'Planning' })).ok, true);
  const key = h.stint.snapshot().running?.key;
  assert.ok(key);
  await h.settle();
  const notice = h.stint.snapshot().notice;
  assert.equal(notice?.entryKey, key);
  assert.equal(notice?.message, 'Not saved: Start Internal Tools at 10:00. The service refused it. Internal Tools is archived: entries cannot be added to it. Pick another project.');
});
