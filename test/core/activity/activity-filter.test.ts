// The activity filter's own unit tests (main/core/activity/activity-filter.ts): what of a
// focused window may be stored (excluded applications and titles, rewrites, addresses only
// when allowed, lengths bounded), when two windows are the same, and why the record must wait
// for a setting that guards it (issue 68: never an empty list in a filter's place).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { filtered, recordHeldBy, sameSeen, type Filters } from '../../../main/core/activity/activity-filter.ts';
import type { SettingsProblem } from '../../../main/core/settings/settings-problems.ts';

const NONE: Filters = { addresses: false, excludedApps: [], excludedTitles: [], rewrites: [] };
const w = (app: string, title = '', url?: string) => ({ app, title, ...(url === undefined ? {} : { url }) });

test('nothing in focus: nothing to store', () => {
  assert.equal(filtered(null, NONE), null);
});

test('a window with no filter: its application and title, trimmed, spaces as one', () => {
  assert.deepEqual(filtered(w('  Firefox  ', '  Mail \t from\n Ann  '), NONE), { app: 'Firefox', title: 'Mail from Ann' });
  assert.deepEqual(filtered(w('Code', ''), NONE), { app: 'Code', title: '' });
});

test('an application without a name is not stored', () => {
  assert.equal(filtered(w('   ', 'A title'), NONE), null);
  assert.equal(filtered(w('', 'A title'), NONE), null);
});

test('application names and titles are cut at 300 characters', () => {
  const long = 'a'.repeat(301);
  assert.deepEqual(filtered(w(long, `${'b'.repeat(299)}  cc`), NONE), { app: 'a'.repeat(300), title: `${'b'.repeat(299)} ` });
  assert.deepEqual(filtered(w('a'.repeat(300), 'b'.repeat(300)), NONE), { app: 'a'.repeat(300), title: 'b'.repeat(300) });
});

test('an excluded application is never stored, by any of the patterns listed, its name trimmed', () => {
  const f: Filters = { ...NONE, excludedApps: ['Signal', 'keepass*'] };
  assert.equal(filtered(w(' KeePassXC ', 'Passwords.kdbx'), f), null);
  assert.equal(filtered(w('signal', 'Chat'), f), null);
  assert.deepEqual(filtered(w('Firefox', 'Signal'), f), { app: 'Firefox', title: 'Signal' }, 'an application pattern looks at the application only');
});

test('an excluded title is never stored, by any of the patterns listed', () => {
  const f: Filters = { ...NONE, excludedTitles: ['*private browsing*', '*bank*'] };
  assert.equal(filtered(w('Firefox', 'My Bank — Mozilla Firefox'), f), null);
  assert.equal(filtered(w('Firefox', 'Mail — Private Browsing'), f), null);
  assert.deepEqual(filtered(w('Firefox', 'Mail'), f), { app: 'Firefox', title: 'Mail' });
  assert.deepEqual(filtered(w('Bank', 'Mail'), f), { app: 'Bank', title: 'Mail' }, 'a title pattern looks at the title only');
});

test('a title is stored as the first rewrite that matches it makes it, then trimmed and cut', () => {
  const f: Filters = { ...NONE, rewrites: [{ pattern: '* — Visual Studio Code', replacement: '  {1}   draft ' }] };
  assert.deepEqual(filtered(w('Code', 'offer.md — Visual Studio Code'), f), { app: 'Code', title: 'offer.md draft' });
  assert.deepEqual(filtered(w('Code', 'Welcome'), f), { app: 'Code', title: 'Welcome' });
  const excluded: Filters = { ...f, excludedTitles: ['*offer*'] };
  assert.equal(filtered(w('Code', 'offer.md — Visual Studio Code'), excluded), null, 'excluded by the title as the desktop gave it, before any rewrite');
});

