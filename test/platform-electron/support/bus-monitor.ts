// What a connection asks of the bus and its services, seen as the desktop sees it: a
// monitor (org.freedesktop.DBus.Monitoring.BecomeMonitor) on the test's private daemon
// records every method call with its sender. `settled()` makes a call of its own and waits
// until the monitor has seen it, so every call made before is counted by then. The daemon
// shows a monitor each message as it dispatches it, so an AddMatch seen is in force for any
// signal sent after.

import dbus, { type Message } from 'dbus-next';
import { counter, type Counter } from './counter.ts';
import { Told } from './told.ts';

const BUS = 'org.freedesktop.DBus';

export interface SeenCall {
  readonly sender: string;
  readonly destination: string;
  readonly member: string;
  /** The call's first argument (a match rule for AddMatch, a name for GetNameOwner). */
  readonly arg0: unknown;
}

export interface BusMonitor {
  /** The method calls seen so far from `sender` (a unique name), in order. */
  callsFrom(sender: string): SeenCall[];
  /** Every method call seen, in order, with a way to wait for one. */
  readonly seen: Told<SeenCall>;
  /** Resolves once every call made before it was made has been seen. */
  settled(): Promise<void>;
  stop(): void;
}

export async function monitorBus(address: string): Promise<BusMonitor> {
  const monitor = dbus.sessionBus({ busAddress: address });
  monitor.on('error', () => {});
  // A monitor must never send: dbus-next would answer each call it sees with an error, and
  // the daemon drops a monitor that sends anything. Every call is taken as handled.
  monitor.addMethodHandler(() => true);
  const probe = dbus.sessionBus({ busAddress: address });
  probe.on('error', () => {});
  await new Promise((resolve) => probe.once('connect', resolve));
  // dbus-next keeps the unique name from its Hello on `name`, which its types leave out.
  const probeName = (probe as unknown as { name?: string | null }).name;
  const seen = new Told<SeenCall>();
  const probes: Counter = counter();
  monitor.on('message', (msg: Message) => {
    if (msg.type !== dbus.MessageType.METHOD_CALL) return;
    if (msg.sender === probeName && msg.member === 'GetId') probes.add();
    else seen.push({ sender: msg.sender, destination: msg.destination, member: msg.member, arg0: msg.body[0] });
  });
  await monitor.call(
    new dbus.Message({ destination: BUS, path: '/org/freedesktop/DBus', interface: `${BUS}.Monitoring`, member: 'BecomeMonitor', signature: 'asu', body: [[], 0] }),
  );
  let sent = 0;
  return {
    callsFrom: (sender) => seen.all.filter((c) => c.sender === sender),
    seen,
    async settled() {
      await probe.call(new dbus.Message({ destination: BUS, path: '/org/freedesktop/DBus', interface: BUS, member: 'GetId' }));
      sent += 1;
      await probes.reach(sent);
    },
    stop() {
      monitor.disconnect();
      probe.disconnect();
    },
  };
}
