// Seven days as bars (inline SVG: no chart library for seven rectangles). The picture has a
// text alternative with every day's figure; today's bar is the accent colour, the chosen
// day's is outlined. Under the Week card's day buttons the weekday row is left out: the
// buttons, in the same seven columns, name the days.

import type { DayTotal } from '../../main/core/snapshot.ts';
import { formatDurationWords, formatHoursMinutes, formatWeekday } from '../text/time.ts';
import { weekdayOf } from './week-days.ts';

const WIDTH = 320;
const LABEL_SPACE = 18;
const VALUE_SPACE = 14;
const PLOT = 88;
/** Between two bars; the day buttons' column gap is the same share of the width (styles.css). */
const GAP = 10;

export interface WeekChartProps {
  /** Oldest first. */
  readonly days: readonly DayTotal[];
  readonly today: string;
  readonly chosen?: string;
  /** The weekday under each bar (default); false where something else names the days. */
  readonly labels?: boolean;
  /** A working day's target: a line across its bar (days 0 Sunday .. 6 Saturday). */
  readonly target?: { readonly seconds: number; readonly workDays: readonly number[] } | undefined;
}

export function WeekChart({ days, today, chosen, labels = true, target }: WeekChartProps) {
  const max = Math.max(3600, target?.seconds ?? 0, ...days.map((d) => d.seconds));
  const onTarget = (date: string) => target !== undefined && target.seconds > 0 && target.workDays.includes(weekdayOf(date));
  const barWidth = (WIDTH - GAP * (days.length - 1)) / days.length;
  const height = VALUE_SPACE + PLOT + (labels ? LABEL_SPACE : 2);
  const description =
    days.map((d) => `${formatWeekday(d.date)} ${formatDurationWords(d.seconds)}`).join(', ') + (target && target.seconds > 0 ? `; target ${formatDurationWords(target.seconds)} a working day` : '');
  return (
    <svg class="week-chart" viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={`Time per day: ${description}`}>
      {days.map((d, i) => {
        const h = Math.max(d.seconds > 0 ? 2 : 0, Math.round((d.seconds / max) * PLOT));
        const x = i * (barWidth + GAP);
        const y = VALUE_SPACE + PLOT - h;
        const isToday = d.date === today;
        return (
          <g key={d.date}>
            <rect class={`bar${isToday ? ' today' : ''}${d.date === chosen ? ' chosen' : ''}`} x={x} y={y} width={barWidth} height={h} rx={3} />
            {onTarget(d.date) && (
              <line class="target-mark" x1={x - 2} x2={x + barWidth + 2} y1={VALUE_SPACE + PLOT - Math.round((target!.seconds / max) * PLOT)} y2={VALUE_SPACE + PLOT - Math.round((target!.seconds / max) * PLOT)} />
            )}
            <text class="bar-value" x={x + barWidth / 2} y={y - 3} text-anchor="middle">
              {d.seconds > 0 ? formatHoursMinutes(d.seconds) : ''}
            </text>
            {labels && (
              <text class={isToday ? 'bar-label today' : 'bar-label'} x={x + barWidth / 2} y={height - 4} text-anchor="middle">
                {formatWeekday(d.date)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
