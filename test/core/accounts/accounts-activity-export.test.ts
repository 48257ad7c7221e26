// The record to take away (issue 73, item 4) and the rules as a file (item 3), through the
// person's facade on the manual clock: any range of the record as CSV or JSON with the
// exclusions and rewrites as they stand now applied again (a window excluded after it was
// recorded is not handed over); the rules exported and imported, each imported rule checked and a bad one named with why, the rest kept.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from 'csv-parse/sync';
import { AccountsHarness } from '../support/accounts-harness.ts';
import { PROJECT } from '../support/engine-harness.ts';
import { personStint } from '../../../main/core/accounts/person-stint.ts';
import type { PersonStint } from '../../../main/core/stint-api.ts';

let h: AccountsHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** Monday 10:00: Figma 20 min, Slack 10 min, a bank 10 min; Tuesday 10:00: "=cmd() — Terminal" 5 min. */
async function twoDays(): Promise<PersonStint> {
  h = await AccountsHarness.start('2026-03-09T10:00:00Z');
  await h.signInFirst();
  assert.deepEqual(await personStint(h.hub).setActivityRecording(true), { ok: true });
  for (const [app, title, minutes] of [['Figma', 'Homepage — Acme', 20], ['Slack', 'Acme — #general', 10], ['Firefox', 'My Bank — Accounts', 10]] as const) {
    h.activity.focus(app, title);
    await h.advance(minutes * 60_000, 15_000);
  }
  h.activity.focus(null);
  await h.advance(60_000, 15_000);
  // The night: Stint quits and starts again at 10:00 the next morning.
  const p = personStint(await h.restartAfter(24 * 3600_000 - 41 * 60_000));
  h.activity.focus('Terminal', '=cmd() — Terminal');
  await h.advance(5 * 60_000, 60_000);
  h.activity.focus(null);
  await h.advance(60_000, 15_000);
  return p;
}

test('a range as CSV: one row a stretch, local times with their offset, exclusions and rewrites as they stand now, a formula neutralised', async () => {
  const p = await twoDays();
  assert.equal((await p.updateSettings({ activity: { excludedApps: ['Slack'], excludedTitles: ['*bank*'], rewrites: [{ pattern: '* — Acme', replacement: 'Acme: {1}' }] } })).ok, true);
  const r = await p.exportActivity({ from: '2026-03-09', to: '2026-03-10', format: 'csv' });
  assert.ok(r.ok && r.content !== undefined, JSON.stringify(r));
  assert.equal(r.rows, 2);
  const rows = parse(r.content, { columns: true }) as Record<string, string>[];
  assert.deepEqual(rows, [
    { date: '2026-03-09', start: '2026-03-09T10:00:00+00:00', end: '2026-03-09T10:20:00+00:00', seconds: '1200', app: 'Figma', title: 'Acme: Homepage', address: '' },
    { date: '2026-03-10', start: '2026-03-10T10:00:00+00:00', end: '2026-03-10T10:05:00+00:00', seconds: '300', app: 'Terminal', title: "'=cmd() — Terminal", address: '' },
  ]);
  assert.ok(!r.content.includes('Slack') && !r.content.toLowerCase().includes('bank'), 'what is excluded now is not handed over');
  const one = await p.exportActivity({ from: '2026-03-10', to: '2026-03-10', format: 'json' });
  assert.ok(one.ok && one.content);
  const json = JSON.parse(one.content) as { stint: string; from: string; stretches: { app: string; title: string; seconds: number }[] };
  assert.equal(json.stint, 'activity-record');
  assert.deepEqual(json.stretches.map((s) => [s.app, s.title, s.seconds]), [['Terminal', '=cmd() — Terminal', 300]], 'JSON keeps the text as it is: no spreadsheet runs it');
});

test('a range refused in words: a date not a date, the end before the start', async () => {
  const p = await twoDays();
  const bad = await p.exportActivity({ from: '2026-02-30', to: '2026-03-10', format: 'csv' });
  assert.ok(!bad.ok && bad.message === 'Give the dates as YYYY-MM-DD, such as 2026-03-09.', JSON.stringify(bad));
  const back = await p.exportActivity({ from: '2026-03-10', to: '2026-03-09', format: 'json' });
  assert.ok(!back.ok && /ends \(2026-03-09\) before it begins/.test(back.message));
});

test('the rules exported and imported: each checked, a bad one named by its place with why, the rest kept', async () => {
  const p = await twoDays();
  assert.equal((await p.addActivityRule({ app: 'Figma', projectId: PROJECT.website, description: 'Design' })).ok, true);
  assert.equal((await p.addActivityRule({ anyWords: 'invoice receipt', domain: 'https://www.bank.example/login', projectId: PROJECT.support })).ok, true);
  const out = await p.exportActivityRules();
  assert.ok(out.ok && out.content && out.count === 2);
  const file = JSON.parse(out.content) as { rules: Record<string, unknown>[] };
  assert.deepEqual(file.rules.map((r) => r.match), [{ app: null, title: null, anyWords: ['invoice', 'receipt'], domain: 'bank.example' }, { app: 'Figma', title: null }]);
  for (const r of [...p.snapshot().activity!.rules]) assert.equal((await p.removeActivityRule(r.id)).ok, true);
  const bad = [
    { match: { app: null, title: null, regex: '(a)\\1' }, account: { key: 'main', name: null }, projectId: PROJECT.website, taskId: null, description: null },
    { match: { app: 'Mail', title: null }, account: { key: 'x', name: 'Elsewhere Ltd' }, projectId: PROJECT.website, taskId: null, description: null },
    { match: { app: 'Mail', title: null }, account: { key: 'main', name: null }, projectId: 999_999, taskId: null, description: null },
  ];
  const r = await p.importActivityRules(JSON.stringify({ ...file, rules: [...file.rules, ...bad] }));
  assert.ok(r.ok, JSON.stringify(r));
  assert.equal(r.added, 2);
  assert.deepEqual(r.refused?.map((x) => x.n), [3, 4, 5]);
  assert.match(r.refused![0]!.why, /regular expression .*backreferences/);
  assert.equal(r.refused![1]!.why, 'Its account “Elsewhere Ltd” is not on this computer: add it first, or change the account in the file.');
  assert.match(r.refused![2]!.why, /^Project 999999 is not among .*active projects\.$/);
  assert.deepEqual(p.snapshot().activity!.rules.map((x) => [x.match.app, x.match.domain ?? null, x.projectId, x.description]), [[null, 'bank.example', PROJECT.support, null], ['Figma', null, PROJECT.website, 'Design']], 'in the file\'s order');
  const again = await p.importActivityRules(out.content);
  assert.ok(again.ok && again.added === 0 && again.changed === 2, 'the same rules again change nothing new');
  assert.equal(p.snapshot().activity!.rules.length, 2);
  const notJson = await p.importActivityRules('{rules');
  assert.ok(!notJson.ok && /not JSON/.test(notJson.message));
});
