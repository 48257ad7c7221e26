// The simulator's time entries: contract.md section 4 arithmetic, the stopwatch, roles,
// locking and references, over real HTTP with every answer checked against the OpenAPI
// document.
import { beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useSim, type CallOptions } from '../support/sim-fixture.ts';
import { assertFieldError } from '../support/assertions.ts';

// Rate limits are tested elsewhere; here they would only make table tests flaky.
const sim = useSim({ limits: false });

const NOW = '2026-03-10T12:00:00Z';
// Demo data (test/sim/demo.ts): project 1 Website Redesign (no required task, billable,
// rate 100, tasks 1 Design, 2 Development, 4 Meetings; member rates ada 120, rui 90);
// project 2 Mobile App (required_task 1; tasks 2, 3, 6); project 3 Internal Tools (not
// billable, no customer); project 6 archived. Users 1 ada admin, 2 rui regular,
// 3 mei manager, 4 sam archived.
const P = { website: 1, mobile: 2, internal: 3, archived: 6 };
const T = { design: 1, development: 2, testing: 3, meetings: 4 };
const U = { ada: 1, rui: 2, mei: 3, sam: 4 };

let ada = '';
let rui = '';
let mei = '';

beforeEach(async () => {
  await sim.reset(NOW);
  ({ ada, rui, mei } = await sim.signInAll());
});

type Body = NonNullable<Exclude<CallOptions['body'], string>>;

const create = (body: Body, token = ada) => sim.call('POST', '/time-entries', { token, body });
const update = (id: number, body: Body, token = ada) => sim.call('POST', `/time-entries/${id}`, { token, body });
const get = (id: number | string, token = ada) => sim.call('GET', `/time-entries/${id}`, { token });
const startWatch = (id: number | string, token = ada) => sim.call('POST', `/time-entries/${id}/start`, { token });
const stopWatch = (id: number | string, token = ada) => sim.call('POST', `/time-entries/${id}/stop`, { token });

async function created(body: Body, token = ada): Promise<any> {
  const r = await create(body, token);
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body;
}


const times = (e: any) => ({ time_start: e.time_start, time_end: e.time_end, time_total: e.time_total });

/** The demo's locked entry (the demo data always locks its oldest entry). */
async function lockedEntryId(): Promise<number> {
  for (let id = 1; id <= 60; id++) {
    const r = await get(id);
    if (r.status === 200 && r.body.is_locked === true) return id;
  }
  throw new Error('the demo data has no locked entry');
}

describe('GET /time-entries (deprecated)', () => {
  test('answers 200 with a deprecation notice and no data', async () => {
    const r = await sim.call('GET', '/time-entries', { token: rui });
    assert.equal(r.status, 200);
    assert.deepEqual(Object.keys(r.body).sort(), ['deprecated_since', 'message', 'status']);
    assert.equal(r.body.status, 'deprecated');
    assert.equal(r.body.deprecated_since, '2025-07-11');
    assert.match(r.body.message, /reports\/detailed/);
  });
});

