// The rows of a day's review (renderer/today/activity-review-rows.ts): each stretch its own row
// until merged; a merge of rows already merged brings their stretches along and leaves the other
// merges; a row's words, with what entries cover of it; what "Hide what is booked" hides.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { allBooked, merged, reviewRows, rowWords, startsOf, type ReviewStretch } from '../../../renderer/today/activity-review-rows.ts';

const at = (hm: string): number => Date.parse(`2026-03-09T${hm}:00Z`);
const stretch = (app: string, title: string, from: string, to: string, bookedSeconds = 0): ReviewStretch => ({ app, title, start: at(from), end: at(to), seconds: (at(to) - at(from)) / 1000, bookedSeconds });
const DAY = [stretch('Figma', 'Homepage', '10:00', '10:30'), stretch('Figma', 'Homepage v2', '10:32', '11:00', 1680), stretch('Slack', '', '11:00', '11:10'), stretch('Code', 'invoice.ts', '11:10', '11:40', 600)];
const hm = (ms: number) => new Date(ms).toISOString().slice(11, 16);
const words = (n: number) => `${n / 60} min`;

test('one row a stretch, by start, until merged', () => {
  const rows = reviewRows([...DAY].reverse(), []);
  assert.deepEqual(rows.map((r) => r.key), DAY.map((s) => s.start));
  assert.equal(rowWords(rows[2]!, hm, words), '11:00 to 11:10, 10 min: Slack', 'an application alone without a title');
  assert.equal(rowWords(rows[3]!, hm, words), '11:10 to 11:40, 30 min: Code, invoice.ts; 10 min booked already');
  assert.equal(rowWords(rows[1]!, hm, words), '10:32 to 11:00, 28 min: Figma, Homepage v2; booked');
  assert.deepEqual(rows.filter(allBooked).map((r) => r.key), [at('10:32')]);
});

test('a merge joins the rows selected into one at the first; merging a merged row again brings its stretches along', () => {
  let rows = reviewRows(DAY, []);
  let merges = merged(rows, [], new Set([at('10:00'), at('10:32')]));
  rows = reviewRows(DAY, merges);
  assert.deepEqual(rows.map((r) => r.stretches.length), [2, 1, 1]);
  assert.equal(rowWords(rows[0]!, hm, words), '10:00 to 11:00, 58 min, 2 stretches merged: Figma, Homepage; Figma, Homepage v2; 28 min booked already');
  assert.equal(allBooked(rows[0]!), false, 'part of it is open');
  merges = merged(rows, merges, new Set([at('10:00'), at('11:10')]));
  rows = reviewRows(DAY, merges);
  assert.deepEqual(rows.map((r) => r.stretches.map((s) => hm(s.start))), [['10:00', '10:32', '11:10'], ['11:00']], 'Slack between stays a row of its own');
  assert.deepEqual(startsOf(rows, new Set([at('10:00')])), [at('10:00'), at('10:32'), at('11:10')]);
});
