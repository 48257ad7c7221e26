// A rule's dry run (issue 73, item 3) on the manual clock against the two-account simulator,
// over two days of a scripted desktop: "this rule would book 1:40 over 2 days; 0:10 of it is
// booked already" (an entry of the other account lies over part of it), computed from the
// record and every account's entries before the rule is saved; then the rule saved and the
// days filled: what it books is the dry run's figures, to the second. Each day's windows here
// are the rule's alone (a gap's fill books all the time at the computer in it to the rule that
// serves most of it; the dry run counts the rule's windows only: the pure tests show the
// difference). Working hours 09:00-17:00, UTC; Monday 9 and Tuesday 10 March 2026.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { AccountsHarness } from '../support/accounts-harness.ts';
import { DEMO_ACCOUNT, DEMO_ADA, PROJECT } from '../support/engine-harness.ts';
import { Elsewhere } from '../support/elsewhere.ts';
import { personStint } from '../../../main/core/accounts/person-stint.ts';
import type { PersonStint } from '../../../main/core/stint-api.ts';
import { dryRun, dryRunText } from '../../../main/core/activity/rule-dry-run.ts';
import type { ActivityRule } from '../../../main/core/activity/activity-rules.ts';

let h: AccountsHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const hms = (ms: number) => new Date(ms).toISOString().slice(0, 19);

/** Monday 10:00-11:00 in Figma with a 3-minute break; Tuesday 10:00-10:40 in Figma, the studio's timer running 10:00-10:10. */
async function twoDays(): Promise<{ p: PersonStint; studio: string }> {
  h = await AccountsHarness.start('2026-03-09T10:00:00Z');
  const studio = await h.acmeAndStudio();
  assert.deepEqual(await personStint(h.hub).setActivityRecording(true), { ok: true });
  h.activity.focus('Figma', 'Homepage — Acme');
  await h.advance(30 * 60_000, 60_000);
  h.activity.focus(null);
  await h.advance(3 * 60_000, 60_000);
  h.activity.focus('Figma', 'Homepage v2 — Acme');
  await h.advance(27 * 60_000, 60_000);
  h.activity.focus(null);
  await h.advance(60_000, 15_000);
  // The night: Stint quits and starts again at 10:00 the next morning, the record on as it was.
  const p = personStint(await h.restartAfter(23 * 3600_000 - 60_000));
  assert.equal(p.snapshot().today, '2026-03-10');
  assert.equal(p.snapshot().activity?.state, 'on');
  h.activity.focus('Figma', 'Homepage — Acme');
  assert.deepEqual(await h.hub.start(studio, { projectId: h.projectId(studio, 'Brand Refresh'), description: 'Moodboard' }), { ok: true });
  await h.advance(10 * 60_000, 60_000);
  assert.deepEqual(await h.hub.stop(), { ok: true });
  await h.advance(30 * 60_000, 60_000);
  h.activity.focus(null);
  await h.advance(5 * 60_000, 60_000);
  assert.deepEqual(await p.showWeek('2026-03-10'), { ok: true });
  await h.settle();
  return { p, studio };
}

test("a dry run's figures, before saving, equal what the rule then books, to the second; nothing is saved or sent by the dry run", async () => {
  const { p } = await twoDays();
  const before = h!.serviceEntries(DEMO_ACCOUNT).length;
  const r = await p.dryRunActivityRule({ app: 'Figma', projectId: PROJECT.website, description: 'Homepage' });
  assert.ok(r.ok && r.dryRun, JSON.stringify(r));
  assert.equal(r.text, 'This rule would book 1:40 over 2 days; 0:10 of it is booked already.');
  assert.deepEqual(
    r.dryRun.perDay.map((d) => [d.date, d.seconds, d.bookedSeconds, d.open.map((x) => `${hms(x.start)}-${hms(x.end)}`)]),
    [
      ['2026-03-09', 3600, 0, ['2026-03-09T10:00:00-2026-03-09T11:00:00']],
      ['2026-03-10', 2400, 600, ['2026-03-10T10:10:00-2026-03-10T10:40:00']],
    ],
    "Monday's break bridged; Tuesday's first 10 minutes lie under the studio's entry",
  );
  assert.deepEqual(p.snapshot().activity!.rules, [], 'not saved');
  assert.equal(h!.serviceEntries(DEMO_ACCOUNT).length, before, 'nothing sent');

  assert.equal((await p.addActivityRule({ app: 'Figma', projectId: PROJECT.website, description: 'Homepage' })).ok, true);
  for (const date of ['2026-03-09', '2026-03-10']) assert.deepEqual(await p.fillDayFromActivity(date), { ok: true, filled: 1 }, date);
  await h!.settle();
  const booked = h!.serviceEntries(DEMO_ACCOUNT, (e) => e.description === 'Homepage').map((e) => [e.date_execution, e.time_start, e.time_total]);
  assert.deepEqual(
    booked,
    r.dryRun.perDay.flatMap((d) => d.open.map((x) => [d.date, (x.start % 86_400_000) / 1000, (x.end - x.start) / 1000])),
    'booked as the dry run said',
  );
  assert.equal(booked.reduce((n, b) => n + (b[2] as number), 0), r.dryRun.seconds - r.dryRun.bookedSeconds, '1:40 less 0:10');
});

