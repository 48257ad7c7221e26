// A rule's dry run in the window's words: what it would book over how many days, what of it is
// booked already, the days whose entries could not be counted and why.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ActivityDryRunView } from '../../../main/core/snapshot.ts';
import { dryRunWords } from '../../../renderer/settings/dry-run-words.ts';

const run = (over: Partial<ActivityDryRunView>): ActivityDryRunView => ({ seconds: 6000, days: 2, bookedSeconds: 600, unchecked: [], perDay: [], ...over });

test('what a rule would book, and what of it is booked already', () => {
  assert.equal(dryRunWords(run({})), 'This rule would book 1:40 over 2 days; 0:10 of it is booked already.');
  assert.equal(dryRunWords(run({ seconds: 1800, days: 1, bookedSeconds: 0 })), 'This rule would book 0:30 over 1 day; none of it is booked already.');
});

test('nothing to book says why', () => {
  assert.equal(dryRunWords(run({ seconds: 0, days: 0, bookedSeconds: 0 })), 'This rule would book nothing: no window the record keeps matches it (or a rule before it serves them).');
});

test('days whose entries are not read are named, and why they were not', () => {
  assert.equal(dryRunWords(run({ unchecked: ['2026-03-09'] })), 'This rule would book 1:40 over 2 days; 0:10 of it is booked already. The entries of 2026-03-09 are not read here: not counted.');
  assert.equal(
    dryRunWords(run({ unchecked: ['2026-03-08', '2026-03-09'] }), ['Studio: signed out.']),
    'This rule would book 1:40 over 2 days; 0:10 of it is booked already. The entries of 2 days are not read here: not counted. Not read: Studio: signed out.',
  );
});
