// Today's largest gaps in the tray: up to three, each a submenu of the recent entries (the
// archived projects' left out) and "Other…", labelled with when, how long and whether the
// person was away; a click routes to fillGap with exactly the gap and the entry, "Other…"
// and the gap's own line to quick entry; a malformed id is unknown.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { trayModel, type TrayInput, type TrayMenuItem } from '../../../main/core/views/tray-model.ts';
import { trayAction, runTrayAction } from '../../../main/core/views/tray-menu-actions.ts';
import { trayDeps } from '../../support/tray-deps.ts';
import { gapFillOfItem, GAPS_IN_MENU } from '../../../main/core/views/tray-gaps.ts';
import type { GapView, TimelineView } from '../../../main/core/snapshot.ts';
import type { FillGapInput, ManualEntryResult } from '../../../main/core/stint-api.ts';
import { entryView } from '../../support/entry-view.ts';
import { syncOk, trayInput } from '../../support/tray-input.ts';

const at = (iso: string): number => Date.parse(iso);
const NOW = at('2025-11-20T15:00:00Z');
const gap = (from: string, to: string, kind: GapView['kind'] = 'present'): GapView => {
  const start = at(`2025-11-20T${from}:00Z`);
  const end = at(`2025-11-20T${to}:00Z`);
  return { date: '2025-11-20', start, end, seconds: (end - start) / 1000, kind, awaySeconds: kind === 'away' ? (end - start) / 1000 : 0 };
};
const timeline = (largestGaps: GapView[]): TimelineView => ({ today: { date: '2025-11-20', windows: [], away: [], gaps: [...largestGaps].sort((a, b) => a.start - b.start) }, largestGaps, week: [] });
const RECENT = [
  entryView('e1', { projectId: 1, projectName: 'Website', description: 'header' }),
  entryView('l2~1', { id: null, projectId: 2, projectName: 'Old', description: 'archived' }),
  entryView('e3', { projectId: 3, projectName: 'Support', taskName: 'Calls', taskId: 30 }),
];
const input = (over: Partial<TrayInput> = {}): TrayInput =>
  trayInput({ state: 'signed_in', baseUrl: 'https://svc.test', accountId: 'acme', email: 'ann@acme.test', userId: 4, userName: 'Ann', role: 'regular' }, syncOk(NOW), {
    recent: RECENT,
    projects: [
      { id: 1, name: 'Website', customerName: null, requiredTask: false, active: true },
      { id: 2, name: 'Old', customerName: null, requiredTask: false, active: false },
      { id: 3, name: 'Support', customerName: null, requiredTask: true, active: true },
    ],
    ...over,
  });
const gapLines = (menu: readonly TrayMenuItem[]) => menu.filter((i) => i.id.startsWith('gap:'));

test('up to three of the largest, after the day\'s total, each with the recent entries of active projects and Other…', () => {
  const gaps = [gap('10:00', '11:30'), gap('12:00', '13:00', 'away'), gap('13:30', '14:15'), gap('14:30', '14:40')];
  const menu = trayModel(input({ timeline: timeline(gaps) }), NOW, 'linux').menu;
  const lines = gapLines(menu);
  assert.equal(lines.length, GAPS_IN_MENU);
  assert.deepEqual(lines.map((l) => l.label), ['Fill 10:00–11:30 · 1:30 untracked', 'Fill 12:00–13:00 · 1:00 away', 'Fill 13:30–14:15 · 0:45 untracked']);
  assert.equal(menu.indexOf(lines[0]!), menu.findIndex((i) => i.id === 'today-total') + 1);
  const first = lines[0]!.submenu!;
  const span = `${gaps[0]!.start}:${gaps[0]!.end}`;
  assert.deepEqual(first.map((i) => i.id), [`gap-fill:${span}:e1`, `gap-fill:${span}:e3`, `gap-quick:${span}`]);
  assert.deepEqual(first.map((i) => i.label), ['Website: header', 'Support · Calls', 'Other…']);
});

test('no gaps, or no timeline in a snapshot made by hand: no gap lines', () => {
  assert.deepEqual(gapLines(trayModel(input({ timeline: timeline([]) }), NOW, 'linux').menu), []);
  assert.deepEqual(gapLines(trayModel(input(), NOW, 'linux').menu), []);
});

test('a fill item is routed to fillGap with exactly the gap and the entry; Other… and the line to quick entry', async () => {
  const g = gap('10:00', '11:30');
  const action = trayAction(`gap-fill:${g.start}:${g.end}:l2~1`, { projects: [] });
  assert.deepEqual(action, { kind: 'fill-gap', start: g.start, end: g.end, entryKey: 'l2~1' });
  assert.deepEqual(trayAction(`gap-quick:${g.start}:${g.end}`, { projects: [] }), { kind: 'show', place: 'quick-entry' });
  assert.deepEqual(trayAction(`gap:${g.start}:${g.end}`, { projects: [] }), { kind: 'show', place: 'quick-entry' });
  const calls: FillGapInput[] = [];
  const { deps, told } = trayDeps({
    fillGap: async (i: FillGapInput): Promise<ManualEntryResult> => {
      calls.push(i);
      return calls.length === 1 ? { ok: true, entryKey: 'l9', entryKeys: ['l9'] } : { ok: false, message: 'Part of this time is tracked now.', fields: {} };
    },
  });
  assert.deepEqual(await runTrayAction(action, deps), { ok: true });
  assert.deepEqual(await runTrayAction(action, deps), { ok: false, message: 'Part of this time is tracked now.' });
  assert.deepEqual(calls, [{ start: g.start, end: g.end, entryKey: 'l2~1' }, { start: g.start, end: g.end, entryKey: 'l2~1' }]);
  assert.deepEqual(told, ['Part of this time is tracked now.']);
});

test('a malformed fill id is no fill: unknown', () => {
  for (const id of ['gap-fill:1:2', 'gap-fill:5:2:e1', 'gap-fill:a:2:e1', 'gap-fill:1:2:x1', 'gap-fill:1:2:e1/2', `gap-fill:${'9'.repeat(17)}:${'9'.repeat(17)}:e1`]) {
    assert.equal(gapFillOfItem(id), null, id);
    assert.equal(trayAction(id, { projects: [] }).kind, 'unknown', id);
  }
});

test('two recent entries alike to their last words are told apart in the fill submenu: their ends kept, the middle cut', () => {
  const stem = 'Quarterly planning review with the whole product team and the client';
  const recent = [
    entryView('e1', { projectId: 1, projectName: 'Website', description: `${stem}, morning part` }),
    entryView('e4', { projectId: 1, projectName: 'Website', description: `${stem}, afternoon part` }),
    entryView('e5', { projectId: 1, projectName: 'Website', description: 'A long description that is cut but like no other entry at all' }),
  ];
  const sub = gapLines(trayModel(input({ recent, timeline: timeline([gap('10:00', '11:30')]) }), NOW, 'linux').menu)[0]!.submenu!;
  const labels = sub.slice(0, 3).map((i) => i.label);
  assert.deepEqual(labels.slice(0, 2), ['Website: Quarterly planni…the client, morning part', 'Website: Quarterly planni…e client, afternoon part']);
  assert.equal(new Set(labels).size, 3, JSON.stringify(labels));
  assert.ok(labels[0]!.endsWith(', morning part') && labels[1]!.endsWith(', afternoon part'), JSON.stringify(labels));
  assert.ok(labels.every((l) => [...l].length <= 50), 'still short enough for a menu');
  assert.equal(labels[2], 'Website: A long description that is cut but like…', 'a cut nobody shares stays cut at the end');
});
