// The engine in a process of its own, for the chaos test (chaos.test.ts, cli.ts): built the way
// the command line builds it (main/cli/main.ts: the data folder's lock, the real Node ports on
// the data folder, every account through the accounts layer), and driven by a person's
// commands, one JSON object a line on standard input. Each command is answered by one line,
// `ack <json>`, printed as soon as the engine took it (queued on disk and shown), never after
// waiting for the service: the next command may follow at once, and a SIGKILL may land
// anywhere. The session lives in a file beside the data folder (the keychain's stand-in), so a
// restart is signed in as the app's next run is.
//
//   node --import tsx test/chaos/driver.ts --base-url URL --data-dir DIR --session FILE [--undo-hold-ms N]

import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { clockRunningFrom, systemClock } from '../../main/time/clock.ts';
import type { SecretStore } from '../../main/core/ports.ts';
import type { EntryView, Snapshot } from '../../main/core/stint.ts';
import { openAccounts } from '../../main/core/accounts/accounts.ts';
import { personStint } from '../../main/core/accounts/person-stint.ts';
import { nodeAccountPorts } from '../../main/platform/node/account-ports.ts';
import { lockDataFolder } from '../../main/platform/node/data-folder-lock.ts';
import { ManualIdleSource, nodePorts } from '../../main/platform/node/index.ts';
import { ManualNetworkStatus } from '../../main/platform/node/manual-network-status.ts';
import { MemorySecretStore } from '../../main/platform/node/memory-secret-store.ts';
import { parseChaosCommand, type ChaosCommand, type ShownEntry, type Ack } from './protocol.ts';

/** The session in one file, written whole (rename), as a keychain item outlives the process. */
class FileSecretStore implements SecretStore {
  readonly description = 'a file beside the data folder (the chaos test)';
  constructor(private readonly path: string) {}
  async get(): Promise<string | null> {
    try {
      return readFileSync(this.path, 'utf8');
    } catch {
      return null;
    }
  }
  async set(value: string): Promise<void> {
    writeFileSync(`${this.path}.tmp`, value);
    renameSync(`${this.path}.tmp`, this.path);
  }
  async delete(): Promise<void> {
    rmSync(this.path, { force: true });
  }
}

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? undefined : process.argv[i + 1];
}

function required(name: string): string {
  const v = option(name);
  if (v === undefined) {
    process.stderr.write(`chaos driver: --${name} is required\n`);
    process.exit(2);
  }
  return v;
}

const baseUrl = required('base-url');
const dataDir = required('data-dir');
const sessionFile = required('session');
const undoHold = option('undo-hold-ms');
// `--session memory`: no keychain answers (as on a machine without one): each run starts signed out.
const inMemory = option('session') === 'memory';

const out = (line: string) => process.stdout.write(`${line}\n`);

const lock = await lockDataFolder({ dir: dataDir, onLost: () => out('lost-lock') });
if (!lock.ok) {
  out(`locked ${JSON.stringify(lock.holder)}`);
  process.exit(1);
}

// The run's clock (ChaosRun.shiftMs): a fixed morning whatever the hour, the same in every process of the run.
const shift = Number(option('clock-shift-ms') ?? '0');
const clock = shift === 0 ? systemClock : clockRunningFrom(systemClock.now() + shift);
const network = new ManualNetworkStatus();
const ports = {
  ...nodePorts({ dataDir, clock, fetch: (url, init) => fetch(url, init), secrets: inMemory ? new MemorySecretStore() : new FileSecretStore(sessionFile) }),
  idle: new ManualIdleSource({ idleSeconds: undefined }),
  // What the OS would say of the network: the test announces it going and coming when it means to.
  network,
};
const hub = await openAccounts(nodeAccountPorts({ first: ports, dataDir, secretsFor: () => new MemorySecretStore(), activity: null }), {
  appVersion: '0.1.0',
  platform: `chaos-${process.platform}`,
  ...(undoHold !== undefined ? { undoHoldMs: Number(undoHold) } : {}),
});
// The person's door, as the window and the tray drive it (start, continue and stop across accounts).
const stint = personStint(hub);

function shown(v: EntryView): ShownEntry {
  return { key: v.key, projectId: v.projectId, taskId: v.taskId, description: v.description, date: v.date, timeStart: v.timeStart, totalSeconds: v.totalSeconds, runningSince: v.runningSince };
}

