// The timesheet model (issue 70, item 1): entries of several accounts filtered per account,
// billed, grouped by any nesting, with totals per group and overall, amounts per currency.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { RuleBook } from '../../../main/core/timesheets/rounding-rule.ts';
import { buildSheet, type SheetRequest } from '../../../main/core/timesheets/sheet.ts';
import { filterEntries, passesFilter } from '../../../main/core/timesheets/sheet-filter.ts';
import { GROUP_LEVELS, groupEntries, weekStart, type GroupLevel, type SheetGroup } from '../../../main/core/timesheets/sheet-group.ts';
import { totalsOf } from '../../../main/core/timesheets/sheet-totals.ts';
import { billEntries } from '../../../main/core/timesheets/rounding.ts';
import { entry } from './fixtures.ts';

const NONE = new Map<string, RuleBook>();
const request = (fields: Partial<SheetRequest>): SheetRequest => ({
  entries: [],
  filters: new Map(),
  rules: NONE,
  groupBy: [],
  weekStartsOn: 1,
  currencies: new Map(),
  ...fields,
});

test('a filter keeps the listed customers, projects and tasks of its account only', () => {
  const e = entry({ customerId: 1, projectId: 10, taskId: 100 });
  assert.equal(passesFilter(e, undefined), true);
  assert.equal(passesFilter(e, {}), true);
  assert.equal(passesFilter(e, { customerIds: [1, 2] }), true);
  assert.equal(passesFilter(e, { customerIds: [2] }), false);
  assert.equal(passesFilter(e, { projectIds: [10] }), true);
  assert.equal(passesFilter(e, { projectIds: [11] }), false);
  assert.equal(passesFilter(e, { taskIds: [100] }), true);
  assert.equal(passesFilter(e, { taskIds: [101] }), false);
  assert.equal(passesFilter(e, { customerIds: [1], projectIds: [10], taskIds: [101] }), false);
  assert.equal(passesFilter(entry({ taskId: null }), { taskIds: [100] }), false);
  assert.equal(passesFilter(entry({ customerId: null }), { customerIds: [1] }), false);
  const studio = entry({ projectId: 10 });
  const home = entry({ account: 'home', projectId: 10 });
  assert.deepEqual(filterEntries([studio, home], new Map([['home', { projectIds: [11] }]])), [studio]);
});

test('the week starts on the day asked for', () => {
  // Wednesday 18 November 2026.
  assert.equal(weekStart('2026-11-18', 1), '2026-11-16');
  assert.equal(weekStart('2026-11-18', 0), '2026-11-15');
  assert.equal(weekStart('2026-11-18', 3), '2026-11-18');
  assert.equal(weekStart('2026-11-18', 4), '2026-11-12');
  assert.equal(weekStart('2026-11-16', 1), '2026-11-16');
  assert.equal(weekStart('2026-11-22', 1), '2026-11-16');
  assert.equal(weekStart('2027-01-01', 1), '2026-12-28');
});

test('totals: tracked, billed, entries, and amounts per currency, never mixed', () => {
  const billed = billEntries(
    [
      entry({ amountCents: 1050 }),
      entry({ account: 'usd', amountCents: 1 }),
      entry({ amountCents: 20 }),
      entry({ account: 'home', amountCents: 300 }),
      entry({ account: 'side', amountCents: 7 }),
      entry({ account: 'aud', amountCents: 2 }),
      entry({ amountCents: null, tracked: 60 }),
      entry({ account: 'unpaid', amountCents: null, tracked: 0 }),
    ],
    NONE,
  );
  const currencies = new Map([['studio', 'EUR'], ['home', 'CHF'], ['usd', 'USD'], ['aud', 'AUD'], ['unpaid', 'JPY']]);
  assert.deepEqual(totalsOf(billed, currencies), {
    tracked: 6 * 3600 + 60,
    billed: 6 * 3600 + 60,
    entries: 8,
    amounts: [
      { currency: '', cents: 7 },
      { currency: 'AUD', cents: 2 },
      { currency: 'CHF', cents: 300 },
      { currency: 'EUR', cents: 1070 },
      { currency: 'USD', cents: 1 },
    ],
  });
  assert.deepEqual(totalsOf([], new Map()), { tracked: 0, billed: 0, entries: 0, amounts: [] });
});

