// A morning of activity for the browser tests of the activity record (issue 62): a scripted
// desktop (test/core/support/scripted-activity.ts) given to the harness, the record turned on
// through the facade (as Settings would: its section is tested with Settings), and windows
// focused in turn on the shared clock, which the recorder stamps. Nothing here reads this
// machine's desktop.

import type { OffsetClock } from '../../../main/time/offset-clock.ts';
import { testClock, testInstant } from '../../support/test-day.ts';
import { ScriptedActivity } from '../../core/support/scripted-activity.ts';
import { withStint, type BrowserTestOptions } from './browser-test.ts';
import { eventually } from './eventually.ts';
import { signInAsDemo, type StintPage } from './stint-page.ts';

export const MINUTE_MS = 60_000;

/** Turns the record on and waits until it records. */
export async function recordOn(s: StintPage): Promise<void> {
  const r = await s.harness.stint.setActivityRecording(true);
  if (!r.ok) throw new Error(`the record did not turn on: ${r.message}`);
  await eventually(() => s.harness.stint.snapshot().activity?.state, (st) => st === 'on', 'the record to be on');
}

/**
 * The clock for a morning of activity: 9:45 of the test day, where the test signs in; the
 * morning then begins at exactly 10:00 (`atTen`). The shared clock runs on real time between
 * jumps, so the seconds a sign-in takes would otherwise shift every time the test reads.
 */
export function morningClock(): OffsetClock {
  return testClock(9.75);
}

/** A page on the morning's clock with a scripted desktop, signed in to the demo at 9:45. */
export interface ActivityMorning {
  readonly s: StintPage;
  readonly clock: OffsetClock;
  readonly desktop: ScriptedActivity;
}

/** `fn` on a fresh page of the morning (`options`: the rest of withStint's, a scheme or an Undo hold). */
export function withActivityMorning(options: Omit<BrowserTestOptions, 'clock' | 'activity'>, fn: (m: ActivityMorning) => Promise<void>): Promise<void> {
  const clock = morningClock();
  const desktop = new ScriptedActivity();
  return withStint({ ...options, clock, activity: desktop }, async (s) => {
    await signInAsDemo(s);
    await fn({ s, clock, desktop });
  });
}

/** Moves the clock to exactly 10:00 of the test day. */
export function atTen(clock: OffsetClock): void {
  const ms = testInstant(10) - clock.now();
  if (ms < 0) throw new Error('the morning is past 10:00 already');
  clock.jump(ms);
}

/** The recorder's tick, on the clock: a jump of this much settles what the focus did. */
const TICK_MS = 15_000;

/**
 * Each window in focus for its minutes, in turn, the clock jumping on with it (the recorder
 * stamps each change with the clock, and a jump past its 5 seconds makes a window a stretch);
 * then nothing in focus, and a tick later the record's last stretch has ended where it did.
 */
export async function focusInTurn(s: StintPage, desktop: ScriptedActivity, clock: OffsetClock, windows: readonly (readonly [app: string, title: string, minutes: number])[]): Promise<void> {
  for (const [app, title, minutes] of windows) {
    desktop.focus(app, title);
    clock.jump(minutes * MINUTE_MS);
  }
  const end = clock.now();
  desktop.focus(null);
  clock.jump(TICK_MS);
  await eventually(() => s.harness.stint.snapshot().activity?.today.stretches.at(-1)?.end ?? 0, (at) => at >= end && at < end + TICK_MS, 'the record to end where the focus went');
}

/** At 10:00 (`atTen`): Figma's "Homepage — Acme" 25 minutes, VS Code's invoice.ts 10, Figma again 5 (10:40). */
export const MORNING = [
  ['Figma', 'Homepage — Acme', 25],
  ['Code', 'invoice.ts — Visual Studio Code', 10],
  ['Figma', 'Homepage — Acme', 5],
] as const;

export { ScriptedActivity };
