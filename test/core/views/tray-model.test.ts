// The tray as a person sees it: icon, tooltip, macOS title and the menu, found by id.
process.env.TZ = 'Pacific/Kiritimati';

import { test, describe, before } from 'node:test';
import assert from 'node:assert/strict';
import { trayModel, type TrayInput, type TrayMenuItem } from '../../../main/core/views/tray-model.ts';
import type { EntryView, SyncView } from '../../../main/core/snapshot.ts';
import { entryView } from '../../support/entry-view.ts';
import { syncOk, trayInput } from '../../support/tray-input.ts';
import { DISPLAY_12H, DISPLAY_24H } from '../../support/display.ts';
import { todoView, todosView } from '../../support/todos-view.ts';
import { TODOS_IN_MENU } from '../../../main/core/views/tray-todos.ts';

const NOW = Date.parse('2025-11-20T15:00:00.000Z');
const MIN = 60_000;

before(() => {
  assert.equal(new Date(NOW).getTimezoneOffset(), -14 * 60);
});

const entry = entryView;

const SYNC_OK: SyncView = syncOk(NOW - 5000);

function snapshot(over: Partial<TrayInput> = {}): TrayInput {
  return trayInput({ state: 'signed_in', baseUrl: 'https://svc.test', accountId: 'acme', email: 'ann@acme.test', userId: 4, userName: 'Ann', role: 'regular' }, SYNC_OK, over);
}

const RUN = entry('e20', { projectName: 'Website redesign', taskName: 'Design', description: 'header fixes', runningSince: NOW - 65 * MIN });
const running = (over: Partial<TrayInput> = {}) => snapshot({ running: RUN, todayEntries: [RUN], ...over });

function item(menu: readonly TrayMenuItem[], id: string): TrayMenuItem {
  const found = menu.find((i) => i.id === id);
  assert.ok(found, `no menu item ${id} in ${menu.map((i) => i.id).join(', ')}`);
  return found;
}
const ids = (menu: readonly TrayMenuItem[]) => menu.map((i) => i.id);

describe('elapsed time', () => {
  test('tray shows 1:05 after 65 minutes in the macOS title', () => {
    assert.equal(trayModel(running(), NOW, 'darwin').title, '1:05');
  });

  test('the title is for macOS only', () => {
    assert.equal(trayModel(running(), NOW, 'win32').title, '');
    assert.equal(trayModel(running(), NOW, 'linux').title, '');
  });

  test('it ticks from the clock alone: the same snapshot a minute later shows 1:06', () => {
    const s = running();
    assert.equal(trayModel(s, NOW + MIN, 'darwin').title, '1:06');
  });

  test('a continued entry shows its whole duration (stored time plus this run)', () => {
    const continued = { ...RUN, totalSeconds: 2 * 3600, runningSince: NOW - 5 * MIN };
    assert.equal(trayModel(running({ running: continued, todayEntries: [continued] }), NOW, 'darwin').title, '2:05');
  });

  test('no title when nothing runs', () => {
    assert.equal(trayModel(snapshot(), NOW, 'darwin').title, '');
  });

  test('on Linux, where trays show neither title nor tooltip, the first menu item names the running entry and elapsed', () => {
    const menu = trayModel(running(), NOW, 'linux').menu;
    assert.equal(menu[0]!.id, 'running-summary');
    assert.equal(menu[0]!.label, 'Website redesign · Design: header fixes · 1:05');
    assert.equal(menu[0]!.enabled, false);
    assert.equal(trayModel(snapshot(), NOW, 'linux').menu[0]!.label, 'No timer running');
    assert.equal(ids(trayModel(running(), NOW, 'darwin').menu).includes('running-summary'), false);
  });
});

describe('tooltip', () => {
  test('names the running entry with elapsed, and today\'s total', () => {
    const done = entry('e19', { totalSeconds: 3600 });
    const t = trayModel(running({ todayEntries: [RUN, done] }), NOW, 'win32').tooltip;
    assert.equal(t, 'Website redesign · Design: header fixes: 1:05\nToday: 2:05');
  });

  test('says when nothing runs', () => {
    assert.equal(trayModel(snapshot(), NOW, 'win32').tooltip, 'No timer running\nToday: 0:00');
  });

  test('mentions actions waiting, and fits the 127 characters Windows shows', () => {
    const long = { ...RUN, description: 'x'.repeat(200) };
    const t = trayModel(running({ running: long, todayEntries: [long], sync: { ...SYNC_OK, state: 'offline', queued: 3 } }), NOW, 'win32').tooltip;
    assert.ok([...t].length <= 127, t);
    assert.match(t, /^Website redesign/);
  });
});

