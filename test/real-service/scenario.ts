// What a new user does with Stint in its first minutes, through the service client: sign
// in, read the users and every page of the projects, create an entry, run its stopwatch for
// a minute, read every page of the detailed report, then meet each refusal the app must
// understand (a conflict, a validation error, a locked entry, the daily quota, a token used
// from another User-Agent). The run records, per step, only what the app relies on (ids,
// totals, stopwatch flags, the typed errors), so that two runs can be compared.
//
// The user is Mei, a manager: a manager changing a locked entry always gets `entry_locked`
// (a regular user gets `forbidden` for someone else's entry, and the demo's locked entry
// belongs to whoever worked on the oldest day).
import { ServiceClient, signIn } from '../../main/api/client.ts';
import * as E from '../../main/api/errors.ts';
import type { LimitSnapshot } from '../../main/api/limit-state.ts';
import type { FetchLike } from '../../main/api/transport.ts';
import type { DetailedReport, ProjectPage, TimeEntry } from '../../main/api/types.ts';
import type { Clock } from '../../main/time/clock.ts';

export const STEPS = [
  'auth',
  'users',
  'projects',
  'create',
  'start',
  'stop',
  'report',
  'conflict',
  'validation',
  'locked',
  'rateLimit',
  'userAgent',
] as const;
export type Step = (typeof STEPS)[number];

/** Steps that succeed against the plain simulator; a failure there ends the run. */
const MUST_SUCCEED: ReadonlySet<Step> = new Set(['auth', 'users', 'projects', 'create', 'start', 'stop', 'report']);

export const USER = { email: 'mei@example.com', password: 'demo-password', accountId: 'demo' } as const;
export const UA = 'Stint/0.1.0 (linux; real-service)';
/** The same app after an upgrade that (wrongly) rebuilt its User-Agent. */
export const OTHER_UA = 'Stint/0.2.0 (linux; real-service)';
export const ENTRY_DESCRIPTION = 'real-service scenario';
export const PROJECT_PAGE_SIZE = 2;
export const REPORT_PAGE_SIZE = 10;
/** How long the stopwatch runs, in virtual time. */
export const STOPWATCH_MS = 65_000;
/** A real-time guard on every call: it fires only when something hangs. */
const CALL_GUARD_MS = 30_000;

export interface ScenarioDeps {
  /** The proxy's base URL (ends in /api/v1). */
  baseUrl: string;
  /** Shared with the simulator; moves by itself whenever everything waits. */
  clock: Clock;
  /** The only fetch the clients may use (tracked by the clock). */
  fetch: FetchLike;
  /** Names the step the next requests belong to. */
  mark(step: Step): void;
  /** Puts the account on a plan whose daily quota is spent, straight at the simulator. */
  spendDailyQuota(token: string, userAgent: string): Promise<void>;
}

export interface ErrorSummary {
  kind: string;
  status: number | null;
  code: string | null;
  fieldErrors?: unknown;
  conflict?: string;
  reason?: string;
  tokenGone?: boolean;
  scope?: string;
  local?: boolean;
  at?: string[];
}

export type Outcome = { ok: true; value: unknown } | { ok: false; error: ErrorSummary };

export interface ScenarioRun {
  outcomes: Partial<Record<Step, Outcome>>;
  /** What each failing step threw, for assertions on fields the summary leaves out. */
  thrown: Partial<Record<Step, unknown>>;
  /** The first step that should have succeeded and did not; nothing ran after it. */
  stoppedAt?: Step;
  /** `client.limits.snapshot()` right after the projects were read, with the time then. */
  limitsAfterProjects?: { snapshot: LimitSnapshot; at: number };
  /** How often the client with the other User-Agent reported its token as rejected. */
  tokenRejected: number;
}

