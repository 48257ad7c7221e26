// The pickers' filter: fuzzy over names and customers, recently used first, matched
// characters reported for highlighting.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fuzzysort from 'fuzzysort';
import { rank, searchable, type PickOption, type Ranked } from '../../../renderer/pickers/fuzzy.ts';
import { markRuns } from '../../../renderer/pickers/mark-runs.ts';

const PROJECTS: PickOption[] = [
  { id: 'p1', label: 'Data Migration', detail: 'Globex' },
  { id: 'p2', label: 'Internal Tools', detail: null },
  { id: 'p3', label: 'Mobile App', detail: 'Acme Corp' },
  { id: 'p4', label: 'Support Retainer', detail: 'Initech' },
  { id: 'p5', label: 'Website Redesign', detail: 'Acme Corp' },
];

const labels = (rs: { option: PickOption }[]) => rs.map((r) => r.option.label);

test('nothing typed: recently used first, most recent first, then the rest in their order', () => {
  const s = searchable(PROJECTS, ['p5', 'p3', 'p5', 'p9']);
  assert.deepEqual(labels(rank(s, '')), ['Website Redesign', 'Mobile App', 'Data Migration', 'Internal Tools', 'Support Retainer']);
});

test('letters in order match across words; what does not match is left out', () => {
  const s = searchable(PROJECTS, []);
  assert.deepEqual(labels(rank(s, 'wrd')), ['Website Redesign']);
  assert.deepEqual(labels(rank(s, 'zzz')), []);
  const [r] = rank(s, 'wrd');
  assert.deepEqual(r?.labelMarks, [0, 8, 10]);
});

test("a customer's name finds its projects, and the match is marked in the customer", () => {
  const s = searchable(PROJECTS, []);
  const rs = rank(s, 'acme');
  assert.deepEqual(labels(rs).sort(), ['Mobile App', 'Website Redesign']);
  assert.deepEqual(rs[0]?.detailMarks, [0, 1, 2, 3]);
  assert.deepEqual(rs[0]?.labelMarks, []);
});

test('between equal matches the recently used one comes first', () => {
  assert.deepEqual(labels(rank(searchable(PROJECTS, []), 'acme')), ['Mobile App', 'Website Redesign']);
  assert.deepEqual(labels(rank(searchable(PROJECTS, ['p5']), 'acme')), ['Website Redesign', 'Mobile App']);
});

test('a recently used match is listed first even when more than `limit` options match as well', () => {
  const many = Array.from({ length: 500 }, (_, i) => ({ id: `p${i}`, label: `Project ${String(i).padStart(3, '0')}`, detail: null }));
  const rs = rank(searchable(many, ['p487', 'p321']), 'project', 50);
  assert.equal(rs.length, 50);
  assert.deepEqual(labels(rs.slice(0, 3)), ['Project 487', 'Project 321', 'Project 000']);
  assert.equal(new Set(rs.map((r) => r.option.id)).size, 50, 'no option twice');
});

test('at most `limit` results', () => {
  const many = Array.from({ length: 500 }, (_, i) => ({ id: `p${i}`, label: `Project ${i}`, detail: null }));
  assert.equal(rank(searchable(many, []), 'project', 50).length, 50);
  assert.equal(rank(searchable(many, []), '', 20).length, 20);
});

test('the marked characters of a name, as runs in order', () => {
  assert.deepEqual(markRuns([0, 1, 2, 8], 'Website Redesign'.length), [
    { from: 0, to: 3 },
    { from: 8, to: 9 },
  ]);
  assert.deepEqual(markRuns([8, 0, 2, 1, 1], 16), [{ from: 0, to: 3 }, { from: 8, to: 9 }], 'in any order, once each');
  assert.deepEqual(markRuns([], 6), []);
  assert.deepEqual(markRuns([5, 6, 9], 7), [{ from: 5, to: 7 }], 'none past the end');
});

