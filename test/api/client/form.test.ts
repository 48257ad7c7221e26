import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { encodeForm, encodeValue } from '../../../main/api/form.ts';

describe('form encoding', () => {
  test('scalars, booleans as 1/0, undefined omitted, null empty', () => {
    assert.equal(
      encodeForm({ name: 'Ada & co', active: 1, is_billable: true, template: false, description: undefined, observation: null }),
      'name=Ada%20%26%20co&active=1&is_billable=1&template=0&observation=',
    );
  });
  test('arrays become one comma-separated value; empty array an empty value', () => {
    assert.equal(encodeForm({ work_days: [1, 2, 3] }), 'work_days=1%2C2%2C3');
    assert.equal(decodeURIComponent(encodeForm({ id: ['a', 'b'] })), 'id=a,b');
    assert.equal(encodeForm({ assigned_team_ids: [] }), 'assigned_team_ids=');
    assert.equal(encodeValue('x', [true, false]), '1,0');
  });
  test('round-trips through URLSearchParams', () => {
    const s = encodeForm({ time_start: '09:00:00', description: 'a+b=c?d/é' });
    const p = new URLSearchParams(s);
    assert.equal(p.get('time_start'), '09:00:00');
    assert.equal(p.get('description'), 'a+b=c?d/é');
  });
  test('numbers and bigints as decimals; nothing for no fields', () => {
    assert.equal(encodeForm({ rate: 12.5, n: 10n }), 'rate=12.5&n=10');
    assert.equal(encodeForm({}), '');
    assert.equal(encodeForm(undefined), '');
  });
  test('objects and non-finite numbers are programming errors', () => {
    assert.throws(() => encodeForm({ x: { a: 1 } }), TypeError);
    assert.throws(() => encodeForm({ x: NaN }), TypeError);
    assert.throws(() => encodeForm({ x: [1, { a: 1 }] }), TypeError);
  });
});
