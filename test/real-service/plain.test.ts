// The reference run: the proxy passes everything through, and the scenario gets what the
// other files compare against. Its facts are pinned here, so a reference that went wrong
// (a step that no longer fails, a report of one page) cannot make every variant pass.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as E from '../../main/api/errors.ts';
import { START } from '../support/sim-fixture.ts';
import { useRealService } from './harness.ts';
import { ENTRY_DESCRIPTION, PROJECT_PAGE_SIZE, REPORT_PAGE_SIZE, type Outcome } from './scenario.ts';
import { scenarioEntries } from './variant.ts';

const rs = useRealService();

const value = (o: Outcome | undefined): any => {
  assert.ok(o?.ok, `expected a value, got ${JSON.stringify(o)}`);
  return o.value;
};
const error = (o: Outcome | undefined) => {
  assert.ok(o && !o.ok, `expected an error, got ${JSON.stringify(o)}`);
  return o.error;
};

test('plain: every step gives what the app expects, one request each (pages: one per page)', () => {
  const { run, counts } = rs.plain;
  const projects = value(run.outcomes.projects);
  assert.equal(projects.projects.length, 6);
  assert.deepEqual(projects.totals, { total_rows: 6 });
  assert.ok(projects.projects.every((p: { id: unknown }) => typeof p.id === 'number'));

  const created = value(run.outcomes.create);
  assert.equal(typeof created.id, 'number');
  assert.equal(created.time_total, '00:10:00');
  assert.equal(created.stopwatch_active, false);
  assert.equal(value(run.outcomes.start).stopwatch_active, true);
  assert.equal(value(run.outcomes.start).stopwatch_running_since, 'set');
  const stopped = value(run.outcomes.stop);
  assert.equal(stopped.stopwatch_active, false);
  assert.equal(stopped.time_total, '00:11:05');

  const report = value(run.outcomes.report);
  assert.equal(report.totals.total_rows, report.rows.length);
  assert.ok(report.rows.length > 2 * REPORT_PAGE_SIZE, `several report pages, got ${report.rows.length} rows`);
  assert.equal(report.rows.filter((r: { is_locked: unknown }) => r.is_locked === true).length, 1);
  assert.ok(report.rows.some((r: { id: unknown }) => r.id === created.id));

  assert.equal(error(run.outcomes.conflict).conflict, 'stopwatch_not_active');
  assert.ok(Object.keys(error(run.outcomes.validation).fieldErrors as object).length > 0);
  assert.equal(error(run.outcomes.locked).kind, 'entry_locked');
  const limited = error(run.outcomes.rateLimit);
  assert.deepEqual([limited.kind, limited.scope, limited.local], ['rate_limited', 'account_daily', false]);
  const ua = value(run.outcomes.userAgent).map((e: { kind: string; reason: string; tokenGone: boolean }) => [e.kind, e.reason, e.tokenGone]);
  assert.deepEqual(ua, [['unauthenticated', 'user_agent_mismatch', true], ['unauthenticated', 'token_invalid', true]]);
  assert.equal(run.tokenRejected, 1, 'onTokenRejected once for the token, not once per request');

  assert.deepEqual(counts, {
    auth: 1, users: 1, projects: Math.ceil(6 / PROJECT_PAGE_SIZE), create: 1, start: 1, stop: 1,
    report: Math.ceil(report.rows.length / REPORT_PAGE_SIZE),
    conflict: 1, validation: 1, locked: 1, rateLimit: 1, userAgent: 2,
  });
  assert.equal(scenarioEntries(rs.plain.sim, ENTRY_DESCRIPTION).length, 1);
});

test('plain: the 429 waits until the next UTC midnight, as the service said', () => {
  const e = rs.plain.run.thrown.rateLimit;
  assert.ok(e instanceof E.RateLimitedError);
  const midnight = Date.parse(START.slice(0, 10)) + 86_400_000;
  assert.ok(e.retryAt >= midnight && e.retryAt < midnight + 1000, `retryAt ${new Date(e.retryAt).toISOString()}`);
});

test('plain: the limits the app shows are the last answer\'s headers', () => {
  const { limitsAfterProjects } = rs.plain.run;
  assert.ok(limitsAfterProjects);
  const last = rs.plain.log.filter((x) => x.req.step === 'projects').at(-1)!;
  const minute = last.sent.headers['x-ratelimit-minute']!;
  const m = /limit=(\d+), used=(\d+), remaining=(\d+), reset=(\d+)/.exec(minute);
  assert.ok(m, minute);
  assert.deepEqual(limitsAfterProjects.snapshot.minute, {
    limit: Number(m[1]), used: Number(m[2]), remaining: Number(m[3]), resetAt: last.req.at + Number(m[4]) * 1000,
  });
});
