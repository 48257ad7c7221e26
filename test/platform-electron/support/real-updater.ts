// What electron-updater's real updater classes need to run under plain Node (as its own tests
// run them): an app adapter of the test's own instead of Electron's `app`, and Node's HTTP
// instead of Electron's `net`.

import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type RequestListener, type RequestOptions } from 'node:http';
import { join } from 'node:path';
import type { AppUpdater } from 'electron-updater';
import type { AppAdapter } from 'electron-updater/out/AppAdapter.js';
import { ElectronHttpExecutor } from 'electron-updater/out/electronHttpExecutor.js';

/** electron-updater's own requests (checks, redirects, the sha512 check), over Node's HTTP. */
export class NodeHttpExecutor extends ElectronHttpExecutor {
  override createRequest(...[options, callback]: Parameters<ElectronHttpExecutor['createRequest']>): ReturnType<ElectronHttpExecutor['createRequest']> {
    // Node's request and response stand in for Electron's: the executor uses what both have.
    return request(options as RequestOptions, callback as (response: IncomingMessage) => void) as unknown as ReturnType<ElectronHttpExecutor['createRequest']>;
  }
}

/**
 * An installed, packaged app of `version` whose files live in `folder`; `updateConfig` is the
 * app-update.yml electron-builder would have written (the provider and where it points).
 */
export function installedApp(folder: string, version: string, updateConfig: string): AppAdapter {
  mkdirSync(folder, { recursive: true });
  const config = join(folder, 'app-update.yml');
  writeFileSync(config, updateConfig);
  return {
    version,
    name: 'Stint',
    isPackaged: true,
    appUpdateConfigPath: config,
    userDataPath: join(folder, 'userData'),
    baseCachePath: join(folder, 'cache'),
    whenReady: () => Promise.resolve(),
    relaunch: () => assert.fail('no relaunch in this test'),
    quit: () => assert.fail('no quit in this test'),
    onQuit: () => {},
  };
}

/** `updater` made with an app adapter has no HTTP of its own: it is given Node's. */
export function overNodeHttp<U extends AppUpdater>(updater: U): U {
  (updater as unknown as { httpExecutor: ElectronHttpExecutor }).httpExecutor = new NodeHttpExecutor();
  return updater;
}

/** A local stand-in for where electron-builder publishes, answering with `handler` on 127.0.0.1. */
export async function startFeed(handler: RequestListener): Promise<{ readonly url: string; close(): Promise<void> }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  assert.ok(address !== null && typeof address === 'object');
  return { url: `http://127.0.0.1:${address.port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
