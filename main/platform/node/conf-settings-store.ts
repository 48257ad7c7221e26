// The settings store on `conf` (the library under electron-store, so the Electron shell
// keeps the same file format). The storing itself, keeping a damaged file aside and the
// refusal of secrets are shared with the Electron store: conf-backed-settings-store.ts.

import { join } from 'node:path';
import Conf from 'conf';
import { ConfBackedSettingsStore, type StoredObject } from './conf-backed-settings-store.ts';

export interface ConfSettingsStoreOptions {
  /** The directory of the settings file (always explicit: no per-OS default location). */
  cwd: string;
  projectName?: string;
  /** The file name without `.json`. Default `settings`. */
  configName?: string;
  onDamaged?: (keptAt: string, reason: string) => void;
}

export class ConfSettingsStore extends ConfBackedSettingsStore {
  constructor(options: ConfSettingsStoreOptions) {
    const configName = options.configName ?? 'settings';
    super({
      open: () =>
        new Conf<StoredObject>({
          cwd: options.cwd,
          projectName: options.projectName ?? 'stint',
          configName,
          clearInvalidConfig: false,
        }),
      file: join(options.cwd, `${configName}.json`),
      onDamaged: options.onDamaged,
    });
  }
}
