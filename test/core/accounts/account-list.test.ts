// The list of accounts on disk: a list from a one-account Stint (none) is the first account
// alone; a damaged or foreign list is not read as a list; names are checked.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sourceWords } from '../../../main/i18n/words.ts';
import { labelProblem, newAccountKey, ONE_ACCOUNT, readAccountList, withAccount, withoutAccount } from '../../../main/core/accounts/account-list.ts';

test('a stored list is read back; one without the first account gets it back first', () => {
  assert.deepEqual(readAccountList({ accounts: [{ key: 'main', label: 'Acme' }, { key: 'a1b2c3d4e', label: 'Studio' }] })?.accounts.map((a) => a.key), ['main', 'a1b2c3d4e']);
  assert.deepEqual(readAccountList({ accounts: [{ key: 'a1b2c3d4e', label: 'Studio' }] })?.accounts.map((a) => a.key), ['main', 'a1b2c3d4e']);
});

test('a list with a key that could leave its folder, a repeated key or a wrong shape is not a list', () => {
  assert.equal(readAccountList({ accounts: [{ key: '../etc', label: 'x' }] }), null);
  assert.equal(readAccountList({ accounts: [{ key: 'main', label: 'a' }, { key: 'main', label: 'b' }] }), null);
  assert.equal(readAccountList({ accounts: {} }), null);
  assert.equal(readAccountList([]), null);
});

test('names: needed, short, and not taken by another account (whatever the case)', () => {
  const list = withAccount(ONE_ACCOUNT, { key: 'a1b2c3d4e', label: 'Studio' });
  assert.match(labelProblem(list, '  ', sourceWords()) ?? '', /Give the account a name/);
  assert.match(labelProblem(list, 'x'.repeat(41), sourceWords()) ?? '', /within 40/);
  assert.match(labelProblem(list, 'studio', sourceWords()) ?? '', /already called Studio/);
  assert.equal(labelProblem(list, 'Studio', sourceWords(), 'a1b2c3d4e'), null, 'an account keeps its own name');
  assert.equal(labelProblem(list, 'Acme', sourceWords()), null);
});

test('a new key is one no account has, and fits a file and keychain name', () => {
  const list = withAccount(ONE_ACCOUNT, { key: 'aaaaaaaa1', label: 'Studio' });
  let n = 0;
  const key = newAccountKey(list, () => (n++ === 0 ? 'aaaaaaa1-0000' : 'b7c1e2f3-9999'));
  assert.equal(key, 'ab7c1e2f3');
  assert.match(key, /^a[a-z0-9]{8}$/);
  assert.deepEqual(withoutAccount(list, 'aaaaaaaa1').accounts.map((a) => a.key), ['main']);
});
