// A NetworkStatus that a driver (test, harness, command line) flips by hand.

import type { NetworkStatus } from '../../core/ports.ts';

export class ManualNetworkStatus implements NetworkStatus {
  private listeners: ((online: boolean) => void)[] = [];

  constructor(private state = true) {}

  online(): boolean {
    return this.state;
  }

  onChange(listener: (online: boolean) => void): () => void {
    this.listeners.push(listener);
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }

  /** Tells the listeners only when the state really changes, as the OS does. */
  set(online: boolean): void {
    if (online === this.state) return;
    this.state = online;
    for (const l of [...this.listeners]) l(online);
  }
}
