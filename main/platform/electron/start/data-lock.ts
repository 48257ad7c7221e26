// The data folder's lock, taken before the ports open the settings file and the outbox: the
// single-instance lock keeps a second app out, but not a command line (`stint --data-dir`)
// or an app started on the same folder with another name, and two writers of one outbox
// overwrite each other's actions. A second Stint is told who holds the folder and quits.
// The folder is made private first (private-folder.ts); a wider one left from before is
// narrowed, and the words for it are kept for the log and the person once they exist.

import { hostname } from 'node:os';
import type { Logger, Notifier } from '../../../core/ports.ts';
import { holderWords, lockDataFolder, type LockHolder } from '../../node/data-folder-lock.ts';
import { makePrivateFolder, narrowedWords } from '../../node/private-folder.ts';

export interface HeldDataFolder {
  readonly ok: true;
  /** Throws once the folder is not this Stint's any more: the settings and durable stores ask it before each write. */
  readonly guard: () => void;
  /** "The folder was narrowed", said once; null when it was private already. */
  readonly narrowed: string | null;
  /** Tells `tell` of a loss of the lock: at once if it happened already, else when it does. */
  onLost(tell: (message: string) => void): void;
  release(): Promise<void>;
}

export type FolderHold = HeldDataFolder | { readonly ok: false; readonly message: string };

/** What the second Stint says: which process holds the folder, and what to do. */
export function folderInUseMessage(dir: string, holder: LockHolder, ownHostname: string): string {
  return `Stint is already running on its data folder, ${dir} (${holderWords(holder, ownHostname)}), perhaps as the command line. Quit it, then start Stint again.`;
}

/** Makes the folder private and takes its lock; a loss while held is told to whoever asked (the log, the window) once they exist. */
export async function holdDataFolder(dir: string): Promise<FolderHold> {
  const narrowed = narrowedWords(dir, await makePrivateFolder(dir));
  let lost: string | null = null;
  const told: ((message: string) => void)[] = [];
  const lock = await lockDataFolder({
    dir,
    onLost: (message) => {
      lost = message;
      for (const tell of told) tell(message);
    },
  });
  if (!lock.ok) return { ok: false, message: folderInUseMessage(dir, lock.holder, hostname()) };
  return {
    ok: true,
    guard: lock.guard,
    narrowed,
    onLost(tell) {
      told.push(tell);
      if (lost !== null) tell(lost);
    },
    release: () => lock.release(),
  };
}

/**
 * Once the log and the notifier exist: a narrowed folder is said in both (once: the next
 * start finds it private), and a loss of the lock is logged and shown as it happens.
 */
export function sayFolderNews(folder: HeldDataFolder, facts: { readonly logFile: { readonly logger: Pick<Logger, 'log'> }; readonly notifier: Pick<Notifier, 'show'> }): void {
  const { logger } = facts.logFile;
  if (folder.narrowed !== null) {
    logger.log('warn', 'the data folder was open to other users; narrowed', { words: folder.narrowed });
    facts.notifier.show({ id: 'stint.folder-private', title: 'Stint made its data folder private', body: folder.narrowed, actions: [] });
  }
  folder.onLost((message) => {
    logger.log('error', 'the data folder lock was lost; nothing more is written', { words: message });
    facts.notifier.show({ id: 'stint.folder-lost', title: 'Stint stopped saving', body: message, actions: [] });
  });
}