test('customer -> project -> day over two accounts: same ids in two accounts are two groups', () => {
  const sheet = buildSheet(
    request({
      entries: [
        entry({ id: 1, date: '2026-11-19', tracked: 600 }),
        entry({ id: 2, date: '2026-11-18', tracked: 1200 }),
        entry({ id: 3, account: 'home', customerName: 'Acme', tracked: 60 }),
        entry({ id: 4, customerId: 2, customerName: 'Beta', projectId: 20, projectName: 'App', tracked: 30 }),
        entry({ id: 5, customerId: null, customerName: '', projectId: 30, projectName: 'Internal', tracked: 5 }),
      ],
      groupBy: ['customer', 'project', 'day'],
    }),
  );
  const shape = (g: SheetGroup): unknown => [g.label, g.totals.tracked, g.groups.map(shape)];
  assert.deepEqual(sheet.groups.map(shape), [
    ['Acme (home)', 60, [['Website (home)', 60, [['2026-11-18', 60, []]]]]],
    ['Acme (studio)', 1800, [['Website (studio)', 1800, [['2026-11-18', 1200, []], ['2026-11-19', 600, []]]]]],
    ['Beta (studio)', 30, [['App (studio)', 30, [['2026-11-18', 30, []]]]]],
    ['No customer (studio)', 5, [['Internal (studio)', 5, [['2026-11-18', 5, []]]]]],
  ]);
  assert.deepEqual(sheet.groups.map((g) => g.key), ['home\u00001', 'studio\u00001', 'studio\u00002', 'studio\u0000']);
  assert.deepEqual(sheet.groups[0]!.level, 'customer');
  assert.deepEqual(sheet.entries.map((e) => e.id), [3, 2, 4, 5, 1]);
  const sameStart = buildSheet(request({ entries: [entry({ id: 9 }), entry({ id: 7 }), entry({ id: 8 })] }));
  assert.deepEqual(sameStart.entries.map((e) => e.id), [7, 8, 9]);
  assert.equal(sheet.totals.tracked, 1895);
});

test('account, task and week groups; entries under each group in sheet order', () => {
  const sheet = buildSheet(
    request({
      entries: [
        entry({ id: 1, date: '2026-11-23', taskId: null, taskName: '' }),
        entry({ id: 2, date: '2026-11-22', start: '10:00:00' }),
        entry({ id: 3, date: '2026-11-22', start: '08:00:00', account: 'home' }),
      ],
      groupBy: ['week', 'account', 'task'],
      weekStartsOn: 1,
    }),
  );
  assert.deepEqual(
    sheet.groups.map((w) => [w.label, w.entries.map((e) => e.id), w.groups.map((a) => [a.label, a.groups.map((t) => t.label)])]),
    [
      ['Week of 2026-11-16', [3, 2], [['home', ['Design']], ['studio', ['Design']]]],
      ['Week of 2026-11-23', [1], [['studio', ['No task']]]],
    ],
  );
  assert.deepEqual(groupEntries([], ['day'], { weekStartsOn: 1, currencies: new Map(), nameAccounts: false }), []);
});

test('names are ordered alphabetically, then by account; dates by date whatever their names', () => {
  const sheet = buildSheet(
    request({
      entries: [
        entry({ id: 1, projectId: 1, projectName: 'b' }),
        entry({ id: 2, projectId: 2, projectName: 'a' }),
        entry({ id: 3, projectId: 3, projectName: 'a', account: 'alpha' }),
      ],
      groupBy: ['project'],
    }),
  );
  assert.deepEqual(sheet.groups.map((g) => [g.label, g.key]), [
    ['a (alpha)', 'alpha\u00003'],
    ['a (studio)', 'studio\u00002'],
    ['b (studio)', 'studio\u00001'],
  ]);
  const one = buildSheet(request({ entries: [entry({ projectName: 'b', customerId: null, taskId: null })], groupBy: ['customer', 'project', 'task'] }));
  assert.deepEqual([one.groups[0]!.label, one.groups[0]!.groups[0]!.label, one.groups[0]!.groups[0]!.groups[0]!.label], ['No customer', 'b', 'No task']);
});

