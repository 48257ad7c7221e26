// Rounding applied to a sheet's entries (issue 70, item 3): each entry or the day's total, the
// most specific rule, the tracked figure kept beside the billed one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { RoundingRule, RuleBook } from '../../../main/core/timesheets/rounding-rule.ts';
import { billEntries, roundEntry, roundToStep, ruleFor, withMinimum } from '../../../main/core/timesheets/rounding.ts';
import { entry } from './fixtures.ts';

const rule = (fields: Partial<RoundingRule> = {}): RoundingRule => ({ scope: 'entry', direction: 'up', to: 15, minimum: null, ...fields });
const book = (fields: Partial<RuleBook> = {}): RuleBook => ({ account: null, customers: new Map(), projects: new Map(), ...fields });
const min = (m: number, s = 0): number => m * 60 + s;

test('one duration rounded up, down or to the nearest step; nearest ties go up', () => {
  assert.equal(roundToStep(min(7, 1), rule({ direction: 'up' })), min(15));
  assert.equal(roundToStep(min(15), rule({ direction: 'up' })), min(15));
  assert.equal(roundToStep(min(15, 1), rule({ direction: 'up' })), min(30));
  assert.equal(roundToStep(min(29, 59), rule({ direction: 'down' })), min(15));
  assert.equal(roundToStep(min(7, 29), rule({ direction: 'nearest' })), 0);
  assert.equal(roundToStep(min(7, 30), rule({ direction: 'nearest' })), min(15));
  assert.equal(roundToStep(min(452), rule({ direction: 'nearest', to: 6 })), min(450));
  assert.equal(roundToStep(min(453), rule({ direction: 'nearest', to: 6 })), min(456));
  assert.equal(roundToStep(min(3, 59), rule({ direction: 'down', to: 1 })), min(3));
  assert.equal(roundToStep(0, rule({ direction: 'up' })), 0);
});

test('the minimum length comes before the rounding', () => {
  assert.equal(withMinimum(min(2), rule({ minimum: 5 })), min(5));
  assert.equal(withMinimum(min(7), rule({ minimum: 5 })), min(7));
  assert.equal(withMinimum(min(2), rule()), min(2));
  assert.equal(roundEntry(min(2), rule({ minimum: 20, to: 15 })), min(30));
  assert.equal(roundEntry(min(2), rule({ minimum: 5, to: 10, direction: 'down' })), 0);
  assert.equal(roundEntry(0, rule({ minimum: 5, to: 1 })), min(5));
});

test('the most specific rule wins: project, then customer, then account', () => {
  const p = rule({ to: 5 });
  const c = rule({ to: 10 });
  const a = rule({ to: 30 });
  const all = book({ account: a, customers: new Map([[1, c]]), projects: new Map([[10, p]]) });
  assert.deepEqual(ruleFor({ projectId: 10, customerId: 1 }, all), { rule: p, level: 'project', id: 10 });
  assert.deepEqual(ruleFor({ projectId: 11, customerId: 1 }, all), { rule: c, level: 'customer', id: 1 });
  assert.deepEqual(ruleFor({ projectId: 11, customerId: 2 }, all), { rule: a, level: 'account', id: null });
  assert.deepEqual(ruleFor({ projectId: 11, customerId: null }, all), { rule: a, level: 'account', id: null });
  assert.equal(ruleFor({ projectId: 11, customerId: 2 }, book({ customers: new Map([[1, c]]) })), null);
});

test('each-entry rules round each entry; the tracked figure stays; other accounts are not rounded', () => {
  const books = new Map([['studio', book({ projects: new Map([[10, rule({ to: 15, direction: 'up' })]]) })]]);
  const billed = billEntries(
    [entry({ tracked: min(7) }), entry({ tracked: min(7), projectId: 11 }), entry({ account: 'home', tracked: min(7) })],
    books,
  );
  assert.deepEqual(
    billed.map((e) => [e.tracked, e.billed, e.rounding?.level ?? null]),
    [
      [min(7), min(15), 'project'],
      [min(7), min(7), null],
      [min(7), min(7), null],
    ],
  );
});

