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
import { test, type TestContext } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import type { Snapshot } from '../../main/core/snapshot.ts';
import { scan } from '../browser/support/axe.ts';
import { openSettings } from '../browser/support/stint-page.ts';
import { chooseBackend } from '../../main/platform/node/activity/desktop-choice.ts';
import { desktopWords } from '../../main/platform/node/activity/desktop-words.ts';
import { sourceWords } from '../../main/i18n/words.ts';
import { loadXWin } from '../../main/platform/node/activity/x-win-source.ts';
import { missingX11, startX11Desktop, type X11Desktop } from '../platform-node/activity/support/x11-desktop.ts';
import { SCRIPTED_WORDS } from './demo-desktop.ts';
import { chromiumMissing, launchChromium } from '../browser/support/chromium.ts';
import { PageSocket, socketUrlOf } from './support/page-socket.ts';
import { HANG_GUARD, WAIT_GUARD_MS } from '../support/hang-guard.ts';
import { modesUnder } from '../support/modes-under.ts';
import { launchDemo, type Demo } from './support/demo-launch.ts';

const FRESH_NEXT_TIME = 'Nothing was kept for next time: the next npm run demo starts fresh, from the demo data.';

const stop = (demo: Demo) => demo.ctrlC();
/** Hang guard only: the demo builds the window and tsx compiles on start, on a loaded machine. */
const WAIT_MS = WAIT_GUARD_MS;

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

/** The session's variables a desktop is told by, emptied (the chooser reads an empty one as unset); a test sets those it needs. */
const NO_SESSION = { DISPLAY: '', WAYLAND_DISPLAY: '', XDG_SESSION_TYPE: '', XDG_CURRENT_DESKTOP: '', SWAYSOCK: '', HYPRLAND_INSTANCE_SIGNATURE: '' };
/** The banner's line on the record, as the command line's chooser words this desktop. */
const activityLine = (banner: string) => /^  activity: (.*)$/m.exec(banner)?.[1];
const cliWords = (env: Record<string, string>) => desktopWords(chooseBackend({ platform: process.platform, env, sandbox: null }), sourceWords());

const todayRegion = (page: Page): Locator => page.getByRole('region', { name: 'Today' });
const laneItems = (page: Page): Locator => todayRegion(page).getByRole('list', { name: /^Activity, .*, the longest first$/ }).getByRole('listitem');

/** The demo's page at the window's size, Settings → Activity record unfolded by keyboard. */
async function activitySection(browser: Browser, pageUrl: string): Promise<{ page: Page; section: Locator }> {
  const page = await browser.newPage({ viewport: { width: 360, height: 560 } });
  page.setDefaultTimeout(WAIT_MS);
  await page.goto(pageUrl);
  await page.getByRole('combobox', { name: 'Project' }).waitFor();
  await openSettings(page);
  const section = page.getByRole('region', { name: 'Activity record' });
  await section.getByRole('button', { name: 'Activity record' }).press('Enter');
  return { page, section };
}

/** Turns the record on by keyboard, as a person would, and goes back to the timer's tab, where Today is. */
async function turnOnAndGoToToday(page: Page, section: Locator): Promise<void> {
  const on = section.getByRole('checkbox', { name: 'Keep an activity record' });
  await on.press('Space');
  await section.getByText('On: recording on this computer only.').waitFor();
  await page.getByRole('tab', { name: 'Timer' }).press('Enter');
  await todayRegion(page).waitFor();
}

const xWin = loadXWin();
const x11Missing = missingX11() ?? (xWin.ok ? null : `x-win has no binary for this machine (${xWin.reason})`);
// Where a program is missing: skip and say why, except under CI, which installs them.
const x11Skip = chromiumMissing() || (x11Missing !== null && !process.env.CI ? `the real X11 demo test cannot run here: ${x11Missing}` : false);

