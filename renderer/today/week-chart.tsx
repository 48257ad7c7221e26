// Seven days as bars (inline SVG: no chart library for seven rectangles). The picture has a
// text alternative with every day's figure; today's bar is the accent colour, the chosen
// day's is outlined. Under the Week card's day buttons the weekday row is left out: the
// buttons, in the same seven columns, name the days.

import type { DayTotal } from '../../main/core/snapshot.ts';
import { formatDurationWords, formatWeekday } from '../text/time.ts';
import { formatTotal } from '../text/hours.ts';
import { useSnapshot } from '../state/state.ts';
import { weekdayOf } from './week-days.ts';
import { i18n } from '../i18n/words.ts';

const WIDTH = 320;
const LABEL_SPACE = 18;
// Room above the plot for a figure raised over a target line at the top (valueBaseline).
const VALUE_SPACE = 16;
const PLOT = 88;
/** Between two bars; the day buttons' column gap is the same share of the width (styles.css). */
const GAP = 10;

/** How far a bar's figure sits above its bar; the room its text takes above and below its baseline (11px, styles.css); half the target line's width, rounded up. */
const VALUE_LIFT = 3;
const VALUE_ASCENT = 11;
const VALUE_DESCENT = 3;
const LINE_HALF = 1;

/**
 * Where a bar's figure stands (its baseline): just above the bar, or just above the target's
 * line where that line would run through it ("7:23" under a target of 8:00 was struck through).
 * `targetY`: the line's height, null without one on this day.
 */
export function valueBaseline(barTop: number, targetY: number | null): number {
  const baseline = barTop - VALUE_LIFT;
  const struck = targetY !== null && targetY + LINE_HALF > baseline - VALUE_ASCENT && targetY - LINE_HALF < baseline + VALUE_DESCENT;
  return struck ? targetY - LINE_HALF - VALUE_DESCENT - 1 : baseline;
}

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
  const hours = useSnapshot().display;
  const max = Math.max(3600, target?.seconds ?? 0, ...days.map((d) => d.seconds));
  const onTarget = (date: string) => target !== undefined && target.seconds > 0 && target.workDays.includes(weekdayOf(date));
  const barWidth = (WIDTH - GAP * (days.length - 1)) / days.length;
  const height = VALUE_SPACE + PLOT + (labels ? LABEL_SPACE : 2);
  const description =
    days.map((d) => i18n._({ id: 'chart.day', message: '{weekday} {duration}', values: { weekday: formatWeekday(d.date), duration: formatDurationWords(d.seconds) } })).join(', ');
  const targetWords = target && target.seconds > 0 ? formatDurationWords(target.seconds) : null;
  return (
    <svg class="week-chart" viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={targetWords === null ? i18n._({ id: 'chart.label', message: 'Time per day: {days}', values: { days: description } }) : i18n._({ id: 'chart.labelTarget', message: 'Time per day: {days}; target {target} a working day', values: { days: description, target: targetWords } })}>
      {days.map((d, i) => {
        const h = Math.max(d.seconds > 0 ? 2 : 0, Math.round((d.seconds / max) * PLOT));
        const x = i * (barWidth + GAP);
        const y = VALUE_SPACE + PLOT - h;
        const isToday = d.date === today;
        const targetY = onTarget(d.date) ? VALUE_SPACE + PLOT - Math.round((target!.seconds / max) * PLOT) : null;
        return (
          <g key={d.date}>
            <rect class={`bar${isToday ? ' today' : ''}${d.date === chosen ? ' chosen' : ''}`} x={x} y={y} width={barWidth} height={h} rx={3} />
            {targetY !== null && <line class="target-mark" x1={x - 2} x2={x + barWidth + 2} y1={targetY} y2={targetY} />}
            <text class="bar-value" x={x + barWidth / 2} y={valueBaseline(y, targetY)} text-anchor="middle">
              {d.seconds > 0 ? formatTotal(d.seconds, hours) : ''}
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
