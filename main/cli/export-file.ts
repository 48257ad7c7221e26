// Saving an export (issue 70: "never over an existing file unasked"). The file appears whole or
// not at all: write-file-atomic writes a temporary file beside it and fsyncs it; without --force
// the temporary file is then hard-linked to the name, which the system refuses if the name
// exists (so a file made meanwhile is not replaced either), and with --force renamed over it.
// A file system without hard links falls back to looking first, then renaming.

import { randomBytes } from 'node:crypto';
import { link, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';

export type Saved = { readonly ok: true } | { readonly ok: false; readonly message: string };

/** What refuses a file that is there already, in words. */
export function existsWords(path: string): string {
  return `${path} exists already: nothing was written. Choose another --out file, or add --force to replace it.`;
}

/** Why `path` cannot be written, in words; null when it can be tried (it does not exist, or --force). */
export async function outProblem(path: string, force: boolean): Promise<string | null> {
  const there = await stat(path).catch(() => null);
  if (there?.isDirectory()) return `${path} is a folder: give --out a file's name in it.`;
  if (there !== null && !force) return existsWords(path);
  const folder = await stat(dirname(path)).catch(() => null);
  if (folder === null || !folder.isDirectory()) return `The folder ${dirname(path)} does not exist: make it first, or choose another --out file.`;
  return null;
}

const NO_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'EXDEV', 'ENOSYS']);

const codeOf = (e: unknown): string | undefined => (e as NodeJS.ErrnoException | null)?.code;

/** Writes `data` to `path` whole; an existing file is replaced only with `force`. */
export async function saveExport(path: string, content: string | Uint8Array, force: boolean): Promise<Saved> {
  const data = typeof content === 'string' ? content : Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  const failed = (e: unknown): Saved => ({ ok: false, message: `${path} could not be written (${codeOf(e) ?? (e instanceof Error ? e.message : String(e))}): nothing was written.` });
  if (force) {
    try {
      await writeFileAtomic(path, data);
      return { ok: true };
    } catch (e) {
      return failed(e);
    }
  }
  const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.stint-export`);
  try {
    await writeFileAtomic(temporary, data);
    try {
      await link(temporary, path);
    } catch (e) {
      if (codeOf(e) === 'EEXIST') return { ok: false, message: existsWords(path) };
      if (!NO_LINKS.has(codeOf(e) ?? '')) throw e;
      if ((await stat(path).catch(() => null)) !== null) return { ok: false, message: existsWords(path) };
      await rename(temporary, path);
    }
    return { ok: true };
  } catch (e) {
    return failed(e);
  } finally {
    await rm(temporary, { force: true });
  }
}
