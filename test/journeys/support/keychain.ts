// The journeys' keychain. On Linux: gnome-keyring, unlocked, on a private D-Bus session
// bus, as a desktop session has it. On macOS and Windows: the system's own (the login
// Keychain, the Credential Manager), each run under an entry of its own. The app under test (the harness's engine in this process, or the
// real app's process) keeps the session there, and a journey reads the entry straight
// from the keyring with keytar to see what the app left behind.
//
// libsecret keeps one bus connection per process, made at the first keychain call: this
// process's DBUS_SESSION_BUS_ADDRESS points at the private bus before any such call.

import { createRequire } from 'node:module';
import { missingDbus, startDbusSession, type DbusSession } from '../../support/dbus-session.ts';
import { startKeyring, type Keyring } from '../../support/keyring.ts';

const keytar = createRequire(import.meta.url)('@github/keytar') as typeof import('@github/keytar');

export interface JourneyKeychain {
  /** Linux: the private bus, for the real app's environment. */
  readonly busAddress: string | null;
  /** What the keyring holds under `service` and `account`, or null. */
  read(service: string, account: string): Promise<string | null>;
  /** Removes an entry a run left behind (a journey that ended signed in). */
  remove(service: string, account: string): Promise<void>;
  stop(): Promise<void>;
}

/** Why there is no keychain for the journeys here, or false. Under CI (which installs them) never a reason: missing programs fail there. */
export function keychainMissing(): string | false {
  if (process.platform !== 'linux') return false;
  const missing = missingDbus(['dbus-daemon', 'gnome-keyring-daemon']);
  return missing !== null && !process.env.CI ? `no keychain for the journeys: ${missing}` : false;
}

const read = (service: string, account: string) => keytar.getPassword(service, account);
const remove = async (service: string, account: string) => {
  await keytar.deletePassword(service, account);
};

export async function startJourneyKeychain(): Promise<JourneyKeychain> {
  if (process.platform !== 'linux') return { busAddress: null, read, remove, stop: async () => undefined };
  const session: DbusSession = await startDbusSession();
  let keyring: Keyring;
  try {
    keyring = await startKeyring(session, 'journey-keyring-password');
  } catch (e) {
    await session.stop();
    throw e;
  }
  process.env.DBUS_SESSION_BUS_ADDRESS = session.address;
  return {
    busAddress: session.address,
    read,
    remove,
    async stop() {
      await keyring.stop();
      await session.stop();
    },
  };
}
