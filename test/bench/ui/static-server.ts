// A tiny static server on 127.0.0.1 for the built renderer and the benchmark's probe
// bundle: the page loads over http like the harness serves it, with its own CSP intact.

import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';

const TYPES: Readonly<Record<string, string>> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

export interface StaticServer {
  readonly url: string;
  close(): Promise<void>;
}

/** Serves `root` (`/` is index.html) and the `extra` in-memory files by path. */
export async function serveStatic(root: string, extra: Readonly<Record<string, string>>): Promise<StaticServer> {
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const file = path === '/' ? '/index.html' : path;
    const ext = file.slice(file.lastIndexOf('.'));
    let body: string | Buffer | undefined = extra[file];
    if (body === undefined && !normalize(file).includes('..')) {
      try {
        body = readFileSync(join(root, file));
      } catch {
        body = undefined;
      }
    }
    if (body === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[ext] ?? 'application/octet-stream', 'cache-control': 'no-store' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
