// What bench:memory adds to the two-account day's service: each account 10,000 more projects
// (or, for a usual person's figures, as many as make 200 in all), the person's calendar 200
// events in the week, and a Free account on a paid plan where its 50 requests a day cannot
// page through its projects (10,000: 100 reads of 100).

import type { Store } from '../../sim/store.ts';
import { vevent } from '../workday/day-calendar.ts';

/** Projects added to each account. */
export const MORE_PROJECTS = 10_000;
/** A usual person's projects in each account, in all. */
export const TYPICAL_PROJECTS = 200;
/** Pages of projects a Free account's day can afford to read (of its 50 requests). */
const FREE_PROJECT_PAGES = 5;
/** Calendar events in the week. */
export const CALENDAR_EVENTS = 200;
export const DAY = '2026-03-10';

/**
 * Seeds an account: `more` copies of its first project the person is a member of, named apart
 * (or, with `inAll`, as many as make that many projects in the account); a Free account goes on
 * a paid plan when its projects take more than FREE_PROJECT_PAGES pages of 100.
 */
export function seedProjects(count: { readonly more: number } | { readonly inAll: number }): (store: Store) => void {
  return (store) => seed(store, 'more' in count ? count.more : Math.max(0, count.inAll - store.projects.size));
}

function seed(store: Store, more: number): void {
  const member = [...store.members.values()][0];
  const from = member === undefined ? undefined : store.projects.get(member.project_id);
  if (from === undefined) throw new Error('the account has no project with members to copy');
  const members = [...store.members.values()].filter((m) => m.project_id === from.id);
  for (let i = 0; i < more; i++) {
    const id = store.nextId('project');
    store.projects.set(id, { ...from, id, name: `Bench ${String(i).padStart(5, '0')} ${['web redesign', 'acme mobile', 'data pipeline', 'globex audit', 'security'][i % 5]}` });
    for (const m of members) {
      const mid = store.nextId('member');
      store.members.set(mid, { ...m, id: mid, project_id: id });
    }
  }
  if (store.account.plan === 'free' && store.projects.size > FREE_PROJECT_PAGES * 100) store.account.plan = 'plus';
}

/** 40 half-hour meetings a day, Monday to Friday of the day's week. */
export function calendar(midnightMs: number): string {
  const monday = midnightMs - 86_400_000; // 2026-03-10 is a Tuesday
  const events = Array.from({ length: CALENDAR_EVENTS }, (_, i) => vevent(`ev${i}@memory`, `Meeting ${i + 1}`, monday + Math.floor(i / 40) * 86_400_000 + (8 * 60 + (i % 40) * 12) * 60_000, 30));
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Stint bench//EN', 'X-WR-CALNAME:Work', ...events.flat(), 'END:VCALENDAR', ''].join('\r\n');
}