/** What the window would show now: the running timer, the queue, what was not saved. */
function state(s: Snapshot): Omit<Ack, 'n' | 'at' | 'ok' | 'message'> {
  return {
    running: s.running ? shown(s.running) : null,
    queued: s.sync.queued,
    session: s.session.state,
    notSaved: (s.notSaved ?? []).map((r) => ({ what: r.what, why: r.why, ...(r.entryKey !== undefined ? { entryKey: r.entryKey } : {}) })),
    today: s.todayEntries.map(shown),
  };
}

/** The entry the person points at, by what the window shows of it (its description). */
function entryNamed(s: Snapshot, description: string): EntryView | undefined {
  return s.todayEntries.find((e) => e.description === description && e.runningSince === null) ?? s.recent.find((e) => e.description === description);
}

async function perform(c: ChaosCommand): Promise<{ ok: boolean; message?: string }> {
  const s = stint.snapshot();
  const result = (r: { ok: boolean; message?: string }) => (r.ok ? { ok: true } : { ok: false, message: r.message ?? '' });
  switch (c.do) {
    case 'signin':
      return result(await stint.signIn({ baseUrl, email: c.email, password: c.password, accountId: c.accountId }));
    case 'start':
      return result(await stint.start({ projectId: c.projectId, description: c.description }));
    case 'stop':
      return result(await stint.stop());
    case 'continue': {
      const e = entryNamed(s, c.description);
      if (!e) return { ok: false, message: `no entry "${c.description}" to continue` };
      return result(await stint.continueEntry(e.key));
    }
    case 'started':
      return result(await stint.setRunningStart(c.input));
    case 'rename': {
      // Two entries may share a description (a continue): the one shown nearest the start the person sees.
      const seconds = (hms: string) => hms.split(':').reduce((acc, n) => acc * 60 + Number(n), 0);
      const e = s.todayEntries
        .filter((v) => v.description === c.description && v.runningSince === null)
        .sort((a, b) => Math.abs(seconds(a.timeStart) - seconds(c.timeStart)) - Math.abs(seconds(b.timeStart) - seconds(c.timeStart)))[0];
      if (!e) return { ok: false, message: `no entry "${c.description}" to rename` };
      return result(await stint.editEntry({ entryKey: e.key, description: c.to }));
    }
    case 'split': {
      if (!s.running) return { ok: false, message: 'nothing runs to split' };
      return result(await stint.splitEntry({ entryKey: s.running.key, at: c.at, description: c.description }));
    }
    case 'fill':
      return result(await stint.fillGap({ start: c.start, end: c.end, projectId: c.projectId, description: c.description }));
    case 'show':
      return { ok: true };
    case 'settle':
      await hub.settled();
      return { ok: true };
    case 'network':
      network.set(c.online);
      return { ok: true };
    case 'unheld':
      // Until no correction waits out its Undo time (the engine wakes when one ends).
      await new Promise<void>((resolve) => {
        const off = stint.subscribe((now) => {
          if ((now.sync.heldForUndo ?? 0) === 0) {
            off();
            resolve();
          }
        });
        if ((stint.snapshot().sync.heldForUndo ?? 0) === 0) {
          off();
          resolve();
        }
      });
      await hub.settled();
      return { ok: true };
    case 'drain':
      // Until the outbox is empty, as the snapshots say: a correction's Undo time, a backoff
      // and a retry are the engine's own to wait out (the test's hang guard bounds it).
      await new Promise<void>((resolve) => {
        const off = stint.subscribe((now) => {
          if (now.sync.queued === 0) {
            off();
            resolve();
          }
        });
        if (stint.snapshot().sync.queued === 0) {
          off();
          resolve();
        }
      });
      await hub.settled();
      return { ok: true };
  }
}

// The first line says the engine is open on the folder: what it shows before any command.
out(`ready ${JSON.stringify(state(stint.snapshot()))}`);

const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  if (line.trim() === '') continue;
  const parsed = parseChaosCommand(line);
  if (!parsed.ok) {
    out(`bad ${JSON.stringify(parsed.message)}`);
    continue;
  }
  const at = clock.now();
  const r = await perform(parsed.command);
  const ack: Ack = { n: parsed.command.n, at, ok: r.ok, ...(r.message !== undefined ? { message: r.message } : {}), ...state(stint.snapshot()) };
  out(`ack ${JSON.stringify(ack)}`);
}
await hub.close();
await lock.release();
process.exit(0);
