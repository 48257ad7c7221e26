// Which package this installation came from: electron-builder writes `package-type` into
// the resources folder of a deb (and rpm, pacman); an AppImage, a dmg or an nsis install has
// none. The updater reads it to know whether it may replace the app (updater.ts).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file's word (`deb`), or null where there is none or it cannot be read. */
export function readPackageType(resourcesPath: string | undefined): string | null {
  if (resourcesPath === undefined) return null;
  try {
    return readFileSync(join(resourcesPath, 'package-type'), 'utf8').trim();
  } catch {
    return null;
  }
}
