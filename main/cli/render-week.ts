// The `week` command's text: a calendar week, day by day with each day's entries, then the
// total per project, the running entry counted live.

import type { EntryView, Snapshot, WeekView } from '../core/snapshot.ts';
import { weekTotals } from '../core/views/week-view.ts';
import { runSecondsOn } from '../core/views/totals.ts';
import { formatHours } from '../core/views/hours.ts';
import { entryLine, weekday } from './render.ts';
import { weekNumbered } from './numbering.ts';
import type { I18n } from '../i18n/words.ts';

function readWords(w: WeekView, i18n: I18n): string | null {
  if (w.state === 'unavailable') return w.message;
  if (w.readAt === null) return i18n._({ id: 'cli.week.notRead', message: 'This week has not been read yet.' });
  return null;
}

export function renderShownWeek(s: Pick<Snapshot, 'shownWeek' | 'display' | 'today' | 'zone'>, now: number, i18n: I18n): string[] {
  const w = s.shownWeek;
  if (w === null) return [i18n._({ id: 'cli.week.none', message: 'No week read yet.' })];
  const totals = weekTotals(w, now, s.zone.offsetMinutes);
  const values = { from: `${weekday(w.start, i18n)} ${w.start}`, to: `${weekday(w.end, i18n)} ${w.end}`, total: formatHours(totals.seconds, s.display) };
  const lines = [
    w.current
      ? i18n._({ id: 'cli.week.thisHeader', message: 'This week, {from} to {to}: {total}', values })
      : i18n._({ id: 'cli.week.header', message: 'Week, {from} to {to}: {total}', values }),
  ];
  const note = readWords(w, i18n);
  if (note !== null) lines.push(`  ${note}`);
  // `w1`...: what edit w<n> and split w<n> name (numbering.ts weekNumbered: the same order).
  const width = `w${weekNumbered(s).length}`.length;
  let n = 0;
  w.days.forEach((d, i) => {
    if (d.date > s.today) return;
    const mark = d.date === s.today ? `  ${i18n._({ id: 'cli.week.todayMark', message: '(today)' })}` : '';
    lines.push(`${weekday(d.date, i18n)} ${d.date}  ${formatHours(totals.days[i]!.seconds, s.display).padStart(6)}${mark}`);
    // Oldest first within the day, as a day is read.
    for (const e of d.entries.slice().reverse()) lines.push(`  ${`w${++n}`.padEnd(width)}  ${entryLine(partOn(e, d.date, s.today, now, s.zone.offsetMinutes), now, s.display.hourCycle, i18n, s.display)}`);
  });
  if (totals.byProject.length > 0) {
    lines.push(i18n._({ id: 'cli.week.byProject', message: 'By project:' }));
    const width = Math.max(...totals.byProject.map((p) => p.projectName.length));
    for (const p of totals.byProject) lines.push(`  ${p.projectName.padEnd(width)}  ${formatHours(p.seconds, s.display).padStart(6)}`);
  }
  return lines;
}

/** A timer running past midnight on a day before today: that day's part, ending at its 23:59:59 as the stop will store it. */
function partOn(e: EntryView, date: string, today: string, now: number, offsetMinutes: number): EntryView {
  if (e.runningSince === null || date >= today) return e;
  return { ...e, runningSince: null, timeEnd: '23:59:59', totalSeconds: e.totalSeconds + runSecondsOn(e, date, now, offsetMinutes) };
}