describe('icon', () => {
  test('idle when nothing runs, running when a timer runs', () => {
    assert.equal(trayModel(snapshot(), NOW, 'darwin').icon, 'idle');
    assert.equal(trayModel(running(), NOW, 'darwin').icon, 'running');
  });

  test('offline when the service cannot be reached, or when actions wait unsent', () => {
    assert.equal(trayModel(running({ sync: { ...SYNC_OK, state: 'offline' } }), NOW, 'darwin').icon, 'offline');
    assert.equal(trayModel(snapshot({ sync: { ...SYNC_OK, state: 'rate_limited', queued: 1 } }), NOW, 'darwin').icon, 'offline');
    assert.equal(trayModel(snapshot({ sync: { ...SYNC_OK, queued: 2 } }), NOW, 'darwin').icon, 'offline');
  });

  test('an action being sent right now does not flash the offline icon', () => {
    assert.equal(trayModel(running({ sync: { ...SYNC_OK, state: 'syncing', queued: 1 } }), NOW, 'darwin').icon, 'running');
  });

  test('attention: signed out with actions queued, an idle prompt waiting, a sync error, actions held', () => {
    const signedOut = snapshot({ session: { state: 'signed_out', reason: 'The session ended', authAttemptsLeft: null, authWrongLeft: null, limits: [] }, sync: { ...SYNC_OK, state: 'signed_out', queued: 2 } });
    assert.equal(trayModel(signedOut, NOW, 'darwin').icon, 'attention');
    const prompt = { since: NOW - 30 * MIN, until: NOW - MIN, entryKey: 'e20', reason: 'idle' as const };
    assert.equal(trayModel(running({ idle: { detection: 'on', prompt, stillWorking: null } }), NOW, 'darwin').icon, 'attention');
    assert.equal(trayModel(snapshot({ sync: { ...SYNC_OK, state: 'error', message: 'Project archived' } }), NOW, 'darwin').icon, 'attention');
    assert.equal(trayModel(snapshot({ sync: { ...SYNC_OK, state: 'held', queued: 1 } }), NOW, 'darwin').icon, 'attention');
  });

  test('signed out with nothing queued is just idle', () => {
    const signedOut = snapshot({ session: { state: 'signed_out', reason: null, authAttemptsLeft: null, authWrongLeft: null, limits: [] }, sync: { ...SYNC_OK, state: 'signed_out' } });
    assert.equal(trayModel(signedOut, NOW, 'darwin').icon, 'idle');
  });
});

