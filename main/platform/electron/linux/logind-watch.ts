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
//
// Our session is found by XDG_SESSION_ID, else by our process id, else through logind's
// `session/auto` alias (the caller's or the user's display session). Signals carry the real
// object path, never `auto`, so the alias is resolved to its id first.
//
// Nothing here throws out of `watchLogind`: no bus, no logind, no session each end in a
// "not available" result with the reason, and events come from powerMonitor alone.

import dbus, { type Message } from 'dbus-next';
import type { SystemEvent } from '../../../core/ports.ts';
import { SystemEventMerge } from '../system-event-merge.ts';
import { deliver, errorText, matchRule, openConnection, type BusFactory, type Connection } from './dbus-connection.ts';

const LOGIN1 = 'org.freedesktop.login1';
const MANAGER_PATH = '/org/freedesktop/login1';
const MANAGER = 'org.freedesktop.login1.Manager';
const SESSION = 'org.freedesktop.login1.Session';
const PROPERTIES = 'org.freedesktop.DBus.Properties';
const AUTO_PATH = '/org/freedesktop/login1/session/auto';

export type SessionFoundBy = 'XDG_SESSION_ID' | 'process id' | 'session/auto';

export interface LogindSession {
  /** The session's object path, e.g. /org/freedesktop/login1/session/_32. */
  readonly path: string;
  readonly foundBy: SessionFoundBy;
}

export interface LogindWatch {
  readonly session: LogindSession;
  /** lock/unlock of our session, suspend/resume of the machine; returns the unsubscribe function. */
  onEvent(listener: (event: SystemEvent) => void): () => void;
  /** Disconnects from the bus; no event is told afterwards. */
  close(): void;
}

export type LogindResult = { available: true; watch: LogindWatch } | { available: false; reason: string };

export interface WatchLogindOptions {
  /** The system bus (`() => dbus.systemBus()`); tests pass a private bus. */
  connect: BusFactory;
  /** XDG_SESSION_ID from the environment, when set. */
  sessionId?: string | undefined;
  /** Default: this process. */
  pid?: number;
}

type Found = { ok: true; path: string; owner: string } | { ok: false; reason: string };

function objectPath(reply: Message): string | null {
  const v: unknown = reply.body[0];
  return reply.signature === 'o' && typeof v === 'string' ? v : null;
}

async function sessionPathBy(conn: Connection, member: 'GetSession' | 'GetSessionByPID', arg: string | number): Promise<Found> {
  try {
    const reply = await conn.call({
      destination: LOGIN1,
      path: MANAGER_PATH,
      interface: MANAGER,
      member,
      signature: member === 'GetSession' ? 's' : 'u',
      body: [arg],
    });
    const path = objectPath(reply);
    return path ? { ok: true, path, owner: reply.sender } : { ok: false, reason: `${member} answered ${reply.signature}, not an object path` };
  } catch (e) {
    return { ok: false, reason: `${member}(${arg}): ${errorText(e)}` };
  }
}

async function autoSessionPath(conn: Connection): Promise<Found> {
  try {
    const reply = await conn.call({
      destination: LOGIN1,
      path: AUTO_PATH,
      interface: PROPERTIES,
      member: 'Get',
      signature: 'ss',
      body: [SESSION, 'Id'],
    });
    const variant: unknown = reply.body[0];
    const id = typeof variant === 'object' && variant !== null && 'value' in variant ? variant.value : undefined;
    if (typeof id !== 'string' || id === '') return { ok: false, reason: 'session/auto has no Id' };
    return await sessionPathBy(conn, 'GetSession', id);
  } catch (e) {
    return { ok: false, reason: `session/auto: ${errorText(e)}` };
  }
}

async function findSession(conn: Connection, options: WatchLogindOptions): Promise<(LogindSession & { owner: string }) | { reason: string }> {
  const reasons: string[] = [];
  const attempts: [SessionFoundBy, () => Promise<Found>][] = [];
  if (options.sessionId) attempts.push(['XDG_SESSION_ID', () => sessionPathBy(conn, 'GetSession', options.sessionId!)]);
  attempts.push(['process id', () => sessionPathBy(conn, 'GetSessionByPID', options.pid ?? process.pid)]);
  attempts.push(['session/auto', () => autoSessionPath(conn)]);
  for (const [foundBy, attempt] of attempts) {
    const found = await attempt();
    if (found.ok) return { path: found.path, foundBy, owner: found.owner };
    reasons.push(found.reason);
    // No logind on the bus at all: the other ways would fail the same way.
    if (/ServiceUnknown|NameHasNoOwner/.test(found.reason)) break;
  }
  return { reason: `no logind session found (${reasons.join('; ')})` };
}

function lockedHintChange(msg: Message): boolean | null {
  const [iface, changed]: unknown[] = msg.body;
  if (iface !== SESSION || typeof changed !== 'object' || changed === null || !('LockedHint' in changed)) return null;
  const variant: unknown = changed.LockedHint;
  const value = typeof variant === 'object' && variant !== null && 'value' in variant ? variant.value : undefined;
  return typeof value === 'boolean' ? value : null;
}

export async function watchLogind(options: WatchLogindOptions): Promise<LogindResult> {
  const opened = openConnection(options.connect);
  if (!opened.ok) return { available: false, reason: `the system bus cannot be reached (${opened.reason})` };
  const conn = opened.connection;
  const session = await findSession(conn, options);
  if ('reason' in session) {
    conn.close();
    return { available: false, reason: session.reason };
  }

  const listeners = new Set<(event: SystemEvent) => void>();
  const merge = new SystemEventMerge<'Lock signal' | 'LockedHint'>();
  let owner = session.owner;
  let closed = false;
  const tell = (source: 'Lock signal' | 'LockedHint' | 'sleep', event: SystemEvent): void => {
    if (closed) return;
    if (source !== 'sleep' && !merge.accept(source, event)) return;
    deliver(listeners, event);
  };

  conn.onMessage((msg) => {
    if (msg.type !== dbus.MessageType.SIGNAL) return;
    if (msg.sender === 'org.freedesktop.DBus' && msg.member === 'NameOwnerChanged' && msg.body[0] === LOGIN1) {
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
    matchRule({ type: 'signal', sender: 'org.freedesktop.DBus', interface: 'org.freedesktop.DBus', member: 'NameOwnerChanged', arg0: LOGIN1 }),
  ];
  try {
    await Promise.all(rules.map((r) => conn.addMatch(r)));
  } catch (e) {
    conn.close();
    return { available: false, reason: `logind signals cannot be subscribed to (${errorText(e)})` };
  }

  return {
    available: true,
    watch: {
      session: { path: session.path, foundBy: session.foundBy },
      onEvent(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      close() {
        closed = true;
        listeners.clear();
        conn.close();
      },
    },
  };
}
