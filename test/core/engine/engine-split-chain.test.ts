// A split of a split's new part, and a split of that one's, queued one behind the other (the
// person cuts an hour into three while the first part's create waits), then one link refused
// for good on the service (its project made to need a task meanwhile, or Spec locked before
// its cut). End to end on the
// manual clock against the simulator: what is put back, what goes with the refusal, and that
// no part is ever created over the entry it was cut from once that entry holds its time again.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_RUI, EngineHarness, PROJECT } from '../support/engine-harness.ts';
import type { TimeEntry } from '../../sim/model.ts';

type Variant = EngineHarness['serviceVariant'];

let h: EngineHarness;
afterEach(() => h?.close());

const hms = (h: number, m: number, s = 0): number => h * 3600 + m * 60 + s;

/** The service's entries of Spec and its parts: [start, total, project, description], by start. */
function held(): [number, number, number, string][] {
  return h
    .serviceEntries((e: TimeEntry) => e.description === 'Spec' || e.description.startsWith('Part'))
    .map((e): [number, number, number, string] => [e.time_start, e.time_total, e.project_id, e.description])
    .sort((a, b) => a[0] - b[0]);
}

/**
 * Signed in at 17:00 with Spec (Website, 14:00 to 15:00) on the service; then, before anything
 * is sent, Spec split at 14:00:01 onto `first`, that part split at 14:00:02 onto Website, and
 * that one's split at 14:00:03 onto `last`; `refusing` answers the requests sent (after the
 * check before each split). Signed in as Rui, who may not change a locked entry.
 */
async function threeParts(first: number, last: number, refusing: (spec: number) => Variant): Promise<void> {
  h = await EngineHarness.start({ now: '2026-03-10T17:00:00Z' });
  await h.signIn(DEMO_RUI);
  assert.equal((await h.stint.addManualEntry({ date: '2026-03-10', projectId: PROJECT.website, description: 'Spec', start: '14:00', end: '15:00' })).ok, true);
  await h.settle();
  h.serviceVariant = refusing(h.serviceEntries((e: TimeEntry) => e.description === 'Spec')[0]!.id);
  const shown = (start: string): string => h.stint.snapshot().todayEntries.find((e) => e.timeStart === start)!.key;
  const split = async (start: string, at: string, projectId: number, description: string): Promise<void> => {
    const r = await h.stint.splitEntry({ entryKey: shown(start), at, projectId, description });
    assert.ok(r.ok, JSON.stringify(r));
  };
  await split('14:00:00', '14:00:01', first, 'Part one');
  await split('14:00:01', '14:00:02', PROJECT.website, 'Part two');
  await split('14:00:02', '14:00:03', last, 'Part three');
  await h.settle();
}

/** The project of the part described `part` made to need a task as that part's create arrives. */
const taskRequiredOn =
  (part: string) =>
  (): Variant =>
  (req, sim) => {
    if (req.method === 'POST' && req.path === '/time-entries' && req.body.description === part) sim.sim.ctx.store.projects.get(Number(req.body.project_id))!.required_task = 1;
    return undefined;
  };

/** Spec locked on the web as its cut arrives. */
const specLockedAtTheCut =
  (spec: number): Variant =>
  (req, sim) => {
    if (req.method === 'POST' && req.path === `/time-entries/${spec}`) sim.sim.ctx.store.entries.get(spec)!.is_locked = true;
    return undefined;
  };

test("the first part's create refused: Spec holds its hour again, and neither later part is created over it", async () => {
  await threeParts(PROJECT.support, PROJECT.internal, taskRequiredOn('Part one'));
  assert.deepEqual(held(), [[hms(14, 0), 3600, PROJECT.website, 'Spec']], 'one hour, counted once');
  const listed = h.stint.snapshot().notSaved ?? [];
  assert.equal(listed.length, 1);
  assert.match(listed[0]!.why, /A task is required on Support Retainer\. Pick a task\. 2 later actions that depended on it went with it\. The first part is put back as it was: nothing of the split stays\.$/);
  assert.equal(h.stint.snapshot().sync.queued, 0);
});

test("the last part's create refused: the part it was cut from gets its time back, the earlier parts stay as they were cut (found by the property suite)", async () => {
  await threeParts(PROJECT.support, PROJECT.support, taskRequiredOn('Part three'));
  assert.deepEqual(held(), [
    [hms(14, 0), 1, PROJECT.website, 'Spec'],
    [hms(14, 0, 1), 1, PROJECT.support, 'Part one'],
    [hms(14, 0, 2), 3598, PROJECT.website, 'Part two'],
  ]);
  const listed = h.stint.snapshot().notSaved ?? [];
  assert.deepEqual(listed.map((n) => n.what), ['Add Support Retainer on 2026-03-10']);
  assert.match(listed[0]!.why, /The first part is put back as it was: nothing of the split stays\.$/);
});

test('the first cut refused (Spec locked on the web meanwhile): nothing of the three parts is created, Spec keeps its hour', async () => {
  await threeParts(PROJECT.support, PROJECT.internal, specLockedAtTheCut);
  assert.deepEqual(held(), [[hms(14, 0), 3600, PROJECT.website, 'Spec']], 'no part over the locked hour');
  const listed = h.stint.snapshot().notSaved ?? [];
  assert.equal(listed.length, 1);
  assert.match(listed[0]!.why, /locked/);
  assert.equal(h.stint.snapshot().sync.queued, 0);
});