describe('time arithmetic on create (contract.md 4)', () => {
  const cases: [string, Body, { time_start: string; time_end: string; time_total: string }][] = [
    ['no time field: everything 00:00:00', {}, { time_start: '00:00:00', time_end: '00:00:00', time_total: '00:00:00' }],
    ['total only: starts at 00:00:00', { time_total: '01:30:00' }, { time_start: '00:00:00', time_end: '01:30:00', time_total: '01:30:00' }],
    ['start only: zero length at the start', { time_start: '09:00:00' }, { time_start: '09:00:00', time_end: '09:00:00', time_total: '00:00:00' }],
    ['end only: zero length at the end', { time_end: '17:00:00' }, { time_start: '17:00:00', time_end: '17:00:00', time_total: '00:00:00' }],
    ['start and end: total is end minus start', { time_start: '09:00:00', time_end: '17:30:15' }, { time_start: '09:00:00', time_end: '17:30:15', time_total: '08:30:15' }],
    ['start equal to end: total zero', { time_start: '10:00:00', time_end: '10:00:00' }, { time_start: '10:00:00', time_end: '10:00:00', time_total: '00:00:00' }],
    ['start and total: end is start plus total', { time_start: '09:00:00', time_total: '02:15:30' }, { time_start: '09:00:00', time_end: '11:15:30', time_total: '02:15:30' }],
    ['end and total: start is end minus total', { time_end: '17:00:00', time_total: '01:00:00' }, { time_start: '16:00:00', time_end: '17:00:00', time_total: '01:00:00' }],
    ['all three: total, then start win; the sent end is recomputed', { time_start: '09:00:00', time_end: '10:00:00', time_total: '03:00:00' }, { time_start: '09:00:00', time_end: '12:00:00', time_total: '03:00:00' }],
    ['total wins even when the sent end is before the start', { time_start: '10:00:00', time_end: '09:00:00', time_total: '00:30:00' }, { time_start: '10:00:00', time_end: '10:30:00', time_total: '00:30:00' }],
    ['end exactly 23:59:59 is allowed', { time_start: '23:00:00', time_total: '00:59:59' }, { time_start: '23:00:00', time_end: '23:59:59', time_total: '00:59:59' }],
    ['start exactly 00:00:00 from end minus total is allowed', { time_end: '01:00:00', time_total: '01:00:00' }, { time_start: '00:00:00', time_end: '01:00:00', time_total: '01:00:00' }],
    ['a whole day from midnight', { time_start: '00:00:00', time_end: '23:59:59' }, { time_start: '00:00:00', time_end: '23:59:59', time_total: '23:59:59' }],
  ];
  for (const [name, body, expected] of cases) {
    test(name, async () => {
      const e = await created({ project_id: P.website, ...body });
      assert.deepEqual(times(e), expected);
      assert.deepEqual(times((await get(e.id)).body), expected, 'stored as answered');
    });
  }

  const invalid: [string, Body, string][] = [
    ['end before start (both given, no total) is a 422 on time_end', { time_start: '10:00:00', time_end: '09:59:59' }, 'time_end'],
    ['a start that would fall before 00:00:00 is a 422', { time_end: '01:00:00', time_total: '01:00:01' }, 'time_start'],
    ['an end past 23:59:59 is a 422', { time_start: '23:00:00', time_total: '01:00:00' }, 'time_end'],
    ['a total alone longer than a day is a 422', { time_total: '24:00:00' }, 'time_end'],
    ['time_start 24:00:00 is not a time of day', { time_start: '24:00:00' }, 'time_start'],
    ['time_start without seconds is malformed', { time_start: '9:00' }, 'time_start'],
    ['time_end with 60 minutes is malformed', { time_end: '10:60:00' }, 'time_end'],
    ['time_total with 60 seconds is malformed', { time_total: '00:00:60' }, 'time_total'],
    ['time_total as a number of seconds is malformed', { time_total: '3600' }, 'time_total'],
    ['a negative time_total is malformed', { time_total: '-01:00:00' }, 'time_total'],
  ];
  for (const [name, body, field] of invalid) {
    test(name, async () => {
      assertFieldError(await create({ project_id: P.website, ...body }), field);
    });
  }

  test('a rejected create stores nothing', async () => {
    const before = await created({ project_id: P.website });
    assertFieldError(await create({ project_id: P.website, time_start: '10:00:00', time_end: '09:00:00' }), 'time_end');
    const next = await created({ project_id: P.website });
    assert.equal(next.id, before.id + 1);
  });
});