test("a day-total rule rounds the day's total and puts the difference on the longest entry", () => {
  const books = new Map([['studio', book({ account: rule({ scope: 'day', to: 15, direction: 'up' }) })]]);
  const billed = billEntries(
    [entry({ tracked: min(20) }), entry({ tracked: min(50) }), entry({ tracked: min(50) }), entry({ tracked: min(10), date: '2026-11-19' })],
    books,
  );
  // 20 + 50 + 50 = 120 minutes on the 18th, a whole step: nothing to spread; the 19th's 10 go up to 15.
  assert.deepEqual(billed.map((e) => e.billed), [min(20), min(50), min(50), min(15)]);
  const more = billEntries([entry({ tracked: min(20) }), entry({ tracked: min(52) }), entry({ tracked: min(52) })], books);
  // 124 minutes up to 135: the 11 minutes go on the first of the two longest.
  assert.deepEqual(more.map((e) => e.billed), [min(20), min(63), min(52)]);
});

test('taken away, the difference comes off the longest entries in turn, none below zero', () => {
  const books = new Map([['studio', book({ account: rule({ scope: 'day', to: 15, direction: 'down' }) })]]);
  const billed = billEntries([entry({ tracked: min(9) }), entry({ tracked: min(9) }), entry({ tracked: min(9) })], books);
  // 27 minutes down to 15: 12 minutes off, 9 from the first, 3 from the second.
  assert.deepEqual(billed.map((e) => e.billed), [0, min(6), min(9)]);
  assert.equal(billed.reduce((s, e) => s + e.billed, 0), min(15));
});

test("a day-total rule's minimum raises each entry before the day is summed", () => {
  const books = new Map([['studio', book({ account: rule({ scope: 'day', to: 10, direction: 'nearest', minimum: 5 }) })]]);
  const billed = billEntries([entry({ tracked: min(1) }), entry({ tracked: min(13) })], books);
  // 5 + 13 = 18 minutes, to the nearest 10: 20; the 2 minutes go on the 13-minute entry.
  assert.deepEqual(billed.map((e) => e.billed), [min(5), min(15)]);
});

test('days are rounded per account, date and rule: two projects under their own rules are two totals', () => {
  const dayUp = rule({ scope: 'day', to: 30, direction: 'up' });
  const books = new Map([
    ['studio', book({ projects: new Map([[10, dayUp], [11, dayUp]]) })],
    ['home', book({ projects: new Map([[10, dayUp]]) })],
  ]);
  const billed = billEntries(
    [entry({ tracked: min(10) }), entry({ tracked: min(10), projectId: 11 }), entry({ account: 'home', tracked: min(10) })],
    books,
  );
  assert.deepEqual(billed.map((e) => e.billed), [min(30), min(30), min(30)]);
});

const step = fc.constantFrom(1, 5, 6, 10, 15, 30) as fc.Arbitrary<RoundingRule['to']>;
const seconds = fc.integer({ min: 0, max: 12 * 3600 });

test('property: rounding each entry up never bills less than tracked, down never more, both within a step', () => {
  fc.assert(
    fc.property(seconds, step, (s, to) => {
      const up = roundEntry(s, rule({ to, direction: 'up' }));
      const down = roundEntry(s, rule({ to, direction: 'down' }));
      assert.ok(up >= s && up - s < to * 60 && up % (to * 60) === 0);
      assert.ok(down <= s && s - down < to * 60 && down % (to * 60) === 0);
    }),
  );
});

test("property: a day's nearest total is within half a step of tracked, and the entries' billed figures sum to it", () => {
  fc.assert(
    fc.property(fc.array(seconds, { minLength: 1, maxLength: 8 }), step, fc.constantFrom('up', 'down', 'nearest'), (all, to, direction) => {
      const r = rule({ scope: 'day', to, direction: direction as RoundingRule['direction'] });
      const billed = billEntries(all.map((tracked) => entry({ tracked })), new Map([['studio', book({ account: r })]]));
      const tracked = all.reduce((a, b) => a + b, 0);
      const sum = billed.reduce((a, e) => a + e.billed, 0);
      assert.equal(sum, roundToStep(tracked, r));
      if (direction === 'nearest') assert.ok(Math.abs(sum - tracked) <= (to * 60) / 2);
      for (const e of billed) assert.ok(e.billed >= 0 && e.billed === Math.trunc(e.billed));
      assert.deepEqual(billed.map((e) => e.tracked), all);
    }),
  );
});
