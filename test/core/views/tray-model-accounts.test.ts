// The tray of a person with several accounts (snapshot.accounts, made by hand), on a fixed
// clock: the timer named with its account, today's total of every account together counted
// live, each account's figure, and the Accounts submenu; items found by id.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { trayModel, type TrayInput, type TrayMenuItem, type TrayPlatform } from '../../../main/core/views/tray-model.ts';
import { dayTarget } from '../../../main/core/views/day-target.ts';
import type { AccountRow } from '../../../main/core/snapshot.ts';
import { entryView } from '../../support/entry-view.ts';
import { syncOk, trayInput } from '../../support/tray-input.ts';
import { accountRow, accountsPanel } from '../../support/accounts-panel.ts';

const NOW = Date.parse('2025-11-20T15:00:00.000Z');
const MIN = 60_000;
const SIGNED_IN = { state: 'signed_in', baseUrl: 'https://svc.test', accountId: 'acme', email: 'ann@acme.test', userId: 4, userName: 'Ann', role: 'regular' } as const;
const SIGNED_OUT = { state: 'signed_out', reason: null, authAttemptsLeft: null, authWrongLeft: null, limits: [] } as const;
const STUDIO_KEY = 'a1b2c3d4e';
const HOME_KEY = 'a99999999';

function render(menu: readonly TrayMenuItem[], indent = ''): string[] {
  return menu.flatMap((i) => {
    const line = i.type === 'separator' ? `${indent}---` : `${indent}${i.label}${i.enabled ? '' : ' (grey)'}${i.checked ? ' ✓' : ''}${i.type === 'checkbox' ? ' [checkbox]' : ''}`;
    return [line, ...render(i.submenu ?? [], `${indent}  `)];
  });
}

function find(menu: readonly TrayMenuItem[], id: string): TrayMenuItem {
  const all = (m: readonly TrayMenuItem[]): TrayMenuItem[] => m.flatMap((i) => [i, ...all(i.submenu ?? [])]);
  const found = all(menu).find((i) => i.id === id);
  assert.ok(found, `no menu item ${id} in ${all(menu).map((i) => i.id).join(', ')}`);
  return found;
}

// Acme (in use) runs "Website redesign" since 65 minutes ago and did an hour of Support; its row
// was counted 5 minutes ago (2:00). Studio did 1:10 and has 3 actions waiting; Home is signed out.
const RUN = entryView('e20', { projectName: 'Website redesign', taskName: 'Design', description: 'header fixes', runningSince: NOW - 65 * MIN });
const DONE = entryView('e19', { projectId: 3, projectName: 'Support', totalSeconds: 3600 });
const ACME = accountRow('main', 'Acme', { todaySeconds: 2 * 3600 });
const STUDIO = accountRow(STUDIO_KEY, 'Studio', { todaySeconds: 70 * 60, queued: 3 });
const HOME = accountRow(HOME_KEY, 'Home', { session: 'signed_out' });
const ROWS = [ACME, STUDIO, HOME];

function running(over: Partial<TrayInput> = {}, rows: readonly AccountRow[] = ROWS): TrayInput {
  return trayInput(SIGNED_IN, syncOk(NOW), {
    running: RUN,
    todayEntries: [RUN, DONE],
    recent: [RUN, DONE],
    accounts: accountsPanel(rows, 'main', { key: 'main', projectName: 'Website redesign' }),
    ...over,
  });
}

function idle(inUse: string, over: Partial<TrayInput> = {}, rows: readonly AccountRow[] = ROWS): TrayInput {
  return trayInput(SIGNED_IN, syncOk(NOW), { todayEntries: [DONE], recent: [DONE], accounts: accountsPanel(rows, inUse), ...over });
}

