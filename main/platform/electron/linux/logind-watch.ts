// Lock, unlock and sleep on Linux, from systemd-logind on the system bus: Electron's
// powerMonitor reports lock-screen/unlock-screen only on macOS and Windows.
//
// What logind offers, and what each means:
// - Session `Lock` / `Unlock` signals: a request to lock or unlock (`loginctl lock-session`,
//   a lid policy); the desktop's locker acts on it.
// - Session property `LockedHint`: set by the desktop's locker (GNOME, KDE) when the screen
//   really is locked or unlocked, including a lock by keyboard shortcut that never passes
//   through `Lock`. Both are watched; a lock told both ways is told once.
// - Manager `PrepareForSleep(true|false)`: the machine is about to suspend / has resumed.
// Our session is found as logind-session.ts says.
//
// The system bus is followed, not asked once (bus-link.ts): when it goes away (a restart of
// dbus or dbus-broker) the watch says so, and after a backoff on the injected clock it
// connects anew, finds the session again and subscribes again, so events come back by
// themselves; the same listeners hear them. No logind (yet) is retried the same way.
//
// Nothing here throws: no bus, no logind, no session each end in an "unavailable" state with
// the reason, and events come from powerMonitor alone meanwhile.

import dbus, { type Message } from 'dbus-next';
import type { SystemEvent } from '../../../core/ports.ts';
import { systemClock, type Clock } from '../../../time/clock.ts';
import { SystemEventMerge } from '../system-event-merge.ts';
import { followBusLink, type BackoffPolicy, type FollowedLink, type LinkState } from './bus-link.ts';
import { deliver, errorText, matchRule, type BusFactory, type Connection } from './dbus-connection.ts';
import { LOGIN1, MANAGER, MANAGER_PATH, SESSION, findSession, type LogindSession, type SessionQuery } from './logind-session.ts';

export type { LogindSession, SessionFoundBy } from './logind-session.ts';

const PROPERTIES = 'org.freedesktop.DBus.Properties';
const BUS = 'org.freedesktop.DBus';

/** Whether logind's events can be heard now, and why not: for the Settings screen and the log. */
export type LogindState =
  | { readonly state: 'checking' }
  | { readonly state: 'available'; readonly session: LogindSession }
  | {
      readonly state: 'unavailable';
      readonly reason: string;
      /** When the bus is tried again. */
      readonly retryInMs: number;
      /** The system bus itself cannot be reached: its own words, for a Settings line in the person's language. */
      readonly busError?: string;
      /** No session of ours found: each way's own failure (D-Bus's words), for that line. */
      readonly sessionsTried?: string;
      /** logind's signals refused: the bus's own error, for that line. */
      readonly subscribeError?: string;
    };

/** A logind watch that follows the system bus as it comes and goes: `current()` says whether events can be heard now (with the session), or why not. */
export interface LogindFollow extends FollowedLink<LogindState> {
  /** lock/unlock of our session, suspend/resume of the machine, across reconnections; returns the unsubscribe function. */
  onEvent(listener: (event: SystemEvent) => void): () => void;
  /** Disconnects from the bus and stops reconnecting; nothing is told afterwards. */
  close(): void;
}

export interface WatchLogindOptions extends SessionQuery {
  /** The system bus (`() => dbus.systemBus()`); tests pass a private bus. */
  readonly connect: BusFactory;
  /** Bounds each call and waits out the backoff: the shell's clock; systemClock when not given. */
  readonly clock?: Pick<Clock, 'sleep'>;
  /** Default BUS_BACKOFF (bus-link.ts). */
  readonly backoff?: BackoffPolicy;
  /** Default CALL_TIMEOUT_MS (dbus-connection.ts). */
  readonly callTimeoutMs?: number;
}

type Source = 'Lock signal' | 'LockedHint' | 'sleep';

function lockedHintChange(msg: Message): boolean | null {
  const [iface, changed]: unknown[] = msg.body;
  if (iface !== SESSION || typeof changed !== 'object' || changed === null || !('LockedHint' in changed)) return null;
  const variant: unknown = changed.LockedHint;
  const value = typeof variant === 'object' && variant !== null && 'value' in variant ? variant.value : undefined;
  return typeof value === 'boolean' ? value : null;
}

/** No logind session found (`tried`: each way's failure); its message is the log's line. */
class NoSession extends Error {
  constructor(message: string, readonly tried: string) {
    super(message);
  }
}

/** logind's signals could not be subscribed to (`error`: the bus's own words). */
class NotSubscribed extends Error {
  constructor(readonly error: string) {
    super(`logind signals cannot be subscribed to (${error})`);
  }
}

