// Saving an export (issue 70: "never over an existing file unasked"), in the command line's
// words: the file is written whole or not at all by the same writer as the window's Save…
// (platform/node/save-file.ts: a synced temporary file hard-linked in place, which the system
// refuses when the name exists; renamed over it only with --force).

import { stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { I18n } from '../i18n/words.ts';
import { saveFileWhole } from '../platform/node/save-file.ts';

export type Saved = { readonly ok: true } | { readonly ok: false; readonly message: string };

/** What refuses a file that is there already, in words. */
export function existsWords(path: string, i18n: I18n): string {
  return i18n._({ id: 'cli.file.exists', message: '{path} exists already: nothing was written. Choose another --out file, or add --force to replace it.', values: { path } });
}

/** Why `path` cannot be written, in words; null when it can be tried (it does not exist, or --force). */
export async function outProblem(path: string, force: boolean, i18n: I18n): Promise<string | null> {
  const there = await stat(path).catch(() => null);
  if (there?.isDirectory()) return i18n._({ id: 'cli.file.isFolder', message: "{path} is a folder: give --out a file's name in it.", values: { path } });
  if (there !== null && !force) return existsWords(path, i18n);
  const folder = await stat(dirname(path)).catch(() => null);
  if (folder === null || !folder.isDirectory()) return i18n._({ id: 'cli.file.noFolder', message: 'The folder {folder} does not exist: make it first, or choose another --out file.', values: { folder: dirname(path) } });
  return null;
}

const codeOf = (e: unknown): string | undefined => (e as NodeJS.ErrnoException | null)?.code;

/** Writes `content` to `path` whole; an existing file is replaced only with `force`. */
export async function saveExport(path: string, content: string | Uint8Array, force: boolean, i18n: I18n): Promise<Saved> {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  try {
    return (await saveFileWhole(path, bytes, force)) === 'saved' ? { ok: true } : { ok: false, message: existsWords(path, i18n) };
  } catch (e) {
    const why = codeOf(e) ?? (e instanceof Error ? e.message : String(e));
    return { ok: false, message: i18n._({ id: 'cli.file.notWritten', message: '{path} could not be written ({why}): nothing was written.', values: { path, why } }) };
  }
}
