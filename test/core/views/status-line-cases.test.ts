// A project name that would break a status bar's one line, at the edges: spaces around a
// line break, and a break at the end of the name.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { statusLine } from '../../../main/core/views/status-line.ts';
import { entryView } from '../../support/entry-view.ts';
import { syncOk, trayInput } from '../../support/tray-input.ts';

const NOW = Date.parse('2025-11-20T15:00:00.000Z');
const SIGNED_IN = { state: 'signed_in', baseUrl: 'https://t.test', accountId: 'a', email: 'a@t.test', userId: 4, userName: 'Ann', role: 'regular' } as const;

function line(projectName: string): string {
  const run = entryView('e20', { projectName, runningSince: NOW - 65 * 60_000 });
  return statusLine(trayInput(SIGNED_IN, syncOk(NOW - 5000), { running: run, todayEntries: [run], recent: [run] }), NOW).text;
}

test('a line break with spaces around it is one space; a break at the end of the name is none', () => {
  assert.equal(line('Web \n site'), '▶ 1:05 Web site');
  assert.equal(line('Web  site'), '▶ 1:05 Web site');
  assert.equal(line('Website\n'), '▶ 1:05 Website');
});
