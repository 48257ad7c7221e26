// Decimal hours where the setting asks for them (issue 70, item 3): the tray's Today line and
// its breakdown, the status bars' totals; the clock otherwise, and a running timer's own time
// always on the clock (a stopwatch's, read as one).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatHours, formatDecimalHours } from '../../../main/core/views/hours.ts';
import { statusLine } from '../../../main/core/views/status-line.ts';
import { trayModel } from '../../../main/core/views/tray-model.ts';
import { entryView } from '../../support/entry-view.ts';
import { syncOk, trayInput } from '../../support/tray-input.ts';
import { accountRow, accountsPanel } from '../../support/accounts-panel.ts';
import { DISPLAY_24H } from '../../support/display.ts';

const NOW = Date.parse('2025-11-20T15:00:00.000Z');
const SIGNED_IN = { state: 'signed_in', baseUrl: 'https://svc.test', accountId: 'acme', email: 'ann@acme.test', userId: 4, userName: 'Ann', role: 'regular' } as const;
const DONE = entryView('e19', { projectId: 3, projectName: 'Support', totalSeconds: 7 * 3600 + 32 * 60 });
const DECIMAL = { ...DISPLAY_24H, decimalHours: true };

test('a total in decimal hours with the setting on, on the clock without it', () => {
  assert.equal(formatHours(27_120, { decimalHours: true }), '7.53');
  assert.equal(formatHours(27_120, {}), '7:32');
  assert.equal(formatHours(27_120, undefined), '7:32');
  assert.equal(formatDecimalHours(18), '0.01');
});

test("the tray's Today line and its projects in decimal hours", () => {
  const labels = (display: typeof DISPLAY_24H) => {
    const today = trayModel(trayInput(SIGNED_IN, syncOk(NOW), { todayEntries: [DONE], display }), NOW, 'linux').menu.find((i) => i.id === 'today-total')!;
    return [today.label, ...(today.submenu ?? []).map((i) => i.label)];
  };
  assert.deepEqual(labels(DECIMAL), ['Today: 7.53', 'Support: 7.53']);
  assert.deepEqual(labels(DISPLAY_24H), ['Today: 7:32', 'Support: 7:32']);
});

test("the status line's every-account total and each account's line in decimal hours", () => {
  const rows = [accountRow('main', 'Acme', { todaySeconds: 3600 }), accountRow('a1b2c3d4e', 'Studio', { todaySeconds: 90 * 60 })];
  const line = statusLine(trayInput(SIGNED_IN, syncOk(NOW), { todayEntries: [DONE], accounts: accountsPanel(rows, 'main'), display: DECIMAL }), NOW);
  assert.equal(line.text, 'No timer · all accounts 9.03');
  assert.match(line.json.tooltip, /\nAcme: 7\.53\nStudio: 1\.50$/);
});

test("in German the tray's and the status line's decimal hours take the locale's comma (issue 72); the clock form is the same in every locale", () => {
  const german = { ...DECIMAL, locale: 'de-DE' };
  const labels = (display: typeof DISPLAY_24H) => {
    const today = trayModel(trayInput(SIGNED_IN, syncOk(NOW), { todayEntries: [DONE], display }), NOW, 'linux').menu.find((i) => i.id === 'today-total')!;
    return [today.label, ...(today.submenu ?? []).map((i) => i.label)];
  };
  assert.deepEqual(labels(german), ['Today: 7,53', 'Support: 7,53']);
  assert.deepEqual(labels({ ...DISPLAY_24H, locale: 'de-DE' }), ['Today: 7:32', 'Support: 7:32']);
  const rows = [accountRow('main', 'Acme', { todaySeconds: 3600 }), accountRow('a1b2c3d4e', 'Studio', { todaySeconds: 90 * 60 })];
  const line = statusLine(trayInput(SIGNED_IN, syncOk(NOW), { todayEntries: [DONE], accounts: accountsPanel(rows, 'main'), display: german }), NOW);
  assert.equal(line.text, 'No timer · all accounts 9,03');
  assert.match(line.json.tooltip, /\nAcme: 7,53\nStudio: 1,50$/);
});
