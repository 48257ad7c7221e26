// The secret store for tests, the browser harness and the command line: the session
// record lives only as long as the process.

import type { SecretStore } from '../../core/ports.ts';
import { sourceWords, type I18n } from '../../i18n/words.ts';

export class MemorySecretStore implements SecretStore {
  private value: string | null = null;

  get description(): string {
    return this.describe(sourceWords());
  }

  /** Where the session is kept, in the words of the language in use (the window's Settings says it). */
  describe(i18n: I18n): string {
    return i18n._({ id: 'secrets.memoryRestart', message: 'memory only (you will sign in again after a restart)' });
  }

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
