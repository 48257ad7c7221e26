// The snapshot the benchmark's fake bridge answers: a signed-in day with 10,000 active
// projects (plus archived ones the picker must hide), customers on most, tasks for every
// tenth project, and a few recent entries so that "recently used first" has work to do.
// Two accounts (issue 41): the one in use (Acme, the snapshot's own projects) and a second
// (Studio) whose 10,000 active projects are in `accounts.otherProjects`, so the start form's
// Project picker lists 20,000 ("Acme · Website Redesign 12", "Studio · Brand Audit 7").
// Names are built from word lists with a fixed seed: every run filters the same data, and
// the page builds it itself (bundled into the init script) exactly as the Node side does.

import type { AccountRow, AccountsPanel, CalendarEventView, CalendarSnapshot, EntryView, EventFillView, OtherAccountProject, ProjectView, Snapshot, TaskView } from '../../../main/core/snapshot.ts';
import type { Settings } from '../../../main/core/settings/settings-schema.ts';
import { DISPLAY_24H } from '../../support/display.ts';

const AREAS = ['Website', 'Mobile', 'Data', 'Cloud', 'Brand', 'Internal', 'Customer', 'Marketing', 'Security', 'Payroll', 'Billing', 'Search', 'Design', 'Support', 'Sales', 'Research', 'Hiring', 'Legal', 'Finance', 'Logistics'];
const KINDS = ['Redesign', 'Migration', 'Audit', 'Launch', 'Platform', 'Portal', 'Analytics', 'Onboarding', 'Refactor', 'Rollout', 'Integration', 'Review', 'Campaign', 'Dashboard', 'Pipeline', 'Upgrade', 'Prototype', 'Workshop', 'Survey', 'Cleanup'];
const CUSTOMERS = ['Acme Corp', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark Industries', 'Wayne Enterprises', 'Wonka', 'Tyrell', 'Cyberdyne', 'Soylent', 'Vandelay', 'Pied Piper', 'Aperture', 'Massive Dynamic'];
const TASKS = ['Design', 'Development', 'Testing', 'Meetings', 'Documentation', 'Deployment', 'Planning', 'Code review', 'Bug fixing', 'Support'];

/** A small deterministic generator (mulberry32): the same data on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface BenchData {
  readonly snapshot: Snapshot;
  /** Active projects of the account in use (Quick entry's Project picker lists these). */
  readonly activeProjects: number;
  /** Active projects of the other account (the start form's picker lists both accounts'). */
  readonly otherProjects: number;
  readonly tasks: number;
}

/** The accounts' keys and names: the one in use, the other. */
export const BENCH_ACCOUNTS = { inUse: { key: 'acme', name: 'Acme' }, other: { key: 'studio', name: 'Studio' } } as const;

function entry(key: string, project: ProjectView, start: string, end: string, seconds: number): EntryView {
  return {
    key,
    id: Number(key.slice(1)),
    date: '2026-03-10',
    projectId: project.id,
    projectName: project.name,
    customerName: project.customerName,
    taskId: null,
    taskName: null,
    description: 'work',
    timeStart: start,
    timeEnd: end,
    totalSeconds: seconds,
    runningSince: null,
    locked: false,
    pending: false,
  };
}

