// Serves test objects under a well-known name on a private bus, as a desktop service would.
// Each service has its own connection, so stopping one takes its name off the bus and leaves
// the others (and the adapter's connection) as they were.

import dbus from 'dbus-next';

export interface Served {
  readonly bus: dbus.MessageBus;
  /** Releases the name (the bus has forgotten it when this resolves) and disconnects. */
  stop(): Promise<void>;
}

/**
 * A service's connection that loses its answers quietly once the bus is gone. dbus-next answers
 * a call from inside its socket's handler, and a call that arrives as the daemon ends (a test's
 * SIGTERM) is answered on a stream no longer writable: that send threw out of the handler into
 * an uncaught exception, failing whichever test ran (dbus-bus-lost.test.ts, once in CI). The
 * adapter's own connection ends itself there (main/platform/electron/linux/dbus-connection.ts);
 * a stand-in service has no one to tell, and the caller's call ends with the bus anyway.
 */
export function serviceBus(address: string): dbus.MessageBus {
  const bus = dbus.sessionBus({ busAddress: address });
  bus.on('error', () => {});
  const send = bus.send.bind(bus);
  bus.send = (msg: dbus.Message): void => {
    try {
      send(msg);
    } catch {
      // The bus is gone: the answer has no one to reach.
    }
  };
  return bus;
}

export async function serve(address: string, name: string, objects: readonly (readonly [string, dbus.interface.Interface])[]): Promise<Served> {
  const bus = serviceBus(address);
  for (const [path, iface] of objects) bus.export(path, iface);
  const reply = await bus.requestName(name, dbus.NameFlag.DO_NOT_QUEUE);
  if (reply !== dbus.RequestNameReply.PRIMARY_OWNER) throw new Error(`${name} is already owned on the test bus (${reply})`);
  let stopped = false;
  return {
    bus,
    async stop() {
      if (stopped) return;
      stopped = true;
      await bus.releaseName(name);
      bus.disconnect();
    },
  };
}