// ----- as a person types: a Backspace goes back to the list the shorter query already made
// (the same answer, not a new search); a query typed anew is searched afresh; the index of a
// list of options is made once.
test('Backspace answers the list its query had before, without searching again', () => {
  const s = searchable(PROJECTS, []);
  const typed = ['a', 'ac', 'acm'].map((q) => rank(s, q));
  const back = ['ac', 'a'].map((q) => rank(s, q));
  assert.equal(back[0], typed[1], 'the list of "ac" again, the same answer');
  assert.equal(back[1], typed[0], 'the list of "a" again, the same answer');
});

test('a query that is not a beginning of what was typed is searched afresh, with the right answer', () => {
  const s = searchable(PROJECTS, []);
  const acme = rank(s, 'acme');
  assert.deepEqual(labels(rank(s, 'mig')), ['Data Migration']);
  const again = rank(s, 'acme');
  assert.notEqual(again, acme, 'searched again after another query');
  assert.deepEqual(labels(again), labels(acme));
  // A different limit is a different answer.
  assert.equal(rank(s, 'acme', 1).length, 1);
  assert.equal(rank(s, 'acme').length, 2);
});

test('each answer keeps its own marks after later searches: Backspace shows what the shorter query matched', () => {
  const s = searchable(PROJECTS, []);
  const [w, we, web] = ['w', 'we', 'web'].map((q) => rank(s, q));
  const website = (rs: typeof w) => rs!.find((r) => r.option.id === 'p5')!;
  assert.deepEqual(website(w).labelMarks, [0]);
  assert.deepEqual(website(we).labelMarks, [0, 1]);
  assert.deepEqual(website(web).labelMarks, [0, 1, 2]);
  assert.deepEqual(website(rank(s, 'we')).labelMarks, [0, 1], 'Backspace to "we": its list, with its marks');
});

test('one character typed alone: its answer is kept for the next time it is typed first, and is the same as a search', () => {
  const s = searchable(PROJECTS, ['p3']);
  const first = rank(s, 'm');
  rank(s, 'mi');
  rank(s, 'acme');
  assert.equal(rank(s, 'm'), first, '"m" again after other queries: the kept answer, not a new search');
  assert.deepEqual(labels(first), labels(rank(searchable(PROJECTS, ['p3']), 'm')), 'what a search of its own answers');
  assert.deepEqual(labels(first), ['Mobile App', 'Data Migration', 'Website Redesign'], 'the recent one first; the last by its customer');
  assert.notEqual(rank(s, 'M'), first, 'kept as typed: another character is its own search');
  assert.equal(rank(s, 'm', 2).length, 2, 'another limit is searched');
  assert.notEqual(rank(searchable(PROJECTS, ['p1']), 'm'), first, 'new recent options: a new index, its own answers');
});

test('the answers kept belong to their list of options: another list searches its own', () => {
  const first = searchable(PROJECTS, []);
  rank(first, 'acme');
  const second = searchable(PROJECTS.slice(0, 3), []);
  assert.deepEqual(labels(rank(second, 'acme')), ['Mobile App']);
});

test('new recent options keep the index of the options: a start does not make it again', () => {
  const before = searchable(PROJECTS, ['p1']);
  const after = searchable(PROJECTS, ['p3', 'p1']);
  assert.equal(after.parts[0], before.parts[0], 'the same index of the same options');
  assert.deepEqual(labels(rank(after, 'acme')), ['Mobile App', 'Website Redesign'], 'the recent one first, from the new recent options');
  assert.notEqual(searchable([...PROJECTS], []).parts[0], before.parts[0], 'other options: their own index');
});

test('a space typed after a word lists what the word did, then the second word narrows it', () => {
  const s = searchable(PROJECTS, []);
  const word = labels(rank(s, 'a'));
  assert.deepEqual(labels(rank(s, 'a ')), word);
  assert.deepEqual(labels(rank(s, 'a mob')), ['Mobile App']);
});

