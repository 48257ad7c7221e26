// One simulator per test file with the rewriting proxy in front of it, the plain run (the
// proxy passing everything through) made once per file as the reference, and the checks
// that turn a variant's run into assertions:
//
//   - works: the same outcomes as the plain run (after the variant's declared changes), and
//     per step exactly the plain run's requests (plus the retries or pages the variant
//     declares);
//   - fails: the plain outcomes up to the failing step, the error the answer deserves
//     there, no more requests than the plain run's at that step, and nothing after it.
import assert from 'node:assert/strict';
import { before, after } from 'node:test';
import * as E from '../../main/api/errors.ts';
import type { FetchLike } from '../../main/api/transport.ts';
import { useSim, type SimFixture } from '../support/sim-fixture.ts';
import { RewritingProxy } from './rewriting-proxy.ts';
import { runScenario, STEPS, type Step } from './scenario.ts';
import type { Counts, Variant, VariantRun } from './variant.ts';

/** Guards the whole test: a run takes well under a second when nothing hangs. */
const TEST_GUARD_MS = 60_000;

export const PLAIN: Variant = {
  name: 'plain',
  why: 'the simulator as it is',
  proxy: () => ({}),
  expect: { works: true },
};

const nodeFetch: FetchLike = (url, init) => globalThis.fetch(url, init);

export class RealService {
  proxy!: RewritingProxy;
  plain!: VariantRun;

  constructor(readonly sim: SimFixture) {}

  /** One run of the scenario through the proxy, from a fresh simulator. */
  async run(v: Variant): Promise<VariantRun> {
    await this.sim.reset();
    this.proxy.begin(v.proxy());
    const run = await runScenario({
      baseUrl: this.proxy.baseUrl,
      clock: this.sim.clock,
      fetch: this.sim.clock.track(nodeFetch),
      mark: (step) => (this.proxy.step = step),
      spendDailyQuota: (token, ua) => this.spendDailyQuota(token, ua),
    });
    assert.deepEqual(this.proxy.failures, [], 'the proxy failed');
    const log = [...this.proxy.log];
    return { run, log, counts: countByStep(log.map((x) => x.req.step)), sim: this.sim.ctx };
  }

  /**
   * The free plan (50 a day, hard) with the day's quota counted as spent (in the
   * simulator's state: fifty requests would cost more than the rest of the run), then one
   * request straight at the simulator to see it refused: the client's next request is
   * answered 429 account_daily_limit_exceeded.
   */
  private async spendDailyQuota(token: string, ua: string): Promise<void> {
    await this.sim.control.plan('free');
    const { limits, store, clock } = this.sim.ctx;
    const account = store.account.id;
    while (limits.accountDaily.used(account, clock.now()) < 50) limits.accountDaily.add(account, clock.now());
    const r = await this.sim.call('GET', '/tasks', { token, ua, raw: true });
    assert.equal(r.status, 429, 'the quota is spent');
    assert.equal(r.body.code, 'account_daily_limit_exceeded');
  }
}

function countByStep(steps: string[]): Counts {
  const counts = Object.fromEntries(STEPS.map((s) => [s, 0])) as Counts;
  for (const s of steps) if (s in counts) counts[s as Step]++;
  return counts;
}

/** A simulator and proxy for the file, and the plain run made before its tests. */
export function useRealService(): RealService {
  const rs = new RealService(useSim());
  before(async () => {
    await rs.sim.ready;
    rs.proxy = await RewritingProxy.start(rs.sim.origin, rs.sim.clock);
    rs.plain = await rs.run(PLAIN);
    assert.equal(rs.plain.run.stoppedAt, undefined, `the plain run stopped at ${rs.plain.run.stoppedAt}: ${JSON.stringify(rs.plain.run.outcomes)}`);
  });
  after(() => rs.proxy?.close());
  return rs;
}

/** Options for a variant's test: a guard against a hang, never reached by a healthy run. */
export const GUARD = { timeout: TEST_GUARD_MS };

/** The test title of a variant. */
export const title = (v: Variant) => `${v.name}: ${v.why}`;

/** Runs a variant and checks it against the file's plain run. */
export async function check(rs: RealService, v: Variant): Promise<void> {
  assertVariant(v, await rs.run(v), rs.plain);
}

export function assertVariant(v: Variant, r: VariantRun, plain: VariantRun): void {
  if (v !== PLAIN) {
    const changed = r.log.some((x) => x.original === undefined || JSON.stringify(x.sent) !== JSON.stringify(x.original));
    assert.ok(changed, 'the variant changed no answer: it tests nothing');
  }
  if (v.expect.works) assertWorks(v, r, plain);
  else assertFails(v, r, plain);
}

function assertWorks(v: Variant, r: VariantRun, plain: VariantRun): void {
  const x = v.expect;
  if (!x.works) return;
  assert.equal(r.run.stoppedAt, undefined, `stopped at ${r.run.stoppedAt}: ${JSON.stringify(r.run.outcomes[r.run.stoppedAt!])}`);
  const expected = structuredClone(plain.run.outcomes);
  x.adjust?.(expected);
  assert.equal(r.run.tokenRejected, plain.run.tokenRejected, 'onTokenRejected calls');
  assert.deepEqual(r.run.outcomes, expected);
  for (const step of STEPS) assert.equal(r.counts[step], plain.counts[step] + (x.extra?.[step] ?? 0), `requests at ${step}`);
  if (!x.ownRetryAfter) assertRetryAfterAsSent(r);
  x.check?.(r, plain);
}

function assertFails(v: Variant, r: VariantRun, plain: VariantRun): void {
  const x = v.expect;
  if (x.works) return;
  assert.equal(r.run.stoppedAt, x.at, `the run should end at ${x.at}: ${JSON.stringify(r.run.outcomes)}`);
  const before = STEPS.slice(0, STEPS.indexOf(x.at));
  for (const step of before) {
    assert.deepEqual(r.run.outcomes[step], plain.run.outcomes[step], `outcome of ${step}`);
    assert.equal(r.counts[step], plain.counts[step], `requests at ${step}`);
  }
  x.error(r.run.thrown[x.at], r);
  if (x.requestsAt !== undefined) assert.equal(r.counts[x.at], x.requestsAt, `requests at ${x.at}`);
  else assert.ok(r.counts[x.at] <= plain.counts[x.at], `requests at ${x.at}: ${r.counts[x.at]}, plain ${plain.counts[x.at]}`);
  for (const step of STEPS.slice(STEPS.indexOf(x.at) + 1)) assert.equal(r.counts[step], 0, `requests at ${step}`);
  x.check?.(r, plain);
}

/** The 429's wait is the Retry-After the client got, to the millisecond. */
function assertRetryAfterAsSent(r: VariantRun): void {
  const e = r.run.thrown.rateLimit;
  assert.ok(e instanceof E.RateLimitedError, 'the rate-limit step failed rate_limited');
  const last = r.log.filter((x) => x.req.step === 'rateLimit' && x.sent.status === 429).at(-1);
  assert.ok(last, 'a 429 reached the client');
  assert.equal(e.retryAfterMs, Number(last.sent.headers['retry-after']) * 1000, 'retryAfterMs is the Retry-After sent');
}