test('a browser address only when the person allowed addresses, only http(s), cut at 2,000 characters', () => {
  const on: Filters = { ...NONE, addresses: true };
  assert.deepEqual(filtered(w('Firefox', 'Mail', 'https://mail.example/inbox'), on), { app: 'Firefox', title: 'Mail', url: 'https://mail.example/inbox' });
  assert.deepEqual(filtered(w('Firefox', 'Mail', 'http://mail.example/'), on), { app: 'Firefox', title: 'Mail', url: 'http://mail.example/' });
  assert.deepEqual(filtered(w('Firefox', 'Mail', 'HTTPS://MAIL.EXAMPLE/'), on), { app: 'Firefox', title: 'Mail', url: 'HTTPS://MAIL.EXAMPLE/' });
  assert.deepEqual(filtered(w('Firefox', 'Mail', 'file:///home/ann/secret.pdf'), on), { app: 'Firefox', title: 'Mail' });
  assert.deepEqual(filtered(w('Firefox', 'Mail', 'view-source:https://x.example/'), on), { app: 'Firefox', title: 'Mail' }, 'http(s) at the start only');
  assert.deepEqual(filtered(w('Firefox', 'Mail', 'https:/x.example/'), on), { app: 'Firefox', title: 'Mail' }, 'two slashes');
  assert.deepEqual(filtered(w('Firefox', 'Mail', 'httpss://x.example/'), on), { app: 'Firefox', title: 'Mail' });
  assert.deepEqual(filtered(w('Firefox', 'Mail'), on), { app: 'Firefox', title: 'Mail' }, 'none known: none stored');
  assert.deepEqual(filtered(w('Firefox', 'Mail', 'https://mail.example/inbox'), NONE), { app: 'Firefox', title: 'Mail' }, 'not allowed: dropped');
  const long = `https://x.example/${'p'.repeat(3000)}`;
  assert.deepEqual(filtered(w('Firefox', 'Mail', long), on), { app: 'Firefox', title: 'Mail', url: long.slice(0, 2000) });
});

test('two windows are the same when their application, title and address are', () => {
  const a = { app: 'Code', title: 'x' };
  assert.equal(sameSeen(null, null), true);
  assert.equal(sameSeen(a, a), true);
  assert.equal(sameSeen(a, { app: 'Code', title: 'x' }), true);
  assert.equal(sameSeen(a, null), false);
  assert.equal(sameSeen(null, a), false);
  assert.equal(sameSeen(a, { app: 'Kode', title: 'x' }), false);
  assert.equal(sameSeen(a, { app: 'Code', title: 'y' }), false);
  assert.equal(sameSeen(a, { app: 'Code', title: 'x', url: 'https://x.example/' }), false);
  assert.equal(sameSeen({ ...a, url: 'https://x.example/' }, { ...a, url: 'https://x.example/' }), true);
});

const problem = (field: string, kind: SettingsProblem['kind'], message: string): SettingsProblem => ({ field, kind, message });

test('the record waits for each setting that guards it and cannot be read, said in its words', () => {
  assert.equal(recordHeldBy([]), null);
  assert.equal(recordHeldBy([problem('activity.excludedTitles', 'dropped', '1 entry dropped.')]), null, 'a list that lost an entry still guards with the rest');
  assert.equal(recordHeldBy([problem('activity.switchMinutes', 'unreadable', 'Ask after: unread.'), problem('theme', 'unreadable', 'Theme: unread.')]), null, 'not a guard of the record');
  assert.equal(recordHeldBy([problem('activity.excludedTitles', 'unreadable', 'Titles: unread.')]), 'Titles: unread.');
  assert.equal(
    recordHeldBy([problem('activity.excludedApps', 'unreadable', 'Apps: unread.'), problem('theme', 'unreadable', 'Theme: unread.'), problem('activity.rewrites', 'unreadable', 'Rewrites: unread.'), problem('activity.keepDays', 'unreadable', 'Days: unread.')]),
    'Apps: unread. Rewrites: unread. Days: unread.',
  );
});
