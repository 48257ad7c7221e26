// The main bundle's source (main.js and its chunks) holds ASCII alone (scripts/build-main.mjs asciiSource): V8 keeps a
// script's source all day, two bytes a character once one character is past Latin-1, and a
// curly quote in a comment made the 3.2 MB main.js 6.4 MB of the main process's heap.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asciiSource, buildMain } from '../../scripts/build-main.mjs';

test('main.js and its chunks hold no character past ASCII, and what was escaped means the same', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'stint-main-ascii-'));
  try {
    const { chunks } = await buildMain({ outdir: dir });
    assert.ok(chunks.length > 1, 'main.js and its chunks');
    for (const { file } of chunks) {
      const text = readFileSync(join(dir, file), 'utf8');
      const at = text.search(/[^\x00-\x7f]/);
      assert.equal(at, -1, `a character past ASCII in ${file}: …${text.slice(Math.max(0, at - 40), at + 10)}…`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // A refusal's trailing full stop, Latin or CJK, as the engine strips it (engine-loop's words).
  const stop = new Function(`return ${asciiSource('/[.。]$/')};`)() as RegExp;
  assert.ok(stop.test('archived。') && stop.test('archived.') && !stop.test('archived'));
  assert.equal(new Function(`// “quoted” – a comment\nreturn ${asciiSource('"·…"')};`)(), '·…');
});
