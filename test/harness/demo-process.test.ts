// `npm run demo` as a person runs it (scripts/demo.ts with --browser, so the browser harness
// runs even where an Electron binary is installed; its banner, its command line and a second
// run starting fresh are in demo-command-line.test.ts): Ctrl-C ends it by the
// code's own bound (STINT_STOP_WITHIN_MS, shortened here) even while a request hangs at the
// simulator, saying what became of it and that nothing was kept. The data folder it makes is
// its person's alone. No wait here has a limit of its own beyond the hang guard: the bound is
// the demo's, not the test's.

import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Snapshot } from '../../main/core/snapshot.ts';
import { PageSocket, socketUrlOf } from './support/page-socket.ts';
import { HANG_GUARD } from '../support/hang-guard.ts';
import { modesUnder } from '../support/modes-under.ts';
import { launchDemo, type Demo } from './support/demo-launch.ts';

const FRESH_NEXT_TIME = 'Nothing was kept for next time: the next npm run demo starts fresh, from the demo data.';

const stop = (demo: Demo) => demo.ctrlC();

test('Ctrl-C ends the demo by its own bound while a request hangs at the simulator, and says what was kept', HANG_GUARD, async () => {
  // The system locale (en-US, as ICU reads it from the environment) sets the clock of what it says.
  const demo = launchDemo({ env: { STINT_STOP_WITHIN_MS: '1000', LC_ALL: 'en_US.UTF-8' } });
  try {
    const { pageUrl, simBase } = await demo.ready;
    const page = await PageSocket.open(await socketUrlOf(pageUrl), new URL(pageUrl).origin);
    page.send({ kind: 'listen' });
    const loaded = (await page.event((e) => e.channel === 'stint:snapshot' && (e.payload as Snapshot).projects.length > 0)).payload as Snapshot;
    const website = loaded.projects.find((p) => p.name === 'Website Redesign');
    assert.ok(website);

    // Every request from now on waits two minutes at the simulator before it is answered.
    const held = await fetch(`${new URL(simBase).origin}/_sim/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"latency_ms": 120000}' });
    assert.equal(held.status, 200);
    const started = await page.invoke('stint:start', { projectId: website.id, description: 'held at the simulator' });
    assert.deepEqual(started, { ok: true, value: { ok: true } });
    await page.event((e) => e.channel === 'stint:snapshot' && (e.payload as Snapshot).sync.state === 'syncing');

    const ran = await stop(demo);
    assert.equal(ran.code, 0, ran.stderr);
    const said = ran.stdout.slice(ran.stdout.indexOf('Ctrl-C stops everything.'));
    assert.match(said, /\nThe simulator had not answered within 0\.8 s: stopped without waiting further\.\n/);
    assert.match(said, /\nNot sent, and gone with the demo: Start Website Redesign at \d{1,2}:\d{2} [AP]M\.\n/);
    assert.ok(said.endsWith(`\n${FRESH_NEXT_TIME}\n`), said);
  } finally {
    demo.child.kill('SIGKILL');
  }
});

test('the data folder the demo makes is its person\'s alone: the folder 0700, each file in it 0600', HANG_GUARD, async () => {
  // Its own temporary folder, so the demo's data folder is the one `stint-harness-*` in it.
  const temp = mkdtempSync(join(tmpdir(), 'stint-demo-modes-'));
  const demo = launchDemo({ env: { TMPDIR: temp } });
  try {
    const { pageUrl } = await demo.ready;
    const page = await PageSocket.open(await socketUrlOf(pageUrl), new URL(pageUrl).origin);
    page.send({ kind: 'listen' });
    const loaded = (await page.event((e) => e.channel === 'stint:snapshot' && (e.payload as Snapshot).projects.length > 0)).payload as Snapshot;
    const website = loaded.projects.find((p) => p.name === 'Website Redesign');
    assert.ok(website);
    // A start: the outbox, the cache and the settings are written.
    assert.deepEqual(await page.invoke('stint:start', { projectId: website.id, description: 'in a private folder' }), { ok: true, value: { ok: true } });
    await page.event((e) => e.channel === 'stint:snapshot' && (e.payload as Snapshot).sync.state === 'ok' && (e.payload as Snapshot).running !== null);
    const [folder, ...others] = readdirSync(temp).filter((n) => n.startsWith('stint-harness-'));
    assert.ok(folder !== undefined && others.length === 0, readdirSync(temp).join(', '));
    const modes = modesUnder(join(temp, folder));
    assert.ok(modes.some(([p]) => p.endsWith('outbox.json')) && modes.some(([p]) => p.endsWith('settings.json')), modes.map(([p]) => p).join(', '));
    for (const [path, mode] of modes) assert.equal(mode, path.endsWith('/') ? 0o700 : 0o600, `${path} is ${mode.toString(8)}`);
    const ran = await stop(demo);
    assert.equal(ran.code, 0, ran.stderr);
  } finally {
    demo.child.kill('SIGKILL');
    rmSync(temp, { recursive: true, force: true });
  }
});
