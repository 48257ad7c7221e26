// `npm run dev:browser` stopped with Ctrl-C while a request hangs at the service: it ends by
// its own bound (STINT_STOP_WITHIN_MS, shortened here), says what it kept in its data folder,
// and the action that had not reached the service is still queued there for the next start.

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import type { Snapshot } from '../../main/core/snapshot.ts';
import { startSim } from '../sim/start.ts';
import { bundledEntry } from '../support/bundled-entry.ts';
import { DEMO } from '../support/sim-fixture.ts';
import { startHarness } from './server.ts';
import { PageSocket, fixtureRenderer, socketUrlOf } from './support/page-socket.ts';
import { HANG_GUARD } from '../support/hang-guard.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Hang guard only: tsx compiles on start, and the machine may be loaded. */

test('Ctrl-C with a request hanging ends by the bound and says what the data folder keeps; the action waits there', HANG_GUARD, async () => {
  const sim = await startSim();
  const rendererDir = fixtureRenderer();
  const dataDir = mkdtempSync(join(tmpdir(), 'stint-harness-stop-'));
  const child = spawn(process.execPath, [bundledEntry('test/harness/cli.ts'), '--base-url', sim.baseUrl, '--data-dir', dataDir, '--renderer-dir', rendererDir], {
    cwd: ROOT,
    stdio: 'pipe',
    // The system locale (en-US, as ICU reads it from the environment) sets the clock of what it says.
    env: { ...process.env, STINT_STOP_WITHIN_MS: '1000', LC_ALL: 'en_US.UTF-8' },
  });
  try {
    let stdout = '';
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const line = await new Promise<string>((resolve, reject) => {
      child.stdout.setEncoding('utf8').on('data', (d: string) => {
        stdout += d;
        if (stdout.includes('\n')) resolve(stdout.split('\n')[0]!);
      });
      child.once('close', () => reject(new Error(`the harness ended before it was ready:\n${stderr}`)));
    });
    const done = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
    const url = /^harness on (http:\/\/127\.0\.0\.1:\d+\/)$/.exec(line)?.[1];
    assert.ok(url, line);
    const page = await PageSocket.open(await socketUrlOf(url), new URL(url).origin);
    page.send({ kind: 'listen' });
    assert.deepEqual(await page.invoke('stint:signIn', { baseUrl: sim.baseUrl, email: DEMO.admin, password: DEMO.password, accountId: DEMO.accountId }), { ok: true, value: { ok: true } });
    const loaded = (await page.event((e) => e.channel === 'stint:snapshot' && (e.payload as Snapshot).projects.length > 0)).payload as Snapshot;
    const website = loaded.projects.find((p) => p.name === 'Website Redesign');
    assert.ok(website);

    await sim.control.faults({ latency_ms: 120_000 });
    assert.deepEqual(await page.invoke('stint:start', { projectId: website.id, description: 'held at the service' }), { ok: true, value: { ok: true } });
    await page.event((e) => e.channel === 'stint:snapshot' && (e.payload as Snapshot).sync.state === 'syncing');
    child.kill('SIGINT');
    assert.equal(await done, 0, stderr);
    assert.match(stderr, /\ndev:browser: The service had not answered within 0\.8 s: stopped without waiting further\.\n/);
    const kept = new RegExp(
      `\\ndev:browser: Kept in ${dataDir.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: the settings, and 1 action not sent yet, sent at the next start on that folder: Start Website Redesign at \\d{1,2}:\\d{2} [AP]M\\.\\n`,
    );
    assert.match(stderr, kept);
    // Memory here; where a keyring answers, the session stays in it for this folder.
    assert.match(stderr, /\ndev:browser: (The session was not kept: sign in again next time|The session stays in the keyring: the next start on that folder is signed in)\.\n$/);

    // The next start on that folder finds the start still waiting.
    await sim.control.faults({});
    const next = await startHarness({ baseUrl: sim.baseUrl, dataDir, rendererDir, port: 0 });
    try {
      assert.equal(next.stint.snapshot().sync.queued, 1);
    } finally {
      await next.close();
    }
  } finally {
    child.kill('SIGKILL');
    await sim.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(rendererDir, { recursive: true, force: true });
  }
});
