// keytar in a process of its own, for the drivers that run under plain Node (the command line,
// the browser harness and the demo). A keytar call that never ends (a keyring that never
// answers, or waits on a password prompt no one sees) holds one of libuv's worker threads,
// and Node joins those threads at exit: in-process, such a call keeps even process.exit from
// returning (measured: the command line printed its answer and never exited). Here the call
// runs in a child process instead, and a call the store gives up on (KeytarSecretStore's
// bound) ends that process with SIGKILL: nothing is left waiting, and the driver exits as it
// would have, with its own status. The Electron shell keeps keytar in-process (it cannot start
// a plain Node) and ends itself with a signal instead (main.ts, forceExit).
//
// The child is plain JavaScript given to `node -e` (no loader, so it starts in about 0.1 s of
// CPU), started at the first call and kept for the run; it reads one JSON request a line and
// answers one JSON line each. It ends itself when its input closes (this process exited,
// however it exited), with SIGKILL, which a native call in progress cannot hold up.

import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { isRecord } from '../../core/json-guard.ts';
import type { KeytarApi } from './keytar-secret-store.ts';

type Operation = 'getPassword' | 'setPassword' | 'deletePassword';

const CHILD_SOURCE = `
let keytar;
let notLoaded = null;
try { keytar = require(process.argv[1]); } catch (e) { notLoaded = 'Failed to load keytar: ' + String((e && e.message) || e).split('\\n')[0]; }
const ops = new Set(['getPassword', 'setPassword', 'deletePassword']);
const lines = require('node:readline').createInterface({ input: process.stdin });
lines.on('line', (line) => {
  let request;
  try { request = JSON.parse(line); } catch { return; }
  const { id, op, args } = request;
  const answer = (a) => process.stdout.write(JSON.stringify({ id, ...a }) + '\\n');
  if (notLoaded !== null) return answer({ ok: false, message: notLoaded });
  if (!ops.has(op) || !Array.isArray(args)) return answer({ ok: false, message: 'unknown keychain operation' });
  Promise.resolve().then(() => keytar[op](...args)).then(
    (value) => answer({ ok: true, value: value === undefined ? null : value }),
    (e) => answer({ ok: false, message: String((e && e.message) || e) }),
  );
});
lines.on('close', () => process.kill(process.pid, 'SIGKILL'));
`;

interface Refable {
  ref(): unknown;
  unref(): unknown;
}

/** A child's pipes are sockets, which may stop holding the event loop; their types say only "stream". */
function refHandles(handles: readonly unknown[]): Refable[] {
  return handles.filter((h): h is Refable => typeof (h as Partial<Refable>).ref === 'function' && typeof (h as Partial<Refable>).unref === 'function');
}

interface Pending {
  readonly resolve: (value: unknown) => void;
  readonly reject: (e: Error) => void;
}

/** keytar's API, each call run in the child; `abandon` ends the child and every call in it. */
export interface ProcessKeytar extends KeytarApi {
  /** Ends the child at once (SIGKILL): its calls reject; a later call starts a new child. */
  abandon(): void;
}

export interface ProcessKeytarOptions {
  /** The Node that runs the child (default: this process's). */
  readonly execPath?: string;
  /** Where keytar is (default: resolved from here; a test gives a stand-in module). */
  readonly modulePath?: string;
}

export function processKeytar(options: ProcessKeytarOptions = {}): ProcessKeytar {
  let child: ChildProcessWithoutNullStreams | null = null;
  const pending = new Map<number, Pending>();
  let nextId = 1;

  const failAll = (why: string) => {
    for (const p of pending.values()) p.reject(new Error(why));
    pending.clear();
  };
  /** The child keeps this process alive only while a call waits on it, as an in-process call would. */
  const hold = (on: boolean) => {
    if (child === null) return;
    for (const handle of refHandles([child, child.stdin, child.stdout])) {
      if (on) handle.ref();
      else handle.unref();
    }
  };

  const start = (): ChildProcessWithoutNullStreams => {
    if (child !== null) return child;
    // Resolved here, so a missing module is the store's "could not load" at the first call.
    const modulePath = options.modulePath ?? createRequire(import.meta.url).resolve('@github/keytar');
    const c = spawn(options.execPath ?? process.execPath, ['-e', CHILD_SOURCE, modulePath], { stdio: ['pipe', 'pipe', 'pipe'] });
    child = c;
    let stderr = '';
    c.stderr.setEncoding('utf8').on('data', (d: string) => (stderr = (stderr + d).slice(-2000)));
    for (const handle of refHandles([c.stderr])) handle.unref();
    c.stdin.on('error', () => undefined);
    createInterface({ input: c.stdout }).on('line', (line) => {
      let data: unknown;
      try {
        data = JSON.parse(line);
      } catch {
        return;
      }
      if (!isRecord(data) || typeof data.id !== 'number') return;
      const p = pending.get(data.id);
      if (p === undefined) return;
      pending.delete(data.id);
      if (pending.size === 0) hold(false);
      if (data.ok === true) p.resolve(data.value);
      else p.reject(new Error(typeof data.message === 'string' ? data.message : 'the keychain call failed'));
    });
    c.once('exit', (code, signal) => {
      if (child === c) child = null;
      const said = stderr.trim().split('\n').filter(Boolean).pop();
      failAll(said ?? `the keychain process ended (${signal ?? `exit ${code}`})`);
    });
    c.once('error', (e) => {
      if (child === c) child = null;
      failAll(e.message);
    });
    hold(false);
    return c;
  };

  const call = (op: Operation, args: readonly string[]): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const c = start();
      const id = nextId++;
      pending.set(id, { resolve, reject });
      hold(true);
      c.stdin.write(`${JSON.stringify({ id, op, args })}\n`);
    });

  // However this process ends, the child goes with it (its input closing ends it too).
  process.once('exit', () => child?.kill('SIGKILL'));

  return {
    getPassword: async (service, account) => {
      const v = await call('getPassword', [service, account]);
      return typeof v === 'string' ? v : null;
    },
    setPassword: async (service, account, password) => {
      await call('setPassword', [service, account, password]);
    },
    deletePassword: async (service, account) => (await call('deletePassword', [service, account])) === true,
    abandon: () => {
      const c = child;
      if (c === null) return;
      child = null;
      c.kill('SIGKILL');
      failAll('the keychain did not answer in time');
    },
  };
}
