// The browser harness: the real engine under Node (the Node ports, a real clock, real
// HTTP to the service) behind the same IPC handlers as the Electron shell, and the built
// renderer served at http://127.0.0.1:<port>/ with a `window.stint` bridge over a WebSocket.
//
//   GET  /                        the renderer (dist/renderer), its CSP narrowed to the socket
//   GET  /harness/bridge.js       the bridge script the page loads first
//   GET  /tray                    the tray model now (Linux flavour), with `items` by id
//   POST /control                 what the OS (or the shell) would do (see control.ts; GET /control: how)
//   GET  /control/notifications   notifications shown: `open` now, `history` since start
//   GET  /demo/calendar.ics       a calendar of today's meetings (demo-calendar.ts), with an ETag
//
// The secret store is the system keyring where one answers (entry "Stint harness", its
// account the data folder, so harnesses on other folders never share a session), else
// memory; `secretStore` says which, and why.

import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Fastify from 'fastify';
import { systemClock, type Clock } from '../../main/time/clock.ts';
import { openAccounts } from '../../main/core/accounts/accounts.ts';
import { personStint } from '../../main/core/accounts/person-stint.ts';
import type { WindowStint } from '../../main/ipc/contract.ts';
import type { TimesheetCommands } from '../../main/core/accounts/person-timesheet.ts';
import { harnessExport, type HarnessExport } from './export-ports.ts';
import type { ActivitySource, SecretStore } from '../../main/core/ports.ts';
import { accountKeychainItem, nodeAccountPorts } from '../../main/platform/node/account-ports.ts';
import { MemorySecretStore } from '../../main/platform/node/memory-secret-store.ts';
import { nodePorts, type NodePorts } from '../../main/platform/node/index.ts';
import { makePrivateFolder } from '../../main/platform/node/private-folder.ts';
import { holderWords, lockDataFolder, type HeldFolder } from '../../main/platform/node/data-folder-lock.ts';
import { serveCommandLine } from '../../main/cli/app-channel-server.ts';
import { KeytarSecretStore } from '../../main/platform/node/keytar-secret-store.ts';
import { processKeytar } from '../../main/platform/node/keytar-process.ts';
import { chooseSecretStore } from '../../main/platform/node/secret-store-choice.ts';
import type { Command } from '../../main/ipc/contract.ts';
import type { UpdatePort } from '../../main/core/ports.ts';
import { bundleBridgeClient } from './bridge-bundle.ts';
import { CONTROL_USAGE, applyControl } from '../../main/platform/node/os-control.ts';
import { resetDemo } from './demo-reset.ts';
import { demoCalendar } from './demo-calendar.ts';
import { DEMO_CALENDAR_PATH } from '../../renderer/state/demo-control.ts';
import { offlineAwareFetch } from '../../main/platform/node/offline-fetch.ts';
import { BRIDGE_SCRIPT_PATH, harnessPage } from './page-html.ts';
import { browserLocale } from './browser-locale.ts';
import { DEFAULT_RENDERER_DIR, readRendererFile, readRendererFileOnce } from './renderer-files.ts';
import { SOCKET_PATH } from './socket-protocol.ts';
import type { StopReport } from './stop-report.ts';
import { trayWithIndex } from './tray-json.ts';
import { attachWindowSocket } from './window-socket.ts';

/** The shell reads idle time every 15 s; the harness every second, so a control call shows at once. */
export const HARNESS_TICK_MS = 1_000;

