// Every account within reach while another's timer runs (issue 59): Quick entry and a gap's
// fill book to the account of the project chosen, and the other account's entries are edited
// and split there, through the person's facade as the window calls it; the running timer is
// untouched. Judged on the simulator, which holds both accounts, on the manual clock.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { AccountsHarness, STUDIO_ACCOUNT_ID } from '../support/accounts-harness.ts';
import { PROJECT } from '../support/engine-harness.ts';
import { personStint } from '../../../main/core/accounts/person-stint.ts';

let h: AccountsHarness;
afterEach(() => h?.close());

const MIN = 60_000;

/** Acme and the studio, Acme's timer "Review" running since noon; the person's facade and the studio's key. */
async function acmeRuns(): Promise<{ person: ReturnType<typeof personStint>; studio: string; brand: number }> {
  h = await AccountsHarness.start('2026-03-10T12:00:00Z');
  const studio = await h.acmeAndStudio();
  const person = personStint(h.hub);
  assert.deepEqual(await person.start({ projectId: PROJECT.website, description: 'Review' }), { ok: true });
  await h.settle();
  assert.equal(person.snapshot().accounts?.inUse, 'main');
  return { person, studio, brand: h.projectId(studio, 'Brand Refresh') };
}

test("Quick entry of a studio project while Acme's timer runs books it in the studio; Acme's timer runs on", async () => {
  const { person, studio, brand } = await acmeRuns();
  const r = await person.addManualEntry({ accountKey: studio, date: person.snapshot().today, start: '06:00', end: '06:45', projectId: brand, description: 'Call', confirmOverlap: true });
  assert.equal(r.ok, true, JSON.stringify(r));
  await h.settle();
  await h.advance(MIN);
  assert.equal(h.only(STUDIO_ACCOUNT_ID, 'Call').time_total, 45 * 60, 'booked in the studio');
  assert.equal(h.serviceEntries('demo', (e) => e.description === 'Call').length, 0, 'not in Acme');
  assert.deepEqual(h.runningOnService(), ['demo:Review']);
});

test("the studio's entry edited and split from Today while Acme's timer runs: changed in the studio", async () => {
  const { person, studio, brand } = await acmeRuns();
  assert.ok((await h.hub.account(studio)!.addManualEntry({ date: person.snapshot().today, start: '05:00', end: '06:00', projectId: brand, description: 'Sketch', confirmOverlap: true })).ok);
  await h.settle();
  const shown = person.snapshot().accounts?.otherEntries?.find((o) => o.entry.description === 'Sketch');
  assert.ok(shown, "Today lists the studio's entry beside Acme's");
  const edited = await person.editEntry({ accountKey: shown.accountKey, entryKey: shown.entry.key, end: '06:30', confirmOverlap: true });
  assert.equal(edited.ok, true, JSON.stringify(edited));
  await h.settle();
  assert.equal(h.only(STUDIO_ACCOUNT_ID, 'Sketch').time_total, 90 * 60);
  const again = person.snapshot().accounts?.otherEntries?.find((o) => o.entry.description === 'Sketch')!;
  const split = await person.splitEntry({ accountKey: again.accountKey, entryKey: again.entry.key, at: '05:30', description: 'Sketch, round two' });
  assert.equal(split.ok, true, JSON.stringify(split));
  await h.settle();
  await h.advance(MIN);
  assert.equal(h.only(STUDIO_ACCOUNT_ID, 'Sketch').time_total, 30 * 60);
  assert.equal(h.only(STUDIO_ACCOUNT_ID, 'Sketch, round two').time_total, 60 * 60);
  assert.deepEqual(h.runningOnService(), ['demo:Review'], "Acme's timer runs on");
});

test("a gap filled with a studio project while Acme's timer runs is booked in the studio", async () => {
  const { person, studio, brand } = await acmeRuns();
  const gap = person.snapshot().timeline?.largestGaps[0];
  assert.ok(gap, 'the morning is untracked');
  const r = await person.fillGap({ accountKey: studio, start: gap.start, end: gap.start + 30 * MIN, projectId: brand, description: 'Moodboard' });
  assert.equal(r.ok, true, JSON.stringify(r));
  await h.settle();
  await h.advance(MIN);
  assert.equal(h.only(STUDIO_ACCOUNT_ID, 'Moodboard').time_total, 30 * 60);
  assert.deepEqual(h.runningOnService(), ['demo:Review']);
});

test('a correction naming an account that is not there is refused in words; nothing is sent', async () => {
  const { person } = await acmeRuns();
  const r = await person.addManualEntry({ accountKey: 'a00000000', date: person.snapshot().today, start: '06:00', end: '06:45', projectId: PROJECT.website });
  assert.equal(r.ok, false);
  assert.match(!r.ok ? r.message : '', /no such account/i);
});
