// Several accounts behind one base URL, as the real service hosts them (issue 41): /auth picks
// the account by account_id, the same email signs in to each, a token sees only its own
// account, and each account's plan and daily quota are its own.
import { beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO, UA, useSim } from '../support/sim-fixture.ts';
import { assertError } from '../support/assertions.ts';
import { STUDIO_ACCOUNT_ID } from '../sim/demo-studio.ts';

const sim = useSim();

beforeEach(async () => {
  await sim.reset();
});

const signIn = (account_id: string, email = DEMO.admin) => sim.call('POST', '/auth', { ua: UA, body: { email, password: DEMO.password, account_id } });
async function tokenOf(account_id: string): Promise<string> {
  const r = await signIn(account_id);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.token as string;
}
const names = (rows: { name: string }[]): string[] => rows.map((p) => p.name).sort();

describe('several accounts, one base URL', () => {
  test('the same email and password sign in to either account; the answer names the account picked', async () => {
    const demo = await signIn(DEMO.accountId);
    const studio = await signIn(STUDIO_ACCOUNT_ID);
    assert.deepEqual([demo.status, demo.body.account_id, studio.status, studio.body.account_id], [200, 'demo', 200, STUDIO_ACCOUNT_ID]);
    assert.notEqual(demo.body.token, studio.body.token);
    assertError(await signIn('nowhere'), 401, 'invalid_credentials');
    assertError(await signIn(STUDIO_ACCOUNT_ID, DEMO.regular), 401, 'invalid_credentials');
  });

  test("a token sees only its own account's projects, entries and users", async () => {
    const demo = await tokenOf(DEMO.accountId);
    const studio = await tokenOf(STUDIO_ACCOUNT_ID);
    const studioProjects = await sim.call('GET', '/projects', { token: studio });
    assert.deepEqual(names(studioProjects.body.data), ['Brand Refresh', 'Shop Backend', 'Studio Admin']);
    const demoProjects = await sim.call('GET', '/projects', { token: demo });
    assert.ok(!names(demoProjects.body.data).includes('Brand Refresh'));
    const me = await sim.call('GET', '/users', { token: studio });
    assert.deepEqual(me.body.data.map((u: { email: string }) => u.email).sort(), ['ada@example.com', 'lena@studio.example']);
    const entries = await sim.call('GET', '/reports/detailed', { token: studio, query: { date_execution_start: '2026-02-24', date_execution_end: '2026-03-10' } });
    assert.equal(entries.status, 200, JSON.stringify(entries.body));
    assert.ok(entries.body.data.length > 0, 'the studio account has entries of its own');
    assert.ok(entries.body.data.every((e: { description: string }) => ['Logo sketches', 'Checkout API'].includes(e.description)));
  });

  test("an entry made in one account is not in the other's", async () => {
    const studio = await tokenOf(STUDIO_ACCOUNT_ID);
    const demo = await tokenOf(DEMO.accountId);
    const projects = await sim.call('GET', '/projects', { token: studio });
    const brand = projects.body.data.find((p: { name: string }) => p.name === 'Brand Refresh');
    const made = await sim.call('POST', '/time-entries', { token: studio, body: { project_id: brand.id, description: 'Moodboard', date_execution: '2026-03-10', time_start: '09:00:00', time_total: '01:00:00' } });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.equal((await sim.call('GET', `/time-entries/${made.body.id}`, { token: studio })).body.description, 'Moodboard');
    const seenByDemo = await sim.call('GET', '/reports/detailed', { token: demo, query: { date_execution_start: '2026-03-10', date_execution_end: '2026-03-10' } });
    assert.equal(seenByDemo.status, 200, JSON.stringify(seenByDemo.body));
    assert.ok(seenByDemo.body.data.length > 0, "the demo account's own entries of the day are there");
    assert.ok(!seenByDemo.body.data.some((e: { description: string }) => e.description === 'Moodboard'));
  });

  test('each account counts its own daily quota: the Free studio account blocked at 50 while the demo account goes on', async () => {
    const studio = await tokenOf(STUDIO_ACCOUNT_ID);
    const demo = await tokenOf(DEMO.accountId);
    let last = 0;
    for (let n = 0; n < 51; n++) {
      last = (await sim.call('GET', '/projects', { token: studio })).status;
      if (n % 5 === 4) await sim.control.clock({ advance_seconds: 61 });
    }
    assert.equal(last, 429, 'the 51st request of the Free account is refused');
    const other = await sim.call('GET', '/projects', { token: demo });
    assert.equal(other.status, 200, 'the Business account is not held back');
    assert.match(String(other.headers.get('x-ratelimit-accountdaily')), /limit=5000/);
  });

  test("/_sim/plan names the account it changes; an unknown one is refused, naming those there are", async () => {
    await sim.control.plan('business', STUDIO_ACCOUNT_ID);
    const studio = await tokenOf(STUDIO_ACCOUNT_ID);
    const r = await sim.call('GET', '/projects', { token: studio });
    assert.match(String(r.headers.get('x-ratelimit-accountdaily')), /limit=5000/);
    const refused = await fetch(`${sim.origin}/_sim/plan`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account_id: 'nowhere', plan: 'free' }) });
    assert.equal(refused.status, 422);
    assert.match(JSON.stringify(await refused.json()), /unknown account; the simulator has \\"demo\\", \\"studio\\"/);
  });
});
