// The service's clock read from each answer's `Date` header (main/api/service-clock.ts): what
// the engine puts a stopwatch's "now" against instead of this machine's clock.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ManualClock } from '../../support/manual-clock.ts';
import { Transport } from '../../../main/api/transport.ts';
import { Pacer } from '../../../main/api/pacer.ts';
import { anyJson } from '../../../main/api/check.ts';
import { ServiceClock } from '../../../main/api/service-clock.ts';
import { drive, scriptedFetch, type Step } from './fake-fetch.ts';

const T0 = Date.parse('2025-11-20T10:00:00.000Z');

async function afterAnswers(steps: Step[]): Promise<ServiceClock> {
  const clock = new ManualClock(T0);
  const { fetch } = scriptedFetch(clock, steps);
  const t = new Transport({ baseUrl: 'http://svc.test/api/v1', fetch, userAgent: 'Stint/1.0.0 (linux; 1)', token: 'tok', clock, pacer: new Pacer({ clock, windows: [] }), retry: { random: () => 0.5 } });
  const count = steps.length; // scriptedFetch takes the steps as it answers
  for (let i = 0; i < count; i++) await drive(clock, t.request({ method: 'GET', path: '/users/me', check: anyJson() }).catch(() => undefined));
  return t.serviceClock;
}

test('an answer\'s Date header 40 minutes behind this machine: the service\'s clock is read as 40 minutes behind', async () => {
  const sc = await afterAnswers([{ status: 200, json: {}, headers: { date: 'Thu, 20 Nov 2025 09:20:00 GMT' } }]);
  assert.equal(sc.aheadMs(), -40 * 60_000);
});

test('the newest answer\'s reading wins, an error\'s included (a 404 carries the service\'s clock too)', async () => {
  const sc = await afterAnswers([
    { status: 200, json: {}, headers: { date: 'Thu, 20 Nov 2025 09:20:00 GMT' } },
    { status: 404, json: { error: { code: 'not_found', message: 'no' } }, headers: { date: 'Thu, 20 Nov 2025 10:05:00 GMT' } },
  ]);
  assert.equal(sc.aheadMs(), 5 * 60_000);
});

test('no Date header, or one that is not an HTTP date or is weeks away: the last good reading stays, none made up', async () => {
  assert.equal((await afterAnswers([{ status: 200, json: {} }])).aheadMs(), undefined);
  for (const bad of ['2025-11-20T09:20:00Z', 'yesterday', 'Thu, 20 Nov 2025 25:00:00 GMT', 'Thu, 20 Jan 2022 10:00:00 GMT']) {
    const sc = await afterAnswers([
      { status: 200, json: {}, headers: { date: 'Thu, 20 Nov 2025 09:59:30 GMT' } },
      { status: 200, json: {}, headers: { date: bad } },
    ]);
    assert.equal(sc.aheadMs(), -30_000, `"${bad}" is not read as the service's clock`);
  }
});
