// An account's own timesheet settings set from the window (issue 70): through the person's facade
// on the account's own channel, into that account alone (the first account's, which holds the
// person's settings, untouched); a rule book this version cannot read refused in words with
// nothing saved; the snapshot says each account's rules in words, and unreadable stored rules as
// such (never as "no rounding").
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { AccountsHarness } from '../support/accounts-harness.ts';
import { personStint } from '../../../main/core/accounts/person-stint.ts';

let h: AccountsHarness;
let studio: string;

before(async () => {
  h = await AccountsHarness.start();
  studio = await h.acmeAndStudio();
});

after(() => h?.close());

const view = (key: string) => personStint(h.hub).snapshot().timesheets!.accounts.find((a) => a.key === key)!;

test("Studio's currency and rules go to Studio alone, and read back in words", async () => {
  const person = personStint(h.hub);
  const rounding = { account: { scope: 'entry', direction: 'up', to: 15 }, projects: { 7: { scope: 'day', direction: 'nearest', to: 6, minimum: 5 } } };
  assert.deepEqual(await person.setAccountTimesheets({ accountKey: studio, currency: 'USD', rounding }), { ok: true });
  assert.deepEqual(h.hub.account(studio)!.snapshot().settings.timesheets, { currency: 'USD', rounding });
  assert.deepEqual(h.hub.account('main')!.snapshot().settings.timesheets, { currency: null, rounding: null }, 'the first account (the person’s settings) untouched');
  const v = view(studio);
  assert.equal(v.currency, 'USD');
  assert.equal(v.rounding.state, 'rules');
  assert.deepEqual(v.rounding.state === 'rules' && v.rounding.words, ['Each entry rounded up to 15 minutes', "Project 7: the day's total rounded to the nearest 6 minutes, each entry at least 5 minutes"]);
  // The currency alone changes; the rules stay.
  assert.deepEqual(await person.setAccountTimesheets({ accountKey: studio, currency: null }), { ok: true });
  assert.deepEqual(h.hub.account(studio)!.snapshot().settings.timesheets, { currency: null, rounding });
});

test('a rule book that cannot be read is refused in words, nothing saved; an unknown account too', async () => {
  const person = personStint(h.hub);
  const before = h.hub.account(studio)!.snapshot().settings.timesheets;
  const r = await person.setAccountTimesheets({ accountKey: studio, rounding: { account: { scope: 'week', direction: 'up', to: 7 } } });
  assert.equal(r.ok, false);
  assert.match(!r.ok ? r.message : '', /The rounding rules were not saved: .*scope should be "entry" \(each entry\) or "day".*to should be 1, 5, 6, 10, 15 or 30 minutes, not 7/);
  assert.deepEqual(h.hub.account(studio)!.snapshot().settings.timesheets, before);
  assert.equal((await person.setAccountTimesheets({ accountKey: 'nosuch1', currency: 'EUR' })).ok, false);
});

test('rules stored in a form this version cannot read are said as unreadable, with the problem, never as none', async () => {
  // As a newer version (or a hand-edited file) could have stored them: through the account's own facade.
  assert.equal((await h.hub.account('main')!.updateSettings({ timesheets: { currency: 'EUR', rounding: { account: { scope: 'entry', direction: 'sideways', to: 15 } } } })).ok, true);
  const v = view('main');
  assert.equal(v.rounding.state, 'unreadable');
  assert.match(v.rounding.state === 'unreadable' ? v.rounding.problems.join(' ') : '', /direction should be "up", "down" or "nearest", not "sideways"/);
});