/** Finds the session on a fresh connection and subscribes to its signals; rejects with the reason it cannot. */
async function subscribe(conn: Connection, query: SessionQuery, tell: (source: Source, event: SystemEvent) => void): Promise<LogindSession> {
  const session = await findSession(conn, query);
  if ('reason' in session) throw new NoSession(session.reason, session.tried);
  let owner = session.owner;
  conn.onMessage((msg) => {
    if (msg.type !== dbus.MessageType.SIGNAL) return;
    if (msg.sender === BUS && msg.member === 'NameOwnerChanged' && msg.body[0] === LOGIN1) {
      // logind restarted (an upgrade): the sessions survive, under a new unique name.
      if (typeof msg.body[2] === 'string') owner = msg.body[2];
      return;
    }
    // Only logind's own: a unicast signal from any other process reaches us too.
    if (msg.sender !== owner) return;
    if (msg.path === session.path && msg.interface === SESSION) {
      if (msg.member === 'Lock') tell('Lock signal', 'lock');
      else if (msg.member === 'Unlock') tell('Lock signal', 'unlock');
    } else if (msg.path === session.path && msg.interface === PROPERTIES && msg.member === 'PropertiesChanged') {
      const hint = lockedHintChange(msg);
      if (hint !== null) tell('LockedHint', hint ? 'lock' : 'unlock');
    } else if (msg.path === MANAGER_PATH && msg.interface === MANAGER && msg.member === 'PrepareForSleep') {
      const start: unknown = msg.body[0];
      if (typeof start === 'boolean') tell('sleep', start ? 'suspend' : 'resume');
    }
  });
  const rules = [
    matchRule({ type: 'signal', sender: LOGIN1, path: session.path, interface: SESSION, member: 'Lock' }),
    matchRule({ type: 'signal', sender: LOGIN1, path: session.path, interface: SESSION, member: 'Unlock' }),
    matchRule({ type: 'signal', sender: LOGIN1, path: session.path, interface: PROPERTIES, member: 'PropertiesChanged', arg0: SESSION }),
    matchRule({ type: 'signal', sender: LOGIN1, path: MANAGER_PATH, interface: MANAGER, member: 'PrepareForSleep' }),
    matchRule({ type: 'signal', sender: BUS, interface: BUS, member: 'NameOwnerChanged', arg0: LOGIN1 }),
  ];
  try {
    await Promise.all(rules.map((r) => conn.addMatch(r)));
  } catch (e) {
    // The bus gone: the link says so. Otherwise no event could be heard on this connection.
    if (conn.endedBecause() !== null) throw e;
    throw new NotSubscribed(errorText(e));
  }
  return { path: session.path, foundBy: session.foundBy };
}

function stateOf(link: LinkState<LogindSession>): LogindState {
  switch (link.state) {
    case 'connecting':
      return { state: 'checking' };
    case 'up':
      return { state: 'available', session: link.value };
    case 'down':
      if (link.cause === 'bus') return { state: 'unavailable', reason: `the system bus cannot be reached (${link.reason})`, retryInMs: link.retryInMs, busError: link.reason };
      if (link.error instanceof NoSession) return { state: 'unavailable', reason: link.reason, retryInMs: link.retryInMs, sessionsTried: link.error.tried };
      if (link.error instanceof NotSubscribed) return { state: 'unavailable', reason: link.reason, retryInMs: link.retryInMs, subscribeError: link.error.error };
      return { state: 'unavailable', reason: link.reason, retryInMs: link.retryInMs };
  }
}

/** Follows logind on the system bus for as long as it runs; never throws. */
export function followLogind(options: WatchLogindOptions): LogindFollow {
  const listeners = new Set<(event: SystemEvent) => void>();
  // One merge for the watch's whole life: a lock told before the bus went and again after is one lock.
  const merge = new SystemEventMerge<'Lock signal' | 'LockedHint'>();
  let closed = false;
  const tell = (source: Source, event: SystemEvent): void => {
    if (closed) return;
    if (source !== 'sleep' && !merge.accept(source, event)) return;
    deliver(listeners, event);
  };
  const followed = followBusLink<LogindSession, LogindState>({
    connect: options.connect,
    clock: options.clock ?? systemClock,
    ...(options.backoff ? { backoff: options.backoff } : {}),
    ...(options.callTimeoutMs !== undefined ? { callTimeoutMs: options.callTimeoutMs } : {}),
    setUp: (conn) => subscribe(conn, options, tell),
    initial: { state: 'checking' },
    stateOf,
  });
  return {
    ...followed,
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      closed = true;
      listeners.clear();
      followed.close();
    },
  };
}
