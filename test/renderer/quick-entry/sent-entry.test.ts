// What became of an entry the quick entry form sent, read from snapshots: the engine's "ok"
// is only "queued"; saved needs the service's id (or, for another day's entry, having seen
// it wait and then not); a notice with its key is a refusal. An entry booked to another
// account is followed in that account: its row's waiting keys, its entries, its refusals in
// the person's list of changes not saved.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Snapshot } from '../../../main/core/snapshot.ts';
import { accountSentView, sentFate as fateIn, shownSentView } from '../../../renderer/quick-entry/sent-entry.ts';
import { accountRow, accountsPanel } from '../../support/accounts-panel.ts';
import { SYNC_OK, entry, snapshot } from '../../cli/fixture.ts';

const TODAY_SENT = { key: 'lnew', date: '2026-03-10' };
const LAST_WEEK_SENT = { key: 'lold', date: '2026-03-02' };

const sentFate = (s: Snapshot, sent: { key: string; date: string }, seen: boolean) => fateIn(shownSentView(s), sent, seen);

function withSync(over: Partial<Snapshot['sync']>, more: Partial<Snapshot> = {}): Snapshot {
  return snapshot({ sync: { ...SYNC_OK, ...over }, ...more });
}

test("waiting while its key is pending: sending when nothing holds it, kept when offline or limited", () => {
  const waiting = { pendingKeys: ['lnew'], queued: 1 };
  assert.deepEqual(sentFate(withSync({ ...waiting, state: 'syncing' }), TODAY_SENT, false), { kind: 'waiting', sending: true });
  assert.deepEqual(sentFate(withSync({ ...waiting, state: 'offline' }), TODAY_SENT, false), { kind: 'waiting', sending: false });
  assert.deepEqual(sentFate(withSync({ ...waiting, state: 'rate_limited' }), TODAY_SENT, false), { kind: 'waiting', sending: false });
});

test("today's entry is saved once it shows with the service's id and waits no more", () => {
  const confirmed = entry('lnew', { id: 31, pending: false });
  assert.deepEqual(sentFate(snapshot({ todayEntries: [confirmed] }), TODAY_SENT, false), { kind: 'saved' });
});

test('a notice carrying its key is a refusal, whatever else the snapshot says', () => {
  const notice = { level: 'error' as const, message: 'The service did not save the entry.', fields: { project: 'Pick another project.' }, at: 0, entryKey: 'lnew' };
  assert.deepEqual(sentFate(snapshot({ notice }), TODAY_SENT, true), { kind: 'refused', notice });
  assert.deepEqual(sentFate(snapshot({ notice: { ...notice, entryKey: 'lother' } }), TODAY_SENT, false), { kind: 'unknown' }, "another entry's refusal is not this one's");
});

test("another day's entry, in no list once saved, counts as saved only after it was seen waiting", () => {
  const settled = withSync({ pendingKeys: [] });
  assert.deepEqual(sentFate(settled, LAST_WEEK_SENT, false), { kind: 'unknown' }, 'a snapshot from before the command');
  assert.deepEqual(sentFate(settled, LAST_WEEK_SENT, true), { kind: 'saved' });
});

test("today's entry that waited and is in no list yet is not called refused without a notice naming it", () => {
  assert.deepEqual(sentFate(withSync({ pendingKeys: [] }), TODAY_SENT, true), { kind: 'unknown' });
});

test("an entry booked to another account is followed there: waiting by its row's keys, saved once listed with an id, refused by the person's list of changes not saved", () => {
  const rows = [accountRow('a', 'Acme'), accountRow('s', 'Studio', { pendingKeys: ['lnew'], queued: 1, syncState: 'offline' })];
  // The account shown waits for nothing and says nothing of it: only the studio's part tells.
  const shown = snapshot({ accounts: { ...accountsPanel(rows, 'a'), otherEntries: [] } });
  assert.deepEqual(fateIn(shownSentView(shown), TODAY_SENT, false), { kind: 'unknown' }, "the account shown's part knows nothing of it");
  assert.deepEqual(fateIn(accountSentView(shown, 's'), TODAY_SENT, false), { kind: 'waiting', sending: false });

  const sent = [accountRow('a', 'Acme'), accountRow('s', 'Studio')];
  const saved = snapshot({ accounts: { ...accountsPanel(sent, 'a'), otherEntries: [{ accountKey: 's', accountName: 'Studio', entry: entry('lnew', { id: 31, pending: false }) }] } });
  assert.deepEqual(fateIn(accountSentView(saved, 's'), TODAY_SENT, true), { kind: 'saved' });

  const notSaved = [{ id: 'r1', what: 'Studio: Add Brand Refresh on 2026-03-10', why: 'Brand Refresh is archived.', at: 1, entryKey: 'lnew', fields: { project: 'Pick an active project.' }, refusal: {} }];
  const refused = snapshot({ accounts: { ...accountsPanel(sent, 'a'), otherEntries: [] }, notSaved });
  assert.deepEqual(fateIn(accountSentView(refused, 's'), TODAY_SENT, true), {
    kind: 'refused',
    notice: { entryKey: 'lnew', message: 'Not saved: Studio: Add Brand Refresh on 2026-03-10. Brand Refresh is archived.', fields: { project: 'Pick an active project.' } },
  });
});
