// One read of a calendar's private address: a conditional GET (an unchanged calendar costs
// no body), redirects followed by hand so that none leads to plain http, one time limit for
// the whole read, and a size cap counted as the bytes arrive. The address is a secret: no
// message here names it, its path or its query (the caller shows `shownAddress`). Its
// sentences are in the caller's words, and promise another read only where one follows.
import type { FetchLike } from '../ports.ts';
import { sourceWords, type I18n } from '../../i18n/words.ts';
import { mayRedirect, parsed, sendsSafely } from './calendar-address.ts';
import { isLocalHost } from './local-host.ts';
import { readCalendarBody } from './calendar-body.ts';
import { MAX_CALENDAR_BYTES } from './calendar-limits.ts';

export interface CalendarValidators {
  readonly etag: string | null;
  readonly lastModified: string | null;
}
export interface FetchedCalendar {
  readonly text: string;
  readonly validators: CalendarValidators;
}
export type CalendarFetchProblemCode = 'unreachable' | 'timeout' | 'http_status' | 'insecure_redirect' | 'too_many_redirects' | 'too_large' | 'not_icalendar';
export type CalendarFetch =
  | { readonly kind: 'fresh'; readonly calendar: FetchedCalendar }
  | { readonly kind: 'unchanged' }
  | {
      readonly kind: 'failed';
      readonly code: CalendarFetchProblemCode;
      readonly message: string;
      /** A fault of the moment (no answer in time, the service down): the same address may well answer later. */
      readonly transient: boolean;
    };

export interface CalendarFetchOptions {
  /** For the whole read, connecting to the body's last byte. Default 20 s. */
  readonly timeoutMs?: number;
  readonly maxBytes?: number;
  readonly maxRedirects?: number;
  /** Ends the read early (the app quitting, the calendar removed); reported as a timeout. */
  readonly signal?: AbortSignal;
  /** The words of the person's language (English when absent). */
  readonly i18n?: I18n;
  /**
   * Whether another read follows by itself (a kept calendar: its words say "Stint tries again
   * later"); false for the first read at Add, where nothing is kept to read again. Default true.
   */
  readonly readsAgain?: boolean;
}

