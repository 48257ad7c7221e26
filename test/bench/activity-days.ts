// A heavy day of the activity record for the benchmarks (npm run bench:activity): 700
// stretches of 40 s to 80 s from 08:00, a break of 2 to 9 minutes every 25th (a heavy day: 5,000
// focus changes a week merged make about that many), over a few windows, one with an address.

import type { Stretch } from '../../main/core/activity/activity-lines.ts';

export const PER_DAY = 700;

const WINDOWS: readonly (readonly [string, string, string?])[] = [
  ['Code', 'invoice.ts — stint — Visual Studio Code'],
  ['firefox', 'Pull request #412 · acme/site — Mozilla Firefox', 'https://github.com/acme/site/pull/412'],
  ['firefox', 'Design review: homepage v2 — docs.google.com — Mozilla Firefox'],
  ['thunderbird', 'Re: Invoice March — Thunderbird'],
  ['Slack', 'Slack | #dev | Acme'],
  ['Figma', 'Homepage v2 — Acme — Figma'],
  ['gnome-terminal', 'npm test — ~/stint'],
];

export function day(date: string): Stretch[] {
  const start = Date.parse(`${date}T08:00:00Z`);
  // 700 stretches over the day: 40 s to 80 s each, a break of 2 to 9 minutes every 25th.
  const out: Stretch[] = [];
  let at = start;
  for (let i = 0; i < PER_DAY; i++) {
    const [app, title, url] = WINDOWS[(i * 7 + date.charCodeAt(9)) % WINDOWS.length]!;
    const end = at + 40_000 + ((i * 13) % 41) * 1000;
    out.push(url === undefined ? { start: at, end, app, title } : { start: at, end, app, title, url });
    at = end + (i % 25 === 24 ? (2 + (i % 8)) * 60_000 : 0);
  }
  return out;
}