test("a dry run counts what is booked on every day kept: a day outside the week shown is read from the service in every account", async () => {
  const { p } = await twoDays();
  // The phone books Monday 10:20-10:30 in Acme; the window shows the week before, so Stint holds none of Monday.
  const phone = await Elsewhere.signIn(h!.sim.baseUrl, DEMO_ADA);
  const made = await phone.call('POST', '/time-entries', { body: { project_id: PROJECT.support, date_execution: '2026-03-09', time_start: '10:20:00', time_end: '10:30:00', description: 'On the phone' } });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  assert.deepEqual(await p.showWeek('2026-03-02'), { ok: true });
  await h!.settle();
  // The service refusing the read, Monday is named as not counted, with why (what the window says
  // after its own words); then read.
  await h!.sim.control.faults({ error_rate: 1, error_status: 403, methods: ['GET'], path_prefix: '/reports' });
  const off = await p.dryRunActivityRule({ app: 'Figma', projectId: PROJECT.website, description: 'Homepage' });
  assert.ok(off.ok && off.dryRun, JSON.stringify(off));
  assert.deepEqual(off.dryRun.unchecked, ['2026-03-09']);
  assert.ok(off.notRead !== undefined && off.notRead.length > 0 && off.notRead.every((why) => /\S/.test(why)), JSON.stringify(off.notRead));
  assert.equal(off.text, `This rule would book 1:40 over 2 days; 0:10 of it is booked already (2026-03-09's entries are not read here: not counted). Not read: ${off.notRead.join(' ')}`);
  await h!.sim.control.faults({});
  const r = await p.dryRunActivityRule({ app: 'Figma', projectId: PROJECT.website, description: 'Homepage' });
  assert.ok(r.ok && r.dryRun, JSON.stringify(r));
  assert.equal(r.text, 'This rule would book 1:40 over 2 days; 0:20 of it is booked already.');
  assert.deepEqual(r.dryRun.unchecked, []);
  assert.deepEqual(
    r.dryRun.perDay.map((d) => [d.date, d.bookedSeconds, d.open.map((x) => `${hms(x.start)}-${hms(x.end)}`)]),
    [
      ['2026-03-09', 600, ['2026-03-09T10:00:00-2026-03-09T10:20:00', '2026-03-09T10:30:00-2026-03-09T11:00:00']],
      ['2026-03-10', 600, ['2026-03-10T10:10:00-2026-03-10T10:40:00']],
    ],
    "Monday's phone entry, read from the service; Tuesday's studio entry, held",
  );
});

test('a dry run of a rule with a problem is refused in words; of a rule placed after one that serves the same windows, nothing', async () => {
  const { p } = await twoDays();
  const bad = await p.dryRunActivityRule({ regex: '(?=x)', projectId: PROJECT.website });
  assert.ok(!bad.ok && bad.fields.regex !== undefined, JSON.stringify(bad));
  const first = await p.addActivityRule({ title: 'Homepage*', projectId: PROJECT.support });
  assert.ok(first.ok && first.rule);
  const second = await p.addActivityRule({ allWords: 'homepage acme', projectId: PROJECT.website });
  assert.ok(second.ok && second.rule);
  // The second rule went first (a new rule does); asked at the place of the first, it serves what the first left: nothing.
  const r = await p.dryRunActivityRule({ ruleId: first.rule.id, title: 'Homepage v2*', projectId: PROJECT.support });
  assert.ok(r.ok && r.dryRun);
  assert.equal(r.text, 'This rule would book nothing: no window the record keeps matches it (or a rule before it serves them).');
});

test('pure: another window between two of the rule\'s is other work, never bridged; a day whose entries are not held is named', () => {
  const to = { accountKey: 'main', projectId: 1, taskId: null, description: null };
  const rule: ActivityRule = { id: 'r00000001', match: { app: 'Figma', title: null }, ...to };
  const at = (hm: string) => Date.parse(`2026-03-09T${hm}:00Z`);
  const s = (app: string, from: string, to: string) => ({ app, title: app, start: at(from), end: at(to) });
  const run = dryRun({
    rule,
    rules: [rule],
    days: [{ date: '2026-03-09', stretches: [s('Figma', '10:00', '10:30'), s('Slack', '10:30', '10:32'), s('Figma', '10:32', '11:00')] }],
    merge: { bridgeMs: 5 * 60_000, shortestMs: 60_000 },
    booked: new Map(),
  });
  assert.deepEqual(run.perDay[0]!.parts.map((x) => [x.start, x.end]), [[at('10:00'), at('10:30')], [at('10:32'), at('11:00')]]);
  assert.equal(run.seconds, 58 * 60);
  assert.deepEqual(run.unchecked, ['2026-03-09']);
  assert.equal(dryRunText(run), "This rule would book 0:58 over 1 day; none of it is booked already (2026-03-09's entries are not read here: not counted).");
});
