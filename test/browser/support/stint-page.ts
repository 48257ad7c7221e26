// One test's world: a fresh simulator with the demo data, a harness (the real engine)
// against it, and a page in its own browser context showing the window at its size.
// Everything a page logs as an error, or throws, is kept: a test ends by checking there
// was none (a CSP violation shows there too).
//
// One time for all three: the engine, the simulator and the page's own clock (Playwright's
// clock, installed at the engine's instant and moved on with every jump), starting from a
// fixed instant (support/test-day.ts), so that no test sees a different day, or a page
// whose "today" is not the engine's, depending on when it runs.

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ActivitySource, UpdatePort } from '../../../main/core/ports.ts';
import type { OffsetClock } from '../../../main/time/offset-clock.ts';
import { SimClock } from '../../sim/clock.ts';
import { startSim, type RunningSim } from '../../sim/start.ts';
import { DEMO } from '../../support/sim-fixture.ts';
import { testClock } from '../../support/test-day.ts';
import { WAIT_GUARD_MS } from '../../support/hang-guard.ts';
import { startHarness, type RunningHarness } from '../../harness/server.ts';
import type { TrayJson } from '../../harness/tray-json.ts';
import { builtRenderer } from './renderer-build.ts';

/** The window's size (the tray window is about 360x560). */
export const WINDOW = { width: 360, height: 560 };
/** How long Playwright's auto-waiting may wait: a hang guard on a loaded machine, not a timing claim. */
export const WAIT_MS = WAIT_GUARD_MS;

export interface StintPage {
  readonly sim: RunningSim;
  readonly harness: RunningHarness;
  readonly context: BrowserContext;
  readonly page: Page;
  /** Uncaught errors and console errors of the page, in order. */
  readonly errors: string[];
  tray(): Promise<TrayJson>;
  control(body: unknown): Promise<void>;
  /** Ids of the time entries the service holds now. */
  entryIds(): Set<number>;
  close(): Promise<void>;
}

export interface OpenOptions {
  readonly colorScheme?: 'light' | 'dark';
  readonly demo?: boolean;
  /** Default: the renderer, built from renderer/ for this test process. */
  readonly rendererDir?: string;
  /**
   * One clock for the engine, the simulator and the page, so a test can move all three at
   * once (default: the test day at 10:00 UTC, support/test-day.ts).
   */
  readonly clock?: OffsetClock;
  /**
   * The system locale the engine's `system` clock and week follow, and (when given) the page's
   * own (`navigator.language`, Intl's default there), as Electron's window follows the
   * system's. Default en-US, as Chromium's own here, so the times a test reads do not change
   * with the machine's LANG.
   */
  readonly locale?: string;
  /** An update port for the engine (the harness has no updater of its own). */
  readonly updates?: UpdatePort;
  /** The settings file an earlier run left: the harness then runs in a data folder of its own holding it. */
  readonly storedSettings?: Readonly<Record<string, unknown>>;
  /**
   * How long a correction waits for Undo. 0 unless a test asks: the tests written before
   * Undo follow a correction to the service at once; the Undo tests ask for the 10 s.
   */
  readonly undoHoldMs?: number;
  /** The focused window for the activity record (a scripted one); default the harness's. */
  readonly activity?: ActivitySource | null;
}

export async function openStint(browser: Browser, options: OpenOptions = {}): Promise<StintPage> {
  const rendererDir = options.rendererDir ?? (await builtRenderer());
  const clock = options.clock ?? testClock();
  const sim = await startSim({ clock: new SimClock(clock) });
  const dataDir = options.storedSettings ? mkdtempSync(join(tmpdir(), 'stint-browser-')) : null;
  if (dataDir !== null) writeFileSync(join(dataDir, 'settings.json'), JSON.stringify(options.storedSettings));
  const harness = await startHarness({
    baseUrl: sim.baseUrl,
    rendererDir,
    // This process's build, or a test's fixed folder: neither changes while the page is served.
    rendererUnchanged: true,
    demo: options.demo ?? false,
    clock,
    locale: options.locale ?? 'en-US',
    undoHoldMs: options.undoHoldMs ?? 0,
    ...(options.updates ? { updates: options.updates } : {}),
    ...(options.activity !== undefined ? { activity: options.activity } : {}),
    ...(dataDir !== null ? { dataDir } : {}),
  });
  const context = await browser.newContext({
    viewport: WINDOW,
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: 'reduce',
    ...(options.locale !== undefined ? { locale: options.locale } : {}),
  });
  context.setDefaultTimeout(WAIT_MS);
  const pageClock = await followClock(context, clock);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console error: ${m.text()}`);
  });
  await page.goto(harness.url);
  return {
    sim,
    harness,
    context,
    page,
    errors,
    tray: async () => (await fetch(`${harness.origin}/tray`)).json() as Promise<TrayJson>,
    control: async (body) => {
      const r = await fetch(`${harness.origin}/control`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      if (!r.ok) throw new Error(`POST /control ${JSON.stringify(body)} answered ${r.status}: ${await r.text()}`);
    },
    entryIds: () => new Set(sim.sim.ctx.store.entries.keys()),
    close: async () => {
      await pageClock.stop();
      await context.close();
      await harness.close();
      await sim.close();
      if (dataDir !== null) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Installs the page's clock at `clock`'s instant and moves it on with each jump: the page then
 * reads the same time as the engine (in the app, both read the one system clock). A jump
 * fires the page's timers it passes, as waking from sleep does.
 */
async function followClock(context: BrowserContext, clock: OffsetClock): Promise<{ stop(): Promise<void> }> {
  await context.clock.install({ time: clock.now() });
  let moved: Promise<void> = Promise.resolve();
  let failure: unknown = null;
  const off = clock.onJump((ms) => {
    moved = moved.then(() => context.clock.fastForward(ms)).catch((e: unknown) => {
      failure ??= e;
    });
  });
  return {
    async stop() {
      off();
      await moved;
      if (failure !== null) throw failure;
    },
  };
}

/**
 * Signs the demo admin in through the engine's facade (the call the form makes) and waits for
 * the window to show the timer: the setup of the tests about what comes after signing in.
 * Filling the form in each of some 180 tests cost about 0.4 s a test (stop 82); the form as a
 * person fills it is walked by sign-in.test.ts, demo-sign-in.test.ts, one-error.test.ts and the
 * accessibility walk, and by `signInByForm`.
 */
export async function signInAsDemo(s: StintPage): Promise<void> {
  const signedIn = await s.harness.stint.signIn({ baseUrl: s.sim.baseUrl, email: DEMO.admin, password: DEMO.password, accountId: DEMO.accountId });
  assert.deepEqual(signedIn, { ok: true }, 'the demo admin is signed in');
  await s.page.getByRole('combobox', { name: 'Project' }).waitFor();
}

/** Signs in through the form, as a person would, with the demo admin. */
export async function signInByForm(s: StintPage): Promise<void> {
  const { page } = s;
  await page.getByRole('textbox', { name: 'Service address' }).fill(s.sim.baseUrl);
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.admin);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('textbox', { name: 'Account ID' }).fill(DEMO.accountId);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('combobox', { name: 'Project' }).waitFor();
}

/** Opens the Settings tab, as a person would. */
export async function openSettings(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('heading', { name: 'Settings' }).waitFor();
}
