// The other accounts' entries beside the account shown (issue 41, item 3): today's and the
// shown week's, each with its account, read in the zone of the account shown; the week shown
// in every account; Continue on another account's entry going to that account and stopping
// the timer that runs at the same instant. On the manual clock against a simulator with both
// accounts; the zone conversion as a pure function.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { AccountsHarness, STUDIO_ACCOUNT_ID } from '../support/accounts-harness.ts';
import { PROJECT } from '../support/engine-harness.ts';
import { personStint } from '../../../main/core/accounts/person-stint.ts';
import { inZone } from '../../../main/core/accounts/entries-across.ts';
import type { EntryView } from '../../../main/core/snapshot.ts';

let h: AccountsHarness | undefined;
afterEach(() => h?.close());

const MIN = 60_000;

test("the studio's entries of today and of the week beside Acme's; Continue on one stops Acme's timer and runs in the studio", async () => {
  h = await AccountsHarness.start();
  const studio = await h.acmeAndStudio();
  const person = personStint(h.hub);
  assert.deepEqual(await h.hub.start(studio, { projectId: h.projectId(studio, 'Brand Refresh'), description: 'Moodboard' }), { ok: true });
  await h.advance(30 * MIN);
  assert.deepEqual(await h.hub.stop(), { ok: true });
  await h.advance(5_000);
  assert.deepEqual(await person.useAccount('main'), { ok: true });

  const today = person.snapshot();
  assert.equal(today.accounts?.inUse, 'main');
  const moodboard = today.accounts!.otherEntries!.find((o) => o.entry.description === 'Moodboard');
  assert.ok(moodboard, "the studio's entry of today is beside Acme's");
  assert.equal(moodboard.accountKey, studio);
  assert.equal(moodboard.accountName, 'Studio');
  assert.ok(!today.todayEntries.some((e) => e.description === 'Moodboard'), "Acme's own entries stay its own");

  assert.deepEqual(await person.showWeek(today.today), { ok: true });
  await h.advance(5_000);
  const week = person.snapshot();
  assert.equal(h.hub.account(studio)!.snapshot().shownWeek?.start, week.shownWeek?.start, 'the studio shows the same week');
  const studioWeek = week.accounts!.otherEntries!.filter((o) => o.accountKey === studio).map((o) => o.entry.description);
  assert.ok(studioWeek.includes('Logo sketches'), `the studio's entries of earlier days this week are there too: ${studioWeek.join(', ')}`);

  assert.deepEqual(await person.start({ projectId: PROJECT.website, description: 'Spec' }), { ok: true });
  await h.advance(10 * MIN);
  assert.deepEqual(await person.continueInAccount(studio, moodboard.entry.key), { ok: true });
  await h.advance(5_000);
  assert.deepEqual(h.runningOnService(), ['studio:Moodboard'], 'the studio runs the entry continued; Acme stopped');
  const spec = h.only('demo', 'Spec');
  assert.equal(spec.time_total, 10 * 60, "Acme's entry ends at the click");
  assert.equal(person.snapshot().accounts?.inUse, studio);
  assert.equal((await person.continueInAccount('anone0000', moodboard.entry.key)).ok, false, 'no such account');
});

const entry = (over: Partial<EntryView>): EntryView => ({
  key: 'e1', id: 1, date: '2026-03-10', projectId: 1, projectName: 'Web', customerName: null, taskId: null, taskName: null,
  description: '', timeStart: '23:30:00', timeEnd: '23:59:00', totalSeconds: 29 * 60, runningSince: null, locked: false, pending: false, ...over,
});

test("an entry read in another account's zone: its date and times there, the same instants", () => {
  // 23:30 at UTC+1 is 22:30 UTC; at UTC+2 it is 00:30 the next day.
  assert.deepEqual(
    [inZone(entry({}), 60, 0)].map((e) => [e.date, e.timeStart, e.timeEnd]),
    [['2026-03-10', '22:30:00', '22:59:00']],
  );
  assert.deepEqual([inZone(entry({}), 60, 120)].map((e) => [e.date, e.timeStart, e.timeEnd]), [['2026-03-11', '00:30:00', '00:59:00']]);
  const same = entry({});
  assert.equal(inZone(same, 60, 60), same, 'the same zone: the entry as it is');
});
