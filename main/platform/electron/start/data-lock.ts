// The data folder's lock, taken before the ports open the settings file and the outbox: the
// single-instance lock keeps a second app out, but not a command line (`stint --data-dir`)
// or an app started on the same folder with another name, and two writers of one outbox
// overwrite each other's actions. A second Stint is told who holds the folder and quits.

import { hostname } from 'node:os';
import type { Logger } from '../../../core/ports.ts';
import { holderWords, lockDataFolder, type LockHolder } from '../../node/data-folder-lock.ts';

export type FolderHold = { readonly ok: true; release(): Promise<void> } | { readonly ok: false; readonly message: string };

/** What the second Stint says: which process holds the folder, and what to do. */
export function folderInUseMessage(dir: string, holder: LockHolder, ownHostname: string): string {
  return `Stint is already running on its data folder, ${dir} (${holderWords(holder, ownHostname)}), perhaps as the command line. Quit it, then start Stint again.`;
}

/** Takes the folder's lock; a loss while held (a stall past the lock's stale time) is logged once the log exists. */
export async function holdDataFolder(dir: string, log: () => Pick<Logger, 'log'> | null): Promise<FolderHold> {
  const lock = await lockDataFolder({
    dir,
    onLost: (e) => log()?.log('error', 'the data folder lock was lost; another Stint may now write the outbox', { error: e.message }),
  });
  if (!lock.ok) return { ok: false, message: folderInUseMessage(dir, lock.holder, hostname()) };
  return lock;
}
