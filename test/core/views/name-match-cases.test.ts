// Names typed outside the window at the edges of each step: spaces around and inside a name,
// a name written without its space, the customer's form of a name found by beginning or by a
// loose match, and as many loose matches as the person is told about.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { matchName, sameName, MATCHES_SHOWN } from '../../../main/core/views/name-match.ts';

interface P {
  readonly name: string;
  readonly customer?: string;
}
const names = (p: P): string[] => (p.customer ? [p.name, `${p.name} (${p.customer})`] : [p.name]);
const ACME: P = { name: 'Website', customer: 'Acme' };
const GLOBEX: P = { name: 'Website', customer: 'Globex' };
const REDESIGN: P = { name: 'Website Redesign' };
const PROJECTS: P[] = [ACME, GLOBEX, REDESIGN, { name: 'Mobile App' }];

test('spaces around a name and runs of spaces inside it do not count; a missing space does', () => {
  assert.equal(sameName('Mobile   App', ' mobile app '), true);
  assert.equal(sameName('Mobile App', 'MobileApp'), false);
  // A trailing space is no part of the name: the two Websites, not every name that begins "Website ".
  assert.deepEqual(matchName(PROJECTS, 'Website ', names), { kind: 'many', items: [ACME, GLOBEX] });
});

test("a name found by the beginning of its customer's form", () => {
  assert.deepEqual(matchName(PROJECTS, 'website (glo', names), { kind: 'one', item: GLOBEX });
});

test("a loose match on the customer's form of a name", () => {
  assert.deepEqual(matchName(PROJECTS, 'globe', names), { kind: 'one', item: GLOBEX });
});

test('as many loose matches as are said back', () => {
  const lots = Array.from({ length: 8 }, (_, i) => ({ name: `Team ${i} budget` }));
  const m = matchName(lots, 'budget', (p) => [p.name]);
  assert.equal(m.kind, 'many');
  assert.equal(m.kind === 'many' && m.items.length, MATCHES_SHOWN);
});
