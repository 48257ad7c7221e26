// A stand-in for GNOME's org.gnome.Mutter.IdleMonitor: GetIdletime answers the milliseconds
// since the last input (uint64), as set by the test, or never (a hung compositor).

import dbus from 'dbus-next';
import { counter } from './counter.ts';
import { serve, type Served } from './dbus-service.ts';

class IdleMonitor extends dbus.interface.Interface {
  idleMs = 0n;
  hung = false;
  readonly asked = counter();

  constructor() {
    super('org.gnome.Mutter.IdleMonitor');
  }

  GetIdletime(): bigint | Promise<bigint> {
    this.asked.add();
    // dbus-next answers when the promise settles: this one never does.
    return this.hung ? new Promise<bigint>(() => {}) : this.idleMs;
  }
}
IdleMonitor.configureMembers({ methods: { GetIdletime: { inSignature: '', outSignature: 't' } } });

export interface FakeMutter extends Served {
  setIdleMs(ms: number): void;
  /** From now on GetIdletime is never answered. */
  hang(): void;
  /** Resolves once GetIdletime has been asked `n` times in all (answered or not). */
  asked(n: number): Promise<void>;
  askedSoFar(): number;
}

export async function startMutterIdleMonitor(address: string): Promise<FakeMutter> {
  const monitor = new IdleMonitor();
  const served = await serve(address, 'org.gnome.Mutter.IdleMonitor', [['/org/gnome/Mutter/IdleMonitor/Core', monitor]]);
  return {
    ...served,
    setIdleMs(ms) {
      monitor.idleMs = BigInt(ms);
    },
    hang() {
      monitor.hung = true;
    },
    asked: monitor.asked.reach,
    askedSoFar: monitor.asked.count,
  };
}
