// An account of 10,000 projects (issue 61 item 5, found by bench:memory): the project list
// stopped at the client's 50 pages, so the pickers held no project at all, and the engine read
// 50 pages again every 15 minutes and dropped them (50 requests and some megabytes of
// answers each time, all day). Now every page is read once at sign-in, and the list is kept
// until its 12-hour read like any other.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_ACCOUNT, DEMO_ADA, DEMO_PASSWORD, EngineHarness, PROJECT } from '../support/engine-harness.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const MIN = 60_000;
const MORE = 10_000;
const projectReads = (mark: number): number => h.sentSince(mark).filter((r) => r.startsWith('GET /projects') && !r.includes('/tasks')).length;

/** MORE copies of the website project, named apart, with its members (so Ada sees them). */
function addProjects(): void {
  const store = h.sim.sim.ctx.store;
  const from = store.projects.get(PROJECT.website)!;
  const members = [...store.members.values()].filter((m) => m.project_id === from.id);
  for (let i = 0; i < MORE; i++) {
    const id = store.nextId('project');
    store.projects.set(id, { ...from, id, name: `Client ${String(i).padStart(5, '0')}` });
    for (const m of members) {
      const mid = store.nextId('member');
      store.members.set(mid, { ...m, id: mid, project_id: id });
    }
  }
}

/**
 * `work` awaited while the clock moves to each sleeper due within 2 s: 100 pages in a row meet
 * the simulator's 30 requests a second, and its Retry-After runs on the manual clock.
 */
async function pumped<T>(work: Promise<T>): Promise<T> {
  let ended = false;
  const end = () => void (ended = true);
  work.then(end, end);
  while (!ended) {
    await new Promise((resolve) => setImmediate(resolve));
    const due = h.clock.nextDue();
    if (due !== undefined && due - h.clock.now() <= 2_000) await h.clock.advance(due - h.clock.now());
  }
  return work;
}

test('an account of 10,000 projects: all listed after sign-in, and the list is not read again within the hour', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T09:00:00Z' });
  addProjects();
  const mark = h.mark();
  assert.deepEqual(await pumped(h.stint.signIn({ baseUrl: h.sim.baseUrl, email: DEMO_ADA, password: DEMO_PASSWORD, accountId: DEMO_ACCOUNT })), { ok: true });
  await pumped(h.stint.settled());
  const names = new Set(h.stint.snapshot().projects.map((p) => p.name));
  assert.ok(names.has('Client 00000') && names.has(`Client ${String(MORE - 1).padStart(5, '0')}`), `the first and the last project listed (${names.size} listed)`);
  assert.ok(names.has('Website Redesign'), 'the demo projects too');
  const atSignIn = projectReads(mark);
  assert.ok(atSignIn >= MORE / 100, `every page read at sign-in (${atSignIn} reads)`);

  const later = h.mark();
  await h.advance(60 * MIN, 5_000);
  assert.equal(projectReads(later), 0, 'not read again within the hour');
  assert.equal(h.stint.snapshot().projects.length, names.size, 'still listed');
});
