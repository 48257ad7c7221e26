// An update never installs an older version, driven through the real electron-updater (the
// DebUpdater a deb install makes, its AppUpdater settings and its own version comparison)
// against a local stand-in for GitHub's releases: the Atom feed, the "latest" release and each
// release's latest-linux.yml / beta-linux.yml, as electron-builder publishes them.
//
// GitHub calls the release made last "latest", so a hotfix of an older line (1.3.9) published
// after 1.4.0 is what the feed offers. electron-updater's `channel` setter allows downgrades
// as a side effect; set in the wrong order, every person, stable or beta, was moved back.
// Only a person leaving the beta while a prerelease runs takes an older (stable) release, once,
// and never one older than the line that prerelease follows (1.4.0 for 1.5.0-beta.2).
// A deb install is told and downloads nothing, so what the person would see is `told`.

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { DebUpdater, type UpdateInfo } from 'electron-updater';
import { CHECK_EVERY_MS, createUpdater, type UpdateChannel, type UpdateReadyInfo } from '../../main/platform/electron/updater.ts';
import { HANG_GUARD } from '../support/hang-guard.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { installedApp, overNodeHttp } from './support/real-updater.ts';
import { RecordingLog } from './support/recording-log.ts';

/** A clock that says when the adapter goes to sleep: its check (real I/O) is over. */
class SleepWatchingClock extends ManualClock {
  private sleepers: (() => void)[] = [];
  override sleep(ms: number, signal?: AbortSignal): Promise<void> {
    const slept = super.sleep(ms, signal);
    for (const wake of this.sleepers.splice(0)) wake();
    return slept;
  }
  /** Call before what starts the check. */
  nextSleep(): Promise<void> {
    return new Promise((resolve) => this.sleepers.push(resolve));
  }
}

/** The releases on the stand-in for GitHub, the one made last first (the Atom feed's order). */
let releases: string[] = [];
let server: Server;
let host = '';
let dir = '';

const isPrerelease = (version: string) => version.includes('-');

