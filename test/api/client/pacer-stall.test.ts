// The pacer after a stall (a laptop that slept, an event loop that stalled), across blocks,
// and with bounded waits. All on the manual clock; the service is modelled by its fixed
// windows (30 a second, 600 a minute, aligned to its clock: contract.md section 3).
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { ManualClock } from '../../support/manual-clock.ts';
import { Pacer } from '../../../main/api/pacer.ts';
import { LimitState } from '../../../main/api/limit-state.ts';
import { RateLimitedError } from '../../../main/api/errors.ts';
import { T0, callMany, maxInAnyWindow, refusedByService, runUntilSettled, sendTimes } from './pacer-helpers.ts';

describe('pacer: a stall releases no burst', () => {
  // Stalls starting at several points of the burst: inside the first clumps, just before
  // the first second's allowance is used up, at a window edge, and later on.
  for (const stallAt of [0, 100, 250, 500, 790, 1000, 1040, 1500, 2100, 2500]) {
    test(`120 calls, the clock stalls 1.5 s at +${stallAt} ms: every call sent, zero 429s`, async () => {
      const clock = new ManualClock(T0);
      const pacer = new Pacer({ clock });
      const outcomes = await callMany(pacer, clock, 120);
      let sentBeforeStall = -1;
      await runUntilSettled(clock, outcomes, 5, async (now) => {
        if (sentBeforeStall < 0 && now - T0 >= stallAt) {
          sentBeforeStall = sendTimes(outcomes).length;
          await clock.jump(1500);
        }
      });
      assert.ok(sentBeforeStall >= 0 && sentBeforeStall < 120, 'the stall came while calls were waiting');
      const sends = sendTimes(outcomes);
      assert.equal(sends.length, 120);
      assert.equal(refusedByService(sends), 0);
      // Stricter than the service: the pacer's own sliding windows hold on the real sends.
      assert.ok(maxInAnyWindow(sends, 1050) <= 30, `max in 1050 ms: ${maxInAnyWindow(sends, 1050)}`);
      assert.ok(maxInAnyWindow(sends, 200) <= 6, `max in 200 ms: ${maxInAnyWindow(sends, 200)}`);
    });
  }

  test('calls that may go at once are counted when they go, not when they were asked for', async () => {
    const clock = new ManualClock(T0);
    const pacer = new Pacer({ clock });
    const proceeded: number[] = [];
    for (let i = 0; i < 12; i++) void pacer.acquire('token', 'GET', '/x').then(() => proceeded.push(clock.now()));
    clock.set(T0 + 100); // the code that started the 12 calls ran 100 ms before yielding
    await new Promise((r) => setImmediate(r));
    for (let i = 0; proceeded.length < 12; i++) {
      assert.ok(i < 1000);
      await clock.advance(5);
    }
    assert.deepEqual(proceeded.slice(0, 6), Array(6).fill(T0 + 100));
    assert.equal(proceeded[6], T0 + 300, 'the next clump is spaced from when the first really went');
    assert.equal(maxInAnyWindow(proceeded, 200), 6);
  });

  test('a stall while blocked: the block is honoured and the queue drains at the windows pace', async () => {
    const clock = new ManualClock(T0);
    const limits = new LimitState(clock);
    const pacer = new Pacer({ clock, limits });
    limits.block('second', T0 + 1000);
    const outcomes = await callMany(pacer, clock, 60);
    await clock.jump(5000);
    await runUntilSettled(clock, outcomes);
    const sends = sendTimes(outcomes);
    assert.equal(sends[0], T0 + 5000);
    assert.equal(maxInAnyWindow(sends, 200), 6);
    assert.equal(refusedByService(sends), 0);
  });
});

describe('pacer: a block in the middle of a queue', () => {
  async function finishOf(blockAtMs: number | undefined): Promise<{ finish: number; sends: number[]; blockFrom: number }> {
    const clock = new ManualClock(T0);
    const limits = new LimitState(clock);
    // The bound on waiting is not what is tested here: 550 calls and a 10 s block stay under it.
    const pacer = new Pacer({ clock, limits, maxWaitMs: 60_000 });
    const outcomes = await callMany(pacer, clock, 550);
    let blockFrom = NaN;
    await runUntilSettled(clock, outcomes, 5, (now) => {
      if (blockAtMs !== undefined && Number.isNaN(blockFrom) && now - T0 >= blockAtMs) {
        // What the transport does on a 429 with Retry-After: 10.
        blockFrom = now;
        limits.block('second', now + 10_000);
      }
    });
    assert.ok(outcomes.every((o) => o.error === undefined));
    const sends = sendTimes(outcomes);
    return { finish: sends.at(-1)!, sends, blockFrom };
  }

  for (const blockAt of [0, 2000, 2130, 9000]) {
    test(`550 queued calls and a 10 s block at +${blockAt} ms finish by the unblocked time plus the block`, async () => {
      const unblocked = await finishOf(undefined);
      const blocked = await finishOf(blockAt);
      assert.equal(blocked.sends.length, 550);
      assert.equal(refusedByService(blocked.sends), 0);
      // Sends at the block's own instant went out before the 429 that set it.
      assert.equal(blocked.sends.filter((t) => t > blocked.blockFrom && t < blocked.blockFrom + 10_000).length, 0, 'nothing sent while blocked');
      // Bound: 0 ms beyond the block. After a 10 s block no send of the last 1050 ms (the
      // widest short window) is left to count, and 550 < 600 keeps the minute window from
      // ever binding, so the calls left go as a fresh burst from the block's end. A fresh
      // burst is the fastest any run of calls can go under the windows, and the first of
      // those calls was due no earlier than the block's start in the unblocked run: so the
      // block delays the finish by at most its own length.
      assert.ok(
        blocked.finish <= unblocked.finish + 10_000,
        `finished ${blocked.finish - unblocked.finish - 10_000} ms past unblocked + block`,
      );
    });
  }

  test('a caller that meets a new block gives its slot back: the next one is not delayed by it', async () => {
    const clock = new ManualClock(T0);
    const limits = new LimitState(clock);
    const pacer = new Pacer({ clock, limits, windows: [{ max: 1, perMs: 1000 }] });
    const [first, b, c] = await callMany(pacer, clock, 3);
    await clock.advance(500);
    // A 429 arrives (another request's) while b waits for its slot at +1000.
    limits.block('second', T0 + 1500);
    await runUntilSettled(clock, [first!, b!, c!]);
    assert.equal(first!.sentAt, T0);
    assert.equal(b!.sentAt, T0 + 1500, 'b goes when the block ends');
    assert.equal(c!.sentAt, T0 + 2500, 'c goes one window after b, not behind a slot b held at +1000');
  });
});

