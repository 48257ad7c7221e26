// Serves test objects under a well-known name on a private bus, as a desktop service would.
// Each service has its own connection, so stopping one takes its name off the bus and leaves
// the others (and the adapter's connection) as they were.

import dbus from 'dbus-next';

export interface Served {
  readonly bus: dbus.MessageBus;
  /** Releases the name (the bus has forgotten it when this resolves) and disconnects. */
  stop(): Promise<void>;
}

export async function serve(address: string, name: string, objects: readonly (readonly [string, dbus.interface.Interface])[]): Promise<Served> {
  const bus = dbus.sessionBus({ busAddress: address });
  bus.on('error', () => {});
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
