// Rounding rules read from a settings value (issue 70, item 3): refused with words, never "no rounding".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { NO_RULES, readRoundingRule, readRuleBook } from '../../../main/core/timesheets/rounding-rule.ts';

const W = 'The rounding rule for project 12';

test('a whole rule is read; the minimum is optional', () => {
  assert.deepEqual(readRoundingRule({ scope: 'entry', direction: 'up', to: 15 }, W), {
    ok: true,
    value: { scope: 'entry', direction: 'up', to: 15, minimum: null },
  });
  assert.deepEqual(readRoundingRule({ scope: 'day', direction: 'nearest', to: 6, minimum: 5 }, W), {
    ok: true,
    value: { scope: 'day', direction: 'nearest', to: 6, minimum: 5 },
  });
  assert.deepEqual(readRoundingRule({ scope: 'day', direction: 'down', to: 1, minimum: null }, W), {
    ok: true,
    value: { scope: 'day', direction: 'down', to: 1, minimum: null },
  });
  for (const to of [1, 5, 6, 10, 15, 30]) assert.equal(readRoundingRule({ scope: 'entry', direction: 'up', to }, W).ok, true);
  for (const minimum of [1, 1440]) assert.equal(readRoundingRule({ scope: 'entry', direction: 'up', to: 5, minimum }, W).ok, true);
});

test('each bad field is named, with what to write instead', () => {
  assert.deepEqual(readRoundingRule({ scope: 'week', direction: 'sideways', to: 7, minimum: 0, extra: 1 }, W), {
    ok: false,
    problems: [
      `${W}: "extra" is not a field of a rounding rule (scope, direction, to, minimum); remove it or fix its name.`,
      `${W}: scope should be "entry" (each entry) or "day" (the day's total), not "week".`,
      `${W}: direction should be "up", "down" or "nearest", not "sideways".`,
      `${W}: to should be 1, 5, 6, 10, 15 or 30 minutes, not 7.`,
      `${W}: minimum should be a whole number of minutes from 1 to 1440, or left out, not 0.`,
    ],
  });
  assert.deepEqual(readRoundingRule({}, W), {
    ok: false,
    problems: [
      `${W}: scope should be "entry" (each entry) or "day" (the day's total), not missing.`,
      `${W}: direction should be "up", "down" or "nearest", not missing.`,
      `${W}: to should be 1, 5, 6, 10, 15 or 30 minutes, not missing.`,
    ],
  });
  for (const minimum of [1441, 2.5, '5', -1, true]) {
    const read = readRoundingRule({ scope: 'entry', direction: 'up', to: 15, minimum }, W);
    assert.equal(read.ok, false, String(minimum));
  }
  for (const to of ['15', 15.5, 0, 60, null]) assert.equal(readRoundingRule({ scope: 'entry', direction: 'up', to }, W).ok, false);
  for (const scope of [1, null, 'Entry']) assert.equal(readRoundingRule({ scope, direction: 'up', to: 15 }, W).ok, false);
  for (const direction of [0, 'Up']) assert.equal(readRoundingRule({ scope: 'entry', direction, to: 15 }, W).ok, false);
});

test('a value that is not an object is refused, never taken as no rounding', () => {
  for (const value of [null, undefined, '15up', 15, [], true]) {
    const read = readRoundingRule(value, W);
    assert.equal(read.ok, false);
    assert.match(read.ok ? '' : read.problems[0]!, /^The rounding rule for project 12 is unreadable: it should be an object/);
  }
  assert.deepEqual(readRoundingRule('15up', W), {
    ok: false,
    problems: [`${W} is unreadable: it should be an object with scope, direction and to (it is "15up").`],
  });
});

const up15 = { scope: 'entry', direction: 'up', to: 15 };

test('a rule book: the account rule, customers and projects by id; nothing set is no rules', () => {
  const none = { account: null, customers: new Map(), projects: new Map() };
  assert.deepEqual(NO_RULES, none);
  assert.deepEqual(readRuleBook(undefined, 'studio'), { ok: true, value: none });
  assert.deepEqual(readRuleBook(null, 'studio'), { ok: true, value: none });
  assert.deepEqual(readRuleBook({ projects: { 5: up15 } }, 'studio'), {
    ok: true,
    value: { account: null, customers: new Map(), projects: new Map([[5, { ...up15, minimum: null }]]) },
  });
  const read = readRuleBook({ account: up15, customers: { 3: { ...up15, to: 30 } }, projects: { '12': { ...up15, scope: 'day' } } }, 'studio');
  assert.ok(read.ok);
  assert.deepEqual(read.value.account, { ...up15, minimum: null });
  assert.deepEqual([...read.value.customers], [[3, { ...up15, to: 30, minimum: null }]]);
  assert.deepEqual([...read.value.projects], [[12, { ...up15, scope: 'day', minimum: null }]]);
  const empty = readRuleBook({ account: null, customers: null }, 'studio');
  assert.deepEqual(empty, { ok: true, value: { account: null, customers: new Map(), projects: new Map() } });
});

test('one bad rule refuses the whole book, every problem said with its place', () => {
  const read = readRuleBook(
    { account: { ...up15, to: 20 }, customers: { x: up15, 4: 'up' }, projects: [up15], teams: {} },
    'studio',
  );
  assert.deepEqual(read, {
    ok: false,
    problems: [
      'The rounding rules of account studio: "teams" is not account, customers or projects; remove it or fix its name.',
      'The rounding rule for account studio: to should be 1, 5, 6, 10, 15 or 30 minutes, not 20.',
      'The rounding rule for customer 4 of account studio is unreadable: it should be an object with scope, direction and to (it is "up").',
      'The customer rounding rules of account studio: "x" is not a customer id (a whole number).',
      'The project rounding rules of account studio are unreadable: they should be an object from project id to rule (they are [{"scope":"entry","direction":"up","to":15}]).',
    ],
  });
  assert.deepEqual(readRuleBook('15up', 'studio'), {
    ok: false,
    problems: ['The rounding rules of account studio are unreadable: they should be an object (they are "15up").'],
  });
  assert.equal(readRuleBook([], 'studio').ok, false);
  assert.equal(readRuleBook({ projects: { '012': up15 } }, 'studio').ok, false);
  assert.equal(readRuleBook({ projects: { '0': up15 } }, 'studio').ok, false);
  assert.equal(readRuleBook({ projects: { '12x': up15 } }, 'studio').ok, false);
});