describe('menu', () => {
  test('signed in, the items in order with stable ids', () => {
    assert.deepEqual(ids(trayModel(running(), NOW, 'darwin').menu), [
      'stop', 'switch', 'continue', 'todos', 'separator:totals', 'today-total', 'separator:window',
      'open-window', 'quick-entry', 'export', 'sync-status', 'separator:app', 'settings', 'sign-out', 'quit',
    ]);
  });

  test('start when nothing runs, stop naming the entry when one does', () => {
    assert.equal(item(trayModel(snapshot(), NOW, 'darwin').menu, 'start').enabled, true);
    assert.equal(item(trayModel(running(), NOW, 'darwin').menu, 'stop').label, 'Stop Website redesign · Design: header fixes');
    assert.equal(ids(trayModel(running(), NOW, 'darwin').menu).includes('start'), false);
  });

  test('switch offers recent projects once each, without archived ones, the current one checked', () => {
    const recent = [
      entry('e20', { projectId: 1, projectName: 'Website redesign' }),
      entry('e18', { projectId: 2, projectName: 'Support', customerName: 'Acme' }),
      entry('e17', { projectId: 1, projectName: 'Website redesign', description: 'other' }),
      entry('e16', { projectId: 5, projectName: 'Old project' }),
      entry('e15', { projectId: 6, projectName: 'Audit' }),
    ];
    const projects = [
      { id: 1, name: 'Website redesign', customerName: null, requiredTask: false, active: true },
      { id: 2, name: 'Support', customerName: 'Acme', requiredTask: false, active: true },
      { id: 5, name: 'Old project', customerName: null, requiredTask: false, active: false },
      { id: 6, name: 'Audit', customerName: null, requiredTask: true, active: true },
    ];
    const sw = item(trayModel(running({ recent, projects }), NOW, 'darwin').menu, 'switch');
    assert.equal(sw.label, 'Switch to');
    assert.deepEqual(sw.submenu, [
      { id: 'switch:1', label: 'Website redesign', enabled: false, checked: true, type: 'checkbox' },
      { id: 'switch:2', label: 'Support (Acme)', enabled: true },
      // The ellipsis: this project needs a task, so the picker opens.
      { id: 'switch:6', label: 'Audit…', enabled: true },
    ]);
  });

  test('no recent project: switch is there but disabled', () => {
    const sw = item(trayModel(snapshot(), NOW, 'darwin').menu, 'switch');
    assert.equal(sw.enabled, false);
    assert.equal(sw.submenu, undefined);
  });

  test('continue offers the last five entries by key', () => {
    const recent = [1, 2, 3, 4, 5, 6, 7].map((n) => entry(`e${n}`, { projectId: n, projectName: `P${n}`, description: `d${n}` }));
    const sub = item(trayModel(snapshot({ recent }), NOW, 'darwin').menu, 'continue').submenu ?? [];
    assert.deepEqual(sub.map((i) => i.id), ['continue:e1', 'continue:e2', 'continue:e3', 'continue:e4', 'continue:e5']);
    assert.equal(sub[0]!.label, 'P1: d1');
  });

  test('today\'s total includes the running entry, with the breakdown by project', () => {
    const done = entry('e19', { projectId: 2, projectName: 'Support', totalSeconds: 2 * 3600 });
    const t = item(trayModel(running({ todayEntries: [RUN, done] }), NOW, 'darwin').menu, 'today-total');
    assert.equal(t.label, 'Today: 3:05');
    assert.deepEqual(t.submenu?.map((i) => [i.id, i.label]), [
      ['today-total:2', 'Support: 2:00'],
      ['today-total:1', 'Website redesign: 1:05'],
    ]);
  });

  test('today resets at the account\'s midnight, before any new read', () => {
    const yesterday = entry('e10', { date: '2025-11-20', totalSeconds: 4 * 3600 });
    // 23:30 UTC is 01:30 on the 21st in +02:00: the 20th's entries are no longer today's.
    const s = snapshot({ todayEntries: [yesterday], zone: { offsetMinutes: 120, source: 'report' } });
    assert.equal(item(trayModel(s, Date.parse('2025-11-20T21:30:00Z'), 'darwin').menu, 'today-total').label, 'Today: 4:00');
    assert.equal(item(trayModel(s, Date.parse('2025-11-20T23:30:00Z'), 'darwin').menu, 'today-total').label, 'Today: 0:00');
  });

  test('sync status: actions waiting', () => {
    const menu = (sync: Partial<SyncView>) => trayModel(snapshot({ sync: { ...SYNC_OK, ...sync } }), NOW, 'darwin').menu;
    assert.equal(item(menu({}), 'sync-status').label, 'All changes synced');
    assert.equal(item(menu({}), 'sync-status').enabled, false);
    assert.equal(item(menu({ queued: 3 }), 'sync-status').label, '3 actions waiting to sync');
    assert.equal(item(menu({ queued: 1 }), 'sync-status').label, '1 action waiting to sync');
    assert.equal(item(menu({ state: 'offline', queued: 3 }), 'sync-status').label, 'Offline: 3 actions waiting to sync');
    assert.equal(item(menu({ state: 'held', queued: 2 }), 'sync-status').label, '2 actions held: queued by another user');
  });

  test('rate limited: when sync resumes, in the account\'s time', () => {
    const s = snapshot({ sync: { ...SYNC_OK, state: 'rate_limited', queued: 2, resumesAt: Date.parse('2025-11-21T00:00:00Z') }, zone: { offsetMinutes: 330, source: 'report' } });
    assert.equal(item(trayModel(s, NOW, 'darwin').menu, 'sync-status').label, 'Request limit reached: sync resumes at 05:30 (2 actions waiting)');
  });

  test('an idle prompt waiting is reachable from the menu', () => {
    const prompt = { since: Date.parse('2025-11-20T14:15:00Z'), until: NOW - MIN, entryKey: 'e20', reason: 'idle' as const };
    const menu = trayModel(running({ idle: { detection: 'on', prompt, stillWorking: null } }), NOW, 'darwin').menu;
    assert.equal(item(menu, 'idle-prompt').label, 'Away since 14:15: keep or discard the time…');
  });

  test('every time in the menu follows the clock of the display settings', () => {
    const prompt = { since: Date.parse('2025-11-20T14:15:00Z'), until: NOW - MIN, entryKey: 'e20', reason: 'idle' as const };
    const away = trayModel(running({ idle: { detection: 'on', prompt, stillWorking: null }, display: DISPLAY_12H }), NOW, 'darwin').menu;
    assert.equal(item(away, 'idle-prompt').label, 'Away since 2:15 PM: keep or discard the time…');
    const limited = snapshot({ display: DISPLAY_12H, sync: { ...SYNC_OK, state: 'rate_limited', queued: 2, resumesAt: Date.parse('2025-11-21T00:00:00Z') }, zone: { offsetMinutes: 330, source: 'report' } });
    assert.equal(item(trayModel(limited, NOW, 'darwin').menu, 'sync-status').label, 'Request limit reached: sync resumes at 5:30 AM (2 actions waiting)');
  });

  test('signed out: sign in instead of the tracker items, and the actions still waiting', () => {
    const s = snapshot({
      session: { state: 'signed_out', reason: 'The session ended', authAttemptsLeft: null, authWrongLeft: null, limits: [] },
      running: RUN,
      sync: { ...SYNC_OK, state: 'signed_out', queued: 3 },
    });
    const menu = trayModel(s, NOW, 'linux').menu;
    assert.deepEqual(ids(menu), ['sign-in', 'sync-status', 'separator:window', 'open-window', 'settings', 'quit']);
    assert.equal(item(menu, 'sync-status').label, '3 actions waiting: sign in to sync');
    assert.equal(trayModel(s, NOW, 'darwin').title, '');
  });

  test('while signing in, the sign-in item is disabled', () => {
    const menu = trayModel(snapshot({ session: { state: 'signing_in' } }), NOW, 'darwin').menu;
    assert.deepEqual(item(menu, 'sign-in'), { id: 'sign-in', label: 'Signing in…', enabled: false });
  });
});

