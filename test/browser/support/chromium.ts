// Debian's Chromium, driven by playwright-core (which never downloads a browser of its
// own). The flags keep Chromium off the network it would otherwise reach for at start
// (this machine's closed network refuses it, many times over) and run it as root.
// A machine without /usr/bin/chromium skips the browser tests, saying why; CI installs it
// (.ci/run).

import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.STINT_CHROMIUM ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** Why the browser tests cannot run here, or false when they can (for `test(name, { skip })`). */
export function chromiumMissing(): string | false {
  if (existsSync(CHROMIUM_PATH)) return false;
  return `no Chromium at ${CHROMIUM_PATH}: install it with \`apt-get install -y chromium\` (.ci/run does) to run the browser tests`;
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

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS, timeout: 60_000, env: chromiumEnv() });
}
