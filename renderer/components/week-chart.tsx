// The last seven days as bars (inline SVG: no chart library for seven rectangles). The
// picture has a text alternative with every day's figure; today's bar is the accent colour.

import type { DayTotal } from '../../main/core/snapshot.ts';
import { formatDurationWords, formatHoursMinutes, formatWeekday } from '../time.ts';

const WIDTH = 320;
const HEIGHT = 120;
const LABEL_SPACE = 18;
const VALUE_SPACE = 14;
const GAP = 10;

export function WeekChart({ days }: { days: readonly DayTotal[] }) {
  const max = Math.max(3600, ...days.map((d) => d.seconds));
  const barWidth = (WIDTH - GAP * (days.length - 1)) / days.length;
  const plot = HEIGHT - LABEL_SPACE - VALUE_SPACE;
  const description = days.map((d) => `${formatWeekday(d.date)} ${formatDurationWords(d.seconds)}`).join(', ');
  return (
    <svg class="week-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={`Time per day: ${description}`}>
      {days.map((d, i) => {
        const h = Math.max(d.seconds > 0 ? 2 : 0, Math.round((d.seconds / max) * plot));
        const x = i * (barWidth + GAP);
        const y = VALUE_SPACE + plot - h;
        const today = i === days.length - 1;
        return (
          <g key={d.date}>
            <rect class={today ? 'bar today' : 'bar'} x={x} y={y} width={barWidth} height={h} rx={3} />
            <text class="bar-value" x={x + barWidth / 2} y={y - 3} text-anchor="middle">
              {d.seconds > 0 ? formatHoursMinutes(d.seconds) : ''}
            </text>
            <text class={today ? 'bar-label today' : 'bar-label'} x={x + barWidth / 2} y={HEIGHT - 4} text-anchor="middle">
              {formatWeekday(d.date)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