describe('an update of Stint', () => {
  const RESTART = { version: '1.3.0', how: 'restart', releaseUrl: null } as const;
  const PAGE = 'https://github.com/stint-app/stint/releases/tag/v1.3.0';
  const DOWNLOAD = { version: '1.3.0', how: 'download', releaseUrl: PAGE } as const;
  const SIGNED_OUT = { state: 'signed_out', reason: null, authAttemptsLeft: null, authWrongLeft: null, limits: [] } as const;

  test('no update item while nothing is ready, nor in a hand-made input without the field', () => {
    for (const s of [snapshot({ update: null }), snapshot()]) {
      for (const platform of ['darwin', 'win32', 'linux'] as const) {
        const found = ids(trayModel(s, NOW, platform).menu).filter((id) => id.startsWith('update-'));
        assert.deepEqual(found, [], platform);
      }
    }
  });

  test('ready to install: "Restart to update to 1.3.0", just above Quit, signed in or out', () => {
    for (const session of [snapshot().session, SIGNED_OUT]) {
      const menu = trayModel(snapshot({ session, update: RESTART }), NOW, 'linux').menu;
      assert.deepEqual(menu.slice(-2), [
        { id: 'update-restart', label: 'Restart to update to 1.3.0', enabled: true },
        { id: 'quit', label: 'Quit Stint', enabled: true },
      ]);
    }
  });

  test('an install that cannot update itself (a deb): "Stint 1.3.0 is out: get it", just above Quit', () => {
    const menu = trayModel(snapshot({ update: DOWNLOAD }), NOW, 'linux').menu;
    assert.deepEqual(menu.slice(-2), [
      { id: 'update-download', label: 'Stint 1.3.0 is out: get it', enabled: true },
      { id: 'quit', label: 'Quit Stint', enabled: true },
    ]);
    assert.equal(ids(menu).includes('update-restart'), false);
  });

  test('a release to download without a page to open offers nothing to click', () => {
    const menu = trayModel(snapshot({ update: { ...DOWNLOAD, releaseUrl: null } }), NOW, 'linux').menu;
    assert.deepEqual(ids(menu).filter((id) => id.startsWith('update-')), []);
  });

  test('the icon and the tooltip do not change for an update: it is an offer, not a problem', () => {
    const without = trayModel(snapshot(), NOW, 'win32');
    const withUpdate = trayModel(snapshot({ update: RESTART }), NOW, 'win32');
    assert.equal(withUpdate.icon, without.icon);
    assert.equal(withUpdate.tooltip, without.tooltip);
  });
});

