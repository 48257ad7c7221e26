// What a second Stint on one data folder is told when the first holds its lock
// (data-folder-lock.ts): which process holds it, and the two ways on.

import { holderWords, type LockHolder } from '../platform/node/data-folder-lock.ts';

export function alreadyRunningMessage(dataDir: string, holder: LockHolder, ownHostname: string): string {
  return `Stint is already running on this data folder, ${dataDir} (${holderWords(holder, ownHostname)}); quit it, or use another folder with --data-dir.`;
}
