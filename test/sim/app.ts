// The simulator's HTTP server: fastify on loopback, with the request pipeline of
// docs/service-decisions.md (faults, IP limit, token, limits, routing, validation).
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import { authenticate, authRoutes, IDLE_LIMIT_MS } from './auth.ts';
import { answerClientError, answerUnknownExpectations } from './client-errors.ts';
import { REQUEST_TAG_HEADER, SimClock } from './clock.ts';
import type { ApiHandler, ApiRequest, Router, SimContext, Source } from './context.ts';
import { controlRoutes } from './control.ts';
import { hostedAccounts, seenBy, tokenHolder } from './accounts.ts';
import { SimError } from './errors.ts';
import { drawFault, faultApplies, NO_FAULTS } from './faults.ts';
import { parseFormBody } from './form-body.ts';
import { limitHeaders, Limits, type LimitState } from './limits.ts';
import type { Token, User } from './model.ts';
import type { Store } from './store.ts';
import { resourceRoutes } from './routes/index.ts';

export const API_PREFIX = '/api/v1';
export const BODY_LIMIT = 64 * 1024;

export interface SimOptions {
  clock?: SimClock;
  /** false lifts every rate limit and quota (benchmarks). */
  limits?: boolean;
  logger?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    sim?: { user: User; token: Token; store: Store; limits?: LimitState };
    dropAfter?: boolean;
  }
}

export interface Sim {
  app: FastifyInstance;
  ctx: SimContext;
  /** Back to the demo data and no faults; `at`: the clock set to that instant first (it runs on from there), the data made for it. */
  reset(at?: number): void;
}

function sendError(reply: FastifyReply, err: SimError): FastifyReply {
  return reply.code(err.status).headers(err.headers).send(err.body());
}

/** The latency fault, on the service clock; false when the client went away meanwhile. */
async function waitLatency(clock: SimClock, request: FastifyRequest, ms: number): Promise<boolean> {
  const gone = new AbortController();
  const socket = request.raw.socket;
  const onClose = () => gone.abort();
  socket.once('close', onClose);
  const tag = request.headers[REQUEST_TAG_HEADER];
  try {
    await clock.sleep(ms, gone.signal, typeof tag === 'string' ? tag : undefined);
    return true;
  } catch {
    return false;
  } finally {
    socket.off('close', onClose);
  }
}

const toFastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');
const toRegex = (path: string) => new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`);

export function buildSim(options: SimOptions = {}): Sim {
  const clock = options.clock ?? new SimClock();
  const ctx: SimContext = {
    ...hostedAccounts(clock.now()),
    clock,
    limits: new Limits(options.limits ?? true),
    faults: { ...NO_FAULTS },
    authFailures: new Map(),
    userAgents: new Map(),
    requests: 0,
  };
  const reset = (at?: number) => {
    clock.reset();
    if (at !== undefined) clock.set(at);
    Object.assign(ctx, hostedAccounts(clock.now()));
    ctx.limits.clear();
    ctx.faults = { ...NO_FAULTS };
    ctx.authFailures.clear();
    ctx.userAgents.clear();
    ctx.requests = 0;
  };

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    // What Node's HTTP server answers by itself (431, 400, 408) in the error body shape.
    clientErrorHandler: answerClientError,
    // Requests that arrive while closing are served like any other (not fastify's own 503 body),
    // and closing ends open connections, latency waits included.
    return503OnClosing: false,
    forceCloseConnections: true,
    // Ids are matched by our handlers; a trailing slash is the same path.
    routerOptions: { ignoreTrailingSlash: true },
    // A path the router cannot decode (`/projects/%ZZ`) or an overlong path parameter:
    // an unknown path in the error shape of contract.md section 2, not fastify's own body.
    frameworkErrors: (error, request, reply) => {
      const bad = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      return bad
        ? sendError(reply, new SimError(404, 'not_found', `No such path: ${request.method} ${request.url.split('?')[0]}`))
        : sendError(reply, new SimError(400, 'malformed_body', `Malformed request: ${error.message}`));
    },
  });
  app.register(formbody, { parser: parseFormBody });

  // Known paths and their methods, for 405 with Allow.
  const known: { regex: RegExp; methods: Set<string> }[] = [];
  const remember = (method: string, path: string) => {
    const regex = toRegex(path);
    let entry = known.find((k) => k.regex.source === regex.source);
    if (!entry) known.push((entry = { regex, methods: new Set() }));
    entry.methods.add(method);
  };

  const register = (method: 'GET' | 'POST' | 'DELETE', path: string, handler: ApiHandler, isPublic = false) => {
    remember(method, path);
    app.route({
      method,
      url: API_PREFIX + toFastifyPath(path),
      handler: async (request, reply) => {
        const hasBody = request.body !== undefined && request.body !== null && Number(request.headers['content-length'] ?? 1) > 0;
        const type = String(request.headers['content-type'] ?? '');
        if (hasBody && !type.startsWith('application/x-www-form-urlencoded')) {
          throw new SimError(415, 'unsupported_media_type', 'Request bodies must be application/x-www-form-urlencoded');
        }
        const caller = request.sim;
        if (!caller && !isPublic) throw new SimError(401, 'unauthenticated', 'Missing x-api-token header');
        const req: ApiRequest = {
          ctx: caller ? seenBy(ctx, caller.store) : ctx,
          user: caller?.user as User,
          token: caller?.token as Token,
          params: (request.params ?? {}) as Record<string, string>,
          query: (request.query ?? {}) as Source,
          body: (hasBody ? request.body : {}) as Source,
          method,
          userAgent: String(request.headers['user-agent'] ?? ''),
          ip: request.ip,
          now: clock.now(),
        };
        const result = await handler(req);
        return reply.code(result.status ?? 200).headers(result.headers ?? {}).send(result.body);
      },
    });
  };
  const router: Router = {
    get: (p, h) => register('GET', p, h),
    post: (p, h) => register('POST', p, h),
    delete: (p, h) => register('DELETE', p, h),
    publicPost: (p, h) => register('POST', p, h, true),
  };

  app.addHook('onRequest', async (request, reply) => {
    const url = request.url.split('?')[0]!;
    if (!url.startsWith('/api/')) return;
    if (!url.startsWith(`${API_PREFIX}/`) && url !== API_PREFIX) {
      const version = url.split('/')[2] ?? '';
      return sendError(reply, new SimError(404, 'not_found', `API version "${version}" is not supported; use /api/v1`));
    }
    const apiPath = url.slice(API_PREFIX.length);
    const f = ctx.faults;
    if (faultApplies(f, request.method, apiPath)) {
      if (f.latency_ms > 0 && !(await waitLatency(clock, request, f.latency_ms))) return reply.hijack();
      if (f.drop_rate > 0 && drawFault(f) < f.drop_rate) {
        if (f.drop_phase === 'after') request.dropAfter = true;
        else {
          request.raw.socket.destroy();
          return reply.hijack();
        }
      } else if (f.error_rate > 0 && drawFault(f) < f.error_rate) {
        // An injected 429 stands in for a rate limit, so it says so the way a real one does.
        const limit = f.error_status === 429;
        const headers = limit ? { 'retry-after': String(f.retry_after_s) } : undefined;
        return sendError(reply, new SimError(f.error_status, limit ? 'second_limit_exceeded' : 'injected_fault', `Injected fault (HTTP ${f.error_status})`, undefined, headers));
      }
    }
    ctx.requests++;
    const now = clock.now();
    const ipVerdict = ctx.limits.checkIp(request.ip, now);
    const userAgent = String(request.headers['user-agent'] ?? '');
    const isAuth = apiPath === '/auth' || apiPath === '/auth/';
    if (ipVerdict && !ipVerdict.ok) {
      // A 429 to a request with a valid token carries both X-RateLimit headers (contract.md
      // section 3), read without authenticating (no refresh, no User-Agent check side effect).
      const held = isAuth ? undefined : tokenHolder(ctx, String(request.headers['x-api-token'] ?? ''));
      const limits = held && held.token.user_agent === userAgent && now - held.token.last_used <= IDLE_LIMIT_MS
        ? limitHeaders(ctx.limits.state(held.token.token, held.store.account.id, held.store.account.plan, now)) : {};
      return sendError(reply, new SimError(429, ipVerdict.code, ipVerdict.message, undefined, { ...limits, 'retry-after': String(ipVerdict.retryAfter) }));
    }
    if (isAuth) return;
    const caller = authenticate(ctx, request.headers['x-api-token'], userAgent, now);
    let agents = ctx.userAgents.get(caller.token.token);
    if (!agents) ctx.userAgents.set(caller.token.token, (agents = new Set()));
    agents.add(userAgent);
    const verdict = ctx.limits.checkToken(caller.token.token, caller.store.account.id, caller.store.account.plan, now);
    if (!verdict.ok) {
      const headers = { ...(verdict.state ? limitHeaders(verdict.state) : {}), 'retry-after': String(verdict.retryAfter) };
      return sendError(reply, new SimError(429, verdict.code, verdict.message, undefined, headers));
    }
    request.sim = { ...caller, limits: verdict.state };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // Every answer carries the simulator's own clock, as a real origin server's does (RFC 9110
    // 6.6.1), not the machine's: a test's clock is the service's.
    reply.header('date', new Date(clock.now()).toUTCString());
    if (request.sim?.limits) reply.headers(limitHeaders(request.sim.limits));
    if (request.dropAfter) request.raw.socket.destroy();
    return payload;
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0]!.replace(/\/$/, '');
    if (url.startsWith(`${API_PREFIX}/`)) {
      const apiPath = url.slice(API_PREFIX.length);
      const match = known.find((k) => k.regex.test(apiPath));
      if (match) {
        const allow = [...match.methods].sort().join(', ');
        return reply.code(405).header('allow', allow)
          .send({ message: `Method ${request.method} is not allowed here; allowed: ${allow}`, code: 'method_not_allowed' });
      }
    }
    return reply.code(404).send({ message: `No such path: ${request.method} ${url}`, code: 'not_found' });
  });

  app.setErrorHandler((error: unknown, request: FastifyRequest, reply) => {
    if (error instanceof SimError) return sendError(reply, error);
    const e = error as { statusCode?: number; code?: string; message?: string };
    if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || e.statusCode === 413)
      return sendError(reply, new SimError(413, 'payload_too_large', `Request body larger than ${BODY_LIMIT} bytes`));
    // JSON is parsed only for the control surface; a JSON body under /api/v1 is a 415
    // whether or not it parses (fastify's JSON parser runs before the handler's check).
    const jsonError = e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY';
    if (e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || e.statusCode === 415 || (jsonError && request.url.startsWith(`${API_PREFIX}/`)))
      return sendError(reply, new SimError(415, 'unsupported_media_type', 'Request bodies must be application/x-www-form-urlencoded'));
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500)
      return sendError(reply, new SimError(400, 'malformed_body', `Malformed request: ${e.message ?? 'unreadable'}`));
    request.log.error(error);
    return sendError(reply, new SimError(500, 'internal_error', 'Internal simulator error'));
  });

  answerUnknownExpectations(app.server);
  authRoutes(router);
  resourceRoutes(router);
  controlRoutes(app, ctx, reset);
  return { app, ctx, reset };
}
