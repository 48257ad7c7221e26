// gnome-keyring's Secret Service on a private D-Bus session (support/dbus-session.ts): the
// keychain tests and the journeys' keychain. CI installs it through .ci/run; a caller checks
// with missingDbus(['dbus-daemon', 'gnome-keyring-daemon']).

import { spawn, type ChildProcess } from 'node:child_process';
import { sessionBus } from 'dbus-next';
import type { DbusSession } from './dbus-session.ts';

/** Resolves once someone owns `name` on the bus; rejects if the daemon exits first. */
async function nameOwned(session: DbusSession, name: string, daemon: ChildProcess): Promise<void> {
  const bus = sessionBus({ busAddress: session.address });
  try {
    const proxy = await bus.getProxyObject('org.freedesktop.DBus', '/org/freedesktop/DBus');
    const dbus = proxy.getInterface('org.freedesktop.DBus');
    await new Promise<void>((resolve, reject) => {
      daemon.once('exit', (code) => reject(new Error(`gnome-keyring-daemon exited (${code}) before it took ${name}`)));
      // The signal's match rule is sent before the question, so one of the two sees the owner.
      dbus.on('NameOwnerChanged', (changed: string, _old: string, owner: string) => {
        if (changed === name && owner !== '') resolve();
      });
      (dbus.NameHasOwner!(name) as Promise<boolean>).then((has) => has && resolve(), reject);
    });
  } finally {
    bus.disconnect();
  }
}

export interface Keyring {
  readonly daemon: ChildProcess;
  stop(): Promise<void>;
}

/** gnome-keyring's Secret Service on the session's bus; `unlockWith` creates or unlocks the login keyring. */
export async function startKeyring(session: DbusSession, unlockWith: string | null, env: Record<string, string> = {}): Promise<Keyring> {
  const args = ['--foreground', '--components=secrets', ...(unlockWith === null ? [] : ['--unlock'])];
  const daemon = spawn('gnome-keyring-daemon', args, { env: session.env(env), stdio: [unlockWith === null ? 'ignore' : 'pipe', 'ignore', 'ignore'] });
  if (unlockWith !== null) daemon.stdin!.end(unlockWith);
  await nameOwned(session, 'org.freedesktop.secrets', daemon);
  return {
    daemon,
    async stop() {
      if (daemon.exitCode !== null || daemon.signalCode !== null) return;
      const exited = new Promise((r) => daemon.once('exit', r));
      daemon.kill('SIGTERM');
      await exited;
    },
  };
}

