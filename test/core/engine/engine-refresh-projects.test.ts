// Refresh reads the projects again (found on the command line: a project made on the web
// stayed out of the pickers after `refresh` and after a new sign-in, until the 12-hour read),
// but not twice within minutes: a person pressing it again spends no more.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_ADA, EngineHarness } from '../support/engine-harness.ts';
import { Elsewhere } from '../support/elsewhere.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const MIN = 60_000;
const projectReads = (mark: number): number => h.sentSince(mark).filter((r) => r.startsWith('GET /projects') && !r.includes('/tasks')).length;

test('a project made on the web is listed after Refresh; a second Refresh minutes later reads no projects again', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z' });
  await h.signIn(DEMO_ADA);
  await h.advance(30 * MIN);
  const web = await Elsewhere.signIn(h.sim.baseUrl, DEMO_ADA);
  assert.equal((await web.call('POST', '/projects', { body: { name: 'Harbour Audit' } })).status, 201);
  await h.advance(2 * MIN);
  assert.ok(!h.stint.snapshot().projects.some((p) => p.name === 'Harbour Audit'), 'not read on its own within minutes');

  let mark = h.mark();
  assert.deepEqual(await h.stint.refresh(), { ok: true });
  assert.ok(h.stint.snapshot().projects.some((p) => p.name === 'Harbour Audit'), 'listed after Refresh');
  assert.equal(projectReads(mark), 1);

  await h.advance(2 * MIN);
  mark = h.mark();
  assert.deepEqual(await h.stint.refresh(), { ok: true });
  assert.equal(projectReads(mark), 0, 'read two minutes ago: not again');
});