describe('focus rhythm', () => {
  const FOCUS = { phase: 'focus', status: 'running', endsAt: NOW + 12 * MIN + 30_000, leftSeconds: 750, sessionsDone: 1 } as const;

  test('the phase and the minutes left, under the running entry and in the tooltip, counted from the clock', () => {
    const m = trayModel(running({ focus: FOCUS }), NOW, 'linux');
    assert.deepEqual(ids(m.menu).slice(0, 3), ['running-summary', 'focus-status', 'stop']);
    assert.deepEqual(item(m.menu, 'focus-status'), { id: 'focus-status', label: 'Focus: 13 min left', enabled: false });
    assert.equal(item(trayModel(running({ focus: FOCUS }), NOW + 12 * MIN, 'linux').menu, 'focus-status').label, 'Focus: 1 min left');
    assert.equal(trayModel(running({ focus: FOCUS }), NOW, 'win32').tooltip, 'Website redesign · Design: header fixes: 1:05\nToday: 1:05\nFocus: 13 min left');
  });

  test('a break, a paused session, and the questions that wait', () => {
    const label = (focus: TrayInput['focus']) => item(trayModel(snapshot({ focus }), NOW, 'win32').menu, 'focus-status').label;
    assert.equal(label({ phase: 'short_break', status: 'running', endsAt: NOW + 4 * MIN, leftSeconds: 240, sessionsDone: 1 }), 'Short break: 4 min left');
    assert.equal(label({ phase: 'long_break', status: 'running', endsAt: NOW + 15 * MIN, leftSeconds: 900, sessionsDone: 4 }), 'Long break: 15 min left');
    assert.equal(label({ phase: 'focus', status: 'paused', endsAt: null, leftSeconds: 600, sessionsDone: 0 }), 'Focus paused: 10 min left');
    assert.equal(label({ phase: 'focus', status: 'over', endsAt: null, leftSeconds: 0, sessionsDone: 2 }), 'Focus session done: time for a break');
    assert.equal(label({ phase: 'short_break', status: 'over', endsAt: null, leftSeconds: 0, sessionsDone: 2 }), 'Short break over');
  });

  test('after a session, "Take a break" and "Keep going" under the status; no answer while a phase runs', () => {
    const over = { phase: 'focus', status: 'over', endsAt: null, leftSeconds: 0, sessionsDone: 1 } as const;
    const m = trayModel(running({ focus: over }), NOW, 'linux');
    assert.deepEqual(ids(m.menu).slice(0, 5), ['running-summary', 'focus-status', 'focus-take-break', 'focus-keep-going', 'stop']);
    assert.deepEqual(item(m.menu, 'focus-take-break'), { id: 'focus-take-break', label: 'Take a break', enabled: true });
    assert.deepEqual(item(m.menu, 'focus-keep-going'), { id: 'focus-keep-going', label: 'Keep going', enabled: true });
    for (const focus of [FOCUS, { phase: 'short_break', status: 'running', endsAt: NOW + 4 * MIN, leftSeconds: 240, sessionsDone: 1, entry: 'Website' } as const]) {
      assert.deepEqual(ids(trayModel(running({ focus }), NOW, 'linux').menu).filter((id) => id.startsWith('focus-') && id !== 'focus-status'), []);
    }
  });

  test('after a break, "Continue <entry>" names the entry the break interrupted; none without one', () => {
    const over = { phase: 'short_break', status: 'over', endsAt: null, leftSeconds: 0, sessionsDone: 1 } as const;
    const m = trayModel(snapshot({ focus: { ...over, entry: 'Website redesign · Design: header fixes' } }), NOW, 'win32');
    assert.deepEqual(ids(m.menu).slice(0, 3), ['focus-status', 'focus-continue', 'start']);
    assert.deepEqual(item(m.menu, 'focus-continue'), { id: 'focus-continue', label: 'Continue Website redesign · Design: header fixes', enabled: true });
    const long = trayModel(snapshot({ focus: { ...over, entry: `Website redesign: ${'x'.repeat(80)}` } }), NOW, 'win32');
    assert.equal([...item(long.menu, 'focus-continue').label].length, 'Continue '.length + 50, 'a long entry cut short');
    assert.equal(ids(trayModel(snapshot({ focus: over }), NOW, 'win32').menu).includes('focus-continue'), false);
  });

  test('nothing when no phase is under way', () => {
    for (const focus of [null, undefined]) {
      const m = trayModel(running({ focus }), NOW, 'win32');
      assert.equal(ids(m.menu).includes('focus-status'), false);
      assert.equal(m.tooltip.includes('Focus'), false);
    }
  });
});

