// An account's timesheet settings (issue 70) and the person's "Decimal hours". The rounding
// rules are kept exactly as stored: a value this version cannot read must reach the timesheet
// core, which refuses the export in words, and never read as its default (no rounding).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSettingsWithReport, updateSettings } from '../../../main/core/settings/settings.ts';
import { MemorySettingsStore } from '../../../main/platform/node/memory-settings-store.ts';

const ID = 'install-0001';
const load = (stored: unknown) => loadSettingsWithReport(new MemorySettingsStore(stored), () => ID);

test('by default: no currency, no rounding, durations on the clock', () => {
  const { settings } = load({ version: 2, installId: ID });
  assert.deepEqual(settings.timesheets, { currency: null, rounding: null });
  assert.equal(settings.display.decimalHours, false);
});

test('a stored rule book this version cannot read is kept as stored, for the export to refuse in words, never read as no rounding', () => {
  for (const rounding of ['15up', 7, [1], { account: { scope: 'week', direction: 'up', to: 15 } }]) {
    const { settings, fallbacks } = load({ version: 2, installId: ID, timesheets: { rounding } });
    assert.deepEqual(settings.timesheets.rounding, rounding);
    assert.deepEqual(fallbacks, {});
  }
});

test('a patch sets a currency and a rule book; a currency that is not a code, or rules that are not a book, are refused in words and nothing is written', () => {
  const store = new MemorySettingsStore({ version: 2, installId: ID });
  const { settings } = loadSettingsWithReport(store, () => ID);
  const book = { account: { scope: 'day', direction: 'up', to: 15 }, projects: { 12: { scope: 'entry', direction: 'nearest', to: 6 } } };
  const r = updateSettings(store, settings, { timesheets: { currency: 'EUR', rounding: book }, display: { decimalHours: true } });
  assert.ok(r.ok);
  assert.deepEqual(r.settings.timesheets, { currency: 'EUR', rounding: book });
  assert.equal(r.settings.display.decimalHours, true);
  assert.deepEqual(updateSettings(store, r.settings, { timesheets: { currency: '€' } }), {
    ok: false,
    errors: { 'timesheets.currency': 'must be a currency code of three capital letters, such as EUR or USD, or null (none named)' },
  });
  assert.deepEqual(updateSettings(store, r.settings, { timesheets: { rounding: '15up' } }), {
    ok: false,
    errors: { 'timesheets.rounding': 'must be the rounding rules: an object with account, customers and projects, or null (no rounding)' },
  });
  assert.deepEqual(loadSettingsWithReport(store, () => ID).settings.timesheets, { currency: 'EUR', rounding: book });
});

test('a stored currency that is not a code is said, not dropped silently: amounts would show without it', () => {
  const { settings, problems } = load({ version: 2, installId: ID, timesheets: { currency: 'euros' } });
  assert.equal(settings.timesheets.currency, null);
  assert.deepEqual(problems.map((p) => p.field), ['timesheets.currency']);
  assert.match(problems[0]!.message, /^'Timesheets: Currency' could not be read as stored/);
});
