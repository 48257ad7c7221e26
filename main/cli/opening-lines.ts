// What every run of the command line says first and where it waits for commands, on its own
// (main.ts) or through the running app (through-app.ts): the same words either way.

import type { I18n } from '../i18n/words.ts';

/** "Stint command line." and the data folder in use. */
export function openingLines(dataDir: string, i18n: I18n): string[] {
  return [i18n._({ id: 'cli.opening.title', message: 'Stint command line.' }), i18n._({ id: 'cli.opening.data', message: 'Data: {folder}', values: { folder: dataDir } })];
}

/** The prompt's first hint, when commands are read from the terminal. */
export function typeHelp(i18n: I18n): string {
  return i18n._({ id: 'cli.opening.typeHelp', message: 'Type help for the commands.' });
}
