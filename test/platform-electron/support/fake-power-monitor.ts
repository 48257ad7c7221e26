// A fake of Electron's powerMonitor, typed against Electron's declarations (`satisfies` the
// Pick the idle source takes): a test sets the idle time Chromium would read and emits the
// events the OS would cause; it can also see which listeners are still attached.

import type { PowerMonitorLike } from '../../../main/platform/electron/electron-idle-source.ts';

export type PowerEvent = 'lock-screen' | 'unlock-screen' | 'suspend' | 'resume';

export class FakePowerMonitor {
  idleTime = 0;
  private readonly listeners = new Map<string | symbol, Set<(...args: never[]) => unknown>>();

  getSystemIdleTime(): number {
    return this.idleTime;
  }

  on(event: string | symbol, listener: (...args: never[]) => unknown): this {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    return this;
  }

  off(event: string | symbol, listener: (...args: never[]) => unknown): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  emit(event: PowerEvent): void {
    for (const l of [...(this.listeners.get(event) ?? [])]) (l as () => unknown)();
  }

  /** Events that have at least one listener, sorted. */
  listened(): string[] {
    return [...this.listeners].filter(([, s]) => s.size > 0).map(([e]) => String(e)).sort();
  }
}

export function fakePowerMonitor(): FakePowerMonitor {
  return new FakePowerMonitor() satisfies PowerMonitorLike;
}
