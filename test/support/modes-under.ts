// The permission bits of a folder and everything under it (links not followed), for the tests
// that check a data folder is its owner's alone: folders end in `/`.

import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export function modesUnder(dir: string): [path: string, mode: number][] {
  const st = lstatSync(dir);
  if (!st.isDirectory()) return [[dir, st.mode & 0o777]];
  return [[`${dir}/`, st.mode & 0o777], ...readdirSync(dir).flatMap((name) => modesUnder(join(dir, name)))];
}
