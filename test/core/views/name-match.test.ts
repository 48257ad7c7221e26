// A project or task named in words: the same name in any case first, then the one name that
// begins so, then the one good fuzzy match; two or more at a step is not a match.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { matchName, sameName, MATCHES_SHOWN } from '../../../main/core/views/name-match.ts';

interface P {
  readonly name: string;
  readonly customer?: string;
}
const names = (p: P): string[] => (p.customer ? [p.name, `${p.name} (${p.customer})`] : [p.name]);
const PROJECTS: P[] = [
  { name: 'Website', customer: 'Acme' },
  { name: 'Website', customer: 'Globex' },
  { name: 'Website Redesign' },
  { name: 'Mobile App' },
  { name: 'Mobile Backend' },
  { name: 'Café' },
];
const one = (query: string) => {
  const m = matchName(PROJECTS, query, names);
  return m.kind === 'one' ? m.item : m.kind;
};

test('the same name whatever its case and spacing, before any name that merely begins so', () => {
  assert.equal(one('website redesign'), PROJECTS[2]);
  assert.equal(one('  MOBILE   app '), PROJECTS[3]);
});

test("two projects of one name are told apart by their customer's, and are many without it", () => {
  assert.equal(one('website (globex)'), PROJECTS[1]);
  const m = matchName(PROJECTS, 'Website', names);
  assert.equal(m.kind, 'many');
  assert.deepEqual(m.kind === 'many' && m.items, [PROJECTS[0], PROJECTS[1]]);
});

test('the one name that begins so; several are many', () => {
  assert.equal(one('website r'), PROJECTS[2]);
  assert.equal(one('mobile'), 'many');
  assert.equal(one('mobile b'), PROJECTS[4]);
});

test('a good fuzzy match when one name has it; none when nothing does', () => {
  assert.equal(one('backend'), PROJECTS[4]);
  assert.equal(one('redesign'), PROJECTS[2]);
  assert.equal(one('zzz'), 'none');
  assert.equal(one('   '), 'none');
});

test('case does not count in a name, accents do', () => {
  assert.equal(sameName('café', 'CAFÉ'), true);
  assert.equal(sameName('Cafe', 'Café'), false);
});

test('many is cut to the names worth saying back', () => {
  const lots = Array.from({ length: 12 }, (_, i) => ({ name: `Client ${i}` }));
  const m = matchName(lots, 'client', (p) => [p.name]);
  assert.equal(m.kind === 'many' && m.items.length, MATCHES_SHOWN);
});
