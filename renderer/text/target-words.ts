// The target's words, as the tray and the status file say them (main/core/views/day-target.ts
// `progressWords`, copied because the window imports nothing from main/ at run time;
// test/renderer/text/target-words.test.ts checks the two agree): whole minutes, truncated as
// the totals show them.

import type { DayTargetView } from '../../main/core/snapshot.ts';
import { formatHoursMinutes } from './time.ts';
import { i18n } from '../i18n/words.ts';

/**
 * The week's time now: the week's other days as the engine counted them (every account's,
 * main/core/accounts/person-target.ts) and today's live total (every account's), as the
 * command line's `weekTargetLine` (main/core/views/day-target.ts) adds them.
 */
export function weekDoneNow(target: Pick<DayTargetView, 'doneSeconds' | 'week'>, todaySeconds: number): number {
  return target.week.doneSeconds - target.doneSeconds + todaySeconds;
}

/** "6:12 of 8:00, 1:48 left"; "8:00 of 8:00, reached"; "8:30 of 8:00, 0:30 over". */
export function progressWords(doneSeconds: number, targetSeconds: number): string {
  const minutes = (s: number) => (Number.isFinite(s) ? Math.max(0, Math.floor(s / 60)) : 0);
  const done = minutes(doneSeconds);
  const target = minutes(targetSeconds);
  const values = { done: formatHoursMinutes(done * 60), target: formatHoursMinutes(target * 60), rest: formatHoursMinutes(Math.abs(target - done) * 60) };
  if (done < target) return i18n._({ id: 'target.left', message: '{done} of {target}, {rest} left', values });
  return done === target ? i18n._({ id: 'target.reached', message: '{done} of {target}, reached', values }) : i18n._({ id: 'target.over', message: '{done} of {target}, {rest} over', values });
}
