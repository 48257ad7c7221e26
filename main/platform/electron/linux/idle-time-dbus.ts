// Idle time on Linux desktops where Electron cannot read it: under Wayland its
// powerMonitor.getSystemIdleTime() reads 0 whatever the person does. The desktop's own
// services answer on the session bus:
// - GNOME: org.gnome.Mutter.IdleMonitor, /org/gnome/Mutter/IdleMonitor/Core, GetIdletime → uint64 ms;
// - others: org.freedesktop.ScreenSaver GetSessionIdleTime → uint32 s, at /org/freedesktop/ScreenSaver
//   or /ScreenSaver. (KDE's kscreenlocker refuses this call under Wayland and answers in
//   milliseconds under X11, where Electron's own reading is used instead.)
// The first that answers is used; the probes never start a service (NO_AUTO_START).

import type { Message } from 'dbus-next';
import { errorText, openConnection, type BusFactory, type Connection, type MethodCall } from './dbus-connection.ts';

export type DbusIdleSourceName = 'mutter' | 'screensaver';

export interface DbusIdleTime {
  readonly source: DbusIdleSourceName;
  /** The service and object answering, for logs. */
  readonly detail: string;
  /** Seconds since the last input; rejects when the service or the bus stops answering. */
  read(): Promise<number>;
  close(): void;
}

export type DbusIdleResult =
  | { available: true; idle: DbusIdleTime; /** The probe's reading. */ firstSeconds: number }
  | { available: false; reason: string };

interface Candidate {
  source: DbusIdleSourceName;
  call: MethodCall;
  /** Seconds from the reply, or null when the reply is not what the interface promises. */
  seconds(reply: Message): number | null;
}

const MUTTER: Candidate = {
  source: 'mutter',
  call: {
    destination: 'org.gnome.Mutter.IdleMonitor',
    path: '/org/gnome/Mutter/IdleMonitor/Core',
    interface: 'org.gnome.Mutter.IdleMonitor',
    member: 'GetIdletime',
    noAutoStart: true,
  },
  seconds(reply) {
    const ms: unknown = reply.body[0];
    return reply.signature === 't' && typeof ms === 'bigint' && ms >= 0n ? Number(ms) / 1000 : null;
  },
};

const screensaverAt = (path: string): Candidate => ({
  source: 'screensaver',
  call: {
    destination: 'org.freedesktop.ScreenSaver',
    path,
    interface: 'org.freedesktop.ScreenSaver',
    member: 'GetSessionIdleTime',
    noAutoStart: true,
  },
  seconds(reply) {
    const s: unknown = reply.body[0];
    return reply.signature === 'u' && typeof s === 'number' && Number.isInteger(s) && s >= 0 ? s : null;
  },
});

const CANDIDATES: readonly Candidate[] = [MUTTER, screensaverAt('/org/freedesktop/ScreenSaver'), screensaverAt('/ScreenSaver')];

function describeCall(c: MethodCall): string {
  return `${c.interface}.${c.member} at ${c.destination} ${c.path}`;
}

async function readWith(conn: Connection, c: Candidate): Promise<number> {
  const reply = await conn.call(c.call);
  const seconds = c.seconds(reply);
  if (seconds === null) throw new Error(`${describeCall(c.call)} answered '${reply.signature}' ${String(reply.body[0])}`);
  return seconds;
}

export interface OpenDbusIdleTimeOptions {
  /** The session bus (`() => dbus.sessionBus()`); tests pass a private bus. */
  connect: BusFactory;
}

/** Finds the first idle-time service that answers; never throws. */
export async function openDbusIdleTime(options: OpenDbusIdleTimeOptions): Promise<DbusIdleResult> {
  const opened = openConnection(options.connect);
  if (!opened.ok) return { available: false, reason: `the session bus cannot be reached (${opened.reason})` };
  const conn = opened.connection;
  const reasons: string[] = [];
  for (const c of CANDIDATES) {
    try {
      const firstSeconds = await readWith(conn, c);
      const idle: DbusIdleTime = {
        source: c.source,
        detail: describeCall(c.call),
        read: () => readWith(conn, c),
        close: () => conn.close(),
      };
      return { available: true, idle, firstSeconds };
    } catch (e) {
      reasons.push(`${describeCall(c.call)}: ${errorText(e)}`);
    }
  }
  conn.close();
  return { available: false, reason: `no idle-time service answers on the session bus (${reasons.join('; ')})` };
}