describe('"Still working?"', () => {
  const Q = { entryKey: 'e20', endOfDayAt: Date.parse('2025-11-20T14:00:00Z'), lastActiveAt: Date.parse('2025-11-20T14:10:00Z') };
  const asked = (over: Partial<TrayInput> = {}, q: typeof Q | { entryKey: string; endOfDayAt: number; lastActiveAt: null } = Q) =>
    running({ idle: { detection: 'on', prompt: null, stillWorking: q }, ...over });

  test('the question and its answers under the running entry, in the notification\'s words; the icon asks for attention', () => {
    const m = trayModel(asked(), NOW, 'linux');
    assert.deepEqual(ids(m.menu).slice(0, 6), ['running-summary', 'still-working', 'still-stop-end', 'still-stop-activity', 'still-keep', 'stop']);
    assert.deepEqual(item(m.menu, 'still-working'), { id: 'still-working', label: 'Still working? The working day ended at 14:00', enabled: false });
    assert.deepEqual(item(m.menu, 'still-stop-end'), { id: 'still-stop-end', label: 'Stop at 14:00', enabled: true });
    assert.deepEqual(item(m.menu, 'still-stop-activity'), { id: 'still-stop-activity', label: 'Stop at 14:10 (last activity)', enabled: true });
    assert.deepEqual(item(m.menu, 'still-keep'), { id: 'still-keep', label: 'Keep running', enabled: true });
    assert.equal(m.icon, 'attention');
  });

  test('a tooltip line; the times in the clock of the display settings and the account\'s zone', () => {
    assert.equal(trayModel(asked(), NOW, 'win32').tooltip, 'Website redesign · Design: header fixes: 1:05\nToday: 1:05\nStill working? The working day ended at 14:00');
    const m = trayModel(asked({ display: DISPLAY_12H, zone: { offsetMinutes: 60, source: 'report' } }), NOW, 'darwin');
    assert.equal(item(m.menu, 'still-working').label, 'Still working? The working day ended at 3:00 PM');
    assert.equal(item(m.menu, 'still-stop-end').label, 'Stop at 3:00 PM');
    assert.equal(item(m.menu, 'still-stop-activity').label, 'Stop at 3:10 PM (last activity)');
  });

  test('a working day that ended before today says which day, as the notification does', () => {
    const yesterday = { ...Q, endOfDayAt: Date.parse('2025-11-19T17:00:00Z') };
    const m = trayModel(asked({}, yesterday), NOW, 'win32');
    assert.equal(item(m.menu, 'still-working').label, 'Still working? The working day ended at 17:00 yesterday');
    assert.equal(item(m.menu, 'still-stop-end').label, 'Stop at 17:00 yesterday');
    assert.match(m.tooltip, /\nStill working\? The working day ended at 17:00 yesterday$/);
    const weekend = trayModel(asked({}, { ...Q, endOfDayAt: Date.parse('2025-11-14T17:00:00Z') }), NOW, 'win32');
    assert.equal(item(weekend.menu, 'still-stop-end').label, 'Stop at 17:00 on 2025-11-14');
  });

  test('no "last activity" answer when it is not known', () => {
    const m = trayModel(asked({}, { ...Q, lastActiveAt: null }), NOW, 'win32');
    assert.deepEqual(ids(m.menu).filter((id) => id.startsWith('still-')), ['still-working', 'still-stop-end', 'still-keep']);
  });

  test('nothing while not asked, nor signed out', () => {
    const m = trayModel(running(), NOW, 'linux');
    assert.deepEqual(ids(m.menu).filter((id) => id.startsWith('still-')), []);
    assert.equal(m.tooltip.includes('Still working'), false);
    assert.equal(m.icon, 'running');
    const out = trayModel(asked({ session: { state: 'signed_out', reason: null, authAttemptsLeft: null, authWrongLeft: null, limits: [] }, sync: { ...SYNC_OK, state: 'signed_out' } }), NOW, 'linux');
    assert.deepEqual(ids(out.menu).filter((id) => id.startsWith('still-')), []);
    assert.equal(out.tooltip.includes('Still working'), false);
    assert.equal(out.icon, 'idle');
  });
});