export interface HarnessOptions {
  /** The service address the sign-in form starts with (ends in `/api/v1`). */
  readonly baseUrl: string;
  /** 0: any free port. */
  readonly port?: number;
  /** Settings, outbox and log; default a fresh temporary folder, deleted at close. */
  readonly dataDir?: string;
  /** The built renderer; default dist/renderer. */
  readonly rendererDir?: string;
  /**
   * The renderer's folder does not change while the harness runs (a test's own build): its
   * files are read once for the process. Default false: each request reads the file, so a
   * rebuild shows on reload (the demo, dev:browser).
   */
  readonly rendererUnchanged?: boolean;
  /**
   * Serve the page with `data-demo="<baseUrl>"` (the renderer offers the demo account) and
   * `window.stintDemo` (the page may reset the simulator at `baseUrl` and sign in again).
   */
  readonly demo?: boolean;
  readonly clock?: Clock;
  readonly tickMs?: number;
  /** How long a correction waits for Undo (StintOptions.undoHoldMs; default the engine's 10 s). */
  readonly undoHoldMs?: number;
  /** The system locale the clock and week settings' `system` follow (default: this process's Intl default, from LANG). */
  readonly locale?: string;
  /**
   * Updates of Stint as a test makes them (a fake updater). None by default: the harness, the
   * demo and the tests never look for updates unless a test asks.
   */
  readonly updates?: UpdatePort;
  /** Told about engine and harness errors (default: stderr). */
  readonly onError?: (what: string, error: unknown) => void;
  /** The focused window for the activity record (a test's scripted one); absent or null: none, so no test reads this machine's desktop. */
  readonly activity?: ActivitySource | null;
  /**
   * Hold the data folder's lock and serve the command line's channel on it, as the app does
   * (main/cli/app-channel-server.ts): `npm run cli -- --data-dir <dataDir>` then reaches this
   * engine instead of starting a Stint of its own. Refused (thrown) when the folder is held.
   */
  readonly commandLine?: boolean;
  /**
   * Run keytar in a process of its own (keytar-process.ts), so that a keyring that never
   * answers cannot keep this process from exiting: the demo and dev:browser. Tests leave it
   * in-process (no child to start for each harness).
   */
  readonly keychainProcess?: boolean;
}

export interface RunningHarness {
  /** `http://127.0.0.1:<port>/` */
  readonly url: string;
  readonly origin: string;
  /** The window's facade: the account in use's, with the commands across accounts, the timesheets and their export. */
  readonly stint: WindowStint & TimesheetCommands;
  /** The export's save dialog, file and clipboard as the harness fakes them (export-ports.ts). */
  readonly exports: HarnessExport;
  readonly ports: NodePorts;
  readonly dataDir: string;
  /** Where the session is kept, in the words the settings screen shows ("memory only, until Stint quits: <why>. ..."). */
  readonly secretStore: string;
  /** How many calls of `command` the page sent (for tests: a form that must send nothing). */
  commandsReceived(command: Command): number;
  /**
   * Closes the pages' sockets and the server, then the engine (which sends what it can
   * first), and says what was kept. With `deadlineMs`, answers by then even while a request
   * hangs, leaving the engine to it: for a process about to exit (what waits in the outbox
   * is on disk already, and a lost answer is reconciled at the next start).
   */
  close(options?: CloseOptions): Promise<StopReport>;
}

export interface CloseOptions {
  readonly deadlineMs?: number;
}

function appVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: unknown };
  return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
}

function defaultOnError(what: string, error: unknown): void {
  console.error(`harness: ${what}: ${error instanceof Error ? error.message : String(error)}`);
}

/** The folder's lock, as the app takes it; a loss while held is told (nothing more is written: the stores' guard refuses). */
async function holdFolder(dataDir: string, onError: (what: string, error: unknown) => void): Promise<HeldFolder> {
  const lock = await lockDataFolder({ dir: dataDir, onLost: (message) => onError('the data folder was lost', new Error(message)) });
  if (!lock.ok) throw new Error(`${dataDir} is in use by another Stint (${holderWords(lock.holder, hostname())}): quit it, or give another folder.`);
  return lock;
}

