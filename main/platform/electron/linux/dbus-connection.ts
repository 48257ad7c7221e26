// One D-Bus connection as the Linux idle and lock adapters need it. dbus-next has two sharp
// edges this file blunts: a bus emits 'error' (connection refused, socket closed) and an
// unhandled 'error' event throws; and a call whose connection dies is never answered, so
// its promise would wait forever. Here every error is handled, and calls fail as soon as
// the connection reports one.

import dbus, { type Message, type MessageBus } from 'dbus-next';

/** Makes a new bus connection: `dbus.systemBus()`, `dbus.sessionBus()`, or a test's private bus. */
export type BusFactory = () => MessageBus;

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

export interface Connection {
  /** The method's reply; rejects with the service's `DBusError` or the connection's error. */
  call(call: MethodCall): Promise<Message>;
  /** Adds a match rule; once this resolves the bus delivers the matching signals. */
  addMatch(rule: string): Promise<void>;
  /** Every message the bus delivers (signals included); returns the unsubscribe function. */
  onMessage(listener: (msg: Message) => void): () => void;
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

/** Opens a connection; never throws (a bus that cannot be made is a reason, not an error). */
export function openConnection(factory: BusFactory): Opened {
  let bus: MessageBus;
  try {
    bus = factory();
  } catch (e) {
    return { ok: false, reason: errorText(e) };
  }
  // Any error ends the connection for us: dbus-next reports a refused or closed socket this
  // way, after which a call is never answered. Calls pending then, and every later one, fail.
  let dead: { error: unknown } | null = null;
  let fail!: (e: unknown) => void;
  const failure = new Promise<never>((_, reject) => {
    fail = reject;
  });
  failure.catch(() => {});
  bus.on('error', (e: unknown) => {
    dead ??= { error: e };
    fail(e);
  });
  let closed = false;

  const call = (c: MethodCall): Promise<Message> => {
    if (closed) return Promise.reject(new Error('the D-Bus connection is closed'));
    if (dead) return Promise.reject(dead.error);
    const msg = new dbus.Message({
      destination: c.destination,
      path: c.path,
      interface: c.interface,
      member: c.member,
      ...(c.signature !== undefined ? { signature: c.signature, body: c.body ?? [] } : {}),
      ...(c.noAutoStart ? { flags: dbus.MessageFlag.NO_AUTO_START } : {}),
    });
    // bus.call can throw inside its executor (a closed stream): that rejects its promise.
    const answered = bus.call(msg).then((reply) => {
      if (reply === null) throw new Error(`${c.member}: no reply`);
      return reply;
    });
    return Promise.race([answered, failure]);
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
        bus.on('message', listener);
        return () => bus.off('message', listener);
      },
      close() {
        if (closed) return;
        closed = true;
        bus.removeAllListeners('message');
        try {
          bus.disconnect();
        } catch {
          // Already gone: nothing to close.
        }
      },
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
