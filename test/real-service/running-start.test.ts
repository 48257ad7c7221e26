// "Started … ago" on a running timer against the ways a real service may treat an update of
// an entry whose stopwatch runs: the specification does not say (contract.md 4 says only that
// the run is not in time_total until the stop). Each variant changes the simulator's state
// before it applies the update, or answers in its place, as such a service would; the engine
// must end with the same entry as on the plain simulator: running, counted from the new
// start, one entry, and after a stop the whole run from the new start, nothing doubled.
import { afterEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineHarness, PROJECT } from '../core/support/engine-harness.ts';
import type { RunningSim } from '../sim/start.ts';
import { elapsedSeconds } from '../sim/time-arithmetic.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const MIN = 60_000;
const UPDATE = /^\/time-entries\/(\d+)$/;

type Variant = NonNullable<EngineHarness['serviceVariant']>;

/** The entry an update names, when its stopwatch runs on the simulator. */
function runningUpdate(req: { method: string; path: string }, sim: RunningSim) {
  const m = UPDATE.exec(req.path);
  if (req.method !== 'POST' || !m) return undefined;
  const e = sim.sim.ctx.store.entries.get(Number(m[1]));
  return e && e.stopwatch_started_at !== null ? e : undefined;
}

const json = (status: number, body: unknown): Response => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const VARIANTS: readonly { name: string; why: string; variant: Variant | null; writes: number }[] = [
  { name: 'plain: the stopwatch runs on through the update', why: 'the simulator (contract.md 4)', variant: null, writes: 1 },
  {
    name: 'the update stops the stopwatch first (the run folded into the total), then applies what was sent',
    why: 'a service that only edits a stopped entry, stopping it silently',
    variant: (req, sim) => {
      const e = runningUpdate(req, sim);
      if (e) {
        e.time_total += elapsedSeconds(e.stopwatch_started_at!, sim.sim.ctx.clock.now());
        e.stopwatch_started_at = null;
      }
      return undefined;
    },
    // The update (answered stopped), the whole total, the start again.
    writes: 3,
  },
  {
    name: 'the update restarts the stopwatch from now, dropping the run so far',
    why: 'a service that resets stopwatch_date_start on any change of the times',
    variant: (req, sim) => {
      const e = runningUpdate(req, sim);
      if (e && (req.body.time_total !== undefined || req.body.time_start !== undefined)) e.stopwatch_started_at = sim.sim.ctx.clock.now();
      return undefined;
    },
    writes: 4,
  },
  {
    name: 'the update is refused while the stopwatch runs (409, no field named)',
    why: 'a service that refuses to edit a running entry',
    variant: (req, sim) => (runningUpdate(req, sim) ? json(409, { message: 'The stopwatch is running', code: 'stopwatch_active' }) : undefined),
    writes: 4,
  },
  {
    name: 'the update keeps the stored times of a running entry (answered with the old total)',
    why: 'a service that ignores time fields while the stopwatch runs',
    variant: (req, sim) => {
      if (!runningUpdate(req, sim)) return undefined;
      const { time_start: _s, time_total: _t, time_end: _e, ...rest } = req.body;
      return { body: rest };
    },
    writes: 4,
  },
];

describe('the running timer started 10 minutes ago, whatever an update does to a running stopwatch', () => {
  for (const v of VARIANTS) {
    test(`${v.name} (${v.why})`, async () => {
      h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z' });
      await h.signIn();
      await h.stint.start({ projectId: PROJECT.website, description: 'Landing page' });
      await h.settle();
      const id = h.stint.snapshot().running!.id!;
      await h.advance(5 * MIN);
      h.serviceVariant = v.variant;
      const mark = h.mark();
      assert.deepEqual(await h.stint.setRunningStart({ minutesAgo: 10 }), { ok: true });
      await h.settle();
      const writes = h.sentSince(mark).filter((r) => !r.startsWith('GET '));
      assert.equal(writes.length, v.writes, writes.join(', '));
      const e = h.serviceEntry(id);
      assert.notEqual(e.stopwatch_started_at, null, 'running on the service');
      assert.equal(e.time_start, 9 * 3600 + 55 * 60, 'from 09:55');
      assert.equal(h.stint.snapshot().running?.id, id, 'and here');

      h.serviceVariant = null;
      await h.advance(20 * MIN);
      await h.stint.stop();
      await h.settle();
      const done = h.serviceEntries((x) => x.description === 'Landing page');
      assert.equal(done.length, 1, 'one entry');
      assert.equal(done[0]!.stopwatch_started_at, null);
      assert.ok(Math.abs(done[0]!.time_total - 30 * 60) <= 1, `09:55 to 10:25: ${done[0]!.time_total} s`);
      assert.equal(h.stint.snapshot().sync.queued, 0);
      assert.equal(h.stint.snapshot().notice, null, 'nothing to tell the person');
    });
  }
});