/** What the sentences below need to know of a read. */
interface Wording {
  readonly i18n: I18n;
  readonly readsAgain: boolean;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export async function fetchCalendar(fetch: FetchLike, url: string, previous: CalendarValidators | null, opts: CalendarFetchOptions = {}): Promise<CalendarFetch> {
  const controller = new AbortController();
  const stop = (): void => controller.abort();
  const timer = setTimeout(stop, opts.timeoutMs ?? 20_000);
  if (opts.signal?.aborted) stop();
  opts.signal?.addEventListener('abort', stop, { once: true });
  const { i18n, readsAgain }: Wording = { i18n: opts.i18n ?? sourceWords(), readsAgain: opts.readsAgain ?? true };
  try {
    return await follow(fetch, url, previous, opts, { i18n, readsAgain }, controller.signal);
  } catch {
    // Whatever fetch or the body threw (its text may hold the address) is not passed on.
    if (controller.signal.aborted) {
      return failed('timeout', readsAgain
        ? i18n._({ id: 'calendar.fetch.timeout', message: 'The calendar service did not answer in time. Stint tries again later; if this keeps happening, check the connection.' })
        : i18n._({ id: 'calendar.fetch.timeoutOnce', message: 'The calendar service did not answer in time. If this keeps happening, check the connection.' }), true);
    }
    return failed('unreachable', readsAgain
      ? i18n._({ id: 'calendar.fetch.unreachable', message: 'Stint could not reach the calendar service. Check the connection; Stint tries again later.' })
      : i18n._({ id: 'calendar.fetch.unreachableOnce', message: 'Stint could not reach the calendar service. Check the connection.' }), true);
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', stop);
  }
}

async function follow(fetch: FetchLike, first: string, previous: CalendarValidators | null, opts: CalendarFetchOptions, words: Wording, signal: AbortSignal): Promise<CalendarFetch> {
  const { i18n } = words;
  const maxRedirects = opts.maxRedirects ?? 5;
  const typed = new URL(first);
  let url = typed;
  for (let hop = 0; ; hop++) {
    // Checked before each request: a redirect to plain http or to this network is refused without being asked.
    if (hop === 0 && !sendsSafely(url)) {
      return failed('insecure_redirect', i18n._({ id: 'calendar.fetch.notHttps', message: "This address is not an https address, so the calendar would travel unencrypted. Copy the https:// (or webcal://) address from the calendar's settings." }));
    }
    if (hop > 0 && !mayRedirect(url, typed)) return refusedHop(url, i18n);
    let res: Response;
    try {
      res = await untilAborted(fetch(url.href, request(previous, signal, 'manual')), signal);
    } catch (e) {
      if (signal.aborted) throw e;
      // Electron's net.fetch cancels a redirect it is told to leave to the caller ("Redirect
      // was cancelled", electron/electron#43715): the network stack follows it instead, and
      // the address it ends at is checked. (A refused connection fails there the same way.)
      return followed(fetch, url, typed, previous, opts, words, signal);
    }
    // A browser-like fetch hides a redirect left to the caller (status 0, no Location).
    if (res.type === 'opaqueredirect' || res.status === 0) {
      discard(res);
      return followed(fetch, url, typed, previous, opts, words, signal);
    }
    if (!REDIRECTS.has(res.status)) return answer(res, previous, opts.maxBytes ?? MAX_CALENDAR_BYTES, words, signal);
    discard(res);
    if (hop >= maxRedirects) {
      return failed('too_many_redirects', i18n._({ id: 'calendar.fetch.redirectLoop', message: "The calendar service sent Stint from address to address without reaching the calendar. Copy the private address again from the calendar's settings." }));
    }
    // A relative Location is resolved against the address that answered.
    const location = res.headers.get('location');
    const next = location ? parsed(location, url) : null;
    if (!next) return failed('http_status', i18n._({ id: 'calendar.fetch.noLocation', message: "The calendar service sent Stint on without a readable address. Copy the private address again from the calendar's settings." }));
    url = next;
  }
}

/** The read with the fetch following redirects itself: refused when the address it ended at is one a redirect may not go to. */
async function followed(fetch: FetchLike, url: URL, typed: URL, previous: CalendarValidators | null, opts: CalendarFetchOptions, words: Wording, signal: AbortSignal): Promise<CalendarFetch> {
  const res = await untilAborted(fetch(url.href, request(previous, signal, 'follow')), signal);
  const last = res.url ? parsed(res.url) : url;
  if (last === null || (last.href !== url.href && !mayRedirect(last, typed))) {
    discard(res);
    return refusedHop(last, words.i18n);
  }
  return answer(res, previous, opts.maxBytes ?? MAX_CALENDAR_BYTES, words, signal);
}

/** Why a redirect is not followed: to this network (whatever its scheme), or to plain http (or an address not read: null). */
function refusedHop(next: URL | null, i18n: I18n): CalendarFetch {
  return failed('insecure_redirect', next !== null && isLocalHost(next.hostname)
    ? i18n._({ id: 'calendar.fetch.localHop', message: "The calendar service sent Stint on to an address on this computer or its local network, which you did not give, so Stint did not follow it. Check the address in the calendar's settings." })
    : i18n._({ id: 'calendar.fetch.insecureHop', message: "The calendar service sent Stint on to an address without https, where the calendar would travel unencrypted, so Stint did not follow it. Check the address in the calendar's settings." }));
}

function request(previous: CalendarValidators | null, signal: AbortSignal, redirect: RequestRedirect): RequestInit {
  const headers: Record<string, string> = { accept: 'text/calendar, */*;q=0.5' };
  if (previous?.etag) headers['if-none-match'] = previous.etag;
  if (previous?.lastModified) headers['if-modified-since'] = previous.lastModified;
  // No cookies or stored credentials: the address alone is the key.
  return { method: 'GET', headers, redirect, credentials: 'omit', signal };
}

async function answer(res: Response, previous: CalendarValidators | null, maxBytes: number, words: Wording, signal: AbortSignal): Promise<CalendarFetch> {
  if (res.status === 304 && previous) {
    discard(res);
    return { kind: 'unchanged' };
  }
  if (res.status < 200 || res.status > 299) {
    discard(res);
    return failed('http_status', statusMessage(res.status, words), troubled(res.status));
  }
  const body = await readCalendarBody(res, maxBytes, (p) => untilAborted(p, signal), words.i18n);
  if (!body.ok) return failed(body.code, body.message);
  const validators = { etag: res.headers.get('etag'), lastModified: res.headers.get('last-modified') };
  return { kind: 'fresh', calendar: { text: body.text, validators } };
}

/** A status of a service in trouble (too many requests, its own fault): the next read may pass. */
const troubled = (status: number): boolean => status === 429 || status >= 500;

function statusMessage(status: number, { i18n, readsAgain }: Wording): string {
  if (status === 401 || status === 403) {
    return i18n._({ id: 'calendar.fetch.refused', message: "The calendar service refused the address: it may have been reset. Copy the private address again from the calendar's settings." });
  }
  if (status === 404 || status === 410) {
    return i18n._({ id: 'calendar.fetch.gone', message: "There is no calendar at this address any more: it may have been reset, or the calendar deleted. Copy the private address again from the calendar's settings." });
  }
  const values = { status: String(status) };
  if (troubled(status)) {
    return readsAgain
      ? i18n._({ id: 'calendar.fetch.trouble', message: 'The calendar service is having trouble (status {status}); Stint tries again later.', values })
      : i18n._({ id: 'calendar.fetch.troubleOnce', message: 'The calendar service is having trouble (status {status}).', values });
  }
  return i18n._({ id: 'calendar.fetch.status', message: "The calendar service did not give the calendar (status {status}). Check the address in the calendar's settings, or copy it again.", values });
}

/** Lets go of a body not read, so its connection ends rather than lingering. */
function discard(res: Response): void {
  res.body?.cancel().catch(() => undefined);
}

/**
 * The promise, or the abort's reason as soon as the signal fires: the time limit holds even
 * for a fetch (or a body) that does not listen to its signal.
 */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = (): void => reject(signal.reason);
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    work.then(
      (v) => (signal.removeEventListener('abort', abort), resolve(v)),
      (e: unknown) => (signal.removeEventListener('abort', abort), reject(e)),
    );
  });
}

function failed(code: CalendarFetchProblemCode, message: string, transient = false): CalendarFetch {
  return { kind: 'failed', code, message, transient };
}
