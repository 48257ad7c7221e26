// The data folder is the person's alone: it holds their email, projects, customers and what
// they did. Whatever makes it first (the app, the command line, the demo), it is made 0700,
// and each writer makes its files 0600 (FILE_MODE). A folder made earlier with wider modes
// (an older Stint's command line made 0755 with 0644 files) is narrowed at start, with
// everything in it, and the caller says so once: the next start finds nothing to narrow.
// Windows keeps no such modes (the folder is under the person's own profile): nothing is done.

import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { sourceWords, type I18n } from '../../i18n/words.ts';

export const FOLDER_MODE = 0o700;
export const FILE_MODE = 0o600;

/** Bits that let the group or others in. */
const OTHERS = 0o077;

export interface PrivateFolder {
  /** Folders and files that were open to other users and are no longer (0: nothing was, or the folder was empty). */
  readonly narrowed: number;
}

function errorCode(e: unknown): string | undefined {
  return (e as NodeJS.ErrnoException | null)?.code;
}

/** Narrows `path` when others may use it; answers how many it narrowed (one folder's tree, links not followed). */
async function narrow(path: string): Promise<number> {
  const st = await lstat(path);
  if (!st.isDirectory() && !st.isFile()) return 0;
  let n = 0;
  if ((st.mode & OTHERS) !== 0) {
    try {
      await chmod(path, st.mode & 0o700);
      n++;
    } catch (e) {
      // Another user's file in the person's folder is not ours to change (nor theirs to read ours now).
      if (errorCode(e) !== 'EPERM') throw e;
    }
  }
  if (st.isDirectory()) for (const name of await readdir(path)) n += await narrow(join(path, name)).catch((e: unknown) => (errorCode(e) === 'ENOENT' ? 0 : Promise.reject(e)));
  return n;
}

/** Makes `dir` (0700) if missing, else narrows it and what it holds. */
export async function makePrivateFolder(dir: string, platform: NodeJS.Platform = process.platform): Promise<PrivateFolder> {
  const made = await mkdir(dir, { recursive: true, mode: FOLDER_MODE });
  if (platform === 'win32') return { narrowed: 0 };
  // A private folder keeps others out of all it holds: nothing more to look at (the app's folder
  // also holds Chromium's caches, thousands of files).
  if (((await lstat(dir)).mode & OTHERS) === 0) return { narrowed: 0 };
  // mkdir's mode passes through the umask: a folder just made is narrowed too, and not counted;
  // nor is an empty one (made by someone else just before, say): nothing of the person's was open.
  const empty = made !== undefined || (await readdir(dir)).length === 0;
  const narrowed = await narrow(dir);
  return { narrowed: empty ? 0 : narrowed };
}

/** The one line that says a folder was narrowed. */
export function narrowedWords(dir: string, folder: PrivateFolder, i18n: I18n = sourceWords()): string | null {
  if (folder.narrowed === 0) return null;
  return i18n._({ id: 'folder.narrowed', message: 'Stint made its data folder private: {folder} could be read by other users of this computer ({count, plural, one {{count} folder or file} other {{count} folders and files}} narrowed); now only you can.', values: { folder: dir, count: folder.narrowed } });
}
