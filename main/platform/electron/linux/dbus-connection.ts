// One D-Bus connection as the Linux idle, lock and tray adapters need it. dbus-next has sharp
// edges this file blunts:
// - a bus emits 'error' (connection refused, socket closed) and an unhandled 'error' throws;
// - a call whose connection dies is never answered, and a socket the bus closes cleanly is
//   not even an error: dbus-next's connection emits 'end', which its MessageBus does not pass
//   on, so the call's promise would wait forever;
// - a call has no timeout: a service that never answers keeps it (and dbus-next's reply
//   handler for it) forever.
// Here every error is handled; an error, the socket's end or its close ends the connection,
// rejecting the calls pending then and every later one at once; and each call is bounded on
// the injected clock. Each call holds only its own timer and its entry among the pending
// calls, both gone when it settles: a connection that lives for weeks and answers a call
// every few seconds keeps nothing per call.

import dbus, { type Message, type MessageBus } from 'dbus-next';
import { systemClock, type Clock } from '../../../time/clock.ts';

/** Makes a new bus connection: `dbus.systemBus()`, `dbus.sessionBus()`, or a test's private bus. */
export type BusFactory = () => MessageBus;

/**
 * How long a call waits for its reply by default: libdbus's own default reply timeout
 * (DBUS_TIMEOUT_USE_DEFAULT, 25 s), which the desktops' services are written to answer within.
 */
export const CALL_TIMEOUT_MS = 25_000;

export interface MethodCall {
  destination: string;
  path: string;
  interface: string;
  member: string;
  signature?: string;
  body?: unknown[];
  /** Do not start the service if it is not running (probing for optional desktop services). */
  noAutoStart?: boolean;
}

export interface ConnectionOptions {
  /** Times each call: systemClock by default, a test's ManualClock in tests. */
  readonly clock?: Pick<Clock, 'sleep'>;
  /** Default CALL_TIMEOUT_MS. */
  readonly callTimeoutMs?: number;
}

export interface Connection {
  /**
   * The method's reply; rejects with the service's `DBusError`, with the connection's end, or
   * when no reply came within the call timeout.
   */
  call(call: MethodCall): Promise<Message>;
  /** Adds a match rule; once this resolves the bus delivers the matching signals. */
  addMatch(rule: string): Promise<void>;
  /** Every message the bus delivers (signals included); returns the unsubscribe function. */
  onMessage(listener: (msg: Message) => void): () => void;
  /**
   * Told once, when the connection ends: the bus went away (the reason says how) or `close()`
   * was called. A listener added after the end is told at once. Returns the unsubscribe function.
   */
  onEnd(listener: (reason: string) => void): () => void;
  /** Why the connection no longer works, or null while it does. */
  endedBecause(): string | null;
  close(): void;
}

export type Opened = { ok: true; connection: Connection } | { ok: false; reason: string };

export function errorText(e: unknown): string {
  if (e instanceof dbus.DBusError) return `${e.type}: ${e.text}`;
  // dbus-next opens `unix:abstract=` addresses only through an optional native module that
  // Stint does not ship; say what that means rather than which module is missing.
  if (e instanceof Error && e.message.includes("'usocket'")) return 'the bus address is an abstract socket, which this D-Bus client cannot open';
  if (e instanceof Error) return e.message;
  return String(e);
}

/**
 * What dbus-next 0.10.2 keeps to itself but a connection needs: its connection object, which
 * alone hears the socket end, and the table of reply handlers, from which a call given up on
 * is removed (nothing else would ever remove it). Optional: a bus without them still works,
 * only without those two.
 */
interface BusInternals {
  readonly _connection?: {
    on(event: 'end', listener: () => void): unknown;
    readonly stream?: { on(event: 'close', listener: () => void): unknown };
  };
  readonly _methodReturnHandlers?: Record<number, unknown>;
}

/** Why a call's timer stops: given, so that no DOMException is made (with its stack) for every call. */
const SETTLED = new Error('the call settled');

