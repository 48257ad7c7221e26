// A file the person saves (an exported timesheet), written whole or not at all, and never over a
// file they were not asked about. The bytes go to a temporary file beside the target and are
// synced; then, when replacing was confirmed, write-file-atomic renames it over the old file;
// otherwise it is hard-linked in place, which the OS refuses (EEXIST) when a file is already
// there, so a file that appeared after the dialog closed is not replaced either. A file system
// without hard links (a FAT stick, some network shares) gets a check for the file and a rename:
// still whole, with a moment between the check and the rename.
// The file is the person's alone (0600), new or replaced: a timesheet names clients and amounts,
// the activity record's export every window title of a range, and a shared machine's other
// users must not read them (Stint's own files are 0600 for the same reason).

import { randomBytes } from 'node:crypto';
import { access, link, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { errorCode } from './status-folder.ts';

/** Link refused because the file system has no hard links, not because of the target. */
const NO_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'EXDEV', 'ENOSYS']);

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/** Read and written by the person only. */
const PRIVATE = 0o600;

/** `replace` false: a file at `path` is left as it was, and the answer is 'exists'. */
export async function saveFileWhole(path: string, bytes: Uint8Array, replace: boolean): Promise<'saved' | 'exists'> {
  if (replace) {
    await writeFileAtomic(path, Buffer.from(bytes), { mode: PRIVATE });
    return 'saved';
  }
  if (await exists(path)) return 'exists';
  const temp = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.part`);
  const file = await open(temp, 'wx', PRIVATE);
  try {
    await file.writeFile(bytes);
    await file.sync();
  } finally {
    await file.close();
  }
  try {
    await link(temp, path);
    return 'saved';
  } catch (e) {
    if (errorCode(e) === 'EEXIST') return 'exists';
    if (!NO_LINKS.has(errorCode(e) ?? '')) throw e;
    if (await exists(path)) return 'exists';
    await rename(temp, path);
    return 'saved';
  } finally {
    await rm(temp, { force: true });
  }
}