test('a long list whose customers hold many projects each: a customer lists its projects, a name its own first', () => {
  const customers = ['Acme Corp', 'Globex', 'Initech', null];
  const kinds = ['Audit', 'Mobile App', 'Data Migration', 'Website Redesign', 'Cloud Review'];
  const many: PickOption[] = Array.from({ length: 800 }, (_, i) => ({ id: `p${i}`, label: `${kinds[i % 5]} ${i}`, detail: customers[i % 4]! }));
  const grouped = searchable(many, ['p16']);
  const acme = rank(grouped, 'acme');
  assert.equal(acme.length, 50);
  assert.ok(acme.every((r) => r.option.detail === 'Acme Corp' && r.detailMarks.join() === '0,1,2,3'));
  const au = rank(grouped, 'au');
  assert.equal(au[0]?.option.label, 'Audit 0', 'a name beginning with the letters first, by name');
  assert.deepEqual(au[0]?.labelMarks, [0, 1]);
  assert.equal(rank(grouped, 'app')[0]?.option.id, 'p16', 'the recently used match first');
});

// ----- two and three words typed letter by letter, with Backspace and retyping: the index
// narrows each search to what the search before it matched (option-index.ts), and a customer
// is matched once per query for all its projects. Every answer is what fuzzysort answers on an
// index of its own for the same query, searched once: narrowing never loses a match.

const AREAS = ['Website', 'Mobile', 'Data', 'Cloud', 'Security', 'Search', 'Design', 'Sales', 'Research', 'Legal'];
const KINDS = ['Redesign', 'Migration', 'Audit', 'Launch', 'Portal', 'Analytics', 'Review', 'Pipeline', 'Survey'];
const CUSTOMERS = ['Acme Corp', 'Globex', 'Initech', 'Stark Industries', 'Wayne Enterprises', 'Soylent', 'Massive Dynamic', 'Hooli', 'Umbrella', 'Tyrell', 'Cyberdyne', 'Vandelay', 'Aperture', 'Wonka'];

/** 2,000 projects over fourteen customers (130 or so each), a few without one. */
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
  const values = typing(['acme mob', 'Backspace*3', 'aud', 'Backspace*9', 'web re', 'Backspace*2', 'pipe 12', 'Backspace*15', 'stark  da', 'Backspace*9', 'glob', ' ', 'x', 'Backspace*6', 'data pipe 2', 'Backspace*11', 'e wa', 'Backspace*3', 'n sta']);
  for (const q of values) assertAsFresh(options, q, rank(s, q));
});

test("a list joined from parts (each account's projects) searches each part's own index and answers as one index of them all", () => {
  const options = projects();
  const parts = [options.filter((_, i) => i % 3 === 0), options.filter((_, i) => i % 3 !== 0)];
  const joined = [...parts[0]!, ...parts[1]!];
  const s = searchable(joined, [], parts);
  assert.equal(s.parts.length, 2);
  assert.equal(s.parts[0], searchable(parts[0]!, []).parts[0], "a part's index is the one a picker of that part alone searches");
  const values = typing(['acme mob', 'Backspace*3', 'aud', 'Backspace*9', 'web re', 'Backspace*2', 'pipe 12', 'Backspace*15', 'stark', 'Backspace*5', 'glob', ' ', 'x', 'Backspace*6', 'e wa']);
  for (const q of values) assertAsFresh(joined, q, rank(s, q));
});

test('a limit past the number of options (every match asked for, as the to-dos filter asks) lists every match', () => {
  const s = searchable(PROJECTS, []);
  assert.deepEqual(labels(rank(s, 'a', Infinity)).sort(), ['Data Migration', 'Internal Tools', 'Mobile App', 'Support Retainer', 'Website Redesign']);
  assert.equal(rank(s, 'acme', 1_000).length, 2);
});