/** Opens a connection; never throws (a bus that cannot be made is a reason, not an error). */
export function openConnection(factory: BusFactory, options: ConnectionOptions = {}): Opened {
  const clock = options.clock ?? systemClock;
  const timeoutMs = options.callTimeoutMs ?? CALL_TIMEOUT_MS;
  let bus: MessageBus;
  try {
    bus = factory();
  } catch (e) {
    return { ok: false, reason: errorText(e) };
  }
  const internals = bus as unknown as BusInternals;
  let ended: string | null = null;
  const pending = new Set<(e: Error) => void>();
  const endListeners = new Set<(reason: string) => void>();

  const end = (reason: string): void => {
    if (ended !== null) return;
    ended = reason;
    const error = new Error(reason);
    for (const fail of [...pending]) fail(error);
    bus.removeAllListeners('message');
    try {
      bus.disconnect();
    } catch {
      // Already gone: nothing to close.
    }
    deliver([...endListeners], reason);
    endListeners.clear();
  };
  // Kept for the bus's whole life: dbus-next may still report an error after the end.
  bus.on('error', (e: unknown) => end(`the D-Bus connection failed (${errorText(e)})`));
  internals._connection?.on('end', () => end('the bus closed the D-Bus connection'));
  internals._connection?.stream?.on('close', () => end('the D-Bus connection closed'));
  // dbus-next answers some messages itself (an unknown method's error, its own failure), from
  // inside its socket's event handler: a message that arrives as the socket closes is answered
  // on a stream no longer writable, and that send throws out of the handler, past every
  // listener, into an uncaught exception. Here it ends the connection instead (a call's own
  // send is covered too: its pending promise is rejected by the end).
  const send = bus.send.bind(bus);
  bus.send = (msg: Message): void => {
    try {
      send(msg);
    } catch (e) {
      end(`the D-Bus connection closed (${errorText(e)})`);
    }
  };

  const call = (c: MethodCall): Promise<Message> => {
    if (ended !== null) return Promise.reject(new Error(ended));
    const msg = new dbus.Message({
      destination: c.destination,
      path: c.path,
      interface: c.interface,
      member: c.member,
      ...(c.signature !== undefined ? { signature: c.signature, body: c.body ?? [] } : {}),
      ...(c.noAutoStart ? { flags: dbus.MessageFlag.NO_AUTO_START } : {}),
    });
    return new Promise<Message>((resolve, reject) => {
      const timer = new AbortController();
      // True for the first outcome only; it takes the call off the pending set and stops its timer.
      const settle = (): boolean => {
        if (timer.signal.aborted) return false;
        timer.abort(SETTLED);
        pending.delete(fail);
        return true;
      };
      const fail = (e: unknown): void => {
        if (settle()) reject(e);
      };
      pending.add(fail);
      clock.sleep(timeoutMs, timer.signal).then(
        () => {
          // The reply may still come, or never: either way nobody waits for it any more.
          if (msg.serial !== null) delete internals._methodReturnHandlers?.[msg.serial];
          fail(new Error(`${c.member}: no reply within ${timeoutMs} ms`));
        },
        () => undefined,
      );
      // bus.call can throw inside its executor (a closed stream): that rejects its promise.
      bus.call(msg).then((reply) => {
        if (!settle()) return;
        if (reply === null) reject(new Error(`${c.member}: no reply`));
        else resolve(reply);
      }, fail);
    });
  };

  return {
    ok: true,
    connection: {
      call,
      async addMatch(rule) {
        await call({
          destination: 'org.freedesktop.DBus',
          path: '/org/freedesktop/DBus',
          interface: 'org.freedesktop.DBus',
          member: 'AddMatch',
          signature: 's',
          body: [rule],
        });
      },
      onMessage(listener) {
        if (ended !== null) return () => undefined;
        bus.on('message', listener);
        return () => bus.off('message', listener);
      },
      onEnd(listener) {
        if (ended !== null) {
          deliver([listener], ended);
          return () => undefined;
        }
        endListeners.add(listener);
        return () => endListeners.delete(listener);
      },
      endedBecause: () => ended,
      close: () => end('the D-Bus connection is closed'),
    },
  };
}

/** A match rule; values are quoted as the D-Bus specification asks (no quote appears in ours). */
export function matchRule(fields: Readonly<Record<string, string>>): string {
  return Object.entries(fields)
    .map(([k, v]) => `${k}='${v}'`)
    .join(',');
}

/** Calls a listener from a bus message handler: dbus-next would turn its exception into a bogus error reply. */
export function deliver<T>(listeners: Iterable<(value: T) => void>, value: T): void {
  for (const l of [...listeners]) {
    try {
      l(value);
    } catch (e) {
      queueMicrotask(() => {
        throw e;
      });
    }
  }
}
