// The window's billed figure of a day against the core's (timesheets/day-billed.ts), for any
// rules and entries: the copy the window ticks with bills what the export bills.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { ROUNDING_STEPS } from '../../../main/core/timesheets/rounding-rule.ts';
import { readRuleBook } from '../../../main/core/timesheets/rounding-rule.ts';
import { billedDays } from '../../../main/core/timesheets/day-billed.ts';
import { roundingView } from '../../../main/core/accounts/timesheets-view.ts';
import { billedSeconds } from '../../../renderer/today/billed.ts';
import { dayBilling } from '../../../renderer/today/day-billing.ts';
import type { EntryView, TimesheetsView } from '../../../main/core/snapshot.ts';

const ruleArb = fc.record({
  scope: fc.constantFrom('entry', 'day'),
  direction: fc.constantFrom('up', 'down', 'nearest'),
  to: fc.constantFrom(...ROUNDING_STEPS),
  minimum: fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }),
});

test('billed as the core bills the day, for any rule book and entries', () => {
  fc.assert(
    fc.property(
      fc.array(fc.record({ projectId: fc.integer({ min: 1, max: 3 }), customerId: fc.option(fc.integer({ min: 1, max: 2 }), { nil: null }), seconds: fc.integer({ min: 0, max: 20_000 }) }), { maxLength: 10 }),
      fc.record({ account: fc.option(ruleArb, { nil: null }), customers: fc.dictionary(fc.constantFrom('1', '2'), ruleArb), projects: fc.dictionary(fc.constantFrom('1', '3'), ruleArb) }),
      (entries, stored) => {
        const book = readRuleBook(stored, 'Studio');
        assert.ok(book.ok);
        const core = billedDays(entries.map((e) => ({ date: '2026-11-27', ...e })), book.value)[0];
        assert.equal(billedSeconds(entries, roundingView(stored, 'Studio', [])), core?.billed ?? 0);
      },
    ),
  );
});

const entry = (over: Partial<EntryView>): EntryView => ({
  key: 'e1', id: 1, date: '2026-11-27', projectId: 1, projectName: 'Web', customerName: null, taskId: null, taskName: null,
  description: '', timeStart: '09:00:00', timeEnd: '10:00:00', totalSeconds: 452 * 60, runningSince: null, locked: false, pending: false, ...over,
});

test("a day's figure: the words of the rules that changed it only; an unreadable book gives no billed figure, and says whose", () => {
  const view = (rounding: unknown): TimesheetsView => ({ accounts: [{ key: 'main', name: 'Demo', currency: null, rounding: roundingView(rounding, 'Demo', [{ id: 2, name: 'Internal', customerName: null, requiredTask: false, active: true }]), amounts: { todayCents: 0, weekCents: 0, notCounted: 0 } }] });
  const rules = { account: { scope: 'entry', direction: 'up', to: 15 }, projects: { 2: { scope: 'day', direction: 'down', to: 30 } } };
  const shown = [{ entry: entry({}), other: null }];
  const billing = dayBilling({ shown, secondsOf: (e) => e.totalSeconds, timesheets: view(rules), ownKey: null, projects: [] });
  assert.deepEqual(billing, { tracked: 27_120, billed: 27_900, words: ['Each entry rounded up to 15 minutes'], unreadable: [] });
  const bad = dayBilling({ shown, secondsOf: (e) => e.totalSeconds, timesheets: view({ account: { scope: 'week', direction: 'up', to: 15 } }), ownKey: null, projects: [] });
  assert.deepEqual({ billed: bad.billed, unreadable: bad.unreadable }, { billed: null, unreadable: ['Demo'] });
});
