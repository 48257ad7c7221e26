// The secret store for tests, the browser harness and the command line: the session
// record lives only as long as the process.

import type { SecretStore } from '../../core/ports.ts';

export class MemorySecretStore implements SecretStore {
  readonly description = 'memory only (you will sign in again after a restart)';
  private value: string | null = null;

  async get(): Promise<string | null> {
    return this.value;
  }

  async set(value: string): Promise<void> {
    this.value = value;
  }

  async delete(): Promise<void> {
    this.value = null;
  }
}
