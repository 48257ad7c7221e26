// Where a calendar is read from, as typed: the addresses the calendar services hand out, the
// ones refused and why, local files; and the label that shows an address without its secret.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mayRedirect, readAddress, sendsSafely, shownAddress } from '../../../main/core/calendar/calendar-address.ts';

const GOOGLE = 'https://calendar.google.com/calendar/ical/lena%40example.com/private-0123456789abcdef0123456789abcdef/basic.ics';
const ICLOUD = 'webcal://p42-caldav.icloud.com/published/2/MTIzNDU2Nzg5MDEyMzQ1Nj-Uzq8Wz1Ahx3kYd9PbQ2';

function refusal(typed: string): string {
  const read = readAddress(typed);
  assert.equal(read.ok, false, `${typed} was accepted`);
  return read.ok ? '' : read.message;
}

test('https addresses are taken as they are, trimmed', () => {
  assert.deepEqual(readAddress(`  ${GOOGLE}\n`), { ok: true, kind: 'url', url: GOOGLE });
});

test('webcal:// and webcals:// are the same calendar over https', () => {
  assert.deepEqual(readAddress(ICLOUD), { ok: true, kind: 'url', url: ICLOUD.replace('webcal://', 'https://') });
  assert.deepEqual(readAddress('WEBCALS://cal.example.org/x/cal.ics'), { ok: true, kind: 'url', url: 'https://cal.example.org/x/cal.ics' });
});

