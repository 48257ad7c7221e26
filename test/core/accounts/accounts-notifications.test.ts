// One person's notifications across accounts (issue 59): an answer to a notification acts in
// the one account that showed it, never in every account; Continue continues the person's
// last entry, whatever its account, with one timer running; each notification names its
// account. Judged on the simulator, which holds both accounts, on the manual clock.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { AccountsHarness, STUDIO_ACCOUNT_ID } from '../support/accounts-harness.ts';
import { PROJECT } from '../support/engine-harness.ts';

let h: AccountsHarness;
afterEach(() => h?.close());

const MIN = 60_000;
const DEMO = 'demo';


test("Undo on the notification of the studio's edit puts back the studio's edit alone: Acme's edit an hour earlier stays on the service", async () => {
  h = await AccountsHarness.start();
  const studio = await h.acmeAndStudio();
  const acme = h.hub.account('main')!;
  const inStudio = h.hub.account(studio)!;
  const today = acme.snapshot().today;
  assert.equal((await acme.addManualEntry({ date: today, start: '07:00', end: '08:00', projectId: PROJECT.website, description: 'Spec' })).ok, true);
  assert.equal((await inStudio.addManualEntry({ date: today, start: '08:00', end: '09:00', projectId: h.projectId(studio, 'Brand Refresh'), description: 'Moodboard' })).ok, true);
  await h.settle();
  assert.equal((await acme.editEntry({ entryKey: h.entryKey('main', 'Spec'), start: '06:00' })).ok, true);
  await h.settle();
  await h.advance(60 * MIN, 60_000);
  assert.equal((await inStudio.editEntry({ entryKey: h.entryKey(studio, 'Moodboard'), end: '09:30' })).ok, true);
  await h.settle();
  assert.equal(h.only(DEMO, 'Spec').time_total, 7200, "Acme's edit reached the service");
  assert.equal(h.only(STUDIO_ACCOUNT_ID, 'Moodboard').time_total, 5400, "and the studio's");

  const held = h.serviceEntries(DEMO).length + h.serviceEntries(STUDIO_ACCOUNT_ID).length;
  const undo = h.first.notifier.open().filter((n) => n.id === 'undo');
  assert.equal(undo.length, 1, 'one Undo on screen: the person\'s last change');
  assert.match(undo[0]!.title, /^Studio · /, 'it names the account it is of');
  h.first.notifier.choose('undo', 'undo');
  await h.settle();
  await h.advance(MIN);

  assert.equal(h.only(STUDIO_ACCOUNT_ID, 'Moodboard').time_total, 3600, "the studio's edit is put back");
  assert.equal(h.only(DEMO, 'Spec').time_total, 7200, "Acme's edit stays: Undo acted in one account");
  assert.equal(h.serviceEntries(DEMO).length + h.serviceEntries(STUDIO_ACCOUNT_ID).length, held, 'nothing added');
});

test('"No timer running" -> Continue continues the person\'s last entry (the studio\'s) and starts one timer, not one per account', async () => {
  h = await AccountsHarness.start();
  const studio = await h.acmeAndStudio();
  assert.equal((await h.hub.updateSettings({ reminders: { enabled: true, intervalMinutes: 15 } })).ok, true);
  assert.deepEqual(await h.hub.start('main', { projectId: PROJECT.website, description: 'Spec' }), { ok: true });
  await h.advance(10 * MIN);
  assert.deepEqual(await h.hub.start(studio, { projectId: h.projectId(studio, 'Brand Refresh'), description: 'Moodboard' }), { ok: true });
  await h.advance(10 * MIN);
  assert.deepEqual(await h.hub.stop(), { ok: true });
  await h.advance(16 * MIN);
  const reminders = h.first.notifier.open().filter((n) => n.id === 'stint.reminder');
  assert.equal(reminders.length, 1);
  assert.match(reminders[0]!.body, /Studio · Brand Refresh: Moodboard/, 'it offers the last entry, the studio\'s');
  assert.doesNotMatch(reminders[0]!.title, /Acme|Studio/, 'the reminder is the person\'s, not an account\'s');

  h.first.notifier.choose('stint.reminder', 'continue');
  await h.settle();
  await h.advance(MIN);
  assert.deepEqual(h.runningOnService(), ['studio:Moodboard'], 'one timer runs, on the entry the reminder named');
  assert.equal(h.hub.snapshot().running?.description, 'Moodboard');
});

test('with one account nothing changes: the notification keeps its title, and its Undo acts', async () => {
  h = await AccountsHarness.start();
  await h.signInFirst();
  const acme = h.hub.account('main')!;
  assert.equal((await acme.addManualEntry({ date: acme.snapshot().today, start: '07:00', end: '08:00', projectId: PROJECT.website, description: 'Spec' })).ok, true);
  await h.settle();
  assert.equal((await acme.editEntry({ entryKey: h.entryKey('main', 'Spec'), start: '06:00' })).ok, true);
  await h.settle();
  const undo = h.first.notifier.open().find((n) => n.id === 'undo');
  assert.ok(undo && !undo.title.includes(' · '), 'no account named with one account');
  h.first.notifier.choose('undo', 'undo');
  await h.settle();
  await h.advance(MIN);
  assert.equal(h.only(DEMO, 'Spec').time_total, 3600);
});
