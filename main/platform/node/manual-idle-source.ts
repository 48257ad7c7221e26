// An IdleSource that a driver (test, harness, command line) controls: it sets the idle
// seconds and emits lock, unlock, suspend and resume. `undefined` idle seconds model a
// system that cannot tell (Electron reads 0 under Wayland).

import type { IdleSource, SystemEvent } from '../../core/ports.ts';

export class ManualIdleSource implements IdleSource {
  private seconds: number | undefined;
  private listeners: ((event: SystemEvent) => void)[] = [];

  /** Starts active (0 s idle); `{ idleSeconds: undefined }` starts as a system that cannot tell. */
  constructor(initial: { idleSeconds: number | undefined } = { idleSeconds: 0 }) {
    this.seconds = initial.idleSeconds;
  }

  idleSeconds(): number | undefined {
    return this.seconds;
  }

  onEvent(listener: (event: SystemEvent) => void): () => void {
    this.listeners.push(listener);
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }

  setIdleSeconds(seconds: number | undefined): void {
    if (seconds !== undefined && !(Number.isFinite(seconds) && seconds >= 0)) {
      throw new RangeError(`idle seconds must be a finite number >= 0 or undefined, got ${seconds}`);
    }
    this.seconds = seconds;
  }

  emit(event: SystemEvent): void {
    for (const l of [...this.listeners]) l(event);
  }

  /** How many listeners are subscribed (a driver checks the engine let go of them). */
  get listenerCount(): number {
    return this.listeners.length;
  }
}