describe('the To-dos submenu', () => {
  const todos = (menu: readonly TrayMenuItem[]) => item(menu, 'todos').submenu ?? [];

  test('lists the open to-dos in the view\'s order, each named with its project, then a way to the window', () => {
    const view = todosView([
      todoView('a', { name: 'DNS switch' }),
      todoView('b', { name: 'Offline mode', projectId: 2, projectName: 'Mobile app', listName: 'Sprint 12', requiredTask: true }),
    ]);
    const menu = trayModel(snapshot({ todos: view }), NOW, 'linux').menu;
    assert.equal(item(menu, 'todos').label, 'To-dos');
    assert.equal(item(menu, 'todos').enabled, true);
    assert.deepEqual(todos(menu), [
      { id: 'todo:a', label: 'Website redesign: DNS switch', enabled: true },
      // The ellipsis: its project needs a task, so the window asks for one.
      { id: 'todo:b', label: 'Mobile app: Offline mode…', enabled: true },
      { id: 'todos-open', label: 'Open To-dos…', enabled: true },
    ]);
  });

  test(`at most ${TODOS_IN_MENU} to-dos; the rest are counted and a click away`, () => {
    const view = todosView(Array.from({ length: 13 }, (_, i) => todoView(`t${i}`, { name: `Step ${i}` })));
    const sub = todos(trayModel(snapshot({ todos: view }), NOW, 'darwin').menu);
    assert.deepEqual(sub.map((i) => i.id), [...Array.from({ length: TODOS_IN_MENU }, (_, i) => `todo:t${i}`), 'todos-open']);
    assert.equal(sub.at(-1)!.label, '3 more in Stint…');
  });

  test('the to-do the timer runs on is checked and not offered again; one without actions is shown but disabled', () => {
    const runningOn = entry('e30', { projectId: 1, projectName: 'Website redesign', description: 'DNS switch', runningSince: NOW - MIN });
    const view = todosView([
      todoView('a', { name: 'DNS switch' }),
      todoView('b', { name: 'Old bug', projectId: 6, projectName: 'Legacy', actions: { allowed: false, reason: 'Legacy is archived.' } }),
    ]);
    const sub = todos(trayModel(snapshot({ todos: view, running: runningOn, todayEntries: [runningOn] }), NOW, 'darwin').menu);
    assert.deepEqual(sub.slice(0, 2), [
      { id: 'todo:a', label: 'Website redesign: DNS switch', enabled: false, checked: true, type: 'checkbox' },
      { id: 'todo:b', label: 'Legacy: Old bug', enabled: false },
    ]);
  });

  test('never read: only the way to the window, which reads them; read and empty: says so', () => {
    assert.deepEqual(todos(trayModel(snapshot({ todos: todosView([], {}, null) }), NOW, 'linux').menu), [{ id: 'todos-open', label: 'Open To-dos…', enabled: true }]);
    // A snapshot made by hand without to-dos reads as none read.
    assert.deepEqual(todos(trayModel(snapshot(), NOW, 'linux').menu), [{ id: 'todos-open', label: 'Open To-dos…', enabled: true }]);
    assert.deepEqual(todos(trayModel(snapshot({ todos: todosView([]) }), NOW, 'linux').menu), [
      { id: 'todos-none', label: 'No open to-dos', enabled: false },
      { id: 'todos-open', label: 'Open To-dos…', enabled: true },
    ]);
  });

  test('a long name is cut to fit the menu', () => {
    const view = todosView([todoView('a', { name: 'x'.repeat(80) })]);
    const label = todos(trayModel(snapshot({ todos: view }), NOW, 'darwin').menu)[0]!.label;
    assert.equal([...label].length, 50);
    assert.ok(label.endsWith('…'));
  });

  test('signed out, there is no To-dos submenu', () => {
    const signedOut = snapshot({ session: { state: 'signed_out', reason: null, authAttemptsLeft: null, authWrongLeft: null, limits: [] }, todos: todosView([todoView('a')]) });
    assert.equal(ids(trayModel(signedOut, NOW, 'darwin').menu).includes('todos'), false);
  });
});