/** `count` active projects (ids from 1), then `archived` more; every tenth with tasks. */
function someProjects(seed: number, count: number, archived: number): { projects: ProjectView[]; tasks: Record<number, TaskView[]>; taskCount: number } {
  const next = random(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  const projects: ProjectView[] = [];
  const tasks: Record<number, TaskView[]> = {};
  let taskCount = 0;
  for (let id = 1; id <= count + archived; id++) {
    const customer = next() < 0.8 ? pick(CUSTOMERS) : null;
    projects.push({ id, name: `${pick(AREAS)} ${pick(KINDS)} ${id}`, customerName: customer, requiredTask: next() < 0.2, active: id <= count });
    if (id % 10 === 0) {
      tasks[id] = TASKS.slice(0, 3 + (id % 7)).map((name, i) => ({ id: id * 100 + i, name }));
      taskCount += tasks[id]!.length;
    }
  }
  return { projects, tasks, taskCount };
}

function accountRow(key: string, name: string, todaySeconds: number): AccountRow {
  return { key, name, label: name, session: 'signed_in', accountId: `${key}-id`, email: 'bench@example.com', baseUrl: 'http://127.0.0.1:1/api/v1', today: '2026-03-10', todaySeconds, queued: 0, syncState: 'ok', problem: null };
}

/**
 * `settings`: passed in, as the settings module (Ajv) does not belong in the page.
 * `otherActive`: the second account's active projects (0: one account, no accounts panel).
 */
export function benchSnapshot(settings: Settings, activeProjects = 10_000, archivedProjects = 500, otherActive = 10_000): BenchData {
  const { projects, tasks, taskCount } = someProjects(8, activeProjects, archivedProjects);
  // The panel carries the other account's active projects only (main/core/accounts' view).
  const others: OtherAccountProject[] =
    otherActive === 0 ? [] : someProjects(21, otherActive, 0).projects.map((project) => ({ accountKey: BENCH_ACCOUNTS.other.key, accountName: BENCH_ACCOUNTS.other.name, project }));
  const accounts: AccountsPanel | null =
    otherActive === 0
      ? null
      : {
          inUse: BENCH_ACCOUNTS.inUse.key,
          inUseName: BENCH_ACCOUNTS.inUse.name,
          rows: [accountRow(BENCH_ACCOUNTS.inUse.key, BENCH_ACCOUNTS.inUse.name, 10_800), accountRow(BENCH_ACCOUNTS.other.key, BENCH_ACCOUNTS.other.name, 3_600)],
          todaySeconds: 14_400,
          running: null,
          otherProjects: others,
          otherTasks: {},
        };
  const recent = [entry('e3', projects[41]!, '09:00:00', '10:00:00', 3600), entry('e2', projects[7]!, '08:00:00', '09:00:00', 3600), entry('e1', projects[1234 % activeProjects]!, '07:00:00', '08:00:00', 3600)];
  const at = (hms: string) => Date.parse(`2026-03-10T${hms}Z`);
  const gap = (start: string, end: string, kind: 'away' | 'present') => ({ date: '2026-03-10', start: at(start), end: at(end), seconds: (at(end) - at(start)) / 1000, kind, awaySeconds: kind === 'away' ? (at(end) - at(start)) / 1000 : 0 });
  const dayTimeline = {
    date: '2026-03-10',
    windows: [{ start: at('09:00:00'), end: at('17:00:00') }],
    away: [{ start: at('10:10:00'), end: at('10:40:00'), kind: 'lock' as const }],
    gaps: [gap('10:00:00', '10:45:00', 'away'), gap('11:00:00', '12:30:00', 'present')],
  };
  const snapshot: Snapshot = {
    language: 'en',
    session: { state: 'signed_in', baseUrl: 'http://127.0.0.1:1/api/v1', accountId: 'bench', email: 'bench@example.com', userId: 1, userName: 'Bench', role: 'admin' },
    running: null,
    today: '2026-03-10',
    todayEntries: recent,
    recent,
    week: ['04', '05', '06', '07', '08', '09', '10'].map((d, i) => ({ date: `2026-03-${d}`, seconds: i * 3600 })),
    projects,
    tasks,
    sync: { state: 'ok', queued: 0, queuedLabels: [], resumesAt: null, lastReadAt: null, quotaRemaining: 4000, quotaLimit: 5000, message: null },
    idle: { detection: 'on', prompt: null, stillWorking: null },
    reminder: { snoozedUntil: null, lastShownAt: null, target: null, clickedAt: null },
    settings,
    serviceWorkingHours: { source: 'user', days: [1, 2, 3, 4, 5], windows: [{ start: '09:00', end: '17:00' }] },
    zone: { offsetMinutes: 0, source: 'report' },
    display: DISPLAY_24H,
    shownWeek: null,
    secretStore: 'memory only',
    shell: { shortcut: null, launchAtLogin: null, tray: null, idleDetection: null, trayDetection: null },
    notice: null,
    update: null,
    updatedTo: null,
    windowVisible: true,
    // The day at a glance on screen as a person sees it: the timeline with its gaps, the target.
    timeline: { today: dayTimeline, largestGaps: [...dayTimeline.gaps].sort((a, b) => b.seconds - a.seconds), week: [] },
    target: {
      date: '2026-03-10', workingDay: true, targetSeconds: 28_800, doneSeconds: 10_800, leftSeconds: 18_000, hoursFrom: 'user', daysFrom: 'user', workDays: [1, 2, 3, 4, 5],
      week: { start: '2026-03-09', end: '2026-03-15', workingDays: 5, targetSeconds: 144_000, doneSeconds: 14_400, leftSeconds: 129_600 },
    },
    accounts,
    calendar: benchCalendar(at),
  };
  return { snapshot, activeProjects, otherProjects: others.length, tasks: taskCount };
}

/** Events in the week (issue 42: bench:ui within its bounds with 200): 40 a day, Monday to Friday; today's in its lane, two offered as fills. */
export const WEEK_EVENTS = 200;

function benchCalendar(at: (hms: string) => number): CalendarSnapshot {
  const monday = Date.parse('2026-03-09T00:00:00Z');
  const week: CalendarEventView[] = Array.from({ length: WEEK_EVENTS }, (_, i) => {
    const day = Math.floor(i / 40);
    const start = monday + day * 86_400_000 + (8 * 60 + (i % 40) * 12) * 60_000;
    return { key: `cbench0001:ev${i}@bench:`, calendarId: 'cbench0001', colour: '#3b82f6', uid: `ev${i}@bench`, recurrenceId: null, title: `Meeting ${i + 1}`, start, end: start + 30 * 60_000, allDay: false, location: null };
  });
  const today = week.filter((e) => e.start >= at('00:00:00') && e.start < at('00:00:00') + 86_400_000);
  const offer = (e: CalendarEventView, start: string, end: string): EventFillView => ({ eventKey: e.key, title: e.title, colour: e.colour, date: '2026-03-10', parts: [{ start: at(start), end: at(end) }], work: null });
  return {
    calendars: [{ id: 'cbench0001', name: 'Work', colour: '#3b82f6', kind: 'url', shown: 'calendar.example.com/…', state: 'ready', message: null, readAt: at('09:00:00'), leftOut: [] }],
    today,
    week,
    fillable: [offer(today[10]!, '11:00:00', '11:30:00'), offer(today[11]!, '11:12:00', '11:42:00')],
    outside: [offer(today[0]!, '08:00:00', '08:30:00')],
  };
}
