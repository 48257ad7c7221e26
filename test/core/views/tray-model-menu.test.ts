// The tray menu as a person reads it, whole, in the states that change it: each line's words,
// whether it is greyed out or ticked, the separators and the submenus, with the tooltip and
// the macOS title beside it; every line of the sync status in every sync state; and what
// turns the icon to "needs attention" or "waiting".
import { wordsFor } from '../../../main/i18n/words.ts';
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { syncStatusLabel, trayIcon, trayModel, type TrayInput, type TrayMenuItem, type TrayPlatform } from '../../../main/core/views/tray-model.ts';
import type { ProjectView, SyncView } from '../../../main/core/snapshot.ts';
import { entryView } from '../../support/entry-view.ts';
import { syncOk, trayInput } from '../../support/tray-input.ts';
import { DISPLAY_12H } from '../../support/display.ts';

const NOW = Date.parse('2025-11-20T15:00:00.000Z');
const MIN = 60_000;
const SIGNED_IN = { state: 'signed_in', baseUrl: 'https://svc.test', accountId: 'acme', email: 'ann@acme.test', userId: 4, userName: 'Ann', role: 'regular' } as const;
const SIGNED_OUT = { state: 'signed_out', reason: null, authAttemptsLeft: null, authWrongLeft: null, limits: [] } as const;
const SIGNING_IN = { state: 'signing_in' } as unknown as TrayInput['session'];

function render(menu: readonly TrayMenuItem[], indent = ''): string[] {
  return menu.flatMap((i) => {
    const line = i.type === 'separator' ? `${indent}---` : `${indent}${i.label}${i.enabled ? '' : ' (grey)'}${i.checked ? ' ✓' : ''}${i.type === 'checkbox' ? ' [checkbox]' : ''}`;
    return [line, ...render(i.submenu ?? [], `${indent}  `)];
  });
}

const PROJECTS: ProjectView[] = [
  { id: 1, name: 'Website redesign', customerName: null, requiredTask: false, active: true },
  { id: 2, name: 'Mobile app', customerName: 'Acme', requiredTask: true, active: true },
  { id: 3, name: 'Old stuff', customerName: null, requiredTask: false, active: false },
];
const RUN = entryView('e20', { projectId: 1, taskId: 7, taskName: 'Design', description: 'header fixes', totalSeconds: 600, runningSince: NOW - 65 * MIN, date: '2025-11-20' });
const SAME = entryView('e19', { projectId: 1, taskId: 7, taskName: 'Design', description: 'header fixes', totalSeconds: 1800, date: '2025-11-19' });
const SAME_TASK_OTHER_WORDS = entryView('e18', { projectId: 1, taskId: 7, taskName: 'Design', description: 'footer', totalSeconds: 1800, date: '2025-11-20' });
const OTHER_TASK = entryView('e17', { projectId: 1, taskId: 8, taskName: 'Build', description: 'header fixes', totalSeconds: 300, date: '2025-11-20' });
const MOBILE = entryView('e16', { projectId: 2, projectName: 'Mobile app (stale)', customerName: 'Old customer', taskId: 9, taskName: 'Testing', description: '', totalSeconds: 900, date: '2025-11-20' });
const OLD = entryView('e15', { projectId: 3, projectName: 'Old stuff', totalSeconds: 60, date: '2025-11-20' });
const GONE = entryView('e14', { projectId: 4, projectName: 'Gone project', customerName: 'Initech', totalSeconds: 60, date: '2025-11-18' });

