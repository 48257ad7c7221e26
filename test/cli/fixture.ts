// Snapshots for the command line's tests: one signed-in day in an account one hour east of
// UTC, so every time printed is the account's and not the machine's or UTC.

import type { EntryView, ProjectView, Snapshot, SyncView } from '../../main/core/snapshot.ts';
import { DEFAULT_SETTINGS } from '../../main/core/settings/settings-schema.ts';
import { entryView } from '../support/entry-view.ts';
import { DISPLAY_24H } from '../support/display.ts';

/** 10:00 UTC, 11:00 in the account (UTC+01:00), a Tuesday. */
export const NOW = Date.parse('2026-03-10T10:00:00Z');
export const MIN = 60_000;

export function entry(key: string, over: Partial<EntryView> = {}): EntryView {
  return entryView(key, { date: '2026-03-10', projectName: 'Website Redesign', customerName: 'Acme Corp', totalSeconds: 3600, ...over });
}

export const PROJECTS: readonly ProjectView[] = [
  { id: 1, name: 'Website Redesign', customerName: 'Acme Corp', requiredTask: false, active: true },
  { id: 2, name: 'Mobile App', customerName: 'Acme Corp', requiredTask: true, active: true },
  { id: 3, name: 'Internal Tools', customerName: null, requiredTask: false, active: true },
  { id: 6, name: 'Legacy Portal', customerName: 'Globex', requiredTask: false, active: false },
];

/** Running since 09:54:30 account time (65.5 minutes before NOW). */
export const RUNNING = entry('e7', {
  taskId: 11,
  taskName: 'Design',
  description: 'spec',
  timeStart: '09:54:30',
  timeEnd: '09:54:30',
  totalSeconds: 0,
  runningSince: NOW - 65.5 * MIN,
});
export const MOBILE = entry('e5', { projectId: 2, projectName: 'Mobile App', taskId: 12, taskName: 'Testing', timeStart: '08:00:00', timeEnd: '09:00:00', totalSeconds: 3600 });
export const EARLY = entry('e4', { timeStart: '07:00:00', timeEnd: '07:20:00', totalSeconds: 1200 });

export const SYNC_OK: SyncView = {
  state: 'ok',
  queued: 0,
  queuedLabels: [],
  resumesAt: null,
  lastReadAt: NOW - 5000,
  quotaRemaining: 41,
  quotaLimit: 50,
  message: null,
};

export function snapshot(over: Partial<Snapshot> = {}): Snapshot {
  return {
    language: 'en',
    session: {
      state: 'signed_in',
      baseUrl: 'https://svc.test/api/v1',
      accountId: 'demo',
      email: 'ada@example.com',
      userId: 1,
      userName: 'Ada Lovelace',
      role: 'admin',
    },
    running: RUNNING,
    today: '2026-03-10',
    todayEntries: [RUNNING, MOBILE, EARLY],
    recent: [RUNNING, MOBILE, entry('e2', { date: '2026-03-09', description: 'review' })],
    week: [
      { date: '2026-03-04', seconds: 0 },
      { date: '2026-03-05', seconds: 3 * 3600 },
      { date: '2026-03-06', seconds: 7 * 3600 + 30 * 60 },
      { date: '2026-03-07', seconds: 0 },
      { date: '2026-03-08', seconds: 0 },
      { date: '2026-03-09', seconds: 8 * 3600 },
      { date: '2026-03-10', seconds: 4800 },
    ],
    projects: PROJECTS,
    tasks: {},
    sync: SYNC_OK,
    idle: { detection: 'on', prompt: null, stillWorking: null },
    reminder: { snoozedUntil: null, lastShownAt: null, target: null, clickedAt: null },
    settings: { ...DEFAULT_SETTINGS, installId: 'install-1' },
    serviceWorkingHours: { source: 'user', days: [1, 2, 3, 4, 5], windows: [{ start: '09:00', end: '17:00' }] },
    zone: { offsetMinutes: 60, source: 'report' },
    display: DISPLAY_24H,
    shownWeek: null,
    secretStore: 'memory only (you will sign in again after a restart)',
    shell: { shortcut: null, launchAtLogin: null, tray: null, idleDetection: null, trayDetection: null },
    notice: null,
    update: null,
    updatedTo: null,
    windowVisible: false,
    ...over,
  };
}
