// The window's files come from our own scheme, app://stint/, never from file: or a remote
// URL. A standard + secure scheme gives the page a real origin ('self' in the CSP means
// app://stint and nothing else) without file:'s access to every file on disk. The handler
// serves only files inside the built renderer folder, only with a known content type, and
// says 404 to everything else.
//
// Order (Electron's rule): `registerAppScheme(protocol)` before the app is ready,
// `handleAppProtocol(protocol, ...)` after it. No runtime import of 'electron' here: main.ts
// passes `protocol` in.

import fs from 'node:fs';
import path from 'node:path';
import type { CustomScheme, Protocol } from 'electron';
import type { Logger } from '../../core/ports.ts';
import { withContentSecurityPolicy } from './content-security-policy.ts';
import { LogThrottle } from './log-throttle.ts';
import { systemClock, type Clock } from '../../time/clock.ts';

export const APP_SCHEME = 'app';
export const APP_HOST = 'stint';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
/** The only URL a window is ever loaded with. */
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

/**
 * Standard (relative URLs, an origin, storage) and secure (counts as https for the page's
 * APIs); no fetch API support (the window never fetches), no CORS, no CSP bypass, no
 * service workers. V8's code cache, as http(s) pages have it: a window made again after its
 * release (issue 71) reuses the compiled script instead of compiling it anew (not measured
 * here: there is no Electron binary on our machines).
 */
export const APP_SCHEME_PRIVILEGES: CustomScheme = Object.freeze({
  scheme: APP_SCHEME,
  privileges: Object.freeze({
    standard: true,
    secure: true,
    supportFetchAPI: false,
    corsEnabled: false,
    bypassCSP: false,
    allowServiceWorkers: false,
    stream: false,
    codeCache: true,
  }),
});

/** What we serve, by extension; anything else is a 404. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = Object.freeze({
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
});

/** The renderer folder inside the app: `app.getAppPath()` is the repository in development, app.asar when packaged. */
export function rendererRoot(appPath: string, paths: PathApi = path): string {
  return paths.join(appPath, 'dist', 'renderer');
}

/** A parsed URL of ours: app://stint, no port, no credentials. Chromium lowercases the host of a standard scheme; Node does not. */
function isOurs(u: URL): boolean {
  return u.protocol === `${APP_SCHEME}:` && u.hostname.toLowerCase() === APP_HOST && u.port === '' && u.username === '' && u.password === '';
}

/** Whether `url` is on the app's origin (what navigation and the IPC sender check allow). */
export function isAppUrl(url: string): boolean {
  try {
    return isOurs(new URL(url));
  } catch {
    return false;
  }
}

/** The parts of node:path the resolver uses (tests pass path.win32 to check Windows paths). */
export type PathApi = Pick<typeof path, 'resolve' | 'relative' | 'isAbsolute' | 'extname' | 'join'>;

/**
 * The file an app:// URL names inside `root`, or null when it names none we would serve:
 * another scheme or host, a segment that decodes to `.`/`..`, a separator, a drive
 * (`C:`), NUL or a hidden name, a directory, an unknown extension. The URL parser has
 * already folded `..` and `%2e%2e` segments; decoding each segment separately catches
 * `..%2f` and `%5c`. Query and fragment are ignored. Symlinks are the handler's job (it
 * needs the disk).
 */
export function resolveAppPath(url: string, root: string, paths: PathApi = path): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (!isOurs(u)) return null;
  const raw = u.pathname;
  if (raw.includes('\\')) return null;
  const encoded = raw === '' || raw === '/' ? ['index.html'] : raw.slice(1).split('/');
  const segments: string[] = [];
  for (const s of encoded) {
    let d: string;
    try {
      d = decodeURIComponent(s);
    } catch {
      return null;
    }
    if (d === '' || d.startsWith('.') || /[\\/:\0]/.test(d)) return null;
    segments.push(d);
  }
  const last = segments[segments.length - 1] ?? '';
  if (!Object.hasOwn(CONTENT_TYPES, paths.extname(last).toLowerCase())) return null;
  const base = paths.resolve(root);
  const full = paths.resolve(base, ...segments);
  const rel = paths.relative(base, full);
  if (rel === '' || rel.startsWith('..') || paths.isAbsolute(rel)) return null;
  return full;
}

