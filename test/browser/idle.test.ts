// The idle prompt in Chromium on the real engine: a timer runs ten minutes, the screen is
// locked for thirty (through the harness's control endpoint, as the OS would say it), and
// each of the three choices, made by keyboard, leaves the right entries on the service:
// Keep counts the thirty minutes, Discard ends the entry at the lock, Discard and continue
// ends it there and runs a like entry from the unlock.
//
// Time: the engine, the simulator and the page share one clock, and the test jumps it
// instead of waiting. The outcomes then differ by whole minutes (the ten before the lock,
// the thirty away) while the real time a test takes is seconds: every bound on a duration
// is a five-minute allowance, far from both. The clock starts at 09:00 of the test day in
// the account's zone (support/test-day.ts), so forty minutes never cross midnight.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator } from 'playwright-core';
import { secondsOfDay } from '../../main/core/time/local-time.ts';
import type { TimeEntry } from '../sim/model.ts';
import { testClock } from '../support/test-day.ts';
import type { OffsetClock } from '../../main/time/offset-clock.ts';
import { newEntries, startWebsite } from './support/actions.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { signInAsDemo, type StintPage } from './support/stint-page.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** How long the timer runs before the lock, and how long the screen stays locked. */
const BEFORE_MINUTES = 10;
const AWAY_MINUTES = 30;
const BEFORE_S = BEFORE_MINUTES * 60;
const AWAY_S = AWAY_MINUTES * 60;
/** Room for the real seconds a test takes; far below either span. */
const SLACK_S = 5 * 60;
/** The demo account is in UTC (contract.md 1b). */
const ZONE_OFFSET_MINUTES = 0;

/** A clock for the engine, the simulator and the page, at 09:00 of the test day in the account's zone. */
function morningClock(): OffsetClock {
  return testClock(9 - ZONE_OFFSET_MINUTES / 60);
}

interface Away {
  /** Ids of the entries the service held before the test's own. */
  readonly before: Set<number>;
  /** The instants (on the shared clock) just before the lock and the unlock were sent. */
  readonly lockAt: number;
  readonly unlockAt: number;
  /** The idle prompt, on screen. */
  readonly dialog: Locator;
}

/** The timer runs BEFORE_MINUTES, then the screen is locked for AWAY_MINUTES and unlocked: the instants just before each. */
async function runThenLockAway(s: StintPage, clock: OffsetClock): Promise<{ lockAt: number; unlockAt: number }> {
  clock.jump(BEFORE_MINUTES * MINUTE_MS);
  const lockAt = clock.now();
  await s.control({ event: 'lock' });
  clock.jump(AWAY_MINUTES * MINUTE_MS);
  const unlockAt = clock.now();
  await s.control({ event: 'unlock' });
  return { lockAt, unlockAt };
}

/**
 * Starts a timer on Website Redesign, lets it run BEFORE_MINUTES on the service, locks the
 * screen for AWAY_MINUTES and unlocks it; returns once the window asks about the time away.
 */
async function lockedWhileRunning(s: StintPage, clock: OffsetClock): Promise<Away> {
  assert.equal(s.sim.sim.ctx.store.account.utc_offset_minutes, ZONE_OFFSET_MINUTES, "the account's zone the clock was set for");
  await signInAsDemo(s);
  const before = s.entryIds();
  await startWebsite(s, 'Away test');
  // The service's stopwatch runs from when the start reaches it: only then does time count.
  await eventually(() => s.harness.stint.snapshot().sync.queued, (n) => n === 0, 'the start to reach the service');
  const [started] = newEntries(s, before);
  assert.ok(started && started.stopwatch_started_at !== null, 'the entry runs on the service');

  const { lockAt, unlockAt } = await runThenLockAway(s, clock);

  const dialog = s.page.getByRole('dialog', { name: 'The screen was locked' });
  await dialog.waitFor();
  const text = await dialog.innerText();
  assert.match(text, /Website Redesign/);
  assert.match(text, new RegExp(`\\(${AWAY_MINUTES} minutes\\)`), 'the dialog names the time away');
  assert.equal((await s.tray()).icon, 'attention');
  return { before, lockAt, unlockAt, dialog };
}

