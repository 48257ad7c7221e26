// What a second Stint on one data folder is told when the first holds its lock
// (data-folder-lock.ts): which process holds it, and the two ways on, in the terminal's language.

import { OWNER_NAME, type LockHolder } from '../platform/node/data-folder-lock.ts';
import type { I18n } from '../i18n/words.ts';

/** Who holds the lock: its process, and where the process is on another machine (the person there knows whether it still runs). */
function holderText(holder: LockHolder, ownHostname: string, i18n: I18n): string {
  if (holder.pid === null) return i18n._({ id: 'cli.lock.noProcess', message: 'its lock file names no process: if no Stint runs, remove {file} in that folder', values: { file: OWNER_NAME } });
  if (holder.hostname !== null && holder.hostname !== ownHostname) {
    return i18n._({ id: 'cli.lock.elsewhere', message: 'pid {pid} on {host}; if Stint no longer runs there, remove {file} in that folder', values: { pid: String(holder.pid), host: holder.hostname, file: OWNER_NAME } });
  }
  return `pid ${holder.pid}`;
}

export function alreadyRunningMessage(dataDir: string, holder: LockHolder, ownHostname: string, i18n: I18n): string {
  return i18n._({ id: 'cli.lock.held', message: 'Stint is already running on this data folder, {folder} ({holder}); quit it, or use another folder with --data-dir.', values: { folder: dataDir, holder: holderText(holder, ownHostname, i18n) } });
}