describe('time arithmetic on update (contract.md 4)', () => {
  // Stored: 10:00:00 for 02:00:00, so the end is 12:00:00.
  const stored = { project_id: P.website, time_start: '10:00:00', time_total: '02:00:00' };
  const cases: [string, Body, { time_start: string; time_end: string; time_total: string }][] = [
    ['no time field keeps all three', { description: 'renamed' }, { time_start: '10:00:00', time_end: '12:00:00', time_total: '02:00:00' }],
    ['total only keeps the start and moves the end', { time_total: '03:00:00' }, { time_start: '10:00:00', time_end: '13:00:00', time_total: '03:00:00' }],
    ['start only keeps the stored end and recomputes the total', { time_start: '11:00:00' }, { time_start: '11:00:00', time_end: '12:00:00', time_total: '01:00:00' }],
    ['end only keeps the stored start and recomputes the total', { time_end: '15:00:00' }, { time_start: '10:00:00', time_end: '15:00:00', time_total: '05:00:00' }],
    ['start and end: total is end minus start', { time_start: '08:00:00', time_end: '09:00:00' }, { time_start: '08:00:00', time_end: '09:00:00', time_total: '01:00:00' }],
    ['end and total: start is end minus total', { time_end: '14:00:00', time_total: '01:00:00' }, { time_start: '13:00:00', time_end: '14:00:00', time_total: '01:00:00' }],
    ['start and total: end is start plus total', { time_start: '08:00:00', time_total: '00:30:00' }, { time_start: '08:00:00', time_end: '08:30:00', time_total: '00:30:00' }],
    ['start equal to the stored end: total zero', { time_start: '12:00:00' }, { time_start: '12:00:00', time_end: '12:00:00', time_total: '00:00:00' }],
    ['all three: total and start win', { time_start: '07:00:00', time_end: '23:00:00', time_total: '00:15:00' }, { time_start: '07:00:00', time_end: '07:15:00', time_total: '00:15:00' }],
  ];
  for (const [name, body, expected] of cases) {
    test(name, async () => {
      const e = await created(stored);
      const r = await update(e.id, body);
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.deepEqual(times(r.body), expected);
      assert.deepEqual(times((await get(e.id)).body), expected, 'stored as answered');
    });
  }

  const invalid: [string, Body, string][] = [
    ['a start after the stored end is a 422 on time_start', { time_start: '12:00:01' }, 'time_start'],
    ['an end before the stored start is a 422 on time_end', { time_end: '09:59:59' }, 'time_end'],
    ['end before start, both sent, is a 422 on time_end', { time_start: '15:00:00', time_end: '14:00:00' }, 'time_end'],
    ['a total pushing the stored start past 23:59:59 is a 422', { time_total: '14:00:00' }, 'time_end'],
    ['an end minus total before 00:00:00 is a 422', { time_end: '01:00:00', time_total: '02:00:00' }, 'time_start'],
    ['a malformed time_end is a 422', { time_end: 'noon' }, 'time_end'],
  ];
  for (const [name, body, field] of invalid) {
    test(name, async () => {
      const e = await created(stored);
      assertFieldError(await update(e.id, body), field);
      assert.deepEqual(times((await get(e.id)).body), { time_start: '10:00:00', time_end: '12:00:00', time_total: '02:00:00' }, 'unchanged');
    });
  }
});

