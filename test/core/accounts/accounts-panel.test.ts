// Which account the window shows (accounts-panel.ts): the one whose timer runs; else the one
// chosen while it is signed in, or chosen to sign in to it again; else the first signed in.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { accountInUse } from '../../../main/core/accounts/accounts-panel.ts';
import type { AccountsSnapshot } from '../../../main/core/accounts/accounts-view.ts';
import { accountRow } from '../../support/accounts-panel.ts';

const view = (running: string | null, studio: 'signed_in' | 'signed_out'): AccountsSnapshot =>
  ({
    accounts: [accountRow('main', 'Acme'), accountRow('a12345678', 'Studio', { session: studio })],
    running: running === null ? null : ({ accountKey: running } as AccountsSnapshot['running']),
    alsoRunning: [],
    todayEntries: [],
    todaySeconds: 0,
    projectsOf: new Map(),
    several: true,
  }) as AccountsSnapshot;

test('a signed-out account is shown only when chosen to sign in to it again, whatever runs (signing in is possible at any time)', () => {
  assert.equal(accountInUse(view(null, 'signed_out'), 'a12345678'), 'main', 'chosen earlier, since signed out: the first signed in');
  assert.equal(accountInUse(view(null, 'signed_out'), 'a12345678', true), 'a12345678', 'chosen to sign in to it: its sign-in');
  assert.equal(accountInUse(view('main', 'signed_out'), 'a12345678', true), 'a12345678', 'a timer runs elsewhere: its sign-in all the same');
  assert.equal(accountInUse(view('main', 'signed_out'), 'a12345678'), 'main', 'not chosen to sign in: the running timer\'s account');
  assert.equal(accountInUse(view(null, 'signed_in'), 'a12345678'), 'a12345678');
  assert.equal(accountInUse(view('a12345678', 'signed_in'), 'main'), 'a12345678');
});
