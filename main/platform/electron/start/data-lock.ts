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
import { sourceWords, type I18n } from '../../../i18n/words.ts';

export interface HeldDataFolder {
  readonly ok: true;
  /** Throws once the folder is not this Stint's any more: the settings and durable stores ask it before each write. */
  readonly guard: () => void;
  /** "The folder was narrowed", said once (in the words of the moment it is said); null when it was private already. */
  readonly narrowed: ((i18n: I18n) => string) | null;
  /** Tells `tell` of a loss of the lock: at once if it happened already, else when it does. */
  onLost(tell: (message: string) => void): void;
  release(): Promise<void>;
}

/** The second Stint's dialog: its title and what it says. */
export type FolderHold = HeldDataFolder | { readonly ok: false; readonly title: string; readonly message: string };

/** The title of the second Stint's dialog. */
export function folderInUseTitle(i18n: I18n = sourceWords()): string {
  return i18n._({ id: 'shell.folderInUse.title', message: 'Stint is already running' });
}

/** What the second Stint says: which process holds the folder, and what to do. */
export function folderInUseMessage(dir: string, holder: LockHolder, ownHostname: string, i18n: I18n = sourceWords()): string {
  const who = holderWords(holder, ownHostname, i18n);
  return i18n._({ id: 'shell.folderInUse', message: 'Stint is already running on its data folder, {folder} ({who}), perhaps as the command line. Quit it, then start Stint again.', values: { folder: dir, who } });
}

/**
 * Makes the folder private and takes its lock; a loss while held is told to whoever asked
 * (the log, the window) once they exist. `words`: the shell's words at the moment (shell-language.ts).
 */
export async function holdDataFolder(dir: string, words: () => I18n = sourceWords): Promise<FolderHold> {
  const folder = await makePrivateFolder(dir);
  const narrowed = folder.narrowed === 0 ? null : (i18n: I18n) => narrowedWords(dir, folder, i18n) ?? '';
  let lost: string | null = null;
  const told: ((message: string) => void)[] = [];
  const lock = await lockDataFolder({
    dir,
    i18n: words(),
    onLost: (message) => {
      lost = message;
      for (const tell of told) tell(message);
    },
  });
  if (!lock.ok) {
    const i18n = words();
    return { ok: false, title: folderInUseTitle(i18n), message: folderInUseMessage(dir, lock.holder, hostname(), i18n) };
  }
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
export function sayFolderNews(
  folder: HeldDataFolder,
  facts: { readonly logFile: { readonly logger: Pick<Logger, 'log'> }; readonly notifier: Pick<Notifier, 'show'> },
  words: () => I18n = sourceWords,
): void {
  const { logger } = facts.logFile;
  if (folder.narrowed !== null) {
    logger.log('warn', 'the data folder was open to other users; narrowed', { words: folder.narrowed(sourceWords()) });
    const i18n = words();
    facts.notifier.show({ id: 'stint.folder-private', title: i18n._({ id: 'shell.folderPrivate.title', message: 'Stint made its data folder private' }), body: folder.narrowed(i18n), actions: [] });
  }
  folder.onLost((message) => {
    logger.log('error', 'the data folder lock was lost; nothing more is written', { words: message });
    const i18n = words();
    facts.notifier.show({ id: 'stint.folder-lost', title: i18n._({ id: 'shell.folderLost.title', message: 'Stint stopped saving' }), body: message, actions: [] });
  });
}
