// A rules file chosen to import is read whole as text, its size checked before it is read; a
// file not there, one too large, or a folder is an answer in words' material, never a throw.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readTextFile } from '../../main/platform/node/read-text-file.ts';

function folder(t: { after(fn: () => void): void }): string {
  const dir = mkdtempSync(join(tmpdir(), 'stint-read-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

test('a file within the bound is its text; one past it, none there, or a folder is said', async (t) => {
  const dir = folder(t);
  const path = join(dir, 'rules.json');
  writeFileSync(path, '{"stint":"activity-rules","rules":[]} — ok');
  assert.deepEqual(await readTextFile(path, 1000), { ok: true, text: '{"stint":"activity-rules","rules":[]} — ok' });
  assert.deepEqual(await readTextFile(path, 10), { ok: false, problem: 'too_large', detail: '44 bytes' });
  assert.deepEqual(await readTextFile(join(dir, 'none.json'), 1000), { ok: false, problem: 'missing', detail: 'ENOENT' });
  assert.deepEqual(await readTextFile(dir, 1000), { ok: false, problem: 'unreadable', detail: 'not a file' });
});