describe('pacer: bounded waits', () => {
  test('calls that would wait longer than maxWaitMs are refused at once, locally; the others go', async () => {
    const clock = new ManualClock(T0);
    const pacer = new Pacer({ clock, maxWaitMs: 5000 });
    const outcomes = await callMany(pacer, clock, 200);
    await runUntilSettled(clock, outcomes);
    // 30 per 1050 ms in clumps of 6 per 200 ms: call n goes at 1050*floor((n-1)/30) +
    // 200*floor(((n-1)%30)/6); the 150th at +5000 ms, the 151st at +5250 ms.
    const sent = outcomes.filter((o) => o.sentAt !== undefined);
    const refused = outcomes.filter((o) => o.refusedAt !== undefined);
    assert.equal(sent.length, 150);
    assert.equal(refused.length, 50);
    assert.ok(sent.every((o) => o.sentAt! <= T0 + 5000));
    for (const o of refused) {
      assert.equal(o.refusedAt, T0, 'refused when it asked, not after waiting');
      assert.ok(o.error instanceof RateLimitedError);
      assert.equal(o.error.local, true);
      assert.equal(o.error.scope, 'second');
      assert.ok(o.error.retryAfterMs > 5000);
    }
  });

  test('the minute window names the minute scope when it is what makes the wait too long', async () => {
    const clock = new ManualClock(T0);
    const pacer = new Pacer({ clock, windows: [{ max: 600, perMs: 61_000, scope: 'minute' }] });
    const outcomes = await callMany(pacer, clock, 601);
    await runUntilSettled(clock, outcomes);
    const last = outcomes[600]!;
    assert.ok(last.error instanceof RateLimitedError);
    assert.equal(last.error.scope, 'minute');
    assert.equal(last.error.retryAfterMs, 61_000);
    assert.equal(outcomes.filter((o) => o.sentAt === T0).length, 600);
  });

  test('a block that arrives while calls wait refuses, right then, those it would keep past the bound', async () => {
    const clock = new ManualClock(T0);
    const limits = new LimitState(clock);
    const pacer = new Pacer({ clock, limits, maxWaitMs: 5000 });
    const outcomes = await callMany(pacer, clock, 60);
    await clock.advance(300); // two clumps of 6 went, at +0 and +200
    limits.block('minute', T0 + 4300);
    await new Promise((r) => setImmediate(r));
    // The 48 left start again at +4300 in clumps of 6 every 200 ms: the first 24 go by
    // +4900, the next clump would go at +5100, past the 5 s bound.
    const refused = outcomes.filter((o) => o.refusedAt !== undefined);
    assert.equal(refused.length, 24);
    for (const o of refused) {
      assert.equal(o.refusedAt, T0 + 300);
      assert.ok(o.error instanceof RateLimitedError);
      assert.equal(o.error.local, true);
      assert.equal(o.error.scope, 'minute');
    }
    await runUntilSettled(clock, outcomes);
    const sends = sendTimes(outcomes);
    assert.equal(sends.length, 36);
    assert.equal(sends.filter((t) => t > T0 + 300 && t < T0 + 4300).length, 0);
    assert.equal(sends.at(-1), T0 + 4900);
  });

  test('time lost to a stall is not held against a waiting call', async () => {
    const clock = new ManualClock(T0);
    const limits = new LimitState(clock);
    const pacer = new Pacer({ clock, limits, windows: [{ max: 1, perMs: 1000 }], maxWaitMs: 5000 });
    const [a, b, c] = await callMany(pacer, clock, 3);
    await clock.advance(10);
    await clock.jump(60_000); // the laptop sleeps a minute; b was due at +1000, c at +2000
    assert.equal(b!.sentAt, T0 + 60_010);
    assert.equal(c!.sentAt, undefined, 'c waits a window after b');
    await clock.advance(10);
    // c has waited a minute by the clock, but only for 2 s of pacing and block: under 5 s.
    limits.block('second', T0 + 62_020);
    await runUntilSettled(clock, [a!, b!, c!]);
    assert.equal(c!.error, undefined);
    assert.equal(c!.sentAt, T0 + 62_020);
  });

  test('a wall clock set back an hour does not make the next call wait an hour', async () => {
    const clock = new ManualClock(T0);
    const pacer = new Pacer({ clock, windows: [{ max: 1, perMs: 1000 }] });
    await pacer.acquire('token', 'GET', '/x');
    clock.set(T0 - 3_600_000);
    const [next] = await callMany(pacer, clock, 1);
    await runUntilSettled(clock, [next!]);
    assert.equal(next!.error, undefined);
    assert.equal(next!.sentAt, T0 - 3_600_000 + 1000, 'one window after the last send, as it looked when it was made');
  });
});
