// Making a rename durable. write-file-atomic fsyncs a new file before renaming it over the
// old one, but the rename is a change to the folder: until the folder is fsynced too, a
// power cut may bring the old entry back (the outbox one version back, losing an action
// reported as saved). POSIX only: Windows cannot open a folder to fsync it, and NTFS
// journals the rename itself.

import { constants } from 'node:fs';
import { open } from 'node:fs/promises';

/** What is used of an open folder. */
export interface FolderHandle {
  sync(): Promise<void>;
  close(): Promise<void>;
}

export type OpenFolder = (dir: string) => Promise<FolderHandle>;

export const openFolderToSync: OpenFolder = (dir) => open(dir, constants.O_RDONLY | constants.O_DIRECTORY);

/** File systems that cannot fsync a folder say so this way; nothing more can be done there. */
const CANNOT_SYNC_FOLDERS = new Set(['EINVAL', 'ENOTSUP', 'EOPNOTSUPP']);

export async function syncFolder(dir: string, openFolder: OpenFolder, platform: NodeJS.Platform): Promise<void> {
  if (platform === 'win32') return;
  const handle = await openFolder(dir);
  try {
    await handle.sync();
  } catch (e) {
    if (!CANNOT_SYNC_FOLDERS.has(String((e as NodeJS.ErrnoException | null)?.code))) throw e;
  } finally {
    await handle.close();
  }
}
