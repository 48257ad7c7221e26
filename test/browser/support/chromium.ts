// Debian's Chromium, driven by playwright-core (which never downloads a browser of its
// own). The flags keep Chromium off the network it would otherwise reach for at start
// (this machine's closed network refuses it, many times over) and run it as root.
//
// Its headless shell first (Debian's chromium-headless-shell, the "old headless" Blink that
// Playwright itself runs for `headless: true`): the same Blink, V8 and layout as the full
// browser, without the browser's UI and its compositor, so it costs about half the CPU per
// test (measured on undo + week: 52 s of CPU with /usr/bin/chromium, 29 s with the shell).
// The full browser where only it is installed. A machine with neither skips the browser
// tests, saying why; CI installs the shell (.ci/run).

import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { chromium, type Browser } from 'playwright-core';

const INSTALLED = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

export const CHROMIUM_PATH = process.env.STINT_CHROMIUM ?? INSTALLED.find((p) => existsSync(p)) ?? INSTALLED[0]!;

/**
 * The full browser, for the benchmarks: their paint, memory and frame figures are read as
 * Electron's window would show them (the full browser's compositor and vsync), and stay
 * comparable with the figures recorded before the tests moved to the shell.
 */
export const FULL_CHROMIUM_PATH = process.env.STINT_CHROMIUM ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** Why the browser tests (or a bench, given its path) cannot run here, or false when they can (for `test(name, { skip })`). */
export function chromiumMissing(path = CHROMIUM_PATH): string | false {
  if (existsSync(path)) return false;
  return `no Chromium at ${path}: install it with \`apt-get install -y ${basename(path)}\` (.ci/run installs the headless shell) to run the browser tests`;
}

/**
 * Chromium's environment: this process's, without a preloaded library. The tests are run at
 * other hours of the day under libfaketime (docs/dev/tests.md), which Chromium does not start
 * under; the page reads the tests' own clock anyway (stint-page.ts).
 */
function chromiumEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && k !== 'LD_PRELOAD') env[k] = v;
  return env;
}

/**
 * For the tests only: V8 in the pages stops at its baseline compiler (Sparkplug), never
 * Maglev or TurboFan. A test's page lives a few seconds, too short for optimized code to
 * pay back its compiling: four browser files took 8% less CPU (90.4 s on average over three
 * runs, 83.2 s with it, 29 November 2026). What the page does is the same in every tier; the
 * benchmarks measure the window as shipped, without it.
 */
const TEST_ONLY_ARGS = ['--js-flags=--max-opt=1'];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, ...TEST_ONLY_ARGS], timeout: 60_000, env: chromiumEnv() });
}
