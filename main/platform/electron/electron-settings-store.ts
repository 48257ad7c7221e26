// The shell's SettingsStore: electron-store 12 (conf 16 underneath) keeping `settings.json`
// in the app's userData folder. Reading, writing, keeping a damaged file aside and refusing
// a secret are the Node store's own code (../node/conf-backed-settings-store.ts): only the
// class that opens the file differs.
//
// One source of truth: electron-store is given NO schema, defaults or migrations. The
// engine owns them (main/core/settings/settings-schema.ts, settings-migrations.ts, settings.ts) and
// they are tested there against every store; doubling them in conf would break them:
// - conf's migrations are keyed on the app's semver (`projectVersion`), not on the settings
//   `version`, and record `__internal__` in the file; they would run before the engine sees
//   the old object, so the engine's migrations would never see a v1 file;
// - conf's schema validates the whole object: one bad value fails the whole store (or,
//   with `clearInvalidConfig`, wipes it), where the engine falls back field by field and
//   keeps keys a newer version wrote;
// - conf writes its defaults into the file; the engine deliberately does not, so a later
//   version's better default reaches everyone who never chose otherwise.
//
// Under Electron, constructing an electron-store calls app.getPath('userData') and
// app.getVersion() and registers `ipcMain.on('electron-store-get-data')` (for stores made
// in a renderer; Stint makes none). Under plain Node, `electron` is only a path string,
// so with an absolute `cwd` it touches neither: that is how the tests run it.

import { mkdirSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import ElectronStore from 'electron-store';
import { ConfBackedSettingsStore, type StoredObject } from '../node/conf-backed-settings-store.ts';
import { FILE_MODE, FOLDER_MODE } from '../node/private-folder.ts';

export { SecretInSettingsError } from '../node/settings-secret-guard.ts';

const FILE_NAME = 'settings';

export interface ElectronSettingsStoreOptions {
  /**
   * The folder of `settings.json`, absolute: main.ts passes app.getPath('userData').
   * (electron-store would resolve a relative one against userData itself.)
   */
  cwd: string;
  /** Told when a settings file that is not JSON was moved aside (defaults are used). */
  onDamaged?: (keptAt: string, reason: string) => void;
  /** Asked before each write (data-folder-lock.ts): throws once the folder is another Stint's. */
  guard?: () => void;
}

export class ElectronSettingsStore extends ConfBackedSettingsStore {
  constructor(options: ElectronSettingsStoreOptions) {
    if (!isAbsolute(options.cwd)) throw new TypeError(`the settings folder must be an absolute path, not ${JSON.stringify(options.cwd)}`);
    const cwd = options.cwd;
    // conf would make its folder 0755: made here first, the person's alone (private-folder.ts).
    mkdirSync(options.cwd, { recursive: true, mode: FOLDER_MODE });
    super({
      // The person's alone (private-folder.ts).
      open: () => new ElectronStore<StoredObject>({ cwd, name: FILE_NAME, clearInvalidConfig: false, configFileMode: FILE_MODE }),
      file: join(cwd, `${FILE_NAME}.json`),
      onDamaged: options.onDamaged,
      guard: options.guard,
    });
  }
}
