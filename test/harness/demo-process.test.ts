// `npm run demo` as a person runs it (scripts/demo.ts with --browser, so the browser harness
// runs even where an Electron binary is installed): its banner reads as sentences and says
// the demo starts fresh each time, which a second run bears out; and Ctrl-C ends it by the
// code's own bound (STINT_STOP_WITHIN_MS, shortened here) even while a request hangs at the
// simulator, saying what became of it and that nothing was kept. The data folder it makes is
// its person's alone. No wait here has a limit of its own beyond the hang guard: the bound is
// the demo's, not the test's.

import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Browser } from 'playwright-core';
import type { Snapshot } from '../../main/core/snapshot.ts';
import { pick } from '../browser/support/actions.ts';
import { chromiumMissing, launchChromium } from '../browser/support/chromium.ts';
import { PageSocket, socketUrlOf } from './support/page-socket.ts';
import { HANG_GUARD, WAIT_GUARD_MS } from '../support/hang-guard.ts';
import { modesUnder } from '../support/modes-under.ts';
import { launchDemo, ROOT, type Demo } from './support/demo-launch.ts';

/** Hang guard only: the demo builds the window and tsx compiles on start, on a loaded machine. */
const WAIT_MS = WAIT_GUARD_MS;

/** The banner with its ports and the Electron lookup's own words put as placeholders. */
function bannerShape(banner: string): string {
  const folder = /^  data: {5}(\S+) /m.exec(banner)?.[1];
  return banner
    .split(ROOT.replace(/\/$/, '')).join('<repository>')
    .split(folder ?? '<no data line>').join('<folder>')
    .replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:<port>')
    .replace(/^  The tray app does not start here because .*\.$/m, '  The tray app does not start here because <why>.')
    .replace(/^  You asked for the browser \(--browser\): without it, the tray app would start\.$/m, '  The tray app does not start here because <why>.');
}

const EXPECTED_BANNER = [
  '',
  'Stint demo: the window in your browser, on the real engine (the browser harness).',
  '  The tray app does not start here because <why>.',
  '  service:  the simulator at http://127.0.0.1:<port>/api/v1, with the demo data',
  '  Signed in as ada@example.com (account demo, password demo-password).',
  "  accounts: Settings → Accounts → Add an account… fills in the demo's second one, studio (Free plan).",
  "  data:     <folder> (this run's alone: deleted at Ctrl-C)",
  '  command line: this demo from another terminal (status, gaps, fill, stop; no password asked):',
  '    cd <repository> && npm run cli -- --data-dir <folder>',
  "  The demo starts fresh each time: the simulator's data and Stint's settings, queue and session last until Ctrl-C.",
  '  tray:     http://127.0.0.1:<port>/tray   control: http://127.0.0.1:<port>/control (test/harness/README.md)',
  '',
  'Open http://127.0.0.1:<port>/ in a browser. Ctrl-C stops everything.',
  '',
].join('\n');

const FRESH_NEXT_TIME = 'Nothing was kept for next time: the next npm run demo starts fresh, from the demo data.';

const stop = (demo: Demo) => demo.ctrlC();

test('the banner reads as sentences and says the demo starts fresh; a second run does', { ...HANG_GUARD, skip: chromiumMissing() }, async () => {
  let browser: Browser | null = null;
  const first = launchDemo();
  try {
    const { banner, pageUrl } = await first.ready;
    assert.equal(bannerShape(banner), EXPECTED_BANNER);

    browser = await launchChromium();
    const page = await browser.newPage({ viewport: { width: 360, height: 560 } });
    page.setDefaultTimeout(WAIT_MS);
    await page.goto(pageUrl);
    await pick(page, 'Project', 'website', /Website Redesign/);
    await page.getByLabel('Description', { exact: true }).fill('before the restart');
    await page.getByRole('button', { name: 'Start', exact: true }).press('Enter');
    await page.getByRole('timer', { name: 'Elapsed time' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'All changes synced.' }).waitFor();
    const ran = await stop(first);
    assert.equal(ran.code, 0, ran.stderr);
    assert.match(ran.stdout, new RegExp(`\\n${FRESH_NEXT_TIME.replace(/[.()]/g, '\\$&')}\\n$`));
    assert.doesNotMatch(ran.stdout, /Not sent/);

    const second = launchDemo();
    try {
      const again = await second.ready;
      await page.goto(again.pageUrl);
      await page.getByRole('button', { name: 'Start', exact: true }).waitFor();
      assert.equal(await page.getByRole('timer').count(), 0, 'the timer started before the restart is gone');
      assert.equal(await page.getByText('before the restart').count(), 0);
    } finally {
      await stop(second);
    }
  } finally {
    await browser?.close();
    first.child.kill('SIGKILL');
  }
});

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