export async function startHarness(options: HarnessOptions): Promise<RunningHarness> {
  const clock = options.clock ?? systemClock;
  const onError = options.onError ?? defaultOnError;
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'stint-harness-'));
  // The person's alone, as the app and the command line keep theirs (a folder given may be new, or older and wider).
  await makePrivateFolder(dataDir);
  const rendererDir = options.rendererDir ?? DEFAULT_RENDERER_DIR;
  const secret = randomBytes(24).toString('base64url');
  const bridgeScript = await bundleBridgeClient();
  const held = options.commandLine ? await holdFolder(dataDir, onError) : null;

  const keytar = options.keychainProcess ? processKeytar() : null;
  const keychainItem = (account: string) => new KeytarSecretStore({ service: 'Stint harness', account, ...(keytar ? { keytar, abandon: keytar.abandon } : {}) });
  const secrets = await chooseSecretStore({ keychain: () => keychainItem(resolve(dataDir)) });
  const base = nodePorts({ dataDir, clock, fetch: (url, init) => fetch(url, init), secrets: secrets.store, ...(options.locale !== undefined ? { locale: options.locale } : {}), ...(held ? { guard: held.guard } : {}) });
  // The demo speaks the browser's languages (browser-locale.ts); a test fixes its own locale.
  const browser = options.demo && options.locale === undefined ? browserLocale(() => base.locale.systemLocale()) : null;
  const ports: NodePorts = { ...base, fetch: offlineAwareFetch(base.network, (url, init) => fetch(url, init)), ...(browser ? { locale: browser } : {}), ...(options.updates ? { updates: options.updates } : {}) };
  // Another account's token: its own keyring entry beside the first's, or memory where the first has no keyring.
  const otherSecrets = new Map<string, SecretStore>();
  const secretsFor = (key: string): SecretStore => {
    const store = secrets.kind === 'keychain' ? keychainItem(accountKeychainItem(key, resolve(dataDir))) : new MemorySecretStore();
    otherSecrets.set(key, store);
    return store;
  };
  const hub = await openAccounts(nodeAccountPorts({ first: ports, dataDir, secretsFor, ...(options.activity !== undefined ? { activity: options.activity } : {}), ...(held ? { guard: held.guard } : {}) }), {
    appVersion: appVersion(),
    platform: 'harness',
    tickMs: options.tickMs ?? HARNESS_TICK_MS,
    ...(options.undoHoldMs !== undefined ? { undoHoldMs: options.undoHoldMs } : {}),
  });
  const exports = harnessExport(dataDir);
  const stint = personStint(hub, exports.ports, exports.openPorts);
  const channel = held ? await serveCommandLine({ dataDir, hub, person: stint, clock, platform: process.platform, logger: ports.logger }) : null;
  if (stint.snapshot().settings.lastSignIn.serviceAddress === null) {
    const r = await stint.updateSettings({ lastSignIn: { serviceAddress: options.baseUrl } });
    if (!r.ok) onError('the service address was not kept for the sign-in form', new Error(r.message));
  }

  let origin = '';
  let warnedNoPolicy = false;
  const app = Fastify({ logger: false, forceCloseConnections: true });
  const socket = attachWindowSocket(app.server, {
    stint,
    clock,
    secret,
    origin: () => origin,
    onFailure: (channel, error) => onError(`engine error on ${channel}`, error),
    ...(options.demo ? { demoReset: () => resetDemo(stint, options.baseUrl) } : {}),
  });

  // Answers only its own address: a page elsewhere that resolves some name to 127.0.0.1
  // (DNS rebinding) reaches nothing here.
  app.addHook('onRequest', async (request, reply) => {
    if (`http://${request.headers.host ?? ''}` !== origin) {
      return reply.code(421).type('text/plain').send(`Open ${origin}/ : this harness answers only that address.\n`);
    }
    void reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff');
  });

  app.get(BRIDGE_SCRIPT_PATH, async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(bridgeScript));
  app.get('/tray', async () => trayWithIndex(stint.snapshot(), clock.now()));
  app.get('/control', async (_request, reply) => reply.type('text/plain').send(`${CONTROL_USAGE}\nGET /control/notifications lists notifications.\n`));
  app.get('/control/notifications', async () => ({ open: ports.notifier.open(), history: ports.notifier.history }));
  app.post('/control', async (request, reply) => {
    const result = applyControl({ ...ports, window: socket }, request.body);
    if (!result.ok) return reply.code(result.status).send({ ok: false, message: result.message });
    return { ok: true };
  });
  // Plain http on 127.0.0.1, which the engine reads only because it is this machine (loopback).
  app.get(DEMO_CALENDAR_PATH, async (request, reply) => {
    const calendar = demoCalendar(clock.now(), stint.snapshot().zone.offsetMinutes);
    void reply.header('etag', calendar.etag);
    if (request.headers['if-none-match'] === calendar.etag) return reply.code(304).send();
    return reply.type('text/calendar; charset=utf-8').send(calendar.text);
  });
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    const file = await (options.rendererUnchanged ? readRendererFileOnce : readRendererFile)(rendererDir, path);
    if (file === null) {
      // Browsers ask for one unprompted; a tray window has none, and a 404 would be logged as an error.
      if (path === '/favicon.ico') return reply.code(204).send();
      const index = path === '/' || path === '/index.html';
      const message = index ? `The renderer is not built (no ${join(rendererDir, 'index.html')}): run npm run build:renderer.\n` : 'Not found.\n';
      return reply.code(404).type('text/plain').send(message);
    }
    if (!file.type.startsWith('text/html')) return reply.type(file.type).send(file.body);
    browser?.heard(request.headers['accept-language']);
    const page = harnessPage(file.body.toString('utf8'), {
      socketOrigin: origin.replace(/^http:/, 'ws:'),
      socketUrl: `${origin.replace(/^http:/, 'ws:')}${SOCKET_PATH}?secret=${secret}`,
      demo: options.demo ? options.baseUrl : null,
    });
    if (!page.hadPolicy && !warnedNoPolicy) {
      warnedNoPolicy = true;
      onError('page check', new Error(`${path} has no Content-Security-Policy <meta>; served with default-src 'self'`));
    }
    return reply.type(file.type).send(page.html);
  });

  // Whatever the engine still does after a deadline, the folder it was given goes as promised.
  const cleanUp = async () => {
    await held?.release().catch((e: unknown) => onError('the data folder\'s lock was not released', e));
    ports.logger.close();
    if (ownDir) {
      // The folder goes, so its keyring entry must too, or each run would leave one behind.
      if (secrets.kind === 'keychain') await secrets.store.delete().catch((e: unknown) => onError('the session was not deleted from the keyring', e));
      for (const other of otherSecrets.values()) await other.delete().catch((e: unknown) => onError("another account's session was not deleted from the keyring", e));
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
  const closeEngine = async (deadlineMs?: number): Promise<StopReport> => {
    const closed = stint.close().then(() => true);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finished =
      deadlineMs === undefined ? await closed : await Promise.race([closed, new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), deadlineMs)))]);
    clearTimeout(timer);
    const last = stint.snapshot();
    const report: StopReport = {
      finished,
      unsent: last.sync.queuedLabels,
      keptIn: ownDir ? null : dataDir,
      sessionKept: !ownDir && secrets.kind === 'keychain' && last.session.state === 'signed_in',
    };
    await cleanUp();
    return report;
  };
  try {
    await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  } catch (e) {
    socket.close();
    await closeEngine();
    throw e;
  }
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the harness did not bind a TCP port');
  origin = `http://127.0.0.1:${address.port}`;

  let closing: Promise<StopReport> | null = null;
  return {
    url: `${origin}/`,
    origin,
    stint,
    exports,
    ports,
    dataDir,
    secretStore: ports.secrets.description,
    commandsReceived: (command) => socket.received(command),
    close: (closeOptions) =>
      (closing ??= (async () => {
        socket.close();
        // No new command from a terminal; one in progress ends with the engine (not awaited: it may wait on the service).
        void channel?.close();
        await app.close();
        return closeEngine(closeOptions?.deadlineMs);
      })()),
  };
}
