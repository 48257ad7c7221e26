// Electron's macOS autoUpdater (Squirrel.Mac), the one part of a Mac update that cannot run
// here, as its documentation and electron-updater's MacUpdater use it: `setFeedURL` with
// headers; `checkForUpdates` asks the feed (a JSON `{ "url": … }`, with those headers), fetches
// the zip it names, then says 'update-downloaded', or 'error' when it refuses the update (on a
// Mac: a code signature it does not accept); `quitAndInstall` quits into the new version. The
// HTTP is real: the feed is MacUpdater's own local proxy of the verified download.

import { EventEmitter } from 'node:events';
import { get, type IncomingMessage } from 'node:http';

function fetchBytes(url: string, headers: Record<string, string>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => (res.statusCode === 200 ? resolve(Buffer.concat(chunks)) : reject(new Error(`HTTP ${res.statusCode}`))));
      res.on('error', reject);
    }).on('error', reject);
  });
}

export class FakeSquirrel extends EventEmitter {
  feed: { url: string; headers: Record<string, string> } | null = null;
  /** The zip as Squirrel fetched it (null until it has). */
  fetched: Buffer | null = null;
  /** Set: the update is refused with this message once fetched. */
  refuse: string | null = null;
  checks = 0;
  installs = 0;

  setFeedURL(options: { url: string; headers?: Record<string, string> }): void {
    this.feed = { url: options.url, headers: options.headers ?? {} };
  }

  checkForUpdates(): void {
    this.checks += 1;
    void this.fetch();
  }

  quitAndInstall(): void {
    this.installs += 1;
  }

  private async fetch(): Promise<void> {
    try {
      if (this.feed === null) throw new Error('Update check failed. The feed URL has not been set.');
      const answer = JSON.parse((await fetchBytes(this.feed.url, this.feed.headers)).toString('utf8')) as { url: string };
      this.fetched = await fetchBytes(answer.url, {});
      if (this.refuse !== null) throw new Error(this.refuse);
      this.emit('update-downloaded', {}, '', '1.2.0', new Date(), answer.url);
    } catch (e) {
      this.emit('error', e instanceof Error ? e : new Error(String(e)));
    }
  }
}
