// The open dialog in the app (issue 73: a rules file imported from Settings → Activity record):
// Electron's, one JSON file, opening in the folder given; the file read by the Node reader
// (../node/read-text-file.ts), its size checked first. As with the save dialog, the window is
// brought back once the dialog closed, at Settings, where the words of the import show.

import type { Dialog, OpenDialogOptions } from 'electron';
import type { OpenPorts } from '../../core/accounts/person-activity-files.ts';
import { readTextFile } from '../node/read-text-file.ts';
import { sourceWords, type I18n } from '../../i18n/words.ts';

export interface ElectronOpenDeps {
  readonly dialog: Pick<Dialog, 'showOpenDialog'>;
  /** Where the dialog opens (the person's Documents folder). */
  defaultFolder(): string;
  afterDialog(screen: 'settings'): void;
  /** The words of the moment the dialog opens (the language in use); English when absent. */
  words?(): I18n;
}

/** The open dialog's options (`title`: the engine's, already worded), its button in the words of `i18n`. */
export function openDialogOptions(folder: string, title: string, i18n: I18n = sourceWords()): OpenDialogOptions {
  return { title, defaultPath: folder, buttonLabel: i18n._({ id: 'shell.open.button', message: 'Import' }), filters: [{ name: 'JSON', extensions: ['json'] }], properties: ['openFile'] };
}

export function electronOpenPorts(deps: ElectronOpenDeps): OpenPorts {
  return {
    async chooseOpenPath({ title }) {
      const r = await deps.dialog.showOpenDialog(openDialogOptions(deps.defaultFolder(), title, deps.words?.() ?? sourceWords())).finally(() => deps.afterDialog('settings'));
      return r.canceled ? null : (r.filePaths[0] ?? null);
    },
    readText: readTextFile,
  };
}