/** Answers the prompt by keyboard and waits until the window and the service have it. */
async function choose(s: StintPage, dialog: Locator, button: string, after: 'Start' | 'Stop'): Promise<void> {
  await dialog.getByRole('button', { name: button, exact: true }).press('Enter');
  await dialog.waitFor({ state: 'hidden' });
  await s.page.getByRole('button', { name: after, exact: true }).waitFor();
  // The engine's work for the answer done first: "Discard and continue" is a stop, then a
  // start made from its answer, and the queue is empty for a moment between the two.
  await s.harness.stint.settled();
  await eventually(() => s.harness.stint.snapshot().sync.queued, (n) => n === 0, 'the choice to reach the service');
}

/** The entry ended at the lock: stopped, holding the minutes before it and none of the time away. */
function assertCutAtLock(entry: TimeEntry, away: Away): void {
  assert.equal(entry.stopwatch_started_at, null, 'stopped on the service');
  assert.ok(
    Math.abs(entry.time_total - BEFORE_S) < SLACK_S,
    `holds the ${BEFORE_MINUTES} minutes before the lock, not the ${AWAY_MINUTES} away: ${entry.time_total} s`,
  );
  const end = entry.time_start + entry.time_total;
  const lockedAt = secondsOfDay(away.lockAt, ZONE_OFFSET_MINUTES);
  assert.ok(Math.abs(end - lockedAt) < SLACK_S, `ends at the lock (${lockedAt} s into the day), not at the unlock: ${end} s`);
}

test('back from a locked screen, "Keep" counts the time away on the service', BROWSER, () => {
  const clock = morningClock();
  return withStint({ clock }, async (s) => {
    const away = await lockedWhileRunning(s, clock);
    await choose(s, away.dialog, 'Keep', 'Stop');
    const [kept, ...others] = newEntries(s, away.before);
    assert.deepEqual(others, [], 'no other entry');
    assert.ok(kept && kept.stopwatch_started_at !== null, 'the entry runs on');

    await s.page.getByRole('button', { name: 'Stop', exact: true }).press('Enter');
    await s.page.getByRole('button', { name: 'Start', exact: true }).waitFor();
    await eventually(() => s.harness.stint.snapshot().sync.queued, (n) => n === 0, 'the stop to reach the service');
    const [stopped] = newEntries(s, away.before);
    assert.equal(stopped?.stopwatch_started_at, null, 'stopped on the service');
    assert.ok(
      stopped.time_total >= BEFORE_S + AWAY_S && stopped.time_total < BEFORE_S + AWAY_S + SLACK_S,
      `holds the ${BEFORE_MINUTES} minutes before the lock and the ${AWAY_MINUTES} away: ${stopped.time_total} s`,
    );
  });
});

test('back from a locked screen, "Discard" ends the entry at the lock on the service', BROWSER, () => {
  const clock = morningClock();
  return withStint({ clock }, async (s) => {
    const away = await lockedWhileRunning(s, clock);
    await choose(s, away.dialog, 'Discard', 'Start');
    const made = newEntries(s, away.before);
    assert.equal(made.length, 1, 'no new entry');
    assertCutAtLock(made[0]!, away);
  });
});

test('back from a locked screen, "Discard and continue" ends the entry at the lock and runs a like one from the unlock', BROWSER, () => {
  const clock = morningClock();
  return withStint({ clock }, async (s) => {
    const away = await lockedWhileRunning(s, clock);
    await choose(s, away.dialog, 'Discard and continue', 'Stop');
    const made = newEntries(s, away.before);
    assert.equal(made.length, 2, 'the entry cut at the lock, and a new one from the unlock');
    const [cut, resumed] = made as [TimeEntry, TimeEntry];
    assertCutAtLock(cut, away);
    assert.deepEqual(
      [resumed.project_id, resumed.task_id, resumed.description, resumed.date_execution],
      [cut.project_id, cut.task_id, cut.description, cut.date_execution],
    );
    assert.notEqual(resumed.stopwatch_started_at, null, 'the new entry runs');
    assert.ok(resumed.stopwatch_started_at! >= away.unlockAt, 'its stopwatch started after the unlock');
    assert.ok(
      resumed.time_start >= secondsOfDay(away.unlockAt, ZONE_OFFSET_MINUTES),
      `it starts at the unlock, not before: ${resumed.time_start} s into the day, unlocked at ${secondsOfDay(away.unlockAt, ZONE_OFFSET_MINUTES)}`,
    );
    assert.ok(resumed.time_total < SLACK_S, `no time away credited to it: ${resumed.time_total} s`);
  });
});

