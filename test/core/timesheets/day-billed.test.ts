// A day's tracked and billed figures for Today and the week (issue 70, item 3): the sheet's own
// rules and arithmetic, each rule said in words, and the amounts the day's reads already hold.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { ROUNDING_STEPS, type RoundingRule, type RuleBook } from '../../../main/core/timesheets/rounding-rule.ts';
import { billEntries } from '../../../main/core/timesheets/rounding.ts';
import { billedDays } from '../../../main/core/timesheets/day-billed.ts';
import { ruleWords } from '../../../main/core/timesheets/rule-words.ts';
import { amountsOf } from '../../../main/core/timesheets/day-amount.ts';
import { entry } from './fixtures.ts';

const rule = (fields: Partial<RoundingRule> = {}): RoundingRule => ({ scope: 'entry', direction: 'up', to: 15, minimum: null, ...fields });
const book = (fields: Partial<RuleBook> = {}): RuleBook => ({ account: null, customers: new Map(), projects: new Map(), ...fields });
const D = '2026-11-27';

test("7:32 tracked is 7:45 billed with each entry rounded up to 15 minutes; without a rule billed is tracked", () => {
  const entries = [
    { date: D, projectId: 10, seconds: 4 * 3600 + 2 * 60 },
    { date: D, projectId: 11, seconds: 3 * 3600 + 30 * 60 },
  ];
  assert.deepEqual(billedDays(entries, book({ account: rule() })), [{ date: D, tracked: 27_120, billed: 27_900 }]);
  assert.deepEqual(billedDays(entries, book()), [{ date: D, tracked: 27_120, billed: 27_120 }]);
});

test("a day-total rule rounds the day's sum, a project's rule its own entries; a customer's rule by the entry's customer", () => {
  const entries = [
    { date: D, projectId: 10, customerId: 1, seconds: 7 * 60 },
    { date: D, projectId: 10, customerId: 1, seconds: 7 * 60 },
    { date: D, projectId: 12, customerId: 2, seconds: 61 },
    { date: '2026-11-26', projectId: 13, customerId: null, seconds: 60 },
  ];
  const rules = book({ account: rule({ scope: 'day', direction: 'nearest', to: 30 }), customers: new Map([[2, rule({ to: 1, direction: 'up' })]]) });
  // 14 min to the nearest 30 is 0; 61 s up to a minute is 120 s; the other day's 1 min to the nearest 30 is 0.
  assert.deepEqual(billedDays(entries, rules), [
    { date: D, tracked: 901, billed: 120 },
    { date: '2026-11-26', tracked: 60, billed: 0 },
  ]);
});

test("each day's billed figure is the sum a timesheet bills for it, for any rules and entries", () => {
  const ruleArb = fc.record({
    scope: fc.constantFrom('entry' as const, 'day' as const),
    direction: fc.constantFrom('up' as const, 'down' as const, 'nearest' as const),
    to: fc.constantFrom(...ROUNDING_STEPS),
    minimum: fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }),
  });
  fc.assert(
    fc.property(
      fc.array(fc.record({ date: fc.constantFrom('2026-11-26', D), projectId: fc.integer({ min: 1, max: 3 }), customerId: fc.option(fc.integer({ min: 1, max: 2 }), { nil: null }), seconds: fc.integer({ min: 0, max: 20_000 }) }), { maxLength: 12 }),
      fc.option(ruleArb, { nil: null }),
      fc.dictionary(fc.constantFrom('1', '2'), ruleArb),
      fc.dictionary(fc.constantFrom('1', '3'), ruleArb),
      (entries, account, customers, projects) => {
        const rules = book({ account, customers: new Map(Object.entries(customers).map(([k, v]) => [Number(k), v])), projects: new Map(Object.entries(projects).map(([k, v]) => [Number(k), v])) });
        const sheet = billEntries(entries.map((e) => entry({ date: e.date, projectId: e.projectId, customerId: e.customerId, tracked: e.seconds })), new Map([['studio', rules]]));
        for (const day of billedDays(entries, rules)) {
          assert.equal(day.billed, sheet.filter((e) => e.date === day.date).reduce((s, e) => s + e.billed, 0));
        }
      },
    ),
  );
});

test('a rule in words, as Settings and Today say it', () => {
  assert.equal(ruleWords(rule()), 'Each entry rounded up to 15 minutes');
  assert.equal(ruleWords(rule({ scope: 'day', direction: 'nearest', to: 6 })), "The day's total rounded to the nearest 6 minutes");
  assert.equal(ruleWords(rule({ direction: 'down', to: 1, minimum: 5 })), 'Each entry rounded down to 1 minute, each entry at least 5 minutes');
});

test("today's and the week's amounts from what the reads hold; what is not priced yet is counted, never guessed", () => {
  const today = D;
  const e = (fields: Partial<Parameters<typeof amountsOf>[0][number]>) => ({ date: today, pending: false, runningSince: null, billableAmount: '10.50', ...fields });
  const week = [
    { date: '2026-11-22', seconds: 3600, billableAmount: '99' }, // before the week's start
    { date: '2026-11-23', seconds: 3600, billableAmount: '20.25' },
    { date: '2026-11-24', seconds: 0 },
    { date: '2026-11-25', seconds: 60 },
    { date: today, seconds: 3600, billableAmount: '500' }, // today comes from the entries
  ];
  const a = amountsOf([e({}), e({ billableAmount: 0.1 as unknown as string }), e({ date: '2026-11-26' }), e({ runningSince: 1, billableAmount: '1' }), e({ pending: true, billableAmount: undefined })], week, today, '2026-11-23');
  assert.deepEqual(a, { todayCents: 1050 + 10 + 100, weekCents: 1160 + 2025, notCounted: 3 });
  // A day whose entries are held (yesterday) is summed from them, not from its read total: an edit there counts at once.
  const b = amountsOf([e({ date: '2026-11-26', billableAmount: '7' })], [{ date: '2026-11-26', seconds: 60 }], today, '2026-11-23');
  assert.deepEqual(b, { todayCents: 0, weekCents: 700, notCounted: 0 });
});