describe('stopwatch (contract.md 4)', () => {
  test('start sets stopwatch_active and stopwatch_date_start to now without touching time_total', async () => {
    const e = await created({ project_id: P.website, time_start: '09:00:00', time_total: '01:00:00' });
    const r = await startWatch(e.id);
    assert.equal(r.status, 200);
    assert.equal(r.body.stopwatch_active, true);
    assert.equal(r.body.stopwatch_date_start, '2026-03-10 12:00:00');
    assert.equal(r.body.time_total, '01:00:00');
  });

  test('a running stopwatch is not in time_total until it stops', async () => {
    const e = await created({ project_id: P.website, time_start: '09:00:00', time_total: '01:00:00' });
    await startWatch(e.id);
    await sim.control.clock({ advance_seconds: 600 });
    const r = await get(e.id);
    assert.equal(r.body.time_total, '01:00:00');
    assert.equal(r.body.time_end, '10:00:00');
    assert.equal(r.body.stopwatch_active, true);
  });

  test('stop adds the elapsed seconds to time_total and recomputes time_end', async () => {
    const e = await created({ project_id: P.website, time_start: '09:00:00', time_total: '01:00:00' });
    await startWatch(e.id);
    await sim.control.clock({ advance_seconds: 3725 });
    const r = await stopWatch(e.id);
    assert.equal(r.status, 200);
    assert.equal(r.body.time_total, '02:02:05');
    assert.equal(r.body.time_start, '09:00:00');
    assert.equal(r.body.time_end, '11:02:05');
    assert.equal(r.body.stopwatch_active, false);
    assert.equal(r.body.stopwatch_date_start, null);
  });

  test('stop truncates the elapsed time to whole seconds', async () => {
    const e = await created({ project_id: P.website, time_start: '09:00:00' });
    await startWatch(e.id);
    await sim.control.clock({ advance_seconds: 1.5 });
    assert.equal((await stopWatch(e.id)).body.time_total, '00:00:01');
  });

  test('a stopwatch run past midnight wraps time_end modulo 24 hours', async () => {
    await sim.control.clock({ now: '2026-03-10T23:30:00Z' });
    const e = await created({ project_id: P.website, time_start: '23:00:00', time_total: '00:30:00' });
    await startWatch(e.id);
    await sim.control.clock({ advance_seconds: 2 * 3600 });
    const r = await stopWatch(e.id);
    assert.equal(r.body.time_start, '23:00:00');
    assert.equal(r.body.time_total, '02:30:00');
    assert.equal(r.body.time_end, '01:30:00');
    assert.equal(r.body.date_execution, '2026-03-10');
  });

  test('start and stop again accumulate', async () => {
    const e = await created({ project_id: P.website, time_start: '08:00:00' });
    await startWatch(e.id);
    await sim.control.clock({ advance_seconds: 60 });
    await stopWatch(e.id);
    await startWatch(e.id);
    await sim.control.clock({ advance_seconds: 120 });
    assert.equal((await stopWatch(e.id)).body.time_total, '00:03:00');
  });

  test("starting a second entry stops the user's running one first", async () => {
    const a = await created({ project_id: P.website, time_start: '08:00:00' });
    const b = await created({ project_id: P.website, time_start: '09:00:00' });
    await startWatch(a.id);
    await sim.control.clock({ advance_seconds: 90 });
    const r = await startWatch(b.id);
    assert.equal(r.body.stopwatch_active, true);
    const first = (await get(a.id)).body;
    assert.equal(first.stopwatch_active, false);
    assert.equal(first.stopwatch_date_start, null);
    assert.equal(first.time_total, '00:01:30');
  });

  test("starting an entry leaves other users' stopwatches running", async () => {
    const mine = await created({ project_id: P.website, time_start: '08:00:00' }, rui);
    const theirs = await created({ project_id: P.website, time_start: '08:00:00' }, ada);
    await startWatch(mine.id, rui);
    await startWatch(theirs.id, ada);
    assert.equal((await get(mine.id)).body.stopwatch_active, true);
  });

  test('a manager starting an entry of another user stops that user\'s stopwatch, not the manager\'s', async () => {
    const ruiA = await created({ project_id: P.website }, rui);
    const ruiB = await created({ project_id: P.website }, rui);
    const meiOwn = await created({ project_id: P.website }, mei);
    await startWatch(ruiA.id, rui);
    await startWatch(meiOwn.id, mei);
    const r = await startWatch(ruiB.id, mei);
    assert.equal(r.status, 200);
    assert.equal((await get(ruiA.id)).body.stopwatch_active, false);
    assert.equal((await get(meiOwn.id)).body.stopwatch_active, true);
  });

  test('start on a running stopwatch is a 409 stopwatch_already_active', async () => {
    const e = await created({ project_id: P.website });
    await startWatch(e.id);
    const r = await startWatch(e.id);
    assert.equal(r.status, 409);
    assert.equal(r.body.code, 'stopwatch_already_active');
  });

  test('stop on a stopwatch that is not running is a 409 stopwatch_not_active', async () => {
    const e = await created({ project_id: P.website });
    const r = await stopWatch(e.id);
    assert.equal(r.status, 409);
    assert.equal(r.body.code, 'stopwatch_not_active');
  });

  test('start and stop of an unknown or non-integer id are 404', async () => {
    for (const id of [99999, 'abc', '1.5', '-1']) {
      for (const call of [startWatch, stopWatch]) {
        const r = await call(id);
        assert.equal(r.status, 404, `${id}`);
        assert.equal(r.body.code, 'not_found');
      }
    }
  });

  test("a regular user cannot start or stop another user's entry", async () => {
    const e = await created({ project_id: P.website }, ada);
    const r = await startWatch(e.id, rui);
    assert.equal(r.status, 403);
    assert.equal(r.body.code, 'forbidden');
    await startWatch(e.id, ada);
    assert.equal((await stopWatch(e.id, rui)).status, 403);
    assert.equal((await get(e.id)).body.stopwatch_active, true);
  });

  test("a manager may start and stop another user's entry", async () => {
    const e = await created({ project_id: P.website }, rui);
    assert.equal((await startWatch(e.id, mei)).status, 200);
    assert.equal((await stopWatch(e.id, mei)).status, 200);
  });
});

