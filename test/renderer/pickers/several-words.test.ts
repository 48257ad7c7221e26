// Two and three words typed letter by letter, with Backspace and retyping: fuzzysort narrows
// each search of the index of both keys to what the search before it matched, and one word
// alone is searched by customer (renderer/pickers/grouped-index.ts). Every answer is what an
// index of its own answers for the same query, searched once: narrowing never loses a match.
// (grouped-index.test.ts holds a word more than ten customers match.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fuzzysort from 'fuzzysort';
import { rank, searchable, type PickOption, type Ranked } from '../../../renderer/pickers/fuzzy.ts';

const AREAS = ['Website', 'Mobile', 'Data', 'Cloud', 'Security', 'Search', 'Design', 'Sales', 'Research', 'Legal'];
const KINDS = ['Redesign', 'Migration', 'Audit', 'Launch', 'Portal', 'Analytics', 'Review', 'Pipeline', 'Survey'];
const CUSTOMERS = ['Acme Corp', 'Globex', 'Initech', 'Stark Industries', 'Wayne Enterprises', 'Soylent', 'Massive Dynamic', 'Hooli', 'Umbrella', 'Tyrell', 'Cyberdyne', 'Vandelay', 'Aperture', 'Wonka'];

/** 2,000 projects over fourteen customers (130 or so each: searched by detail), a few without one. */
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

test('two and three words typed letter by letter: each answer is what an index of its own answers', () => {
  const options = projects();
  const s = searchable(options, []);
  assert.notEqual(s.grouped, null, 'a word is searched by detail');
  const values = typing(['acme mob', 'Backspace*3', 'aud', 'Backspace*9', 'web re', 'Backspace*2', 'pipe 12', 'Backspace*15', 'stark  da', 'Backspace*9', 'glob', ' ', 'x', 'Backspace*6', 'data pipe 2', 'Backspace*11', 'e wa', 'Backspace*3', 'n sta']);
  for (const q of values) assertAsFresh(options, q, rank(s, q));
});
