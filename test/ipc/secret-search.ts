// Searching what the window or the disk saw for a secret: every file under a folder as text,
// and a secret looked for as written, as a URL component and as a JSON string holds it.

import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `dir`, by path, as text. */
export function filesUnder(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    const full = join(dir, name);
    if (statSync(full).isFile()) out[name] = readFileSync(full, 'latin1');
  }
  return out;
}

export function assertAbsent(text: string, secret: string, what: string): void {
  for (const form of new Set([secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1)])) {
    assert.equal(text.includes(form), false, `${what} appears in what the window or the disk saw`);
  }
}
