// The tray's lists at their limits: ten recent projects at most, the running work ticked only
// on its own project, the answers to a break's question when it interrupted nothing, and no
// update item when none is known.
import { wordsFor } from '../../../main/i18n/words.ts';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { focusAnswerItems, trayModel, updateItem, RECENT_PROJECTS_IN_MENU } from '../../../main/core/views/tray-model.ts';
import { entryView } from '../../support/entry-view.ts';
import { syncOk, trayInput } from '../../support/tray-input.ts';

const NOW = Date.parse('2025-11-20T15:00:00.000Z');
const SIGNED_IN = { state: 'signed_in', baseUrl: 'https://svc.test', accountId: 'acme', email: 'ann@acme.test', userId: 4, userName: 'Ann', role: 'regular' } as const;
const sub = (id: string, input: Parameters<typeof trayModel>[0]) => trayModel(input, NOW, 'linux').menu.find((i) => i.id === id)?.submenu ?? [];

test('at most ten recent projects to switch to', () => {
  const recent = Array.from({ length: 12 }, (_, i) => entryView(`e${i + 1}`, { projectId: i + 1, projectName: `P${i + 1}` }));
  const items = sub('switch', trayInput(SIGNED_IN, syncOk(NOW), { recent }));
  assert.equal(RECENT_PROJECTS_IN_MENU, 10);
  assert.deepEqual(items.map((i) => i.label), ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8', 'P9', 'P10']);
});

test('the same words on another project are other work: not ticked', () => {
  const running = entryView('e1', { projectId: 1, description: 'notes', runningSince: NOW - 60_000 });
  const other = entryView('e2', { projectId: 2, projectName: 'Docs', description: 'notes' });
  const items = sub('continue', trayInput(SIGNED_IN, syncOk(NOW), { running, todayEntries: [running], recent: [running, other] }));
  assert.deepEqual(items.map((i) => [i.label, i.enabled, i.checked ?? false]), [['Website redesign: notes', false, true], ['Docs: notes', true, false]]);
});

test('a break that interrupted nothing offers no Continue; no update known, no item', () => {
  assert.deepEqual(focusAnswerItems({ phase: 'short_break', status: 'over', endsAt: null, leftSeconds: 0, sessionsDone: 1 }, wordsFor('en')), []);
  assert.equal(updateItem(undefined, wordsFor('en')), null);
  assert.equal(updateItem(null, wordsFor('en')), null);
});