test('plain http is refused in a sentence that asks for the https address, without repeating the address', () => {
  const message = refusal('http://calendar.example.com/secret-abc123/basic.ics');
  assert.match(message, /unencrypted/);
  assert.match(message, /https:\/\//);
  assert.doesNotMatch(message, /secret-abc123|calendar\.example\.com/);
});

test('plain http to this machine is allowed (a calendar served locally, the tests)', () => {
  for (const url of ['http://localhost:8080/cal.ics', 'http://127.0.0.1:41234/a/b.ics', 'http://[::1]:9000/c.ics']) {
    assert.deepEqual(readAddress(url), { ok: true, kind: 'url', url });
  }
  // Only the loopback names themselves: a host that merely starts like one is elsewhere.
  refusal('http://localhost.example.com/cal.ics');
  refusal('http://127.0.0.1.nip.io/cal.ics');
});

test('the redirect rule: https anywhere, http only to this machine, nothing else', () => {
  assert.equal(sendsSafely(new URL('https://a.example/x')), true);
  assert.equal(sendsSafely(new URL('http://127.0.0.1:1/x')), true);
  assert.equal(sendsSafely(new URL('http://a.example/x')), false);
  assert.equal(sendsSafely(new URL('ftp://a.example/x.ics')), false);
  assert.equal(sendsSafely(new URL('file:///tmp/x.ics')), false);
});

test('a redirect from an address elsewhere goes to https elsewhere only: never plain http, never this computer or its network', () => {
  const typed = new URL('https://calendar.example.com/secret/basic.ics');
  assert.equal(mayRedirect(new URL('https://cdn.example.net/x.ics'), typed), true);
  for (const next of [
    'http://cdn.example.net/x.ics',
    'http://127.0.0.1/x.ics',
    'https://127.0.0.1/x.ics',
    'https://localhost:8443/x.ics',
    'https://printer.localhost/x.ics',
    'https://nas.local/x.ics',
    'https://[::1]/x.ics',
    'https://[::ffff:127.0.0.1]/x.ics',
    'https://2130706433/x.ics',
    'https://0.0.0.0/x.ics',
    'https://10.0.0.5/x.ics',
    'https://172.20.1.1/x.ics',
    'https://192.168.1.1/x.ics',
    'https://169.254.169.254/latest/meta-data',
    'https://100.64.0.1/x.ics',
    'https://[fd12:3456::1]/x.ics',
    'https://[fe80::1]/x.ics',
    'file:///etc/passwd',
  ]) {
    assert.equal(mayRedirect(new URL(next), typed), false, next);
  }
  // Addresses that merely look local are elsewhere.
  assert.equal(mayRedirect(new URL('https://172.32.0.1/x.ics'), typed), true);
  assert.equal(mayRedirect(new URL('https://[2001:db8::1]/x.ics'), typed), true);
});

test('a local address the person typed keeps its allowance through redirects on that same address, and only there', () => {
  const typed = new URL('http://127.0.0.1:8080/cal.ics');
  assert.equal(mayRedirect(new URL('http://127.0.0.1:8080/other.ics'), typed), true);
  assert.equal(mayRedirect(new URL('https://calendar.example.com/x.ics'), typed), true);
  assert.equal(mayRedirect(new URL('http://127.0.0.1:6379/'), typed), false, 'another service on this computer');
  assert.equal(mayRedirect(new URL('http://192.168.1.1/x.ics'), typed), false);
  assert.equal(mayRedirect(new URL('http://calendar.example.com/x.ics'), typed), false);
  const nas = new URL('https://192.168.1.10/cal.ics');
  assert.equal(mayRedirect(new URL('https://192.168.1.10/moved.ics'), nas), true);
  assert.equal(mayRedirect(new URL('http://192.168.1.10/moved.ics'), nas), false, 'not down to plain http on the network');
});

test('absolute paths and file:// URLs are files, when they end in .ics (any case)', () => {
  assert.deepEqual(readAddress('/home/lena/Calendars/Work.ICS'), { ok: true, kind: 'file', path: '/home/lena/Calendars/Work.ICS' });
  assert.deepEqual(readAddress('C:\\Users\\Lena\\work.ics'), { ok: true, kind: 'file', path: 'C:\\Users\\Lena\\work.ics' });
  assert.deepEqual(readAddress('file:///home/lena/My%20Work.ics'), { ok: true, kind: 'file', path: '/home/lena/My Work.ics' });
  assert.deepEqual(readAddress('file:///C:/Users/Lena/work.ics'), { ok: true, kind: 'file', path: 'C:/Users/Lena/work.ics' });
  assert.match(refusal('/home/lena/notes.txt'), /ending in \.ics/);
  assert.match(refusal('file:///home/lena/cal.ics.zip'), /ending in \.ics/);
  assert.match(refusal('file://server/share/cal.ics'), /on this computer/);
});

test('anything else is refused with what Stint accepts', () => {
  for (const junk of ['', '   ', 'calendar.google.com/calendar/ical/x/basic.ics', 'work.ics', 'ftp://files.example.com/cal.ics', 'mailto:lena@example.com', 'https://']) {
    const message = refusal(junk);
    assert.match(message, /https:\/\/ or webcal:\/\/.*\.ics file/, junk);
  }
  assert.match(refusal('https://lena:hunter2@cal.example.com/cal.ics'), /name and password/);
  assert.doesNotMatch(refusal('https://lena:hunter2@cal.example.com/cal.ics'), /hunter2/);
});

test('shownAddress: the host and a file-like last part, never a token or the query', () => {
  assert.equal(shownAddress(GOOGLE), 'calendar.google.com/…/basic.ics');
  assert.equal(shownAddress(ICLOUD.replace('webcal://', 'https://')), 'p42-caldav.icloud.com/…');
  assert.equal(shownAddress('https://outlook.office365.com/owa/calendar/4f1c@example.com/9d2e7a1b3c/calendar.ics'), 'outlook.office365.com/…/calendar.ics');
  assert.equal(shownAddress('https://cloud.example.org/remote.php/dav/public-calendars/Ab3dEf7hJk9?export'), 'cloud.example.org/…');
  assert.equal(shownAddress('https://cal.example.org/cal.ics?token=abcdefghij0123456789xyz'), 'cal.example.org/cal.ics');
  assert.equal(shownAddress('http://127.0.0.1:41234/'), '127.0.0.1:41234');
  assert.equal(shownAddress('not a url'), 'a calendar address');
});

test('shownAddress keeps no 20+ character token and no query, whatever the address', () => {
  const token = 'q7Rk2mX9vB4nL8pZ3wT6yH1j';
  const addresses = [
    `https://cal.example.org/${token}`,
    `https://cal.example.org/${token}.ics`,
    `https://cal.example.org/a/${token}/basic.ics?key=${token}`,
    `https://cal.example.org/ical/${encodeURIComponent('lena@example.com')}/${token.slice(0, 12)}`,
    `https://cal.example.org/feed?${token}`,
    `https://cal.example.org/x/${'a'.repeat(25)}.ics`,
    `https://cal.example.org/x/%E0%A4%A`,
  ];
  for (const address of addresses) {
    const shown = shownAddress(address);
    assert.ok(shown.startsWith('cal.example.org'), shown);
    assert.doesNotMatch(shown, /[A-Za-z0-9]{20,}|\?/, `${address} shown as ${shown}`);
    assert.ok(!shown.includes(token.slice(0, 12)), `${address} shown as ${shown}`);
  }
});