const SCENES: Record<string, [TrayInput, TrayPlatform]> = {
  'running on Linux, away time to review, a focus session, an update to restart into': [
    trayInput(SIGNED_IN, syncOk(NOW), {
      running: RUN,
      todayEntries: [RUN, SAME_TASK_OTHER_WORDS, OTHER_TASK, MOBILE, OLD],
      recent: [RUN, SAME, SAME_TASK_OTHER_WORDS, OTHER_TASK, MOBILE, OLD, GONE],
      projects: PROJECTS,
      idle: { detection: 'on', prompt: { since: NOW - 30 * MIN, until: NOW - MIN, entryKey: 'e20', reason: 'idle' }, stillWorking: null },
      focus: { phase: 'focus', status: 'running', endsAt: NOW + 12 * MIN, leftSeconds: 12 * 60, sessionsDone: 1 },
      update: { version: '1.3.0', how: 'restart', releaseUrl: null },
      display: DISPLAY_12H,
    }),
    'linux',
  ],
  'nothing running on macOS, offline with work waiting, a session just done, a release to download': [
    trayInput(SIGNED_IN, { ...syncOk(NOW), state: 'offline', queued: 3 }, {
      recent: [SAME, MOBILE],
      projects: PROJECTS,
      focus: { phase: 'focus', status: 'over', endsAt: null, leftSeconds: 0, sessionsDone: 1 },
      update: { version: '1.3.0', how: 'download', releaseUrl: 'https://github.com/stint-app/stint/releases/tag/v1.3.0' },
    }),
    'darwin',
  ],
  'running on macOS while one action is sent': [
    trayInput(SIGNED_IN, { ...syncOk(NOW), state: 'syncing', queued: 1 }, { running: RUN, todayEntries: [RUN], recent: [RUN], projects: PROJECTS }),
    'darwin',
  ],
  'running on Windows with one action waiting, and a download whose page is missing': [
    trayInput(SIGNED_IN, { ...syncOk(NOW), queued: 1 }, { running: RUN, todayEntries: [RUN], recent: [RUN], projects: PROJECTS, update: { version: '1.3.0', how: 'download', releaseUrl: null } }),
    'win32',
  ],
  'signed out with two actions waiting': [trayInput(SIGNED_OUT, { ...syncOk(NOW), state: 'signed_out', queued: 2 }, { running: RUN, recent: [RUN] }), 'linux'],
  'signed out, nothing waiting, the last state offline': [trayInput(SIGNED_OUT, { ...syncOk(NOW), state: 'offline' }), 'linux'],
  'signing in': [trayInput(SIGNING_IN, syncOk(NOW)), 'win32'],
};

