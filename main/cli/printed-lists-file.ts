// The printed lists (printed-lists.ts) kept in the data folder between runs, in
// `cli-lists.json`: entries' keys, to-dos' and projects' ids and gaps' spans, never a
// description or a token. The file
// is replaced whole (write-file-atomic) and read as `unknown` until the schema says it is
// ours: a file that is not (hand-edited, cut short, from a later version) is set aside with a
// line saying so, and the numbers then wait for a new listing, as on a first run.

import { readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import type { I18n } from '../i18n/words.ts';
import { PRINTED_LISTS_VERSION, noLists, type PrintedLists } from './printed-lists.ts';
// The file's schema (printed-lists.ts) checked by Ajv's standalone code, generated at
// development time (scripts/gen-printed-lists-check.ts): no Ajv at run time, where compiling
// the check cost each command line that read the file its compile. test/cli/printed-lists-check.test.ts
// fails when the committed module is not what the generator makes of the schema now.
import { validFile } from './generated/printed-lists-check.js';

export const PRINTED_LISTS_FILE = 'cli-lists.json';
/** Far above eight lists of a few hundred keys: a larger file is not one Stint wrote, and is not read. */
const MAX_BYTES = 1024 * 1024;

export type LoadedLists = { readonly lists: PrintedLists; /** Why the file was set aside; null when read or absent. */ readonly problem: string | null };

export async function loadPrintedLists(dataDir: string, i18n: I18n): Promise<LoadedLists> {
  const path = join(dataDir, PRINTED_LISTS_FILE);
  let text: string;
  try {
    const size = (await stat(path)).size;
    if (size > MAX_BYTES) return { lists: noLists(), problem: i18n._({ id: 'cli.lists.tooLarge', message: '{path} is {size} MB, not a list file Stint wrote', values: { path, size: Math.round(size / 1024 / 1024) } }) };
    text = await readFile(path, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { lists: noLists(), problem: null };
    return { lists: noLists(), problem: i18n._({ id: 'cli.lists.unreadable', message: '{path} could not be read ({why})', values: { path, why: (e as Error).message } }) };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { lists: noLists(), problem: i18n._({ id: 'cli.lists.notJson', message: '{path} is not JSON', values: { path } }) };
  }
  if (!validFile(data)) return { lists: noLists(), problem: i18n._({ id: 'cli.lists.notOurs', message: '{path} is not a list file of this version of Stint', values: { path } }) };
  return { lists: { ...noLists(), ...(data as { lists: Partial<PrintedLists> }).lists }, problem: null };
}

/** The file's text for these lists. */
export function printedListsText(lists: PrintedLists): string {
  return `${JSON.stringify({ version: PRINTED_LISTS_VERSION, lists })}\n`;
}

export async function savePrintedLists(dataDir: string, text: string): Promise<void> {
  await writeFileAtomic(join(dataDir, PRINTED_LISTS_FILE), text, { mode: 0o600 });
}

/** Removes the file (none there is fine): lists that could not be kept must not outlive newer ones. */
export async function forgetPrintedLists(dataDir: string): Promise<void> {
  await rm(join(dataDir, PRINTED_LISTS_FILE), { force: true });
}

export interface ListsFileOps {
  save(dataDir: string, text: string): Promise<void>;
  forget(dataDir: string): Promise<void>;
}

const FILE_OPS: ListsFileOps = { save: savePrintedLists, forget: forgetPrintedLists };

/**
 * Keeps the lists in the file after each command, writing only when they changed. A write that
 * fails removes the older file (the next run would trust it, though the person has seen newer
 * lists since) and is tried again after the next command; it is said once.
 */
export class ListsKeeper {
  private warned = false;
  /** What the file holds now; null: not known to hold these lists (set aside, or a write failed). */
  private keptText: string | null;

  /** `kept`: the lists as the file holds them (null: unknown, the file set aside). */
  constructor(
    private readonly dataDir: string,
    kept: PrintedLists | null,
    private readonly ops: ListsFileOps = FILE_OPS,
  ) {
    this.keptText = kept === null ? null : printedListsText(kept);
  }

  /** The warning to print (in the words of `i18n`, the terminal's), the first time a write fails; else null. */
  async keep(lists: PrintedLists, i18n: I18n): Promise<string | null> {
    const text = printedListsText(lists);
    if (text === this.keptText) return null;
    try {
      await this.ops.save(this.dataDir, text);
      this.keptText = text;
      return null;
    } catch (e) {
      this.keptText = null;
      const gone = await this.ops.forget(this.dataDir).then(
        () => true,
        () => false,
      );
      if (this.warned) return null;
      this.warned = true;
      const values = { why: (e as Error).message };
      return gone
        ? i18n._({ id: 'cli.lists.notKept', message: 'warning: the numbers of the lists printed could not be kept for the next run ({why}): list again there before using them.', values })
        : i18n._({ id: 'cli.lists.notKeptNorRemoved', message: 'warning: the numbers of the lists printed could not be kept for the next run ({why}), nor the older ones removed: list again there before using them.', values });
    }
  }
}
