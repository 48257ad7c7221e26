// The service client: one object per token, composed of the resource APIs. It is the only
// code in Stint that speaks HTTP to the service. It runs under plain Node: the app hands
// it Electron's `net.fetch`, tests hand it Node's fetch.
//
//   const creds = await signIn({ baseUrl, fetch, userAgent: makeUserAgent(v, os, installId),
//                                email, password, accountId });   // store creds as a whole
//   const client = new ServiceClient({ baseUrl, fetch, credentials: creds });
//   await client.timeEntries.start(id, { signal });
//   client.limits.subscribe((s) => ...);

import type { ServiceClock } from './service-clock.ts';
import type { Clock } from '../time/clock.ts';
import { systemClock } from '../time/clock.ts';
import type { UnauthenticatedError } from './errors.ts';
import type { Credentials } from './identity.ts';
import type { LimitState } from './limit-state.ts';
import { OperationCaller } from './operation-caller.ts';
import { Pacer, type PacerWindow } from './pacer.ts';
import { AuthApi } from './resources/auth.ts';
import { CustomersApi } from './resources/customers.ts';
import { ProjectsApi } from './resources/projects.ts';
import { ReportsApi } from './resources/reports.ts';
import { TasksApi } from './resources/tasks.ts';
import { TimeEntriesApi } from './resources/time-entries.ts';
import { TodoListsApi } from './resources/todo-lists.ts';
import { TodosApi } from './resources/todos.ts';
import { UsersApi } from './resources/users.ts';
import type { RetryOptions } from './retry.ts';
import { Transport, type CallOptions, type FetchLike } from './transport.ts';
import { responseValidators, type ResponseValidators } from './validators.ts';

export interface ServiceClientOptions {
  /** Ends in `/api/v1`. */
  baseUrl: string;
  /** The token and the User-Agent it was generated with; absent for a sign-in-only client. */
  credentials?: Pick<Credentials, 'token' | 'userAgent'>;
  /** Only without credentials: the User-Agent to generate a token with. */
  userAgent?: string;
  /** Default: the global fetch. */
  fetch?: FetchLike;
  clock?: Clock;
  /** Share one pacer between clients of the same token; default a new one. */
  pacer?: Pacer;
  /** Pacing windows for a new pacer (`[]` disables pacing; benchmarks only). */
  pacing?: readonly PacerWindow[];
  /** Default per-attempt timeout. Default 15 s. */
  timeoutMs?: number;
  retry?: Partial<RetryOptions>;
  /** Told once, at the first 401 to a request made with the token: it is gone for good. */
  onTokenRejected?: (e: UnauthenticatedError) => void;
  validators?: ResponseValidators;
}

export class ServiceClient {
  readonly auth: AuthApi;
  readonly timeEntries: TimeEntriesApi;
  readonly projects: ProjectsApi;
  readonly todos: TodosApi;
  readonly todoLists: TodoListsApi;
  readonly customers: CustomersApi;
  readonly tasks: TasksApi;
  readonly users: UsersApi;
  readonly reports: ReportsApi;
  /** The generic caller, by operationId (every resource method goes through it). */
  readonly operations: OperationCaller;
  /** Rate-limit windows, quota warning and Retry-After blocks of this token. */
  readonly limits: LimitState;
  /** The service's clock against ours, from each answer's `Date` header (service-clock.ts). */
  readonly serviceClock: ServiceClock;
  /** The User-Agent every request of this client carries. */
  readonly userAgent: string;

  constructor(opts: ServiceClientOptions) {
    const userAgent = opts.credentials?.userAgent ?? opts.userAgent;
    if (!userAgent) throw new TypeError('ServiceClient needs the User-Agent stored with the token');
    const clock = opts.clock ?? systemClock;
    const pacer =
      opts.pacer ?? new Pacer({ clock, ...(opts.pacing ? { windows: opts.pacing } : {}) });
    const fetchFn: FetchLike = opts.fetch ?? ((url, init) => globalThis.fetch(url, init));
    const transport = new Transport({
      baseUrl: opts.baseUrl,
      fetch: fetchFn,
      userAgent,
      clock,
      pacer,
      ...(opts.credentials ? { token: opts.credentials.token } : {}),
      ...(opts.timeoutMs !== undefined ? { timeoutMs: opts.timeoutMs } : {}),
      ...(opts.retry ? { retry: opts.retry } : {}),
      ...(opts.onTokenRejected ? { onTokenRejected: opts.onTokenRejected } : {}),
    });
    this.userAgent = userAgent;
    this.limits = transport.limits;
    this.serviceClock = transport.serviceClock;
    this.operations = new OperationCaller(transport, opts.validators ?? responseValidators());
    this.auth = new AuthApi(this.operations);
    this.timeEntries = new TimeEntriesApi(this.operations);
    this.projects = new ProjectsApi(this.operations);
    this.todos = new TodosApi(this.operations);
    this.todoLists = new TodoListsApi(this.operations);
    this.customers = new CustomersApi(this.operations);
    this.tasks = new TasksApi(this.operations);
    this.users = new UsersApi(this.operations);
    this.reports = new ReportsApi(this.operations);
  }
}

export interface SignInOptions extends CallOptions {
  baseUrl: string;
  /** Made once with makeUserAgent when signing in; it is stored in the credentials. */
  userAgent: string;
  email: string;
  password: string;
  accountId: string;
  fetch?: FetchLike;
  clock?: Clock;
  /**
   * Keep one pacer for sign-ins across calls, so that a 429 on `/auth` (60 a day per user)
   * or on the IP scope holds later attempts until its Retry-After.
   */
  pacer?: Pacer;
}

/**
 * Generates a token (one `/auth` request, never retried) and returns the credentials to
 * store as a whole: the token is only valid together with this exact User-Agent.
 */
export async function signIn(o: SignInOptions): Promise<Credentials> {
  const clock = o.clock ?? systemClock;
  const client = new ServiceClient({
    baseUrl: o.baseUrl,
    userAgent: o.userAgent,
    clock,
    ...(o.fetch ? { fetch: o.fetch } : {}),
    ...(o.pacer ? { pacer: o.pacer } : {}),
  });
  const call: CallOptions = {};
  if (o.signal) call.signal = o.signal;
  if (o.timeoutMs !== undefined) call.timeoutMs = o.timeoutMs;
  const r = await client.auth.generateToken({ email: o.email, password: o.password, account_id: o.accountId }, call);
  return { token: r.token, userAgent: o.userAgent, accountId: r.account_id, email: o.email, createdAt: clock.now() };
}
