// A SettingsStore in memory, for tests and throwaway runs. It keeps JSON copies, as a
// file would, so nobody can change what is stored by holding on to an object.

import type { SettingsStore } from '../../core/ports.ts';

export class MemorySettingsStore implements SettingsStore {
  private text: string | undefined;
  /** How many times the settings were written. */
  writes = 0;

  constructor(initial?: unknown) {
    this.text = initial === undefined ? undefined : JSON.stringify(initial);
  }

  read(): unknown {
    return this.text === undefined ? {} : (JSON.parse(this.text) as unknown);
  }

  write(data: Readonly<Record<string, unknown>>): void {
    this.text = JSON.stringify(data);
    this.writes++;
  }

  /** What a file would hold (undefined before the first write when there was nothing). */
  get raw(): string | undefined {
    return this.text;
  }
}
