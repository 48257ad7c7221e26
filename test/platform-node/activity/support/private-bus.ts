// One private D-Bus session bus for a test file's D-Bus backends (KWin, GNOME), started before
// its tests and stopped after; where dbus-daemon is missing the tests skip and say why,
// except under CI, which installs it.

import { after, before } from 'node:test';
import dbus from 'dbus-next';
import { missingDbus, startDbusSession, type DbusSession } from '../../../support/dbus-session.ts';

export interface PrivateBus {
  /** The skip reason for the file's tests, or false. */
  readonly skip: string | false;
  /** The running bus (inside a test). */
  session(): DbusSession;
  /** A new connection to it, as the backends take. */
  bus(): dbus.MessageBus;
}

export function privateBusForFile(): PrivateBus {
  const missing = missingDbus(['dbus-daemon']);
  const skip = missing !== null && !process.env.CI ? missing : false;
  let session: DbusSession | undefined;
  before(async () => {
    if (!skip) session = await startDbusSession({ activation: false });
  });
  after(async () => {
    await session?.stop();
  });
  const running = (): DbusSession => {
    if (!session) throw new Error('the private bus is not running');
    return session;
  };
  return { skip, session: running, bus: () => dbus.sessionBus({ busAddress: running().address }) };
}
