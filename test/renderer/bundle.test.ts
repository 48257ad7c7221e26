// The built window: within its budget (40 KB of JavaScript gzipped), nothing of main/ in it
// (types only), and no network access of its own (the bridge is its only way out).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildRenderer } from '../../scripts/build-renderer.mjs';

const BUDGET_BYTES = 40 * 1024;

test('the renderer builds within 40 KB of gzipped JavaScript, from renderer/ and its libraries only, with no network API', async () => {
  const outdir = mkdtempSync(join(tmpdir(), 'stint-renderer-'));
  try {
    const built = await buildRenderer({ outdir });
    assert.ok(built.jsGzipBytes <= BUDGET_BYTES, `main.js is ${built.jsGzipBytes} bytes gzipped, over ${BUDGET_BYTES}`);
    assert.deepEqual(
      built.inputs.filter((f) => !f.startsWith('renderer/') && !f.startsWith('node_modules/')),
      [],
      'only renderer/ and libraries are bundled',
    );
    const js = readFileSync(join(outdir, 'main.js'), 'utf8');
    for (const api of ['fetch(', 'XMLHttpRequest', 'WebSocket', 'EventSource', 'sendBeacon', 'localStorage']) assert.ok(!js.includes(api), `main.js uses ${api}`);
    const html = readFileSync(join(outdir, 'index.html'), 'utf8');
    assert.match(html, /default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'none'; worker-src 'none'; require-trusted-types-for 'script'/);
    assert.doesNotMatch(html, /<script(?![^>]*\bsrc=)[^>]*>/, 'no inline script');
    // Light and dark: the system's scheme unless the theme setting forces one.
    const css = readFileSync(join(outdir, 'styles.css'), 'utf8');
    assert.match(css, /:root\{color-scheme:light dark;/);
    assert.match(css, /--bg: light-dark\(#[0-9a-f]{6}, #[0-9a-f]{6}\)/);
    assert.match(css, /\[data-theme=dark\]\{color-scheme:dark\}/);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
});
