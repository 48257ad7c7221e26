// The searches run before the person types (renderer/pickers/search-warm-up.ts): what a person
// types, so the code they compile and optimise has taken every path a real search takes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rank, searchable, type PickOption } from '../../../renderer/pickers/fuzzy.ts';
import { sliceTasks, warmUp, warmUpQueries } from '../../../renderer/pickers/search-warm-up.ts';
import type { TaskScheduler } from '../../../renderer/controls/background-task.ts';

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

test('a third word, here a number, as a person types a name that holds one', () => {
  const qs = warmUpQueries(options);
  for (const q of ['mobil audit 1', 'mobil audit 10', 'acme mobi audi']) assert.ok(qs.includes(q), `"${q}" is typed: ${JSON.stringify(qs)}`);
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

/** 600 options: a long list, as the picker warms up. */
const long = (recent: string[]) =>
  searchable(
    Array.from({ length: 600 }, (_, i) => ({ ...options[i % options.length]!, id: `p${i}` })),
    recent,
  );

/** Counts the searches run on `index` (each one kept for Backspace). */
function countSearches(index: ReturnType<typeof long>): () => number {
  let n = 0;
  const original = index.typed.push.bind(index.typed);
  index.typed.push = (...items) => {
    n += items.length;
    return original(...items);
  };
  return () => n;
}

test('after every search, the picker is asked to draw each query typed, as typed and then as erased, and then the empty field again', async () => {
  const index = long(['p1']);
  const searches = countSearches(index);
  const asked: (string | null)[] = [];
  let atFirstAsk: { searches: number; firstKeys: number } | null = null;
  await new Promise<void>((resolve) =>
    warmUp(index, resolve, undefined, (q) => {
      atFirstAsk ??= { searches: searches(), firstKeys: index.firstKeys.size };
      asked.push(q);
    }),
  );
  const typing = warmUpQueries(index.options);
  const typedAndErased = [...typing, ...[...typing].reverse()];
  assert.deepEqual(asked, [...typedAndErased, ...typedAndErased, null], 'twice over: the drawing code optimised before the person types');
  assert.deepEqual(atFirstAsk, { searches: searches(), firstKeys: 36 }, 'the drawing starts once every search and first key is done');
  assert.equal(index.typed.length, 0, 'nothing kept for Backspace');
});

test('no rounds (the code warm already): nothing drawn ahead', async () => {
  const index = long([]);
  const asked: (string | null)[] = [];
  await new Promise<void>((resolve) => warmUp(index, resolve, 0, (q) => asked.push(q)));
  assert.deepEqual(asked, []);
});

test('stopped while drawing (the person typed): the empty field asked for once, then nothing more, and never done', async () => {
  const index = long([]);
  const asked: (string | null)[] = [];
  let done = false;
  const stop = warmUp(
    index,
    () => (done = true),
    undefined,
    (q) => {
      asked.push(q);
      if (asked.length === 5) stop();
    },
  );
  for (let i = 0; i < 50 && asked.length < 6; i++) await new Promise((r) => setImmediate(r));
  for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
  assert.equal(asked.length, 6, `five queries, then the stop's: ${JSON.stringify(asked)}`);
  assert.equal(asked[5], null, 'the stop went back to the empty field');
  assert.equal(done, false);
  stop();
  assert.equal(asked.length, 6, 'a second stop asks nothing');
});

test('stopped before drawing: the picker is never asked to draw', async () => {
  const index = long([]);
  const asked: (string | null)[] = [];
  const stop = warmUp(index, undefined, undefined, (q) => asked.push(q));
  stop();
  for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
  assert.deepEqual(asked, []);
});

test("options shown with their account: the project's name typed as a person types it, the account never (it is not searched)", () => {
  const marked = options.map((o, i) => ({ ...o, prefix: i % 2 === 0 ? 'Acme' : 'Studio' }));
  const qs = warmUpQueries(marked);
  for (const q of ['m', 'mobil audit 10']) assert.ok(qs.includes(q), `"${q}" is typed: ${JSON.stringify(qs)}`);
  assert.ok(!qs.some((q) => q.startsWith('studio')), 'the account is not typed');
});

test("where the browser has task priorities, each slice is posted at the lowest (a click's and a screen's work go first), and the stop withdraws the one posted", async () => {
  const posted: { priority: string; signal: AbortSignal; task: () => void }[] = [];
  const scheduler: TaskScheduler = {
    postTask: (task, options) => {
      posted.push({ ...options, task });
      return new Promise(() => undefined);
    },
  };
  let ran = 0;
  const slices = sliceTasks(() => ran++, scheduler);
  slices.post();
  slices.post();
  assert.deepEqual(posted.map((p) => p.priority), ['background', 'background']);
  posted[0]!.task();
  assert.equal(ran, 1);
  slices.close();
  assert.ok(posted.every((p) => p.signal.aborted), 'the slices still posted are withdrawn');
});
