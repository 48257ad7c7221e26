// A space typed after a word searched by detail hands the word's matches to the search of
// both keys (renderer/pickers/narrowing.ts): every answer as a person types two and three
// words, letter by letter, with Backspace and retyping, is the answer of a fresh index that
// never narrowed. Also the guard for a fuzzysort upgrade: the hand-over writes its private
// fields, and a version without them must still answer right (a full search).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fuzzysort from 'fuzzysort';
import { rank, searchable, type PickOption, type Ranked } from '../../../renderer/pickers/fuzzy.ts';
import { lastMatched, narrowNext } from '../../../renderer/pickers/narrowing.ts';

const AREAS = ['Website', 'Mobile', 'Data', 'Cloud', 'Security', 'Search', 'Design', 'Sales', 'Research', 'Legal'];
const KINDS = ['Redesign', 'Migration', 'Audit', 'Launch', 'Portal', 'Analytics', 'Review', 'Pipeline', 'Survey'];
const CUSTOMERS = ['Acme Corp', 'Globex', 'Initech', 'Stark Industries', 'Wayne Enterprises', 'Soylent', 'Massive Dynamic', 'Hooli', 'Umbrella', 'Tyrell', 'Cyberdyne', 'Vandelay', 'Aperture', 'Wonka'];

/** 2,000 projects over fourteen customers (a letter matches more than ten of them; 130 or so projects each: searched by detail), a few without one. */
function projects(): PickOption[] {
  return Array.from({ length: 2000 }, (_, i) => ({
    id: `p${i}`,
    label: `${AREAS[(i * 7) % AREAS.length]} ${KINDS[(i * 3) % KINDS.length]} ${i}`,
    detail: i % 11 === 0 ? null : CUSTOMERS[i % CUSTOMERS.length]!,
  }));
}

const KEYS = ['label', (o: PickOption) => o.detail];

/**
 * Holds the picker's answer to what fuzzysort answers for `query` on an index of its own
 * (both keys, no narrowing), ordered as the picker orders equal scores: the same options with
 * the same marks, place by place, but for those tied at the last place, which may be any
 * options of that score (fuzzysort's heap keeps any of them; the search by detail, the first).
 */
function assertAsFresh(options: readonly PickOption[], query: string, got: readonly Ranked<PickOption>[]): void {
  const index = fuzzysort.snapshot(options, { keys: KEYS });
  const want = [...fuzzysort.go(query, index, { threshold: 0, limit: 50 })].sort((a, b) => b.score - a.score || a.obj.label.localeCompare(b.obj.label));
  const scoreOf = new Map(fuzzysort.go(query, fuzzysort.snapshot(options, { keys: KEYS }), { threshold: 0, limit: Infinity }).map((r) => [r.obj.id, r.score]));
  assert.equal(got.length, want.length, `"${query}": as many listed`);
  const last = want.at(-1)?.score;
  want.forEach((w, i) => {
    const g = got[i]!;
    if (w.score === last) return assert.equal(scoreOf.get(g.option.id), last, `"${query}" #${i}: tied at the last place`);
    assert.equal(g.option.id, w.obj.id, `"${query}" #${i}`);
    assert.deepEqual([g.labelMarks, g.detailMarks], [w[0]?.indexes ?? [], w[1]?.indexes ?? []], `"${query}" #${i}: its marks`);
  });
}

/** Every value a person's typing produces, letter by letter, Backspace included. */
function typing(steps: readonly string[]): string[] {
  const values: string[] = [];
  let v = '';
  for (const step of steps) {
    const back = /^Backspace\*(\d+)$/.exec(step);
    if (back) for (let i = 0; i < Number(back[1]); i++) values.push((v = v.slice(0, -1)));
    else for (const c of step) values.push((v += c));
  }
  return values;
}

test('two and three words typed letter by letter: each answer is what an index that never narrowed answers', () => {
  const options = projects();
  const s = searchable(options, []);
  assert.notEqual(s.grouped, null, 'a word is searched by detail');
  const values = typing(['acme mob', 'Backspace*3', 'aud', 'Backspace*9', 'web re', 'Backspace*2', 'pipe 12', 'Backspace*15', 'stark  da', 'Backspace*9', 'glob', ' ', 'x', 'Backspace*6', 'data pipe 2', 'Backspace*11', 'e wa', 'Backspace*3', 'n sta']);
  for (const q of values) assertAsFresh(options, q, rank(s, q));
});

test("after the space, the search of both keys looks among the word's matches alone", () => {
  const options = projects();
  const s = searchable(options, []);
  rank(s, 'stark');
  rank(s, 'stark ');
  const handed = lastMatched(s.prepared);
  const all = fuzzysort.go('stark', fuzzysort.snapshot(options, { keys: KEYS }), { threshold: 0, limit: Infinity });
  assert.equal(handed?.query, 'stark');
  assert.deepEqual([...handed!.rows], all.map((r) => options.indexOf(r.obj)).sort((a, b) => a - b), "the word's matches, by name or by customer, in order");
  assert.ok(handed!.rows.length < options.length / 4, `narrowed to ${handed!.rows.length} of ${options.length}`);
});

test('an index without the fields the hand-over expects is left alone, and the answers stay right', () => {
  assert.equal(narrowNext({}, 'acme', [1, 2]), false);
  assert.equal(lastMatched({}), null);
  const options = projects();
  const s = searchable(options, []);
  assert.equal(narrowNext(s.prepared, 'acme', [5, 3]), false, 'rows out of order are refused');
  assert.equal(narrowNext(s.prepared, 'acme', [options.length]), false, 'a row past the index is refused');
  // Fields renamed (another fuzzysort): the space is a search of its own, and answers as one.
  const renamed = searchable(options.slice(), []);
  delete (renamed.prepared as unknown as { _rowCount?: number })._rowCount;
  for (const q of typing(['acme mob'])) assertAsFresh(options, q, rank(renamed, q));
});
