// Idle time on Linux desktops where Electron cannot read it: under Wayland its
// powerMonitor.getSystemIdleTime() reads 0 whatever the person does. The desktop's own
// services answer on the session bus:
// - GNOME: org.gnome.Mutter.IdleMonitor, /org/gnome/Mutter/IdleMonitor/Core, GetIdletime → uint64 ms;
// - others: org.freedesktop.ScreenSaver GetSessionIdleTime → uint32 s, at /org/freedesktop/ScreenSaver
//   or /ScreenSaver. (KDE's kscreenlocker refuses this call under Wayland and answers in
//   milliseconds under X11, where Electron's own reading is used instead.)
// The first that answers is used; the probes never start a service (NO_AUTO_START).
//
// The connection is kept by a bus link (bus-link.ts): when the session bus goes away the
// reading is unavailable at once (reads fail fast), and the services are probed again on a
// new connection after a backoff, so idle time comes back by itself with the bus. A service
// that goes while the bus stays (Mutter or the ScreenSaver service restarted, or hung) fails
// each read; after a few in a row the reading is unavailable and the services are probed
// again the same way, so idle time comes back with the service too.

import type { Message } from 'dbus-next';
import type { Clock } from '../../../time/clock.ts';
import { followBusLink, type BackoffPolicy, type LinkState } from './bus-link.ts';
import { errorText, type BusFactory, type Connection, type MethodCall } from './dbus-connection.ts';

export type DbusIdleSourceName = 'mutter' | 'screensaver';

export type DbusIdleState =
  | { readonly state: 'checking' }
  | {
      readonly state: 'available';
      readonly source: DbusIdleSourceName;
      /** The service and object answering, for logs and the Settings line. */
      readonly detail: string;
      /** The probe's reading, in seconds. */
      readonly firstSeconds: number;
    }
  | {
      readonly state: 'unavailable';
      readonly reason: string;
      /** When the services are asked again. */
      readonly retryInMs: number;
      /** The session bus itself cannot be reached: its own words, for a Settings line in the person's language. */
      readonly busError?: string;
      /** No idle-time service answers on the bus: each one's own reason (D-Bus's words), for that line. */
      readonly services?: string;
      /** The service found stopped answering (`service`: its call; `error`: the last read's, D-Bus's words), for that line. */
      readonly stopped?: { readonly service: string; readonly reads: number; readonly error: string };
    };

export interface DbusIdleTime {
  /** What answers now, or why nothing does. */
  current(): DbusIdleState;
  /** Told each time `current()` changes; returns the unsubscribe function. */
  onChange(listener: (state: DbusIdleState) => void): () => void;
  /** Resolves once the first answer is in (available or not); never rejects. */
  readonly ready: Promise<void>;
  /** Seconds since the last input; rejects when the service or the bus does not answer, at once while it is unavailable. */
  read(): Promise<number>;
  /** Disconnects and stops asking; nothing is told afterwards. */
  close(): void;
}

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

/** Reads failed in a row, on the service found, after which it is given up and probed for again. */
export const FAILED_READS_TO_PROBE_AGAIN = 3;

export interface WatchDbusIdleTimeOptions {
  /** The session bus (`() => dbus.sessionBus()`); tests pass a private bus. */
  readonly connect: BusFactory;
  /** Bounds each call and waits out the backoff: systemClock in the shell, ManualClock in tests. */
  readonly clock: Pick<Clock, 'sleep'>;
  readonly backoff?: BackoffPolicy;
  readonly callTimeoutMs?: number;
}

interface Found {
  readonly conn: Connection;
  readonly candidate: Candidate;
  readonly firstSeconds: number;
}

/** No idle-time service answered the probe: `services`, each one's own reason (the log's line is the message). */
class NoIdleService extends Error {
  constructor(readonly services: string) {
    super(`no idle-time service answers on the session bus (${services})`);
  }
}

/** The service found failed `reads` reads in a row (the last with `error`): dropped, then probed for again. */
class StoppedAnswering extends Error {
  constructor(
    readonly service: string,
    readonly reads: number,
    readonly error: string,
  ) {
    super(`${service} stopped answering (${reads} reads in a row failed, the last: ${error})`);
  }
}

/** The first idle-time service that answers on this connection; rejects with each one's reason. */
async function probe(conn: Connection): Promise<Found> {
  const reasons: string[] = [];
  for (const candidate of CANDIDATES) {
    try {
      return { conn, candidate, firstSeconds: await readWith(conn, candidate) };
    } catch (e) {
      reasons.push(`${describeCall(candidate.call)}: ${errorText(e)}`);
    }
  }
  throw new NoIdleService(reasons.join('; '));
}

function stateOf(link: LinkState<Found>): DbusIdleState {
  switch (link.state) {
    case 'connecting':
      return { state: 'checking' };
    case 'up':
      return { state: 'available', source: link.value.candidate.source, detail: describeCall(link.value.candidate.call), firstSeconds: link.value.firstSeconds };
    case 'down':
      if (link.cause === 'bus') return { state: 'unavailable', reason: `the session bus cannot be reached (${link.reason})`, retryInMs: link.retryInMs, busError: link.reason };
      if (link.error instanceof NoIdleService) return { state: 'unavailable', reason: link.reason, retryInMs: link.retryInMs, services: link.error.services };
      if (link.error instanceof StoppedAnswering) {
        const { service, reads, error } = link.error;
        return { state: 'unavailable', reason: link.reason, retryInMs: link.retryInMs, stopped: { service, reads, error } };
      }
      return { state: 'unavailable', reason: link.reason, retryInMs: link.retryInMs };
  }
}

/** Finds the first idle-time service that answers, and keeps finding it; never throws. */
export function watchDbusIdleTime(options: WatchDbusIdleTimeOptions): DbusIdleTime {
  let found: Found | null = null;
  let failedReads = 0;
  const followed = followBusLink<Found, DbusIdleState>({
    connect: options.connect,
    clock: options.clock,
    ...(options.backoff ? { backoff: options.backoff } : {}),
    ...(options.callTimeoutMs !== undefined ? { callTimeoutMs: options.callTimeoutMs } : {}),
    setUp: probe,
    initial: { state: 'checking' },
    stateOf,
    onState(next) {
      found = next.state === 'up' ? next.value : null;
      failedReads = 0;
    },
  });
  const readFound = async (f: Found): Promise<number> => {
    try {
      const seconds = await readWith(f.conn, f.candidate);
      if (found === f) failedReads = 0;
      return seconds;
    } catch (e) {
      // Only reads on the service still in use count: one that failed before a new probe does not.
      if (found === f && ++failedReads >= FAILED_READS_TO_PROBE_AGAIN) {
        const stopped = new StoppedAnswering(describeCall(f.candidate.call), FAILED_READS_TO_PROBE_AGAIN, errorText(e));
        followed.drop(stopped.message, stopped);
      }
      throw e;
    }
  };
  return {
    ...followed,
    read() {
      if (found) return readFound(found);
      const now = followed.current();
      return Promise.reject(new Error(now.state === 'unavailable' ? now.reason : 'the session bus is still being asked'));
    },
    close() {
      followed.close();
      found = null;
    },
  };
}
