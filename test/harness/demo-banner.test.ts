// The banner `npm run demo` prints when the window runs in the browser harness: each line a
// whole sentence or a labelled address, in each of its states (why not the tray app: asked
// for, or no Electron binary; the demo account signed in or not).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { harnessBanner, type HarnessBannerInput } from './demo-banner.ts';

const BASE: HarnessBannerInput = {
  why: { asked: false, reason: "Electron's binary is not installed (node_modules/electron/path.txt is missing): run \"node node_modules/electron/install.js\" where the network allows" },
  simBase: 'http://127.0.0.1:4000/api/v1',
  account: { email: 'ada@example.com', accountId: 'demo', password: 'demo-password' },
  signedIn: { ok: true },
  origin: 'http://127.0.0.1:5180',
  folders: { root: '/home/ada/stint', dataDir: '/tmp/stint-harness-AbC123' },
  activity: 'Stint can record the window in focus on this desktop: an X11 session. Settings → Activity record turns it on.',
};

const FRESH = "  The demo starts fresh each time: the simulator's data and Stint's settings, queue and session last until Ctrl-C.";
const ADDRESSES = '  tray:     http://127.0.0.1:5180/tray   control: http://127.0.0.1:5180/control (test/harness/README.md)';
const OPEN = 'Open http://127.0.0.1:5180/ in a browser. Ctrl-C stops everything.';

test('no Electron binary, signed in: why, where, who, and that it starts fresh', () => {
  assert.deepEqual(harnessBanner(BASE), [
    '',
    'Stint demo: the window in your browser, on the real engine (the browser harness).',
    `  The tray app does not start here because ${BASE.why.asked ? '' : BASE.why.reason}.`,
    '  service:  the simulator at http://127.0.0.1:4000/api/v1, with the demo data',
    '  Signed in as ada@example.com (account demo, password demo-password).',
    "  accounts: Settings → Accounts → Add an account… fills in the demo's second one, studio (Free plan).",
    "  data:     /tmp/stint-harness-AbC123 (this run's alone: deleted at Ctrl-C)",
    '  command line: this demo from another terminal (status, gaps, fill, stop; no password asked):',
    '    cd /home/ada/stint && npm run cli -- --data-dir /tmp/stint-harness-AbC123',
    FRESH,
    '  activity: Stint can record the window in focus on this desktop: an X11 session. Settings → Activity record turns it on.',
    ADDRESSES,
    '',
    OPEN,
  ]);
});

test('the browser asked for (--browser): said as one sentence', () => {
  assert.equal(harnessBanner({ ...BASE, why: { asked: true } })[2], '  You asked for the browser (--browser): without it, the tray app would start.');
});

test('the demo account not signed in: the reason as a sentence, then what to do', () => {
  const lines = harnessBanner({ ...BASE, signedIn: { ok: false, message: 'The service cannot be reached. Check the address and your connection.' } });
  assert.equal(lines[4], '  The demo account is not signed in: The service cannot be reached. Check the address and your connection. The window\'s "Try the demo" button signs in to it.');
  const bare = harnessBanner({ ...BASE, signedIn: { ok: false, message: 'socket hang up' } });
  assert.equal(bare[4], '  The demo account is not signed in: socket hang up. The window\'s "Try the demo" button signs in to it.');
});

test('every line that is a sentence starts with a capital and ends with a full stop', () => {
  for (const input of [BASE, { ...BASE, why: { asked: true } as const }, { ...BASE, signedIn: { ok: false, message: 'nope' } as const }]) {
    for (const line of harnessBanner(input)) {
      const text = line.trim();
      if (text === '' || /^(service|tray|accounts|data|command line|activity):|^cd /.test(text)) continue;
      assert.match(text, /^[A-Z].*\.$/, `a sentence: ${line}`);
    }
  }
});

test('the command line as printed: a folder with a space or a quote is quoted for the shell, a plain one is not', () => {
  const lines = harnessBanner({ ...BASE, folders: { root: "/home/ada/my stint", dataDir: "/tmp/ada's demo" } });
  assert.ok(lines.includes(`    cd '/home/ada/my stint' && npm run cli -- --data-dir '/tmp/ada'\\''s demo'`), lines.join('\n'));
});
