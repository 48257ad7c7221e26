// A saved export is written whole, and a file already at the path is replaced only when the
// person confirmed it: otherwise it stays byte for byte, and no temporary file is left beside it.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { saveFileWhole } from '../../main/platform/node/save-file.ts';

function folder(t: { after(fn: () => void): void }): string {
  const dir = mkdtempSync(join(tmpdir(), 'stint-save-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const bytes = (text: string) => new TextEncoder().encode(text);

test('a new file is written whole, and nothing else is left in the folder', async (t) => {
  const dir = folder(t);
  const path = join(dir, 'timesheet.csv');
  assert.equal(await saveFileWhole(path, bytes('Date,Duration\r\n'), false), 'saved');
  assert.equal(readFileSync(path, 'utf8'), 'Date,Duration\r\n');
  assert.deepEqual(readdirSync(dir), ['timesheet.csv']);
});

test('a file already there is not replaced unasked: it stays as it was, and no temporary file is left', async (t) => {
  const dir = folder(t);
  const path = join(dir, 'timesheet.csv');
  writeFileSync(path, 'the client already has this');
  assert.equal(await saveFileWhole(path, bytes('new'), false), 'exists');
  assert.equal(readFileSync(path, 'utf8'), 'the client already has this');
  assert.deepEqual(readdirSync(dir), ['timesheet.csv']);
});

test('replacing, when the person confirmed it, writes the new bytes whole', async (t) => {
  const dir = folder(t);
  const path = join(dir, 'timesheet.csv');
  writeFileSync(path, 'old');
  assert.equal(await saveFileWhole(path, bytes('new and longer'), true), 'saved');
  assert.equal(readFileSync(path, 'utf8'), 'new and longer');
  assert.deepEqual(readdirSync(dir), ['timesheet.csv']);
});

test('the saved file is the person\'s alone (0600), new or replacing one other users could read', async (t) => {
  const dir = folder(t);
  const fresh = join(dir, 'activity.csv');
  assert.equal(await saveFileWhole(fresh, bytes('window titles'), false), 'saved');
  assert.equal(statSync(fresh).mode & 0o777, 0o600);
  const old = join(dir, 'timesheet.csv');
  writeFileSync(old, 'old');
  chmodSync(old, 0o644);
  assert.equal(await saveFileWhole(old, bytes('new'), true), 'saved');
  assert.equal(statSync(old).mode & 0o777, 0o600);
});
