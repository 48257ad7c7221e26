// The two-account day (accounts-day.ts) lived with the person's activity record on, beside
// the same day without it (issue 62): a scripted desktop (day-desktop.ts) gives the focused
// window, the record is turned on as the day begins, and what the record holds at 17:00 is
// read from the person's snapshot and from the day's file. The record costs the service
// nothing: the bench compares each account's requests of the two days, route by route.

import { foldLines } from '../../../main/core/activity/activity-lines.ts';
import type { ActivityAppView, ActivityStretchView } from '../../../main/core/snapshot.ts';
import { FileActivityStore, recordOnDisk } from '../../../main/platform/node/activity-files.ts';
import { ScriptedActivity } from '../../core/support/scripted-activity.ts';
import { TwoAccountDay, type TwoAccountResult } from './accounts-day.ts';
import { desktopDay, DesktopPlayer } from './day-desktop.ts';
import { secondsOf, DAY_START } from './script.ts';
import { TWO_ACCOUNTS, type AccountName, type TwoAccountScript } from './two-accounts-script.ts';
import type { WireCounts } from './wire.ts';

/** What the record held at 17:00 of the day lived with it on (the person's snapshot). */
export interface DayRecord {
  /** Focus changes the desktop made (a flash passed through counts: the record merges it). */
  readonly changes: number;
  readonly stretches: readonly ActivityStretchView[];
  readonly apps: readonly ActivityAppView[];
  /** The day's file as the record left it: its stretches folded from its lines, and its size. */
  readonly disk: { readonly stretches: number; readonly bytes: number };
}

export interface AccountsRun {
  readonly r: TwoAccountResult;
  readonly signInRequests: Record<AccountName, number>;
  readonly record: DayRecord | null;
}

/** The two-account day on a fresh simulator and Stint, signed in at 09:00; with `recording`, a scripted desktop and the activity record on. */
export async function twoAccountDay(start: number, recording: boolean): Promise<AccountsRun> {
  const desk = recording ? new ScriptedActivity() : null;
  const day = await TwoAccountDay.open(new Date(start).toISOString(), desk ? { activity: desk } : {});
  try {
    const player = desk ? new DesktopPlayer(desk, desktopDay(TWO_ACCOUNTS), start - secondsOf(DAY_START) * 1000) : null;
    player?.play(day.clock.now());
    const r = await day.runDay(TWO_ACCOUNTS, start, player ? async (now) => player.play(now) : undefined);
    await day.person.settled();
    const activity = day.person.snapshot().activity;
    if (player && activity === undefined) throw new Error('the snapshot has no activity record');
    let record: DayRecord | null = null;
    if (player && activity) {
      const where = activity.where;
      if (where === null) throw new Error('the activity record has no folder');
      const lines = await new FileActivityStore(where).read(activity.today.date);
      const disk = { stretches: foldLines(lines).filter((x) => x.end > x.start).length, bytes: (await recordOnDisk(where)).bytes };
      record = { changes: player.made, stretches: activity.today.stretches, apps: activity.today.apps, disk };
    }
    return { r, signInRequests: { ...day.signInRequests }, record };
  } finally {
    await day.close();
  }
}

/** The routes whose requests differ between two days of one account: `GET /reports/detailed 105 against 104`. */
export function routesDiffering(a: WireCounts, b: WireCounts): { readonly delta: number; readonly said: string[] } {
  const said: string[] = [];
  let delta = 0;
  for (const route of new Set([...a.byRoute.keys(), ...b.byRoute.keys()])) {
    const x = a.byRoute.get(route) ?? 0;
    const y = b.byRoute.get(route) ?? 0;
    delta += Math.abs(x - y);
    if (x !== y) said.push(`${route} ${x} against ${y}`);
  }
  return { delta, said };
}

/** Seconds the record holds inside the day's absences (the lock at lunch, the idle once away): none is recorded. */
export function recordedWhileAway(script: TwoAccountScript, stretches: readonly ActivityStretchView[], midnight: number): number {
  let ms = 0;
  for (const { at, action } of script.steps) {
    if (action.kind !== 'lock' && action.kind !== 'idle') continue;
    const from = midnight + secondsOf(at) * 1000;
    const to = from + action.minutes * 60_000;
    for (const s of stretches) ms += Math.max(0, Math.min(to, s.end) - Math.max(from, s.start));
  }
  return Math.round(ms / 1000);
}
