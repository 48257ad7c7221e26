// The lists the command line printed, kept in the data folder for the next run: read back as
// written, the file only the person's, and a file that is not ours set aside with the reason
// (the numbers then wait for a new listing) instead of being trusted or crashing the run.
import { afterEach, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListsKeeper, loadPrintedLists, printedListsText, PRINTED_LISTS_FILE, savePrintedLists } from '../../main/cli/printed-lists-file.ts';
import { noLists, type PrintedLists } from '../../main/cli/printed-lists.ts';
import { wordsFor } from '../../main/i18n/words.ts';

const EN = wordsFor('en');

const LISTS: PrintedLists = {
  recent: { of: 'https://svc.test/api/v1 demo 1', keys: ['e4', 'e2'], at: 1_773_136_800_000 },
  today: null,
  week: { of: 'https://svc.test/api/v1 demo 1', keys: ['e3'], at: 1_773_136_800_000, start: '2026-03-02' },
  todos: { of: null, keys: [], at: 1_773_136_800_000 },
  todosDone: null,
  gaps: { of: 'https://svc.test/api/v1 demo 1', keys: ['1773126000000-1773129600000', '1773133200000-now'], at: 1_773_136_800_000 },
  projects: { of: 'https://svc.test/api/v1 demo 1', keys: ['3', '2', '1'], at: 1_773_136_800_000 },
  notSaved: { of: 'https://svc.test/api/v1 demo 1', keys: ['7c9e6679-7425-40de-944b-e07fc1f90ae7'], at: 1_773_136_800_000 },
};

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stint-lists-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the printed lists in the data folder', () => {
  test('none kept yet: no lists and nothing to say', async () => {
    assert.deepEqual(await loadPrintedLists(dir, EN), { lists: noLists(), problem: null });
  });

  test('saved, then read back as they were, in a file only its owner reads', async () => {
    await savePrintedLists(dir, printedListsText(LISTS));
    assert.deepEqual(await loadPrintedLists(dir, EN), { lists: LISTS, problem: null });
    if (process.platform !== 'win32') assert.equal((await stat(join(dir, PRINTED_LISTS_FILE))).mode & 0o777, 0o600);
  });

  test('a file written before gaps and projects were kept is read: those two as not printed yet', async () => {
    const { gaps: _g, projects: _p, ...earlier } = LISTS;
    await writeFile(join(dir, PRINTED_LISTS_FILE), `${JSON.stringify({ version: 1, lists: earlier })}\n`);
    assert.deepEqual(await loadPrintedLists(dir, EN), { lists: { ...LISTS, gaps: null, projects: null }, problem: null });
  });

  for (const [what, text, problem] of [
    ['cut short', printedListsText(LISTS).slice(0, 40), /is not JSON$/],
    ['a later version', JSON.stringify({ version: 2, lists: LISTS }), /is not a list file of this version of Stint$/],
    ['a key that is not text', JSON.stringify({ version: 1, lists: { ...LISTS, recent: { ...LISTS.recent, keys: [4] } } }), /is not a list file/],
    ['a week without its first day', JSON.stringify({ version: 1, lists: { ...LISTS, week: LISTS.recent } }), /is not a list file/],
    ['a list missing', JSON.stringify({ version: 1, lists: { recent: null } }), /is not a list file/],
  ] as const) {
    test(`a file ${what}: set aside, saying which file and why; no number is read from it`, async () => {
      await writeFile(join(dir, PRINTED_LISTS_FILE), text);
      const loaded = await loadPrintedLists(dir, EN);
      assert.deepEqual(loaded.lists, noLists());
      assert.ok(loaded.problem?.startsWith(join(dir, PRINTED_LISTS_FILE)), loaded.problem ?? 'no problem said');
      assert.match(loaded.problem!, problem);
    });
  }
});

describe('keeping the lists after each command', () => {
  const later: PrintedLists = { ...LISTS, today: { of: LISTS.recent!.of, keys: ['e9'], at: 1_773_137_000_000 } };

  test('written when they changed, not otherwise', async () => {
    const writes: string[] = [];
    const keeper = new ListsKeeper('/data', LISTS, { save: async (_d, text) => void writes.push(text), forget: async () => assert.fail('nothing to forget') });
    assert.equal(await keeper.keep(LISTS, EN), null);
    assert.deepEqual(writes, [], 'the file holds them already');
    assert.equal(await keeper.keep(later, EN), null);
    assert.equal(await keeper.keep(later, EN), null);
    assert.deepEqual(writes, [printedListsText(later)]);
  });

  test('a write that fails removes the older file, is said once, and is tried again after the next command', async () => {
    const calls: string[] = [];
    let failing = true;
    const keeper = new ListsKeeper('/data', LISTS, {
      save: async () => {
        calls.push('save');
        if (failing) throw new Error('ENOSPC: no space left on device');
      },
      forget: async () => void calls.push('forget'),
    });
    assert.equal(await keeper.keep(later, EN), 'warning: the numbers of the lists printed could not be kept for the next run (ENOSPC: no space left on device): list again there before using them.');
    assert.equal(await keeper.keep(later, EN), null, 'said once');
    failing = false;
    assert.equal(await keeper.keep(later, EN), null);
    assert.deepEqual(calls, ['save', 'forget', 'save', 'forget', 'save'], 'the older lists removed at each failure, the same lists tried again');
  });

  test('when the older file cannot be removed either, the warning says so', async () => {
    const keeper = new ListsKeeper('/data', LISTS, {
      save: async () => assert.fail('EACCES'),
      forget: async () => assert.fail('EACCES'),
    });
    assert.match((await keeper.keep(later, EN)) ?? '', /, nor the older ones removed: list again there/);
  });
});

test('a file of 5 MB is set aside unread, saying its size', async () => {
  await writeFile(join(dir, PRINTED_LISTS_FILE), Buffer.alloc(5 * 1024 * 1024, 0x20));
  const loaded = await loadPrintedLists(dir, EN);
  assert.deepEqual(loaded.lists, noLists());
  assert.equal(loaded.problem, `${join(dir, PRINTED_LISTS_FILE)} is 5 MB, not a list file Stint wrote`);
});
