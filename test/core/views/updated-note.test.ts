// "Updated to X": the first start after an update, and where its notes are.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RELEASE_NOTES_URL, updatedNote } from '../../../main/core/views/updated-note.ts';

test('a start after another version ran names the version running now and its notes', () => {
  const note = updatedNote('1.2.0', '1.3.0');
  assert.deepEqual(note, { version: '1.3.0', notesUrl: 'https://github.com/stint-app/stint/releases/tag/v1.3.0' });
  assert.ok(Object.isFrozen(note));
});

test('no note on the first start ever, nor when the same version ran last', () => {
  assert.equal(updatedNote(null, '1.3.0'), null);
  assert.equal(updatedNote('1.3.0', '1.3.0'), null);
});

test('a version is written into the address encoded', () => {
  assert.equal(RELEASE_NOTES_URL('1.0.0-beta 1/2'), 'https://github.com/stint-app/stint/releases/tag/v1.0.0-beta%201%2F2');
});
