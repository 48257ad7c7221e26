// The account's time zone (contract.md 1b: datetimes without an offset are in the account's
// zone) when it is not UTC: POST /_sim/zone moves the demo account to a fixed offset, and
// every local datetime, "today" and the report defaults follow it, while the daily quota
// keeps resetting at 00:00 UTC (contract.md section 3).
import { beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { assertFieldError } from '../support/assertions.ts';
import { DEMO, START, useSim, type CallResult } from '../support/sim-fixture.ts';

const HOUR_MS = 3_600_000;

/** Milliseconds of an ISO 8601 datetime whose offset has no colon (`+0530`), as the service sends it. */
function instantOf(iso: string): number {
  const ms = Date.parse(iso.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  assert.ok(!Number.isNaN(ms), `not an ISO 8601 datetime: ${iso}`);
  return ms;
}

function dailyWindow(r: CallResult): { used: number; reset: number } {
  const m = /used=(\d+), remaining=\d+, reset=(\d+)$/.exec(r.headers.get('x-ratelimit-accountdaily') ?? '');
  assert.ok(m, `no X-RateLimit-AccountDaily on ${r.status}`);
  return { used: Number(m[1]), reset: Number(m[2]) };
}

/**
 * Two zones on either side of UTC, each with an instant at which its date differs from the
 * UTC date, and what the service must show at that instant.
 */
const ZONES = [
  {
    name: '+05:30',
    offset: 330,
    suffix: '+0530',
    // 20:00 UTC on the 10th is 01:30 on the 11th in the account.
    at: '2026-03-10T20:00:00Z',
    local: '2026-03-11 01:30:00',
    localDate: '2026-03-11',
    // A local midnight that falls before the next UTC midnight (18:30 UTC).
    beforeLocalMidnight: '2026-03-10T18:00:00Z',
    afterLocalMidnight: '2026-03-10T18:31:00Z',
  },
  {
    name: '-05:00',
    offset: -300,
    suffix: '-0500',
    // 02:00 UTC on the 11th is 21:00 on the 10th in the account.
    at: '2026-03-11T02:00:00Z',
    local: '2026-03-10 21:00:00',
    localDate: '2026-03-10',
    // Local midnight is 05:00 UTC, five hours after the UTC one.
    beforeLocalMidnight: '2026-03-11T04:00:00Z',
    afterLocalMidnight: '2026-03-11T05:01:00Z',
  },
] as const;

describe('the account in a time zone other than UTC', () => {
  const sim = useSim();

  for (const z of ZONES) {
    describe(`at UTC${z.name}`, () => {
      let ada = '';
      beforeEach(async () => {
        await sim.reset(z.at);
        await sim.control.zone(z.offset);
        ada = await sim.login(DEMO.admin);
      });

      test('date_execution defaults to the account\'s date, not the UTC date', async () => {
        assert.notEqual(z.localDate, z.at.slice(0, 10), 'the instant is one where the two dates differ');
        const r = await sim.call('POST', '/time-entries', { token: ada, body: { project_id: 1, time_start: '09:00:00', time_total: '01:00:00' } });
        assert.equal(r.status, 201);
        assert.equal(r.body.date_execution, z.localDate);
        assert.equal(r.body.date_created, z.local);
      });

      test('a stopwatch started now shows the account\'s local time as stopwatch_date_start', async () => {
        const created = await sim.call('POST', '/time-entries', { token: ada, body: { project_id: 1, time_start: '09:00:00' } });
        const started = await sim.call('POST', `/time-entries/${created.body.id}/start`, { token: ada });
        assert.equal(started.status, 200);
        assert.equal(started.body.stopwatch_date_start, z.local);
        assert.equal(started.body.date_changed, z.local);
        const read = await sim.call('GET', `/time-entries/${created.body.id}`, { token: ada });
        assert.equal(read.body.stopwatch_date_start, z.local);
        const report = await sim.call('GET', '/reports/detailed', { token: ada, query: { id: created.body.id } });
        assert.equal(report.body.data[0].stopwatch_date_start, z.local);
      });

      test('report rows carry the same instant twice: created_at local, date_created ISO with the account\'s offset', async () => {
        const created = await sim.call('POST', '/time-entries', { token: ada, body: { project_id: 1, time_start: '09:00:00', time_total: '00:30:00' } });
        await sim.control.clock({ advance_seconds: 90 });
        await sim.call('POST', `/time-entries/${created.body.id}`, { token: ada, body: { description: 'edited' } });
        const report = await sim.call('GET', '/reports/detailed', { token: ada, query: { id: created.body.id } });
        assert.equal(report.status, 200);
        const row = report.body.data[0];
        assert.equal(row.created_at, z.local);
        assert.equal(row.date_created, `${z.local.replace(' ', 'T')}${z.suffix}`);
        assert.equal(instantOf(row.date_created), Date.parse(z.at));
        assert.equal(instantOf(row.date_changed), Date.parse(z.at) + 90_000);
        assert.equal(row.changed_at, row.date_changed.slice(0, 19).replace('T', ' '));
      });

      test('users\' ISO datetimes carry the account\'s offset and the same instant', async () => {
        const r = await sim.call('GET', '/users/1', { token: ada });
        const stored = sim.ctx.store.users.get(1)!.date_created;
        assert.ok(r.body.date_created.endsWith(z.suffix), r.body.date_created);
        assert.equal(instantOf(r.body.date_created), stored);
      });

      test('a datetime sent without an offset is read in the account\'s zone', async () => {
        const r = await sim.call('POST', '/users/2', { token: ada, body: { cost_rate_start_at: '2026-03-01 09:00:00' } });
        assert.equal(r.status, 200);
        assert.equal(r.body.cost_rate_start_at, `2026-03-01T09:00:00${z.suffix}`);
        assert.equal(sim.ctx.store.users.get(2)!.cost_rate_start_at, Date.parse('2026-03-01T09:00:00Z') - z.offset * 60_000);
      });

      test('the daily quota still resets at 00:00 UTC, not at the account\'s midnight', async () => {
        await sim.control.plan('free');
        await sim.control.clock({ now: z.beforeLocalMidnight });
        const token = await sim.login(DEMO.admin);
        // Two tokens share the 50, each staying under the per-token second while the clock stands still.
        const other = await sim.login(DEMO.regular);
        const beforeUtcMidnight = (Date.parse(`${z.beforeLocalMidnight.slice(0, 10)}T00:00:00Z`) + 24 * HOUR_MS - Date.parse(z.beforeLocalMidnight)) / 1000;
        for (let i = 1; i <= 50; i++) {
          assert.equal((await sim.call('GET', '/projects/1', { token: i % 2 ? token : other })).status, 200, `request ${i}`);
        }
        const refused = await sim.call('GET', '/projects/1', { token });
        assert.equal(refused.status, 429);
        assert.equal(refused.body.code, 'account_daily_limit_exceeded');
        assert.equal(dailyWindow(refused).reset, beforeUtcMidnight, 'reset counts to 00:00 UTC');

        await sim.control.clock({ now: z.afterLocalMidnight });
        const stillRefused = await sim.call('GET', '/projects/1', { token });
        assert.equal(stillRefused.status, 429, 'the account\'s midnight is not the quota\'s');
        assert.equal(stillRefused.body.code, 'account_daily_limit_exceeded');

        await sim.control.clock({ now: new Date(Date.parse(z.beforeLocalMidnight) + beforeUtcMidnight * 1000).toISOString() });
        const nextDay = await sim.call('GET', '/projects/1', { token });
        assert.equal(nextDay.status, 200);
        assert.equal(dailyWindow(nextDay).used, 1);
      });
    });
  }

  describe('dates around the account\'s midnight', () => {
    let ada = '';
    beforeEach(async () => {
      await sim.reset('2026-03-10T17:30:00Z');
      await sim.control.zone(330);
      ada = await sim.login(DEMO.admin);
    });

    test('a stopwatch that runs past the account\'s midnight wraps time_end at local midnight', async () => {
      // 17:30 UTC is 23:00 in the account; two hours later it is 01:00 there, still the 10th in UTC.
      const created = await sim.call('POST', '/time-entries', { token: ada, body: { project_id: 1, time_start: '23:00:00' } });
      assert.equal(created.body.date_execution, '2026-03-10');
      await sim.call('POST', `/time-entries/${created.body.id}/start`, { token: ada });
      await sim.control.clock({ advance_seconds: 2 * 3600 });
      const stopped = await sim.call('POST', `/time-entries/${created.body.id}/stop`, { token: ada });
      assert.equal(stopped.status, 200);
      assert.equal(stopped.body.time_total, '02:00:00');
      assert.equal(stopped.body.time_end, '01:00:00');
      assert.equal(stopped.body.date_execution, '2026-03-10', 'the entry keeps the day it started on');
      assert.equal(stopped.body.date_changed, '2026-03-11 01:00:00');
    });

    test('after the account\'s midnight, a new entry is dated the next local day while the UTC date stays', async () => {
      await sim.control.clock({ advance_seconds: 3600 });
      const r = await sim.call('POST', '/time-entries', { token: ada, body: { project_id: 1 } });
      assert.equal(r.body.date_execution, '2026-03-11');
    });
  });

  describe('the grouped report\'s default range ends on the account\'s today', () => {
    test('+05:30, 20:00 UTC on 31 March: the days template covers 1 April only', async () => {
      await sim.reset('2026-03-31T20:00:00Z');
      await sim.control.zone(330);
      const ada = await sim.login(DEMO.admin);
      const r = await sim.call('GET', '/reports/grouped', { token: ada, query: { opt_report_template: 'days' } });
      assert.equal(r.status, 200);
      assert.deepEqual(r.body.items.map((i: { details: { group_key: string } }) => i.details.group_key), ['2026-04-01']);
    });

    test('-05:00, 02:00 UTC on 1 April: the days template covers March (still the 31st there)', async () => {
      await sim.reset('2026-04-01T02:00:00Z');
      await sim.control.zone(-300);
      const ada = await sim.login(DEMO.admin);
      const r = await sim.call('GET', '/reports/grouped', { token: ada, query: { opt_report_template: 'days' } });
      const keys = r.body.items.map((i: { details: { group_key: string } }) => i.details.group_key);
      assert.equal(keys.length, 31);
      assert.equal(keys[0], '2026-03-01');
      assert.equal(keys.at(-1), '2026-03-31');
    });
  });

  describe('a zone with daylight saving (POST /_sim/zone with changes)', () => {
    // Central Europe, spring 2026: 02:00 CET (+01:00) becomes 03:00 CEST (+02:00) at 01:00 UTC.
    const CHANGE = '2026-03-29T01:00:00Z';
    let ada = '';
    beforeEach(async () => {
      await sim.reset('2026-03-29T00:30:00Z');
      await sim.control.zone(60, [{ at: CHANGE, utc_offset_minutes: 120 }]);
      ada = await sim.login(DEMO.admin);
    });

    test('each instant is written with the offset in force then: an entry made before the change keeps its local time', async () => {
      const before = await sim.call('POST', '/time-entries', { token: ada, body: { project_id: 1, time_start: '01:30:00' } });
      assert.equal(before.body.date_created, '2026-03-29 01:30:00');
      assert.equal((await sim.control.state()).utc_offset_minutes, 60);

      await sim.control.clock({ now: '2026-03-29T07:00:00Z' });
      assert.equal((await sim.control.state()).utc_offset_minutes, 120, 'the state says the offset in force now');
      const after = await sim.call('POST', '/time-entries', { token: ada, body: { project_id: 1, time_start: '09:00:00' } });
      assert.equal(after.body.date_created, '2026-03-29 09:00:00', '07:00 UTC is 09:00 summer time');
      const rows = await sim.call('GET', '/reports/detailed', { token: ada, query: { id: `${before.body.id},${after.body.id}` } });
      const byId = new Map(rows.body.data.map((r: { id: number }) => [r.id, r]));
      const old = byId.get(before.body.id) as Record<string, string>;
      const fresh = byId.get(after.body.id) as Record<string, string>;
      assert.equal(old.date_created, '2026-03-29T01:30:00+0100');
      assert.equal(old.created_at, '2026-03-29 01:30:00');
      assert.equal(fresh.date_created, '2026-03-29T09:00:00+0200');
      assert.equal(instantOf(fresh.date_created), Date.parse('2026-03-29T07:00:00Z'));
    });

    test('a stopwatch started before the change shows its start in winter time, and its total counts real time', async () => {
      const created = await sim.call('POST', '/time-entries', { token: ada, body: { project_id: 1, time_start: '01:30:00' } });
      await sim.call('POST', `/time-entries/${created.body.id}/start`, { token: ada });
      await sim.control.clock({ advance_seconds: 3600 });
      const read = await sim.call('GET', `/time-entries/${created.body.id}`, { token: ada });
      assert.equal(read.body.stopwatch_date_start, '2026-03-29 01:30:00');
      const stopped = await sim.call('POST', `/time-entries/${created.body.id}/stop`, { token: ada });
      assert.equal(stopped.body.time_total, '01:00:00');
      assert.equal(stopped.body.date_changed, '2026-03-29 03:30:00', 'one hour later the wall clock says 03:30');
    });

    test('a malformed or unordered list of changes is a 422 naming changes, and the zone stays', async () => {
      const post = (body: unknown) => fetch(`${sim.origin}/_sim/zone`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const cases: unknown[] = [
        { utc_offset_minutes: 0, changes: 'spring' },
        { utc_offset_minutes: 0, changes: [{ at: 'soon', utc_offset_minutes: 60 }] },
        { utc_offset_minutes: 0, changes: [{ at: CHANGE, utc_offset_minutes: 900 }] },
        { utc_offset_minutes: 0, changes: [{ at: CHANGE, utc_offset_minutes: 60 }, { at: CHANGE, utc_offset_minutes: 120 }] },
      ];
      for (const body of cases) {
        const res = await post(body);
        const r = { status: res.status, body: await res.json() };
        assertFieldError(r, 'changes');
      }
      await sim.control.clock({ now: '2026-03-29T07:00:00Z' });
      assert.equal((await sim.control.state()).utc_offset_minutes, 120, 'the zone set before stays');
    });
  });

  describe('POST /_sim/zone', () => {
    const post = (body: unknown) => fetch(`${sim.origin}/_sim/zone`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
    });
    const answer = async (res: Response) => ({ status: res.status, body: await res.json() });
    beforeEach(() => sim.reset());

    test('takes whole minutes from -720 to 840 and answers the zone set', async () => {
      for (const offset of [-720, 0, 345, 840]) {
        const r = await answer(await post({ account_id: 'demo', utc_offset_minutes: offset }));
        assert.equal(r.status, 200);
        assert.deepEqual(r.body, { account_id: 'demo', utc_offset_minutes: offset });
        assert.equal((await sim.control.state()).utc_offset_minutes, offset);
      }
    });

    test('anything else is a 422 naming the field, and the zone stays', async () => {
      await sim.control.zone(60);
      const cases: [unknown, string][] = [
        [{ account_id: 'demo', utc_offset_minutes: '330' }, 'utc_offset_minutes'],
        [{ account_id: 'demo', utc_offset_minutes: 5.5 }, 'utc_offset_minutes'],
        [{ account_id: 'demo', utc_offset_minutes: null }, 'utc_offset_minutes'],
        [{ account_id: 'demo' }, 'utc_offset_minutes'],
        [{ account_id: 'demo', utc_offset_minutes: -721 }, 'utc_offset_minutes'],
        [{ account_id: 'demo', utc_offset_minutes: 841 }, 'utc_offset_minutes'],
        [{ account_id: 'other', utc_offset_minutes: 330 }, 'account_id'],
      ];
      for (const [body, field] of cases) {
        const r = await answer(await post(body));
        assertFieldError(r, field);
        assert.deepEqual(Object.keys(r.body.errors), [field], JSON.stringify(body));
      }
      assert.equal((await sim.control.state()).utc_offset_minutes, 60);
    });

    test('/_sim/reset puts the account back in UTC', async () => {
      await sim.control.zone(330);
      await sim.control.reset();
      assert.equal((await sim.control.state()).utc_offset_minutes, 0);
      const ada = await sim.login(DEMO.admin);
      const r = await sim.call('GET', '/users/1', { token: ada });
      assert.ok(r.body.date_created.endsWith('+0000'), r.body.date_created);
      const entry = await sim.call('POST', '/time-entries', { token: ada, body: { project_id: 1 } });
      assert.equal(entry.body.date_created, START.replace('T', ' ').replace('Z', ''));
    });
  });
});
