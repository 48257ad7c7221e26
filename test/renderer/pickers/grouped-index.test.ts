// The search by detail answers what fuzzysort answers over both keys: the same scores in the
// same order, the same options and the same marked characters, for every word a person types
// letter by letter and every pair of letters (the costliest queries). Options tied at the
// last place may differ (fuzzysort's heap keeps any of them). This is also the guard for a
// fuzzysort upgrade: the search leans on its raw scores and its way of merging two keys.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fuzzysort from 'fuzzysort';
import { groupedIndex, normalizeScore, oneWord, searchGrouped } from '../../../renderer/pickers/grouped-index.ts';
import type { PickOption } from '../../../renderer/pickers/fuzzy.ts';

const AREAS = ['Website', 'Mobile', 'Data', 'Cloud', 'Security', 'Search', 'Design', 'Sales', 'Research', 'Legal'];
const KINDS = ['Redesign', 'Migration', 'Audit', 'Launch', 'Portal', 'Analytics', 'Review', 'Pipeline', 'Startup Kickoff', 'Survey', 'Glossary'];
const PHASES = ['', 'Q1', 'phase two', 'North America', 'v2', 'Accessibility pass', 'EMEA'];
const CUSTOMERS = ['Acme Corp', 'Globex', 'Initech', 'Stark Industries', 'Wayne Enterprises', 'Soylent', 'Massive Dynamic', 'Sécurité Générale'];

/** 1,500 projects: most customers hold hundreds (more than a list shows), some names repeat, a few have no customer. */
function projects(): PickOption[] {
  const out: PickOption[] = [];
  for (let i = 0; i < 1500; i++) {
    const area = AREAS[(i * 7) % AREAS.length]!;
    const kind = KINDS[(i * 3) % KINDS.length]!;
    const detail = i % 13 === 0 ? null : i % 17 === 0 ? '' : CUSTOMERS[i % CUSTOMERS.length]!;
    const phase = PHASES[(i * 5) % PHASES.length]!;
    out.push({ id: `p${i}`, label: i % 5 === 0 ? `${area} ${kind}` : `${area} ${kind} ${phase} ${i}`, detail });
  }
  return out;
}

const OPTIONS = projects();
const BOTH = fuzzysort.snapshot(OPTIONS, { keys: ['label', (o: PickOption) => o.detail] });
const GROUPED = groupedIndex(OPTIONS);

function queries(): string[] {
  const qs = new Set<string>();
  for (const word of ['website', 'acme', 'globex', 'stark', 'security', 'sécu', 'redes', 'dyn', 'ex', '12', 'zq']) for (let i = 1; i <= word.length; i++) qs.add(word.slice(0, i));
  for (const a of 'abcdegilmnorstuwy') for (const b of 'aceinorsty') qs.add(a + b);
  return [...qs];
}

test('one word: the same answer as fuzzysort over name and customer', () => {
  let compared = 0;
  for (const limit of [50, 8]) {
    for (const q of queries()) {
      const want = fuzzysort.go(q, BOTH, { threshold: 0, limit });
      const got = searchGrouped(GROUPED, q, limit);
      assert.equal(got.length, want.length, `"${q}": as many matches`);
      want.forEach((w, i) => assert.ok(Math.abs(normalizeScore(got[i]!.raw) - w.score) < 1e-12, `"${q}" #${i}: score ${w.score}`));
      const last = want.at(-1)?.score;
      for (const w of want) {
        if (w.score === last) continue;
        const g = got.find((m) => m.option === w.obj);
        assert.ok(g, `"${q}": ${w.obj.label} (${w.obj.detail}) listed`);
        assert.deepEqual(g.label?.indexes ?? [], w[0]?.indexes ?? [], `"${q}": marks in ${w.obj.label}`);
        assert.deepEqual(g.detail?.indexes ?? [], w[1]?.indexes ?? [], `"${q}": marks in ${w.obj.detail}`);
        compared++;
      }
    }
  }
  assert.ok(compared > 5000, `compared ${compared} listed options`);
});

test("a customer's name with more projects than the list holds: its projects, by name", () => {
  const rs = searchGrouped(GROUPED, 'globex', 50);
  assert.equal(rs.length, 50);
  assert.ok(rs.every((m) => m.option.detail === 'Globex' && m.detail?.indexes.length === 6));
  const names = OPTIONS.filter((o) => o.detail === 'Globex').map((o) => o.label);
  assert.ok(names.length > 100);
  assert.deepEqual(
    rs.map((m) => m.option.label),
    names.sort().slice(0, 50),
    'the first 50 by name (every one matches by its customer alone)',
  );
});

test('several words, or a space fuzzysort reads as one, are not searched by detail', () => {
  assert.equal(oneWord('acme'), true);
  assert.equal(oneWord('  acme '), true, 'fuzzysort trims the query');
  assert.equal(oneWord('acme mob'), false);
  assert.equal(oneWord('acme\u00a0mob'), false, 'a no-break space is a space to fuzzysort');
});

test('a word that more than ten customers match: the projects of every one of them', () => {
  // fuzzysort lists 10 matches unless told how many: the eleventh customer's projects were left out.
  const customers = Array.from({ length: 12 }, (_, i) => `Quarry ${String.fromCharCode(65 + i)}`);
  const options: PickOption[] = [
    ...customers.flatMap((detail, c) => [0, 1, 2].map((k) => ({ id: `c${c}-${k}`, label: `Site works ${c * 3 + k}`, detail }))),
    ...Array.from({ length: 600 }, (_, i) => ({ id: `o${i}`, label: `Office move ${i}`, detail: 'Elsewhere Ltd' })),
  ];
  const grouped = groupedIndex(options);
  const listed = searchGrouped(grouped, 'quarry', 50).map((m) => m.option.detail);
  assert.equal(listed.length, 36, 'the 36 projects of the 12 customers');
  assert.deepEqual(new Set(listed), new Set(customers));
  assert.equal(fuzzysort.go('quarry', fuzzysort.snapshot(options, { keys: ['label', (o: PickOption) => o.detail] }), { threshold: 0, limit: 50 }).length, 36, 'as fuzzysort over both keys');
});
