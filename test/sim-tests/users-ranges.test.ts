// User body ranges: capacity_per_day is 0..24 (service
// decisions), both ends accepted, one past either end a 422 naming the field.
import { beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useSim } from '../support/sim-fixture.ts';

const sim = useSim({ limits: false });
let ada = '';

beforeEach(async () => {
  await sim.reset('2026-03-10T12:00:00Z');
  ({ ada } = await sim.signInAll());
});

describe('audit: capacity_per_day range 0..24', () => {
  test('24 and 0 are accepted on create and update; 25 and -1 are 422 naming capacity_per_day', async () => {
    const created = await sim.call('POST', '/users', { token: ada, body: { email: 'cap@example.com', name: 'Cap', capacity_per_day: 24 } });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.capacity_per_day, 24);
    const zero = await sim.call('POST', `/users/${created.body.id}`, { token: ada, body: { capacity_per_day: 0 } });
    assert.equal(zero.status, 200, JSON.stringify(zero.body));
    assert.equal(zero.body.capacity_per_day, 0);
    const full = await sim.call('POST', '/users/2', { token: ada, body: { capacity_per_day: 24 } });
    assert.equal(full.status, 200, JSON.stringify(full.body));
    assert.equal(full.body.capacity_per_day, 24);
    for (const bad of [25, -1]) {
      const r = await sim.call('POST', '/users/2', { token: ada, body: { capacity_per_day: bad } });
      assert.equal(r.status, 422, `${bad}: ${JSON.stringify(r.body)}`);
      assert.equal(r.body.code, 'validation_failed');
      assert.ok(r.body.errors.capacity_per_day, JSON.stringify(r.body));
    }
    assert.equal((await sim.call('GET', '/users/2', { token: ada })).body.capacity_per_day, 24, 'a rejected update changes nothing');
  });
});
