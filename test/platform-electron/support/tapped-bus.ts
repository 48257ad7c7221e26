// A bus factory for an adapter under test that also lets the test see what reaches the
// adapter's connections: every message the bus delivers to them, in order. A test that makes
// the desktop signal something waits for the signal to reach the adapter (its handlers have
// run by then: they are called from the same delivery), then moves the clock; never for time.

import dbus, { type Message } from 'dbus-next';
import type { BusFactory } from '../../../main/platform/electron/linux/dbus-connection.ts';
import { Told } from './told.ts';

export interface TappedBus {
  /** Connects to the address set now (a test moves it to a new daemon with `moveTo`). */
  readonly connect: BusFactory;
  /** Every message delivered to the connections made so far, in order. */
  readonly delivered: Told<Message>;
  /** The connections made, newest last. */
  readonly buses: readonly dbus.MessageBus[];
  moveTo(address: string): void;
  /** The first signal named `member` delivered at or after `from` (a `delivered.mark()`), once it has come. */
  signal(from: number, member: string, match?: (msg: Message) => boolean): Promise<Message>;
}

/** A connection's unique name (dbus-next keeps it from its Hello on `name`, which its types leave out). */
export function uniqueNameOf(bus: dbus.MessageBus): string {
  const name = (bus as unknown as { name?: string | null }).name;
  if (!name) throw new Error('the connection has no unique name yet');
  return name;
}

export function tappedBus(address: string): TappedBus {
  let at = address;
  const delivered = new Told<Message>();
  const buses: dbus.MessageBus[] = [];
  return {
    connect() {
      const bus = dbus.sessionBus({ busAddress: at });
      bus.on('message', delivered.push);
      buses.push(bus);
      return bus;
    },
    delivered,
    buses,
    moveTo(next) {
      at = next;
    },
    signal: (from, member, match = () => true) => delivered.after(from, (m) => m.type === dbus.MessageType.SIGNAL && m.member === member && match(m), `the signal ${member}`),
  };
}