test('with "Stop the timer when the screen locks" on: the entry ends at the lock, no question on unlock, and the window says why', BROWSER, () => {
  const clock = morningClock();
  return withStint({ clock }, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    await page.getByRole('tab', { name: 'Settings' }).click();
    const box = page.getByRole('checkbox', { name: 'Stop the timer when the screen locks' });
    await box.check();
    await eventually(() => s.harness.stint.snapshot().settings.idle.stopOnLock, (on) => on, 'the setting saved');
    await page.getByRole('tab', { name: 'Timer' }).click();
    const before = s.entryIds();
    await startWebsite(s, 'Locked away');
    await eventually(() => s.harness.stint.snapshot().sync.queued, (n) => n === 0, 'the start to reach the service');
    const { lockAt, unlockAt } = await runThenLockAway(s, clock);
    await page.getByRole('button', { name: 'Start', exact: true }).waitFor();
    await eventually(() => page.getByRole('status').allInnerTexts(), (t) => t.some((x) => /Timer stopped at .*, when the screen locked/.test(x)), 'the notice');
    await eventually(() => s.harness.stint.snapshot().sync.queued, (n) => n === 0, 'the stop to reach the service');
    assert.equal(await page.getByRole('dialog', { name: 'The screen was locked' }).count(), 0, 'no question');
    const made = newEntries(s, before);
    assert.equal(made.length, 1);
    assertCutAtLock(made[0]!, { before, lockAt, unlockAt, dialog: page.getByRole('dialog') });
  });
});

test('an 8-second lock passes without a word; a 10-minute one after it brings one prompt naming 10 minutes', BROWSER, () => {
  const clock = morningClock();
  return withStint({ clock }, async (s) => {
    await signInAsDemo(s);
    await startWebsite(s, 'Short lock');
    await eventually(() => s.harness.stint.snapshot().sync.queued, (n) => n === 0, 'the start to reach the service');
    clock.jump(BEFORE_MINUTES * MINUTE_MS);

    await s.control({ event: 'lock' });
    clock.jump(8_000);
    const unlockAt = clock.now();
    await s.control({ event: 'unlock' });
    // The unlock asks for a read; once it has answered, the engine has decided.
    await eventually(() => s.harness.stint.snapshot().sync.lastReadAt, (t) => t !== null && t >= unlockAt, 'the read after the unlock');
    assert.equal(s.harness.stint.snapshot().idle.prompt, null, 'no prompt for 8 seconds');
    assert.notEqual((await s.tray()).icon, 'attention');
    assert.equal(await s.page.getByRole('dialog', { name: 'The screen was locked' }).count(), 0);
    await s.page.getByRole('button', { name: 'Stop', exact: true }).waitFor();

    clock.jump(MINUTE_MS);
    await s.control({ event: 'lock' });
    clock.jump(10 * MINUTE_MS);
    await s.control({ event: 'unlock' });
    const dialog = s.page.getByRole('dialog', { name: 'The screen was locked' });
    await dialog.waitFor();
    assert.match(await dialog.innerText(), /\(10 minutes\)/, 'the dialog names the 10 minutes away, not more');
    assert.equal(await dialog.count(), 1);
  });
});

test('a system that cannot tell idle time: the status and the idle setting say detection is limited, and stop saying it once it can', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    const limited = 'Idle detection is limited on this system';
    await s.control({ idle_seconds: null });
    await eventually(() => page.getByRole('status').first().innerText(), (t) => t.includes(limited), 'the status to say detection is limited');
    await page.getByRole('tab', { name: 'Settings' }).click();
    const idleBox = page.getByLabel('Ask about time away while a timer runs');
    await eventually(() => idleBox.getAttribute('aria-describedby').then((ids) => (ids ?? '').split(' ').filter(Boolean)), (ids) => ids.length > 0, 'the idle setting to carry a note');
    const note = await idleBox.evaluate((el) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' '));
    assert.match(note, /does not report idle time/);
    await s.control({ idle_seconds: 0 });
    await eventually(() => page.getByRole('status').first().innerText(), (t) => !t.includes(limited), 'the note to go once idle time is known');
  }),
);
