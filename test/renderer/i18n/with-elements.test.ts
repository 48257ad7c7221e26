// A sentence with figures in their own elements stays one message: the elements land where
// the language puts its placeholders, the words around them as the catalog says them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { h } from 'preact';
import { withElements } from '../../../renderer/i18n/with-elements.tsx';

test('elements go where the placeholders fall, in either order, with the words between', () => {
  const a = h('b', null, '1:00');
  const b = h('i', null, '0:45');
  assert.deepEqual(withElements((v) => `${v.tracked} erfasst · ${v.billed} abgerechnet`, { tracked: a, billed: b }), [a, ' erfasst · ', b, ' abgerechnet']);
  assert.deepEqual(withElements((v) => `facturé ${v.billed}, saisi ${v.tracked}`, { tracked: a, billed: b }), ['facturé ', b, ', saisi ', a]);
  assert.deepEqual(withElements(() => 'no placeholder', { tracked: a }), ['no placeholder']);
});
