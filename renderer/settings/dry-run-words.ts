// The dry run of a rule in words (New rule…, a rule's Edit): "This rule would book 0:30 over
// 1 day; none of it is booked already.", then what could not be counted. Worded in the
// window's language from the engine's figures, the times as H:MM as the engine's own line
// wrote them (text/hours.ts's decimal hours would move that module out of the timer's first
// code into a chunk of its own: 152 bytes more of the 40 KB budget). Pure.

import type { ActivityDryRunView } from '../../main/core/snapshot.ts';
import { formatHoursMinutes } from '../text/time.ts';
import { i18n } from '../i18n/words.ts';

/** `notRead`: the engine's reasons some days' entries could not be read (its own sentences). */
export function dryRunWords(run: ActivityDryRunView, notRead: readonly string[] = []): string {
  if (run.seconds === 0) return i18n._({ id: 'record.dryRun.nothing', message: 'This rule would book nothing: no window the record keeps matches it (or a rule before it serves them).' });
  const time = formatHoursMinutes(run.seconds);
  const days = run.days;
  const said = [
    run.bookedSeconds === 0
      ? i18n._({ id: 'record.dryRun.noneBooked', message: '{days, plural, one {This rule would book {time} over # day; none of it is booked already.} other {This rule would book {time} over # days; none of it is booked already.}}', values: { days, time } })
      : i18n._({ id: 'record.dryRun.someBooked', message: '{days, plural, one {This rule would book {time} over # day; {booked} of it is booked already.} other {This rule would book {time} over # days; {booked} of it is booked already.}}', values: { days, time, booked: formatHoursMinutes(run.bookedSeconds) } }),
  ];
  const unchecked = run.unchecked;
  if (unchecked.length === 1) said.push(i18n._({ id: 'record.dryRun.uncheckedDay', message: 'The entries of {date} are not read here: not counted.', values: { date: unchecked[0]! } }));
  if (unchecked.length > 1) said.push(i18n._({ id: 'record.dryRun.uncheckedDays', message: '{count, plural, one {The entries of # day are not read here: not counted.} other {The entries of # days are not read here: not counted.}}', values: { count: unchecked.length } }));
  if (notRead.length > 0) said.push(i18n._({ id: 'record.dryRun.notRead', message: 'Not read: {why}', values: { why: notRead.join(' ') } }));
  return said.join(' ');
}