describe('the whole menu', () => {
  const expected: Record<string, { icon: string; title: string; tooltip: string; menu: string[] }> = {
    'running on Linux, away time to review, a focus session, an update to restart into': {
      icon: 'attention',
      title: '',
      tooltip: 'Website redesign · Design: header fixes: 1:15\nToday: 2:06\nFocus: 12 min left\nAway time to review',
      menu: [
        'Website redesign · Design: header fixes · 1:15 (grey)',
        'Away since 2:30 PM: keep or discard the time…',
        'Focus: 12 min left (grey)',
        'Stop Website redesign · Design: header fixes',
        'Switch to',
        '  Website redesign (grey) ✓ [checkbox]',
        '  Mobile app (Acme)…',
        '  Gone project (Initech)',
        'Continue',
        '  Website redesign · Design: header fixes (grey) ✓ [checkbox]',
        '  Website redesign · Design: header fixes (grey) ✓ [checkbox]',
        '  Website redesign · Design: footer',
        '  Website redesign · Build: header fixes',
        '  Mobile app (stale) · Testing',
        'To-dos',
        '  Open To-dos…',
        '---',
        'Today: 2:06',
        '  Website redesign: 1:50 (grey)',
        '  Mobile app (stale): 0:15 (grey)',
        '  Old stuff: 0:01 (grey)',
        '---',
        'Open Stint',
        'Quick entry…',
        'Export timesheet…',
        'All changes synced (grey)',
        '---',
        'Settings…',
        'Sign out',
        'Restart to update to 1.3.0',
        'Quit Stint',
      ],
    },
    'nothing running on macOS, offline with work waiting, a session just done, a release to download': {
      icon: 'offline',
      title: '',
      tooltip: 'No timer running\nToday: 0:00\nFocus session done: time for a break\nOffline: 3 actions waiting to sync',
      menu: [
        'Focus session done: time for a break (grey)',
        'Take a break',
        'Keep going',
        'Start timer…',
        'Start on',
        '  Website redesign',
        '  Mobile app (Acme)…',
        'Continue',
        '  Website redesign · Design: header fixes',
        '  Mobile app (stale) · Testing',
        'To-dos',
        '  Open To-dos…',
        '---',
        'Today: 0:00 (grey)',
        '---',
        'Open Stint',
        'Quick entry…',
        'Export timesheet…',
        'Offline: 3 actions waiting to sync',
        '---',
        'Settings…',
        'Sign out',
        'Stint 1.3.0 is out: get it',
        'Quit Stint',
      ],
    },
    'running on macOS while one action is sent': {
      icon: 'running',
      title: '1:15',
      tooltip: 'Website redesign · Design: header fixes: 1:15\nToday: 1:15',
      menu: [
        'Stop Website redesign · Design: header fixes',
        'Switch to',
        '  Website redesign (grey) ✓ [checkbox]',
        'Continue',
        '  Website redesign · Design: header fixes (grey) ✓ [checkbox]',
        'To-dos',
        '  Open To-dos…',
        '---',
        'Today: 1:15',
        '  Website redesign: 1:15 (grey)',
        '---',
        'Open Stint',
        'Quick entry…',
        'Export timesheet…',
        'Syncing 1 action…',
        '---',
        'Settings…',
        'Sign out',
        'Quit Stint',
      ],
    },
    'running on Windows with one action waiting, and a download whose page is missing': {
      icon: 'offline',
      title: '',
      tooltip: 'Website redesign · Design: header fixes: 1:15\nToday: 1:15\n1 action waiting to sync',
      menu: [
        'Stop Website redesign · Design: header fixes',
        'Switch to',
        '  Website redesign (grey) ✓ [checkbox]',
        'Continue',
        '  Website redesign · Design: header fixes (grey) ✓ [checkbox]',
        'To-dos',
        '  Open To-dos…',
        '---',
        'Today: 1:15',
        '  Website redesign: 1:15 (grey)',
        '---',
        'Open Stint',
        'Quick entry…',
        'Export timesheet…',
        '1 action waiting to sync',
        '---',
        'Settings…',
        'Sign out',
        'Quit Stint',
      ],
    },
    'signed out with two actions waiting': {
      icon: 'attention',
      title: '',
      tooltip: 'Stint: signed out\n2 actions waiting: sign in to sync',
      menu: [
        'Sign in…',
        '2 actions waiting: sign in to sync',
        '---',
        'Open Stint',
        'Settings…',
        'Quit Stint',
      ],
    },
    'signed out, nothing waiting, the last state offline': {
      icon: 'offline',
      title: '',
      tooltip: 'Stint: signed out',
      menu: [
        'Sign in…',
        '---',
        'Open Stint',
        'Settings…',
        'Quit Stint',
      ],
    },
    'signing in': {
      icon: 'idle',
      title: '',
      tooltip: 'Stint: signing in',
      menu: [
        'Signing in… (grey)',
        '---',
        'Open Stint',
        'Settings…',
        'Quit Stint',
      ],
    },
  };
  for (const [name, [input, platform]] of Object.entries(SCENES)) {
    test(name, () => {
      const m = trayModel(input, NOW, platform);
      assert.deepEqual({ icon: m.icon, title: m.title, tooltip: m.tooltip, menu: render(m.menu) }, expected[name]);
    });
  }

  test('a separator is a line without words that cannot be clicked', () => {
    const [input, platform] = SCENES['signing in']!;
    assert.deepEqual(trayModel(input, NOW, platform).menu.find((i) => i.type === 'separator'), { id: 'separator:window', label: '', enabled: false, type: 'separator' });
  });
});

