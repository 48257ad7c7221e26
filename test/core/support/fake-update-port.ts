// The update port as the shell's updater would be, recorded: what the engine told it
// (`configured`), how often it was asked to install, and a way for the test to say an update
// is ready (`announce`), as the updater does once one is downloaded and verified.

import type { UpdatePolicy, UpdatePort, UpdateReady } from '../../../main/core/ports.ts';

export class FakeUpdatePort implements UpdatePort {
  readonly configured: UpdatePolicy[] = [];
  installs = 0;
  /** What `install` answers: true, the shell restarts; false, it could not. */
  installAnswer: boolean | Error = true;
  private readonly listeners = new Set<(ready: UpdateReady | null) => void>();

  onReady(listener: (ready: UpdateReady | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  configure(policy: UpdatePolicy): void {
    this.configured.push({ ...policy });
  }

  async install(): Promise<boolean> {
    this.installs++;
    if (this.installAnswer instanceof Error) throw this.installAnswer;
    return this.installAnswer;
  }

  /** The updater's news: an update ready, or none any more. */
  announce(ready: UpdateReady | null): void {
    for (const l of this.listeners) l(ready);
  }

  /** Listeners the engine still holds (none once it closed). */
  get listening(): number {
    return this.listeners.size;
  }
}
