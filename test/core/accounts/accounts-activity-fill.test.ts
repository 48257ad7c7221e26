// Fills from the person's activity record on the manual clock against the simulator (issue
// 62, item 5): a gap offers "Fill with <what was done>", the work is picked once and
// remembered as a rule, or learned from an entry the person booked; "Fill the day from
// activity" is previewed first, then fills what has its work; a fill made offline is queued
// and reaches the service once. Working hours 09:00-17:00; today is 10 March 2026 (UTC).
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { AccountsHarness } from '../support/accounts-harness.ts';
import { DEMO_ACCOUNT, PROJECT } from '../support/engine-harness.ts';
import { personStint } from '../../../main/core/accounts/person-stint.ts';
import type { PersonStint } from '../../../main/core/stint-api.ts';

let h: AccountsHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const hhmm = (ms: number) => new Date(ms).toISOString().slice(11, 16);
const held = (description: string): [string, number, number][] =>
  h!.serviceEntries(DEMO_ACCOUNT, (e) => e.description === description).map((e) => [e.date_execution, e.time_start, e.time_total]);
const offers = (p: PersonStint) => (p.snapshot().activity?.fills ?? []).map((f) => [f.label, f.parts.map((x) => `${hhmm(x.start)}-${hhmm(x.end)}`).join(','), f.work?.projectId ?? null]);

/** Signed in at 10:00 with the record on; 10:00-10:30 in Figma, 10:30-10:40 in Slack, 10:40-11:00 in Figma again; then the person stops for lunch (nothing in focus). */
async function morning(): Promise<PersonStint> {
  h = await AccountsHarness.start();
  await h.signInFirst();
  const p = personStint(h.hub);
  assert.deepEqual(await p.setActivityRecording(true), { ok: true });
  h.activity.focus('Figma', 'Homepage — Acme');
  await h.advance(30 * 60_000, 15_000);
  h.activity.focus('Slack', 'Acme — #general');
  await h.advance(10 * 60_000, 15_000);
  h.activity.focus('Figma', 'Homepage — Acme');
  await h.advance(20 * 60_000, 15_000);
  h.activity.focus(null);
  await h.advance(60_000, 15_000);
  return p;
}

test("the day's activity grouped by application and title, the longest first; the gap offers \"Fill with\" what was done in it", async () => {
  const p = await morning();
  const a = p.snapshot().activity!;
  assert.equal(a.state, 'on');
  assert.deepEqual(a.today.apps.map((x) => [x.app, x.seconds, x.titles.map((t) => [t.title, t.seconds])]), [
    ['Figma', 3000, [['Homepage — Acme', 3000]]],
    ['Slack', 600, [['Acme — #general', 600]]],
  ]);
  assert.deepEqual(offers(p), [['Homepage — Acme', '10:00-11:00', null]], 'the gap 09:00-11:01 offers the hour at the computer, named for the window most of it went to');
  assert.deepEqual(a.fills[0]!.done.map((x) => x.app), ['Figma', 'Slack'], 'what was done inside the gap');
});

test('a fill from activity needs its work once; remembered, the rule books the next gap of the same window', async () => {
  const p = await morning();
  const gap = p.snapshot().activity!.fills[0]!;
  const without = await p.fillFromActivity({ date: gap.date, gapStart: gap.gap.start });
  assert.ok(!without.ok && without.fields.project !== undefined, 'the project is asked for');
  assert.deepEqual(await p.fillFromActivity({ date: gap.date, gapStart: gap.gap.start, projectId: PROJECT.website, description: 'Homepage design', remember: 'title' }), { ok: true });
  await h!.settle();
  assert.deepEqual(held('Homepage design'), [['2026-03-10', 10 * 3600, 3600]]);
  assert.deepEqual(p.snapshot().activity!.rules.map((r) => [r.match.title, r.projectId, r.description]), [['Homepage — Acme', PROJECT.website, 'Homepage design']]);
  // After lunch: 13:00-13:45 in the same window.
  await h!.advance(2 * 3600_000 - 60_000, 60_000);
  h!.activity.focus('Figma', 'Homepage — Acme');
  await h!.advance(45 * 60_000, 15_000);
  h!.activity.focus(null);
  await h!.advance(60_000, 15_000);
  assert.deepEqual(offers(p), [['Homepage design', '13:00-13:45', PROJECT.website]], 'the rule gives the work');
  const preview = await p.previewActivityFills('2026-03-10');
  assert.deepEqual(preview.fills?.map((f) => [f.label, f.work?.projectId]), [['Homepage design', PROJECT.website]], 'the preview sends nothing');
  assert.deepEqual(held('Homepage design').length, 1);
  assert.deepEqual(await p.fillDayFromActivity('2026-03-10'), { ok: true, filled: 1 });
  await h!.settle();
  assert.deepEqual(held('Homepage design'), [['2026-03-10', 10 * 3600, 3600], ['2026-03-10', 13 * 3600, 45 * 60]]);
  assert.deepEqual(offers(p), [], 'nothing left to fill: never over an entry');
});

test('a fill from activity made offline is queued, shown at once, and reaches the service once', async () => {
  const p = await morning();
  const gap = p.snapshot().activity!.fills[0]!;
  h!.offline = true;
  assert.deepEqual(await p.fillFromActivity({ date: gap.date, gapStart: gap.gap.start, projectId: PROJECT.support }), { ok: true });
  assert.ok(p.snapshot().todayEntries.some((e) => e.description === 'Homepage — Acme' && e.pending), 'shown at once, waiting');
  await h!.advance(5 * 60_000, 30_000);
  assert.deepEqual(held('Homepage — Acme'), []);
  h!.offline = false;
  await h!.advance(5 * 60_000, 30_000);
  await h!.settle();
  assert.deepEqual(held('Homepage — Acme'), [['2026-03-10', 10 * 3600, 3600]], 'once');
});

test('a rule learned from a booking: "always book Homepage — Acme to Website" in one call, and the next gap of that window offers it', async () => {
  const p = await morning();
  const gap = p.snapshot().activity!.fills[0]!;
  assert.equal((await p.fillGap({ start: gap.parts[0]!.start, end: gap.parts[0]!.end, projectId: PROJECT.website, taskId: null, description: 'Acme homepage' })).ok, true);
  await h!.settle();
  const entry = p.snapshot().todayEntries.find((e) => e.description === 'Acme homepage')!;
  const learned = await p.learnActivityRule({ entryKey: entry.key, by: 'title' });
  assert.ok(learned.ok && learned.rule, JSON.stringify(learned));
  assert.deepEqual([learned.rule.match, learned.rule.projectId, learned.rule.description], [{ app: null, title: 'Homepage — Acme' }, PROJECT.website, 'Acme homepage']);
  await h!.advance(2 * 3600_000, 60_000);
  h!.activity.focus('Figma', 'Homepage — Acme');
  await h!.advance(30 * 60_000, 15_000);
  assert.deepEqual(offers(p).at(-1), ['Acme homepage', '13:01-13:31', PROJECT.website]);
});