describe('the sync line', () => {
  const sync = (over: Partial<SyncView>): SyncView => ({ ...syncOk(NOW), ...over });
  const at = Date.parse('2025-11-20T16:45:00.000Z');

  test('every state, with nothing, one and several actions waiting', () => {
    const table: [Partial<SyncView>, boolean, string][] = [
      [{ state: 'ok', queued: 0 }, false, 'All changes synced'],
      [{ state: 'ok', queued: 1 }, false, '1 action waiting to sync'],
      [{ state: 'ok', queued: 4 }, false, '4 actions waiting to sync'],
      [{ state: 'syncing', queued: 0 }, false, 'Syncing…'],
      [{ state: 'syncing', queued: 2 }, false, 'Syncing 2 actions…'],
      [{ state: 'offline', queued: 0 }, false, 'Offline'],
      [{ state: 'offline', queued: 1 }, false, 'Offline: 1 action waiting to sync'],
      [{ state: 'held', queued: 3 }, false, '3 actions held: queued by another user'],
      [{ state: 'rate_limited', queued: 0 }, false, 'Request limit reached'],
      [{ state: 'rate_limited', queued: 2, resumesAt: at }, false, 'Request limit reached: sync resumes at 16:45 (2 actions waiting)'],
      [{ state: 'error', queued: 0 }, false, 'Sync failed'],
      [{ state: 'error', queued: 1 }, false, 'Sync failed: 1 action waiting'],
      [{ state: 'error', queued: 1, message: 'The service refused the request.' }, false, 'The service refused the request.'],
      [{ state: 'signed_out', queued: 0 }, false, 'Signed out'],
      [{ state: 'signed_out', queued: 1 }, false, '1 action waiting: sign in to sync'],
      [{ state: 'ok', queued: 0 }, true, 'Signed out'],
      [{ state: 'offline', queued: 2 }, true, '2 actions waiting: sign in to sync'],
    ];
    for (const [over, signedOut, words] of table) assert.equal(syncStatusLabel(sync(over), signedOut, 0, 'h23', wordsFor('en')), words, JSON.stringify({ ...over, signedOut }));
    assert.equal(syncStatusLabel(sync({ state: 'rate_limited', queued: 0, resumesAt: at }), false, 60, 'h12', wordsFor('en')), 'Request limit reached: sync resumes at 5:45 PM');
  });

  test('greyed out when all is synced or being synced, clickable when work waits or something is wrong', () => {
    const item = (over: Partial<SyncView>) => trayModel(trayInput(SIGNED_IN, sync(over)), NOW, 'linux').menu.find((i) => i.id === 'sync-status')?.enabled;
    assert.deepEqual(
      [item({ state: 'ok' }), item({ state: 'syncing' }), item({ state: 'syncing', queued: 1 }), item({ state: 'offline' }), item({ state: 'error' }), item({ state: 'ok', queued: 1 })],
      [false, false, true, true, true, true],
    );
  });

  test('in the tooltip only when it says something: not while syncing, not when all is synced', () => {
    const tip = (over: Partial<SyncView>) => trayModel(trayInput(SIGNED_IN, sync(over)), NOW, 'win32').tooltip;
    assert.equal(tip({ state: 'syncing', queued: 3 }), 'No timer running\nToday: 0:00');
    assert.equal(tip({ state: 'ok' }), 'No timer running\nToday: 0:00');
    assert.equal(tip({ state: 'error' }), 'No timer running\nToday: 0:00\nSync failed');
    assert.equal(tip({ state: 'rate_limited' }), 'No timer running\nToday: 0:00\nRequest limit reached');
  });
});

describe('the icon', () => {
  const icon = (over: Partial<TrayInput>, sync: Partial<SyncView> = {}) => trayIcon(trayInput(SIGNED_IN, { ...syncOk(NOW), ...sync }, over));
  test('needs attention: an error notice, a failed sync, a queue held for another user, away time to review', () => {
    assert.equal(icon({ notice: { level: 'error', message: 'No.', fields: {}, at: NOW } }), 'attention');
    assert.equal(icon({ notice: { level: 'info', message: 'Saved.', fields: {}, at: NOW } }), 'idle');
    assert.equal(icon({}, { state: 'error' }), 'attention');
    assert.equal(icon({}, { state: 'held', queued: 1 }), 'attention');
  });

  test('waiting: offline, at the request limit, or work queued with nothing sending it', () => {
    assert.equal(icon({}, { state: 'offline' }), 'offline');
    assert.equal(icon({}, { state: 'rate_limited' }), 'offline');
    assert.equal(icon({}, { state: 'ok', queued: 1 }), 'offline');
    assert.equal(icon({}, { state: 'syncing', queued: 1 }), 'idle');
  });
});
