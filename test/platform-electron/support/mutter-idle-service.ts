// A stand-in for GNOME's org.gnome.Mutter.IdleMonitor: GetIdletime answers the milliseconds
// since the last input (uint64), as set by the test.

import dbus from 'dbus-next';
import { serve, type Served } from './dbus-service.ts';

class IdleMonitor extends dbus.interface.Interface {
  idleMs = 0n;

  constructor() {
    super('org.gnome.Mutter.IdleMonitor');
  }

  GetIdletime(): bigint {
    return this.idleMs;
  }
}
IdleMonitor.configureMembers({ methods: { GetIdletime: { inSignature: '', outSignature: 't' } } });

export interface FakeMutter extends Served {
  setIdleMs(ms: number): void;
}

export async function startMutterIdleMonitor(address: string): Promise<FakeMutter> {
  const monitor = new IdleMonitor();
  const served = await serve(address, 'org.gnome.Mutter.IdleMonitor', [['/org/gnome/Mutter/IdleMonitor/Core', monitor]]);
  return {
    ...served,
    setIdleMs(ms) {
      monitor.idleMs = BigInt(ms);
    },
  };
}
