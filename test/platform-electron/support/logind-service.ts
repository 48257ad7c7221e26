// A stand-in for systemd-logind (org.freedesktop.login1), written with dbus-next's service
// API: the Manager with GetSession, GetSessionByPID and the PrepareForSleep signal, and one
// Session object with the Lock and Unlock signals and the LockedHint property. A test makes
// logind "do" something by calling `lock()`, `setLockedHint()` or `prepareForSleep()`.

import dbus from 'dbus-next';
import { serve, type Served } from './dbus-service.ts';

const { Interface } = dbus.interface;

export const SESSION_PATH = '/org/freedesktop/login1/session/_37';
export const AUTO_PATH = '/org/freedesktop/login1/session/auto';

class Manager extends Interface {
  constructor(private readonly session: { id: string; pid: number | null }) {
    super('org.freedesktop.login1.Manager');
  }

  GetSession(id: string): string {
    if (id === this.session.id) return SESSION_PATH;
    throw new dbus.DBusError('org.freedesktop.login1.NoSuchSession', `No session '${id}' known`);
  }

  GetSessionByPID(pid: number): string {
    if (pid === this.session.pid) return SESSION_PATH;
    throw new dbus.DBusError('org.freedesktop.login1.NoSessionForPID', `PID ${pid} does not belong to any known session`);
  }

  PrepareForSleep(start: boolean): boolean {
    return start;
  }
}
Manager.configureMembers({
  methods: {
    GetSession: { inSignature: 's', outSignature: 'o' },
    GetSessionByPID: { inSignature: 'u', outSignature: 'o' },
  },
  signals: { PrepareForSleep: { signature: 'b' } },
});

class Session extends Interface {
  LockedHint = false;

  constructor(readonly Id: string) {
    super('org.freedesktop.login1.Session');
  }

  Lock(): void {}

  Unlock(): void {}
}
Session.configureMembers({
  properties: {
    Id: { signature: 's', access: 'read' },
    LockedHint: { signature: 'b', access: 'read' },
  },
  signals: { Lock: { signature: '' }, Unlock: { signature: '' } },
});

export interface LogindOptions {
  sessionId: string;
  /** The process id GetSessionByPID knows (null: none). */
  pid: number | null;
  /** Whether `session/auto` resolves (logind: the caller's or the user's display session). */
  auto: boolean;
}

export interface FakeLogind extends Served {
  lock(): void;
  unlock(): void;
  setLockedHint(locked: boolean): void;
  prepareForSleep(start: boolean): void;
}

export async function startLogind(address: string, options: LogindOptions): Promise<FakeLogind> {
  const session = new Session(options.sessionId);
  const objects: [string, dbus.interface.Interface][] = [
    ['/org/freedesktop/login1', new Manager({ id: options.sessionId, pid: options.pid })],
    [SESSION_PATH, session],
  ];
  if (options.auto) objects.push([AUTO_PATH, new Session(options.sessionId)]);
  const served = await serve(address, 'org.freedesktop.login1', objects);
  const manager = objects[0]![1] as Manager;
  return {
    ...served,
    lock: () => session.Lock(),
    unlock: () => session.Unlock(),
    setLockedHint(locked) {
      session.LockedHint = locked;
      Interface.emitPropertiesChanged(session, { LockedHint: locked }, []);
    },
    prepareForSleep: (start) => void manager.PrepareForSleep(start),
  };
}
