// The searches run before the person types (renderer/search-warm-up.ts): what a person
// types, so the code they compile and optimise has taken every path a real search takes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rank, searchable, type PickOption } from '../../renderer/fuzzy.ts';
import { warmUp, warmUpQueries } from '../../renderer/search-warm-up.ts';

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

test('the warm-up searches the index itself and leaves no answers kept for queries nobody typed', async () => {
  const many: PickOption[] = Array.from({ length: 600 }, (_, i) => options[i % options.length]!).map((o, i) => ({ ...o, id: `p${i}` }));
  const index = searchable(many, ['p3']);
  const before = rank(searchable(many, ['p3']), 'acme mob').map((r) => r.option.id);
  let sawTyped = false;
  const original = index.typed.push.bind(index.typed);
  index.typed.push = (...items) => {
    sawTyped = true;
    return original(...items);
  };
  await new Promise<void>((resolve) => warmUp(index, resolve));
  assert.ok(sawTyped, 'the searches ran on the index the picker uses');
  assert.equal(index.typed.length, 0, 'nothing kept for Backspace');
  assert.deepEqual(rank(index, 'acme mob').map((r) => r.option.id), before, 'the same answers after it');
});

test('the warm-up leaves the answer for every letter and digit typed first, each what a search answers', async () => {
  const many: PickOption[] = Array.from({ length: 600 }, (_, i) => ({ ...options[i % options.length]!, id: `p${i}` }));
  const index = searchable(many, ['p7']);
  await new Promise<void>((resolve) => warmUp(index, resolve));
  assert.deepEqual([...index.firstKeys.keys()].sort(), [...'0123456789abcdefghijklmnopqrstuvwxyz']);
  for (const key of ['a', 'w', '7', 'q'])
    assert.deepEqual(
      index.firstKeys.get(key)!.map((r) => r.option.id),
      rank(searchable(many, ['p7']), key).map((r) => r.option.id),
      `"${key}"`,
    );
});

test('no rounds (new recent options alone, the code warm): only the first keys are searched', async () => {
  const many: PickOption[] = Array.from({ length: 600 }, (_, i) => ({ ...options[i % options.length]!, id: `p${i}` }));
  const index = searchable(many, ['p2']);
  const searched: string[] = [];
  const original = index.typed.push.bind(index.typed);
  index.typed.push = (...items) => {
    searched.push(...items.map((t) => t.query));
    return original(...items);
  };
  await new Promise<void>((resolve) => warmUp(index, resolve, 0));
  assert.deepEqual(searched, [...'abcdefghijklmnopqrstuvwxyz0123456789']);
  assert.equal(index.firstKeys.size, 36);
});

test('stopped (the person typed), the warm-up searches no more and never ends as done', async () => {
  const many: PickOption[] = Array.from({ length: 600 }, (_, i) => ({ ...options[i % options.length]!, id: `p${i}` }));
  const index = searchable(many, []);
  let searches = 0;
  const original = index.typed.push.bind(index.typed);
  index.typed.push = (...items) => {
    searches++;
    return original(...items);
  };
  let done = false;
  const stop = warmUp(index, () => (done = true));
  stop();
  for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
  assert.equal(searches, 0, 'no search after the stop');
  assert.equal(done, false);
});
