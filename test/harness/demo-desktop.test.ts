// The demo's focused window (issue 69, item 1), chosen as the app and the command line choose:
// where the chooser finds a backend, that backend and the command line's own words; where it
// finds none, the scripted desktop, which says so and why in the command line's words, has a
// morning to write to the record (split at midnight as the recorder splits), and moves the
// focus on by the clock while watched, and not after.

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { FocusedWindow } from '../../main/core/ports.ts';
import { foldLines } from '../../main/core/activity/activity-lines.ts';
import { chooseBackend, type DesktopFacts } from '../../main/platform/node/activity/desktop-choice.ts';
import { desktopWords } from '../../main/platform/node/activity/desktop-words.ts';
import { sourceWords } from '../../main/i18n/words.ts';
import { FileActivityStore } from '../../main/platform/node/activity-files.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { DEMO_WINDOWS, LIVE_MINUTES, SCRIPTED_WORDS, demoActivity, demoMorning, demoWindowAt } from './demo-desktop.ts';

const NO_DESKTOP: DesktopFacts = { platform: 'linux', env: {}, sandbox: null };
const X11: DesktopFacts = { platform: 'linux', env: { DISPLAY: ':5', XDG_SESSION_TYPE: 'x11' }, sandbox: null };
const MINUTE = 60_000;
const morningMinutes = DEMO_WINDOWS.reduce((sum, [, , m]) => sum + m, 0);

test('a desktop that lets Stint see its windows: its own backend, no scripted desktop, and the command line\'s words', async () => {
  const d = demoActivity(X11, new ManualClock(0));
  assert.equal(d.scripted, null);
  assert.equal(d.words, `${desktopWords(chooseBackend(X11), sourceWords())} Settings → Activity record turns it on.`);
  assert.match(d.words, /^Stint can record the window in focus on this desktop: an X11 session/);
});

test('no desktop session: the scripted desktop, saying it is one and why, in the command line\'s words', async () => {
  const reason = desktopWords(chooseBackend(NO_DESKTOP), sourceWords());
  assert.match(reason, /^No desktop session was found/);
  const d = demoActivity(NO_DESKTOP, new ManualClock(0));
  assert.ok(d.scripted);
  assert.equal(d.scripted.reason, reason);
  assert.deepEqual(await d.source.availability(), { ok: true, backend: 'demo', titles: true, note: `${SCRIPTED_WORDS} ${reason}` });
  assert.match(SCRIPTED_WORDS, /^A scripted desktop of the demo, not your own windows: /);
  assert.equal(d.words, `${reason} The demo offers a scripted desktop instead (not your own windows): Settings → Activity record turns it on.`);
});

test('the morning ends where it is told, each window for its minutes; written, it reads back whole, cut at midnight into each date', async () => {
  const end = Date.UTC(2026, 10, 18, 1, 0);
  const morning = demoMorning(end);
  assert.equal(morning.at(-1)!.end, end);
  assert.equal(morning[0]!.start, end - morningMinutes * MINUTE);
  assert.deepEqual(morning.map((s) => [s.app, s.title, (s.end - s.start) / MINUTE]), DEMO_WINDOWS);

  const dir = mkdtempSync(join(tmpdir(), 'stint-demo-desktop-'));
  try {
    const store = new FileActivityStore(dir);
    await demoActivity(NO_DESKTOP, new ManualClock(end)).scripted!.writeMorning(store, end, 0);
    assert.deepEqual(await store.dates(), ['2026-11-17', '2026-11-18']);
    const both = [...foldLines(await store.read('2026-11-17')), ...foldLines(await store.read('2026-11-18'))];
    const total = both.reduce((sum, s) => sum + s.end - s.start, 0);
    assert.equal(total, morningMinutes * MINUTE, 'each minute once');
    assert.equal(foldLines(await store.read('2026-11-18'))[0]!.start, Date.UTC(2026, 10, 18), 'the part after midnight begins there');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('watched, the scripted focus is the window of the clock at once and moves on every few minutes; unwatched, nothing more is told', async () => {
  const live = LIVE_MINUTES * MINUTE;
  const clock = new ManualClock(1000 * live + live / 2);
  const desktop = demoActivity(NO_DESKTOP, clock).scripted!;
  const told: (FocusedWindow | null)[] = [];
  const stop = desktop.watch((w) => told.push(w));
  assert.deepEqual(told, [demoWindowAt(clock.now())]);
  await clock.advance(live / 2);
  assert.deepEqual(told, [demoWindowAt(1000 * live), demoWindowAt(1001 * live)]);
  assert.notDeepEqual(told[0], told[1], 'another window');
  await clock.advance(live);
  assert.equal(told.length, 3);
  stop();
  await clock.advance(5 * live);
  assert.equal(told.length, 3, 'nothing after the watch stopped');
});
