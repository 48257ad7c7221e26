// What a status bar shows of a person with several accounts, on a fixed clock: the timer named
// with its account, today's total of every account together, each account's figure in waybar's
// tooltip; still one line, whatever an account is called.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { statusLine } from '../../../main/core/views/status-line.ts';
import type { TrayInput } from '../../../main/core/views/tray-model.ts';
import type { AccountRow } from '../../../main/core/snapshot.ts';
import { dayTarget } from '../../../main/core/views/day-target.ts';
import { entryView } from '../../support/entry-view.ts';
import { syncOk, trayInput } from '../../support/tray-input.ts';
import { accountRow, accountsPanel } from '../../support/accounts-panel.ts';

const NOW = Date.parse('2025-11-20T15:00:00.000Z');
const MIN = 60_000;
const SIGNED_IN = { state: 'signed_in', baseUrl: 'https://svc.test', accountId: 'acme', email: 'ann@acme.test', userId: 4, userName: 'Ann', role: 'regular' } as const;
const STUDIO_KEY = 'a1b2c3d4e';

const RUN = entryView('e20', { projectName: 'Website redesign', taskName: 'Design', description: 'header fixes', runningSince: NOW - 65 * MIN });
const DONE = entryView('e19', { projectId: 3, projectName: 'Support', totalSeconds: 3600 });
// Acme's row counted 5 minutes ago (2:00); Studio did 1:10.
const ROWS = [accountRow('main', 'Acme', { todaySeconds: 2 * 3600 }), accountRow(STUDIO_KEY, 'Studio', { todaySeconds: 70 * 60 })];

function running(over: Partial<TrayInput> = {}, rows: readonly AccountRow[] = ROWS): TrayInput {
  return trayInput(SIGNED_IN, syncOk(NOW), { running: RUN, todayEntries: [RUN, DONE], recent: [RUN], accounts: accountsPanel(rows, 'main', { key: 'main', projectName: 'Website redesign' }), ...over });
}

describe('status.txt and status.json with several accounts', () => {
  test("running: the account and project, and every account's today counted at the clock", () => {
    const line = statusLine(running(), NOW);
    assert.equal(line.text, '▶ 1:05 Acme · Website redesign · all accounts 3:15');
    assert.equal(line.json.text, line.text);
    assert.equal(statusLine(running(), NOW + MIN).text, '▶ 1:06 Acme · Website redesign · all accounts 3:16');
  });

  test('no timer: the total of every account', () => {
    const s = trayInput(SIGNED_IN, syncOk(NOW), { todayEntries: [DONE], accounts: accountsPanel([accountRow('main', 'Acme', { todaySeconds: 3600 }), ROWS[1]!], STUDIO_KEY) });
    // Studio in use: its own entries here (1:00, not its row's 1:10), and Acme's 1:00 as of the snapshot.
    assert.equal(statusLine(s, NOW).text, 'No timer · all accounts 2:00');
  });

  test("a target: the tray's words, every account's time counted against it", () => {
    const target = dayTarget({
      plan: { secondsPerDay: 8 * 3600, workDays: [1, 2, 3, 4, 5], hoursFrom: 'settings', daysFrom: 'settings' },
      today: '2025-11-20',
      firstDayOfWeek: 1,
      days: [{ date: '2025-11-20', seconds: 2 * 3600 }],
    });
    assert.equal(statusLine(running({ target }), NOW).text, '▶ 1:05 Acme · Website redesign · 3:15 of 8:00, 4:45 left');
  });

  test("waybar's tooltip: the tray's, then each account's today", () => {
    assert.equal(
      statusLine(running(), NOW).json.tooltip,
      'Acme · Website redesign · Design: header fixes: 1:05\nToday, all accounts: 3:15\nAcme: 2:05\nStudio: 1:10',
    );
  });

  test("an account's name cannot break the line or put a polybar tag in it", () => {
    const rows = [accountRow('main', 'Ac\nme %{A1:rm -rf ~:}x'), ROWS[1]!];
    const line = statusLine(running({}, rows), NOW);
    assert.equal(line.text, '▶ 1:05 Ac me % {A1:rm -rf ~:}x · Website redesign · all accounts 3:15');
    for (const l of line.json.tooltip.split('\n')) assert.ok(!l.includes('\r'), l);
    assert.ok(line.json.tooltip.split('\n').includes('Ac me %{A1:rm -rf ~:}x: 2:05'));
  });
});
