// "Save anyway" answers the engine's question with the confirmation it asked for, keeping
// those given before: an entry that ends later than now and overlaps another asks twice.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { confirmationAsked } from '../../../renderer/state/bridge.ts';

test('each question adds its confirmation to those given; an answer without a question adds none', () => {
  assert.deepEqual(confirmationAsked({ ok: false, confirm: 'ends_in_future' }, {}), { confirmFutureEnd: true });
  assert.deepEqual(confirmationAsked({ ok: false, confirm: 'overlap' }, { confirmFutureEnd: true }), { confirmFutureEnd: true, confirmOverlap: true });
  assert.equal(confirmationAsked({ ok: false }, {}), null);
  assert.equal(confirmationAsked({ ok: true }, {}), null);
});