describe('locked entries', () => {
  test('update, start and stop of a locked entry are 403 entry_locked for a manager', async () => {
    const id = await lockedEntryId();
    for (const r of [await update(id, { description: 'x' }, mei), await startWatch(id, mei), await stopWatch(id, mei)]) {
      assert.equal(r.status, 403);
      assert.equal(r.body.code, 'entry_locked');
    }
  });

  test('a regular user cannot change a locked entry', async () => {
    const id = await lockedEntryId();
    assert.equal((await update(id, { description: 'x' }, rui)).status, 403);
    assert.equal((await get(id)).body.description === 'x', false);
  });

  test('an admin may change a locked entry, which stays locked', async () => {
    const id = await lockedEntryId();
    const r = await update(id, { description: 'Corrected by admin' }, ada);
    assert.equal(r.status, 200);
    assert.equal(r.body.description, 'Corrected by admin');
    assert.equal(r.body.is_locked, true);
    assert.equal(r.body.locked_reason, 'Period closed for invoicing');
    assert.equal((await startWatch(id, ada)).status, 200);
    assert.equal((await stopWatch(id, ada)).status, 200);
  });

  test('/_sim/lock locks an entry as closing a period on the web does, and unlocks it; an unknown entry is 404', async () => {
    const e = await created({ project_id: P.website, description: 'Locked later' }, rui);
    await sim.control.lock(e.id, true, 'Period closed');
    const refused = await update(e.id, { description: 'x' }, rui);
    assert.deepEqual([refused.status, refused.body.code], [403, 'entry_locked']);
    assert.equal((await get(e.id, rui)).body.is_locked, true);
    await sim.control.lock(e.id, false);
    assert.equal((await update(e.id, { description: 'Open again' }, rui)).status, 200);
    await assert.rejects(sim.control.lock(999_999, true), /answered 404/);
    const bad = await fetch(`${sim.origin}/_sim/lock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ entry_id: e.id, locked: 'yes' }) });
    assert.equal(bad.status, 422);
  });

  test('permissions.can_modify_locked is the caller\'s: true for admin, false for manager and regular', async () => {
    const id = await lockedEntryId();
    assert.equal((await get(id, ada)).body.permissions.can_modify_locked, true);
    assert.equal((await get(id, mei)).body.permissions.can_modify_locked, false);
    assert.equal((await get(id, rui)).body.permissions.can_modify_locked, false);
  });
});

describe('POST /time-entries (create)', () => {
  test('answers 201 with the entry: form api, defaults, caller as user and creator', async () => {
    const r = await create({ project_id: P.website, task_id: T.development, description: 'Hero', time_start: '09:00:00', time_total: '01:30:00' }, rui);
    assert.equal(r.status, 201);
    const e = r.body;
    assert.equal(e.form, 'api');
    assert.equal(e.user_id, U.rui);
    assert.equal(e.user_name, 'Rui Costa');
    assert.equal(e.created_by, U.rui);
    assert.equal(e.changed_by, U.rui);
    assert.equal(e.created_by_user_name, 'Rui Costa');
    assert.equal(e.date_execution, '2026-03-10', 'today in UTC by default');
    assert.equal(e.date_created, '2026-03-10 12:00:00');
    assert.equal(e.date_changed, '2026-03-10 12:00:00');
    assert.equal(e.project_id, P.website);
    assert.equal(e.project_name, 'Website Redesign');
    assert.equal(e.project_status, 1);
    assert.equal(e.project_is_billable, true);
    assert.equal(e.customer_id, 1);
    assert.equal(e.customer_name, 'Acme Corp');
    assert.equal(e.task_id, T.development);
    assert.equal(e.task_name, 'Development');
    assert.equal(e.description, 'Hero');
    assert.equal(e.bill_by, null);
    assert.equal(e.is_invoiced, 0);
    assert.equal(e.is_locked, false);
    assert.equal(e.locked_reason, null);
    assert.equal(e.stopwatch_active, false);
    assert.equal(e.stopwatch_date_start, null);
    assert.equal(e.is_billable, true);
    assert.equal(e.value_honorary_hour, 90, "rui's member rate on the project");
    assert.equal(e.value_honorary_total, 135);
    assert.deepEqual(e.permissions, { can_modify_locked: false });
  });

  test('without task and description: task null, description empty', async () => {
    const e = await created({ project_id: P.website });
    assert.equal(e.task_id, null);
    assert.equal(e.task_name, null);
    assert.equal(e.description, '');
  });

  test('date_execution is taken as sent', async () => {
    const e = await created({ project_id: P.website, date_execution: '2026-02-28' });
    assert.equal(e.date_execution, '2026-02-28');
  });

  test('date_execution defaults to today in UTC just after midnight', async () => {
    await sim.control.clock({ now: '2026-03-11T00:00:05Z' });
    assert.equal((await created({ project_id: P.website })).date_execution, '2026-03-11');
  });

  test('an entry on a non-billable project is not billable and has no honorary total', async () => {
    const e = await created({ project_id: P.internal, time_total: '02:00:00' });
    assert.equal(e.is_billable, false);
    assert.equal(e.project_is_billable, false);
    assert.equal(e.value_honorary_total, 0);
    assert.equal(e.customer_id, null);
    assert.equal(e.customer_name, null);
  });

  test("a task whose assignment is not billable makes the entry not billable", async () => {
    const e = await created({ project_id: P.website, task_id: T.meetings, time_total: '01:00:00' });
    assert.equal(e.is_billable, false);
    assert.equal(e.project_is_billable, true);
    assert.equal(e.value_honorary_total, 0);
  });

  test('value_honorary_total is round2(member rate × hours)', async () => {
    const e = await created({ project_id: P.website, time_total: '00:20:00' });
    assert.equal(e.value_honorary_hour, 120);
    assert.equal(e.value_honorary_total, 40);
    const odd = await created({ project_id: P.website, time_total: '00:00:10' });
    assert.equal(odd.value_honorary_total, 0.33);
  });

  test('a manager may create an entry for another user', async () => {
    const e = await created({ project_id: P.website, user_id: U.rui }, mei);
    assert.equal(e.user_id, U.rui);
    assert.equal(e.created_by, U.mei);
  });

  test('a regular user naming themselves as user_id is allowed', async () => {
    assert.equal((await created({ project_id: P.website, user_id: U.rui }, rui)).user_id, U.rui);
  });

  test('a regular user cannot create an entry for another user (403)', async () => {
    const r = await create({ project_id: P.website, user_id: U.ada }, rui);
    assert.equal(r.status, 403);
    assert.equal(r.body.code, 'forbidden');
  });

  test('project_id is required', async () => {
    assertFieldError(await create({ description: 'no project' }), 'project_id');
  });

  const badRefs: [string, Body, string][] = [
    ['project_id not an integer', { project_id: 'abc' }, 'project_id'],
    ['project_id zero', { project_id: 0 }, 'project_id'],
    ['project_id empty', { project_id: '' }, 'project_id'],
    ['unknown project_id', { project_id: 9999 }, 'project_id'],
    ['archived project', { project_id: P.archived }, 'project_id'],
    ['unknown task_id', { project_id: P.website, task_id: 9999 }, 'task_id'],
    ['task not assigned to the project', { project_id: P.website, task_id: T.testing }, 'task_id'],
    ['task_id not an integer', { project_id: P.website, task_id: 'dev' }, 'task_id'],
    ['required_task project without task_id', { project_id: P.mobile }, 'task_id'],
    ['unknown user_id', { project_id: P.website, user_id: 9999 }, 'user_id'],
    ['archived user_id', { project_id: P.website, user_id: U.sam }, 'user_id'],
    ['user_id not an integer', { project_id: P.website, user_id: 'me' }, 'user_id'],
    ['date_execution not a real day', { project_id: P.website, date_execution: '2026-02-30' }, 'date_execution'],
    ['date_execution in another format', { project_id: P.website, date_execution: '10.03.2026' }, 'date_execution'],
    ['description sent twice', { project_id: P.website, description: ['a', 'b'] }, 'description'],
    ['project_id sent twice', { project_id: [P.website, P.internal] }, 'project_id'],
  ];
  for (const [name, body, field] of badRefs) {
    test(`422 on ${field}: ${name}`, async () => {
      assertFieldError(await create(body), field);
    });
  }

  test('a required_task project accepts an assigned task', async () => {
    const e = await created({ project_id: P.mobile, task_id: T.testing });
    assert.equal(e.task_id, T.testing);
  });

  test('every invalid field is reported at once', async () => {
    const r = await create({ project_id: 'x', time_start: 'y', date_execution: 'z' });
    assert.equal(r.status, 422);
    assert.deepEqual(Object.keys(r.body.errors).sort(), ['date_execution', 'project_id', 'time_start']);
  });
});

describe('GET /time-entries/{id}', () => {
  test('any user may read any entry', async () => {
    const e = await created({ project_id: P.website, time_total: '00:45:00' }, ada);
    const r = await get(e.id, rui);
    assert.equal(r.status, 200);
    assert.equal(r.body.id, e.id);
    assert.equal(r.body.time_total, '00:45:00');
  });

  test('demo entries have form web', async () => {
    const r = await get(1);
    assert.equal(r.status, 200);
    assert.equal(r.body.form, 'web');
  });

  test('unknown and non-integer ids are 404', async () => {
    for (const id of [99999, 0, 'abc', '1e3', '2.0']) {
      const r = await get(id);
      assert.equal(r.status, 404, `${id}`);
      assert.equal(r.body.code, 'not_found');
    }
  });
});

describe('POST /time-entries/{id} (update)', () => {
  test('a partial update keeps every field not sent and records who changed it', async () => {
    const e = await created({ project_id: P.website, task_id: T.design, description: 'Before', date_execution: '2026-03-09', time_start: '09:00:00', time_total: '01:00:00' }, rui);
    await sim.control.clock({ advance_seconds: 3600 });
    const r = await update(e.id, { description: 'After' }, mei);
    assert.equal(r.status, 200);
    assert.equal(r.body.description, 'After');
    assert.equal(r.body.task_id, T.design);
    assert.equal(r.body.project_id, P.website);
    assert.equal(r.body.date_execution, '2026-03-09');
    assert.equal(r.body.user_id, U.rui);
    assert.equal(r.body.changed_by, U.mei);
    assert.equal(r.body.created_by, U.rui);
    assert.equal(r.body.date_created, '2026-03-10 12:00:00');
    assert.equal(r.body.date_changed, '2026-03-10 13:00:00');
    assert.equal(r.body.form, 'api');
  });

  test('task_id sent empty removes the task', async () => {
    const e = await created({ project_id: P.website, task_id: T.design });
    const r = await update(e.id, { task_id: '' });
    assert.equal(r.status, 200);
    assert.equal(r.body.task_id, null);
  });

  test('task_id sent empty on a required_task project is a 422', async () => {
    const e = await created({ project_id: P.mobile, task_id: T.testing });
    assertFieldError(await update(e.id, { task_id: '' }), 'task_id');
  });

  test('moving to a project where the stored task is not assigned is a 422 on task_id', async () => {
    const e = await created({ project_id: P.website, task_id: T.design });
    assertFieldError(await update(e.id, { project_id: P.internal }), 'task_id');
  });

  test('moving to another project with a task assigned there works', async () => {
    const e = await created({ project_id: P.website, task_id: T.design });
    const r = await update(e.id, { project_id: P.mobile, task_id: T.development });
    assert.equal(r.status, 200);
    assert.equal(r.body.project_name, 'Mobile App');
    assert.equal(r.body.task_name, 'Development');
  });

  test('moving onto an archived or unknown project is a 422 on project_id', async () => {
    const e = await created({ project_id: P.website });
    assertFieldError(await update(e.id, { project_id: P.archived }), 'project_id');
    assertFieldError(await update(e.id, { project_id: 9999 }), 'project_id');
  });

  test('a task not assigned to the project is a 422 on task_id', async () => {
    const e = await created({ project_id: P.website });
    assertFieldError(await update(e.id, { task_id: T.testing }), 'task_id');
  });

  test('a manager may reassign an entry to another user', async () => {
    const e = await created({ project_id: P.website }, mei);
    const r = await update(e.id, { user_id: U.rui }, mei);
    assert.equal(r.status, 200);
    assert.equal(r.body.user_id, U.rui);
    assert.equal(r.body.value_honorary_hour, 90);
  });

  test('reassigning to an unknown or archived user is a 422 on user_id', async () => {
    const e = await created({ project_id: P.website });
    assertFieldError(await update(e.id, { user_id: 9999 }), 'user_id');
    assertFieldError(await update(e.id, { user_id: U.sam }), 'user_id');
  });

  test("a regular user cannot update another user's entry", async () => {
    const e = await created({ project_id: P.website }, ada);
    const r = await update(e.id, { description: 'mine now' }, rui);
    assert.equal(r.status, 403);
    assert.equal(r.body.code, 'forbidden');
    assert.equal((await get(e.id)).body.description, '');
  });

  test('a regular user cannot hand their entry to another user', async () => {
    const e = await created({ project_id: P.website }, rui);
    const r = await update(e.id, { user_id: U.ada }, rui);
    assert.equal(r.status, 403);
    assert.equal((await get(e.id)).body.user_id, U.rui);
  });

  test('a regular user may update their own entry', async () => {
    const e = await created({ project_id: P.website }, rui);
    assert.equal((await update(e.id, { description: 'own' }, rui)).status, 200);
  });

  test('invalid values on update are 422 and change nothing', async () => {
    const e = await created({ project_id: P.website, description: 'keep' });
    for (const [body, field] of [
      [{ date_execution: '' }, 'date_execution'],
      [{ project_id: '' }, 'project_id'],
      [{ user_id: '1.5' }, 'user_id'],
      [{ time_start: '' }, 'time_start'],
      [{ description: 'changed', time_total: 'long' }, 'time_total'],
    ] as [Body, string][]) {
      assertFieldError(await update(e.id, body), field);
    }
    assert.equal((await get(e.id)).body.description, 'keep');
  });

  test('unknown and non-integer ids are 404', async () => {
    for (const id of [99999, 'abc']) {
      const r = await sim.call('POST', `/time-entries/${id}`, { token: ada, body: { description: 'x' } });
      assert.equal(r.status, 404);
      assert.equal(r.body.code, 'not_found');
    }
  });
});
