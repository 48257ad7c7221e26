// What bench:memory adds to the two-account day's service: each account 10,000 more projects,
// the person's calendar 200 events in the week, and the Free account on a paid plan (its 50
// requests a day cannot page through 10,000 projects: 100 reads of 100).

import type { Store } from '../../sim/store.ts';
import { vevent } from '../workday/day-calendar.ts';

/** Projects added to each account. */
export const MORE_PROJECTS = 10_000;
/** Calendar events in the week. */
export const CALENDAR_EVENTS = 200;
export const DAY = '2026-03-10';

/** MORE_PROJECTS copies of the account's first project the person is a member of, named apart; a paid plan. */
export function seed(store: Store): void {
  const member = [...store.members.values()][0];
  const from = member === undefined ? undefined : store.projects.get(member.project_id);
  if (from === undefined) throw new Error('the account has no project with members to copy');
  const members = [...store.members.values()].filter((m) => m.project_id === from.id);
  for (let i = 0; i < MORE_PROJECTS; i++) {
    const id = store.nextId('project');
    store.projects.set(id, { ...from, id, name: `Bench ${String(i).padStart(5, '0')} ${['web redesign', 'acme mobile', 'data pipeline', 'globex audit', 'security'][i % 5]}` });
    for (const m of members) {
      const mid = store.nextId('member');
      store.members.set(mid, { ...m, id: mid, project_id: id });
    }
  }
  if (store.account.plan === 'free') store.account.plan = 'plus';
}

/** 40 half-hour meetings a day, Monday to Friday of the day's week. */
export function calendar(midnightMs: number): string {
  const monday = midnightMs - 86_400_000; // 2026-03-10 is a Tuesday
  const events = Array.from({ length: CALENDAR_EVENTS }, (_, i) => vevent(`ev${i}@memory`, `Meeting ${i + 1}`, monday + Math.floor(i / 40) * 86_400_000 + (8 * 60 + (i % 40) * 12) * 60_000, 30));
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Stint bench//EN', 'X-WR-CALNAME:Work', ...events.flat(), 'END:VCALENDAR', ''].join('\r\n');
}
