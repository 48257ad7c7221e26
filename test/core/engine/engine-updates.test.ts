// Updates of Stint as the engine sees them: the person's choice reaches the update port at
// start and at each change of it; what the port says is ready is in the snapshot; a restart
// into it is asked only when one is ready; and the first start after an update says "Updated
// to X" once, until dismissed or until the next start. Each test runs the real engine over
// real files in its own folder; a restart is a new engine over the same folder.

import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Snapshot } from '../../../main/core/snapshot.ts';
import { createStint, type Stint } from '../../../main/core/stint.ts';
import { nodePorts, type NodePorts } from '../../../main/platform/node/index.ts';
import { ManualClock } from '../../support/manual-clock.ts';
import { FakeUpdatePort } from '../support/fake-update-port.ts';

const NOW = Date.parse('2026-03-10T10:00:00Z');
const NOTES = (v: string) => `https://github.com/stint-app/stint/releases/tag/v${v}`;

const dirs: string[] = [];
const running: { stint: Stint; ports: NodePorts }[] = [];

afterEach(async () => {
  for (const r of running.splice(0)) {
    await r.stint.close();
    r.ports.logger.close();
  }
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function folder(): string {
  const d = mkdtempSync(join(tmpdir(), 'stint-updates-'));
  dirs.push(d);
  return d;
}

/** An engine of version `appVersion` over `dataDir`, signed out (it makes no request), with `updates` as its port. */
async function start(dataDir: string, appVersion: string, updates?: FakeUpdatePort): Promise<{ stint: Stint; ports: NodePorts }> {
  const base = nodePorts({ dataDir, clock: new ManualClock(NOW), fetch: () => Promise.reject(new Error('no request is expected')) });
  const ports: NodePorts = updates ? { ...base, updates } : base;
  const stint = await createStint(ports, { appVersion, platform: 'test', pacing: [] });
  running.push({ stint, ports });
  return { stint, ports };
}

async function stop(stint: Stint): Promise<void> {
  const i = running.findIndex((r) => r.stint === stint);
  const [r] = running.splice(i, 1);
  await r!.stint.close();
  r!.ports.logger.close();
}

test('the update port hears the settings at start: on and stable by default, or what the person chose', async () => {
  const dir = folder();
  const first = new FakeUpdatePort();
  const { stint } = await start(dir, '1.2.0', first);
  assert.deepEqual(first.configured, [{ enabled: true, channel: 'stable' }]);
  assert.equal((await stint.updateSettings({ updates: { enabled: false, channel: 'beta' } })).ok, true);
  await stop(stint);

  const next = new FakeUpdatePort();
  await start(dir, '1.2.0', next);
  assert.deepEqual(next.configured, [{ enabled: false, channel: 'beta' }]);
});

test('each change of the update settings reaches the port at once; other settings, and a refused patch, do not', async () => {
  const port = new FakeUpdatePort();
  const { stint } = await start(folder(), '1.2.0', port);
  assert.equal((await stint.updateSettings({ updates: { channel: 'beta' } })).ok, true);
  assert.equal((await stint.updateSettings({ theme: 'dark' })).ok, true);
  assert.equal((await stint.updateSettings({ updates: { channel: 'nightly' } })).ok, false);
  assert.equal((await stint.updateSettings({ updates: { enabled: false } })).ok, true);
  assert.equal((await stint.updateSettings({ updates: { enabled: false } })).ok, true);
  assert.deepEqual(port.configured, [
    { enabled: true, channel: 'stable' },
    { enabled: true, channel: 'beta' },
    { enabled: false, channel: 'beta' },
  ]);
});

test('an update the port says is ready is in the snapshot, in one new snapshot to subscribers; gone when the port says so', async () => {
  const port = new FakeUpdatePort();
  const { stint } = await start(folder(), '1.2.0', port);
  assert.equal(stint.snapshot().update, null);
  const seen: Snapshot[] = [];
  stint.subscribe((s) => seen.push(s));

  port.announce({ version: '1.3.0', how: 'restart', releaseUrl: null });
  assert.equal(seen.length, 1);
  assert.deepEqual(stint.snapshot().update, { version: '1.3.0', how: 'restart', releaseUrl: null });
  assert.ok(Object.isFrozen(stint.snapshot().update));

  port.announce(null);
  assert.equal(stint.snapshot().update, null);
});

test('installUpdate restarts into a ready update through the port; refused in words when none is ready', async () => {
  const port = new FakeUpdatePort();
  const { stint } = await start(folder(), '1.2.0', port);
  assert.deepEqual(await stint.installUpdate(), { ok: false, message: 'No update is ready to install.', fields: {} });
  assert.equal(port.installs, 0, 'nothing ready: the updater is not asked');

  port.announce({ version: '1.3.0', how: 'restart', releaseUrl: null });
  assert.deepEqual(await stint.installUpdate(), { ok: true });
  assert.equal(port.installs, 1);
});

test('an install the updater could not make is refused in words, and Stint runs on', async () => {
  const port = new FakeUpdatePort();
  const { stint } = await start(folder(), '1.2.0', port);
  port.announce({ version: '1.3.0', how: 'restart', releaseUrl: null });
  for (const answer of [false, new Error('quitAndInstall failed')]) {
    port.installAnswer = answer;
    const r = await stint.installUpdate();
    assert.deepEqual(r, { ok: false, message: 'Stint 1.3.0 could not be installed now; this version keeps running. Try again later.', fields: {} });
  }
  assert.equal(port.installs, 2);
  assert.deepEqual(stint.snapshot().update, { version: '1.3.0', how: 'restart', releaseUrl: null });
});

test('a release to download (a deb) is not installed: the person gets its page instead', async () => {
  const port = new FakeUpdatePort();
  const { stint } = await start(folder(), '1.2.0', port);
  port.announce({ version: '1.3.0', how: 'download', releaseUrl: NOTES('1.3.0') });
  const r = await stint.installUpdate();
  assert.equal(r.ok, false);
  assert.equal(port.installs, 0);
});

test('where nothing updates (no port), the snapshot shows no update and installUpdate is refused in words', async () => {
  const { stint } = await start(folder(), '1.2.0');
  assert.equal(stint.snapshot().update, null);
  assert.deepEqual(await stint.installUpdate(), { ok: false, message: 'This Stint does not update itself: no update can be installed from here.', fields: {} });
});

test('a closed engine lets go of the port', async () => {
  const port = new FakeUpdatePort();
  const { stint } = await start(folder(), '1.2.0', port);
  assert.equal(port.listening, 1);
  await stop(stint);
  assert.equal(port.listening, 0);
});

test('a first install says nothing of an update, and keeps its version as the last that ran', async () => {
  const dir = folder();
  const { stint } = await start(dir, '1.2.0');
  assert.equal(stint.snapshot().updatedTo, null);
  assert.equal(stint.snapshot().settings.lastRunVersion, '1.2.0');
  await stop(stint);
  const again = await start(dir, '1.2.0');
  assert.equal(again.stint.snapshot().updatedTo, null, 'the same version again is no update');
});

test('the first start on a new version says "Updated to" it, with its notes, until dismissed', async () => {
  const dir = folder();
  await stop((await start(dir, '1.2.0')).stint);

  const { stint } = await start(dir, '1.3.0');
  assert.deepEqual(stint.snapshot().updatedTo, { version: '1.3.0', notesUrl: NOTES('1.3.0') });
  assert.equal(stint.snapshot().settings.lastRunVersion, '1.3.0');
  const seen: Snapshot[] = [];
  stint.subscribe((s) => seen.push(s));
  stint.dismissUpdatedNote();
  assert.equal(stint.snapshot().updatedTo, null);
  assert.equal(seen.length, 1);
  stint.dismissUpdatedNote();
  assert.equal(seen.length, 1, 'dismissed twice is news once');
});

test('"Updated to" shows once: a restart on the same version without dismissing it shows it no more', async () => {
  const dir = folder();
  await stop((await start(dir, '1.2.0')).stint);
  const updated = await start(dir, '1.3.0');
  assert.equal(updated.stint.snapshot().updatedTo?.version, '1.3.0');
  await stop(updated.stint);

  const restarted = await start(dir, '1.3.0');
  assert.equal(restarted.stint.snapshot().updatedTo, null);
});

test('a version the settings cannot keep is not announced at every start: nothing is said', async () => {
  const dir = folder();
  await stop((await start(dir, '1.2.0')).stint);
  const { stint } = await start(dir, 'not a version');
  assert.equal(stint.snapshot().updatedTo, null);
  assert.equal(stint.snapshot().settings.lastRunVersion, '1.2.0');
});