/** Summary of a typed error: the kind and the fields of that kind the app reads. */
export function summarizeError(e: unknown): ErrorSummary {
  if (!E.isServiceError(e)) return { kind: `not a ServiceError: ${String(e)}`, status: null, code: null };
  const s: ErrorSummary = { kind: e.kind, status: e.status ?? null, code: e.code };
  if (e instanceof E.ValidationError) s.fieldErrors = e.fieldErrors;
  if (e instanceof E.ConflictError) s.conflict = e.conflict;
  if (e instanceof E.UnauthenticatedError) {
    s.reason = e.reason;
    s.tokenGone = e.tokenGone;
  }
  if (e instanceof E.RateLimitedError) {
    s.scope = e.scope;
    s.local = e.local;
  }
  if (e instanceof E.OutcomeUnknownError) s.reason = e.reason;
  if (e instanceof E.BadResponseError) s.at = e.problems.map((p) => p.at);
  return s;
}

const TOTALS = ['total_rows', 'total_time', 'total_rate', 'total_cost', 'total_uninvoiced'] as const;

/** The totals the app shows; `[]` and `{}` alike give `{}`. */
function totalsSummary(t: unknown): unknown {
  if (t === null || typeof t !== 'object') return t;
  const o = t as Record<string, unknown>;
  return Object.fromEntries(TOTALS.filter((k) => k in o).map((k) => [k, o[k]]));
}

function entrySummary(e: TimeEntry) {
  return {
    id: e.id,
    project_id: e.project_id,
    user_id: e.user_id,
    task_id: e.task_id,
    project_status: e.project_status,
    date_execution: e.date_execution,
    time_start: e.time_start,
    time_total: e.time_total,
    is_locked: e.is_locked,
    stopwatch_active: e.stopwatch_active,
    // The instant depends on the pacer's waits; the app needs a readable one while running.
    stopwatch_running_since: e.stopwatch_date_start === null || e.stopwatch_date_start === undefined ? null : 'set',
  };
}

function projectsSummary(pages: ProjectPage[]) {
  return {
    totals: totalsSummary(pages[0]?.totals),
    projects: pages.flatMap((p) =>
      p.data.map((x) => ({
        id: x.id,
        name: x.name,
        active: x.active,
        status: x.status,
        privacy: x.privacy,
        privacy_s: x.privacy_s,
        budget_by: x.budget_by,
        customer_id: x.customer_id,
        is_billable: x.is_billable,
        required_task: x.required_task,
      })),
    ),
  };
}

function reportSummary(pages: DetailedReport[]) {
  return {
    totals: totalsSummary(pages[0]?.totals),
    rows: pages.flatMap((p) =>
      p.data.map((r) => ({
        id: r.id,
        user_id: r.user_id,
        project_id: r.project_id,
        project_status: r.project_status,
        date_execution: r.date_execution,
        time_total: r.time_total,
        is_locked: r.is_locked,
        stopwatch_active: r.stopwatch_active,
      })),
    ),
  };
}

class Recorder {
  readonly run: ScenarioRun = { outcomes: {}, thrown: {}, tokenRejected: 0 };

  constructor(private readonly deps: ScenarioDeps) {}

  /** Runs one step; undefined when it failed (recorded). */
  async step<T>(step: Step, work: (signal: AbortSignal) => Promise<T>, summarize: (v: T) => unknown): Promise<T | undefined> {
    this.deps.mark(step);
    try {
      const v = await work(AbortSignal.timeout(CALL_GUARD_MS));
      this.run.outcomes[step] = { ok: true, value: summarize(v) };
      return v;
    } catch (e) {
      this.run.outcomes[step] = { ok: false, error: summarizeError(e) };
      this.run.thrown[step] = e;
      if (MUST_SUCCEED.has(step)) this.run.stoppedAt = step;
      return undefined;
    }
  }

  refuse(step: Step, why: string): void {
    this.run.outcomes[step] = { ok: false, error: { kind: `scenario: ${why}`, status: null, code: null } };
  }
}

