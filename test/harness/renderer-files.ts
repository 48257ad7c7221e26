// The built renderer's files (dist/renderer), read at each request so that a rebuild shows
// on reload without restarting the harness. Only files inside the folder are served. A
// test's build never changes while it is served (test/browser/support/renderer-build.ts):
// `readRendererFileOnce` reads each of its files once for the process, not once a page.

import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export const DEFAULT_RENDERER_DIR = new URL('../../dist/renderer/', import.meta.url).pathname;

export interface RendererFile {
  readonly body: Buffer;
  readonly type: string;
}

/** The file at URL path `path` (already without query), or null when there is none to serve. */
export async function readRendererFile(dir: string, path: string): Promise<RendererFile | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const root = resolve(dir);
  const full = resolve(root, `.${decoded.endsWith('/') ? `${decoded}index.html` : decoded}`);
  if (!full.startsWith(root + sep)) return null;
  const type = TYPES[extname(full).toLowerCase()];
  if (type === undefined) return null;
  try {
    if (!(await stat(full)).isFile()) return null;
    return { body: await readFile(full), type };
  } catch {
    return null;
  }
}

/** What `readRendererFileOnce` read, by folder and path, for this process. */
const readOnce = new Map<string, Promise<RendererFile | null>>();

/**
 * `readRendererFile` for a folder that does not change while this process serves it (a
 * test's build): each file is read once for every page and harness of the process. The
 * stat, open, read and close of some ten files a page: 0.270 → 0.250 s of Node CPU a page
 * once read once (medians of three runs of 12 pages), about 0.6 s over a batch's ~30 pages
 * (29 November 2026).
 */
export function readRendererFileOnce(dir: string, path: string): Promise<RendererFile | null> {
  const key = `${resolve(dir)}\0${path}`;
  let file = readOnce.get(key);
  if (file === undefined) {
    file = readRendererFile(dir, path);
    readOnce.set(key, file);
  }
  return file;
}
