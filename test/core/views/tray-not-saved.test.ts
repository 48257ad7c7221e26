// The tray and the status bar's status.json with changes the service refused: the attention
// icon, an item naming them and the list in status.json, kept
// while a timer runs (the tray used to go back to "running" as if nothing happened), gone once
// the list is dismissed; a correction waiting out its Undo time is not "waiting to sync".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { trayModel, type TrayInput } from '../../../main/core/views/tray-model.ts';
import { trayAction } from '../../../main/core/views/tray-menu-actions.ts';
import { statusLine } from '../../../main/core/views/status-line.ts';
import type { NotSavedView } from '../../../main/core/snapshot.ts';
import { entryView } from '../../support/entry-view.ts';
import { syncOk, trayInput } from '../../support/tray-input.ts';

const NOW = Date.parse('2025-11-20T15:00:00.000Z');
const RUN = entryView('e20', { projectName: 'Website redesign', description: 'header fixes', runningSince: NOW - 600_000 });

function refused(id: string, what: string): NotSavedView {
  return { id, what, why: 'The service refused it. This entry is locked on the service and cannot be changed.', at: NOW - 1000, fields: {}, refusal: { code: 'entry_locked' } };
}

function running(over: Partial<TrayInput>): TrayInput {
  return trayInput({ state: 'signed_in', baseUrl: 'https://svc.test', accountId: 'acme', email: 'ann@acme.test', userId: 4, userName: 'Ann', role: 'regular' }, syncOk(NOW - 5000), { running: RUN, todayEntries: [RUN], ...over });
}

test('one refused change: attention icon while the timer runs, an item that names it and opens the window, said in the tooltip', () => {
  const m = trayModel(running({ notSaved: [refused('a', 'Edit an entry (9:12 AM)')] }), NOW, 'linux');
  assert.equal(m.icon, 'attention');
  const item = m.menu.find((i) => i.id === 'not-saved');
  assert.equal(item?.label, 'Not saved: Edit an entry (9:12 AM)');
  assert.equal(item?.enabled, true);
  assert.match(m.tooltip, /Not saved: Edit an entry/);
  assert.deepEqual(trayAction('not-saved', { projects: [] }), { kind: 'show', place: 'today' });
});

test('two refused changes are counted, not one hiding the other', () => {
  const m = trayModel(running({ notSaved: [refused('a', 'Edit an entry (9:12 AM)'), refused('b', 'Add Website on 2025-11-20')] }), NOW, 'linux');
  assert.equal(m.menu.find((i) => i.id === 'not-saved')?.label, '2 changes not saved: review');
});

test('none listed: no item, and the running icon', () => {
  const m = trayModel(running({ notSaved: [] }), NOW, 'linux');
  assert.equal(m.menu.some((i) => i.id === 'not-saved'), false);
  assert.equal(m.icon, 'running');
});

test('a correction waiting out its Undo time is not shown as waiting to sync', () => {
  const held = trayModel(running({ sync: { ...syncOk(NOW - 5000), queued: 1, heldForUndo: 1 } }), NOW, 'linux');
  assert.equal(held.icon, 'running');
  const stuck = trayModel(running({ sync: { ...syncOk(NOW - 5000), queued: 1, heldForUndo: 0 } }), NOW, 'linux');
  assert.equal(stuck.icon, 'offline');
});

test('status.json lists each refused change with what was meant, why and when; the line needs attention', () => {
  const line = statusLine(running({ notSaved: [refused('a', 'Edit an entry (9:12 AM)'), refused('b', 'Add Website on 2025-11-20')] }), NOW);
  assert.equal(line.json.class, 'attention');
  assert.match(line.text, /needs attention$/);
  assert.deepEqual(line.json.notSaved?.map((r) => [r.what, r.at]), [
    ['Edit an entry (9:12 AM)', '2025-11-20T14:59:59.000Z'],
    ['Add Website on 2025-11-20', '2025-11-20T14:59:59.000Z'],
  ]);
  assert.match(line.json.notSaved?.[0]?.why ?? '', /locked on the service/);
  assert.equal(statusLine(running({ notSaved: [] }), NOW).json.notSaved, undefined, 'absent when none');
});
