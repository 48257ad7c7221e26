// The drift check of a generated module (Ajv's standalone code of the app's checks): the files
// committed must be what their generator script makes now.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const ROOT = new URL('../..', import.meta.url).pathname;

/** Fails, naming the file and the script to run, when a committed file differs from what the generator made. */
export function assertCommitted([codeFile, typesFile]: readonly [string, string], made: { readonly code: string; readonly types: string }, script: string): void {
  for (const [file, text] of [[codeFile, made.code], [typesFile, made.types]] as const) {
    // Not deepEqual: a diff of two 400 kB one-line files says nothing a person can read.
    assert.ok(readFileSync(file, 'utf8') === text, `${relative(ROOT, file)} is stale: run npx tsx ${script}`);
  }
}
