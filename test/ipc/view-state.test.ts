// The window's view (issue 71: what a released window's next page opens with) crosses IPC
// like any payload: checked against its schema, bounded in its drafts' number, names and
// text, answered by main's keeper and never by the engine.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createIpcHandlers } from '../../main/ipc/handlers.ts';
import { createViewKeeper, VIEW_LIMITS } from '../../main/ipc/view-state.ts';
import { FakeStint } from './fake-stint.ts';
import { VALID } from './valid-payloads.ts';

const SENDER = { frame: 'stint-window' };

function handlers() {
  const stint = new FakeStint();
  const views = createViewKeeper();
  return { stint, views, h: createIpcHandlers(stint, { isTrustedSender: (s) => s === SENDER, views }) };
}

test('a view is kept and handed to the next page; the engine hears nothing of it', async () => {
  const { stint, h } = handlers();
  assert.deepEqual(await h['stint:getView'](SENDER, null), { ok: true, value: { view: null, open: null } }, 'nothing before the first page told it');
  assert.deepEqual(await h['stint:keepView'](SENDER, VALID.keepView), { ok: true, value: { kept: true } });
  assert.deepEqual(await h['stint:getView'](SENDER, null), { ok: true, value: { view: VALID.keepView, open: null } });
  assert.deepEqual(stint.calls, []);
  const other = await h['stint:keepView']({ frame: 'elsewhere' }, VALID.keepView);
  assert.equal(other.ok ? 'answered' : other.error.kind, 'bad_sender');
});

test('a place asked for while no page listened is handed over once', async () => {
  const { views, h } = handlers();
  views.openAt('quick-entry');
  assert.deepEqual(await h['stint:getView'](SENDER, null), { ok: true, value: { view: null, open: 'quick-entry' } });
  assert.deepEqual(await h['stint:getView'](SENDER, null), { ok: true, value: { view: null, open: null } });
});

test('malformed views are refused naming the field, and the last good one kept', async () => {
  const { h } = handlers();
  await h['stint:keepView'](SENDER, VALID.keepView);
  const cases: [string, unknown, string][] = [
    ['an unknown screen', { ...VALID.keepView, screen: 'elsewhere' }, 'screen'],
    ['a draft named with a space', { ...VALID.keepView, drafts: { 'quick entry': 'x' } }, 'drafts'],
    ['a draft name too long', { ...VALID.keepView, drafts: { ['d'.repeat(VIEW_LIMITS.draftKey + 1)]: 'x' } }, 'drafts'],
    ['a draft text longer than a description', { ...VALID.keepView, drafts: { start: { description: 'x'.repeat(5_001) } } }, 'drafts.start.description'],
    ['too many drafts', { ...VALID.keepView, drafts: Object.fromEntries(Array.from({ length: VIEW_LIMITS.drafts + 1 }, (_, i) => [`d${i}`, i])) }, 'drafts'],
    ['a negative scroll', { ...VALID.keepView, scroll: { quick: -1 } }, 'scroll.quick'],
    ['the scroll of no screen', { ...VALID.keepView, scroll: { nowhere: 1 } }, 'scroll'],
    ['no drafts at all', { screen: 'timer', scroll: {} }, 'drafts'],
  ];
  for (const [what, payload, field] of cases) {
    const a = await h['stint:keepView'](SENDER, payload);
    assert.equal(a.ok, false, what);
    if (!a.ok) {
      assert.equal(a.error.kind, 'bad_payload', what);
      assert.ok(Object.keys(a.error.fields ?? {}).some((f) => f === field || f.startsWith(`${field}.`) || field.startsWith(f)), `${what}: ${JSON.stringify(a.error.fields)}`);
    }
  }
  assert.deepEqual(await h['stint:getView'](SENDER, null), { ok: true, value: { view: VALID.keepView, open: null } });
});