test('the demo under an X11 session (Xvfb, openbox) records the real windows: the banner words it as the command line does, and the lane lists each window focused in turn', { ...HANG_GUARD, skip: x11Skip }, async () => {
  const desktop: X11Desktop = await startX11Desktop();
  let browser: Browser | null = null;
  // No session bus: libsecret would start one on the X display, and gnome-keyring's password prompt would take the focus.
  const env = { ...NO_SESSION, DISPLAY: desktop.display, XDG_SESSION_TYPE: 'x11', DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/stint-no-session-bus' };
  let demo: Demo | null = null;
  try {
    const sheet = await desktop.open('Budget 2026.ods - LibreOffice Calc', 'libreoffice-calc');
    const editor = await desktop.open('main.ts - stint - Visual Studio Code', 'Code');
    // Openbox focuses a window once it maps it, which can come after it exists: the sheet is focused before the record watches.
    await desktop.activate(sheet);
    demo = launchDemo({ env });
    const { banner, pageUrl } = await demo.ready;
    assert.equal(activityLine(banner), `${cliWords(env)} Settings → Activity record turns it on.`);
    assert.match(activityLine(banner) ?? '', /^Stint can record the window in focus on this desktop: an X11 session/);

    browser = await launchChromium();
    const { page, section } = await activitySection(browser, pageUrl);
    assert.equal(await section.getByRole('note').count(), 0, 'nothing says it cannot');
    await turnOnAndGoToToday(page, section);
    // The recorder makes a stretch of a window held 5 s, at its next tick: each wait is for the lane to say so.
    // Openbox may have focused the last window it mapped after the sheet was activated: the sheet again, now the record watches.
    await desktop.activate(sheet);
    await laneItems(page).filter({ hasText: 'Budget 2026.ods - LibreOffice Calc' }).first().waitFor();
    await desktop.activate(editor);
    await laneItems(page).filter({ hasText: 'main.ts - stint - Visual Studio Code' }).first().waitFor();
    const names = await laneItems(page).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
    assert.deepEqual(names.map((n) => n.split(',')[0]).sort(), ['Code', 'libreoffice-calc'], names.join(' | '));
    assert.equal(await todayRegion(page).getByText(SCRIPTED_WORDS, { exact: false }).count(), 0, 'these are the desktop\'s own windows');
  } finally {
    await browser?.close();
    if (demo) await stop(demo);
    await desktop.stop();
  }
});

test('where nothing can see the focused window, the demo offers its scripted desktop and says so: turned on, the lane lists its morning at once (axe-clean light and dark)', { ...HANG_GUARD, skip: chromiumMissing() }, async (t: TestContext) => {
  let browser: Browser | null = null;
  const demo = launchDemo({ env: NO_SESSION });
  try {
    const { banner, pageUrl } = await demo.ready;
    const reason = cliWords(NO_SESSION);
    assert.match(reason, /^No desktop session was found/);
    assert.equal(activityLine(banner), `${reason} The demo offers a scripted desktop instead (not your own windows): Settings → Activity record turns it on.`);

    browser = await launchChromium();
    const { page, section } = await activitySection(browser, pageUrl);
    await section.getByText(`${SCRIPTED_WORDS} ${reason}`).waitFor();
    await scan(t, page, 'activity-demo-desktop', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await scan(t, page, 'activity-demo-desktop', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });

    await turnOnAndGoToToday(page, section);
    // The morning ends as the demo starts: its last window is in today's record whatever the hour (the lane shows three applications until asked for all).
    await laneItems(page).first().waitFor();
    const all = todayRegion(page).getByRole('button', { name: /^Show all \d+ applications$/ });
    if ((await all.count()) > 0) await all.press('Enter');
    await laneItems(page).filter({ hasText: 'Inbox — ada@example.com' }).first().waitFor();
    const apps = await laneItems(page).evaluateAll((els) => els.map((el) => (el.getAttribute('aria-label') ?? '').split(',')[0]));
    for (const app of apps) assert.ok(['Figma', 'Slack', 'Code', 'Firefox', 'Thunderbird'].includes(app!), `${app} is one of the scripted desktop's`);
    await todayRegion(page).getByText(SCRIPTED_WORDS, { exact: false }).waitFor();
  } finally {
    await browser?.close();
    await stop(demo);
  }
});
