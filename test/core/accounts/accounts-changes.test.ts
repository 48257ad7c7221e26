// The person's changes across accounts (issue 59): the window's Undo takes back the person's
// last change whatever account it was in (not the account in use's older one), and the
// changes the service refused are one list in the window and the tray, each naming its
// account, dismissed in the account that listed it. On the simulator, manual clock.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { AccountsHarness, STUDIO_ACCOUNT_ID } from '../support/accounts-harness.ts';
import { DEMO_RUI, PROJECT } from '../support/engine-harness.ts';
import { personStint } from '../../../main/core/accounts/person-stint.ts';
import { trayModel } from '../../../main/core/views/tray-model.ts';

let h: AccountsHarness;
afterEach(() => h?.close());

const MIN = 60_000;
const DEMO = 'demo';


/** Acme with "Audit" (7-8), the studio with "Moodboard" (8-9) and "Sketch" (9-9:30), all sent. The studio's key. */
async function morningInBoth(): Promise<string> {
  h = await AccountsHarness.start('2026-03-10T12:00:00Z');
  // Rui, who may not change a locked entry of Acme's (Ada may).
  await h.signInFirst(DEMO_RUI);
  await h.hub.rename('main', 'Acme');
  const studio = await h.add('Studio', STUDIO_ACCOUNT_ID);
  const today = h.hub.account('main')!.snapshot().today;
  const brand = h.projectId(studio, 'Brand Refresh');
  assert.ok((await h.hub.account('main')!.addManualEntry({ date: today, start: '07:00', end: '08:00', projectId: PROJECT.website, description: 'Audit', confirmOverlap: true })).ok);
  assert.ok((await h.hub.account(studio)!.addManualEntry({ date: today, start: '08:00', end: '09:00', projectId: brand, description: 'Moodboard', confirmOverlap: true })).ok);
  assert.ok((await h.hub.account(studio)!.addManualEntry({ date: today, start: '09:00', end: '09:30', projectId: brand, description: 'Sketch', confirmOverlap: true })).ok);
  await h.settle();
  return studio;
}

test("the window's Undo while Acme's timer runs takes back the studio's later edit, not Acme's earlier one", async () => {
  const studio = await morningInBoth();
  const person = personStint(h.hub);
  assert.ok((await h.hub.account('main')!.editEntry({ entryKey: h.entryKey('main', 'Audit'), start: '06:30' })).ok);
  await h.settle();
  assert.deepEqual(await person.start({ projectId: PROJECT.website, description: 'Review' }), { ok: true });
  await h.advance(30 * MIN, 60_000);
  assert.ok((await h.hub.account(studio)!.editEntry({ entryKey: h.entryKey(studio, 'Moodboard'), end: '08:45' })).ok);
  await h.settle();
  assert.equal(person.snapshot().accounts?.inUse, 'main', 'the window shows Acme, whose timer runs');
  assert.match(person.snapshot().undo?.words ?? '', /Moodboard/, "the Undo offered is the studio's edit");

  const r = await person.undo();
  assert.equal(r.ok, true, JSON.stringify(r));
  await h.settle();
  await h.advance(MIN);
  assert.equal(h.only(STUDIO_ACCOUNT_ID, 'Moodboard').time_total, 3600, "the studio's edit is put back");
  assert.equal(h.only(DEMO, 'Audit').time_total, 5400, "Acme's edit stays");
});