describe('two accounts and more: the whole menu', () => {
  test('running in Acme on Linux: the timer named with its account, every account today, the Accounts submenu', () => {
    const model = trayModel(running(), NOW, 'linux');
    assert.deepEqual(render(model.menu), [
      'Acme · Website redesign · Design: header fixes · 1:05 (grey)',
      'Stop Acme · Website redesign · Design: heade…',
      'Switch to',
      '  Website redesign (grey) ✓ [checkbox]',
      '  Support',
      'Continue',
      '  Website redesign · Design: header fixes (grey) ✓ [checkbox]',
      '  Support',
      'To-dos',
      '  Open To-dos…',
      '---',
      'Today, all accounts: 3:15',
      '  Acme: 2:05 (grey)',
      '  Studio: 1:10 (grey)',
      '  Home: 0:00 (grey)',
      '  ---',
      '  Acme · Website redesign: 1:05 (grey)',
      '  Acme · Support: 1:00 (grey)',
      '---',
      'Open Stint',
      'Quick entry…',
      'Export timesheet…',
      'All changes synced (grey)',
      '---',
      'Accounts',
      '  Acme: timer running (grey) ✓ [checkbox]',
      '  Studio: 3 waiting (grey)',
      '  Home: signed out…',
      '  ---',
      '  Add an account…',
      'Settings…',
      'Sign out of Acme',
      'Quit Stint',
    ]);
    assert.equal(model.tooltip, 'Acme · Website redesign · Design: header fixes: 1:05\nToday, all accounts: 3:15');
    assert.equal(model.icon, 'running');
  });

  test('nothing running on macOS, Studio in use: each other signed-in account can be chosen', () => {
    const model = trayModel(idle(STUDIO_KEY, { todayEntries: [], recent: [] }), NOW, 'darwin');
    const accounts = find(model.menu, 'accounts');
    assert.deepEqual(render(accounts.submenu!), ['Acme', 'Studio: 3 waiting (grey) ✓ [checkbox]', 'Home: signed out…', '---', 'Add an account…']);
    assert.equal(find(model.menu, 'account:main').enabled, true);
    assert.equal(model.title, '');
    // Studio's own today is its live total (nothing here), the others' as of the snapshot.
    assert.equal(find(model.menu, 'today-total').label, 'Today, all accounts: 2:00');
    assert.equal(find(model.menu, `today-account:${STUDIO_KEY}`).label, 'Studio: 0:00');
    assert.equal(find(model.menu, 'sign-out').label, 'Sign out of Studio');
    assert.equal(model.tooltip, 'No timer running\nToday, all accounts: 2:00');
  });

  test('signed out of every account: the Accounts submenu beside Settings', () => {
    const rows = [accountRow('main', 'Acme', { session: 'signed_out' }), accountRow(STUDIO_KEY, 'Studio', { session: 'signed_out', queued: 2 })];
    const s = trayInput(SIGNED_OUT, { ...syncOk(NOW), state: 'signed_out' }, { accounts: accountsPanel(rows, 'main') });
    assert.deepEqual(render(trayModel(s, NOW, 'linux').menu), [
      'Sign in…',
      '---',
      'Open Stint',
      'Accounts',
      '  Acme: signed out… (grey) ✓ [checkbox]',
      '  Studio: signed out, 2 waiting…',
      '  ---',
      '  Add an account…',
      'Settings…',
      'Quit Stint',
    ]);
  });
});

