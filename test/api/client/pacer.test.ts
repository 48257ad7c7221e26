import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { ManualClock } from '../../support/manual-clock.ts';
import { Pacer } from '../../../main/api/pacer.ts';
import { LimitState } from '../../../main/api/limit-state.ts';
import { RateLimitedError } from '../../../main/api/errors.ts';
import { T0, callMany, maxInAnyWindow, refusedByService, runUntilSettled, sendTimes } from './pacer-helpers.ts';

/** The instants at which `n` calls made at once were let go; every one must go. */
async function burst(pacer: Pacer, clock: ManualClock, n: number, stepMs = 5): Promise<number[]> {
  const outcomes = await callMany(pacer, clock, n);
  await runUntilSettled(clock, outcomes, stepMs);
  assert.deepEqual(outcomes.filter((o) => o.error !== undefined), []);
  return sendTimes(outcomes);
}

describe('pacer', () => {
  test('a burst of 200 keeps every 1000 ms (even 1050 ms) at <= 30 and sustains 28.6/s', async () => {
    const clock = new ManualClock(T0);
    const pacer = new Pacer({ clock });
    const times = await burst(pacer, clock, 200);
    assert.equal(times.length, 200);
    assert.ok(maxInAnyWindow(times, 1050) <= 30, `max in 1050 ms: ${maxInAnyWindow(times, 1050)}`);
    assert.ok(maxInAnyWindow(times, 200) <= 6);
    // Fixed windows aligned anywhere also hold: check a few alignments.
    for (let offset = 0; offset < 1000; offset += 50) {
      const counts = new Map<number, number>();
      for (const t of times) {
        const k = Math.floor((t - T0 + offset) / 1000);
        counts.set(k, (counts.get(k) ?? 0) + 1);
      }
      assert.ok(Math.max(...counts.values()) <= 30);
    }
    // Sustained rate: every 31st send is exactly one 1050 ms window after the first of
    // the 31, never later, i.e. 30 per 1.05 s = 28.6 requests/s.
    let worst = 0;
    for (let i = 0; i + 30 < times.length; i++) worst = Math.max(worst, times[i + 30]! - times[i]!);
    assert.equal(worst, 1050);
  });

  test('the minute window holds: 700 calls, at most 600 in any 61 s', async () => {
    const clock = new ManualClock(T0);
    // Waits past a minute are allowed here: the window, not the bound, is under test.
    const pacer = new Pacer({ clock, maxWaitMs: 120_000 });
    const times = await burst(pacer, clock, 700, 50);
    assert.ok(maxInAnyWindow(times, 61_000) <= 600);
    assert.ok(maxInAnyWindow(times, 1050) <= 30);
    assert.ok(times.at(-1)! - times[0]! >= 61_000);
    assert.equal(refusedByService(times), 0);
  });

  test('no windows: nothing waits', async () => {
    const clock = new ManualClock(T0);
    const pacer = new Pacer({ clock, windows: [] });
    for (let i = 0; i < 100; i++) await pacer.acquire('token', 'GET', '/x');
    assert.equal(clock.now(), T0);
  });

  test('a blocked scope is waited for, then released; auth ignores token scopes', async () => {
    const clock = new ManualClock(T0);
    const limits = new LimitState(clock);
    const pacer = new Pacer({ clock, limits });
    limits.block('minute', T0 + 5000);
    await pacer.acquire('auth', 'POST', '/auth'); // not stopped by a token scope
    let at = 0;
    const p = pacer.acquire('token', 'GET', '/x').then(() => (at = clock.now()));
    await clock.advance(4999);
    assert.equal(at, 0);
    await clock.advance(1);
    await p;
    assert.equal(at, T0 + 5000);
    assert.deepEqual(limits.snapshot().blockedUntil, { minute: T0 + 5000 });
  });

  test('a block set while a call waits for its slot holds that call too', async () => {
    const clock = new ManualClock(T0);
    const limits = new LimitState(clock);
    const pacer = new Pacer({ clock, limits, windows: [{ max: 1, perMs: 1000 }] });
    await pacer.acquire('token', 'GET', '/x');
    let at = 0;
    const p = pacer.acquire('token', 'GET', '/x').then(() => (at = clock.now()));
    await clock.advance(500);
    limits.block('second', T0 + 3000);
    await clock.advance(600);
    assert.equal(at, 0, 'woke at its slot but the scope is blocked');
    await clock.advance(2000);
    await p;
    assert.ok(at >= T0 + 3000);
  });

  test('a block longer than maxBlockWaitMs fails fast with a local RateLimitedError', async () => {
    const clock = new ManualClock(T0);
    const limits = new LimitState(clock);
    const pacer = new Pacer({ clock, limits, maxBlockWaitMs: 10_000 });
    limits.block('account_daily', T0 + 3_600_000);
    await assert.rejects(pacer.acquire('token', 'GET', '/x'), (e: unknown) => {
      assert.ok(e instanceof RateLimitedError);
      assert.equal(e.scope, 'account_daily');
      assert.equal(e.local, true);
      assert.equal(e.retryAfterMs, 3_600_000);
      return true;
    });
    limits.block('auth_daily', T0 + 3_600_000);
    await assert.rejects(pacer.acquire('auth', 'POST', '/auth'), RateLimitedError);
  });

  test('abort while waiting rejects with the reason', async () => {
    const clock = new ManualClock(T0);
    const pacer = new Pacer({ clock, windows: [{ max: 1, perMs: 1000 }] });
    await pacer.acquire('token', 'GET', '/x');
    const ac = new AbortController();
    const p = pacer.acquire('token', 'GET', '/x', ac.signal);
    ac.abort(new Error('stop'));
    await assert.rejects(p, /stop/);
  });
});

describe('limit state', () => {
  test('windows get absolute reset instants; warning follows the daily header; listeners hear', () => {
    const clock = new ManualClock(T0);
    const s = new LimitState(clock);
    const seen: unknown[] = [];
    s.subscribe((x) => seen.push(x));
    s.update({ minute: { limit: 600, used: 1, remaining: 599, resetSeconds: 30 }, daily: { limit: 5000, used: 5001, remaining: 0, resetSeconds: 100 }, warning: 'soft_limit_exceeded' });
    assert.deepEqual(s.snapshot().minute, { limit: 600, used: 1, remaining: 599, resetAt: T0 + 30_000 });
    assert.equal(s.snapshot().warning, 'soft_limit_exceeded');
    s.update({ minute: { limit: 600, used: 2, remaining: 598, resetSeconds: 29 } });
    assert.equal(s.snapshot().warning, 'soft_limit_exceeded', 'a minute-only answer keeps the warning');
    s.update({ daily: { limit: 5000, used: 10, remaining: 4990, resetSeconds: 99 } });
    assert.equal(s.snapshot().warning, undefined);
    assert.equal(seen.length, 3);
  });
  test('windows are only reported, never turned into blocks (only a 429 blocks)', () => {
    const clock = new ManualClock(T0);
    const s = new LimitState(clock);
    s.update({ minute: { limit: 600, used: 600, remaining: 0, resetSeconds: 12 } });
    assert.equal(s.blockedFor(['minute'], T0), undefined);
    assert.deepEqual(s.snapshot().blockedUntil, {});
  });
});
