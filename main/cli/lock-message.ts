// What a second Stint on one data folder is told when the first holds its lock
// (data-folder-lock.ts): which process holds it, and the two ways on.

import type { LockHolder } from '../platform/node/data-folder-lock.ts';

export function alreadyRunningMessage(dataDir: string, holder: LockHolder, ownHostname: string): string {
  const who =
    holder.pid === null
      ? 'its process id is not known yet'
      : holder.hostname !== null && holder.hostname !== ownHostname
        ? `pid ${holder.pid} on ${holder.hostname}`
        : `pid ${holder.pid}`;
  return `Stint is already running on this data folder, ${dataDir} (${who}); quit it, or use another folder with --data-dir.`;
}
