// The status bars' folder, `$XDG_RUNTIME_DIR/stint`: the user's alone (0700, owned by this
// user, not a link). The runtime folder is per-user by the XDG spec, but that is the
// session's promise, not ours to assume: the folder is checked through a descriptor opened
// without following links, and its parent must be one no other user can rename entries in
// (whoever owns it: anyone who may rename entries there could swap our folder for theirs
// after it was checked). The writer (status-file.ts) asks before every write.

import { constants } from 'node:fs';
import { lstat, mkdir, open, stat, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';

/** The sticky bit: in such a folder only an entry's owner may rename or remove it. */
const STICKY = 0o1000;

/** Whether users other than the owner may rename entries in a folder of this mode. */
function othersMayRename(mode: number): boolean {
  return (mode & 0o022) !== 0 && (mode & STICKY) === 0;
}

/**
 * Whether our folder may live in `parent`: it is `uid`'s own or root's, and no other user
 * can rename entries in it (closed to others, or sticky as /tmp is). Anyone else who may
 * rename entries there could swap our folder for theirs after it was checked, whoever
 * owns the parent.
 */
export function safeParent(parent: { readonly uid: number; readonly mode: number }, uid: number): boolean {
  return (parent.uid === uid || parent.uid === 0) && !othersMayRename(parent.mode);
}

function unsafeParentReason(parent: { readonly uid: number; readonly mode: number }, uid: number): string {
  return parent.uid !== uid && parent.uid !== 0
    ? 'XDG_RUNTIME_DIR is not this user\'s, and other users may rename entries in it'
    : 'other users may rename entries in XDG_RUNTIME_DIR (it is writable by them and not sticky)';
}

export function errorCode(e: unknown): string {
  const code = (e as NodeJS.ErrnoException | null)?.code;
  return typeof code === 'string' ? code : e instanceof Error ? e.name : typeof e;
}

export type FolderCheck = { readonly ok: true } | { readonly ok: false; readonly reason: string };

/**
 * Makes `dir` if missing, and answers whether it is `uid`'s own folder with mode 0700 (a
 * wider mode is narrowed) in a safe parent. A link, another user's folder or anything else
 * is refused.
 */
export async function ownFolder(dir: string, uid: number | undefined): Promise<FolderCheck> {
  try {
    const parent = await stat(dirname(dir));
    if (uid !== undefined && !safeParent(parent, uid)) return { ok: false, reason: unsafeParentReason(parent, uid) };
  } catch (e) {
    return { ok: false, reason: `cannot read XDG_RUNTIME_DIR (${errorCode(e)})` };
  }
  try {
    await mkdir(dir, { mode: 0o700 });
  } catch (e) {
    if (errorCode(e) !== 'EEXIST') return { ok: false, reason: `cannot make the folder (${errorCode(e)})` };
  }
  let handle: FileHandle;
  try {
    handle = await open(dir, constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW);
  } catch (e) {
    const code = errorCode(e);
    // Linux answers ENOTDIR for a link opened with O_DIRECTORY and O_NOFOLLOW, ELOOP without.
    if (code === 'ELOOP' || code === 'ENOTDIR') {
      const link = await lstat(dir).then((st) => st.isSymbolicLink(), () => false);
      return { ok: false, reason: link ? 'the folder is a symbolic link' : 'the path is not a folder' };
    }
    return { ok: false, reason: `cannot open the folder (${code})` };
  }
  try {
    const st = await handle.stat();
    if (uid !== undefined && st.uid !== uid) return { ok: false, reason: 'the folder belongs to another user' };
    // mkdir's mode passes through the umask, and a folder left from before may be wider.
    if ((st.mode & 0o777) !== 0o700) await handle.chmod(0o700);
    return { ok: true };
  } catch (e) {
    return { ok: false, reason: `cannot check the folder (${errorCode(e)})` };
  } finally {
    await handle.close().catch(() => undefined);
  }
}