async function collect<P>(pages: AsyncGenerator<P, void, undefined>): Promise<P[]> {
  const out: P[] = [];
  for await (const p of pages) out.push(p);
  return out;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function runScenario(d: ScenarioDeps): Promise<ScenarioRun> {
  const r = new Recorder(d);
  const { run } = r;
  const today = d.clock.now();

  const creds = await r.step(
    'auth',
    (signal) =>
      signIn({ baseUrl: d.baseUrl, fetch: d.fetch, clock: d.clock, userAgent: UA, email: USER.email, password: USER.password, accountId: USER.accountId, signal }),
    (c) => ({ accountId: c.accountId, token: c.token.length > 0 ? 'set' : 'empty' }),
  );
  if (!creds) return run;
  // Jitter fixed at half the ceiling: two runs of the same variant wait the same.
  const client = new ServiceClient({ baseUrl: d.baseUrl, credentials: creds, fetch: d.fetch, clock: d.clock, retry: { random: () => 0.5 } });

  const users = await r.step(
    'users',
    (signal) => client.users.list({}, { signal }),
    (u) => u.data.map((x) => ({ id: x.id, email: x.email, role: x.role, status: x.status, active: x.active })),
  );
  if (!users) return run;

  const projectPages = await r.step('projects', (signal) => collect(client.projects.pages({ opt_page_limit: PROJECT_PAGE_SIZE }, { signal })), projectsSummary);
  run.limitsAfterProjects = { snapshot: client.limits.snapshot(), at: d.clock.now() };
  if (!projectPages) return run;
  // contract.md 1c (fixed): the first active project has required_task 0.
  const project = projectPages.flatMap((p) => p.data).find((p) => p.active === 1);
  if (!project) {
    r.refuse('create', 'no active project among the pages');
    return run;
  }

  const created = await r.step(
    'create',
    (signal) => client.timeEntries.create({ project_id: project.id, time_total: '00:10:00', description: ENTRY_DESCRIPTION }, { signal }),
    entrySummary,
  );
  if (!created) return run;
  const started = await r.step('start', (signal) => client.timeEntries.start(created.id, { signal }), entrySummary);
  if (!started) return run;
  // The user works for a minute (virtual time: the clock moves once everything waits).
  await d.clock.sleep(STOPWATCH_MS);
  const stopped = await r.step('stop', (signal) => client.timeEntries.stop(created.id, { signal }), entrySummary);
  if (!stopped) return run;

  const reportPages = await r.step(
    'report',
    (signal) =>
      collect(
        client.reports.detailedPages(
          { date_execution_start: isoDay(today - 14 * 86_400_000), date_execution_end: isoDay(today), opt_page_limit: REPORT_PAGE_SIZE },
          { signal },
        ),
      ),
    reportSummary,
  );
  if (!reportPages) return run;

  await r.step('conflict', (signal) => client.timeEntries.stop(created.id, { signal }), entrySummary);
  await r.step(
    'validation',
    (signal) =>
      client.timeEntries.create({ project_id: project.id, time_start: '10:00:00', time_end: '09:00:00', description: ENTRY_DESCRIPTION }, { signal }),
    entrySummary,
  );
  const locked = reportPages.flatMap((p) => p.data).find((row) => row.is_locked === true);
  if (locked) await r.step('locked', (signal) => client.timeEntries.update(locked.id, { description: 'changed' }, { signal }), entrySummary);
  else r.refuse('locked', 'no locked row in the report');

  await d.spendDailyQuota(creds.token, UA);
  await r.step('rateLimit', (signal) => client.timeEntries.get(created.id, { signal }), entrySummary);

  // Last: the service destroys the token when it sees another User-Agent. Two reads are in
  // flight at once (one meets the mismatch, the other the destroyed token): the app hears
  // of the lost token once.
  const upgraded = new ServiceClient({
    baseUrl: d.baseUrl,
    credentials: { token: creds.token, userAgent: OTHER_UA },
    fetch: d.fetch,
    clock: d.clock,
    onTokenRejected: () => run.tokenRejected++,
  });
  await r.step(
    'userAgent',
    (signal) => Promise.allSettled([upgraded.users.list({}, { signal }), upgraded.customers.list({}, { signal })]),
    (settled) =>
      settled
        .map((x) => (x.status === 'fulfilled' ? { answered: true } : summarizeError(x.reason)))
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
  );
  return run;
}
