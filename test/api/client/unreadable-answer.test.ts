// A write answered 2xx was applied, even when its answer cannot be read: it fails with
// UnreadableAnswerError (status and raw body kept, reconcile with a read), never as a
// failure to retry. Reads and /auth keep bad_response. Nothing is sent twice.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { ManualClock } from '../../support/manual-clock.ts';
import { fails } from '../../support/assertions.ts';
import { ServiceClient, signIn } from '../../../main/api/client.ts';
import { MAX_RAW_BODY_CHARS } from '../../../main/api/errors.ts';
import { scriptedFetch, type Step } from './fake-fetch.ts';
import * as R from './answer-records.ts';

const T0 = Date.parse('2025-11-20T10:00:00.000Z');
const BASE = 'http://svc.test/api/v1';
const UA = 'Stint/1.0.0 (linux; 1)';

function client(...steps: Step[]) {
  const clock = new ManualClock(T0);
  const { fetch, seen } = scriptedFetch(clock, steps);
  const c = new ServiceClient({ baseUrl: BASE, credentials: { token: 'tok', userAgent: UA }, fetch, clock, pacing: [] });
  return { c, seen, fetch, clock };
}

describe('writes whose 2xx answer cannot be read', () => {
  test('a create answered 201 with HTML: unreadable_answer with the status and the raw body, sent once', async () => {
    const { c, seen } = client({ status: 201, text: '<html><body>Created</body></html>' });
    const e = await fails(c.timeEntries.create({ project_id: 7 }), 'unreadable_answer');
    assert.equal(e.status, 201);
    assert.equal(e.body, '<html><body>Created</body></html>');
    assert.equal(e.bodyTruncated, false);
    assert.equal(e.problems[0]?.at, '/');
    assert.equal(e.method, 'POST');
    assert.equal(e.path, '/time-entries');
    assert.equal(seen.length, 1);
  });

  test('a stopwatch start answered 200 without the entry id: unreadable_answer naming /id', async () => {
    const { id: _i, ...noId } = R.timeEntry();
    const { c, seen } = client({ status: 200, json: noId });
    const e = await fails(c.timeEntries.start(41), 'unreadable_answer');
    assert.equal(e.problems[0]?.at, '/id');
    assert.deepEqual(JSON.parse(e.body), noId);
    assert.equal(e.path, '/time-entries/41/start');
    assert.equal(seen.length, 1);
  });

  test('an empty 200 to a DELETE: unreadable_answer', async () => {
    const { c, seen } = client({ status: 200, text: '' });
    const e = await fails(c.projects.uncheckTask(7, 5), 'unreadable_answer');
    assert.equal(e.method, 'DELETE');
    assert.equal(e.body, '');
    assert.equal(seen.length, 1);
  });

  test('a raw body over 4 KB is cut to 4096 characters', async () => {
    const big = `<html>${'x'.repeat(10_000)}</html>`;
    const { c } = client({ status: 200, text: big });
    const e = await fails(c.timeEntries.stop(41), 'unreadable_answer');
    assert.equal(e.body.length, MAX_RAW_BODY_CHARS);
    assert.equal(e.body, big.slice(0, MAX_RAW_BODY_CHARS));
    assert.equal(e.bodyTruncated, true);
  });
});

describe('reads and /auth keep bad_response', () => {
  test('a read answered 200 with HTML is bad_response, not retried', async () => {
    const { c, seen } = client({ status: 200, text: '<html>maintenance</html>' });
    const e = await fails(c.timeEntries.get(41), 'bad_response');
    assert.equal(e.status, 200);
    assert.equal(seen.length, 1);
  });

  test('/auth answered 200 without a token is bad_response at /token', async () => {
    const clock = new ManualClock(T0);
    const { fetch, seen } = scriptedFetch(clock, [{ status: 200, json: { account_id: 'demo' } }]);
    const e = await fails(signIn({ baseUrl: BASE, userAgent: UA, email: 'a@b.c', password: 'p', accountId: 'demo', fetch, clock }), 'bad_response');
    assert.equal(e.problems[0]?.at, '/token');
    assert.equal(seen.length, 1);
  });
});