test('with several accounts, names say their account, except below an account group', () => {
  const entries = [entry({ taskId: null }), entry({ account: 'home' })];
  const labels = (groupBy: GroupLevel[]): unknown => {
    const walk = (g: SheetGroup): unknown => [g.label, g.groups.map(walk)];
    return buildSheet(request({ entries, groupBy })).groups.map(walk);
  };
  assert.deepEqual(labels(['task', 'account']), [
    ['Design (home)', [['home', []]]],
    ['No task (studio)', [['studio', []]]],
  ]);
  assert.deepEqual(labels(['account', 'customer', 'task']), [
    ['home', [['Acme', [['Design', []]]]]],
    ['studio', [['Acme', [['No task', []]]]]],
  ]);
});

test('rounding comes after the filter: a day total rounds what the sheet hands over', () => {
  const dayUp: RuleBook = { account: { scope: 'day', direction: 'up', to: 15, minimum: null }, customers: new Map(), projects: new Map() };
  const sheet = buildSheet(
    request({
      entries: [entry({ tracked: 600, projectId: 10 }), entry({ tracked: 600, projectId: 11 })],
      filters: new Map([['studio', { projectIds: [10] }]]),
      rules: new Map([['studio', dayUp]]),
    }),
  );
  assert.deepEqual([sheet.totals.tracked, sheet.totals.billed], [600, 900]);
  assert.deepEqual(sheet.groups, []);
});

const level = fc.constantFrom(...GROUP_LEVELS);
const anyEntry = fc
  .record({
    account: fc.constantFrom('studio', 'home'),
    date: fc.constantFrom('2026-11-15', '2026-11-16', '2026-11-22', '2026-11-23'),
    customerId: fc.option(fc.integer({ min: 1, max: 3 })),
    projectId: fc.integer({ min: 1, max: 4 }),
    taskId: fc.option(fc.integer({ min: 1, max: 3 })),
    tracked: fc.integer({ min: 0, max: 20_000 }),
    amountCents: fc.option(fc.integer({ min: 0, max: 100_000 })),
  })
  .map((f) => entry({ ...f, customerName: `c${f.customerId}`, projectName: `p${f.projectId}`, taskName: `t${f.taskId}` }));

test('property: whatever the nesting, each level of groups adds up to the sheet totals and holds every entry once', () => {
  const rules = new Map<string, RuleBook>([
    ['studio', { account: { scope: 'day', direction: 'nearest', to: 15, minimum: 5 }, customers: new Map(), projects: new Map([[1, { scope: 'entry', direction: 'up', to: 6, minimum: null }]]) }],
  ]);
  fc.assert(
    fc.property(fc.array(anyEntry, { maxLength: 30 }), fc.uniqueArray(level, { maxLength: 4 }), fc.integer({ min: 0, max: 6 }), (entries, groupBy, weekStartsOn) => {
      const sheet = buildSheet(request({ entries, groupBy, rules, weekStartsOn, currencies: new Map([['studio', 'EUR']]) }));
      const check = (groups: readonly SheetGroup[], whole: { tracked: number; billed: number; entries: number; amounts: readonly unknown[] }, depth: number): void => {
        if (depth === groupBy.length) return assert.equal(groups.length, 0);
        assert.equal(groups.reduce((s, g) => s + g.totals.tracked, 0), whole.tracked);
        assert.equal(groups.reduce((s, g) => s + g.totals.billed, 0), whole.billed);
        assert.equal(groups.reduce((s, g) => s + g.entries.length, 0), whole.entries);
        const cents = (amounts: readonly unknown[]): number => (amounts as { cents: number }[]).reduce((s, a) => s + a.cents, 0);
        assert.equal(groups.reduce((s, g) => s + cents(g.totals.amounts), 0), cents(whole.amounts));
        assert.equal(new Set(groups.map((g) => g.key)).size, groups.length);
        for (const g of groups) check(g.groups, g.totals, depth + 1);
      };
      check(sheet.groups, sheet.totals, 0);
      assert.equal(sheet.totals.tracked, entries.reduce((s, e) => s + e.tracked, 0));
      assert.equal(sheet.entries.length, entries.length);
    }),
  );
});

test('property: a level that is asked for is the level of every group at that depth', () => {
  fc.assert(
    fc.property(fc.array(anyEntry, { minLength: 1, maxLength: 10 }), fc.uniqueArray(level, { minLength: 1, maxLength: 3 }), (entries, groupBy: GroupLevel[]) => {
      let groups: readonly SheetGroup[] = buildSheet(request({ entries, groupBy })).groups;
      for (const l of groupBy) {
        assert.ok(groups.length > 0 && groups.every((g) => g.level === l));
        groups = groups.flatMap((g) => g.groups);
      }
    }),
  );
});
