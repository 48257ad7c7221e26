// The window's today by account against the tray's (main/core/views/tray-accounts.ts): the
// account shown live, the others as counted, none of the day before once the day turned.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { accountSeconds, allAccountsSeconds } from '../../../main/core/views/tray-accounts.ts';
import { acrossAccounts, secondsByAccount } from '../../../renderer/today/account-seconds.ts';
import { accountRow, accountsPanel } from '../../support/accounts-panel.ts';

const panel = accountsPanel([accountRow('main', 'Acme', { todaySeconds: 3000 }), accountRow('a12345678', 'Studio', { todaySeconds: 1200 }), accountRow('a87654321', 'Home', { session: 'signed_out', todaySeconds: 60 })], 'main');

for (const [what, today] of [['the same day', '2025-11-20'], ['after midnight', '2025-11-21']] as const) {
  test(`today by account as the tray counts it, ${what}`, () => {
    assert.deepEqual(
      secondsByAccount(panel, 3600, today).map((a) => a.seconds),
      accountSeconds(panel, 3600, today).map((a) => a.seconds),
    );
    assert.equal(acrossAccounts(panel, 3600, today), allAccountsSeconds(panel, 3600, today));
  });
}

test("the account shown counts live, the others as counted; after midnight the others' day before is not today's", () => {
  assert.equal(acrossAccounts(panel, 3600, '2025-11-20'), 3600 + 1200 + 60);
  assert.equal(acrossAccounts(panel, 10, '2025-11-21'), 10);
});
