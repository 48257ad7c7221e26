// A private D-Bus session bus for one test file: the keychain and Linux idle/lock tests
// talk to real daemons (gnome-keyring, test services) on it, never to the machine's own bus.
// CI installs dbus (and gnome-keyring); where the daemon is missing the caller skips and
// says why, with `missingDbus()`.

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface DbusSession {
  /** The bus address, for DBUS_SESSION_BUS_ADDRESS or a D-Bus client's `busAddress`. */
  readonly address: string;
  /** A fresh HOME for processes on this bus (gnome-keyring keeps its files there). */
  readonly home: string;
  /** Environment for a child process on this bus: HOME and the bus address, no display. */
  env(extra?: Record<string, string>): NodeJS.ProcessEnv;
  /**
   * Ends the daemon with `signal` and resolves once it has exited: SIGKILL is a crash, SIGTERM
   * a clean exit that closes every connection. The folder stays until `stop()`.
   */
  kill(signal: NodeJS.Signals): Promise<void>;
  stop(): Promise<void>;
}

/** Why the D-Bus tests cannot run on this machine, or null when they can. */
export function missingDbus(programs: readonly string[] = ['dbus-daemon']): string | null {
  for (const p of programs) {
    const found = spawnSync('sh', ['-c', `command -v ${p}`], { encoding: 'utf8' });
    if (found.status !== 0) return `${p} is not installed (CI installs it through .ci/run: apt-get install dbus gnome-keyring libsecret-1-0)`;
  }
  return null;
}

async function firstLine(child: ChildProcess, what: string): Promise<string> {
  const lines = createInterface({ input: child.stdout! });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${what} exited (${code}) before it printed its address`)));
    lines.once('line', (line) => resolve(line.trim()));
  });
}

export interface DbusSessionOptions {
  /**
   * Let the bus start the machine's installed services on demand (default true). False:
   * nothing answers but what the test starts (gnome-keyring is activatable, so "no keyring"
   * needs this off).
   */
  readonly activation?: boolean;
}

export async function startDbusSession(options: DbusSessionOptions = {}): Promise<DbusSession> {
  const home = mkdtempSync(join(tmpdir(), 'stint-dbus-'));
  // The session bus's own configuration, but listening in our folder and with service
  // activation limited to what the machine installed (gnome-keyring activates this way).
  const config = join(home, 'session.conf');
  writeFileSync(
    config,
    `<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN" "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:dir=${home}</listen>
  <auth>EXTERNAL</auth>
  ${options.activation === false ? '' : '<standard_session_servicedirs />'}
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
`,
  );
  const daemon = spawn('dbus-daemon', [`--config-file=${config}`, '--nofork', '--print-address=1'], {
    stdio: ['ignore', 'pipe', 'ignore'],
    env: { ...process.env, HOME: home },
  });
  const address = await firstLine(daemon, 'dbus-daemon');
  const env = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => {
    const e: NodeJS.ProcessEnv = { ...process.env, HOME: home, DBUS_SESSION_BUS_ADDRESS: address, XDG_RUNTIME_DIR: home, ...extra };
    delete e.DISPLAY;
    delete e.WAYLAND_DISPLAY;
    return e;
  };
  const kill = async (signal: NodeJS.Signals): Promise<void> => {
    if (daemon.exitCode !== null || daemon.signalCode !== null) return;
    const exited = new Promise((r) => daemon.once('exit', r));
    daemon.kill(signal);
    await exited;
  };
  return {
    address,
    home,
    env,
    kill,
    async stop() {
      await kill('SIGTERM');
      rmSync(home, { recursive: true, force: true });
    },
  };
}