test('refusals of both accounts are listed in the window and the tray, each naming its account; dismiss goes to the account that listed it', async () => {
  const studio = await morningInBoth();
  const person = personStint(h.hub);
  const lock = (accountId: string, description: string) => {
    const e = h.only(accountId, description);
    const stored = h.sim.sim.ctx.accounts.get(accountId)!.entries.get(e.id)!;
    stored.is_locked = true;
    stored.locked_reason = 'Period closed for invoicing';
  };
  lock(DEMO, 'Audit');
  lock(STUDIO_ACCOUNT_ID, 'Moodboard');
  lock(STUDIO_ACCOUNT_ID, 'Sketch');
  assert.ok((await h.hub.account(studio)!.editEntry({ entryKey: h.entryKey(studio, 'Moodboard'), description: 'Moodboard v2' })).ok);
  assert.ok((await h.hub.account(studio)!.editEntry({ entryKey: h.entryKey(studio, 'Sketch'), description: 'Sketch v2' })).ok);
  await h.advance(MIN);
  assert.ok((await h.hub.account('main')!.editEntry({ entryKey: h.entryKey('main', 'Audit'), description: 'Audit v2' })).ok);
  await h.settle();

  const listed = person.snapshot().notSaved ?? [];
  assert.deepEqual(
    listed.map((r) => r.what.replace(/ \(.+\)$/, '')),
    ['Studio: Edit “Moodboard”', 'Studio: Edit “Sketch”', 'Acme: Edit “Audit”'],
    JSON.stringify(listed),
  );
  const tray = trayModel(person.snapshot(), h.clock.now(), 'linux');
  assert.ok(tray.menu.some((i) => i.label === '3 changes not saved: review'), JSON.stringify(tray.menu.map((i) => i.label)));

  assert.deepEqual(await person.dismissNotSaved(listed[0]!.id), { ok: true });
  assert.deepEqual(
    (person.snapshot().notSaved ?? []).map((r) => r.what.replace(/ \(.+\)$/, '')),
    ['Studio: Edit “Sketch”', 'Acme: Edit “Audit”'],
  );
});

test("an entry booked offline in the studio while the window shows Acme: the sync line of the window and the tray counts it, naming the studio (issue 69)", async () => {
  const studio = await morningInBoth();
  const person = personStint(h.hub);
  h.offline = true;
  const brand = h.projectId(studio, 'Brand Refresh');
  const r = await person.addManualEntry({ accountKey: studio, date: person.snapshot().today, start: '10:00', end: '10:30', projectId: brand, description: 'Call', confirmOverlap: true });
  assert.equal(r.ok, true, JSON.stringify(r));
  const s = person.snapshot();
  assert.equal(s.accounts?.inUse, 'main', 'the window shows Acme');
  assert.equal(s.sync.queued, 1, "the studio's entry waits, and is counted");
  assert.deepEqual(s.sync.queuedLabels.map((l) => l.replace(/ on .+$/, '')), ['Studio: Add Brand Refresh']);
  const item = trayModel(s, h.clock.now(), 'linux').menu.find((i) => i.id === 'sync-status');
  assert.match(item?.label ?? '', /^(Offline: )?1 action waiting to sync$/, JSON.stringify(item));
});

test("the person's last change was the studio's, whose session was then revoked: Undo says to sign in to it again and leaves Acme's earlier edit alone (property suite, seed 823364216 run 63)", async () => {
  const studio = await morningInBoth();
  const person = personStint(h.hub);
  assert.ok((await h.hub.account('main')!.editEntry({ entryKey: h.entryKey('main', 'Audit'), start: '06:30' })).ok);
  await h.settle();
  await h.advance(MIN);
  assert.ok((await h.hub.account(studio)!.editEntry({ entryKey: h.entryKey(studio, 'Moodboard'), end: '08:45' })).ok);
  await h.settle();
  await h.advance(MIN);
  await h.revoke(studio);
  assert.match(person.snapshot().undo?.words ?? '', /Moodboard/, "the Undo offered is still the studio's edit, the person's last");

  const r = await person.undo();
  assert.equal(r.ok, false, 'nothing is undone while its account is signed out');
  assert.match(r.ok ? '' : r.message, /Sign in again to undo .*Moodboard/);
  await h.settle();
  await h.advance(MIN);
  assert.equal(h.only(DEMO, 'Audit').time_total, 5400, "Acme's edit stays");
  assert.equal(h.only(STUDIO_ACCOUNT_ID, 'Moodboard').time_total, 45 * 60, "the studio's edit stays");
});