/** The disk, as the handler needs it. */
export interface AppFiles {
  realpath(p: string): Promise<string>;
  readFile(p: string): Promise<Uint8Array<ArrayBuffer>>;
}

// The callback forms, looked up on `fs` at each call: Electron's asar layer patches them
// on the module object, so the same code reads the packaged app.asar.
const nodeFiles: AppFiles = {
  realpath: (p) => new Promise((resolve, reject) => fs.realpath(p, (e, r) => (e ? reject(e) : resolve(r)))),
  readFile: (p) => new Promise((resolve, reject) => fs.readFile(p, (e, b) => (e ? reject(e) : resolve(b)))),
};

export interface AppProtocolOptions {
  /** The built renderer folder (`rendererRoot(app.getAppPath())`). */
  root: string;
  logger: Pick<Logger, 'log'>;
  /** Default: node:fs. */
  files?: AppFiles;
  /** Refusals are logged at most once a minute each (log-throttle.ts). Default: the system's. */
  clock?: Pick<Clock, 'now'>;
  paths?: PathApi;
}

const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EISDIR', 'ELOOP']);

function plain(status: number, text: string, extra: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff', ...extra } });
}

/** Only the path goes to the log (our own files' names), cut short. */
function shown(url: string): string {
  try {
    return new URL(url).pathname.slice(0, 200);
  } catch {
    return '(not a URL)';
  }
}

/** The `protocol.handle` handler for app://. */
export function createAppProtocolHandler(options: AppProtocolOptions): (request: Request) => Promise<Response> {
  const files = options.files ?? nodeFiles;
  const paths = options.paths ?? path;
  // A page could ask for refused URLs in a loop.
  const log = new LogThrottle(options.logger, options.clock ?? systemClock);
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, 'Method not allowed', { Allow: 'GET, HEAD' });
    const file = resolveAppPath(request.url, options.root, paths);
    if (file === null) {
      log.log('warn', 'app protocol refused a URL', { path: shown(request.url) });
      return plain(404, 'Not found');
    }
    try {
      // Both resolved on disk: a symlink inside the folder must not lead out of it.
      const [rootOnDisk, fileOnDisk] = await Promise.all([files.realpath(paths.resolve(options.root)), files.realpath(file)]);
      const rel = paths.relative(rootOnDisk, fileOnDisk);
      if (rel === '' || rel.startsWith('..') || paths.isAbsolute(rel)) {
        log.log('warn', 'app protocol refused a link out of the renderer folder', { path: shown(request.url) });
        return plain(404, 'Not found');
      }
      const body = await files.readFile(fileOnDisk);
      const headers = new Headers({
        'Content-Type': CONTENT_TYPES[paths.extname(file).toLowerCase()] ?? 'application/octet-stream',
        'X-Content-Type-Options': 'nosniff',
      });
      if (paths.extname(file).toLowerCase() === '.html') withContentSecurityPolicy(headers);
      return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers });
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (typeof code === 'string' && MISSING.has(code)) return plain(404, 'Not found');
      log.log('error', 'app protocol could not read a file', { path: shown(request.url), code: typeof code === 'string' ? code : null });
      return plain(500, 'Could not read the file');
    }
  };
}

/** Before `app.whenReady()`: Electron accepts privileged schemes only then. */
export function registerAppScheme(protocol: Pick<Protocol, 'registerSchemesAsPrivileged'>): void {
  protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
}

/** After `app.whenReady()`, on the session the window uses (the default one). */
export function handleAppProtocol(protocol: Pick<Protocol, 'handle'>, options: AppProtocolOptions): void {
  protocol.handle(APP_SCHEME, createAppProtocolHandler(options));
}
