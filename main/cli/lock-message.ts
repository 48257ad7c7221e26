// What a second Stint on one data folder is told when the first holds its lock
// (data-folder-lock.ts): which process holds it, and the two ways on, in the terminal's language.

import { holderWords, type LockHolder } from '../platform/node/data-folder-lock.ts';
import type { I18n } from '../i18n/words.ts';

export function alreadyRunningMessage(dataDir: string, holder: LockHolder, ownHostname: string, i18n: I18n): string {
  return i18n._({ id: 'cli.lock.held', message: 'Stint is already running on this data folder, {folder} ({holder}); quit it, or use another folder with --data-dir.', values: { folder: dataDir, holder: holderWords(holder, ownHostname, i18n) } });
}