function atom(): string {
  const entries = releases.map(
    (v) =>
      `<entry><id>tag:github.com,2008:Repository/1/v${v}</id><updated>2026-11-23T09:00:00Z</updated>` +
      `<link rel="alternate" type="text/html" href="https://github.com/stint-app/stint/releases/tag/v${v}"/>` +
      `<title>${v}</title><content type="html">Stint ${v}</content></entry>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">${entries.join('')}</feed>`;
}

function channelFile(version: string): string {
  return [`version: ${version}`, 'files:', `  - url: stint_${version}_amd64.deb`, '    sha512: x', '    size: 1', `path: stint_${version}_amd64.deb`, 'sha512: x', "releaseDate: '2026-11-23T09:00:00.000Z'", ''].join('\n');
}

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'stint-updater-downgrade-'));
  server = createServer((req, res) => {
    // electron-updater adds a query against caches.
    const path = new URL(req.url ?? '/', 'http://feed').pathname;
    // A socket a request: electron-updater's per-request timeout listeners pile up on a kept-alive one.
    res.setHeader('Connection', 'close');
    const file = /^\/stint-app\/stint\/releases\/download\/v([^/]+)\/(latest|beta)-linux[\w-]*\.yml$/.exec(path);
    if (path === '/stint-app/stint/releases.atom') {
      res.writeHead(200, { 'Content-Type': 'application/atom+xml' }).end(atom());
    } else if (path === '/api/v3/repos/stint-app/stint/releases/latest') {
      // GitHub's "latest": the stable release made last, whatever its version.
      const latest = releases.find((v) => !isPrerelease(v));
      res.writeHead(latest ? 200 : 404, { 'Content-Type': 'application/json' }).end(JSON.stringify(latest ? { tag_name: `v${latest}` } : {}));
    } else if (file && releases.includes(file[1]!) && (file[2] === 'beta') === isPrerelease(file[1]!)) {
      res.writeHead(200, { 'Content-Type': 'text/yaml' }).end(channelFile(file[1]!));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  assert.ok(address !== null && typeof address === 'object');
  host = `127.0.0.1:${address.port}`;
});

after(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** electron-updater as an installed deb of `version` makes it, its update config pointing at the stand-in. */
function debUpdater(version: string): DebUpdater {
  const config = `provider: github\nowner: stint-app\nrepo: stint\nhost: ${host}\nprotocol: http\nupdaterCacheDirName: stint-updater\n`;
  return overNodeHttp(new DebUpdater(null, installedApp(mkdtempSync(join(dir, `${version}-`)), version, config)));
}

/** The adapter over a real DebUpdater of the `running` version; `check` configures and waits for that check's end. */
function install(running: string) {
  const real = debUpdater(running);
  const clock = new SleepWatchingClock(Date.UTC(2026, 10, 23, 9));
  const log = new RecordingLog();
  const updater = createUpdater({ updater: () => real, install: 'download', platform: 'linux', clock, logger: log, beforeInstall: async () => true, onInstallFailed: () => assert.fail('nothing is installed here') });
  const told: (UpdateReadyInfo | null)[] = [];
  updater.onReady((r) => told.push(r));
  /** What the real updater decided at each check: the version the feed offered, taken or not. */
  const decided: string[] = [];
  real.on('update-available', (info: UpdateInfo) => decided.push(`took ${info.version}`));
  real.on('update-not-available', (info: UpdateInfo) => decided.push(`refused ${info.version}`));
  const check = async (channel: UpdateChannel, during?: () => void) => {
    const over = clock.nextSleep();
    updater.configure({ enabled: true, channel });
    during?.();
    await over;
    assert.equal(clock.nextDue(), clock.now() + CHECK_EVERY_MS, 'the check went through (a failure retries sooner)');
  };
  const nextCheck = async () => {
    const over = clock.nextSleep();
    await clock.advance(CHECK_EVERY_MS);
    await over;
  };
  return { real, updater, told, decided, check, nextCheck };
}

test('a stable user on 1.4.0 is not moved back to a hotfix 1.3.9 that GitHub calls latest', HANG_GUARD, async () => {
  releases = ['1.3.9', '1.5.0-beta.2', '1.4.0'];
  const { real, updater, told, decided, check } = install('1.4.0');
  await check('stable');
  assert.deepEqual(told, [null], 'nothing offered');
  assert.deepEqual(decided, ['refused 1.3.9']);
  assert.deepEqual([real.allowDowngrade, real.allowPrerelease, real.channel], [false, false, 'latest']);
  updater.close();
});

test('a beta user, on 1.4.0 or on a prerelease, is not moved back to the hotfix either', HANG_GUARD, async () => {
  releases = ['1.3.9', '1.5.0-beta.2', '1.4.0'];
  for (const running of ['1.4.0', '1.5.0-beta.2']) {
    const { real, updater, told, decided, check } = install(running);
    await check('beta');
    assert.deepEqual(told, [null], running);
    // On the beta channel electron-updater reads the release made last too: the hotfix.
    assert.deepEqual(decided, ['refused 1.3.9'], running);
    assert.deepEqual([real.allowDowngrade, real.allowPrerelease, real.channel], [false, true, 'beta'], running);
    updater.close();
  }
});

test('leaving the beta while 1.5.0-beta.2 runs takes the stable 1.4.0 once; a later hotfix 1.3.9 is not offered', HANG_GUARD, async () => {
  releases = ['1.5.0-beta.2', '1.4.0'];
  const { real, updater, told, decided, check, nextCheck } = install('1.5.0-beta.2');
  await check('beta');
  assert.deepEqual(decided, ['refused 1.5.0-beta.2'], 'the version running');
  const allowDowngrade: Record<string, boolean> = {};
  await check('stable', () => (allowDowngrade['during the move'] = real.allowDowngrade));
  assert.equal(decided.at(-1), 'took 1.4.0');
  const stable = { version: '1.4.0', how: 'download', releaseUrl: 'https://github.com/stint-app/stint/releases/tag/v1.4.0' };
  assert.deepEqual(told.at(-1), stable);
  allowDowngrade['after the move'] = real.allowDowngrade;

  releases = ['1.3.9', ...releases];
  await nextCheck();
  assert.deepEqual(told.at(-1), stable, 'still 1.4.0');
  assert.equal(decided.at(-1), 'refused 1.3.9');
  allowDowngrade['after the next check'] = real.allowDowngrade;
  assert.deepEqual(allowDowngrade, { 'during the move': true, 'after the move': false, 'after the next check': false });
  updater.close();
});

test('leaving the beta while 1.5.0-beta.2 runs, with a hotfix 1.3.9 made after it: 1.3.9 is not taken; the beta build stays until a stable 1.4.x or newer is latest', HANG_GUARD, async () => {
  // Made in the order 1.4.0, 1.5.0-beta.2, 1.3.9: GitHub's "latest" (all the stable channel
  // reads) is 1.3.9, so 1.4.0 cannot be offered; taking 1.3.9 would skip 1.4.0 for the old line.
  releases = ['1.3.9', '1.5.0-beta.2', '1.4.0'];
  const { real, updater, told, decided, check, nextCheck } = install('1.5.0-beta.2');
  await check('stable');
  assert.deepEqual(decided, ['refused 1.3.9']);
  assert.deepEqual(told, [null], 'nothing offered');
  assert.equal(real.allowDowngrade, true, 'the move is still to make');

  await nextCheck();
  assert.deepEqual(decided, ['refused 1.3.9', 'refused 1.3.9']);
  assert.deepEqual(told, [null]);

  // A hotfix of the line the prerelease follows is made: that one is taken, once.
  releases = ['1.4.1', ...releases];
  await nextCheck();
  assert.equal(decided.at(-1), 'took 1.4.1');
  assert.deepEqual(told.at(-1), { version: '1.4.1', how: 'download', releaseUrl: 'https://github.com/stint-app/stint/releases/tag/v1.4.1' });
  assert.equal(real.allowDowngrade, false);
  updater.close();
});

test('leaving the beta on 2.0.0-beta.1 takes 1.9.0 but no older major line', HANG_GUARD, async () => {
  releases = ['0.9.9', '2.0.0-beta.1', '1.9.0'];
  const old = install('2.0.0-beta.1');
  await old.check('stable');
  assert.deepEqual(old.decided, ['refused 0.9.9']);
  assert.deepEqual(old.told, [null]);
  old.updater.close();

  releases = ['2.0.0-beta.1', '1.9.0'];
  const line = install('2.0.0-beta.1');
  await line.check('stable');
  assert.deepEqual(line.decided, ['took 1.9.0']);
  line.updater.close();
});
