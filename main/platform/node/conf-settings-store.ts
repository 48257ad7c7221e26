// The settings store on `conf` (the library under electron-store, so the Electron shell
// keeps the same file format). The storing itself, keeping a damaged file aside and the
// refusal of secrets are shared with the Electron store: conf-backed-settings-store.ts.

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Conf from 'conf';
import { FILE_MODE, FOLDER_MODE } from './private-folder.ts';
import { ConfBackedSettingsStore, type StoredObject } from './conf-backed-settings-store.ts';

export interface ConfSettingsStoreOptions {
  /** The directory of the settings file (always explicit: no per-OS default location). */
  cwd: string;
  projectName?: string;
  /** The file name without `.json`. Default `settings`. */
  configName?: string;
  onDamaged?: (keptAt: string, reason: string) => void;
  /** Asked before each write (data-folder-lock.ts): throws once the folder is another Stint's. */
  guard?: () => void;
}

export class ConfSettingsStore extends ConfBackedSettingsStore {
  constructor(options: ConfSettingsStoreOptions) {
    const configName = options.configName ?? 'settings';
    // conf would make its folder 0755: made here first, the person's alone (private-folder.ts).
    mkdirSync(options.cwd, { recursive: true, mode: FOLDER_MODE });
    super({
      open: () =>
        new Conf<StoredObject>({
          cwd: options.cwd,
          projectName: options.projectName ?? 'stint',
          configName,
          clearInvalidConfig: false,
          // The person's alone (private-folder.ts).
          configFileMode: FILE_MODE,
        }),
      file: join(options.cwd, `${configName}.json`),
      onDamaged: options.onDamaged,
      guard: options.guard,
    });
  }
}
