// The searches run before the person types (renderer/search-warm-up.ts): what a person
// types, so the code they compile and optimise has taken every path a real search takes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { PickOption } from '../../renderer/fuzzy.ts';
import { warmUpQueries } from '../../renderer/search-warm-up.ts';

const options: PickOption[] = Array.from({ length: 70 }, (_, i) => ({
  id: `p${i}`,
  label: `${['Website', 'Mobile', 'Data'][i % 3]} ${['Redesign', 'Audit', 'Pipeline'][i % 3]} ${i}`,
  detail: i % 2 === 0 ? 'Acme Corp' : null,
}));

test('a name typed letter by letter, then its second word, as a person types into the picker', () => {
  const qs = warmUpQueries(options);
  const name = options[10]!.label.toLowerCase(); // the first option picked: a seventh of the way down
  assert.equal(name, 'mobile audit 10');
  for (const q of ['m', 'mo', 'mob', 'mobi', 'mobil', 'mobil a', 'mobil au', 'mobil audit']) assert.ok(qs.includes(q), `"${q}" is typed`);
});

test('a customer then a name, something that matches nothing, and the empty field', () => {
  const qs = warmUpQueries(options);
  assert.ok(qs.includes('acme mob'), `a customer and a name: ${JSON.stringify(qs)}`);
  assert.ok(qs.includes('qzx'), 'a typo');
  assert.equal(qs[qs.length - 1], '', 'ends on the empty field');
});

test('no options: nothing to type but the typo and the empty field', () => {
  assert.deepEqual(warmUpQueries([]), ['qz', 'qzx', '']);
});
