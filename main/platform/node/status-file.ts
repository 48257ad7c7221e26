// The status bars' files: `$XDG_RUNTIME_DIR/stint/status.json` (waybar's custom module) and
// `status.txt` (one line for polybar, i3blocks, tmux), rewritten from each `StatusLine` the
// shell draws and removed when Stint quits.
//
// The folder is the user's alone (0700, owned by this user, not a link) and the files are
// 0600: other users of the machine must not read what a person works on. The runtime
// folder is per-user by the XDG spec, but that is the session's promise, not ours to
// assume: the folder is checked through a descriptor opened without following links, and
// its parent must be one no other user can rename entries in. The check is made before
// every write, not once: a folder swapped for a link after the last write is caught at the
// next one. Each file is replaced whole
// (write-file-atomic: a temporary file, then a rename), so a bar polling it never reads
// half a line.
//
// A status bar is a nicety: nothing here throws into the shell. A failure is logged once
// until a write succeeds again, and the next update tries again from the folder up (the
// session may have cleaned the runtime folder).

import { constants } from 'node:fs';
import { lstat, mkdir, open, rm, stat, type FileHandle } from 'node:fs/promises';
import { dirname, isAbsolute, join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import type { Logger } from '../../core/ports.ts';
import type { StatusLine } from '../../core/views/status-line.ts';

export const STATUS_FOLDER = 'stint';
export const STATUS_JSON = 'status.json';
export const STATUS_TEXT = 'status.txt';
/** The sticky bit: in such a folder only an entry's owner may rename or remove it. */
const STICKY = 0o1000;

export interface StatusFileOptions {
  /** `$XDG_RUNTIME_DIR` as the environment gives it (unset: no status file). */
  readonly runtimeDir: string | undefined;
  readonly logger: Pick<Logger, 'log'>;
  /** This process's user id (default `process.getuid()`); the folder must be its own. */
  readonly uid?: number;
}

export interface StatusFile {
  /** Writes `line` unless the files already hold it; resolves once it is on disk or the failure logged. Never rejects. */
  update(line: StatusLine): Promise<void>;
  /** Removes both files; later updates do nothing. Never rejects. */
  close(): Promise<void>;
}

const noFile: StatusFile = {
  update: () => Promise.resolve(),
  close: () => Promise.resolve(),
};

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

function errorCode(e: unknown): string {
  const code = (e as NodeJS.ErrnoException | null)?.code;
  return typeof code === 'string' ? code : e instanceof Error ? e.name : typeof e;
}

type FolderCheck = { readonly ok: true } | { readonly ok: false; readonly reason: string };

/**
 * Makes `dir` if missing, and answers whether it is `uid`'s own folder with mode 0700 (a
 * wider mode is narrowed) in a safe parent. A link, another user's folder or anything else
 * is refused.
 */
async function ownFolder(dir: string, uid: number | undefined): Promise<FolderCheck> {
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

export function startStatusFile(options: StatusFileOptions): StatusFile {
  const { runtimeDir, logger } = options;
  if (runtimeDir === undefined || runtimeDir === '') {
    logger.log('info', 'no status file for status bars: XDG_RUNTIME_DIR is not set', {});
    return noFile;
  }
  // The XDG spec: a relative path is to be ignored.
  if (!isAbsolute(runtimeDir)) {
    logger.log('warn', 'no status file for status bars: XDG_RUNTIME_DIR is not an absolute path', {});
    return noFile;
  }
  const uid = options.uid ?? process.getuid?.();
  const dir = join(runtimeDir, STATUS_FOLDER);
  const jsonPath = join(dir, STATUS_JSON);
  const textPath = join(dir, STATUS_TEXT);

  /** Whether a check ever passed: before that, close() has nothing to remove and must not make the folder. */
  let everOk = false;
  let wanted: { readonly json: string; readonly text: string } | null = null;
  /** What each file holds, as far as we know (null: unknown, write it). */
  let written: { json: string | null; text: string | null } = { json: null, text: null };
  let failing = false;
  let closed = false;
  // One write at a time, in order; each writes the latest line, so a burst of updates
  // coalesces into the last one.
  let chain: Promise<void> = Promise.resolve();

  const failed = (message: string, fields: Readonly<Record<string, string>>) => {
    if (!failing) logger.log('warn', message, { dir, ...fields });
    failing = true;
    written = { json: null, text: null };
  };

  const writeOne = async (path: string, content: string, key: 'json' | 'text') => {
    if (written[key] === content) return;
    // A fresh options object each time: write-file-atomic fills in what it was not given.
    await writeFileAtomic(path, content, { mode: 0o600 });
    written[key] = content;
  };

  const flush = async () => {
    if (closed || wanted === null) return;
    const next = wanted;
    const check = await ownFolder(dir, uid);
    if (!check.ok) {
      failed('no status file for status bars', { reason: check.reason });
      return;
    }
    everOk = true;
    try {
      await writeOne(jsonPath, next.json, 'json');
      await writeOne(textPath, next.text, 'text');
      if (failing) logger.log('info', 'status file written again', { dir });
      failing = false;
    } catch (e) {
      failed('status file not written', { error: errorCode(e) });
    }
  };

  return {
    update(line) {
      if (closed) return Promise.resolve();
      wanted = { json: `${JSON.stringify(line.json)}\n`, text: `${line.text}\n` };
      chain = chain.then(flush);
      return chain;
    },
    close() {
      if (closed) return chain;
      closed = true;
      chain = chain.then(async () => {
        // Never delete through a folder that failed its check (a link would lead elsewhere).
        if (!everOk || !(await ownFolder(dir, uid)).ok) return;
        for (const path of [jsonPath, textPath]) {
          await rm(path, { force: true }).catch((e: unknown) => logger.log('warn', 'status file not removed', { path, error: errorCode(e) }));
        }
      });
      return chain;
    },
  };
}
