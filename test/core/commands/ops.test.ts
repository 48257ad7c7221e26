// Entry references as the outbox keeps them: the service's id or the local id of a create
// still queued, never one taken for the other.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { refKey, sameRef } from '../../../main/core/commands/ops.ts';

test('two references are the same only when both name the same id, or the same local id', () => {
  assert.equal(sameRef({ id: 7 }, { id: 7 }), true);
  assert.equal(sameRef({ id: 7 }, { id: 8 }), false);
  assert.equal(sameRef({ localId: 'a' }, { localId: 'a' }), true);
  assert.equal(sameRef({ localId: 'a' }, { localId: 'b' }), false);
  assert.equal(sameRef({ id: 7 }, { localId: '7' }), false);
  assert.equal(sameRef({ localId: '7' }, { id: 7 }), false);
  assert.equal(sameRef(null, null), true);
  assert.equal(sameRef(null, { id: 7 }), false);
  assert.equal(sameRef({ id: 7 }, null), false);
});

test('a reference as a key: e<id> or l<localId>, so the two never meet', () => {
  assert.equal(refKey({ id: 7 }), 'e7');
  assert.equal(refKey({ localId: 'x1' }), 'lx1');
});