describe("today's total of every account, counted live", () => {
  test("the running account's part ticks from the clock; the snapshot's own sum (3:10, five minutes old) is not shown", () => {
    const s = running();
    assert.equal(s.accounts!.todaySeconds, 3 * 3600 + 10 * 60);
    assert.equal(find(trayModel(s, NOW, 'win32').menu, 'today-total').label, 'Today, all accounts: 3:15');
    const later = trayModel(s, NOW + MIN, 'win32');
    assert.equal(find(later.menu, 'today-total').label, 'Today, all accounts: 3:16');
    assert.equal(find(later.menu, 'today-account:main').label, 'Acme: 2:06');
    assert.equal(find(later.menu, `today-account:${STUDIO_KEY}`).label, 'Studio: 1:10');
    assert.equal(later.tooltip.split('\n')[1], 'Today, all accounts: 3:16');
  });

  test("the day's target counts every account's time: the person's day", () => {
    const target = dayTarget({
      plan: { secondsPerDay: 8 * 3600, workDays: [1, 2, 3, 4, 5], hoursFrom: 'settings', daysFrom: 'settings' },
      today: '2025-11-20',
      firstDayOfWeek: 1,
      days: [{ date: '2025-11-20', seconds: 2 * 3600 }],
    });
    const model = trayModel(running({ target }), NOW, 'linux');
    assert.equal(find(model.menu, 'today-total').label, 'Today, all accounts: 3:15 of 8:00, 4:45 left');
    assert.equal(model.tooltip.split('\n')[1], 'Today, all accounts: 3:15 of 8:00, 4:45 left');
  });

  test("past the account in use's midnight, the others' figures of the day before count no more", () => {
    const midnight = Date.parse('2025-11-21T00:00:30.000Z');
    const model = trayModel(idle('main'), midnight, 'linux');
    assert.equal(find(model.menu, 'today-total').label, 'Today, all accounts: 0:00');
    assert.equal(find(model.menu, `today-account:${STUDIO_KEY}`).label, 'Studio: 0:00');
    // The same snapshot before midnight counts them.
    assert.equal(find(trayModel(idle('main'), NOW, 'linux').menu, 'today-total').label, 'Today, all accounts: 2:10');
  });
});

describe('the running timer named with its account', () => {
  const platforms: TrayPlatform[] = ['linux', 'win32', 'darwin'];
  test("Stop, the tooltip and Linux's first line say which account runs, cut as any entry's name", () => {
    const long = accountRow('main', 'Acme Corporation Worldwide Holdings', { todaySeconds: 3600 });
    for (const platform of platforms) {
      const model = trayModel(running({}, [long, STUDIO]), NOW, platform);
      assert.equal(find(model.menu, 'stop').label, 'Stop Acme Corporation Worldwide Holdings · W…', platform);
      assert.equal(model.tooltip.split('\n')[0], 'Acme Corporation Worldwide Holdings · Website redesign · De…: 1:05', platform);
    }
    assert.equal(find(trayModel(running({}, [long, STUDIO]), NOW, 'linux').menu, 'running-summary').label, 'Acme Corporation Worldwide Holdings · Website red… · 1:05');
  });
});

describe('the Accounts submenu', () => {
  test("each account's state: signing in, its problem (cut), waiting actions, signed out", () => {
    const rows = [
      accountRow('main', 'Acme'),
      accountRow(STUDIO_KEY, 'Studio', { queued: 4, problem: 'The service refused the token of this account; sign in again please' }),
      accountRow(HOME_KEY, 'Home', { session: 'signing_in' }),
      accountRow('a00000001', 'Side', { session: 'signed_out', problem: 'The session ended' }),
      accountRow('a00000002', 'Spare', { queued: 1 }),
    ];
    const accounts = find(trayModel(idle('main', {}, rows), NOW, 'linux').menu, 'accounts');
    assert.deepEqual(render(accounts.submenu!), [
      'Acme (grey) ✓ [checkbox]',
      'Studio: The service refused the token of this a…',
      'Home: signing in',
      'Side: signed out…',
      'Spare: 1 waiting',
      '---',
      'Add an account…',
    ]);
  });

  test('while a timer runs the window shows its account: the other signed-in accounts are greyed, a signed-out one still opens Settings', () => {
    const menu = trayModel(running(), NOW, 'linux').menu;
    assert.equal(find(menu, 'account:main').checked, true);
    assert.equal(find(menu, `account:${STUDIO_KEY}`).enabled, false);
    assert.equal(find(menu, `account:${HOME_KEY}`).enabled, true);
    assert.equal(find(menu, 'account-add').enabled, true);
    assert.equal(find(trayModel(idle('main'), NOW, 'linux').menu, `account:${STUDIO_KEY}`).enabled, true);
  });

  test('sits above Settings, in every platform', () => {
    for (const platform of ['linux', 'win32', 'darwin'] as const) {
      const ids = trayModel(idle('main'), NOW, platform).menu.map((i) => i.id);
      assert.equal(ids.indexOf('accounts'), ids.indexOf('settings') - 1, platform);
    }
  });
});
