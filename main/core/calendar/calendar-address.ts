// Where a calendar is read from, as the person typed or pasted it: a private address or a
// local .ics file. The address is a secret (anyone with it reads the calendar), so no
// sentence here repeats it, and `shownAddress` gives the label that may be shown instead.

export type AddressReading =
  | { readonly ok: true; readonly kind: 'url'; readonly url: string }
  | { readonly ok: true; readonly kind: 'file'; readonly path: string }
  | { readonly ok: false; readonly message: string };

import { isLocalHost } from './local-host.ts';
import { sourceWords, type I18n } from '../../i18n/words.ts';

/** What an address or file may be, said after each refusal of one. */
const accepted = (i18n: I18n): string => i18n._({ id: 'calendar.address.accepted', message: "Paste the calendar's private iCalendar address (it starts with https:// or webcal://), or pick a .ics file." });

// Plain http stays on the machine only for these: tests and a calendar served locally.
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** What the person typed or pasted, read; a refusal in the words of `i18n` (English when none is given). */
export function readAddress(typed: string, i18n: I18n = sourceWords()): AddressReading {
  const text = typed.trim();
  if (text === '') return refuse(accepted(i18n));
  // A path first: `C:\…` would otherwise read as a URL with the scheme `c:`.
  if (/^(\/|[a-z]:[\\/]|\\\\)/i.test(text)) return fileAt(text, i18n);
  // Apple's and others' subscribe links: the same calendar over https.
  const url = parsed(text.replace(/^webcals?:\/\//i, 'https://'));
  if (!url) return refuse(i18n._({ id: 'calendar.address.unreadable', message: 'That is not an address Stint can read. {accepted}', values: { accepted: accepted(i18n) } }));
  if (url.protocol === 'file:') return fileOfUrl(url, i18n);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return refuse(i18n._({ id: 'calendar.address.httpsOnly', message: 'Stint reads calendars over https only. {accepted}', values: { accepted: accepted(i18n) } }));
  if (!sendsSafely(url)) {
    return refuse(i18n._({ id: 'calendar.address.http', message: "This address starts with http://, so the calendar would travel unencrypted. Copy the https:// (or webcal://) address from the calendar's settings instead." }));
  }
  // fetch refuses such a URL anyway; a private address never needs a name and password in it.
  if (url.username !== '' || url.password !== '') {
    return refuse(i18n._({ id: 'calendar.address.credentials', message: "This address holds a name and password, which Stint does not send. Copy the calendar's private (secret) iCalendar address instead." }));
  }
  return { ok: true, kind: 'url', url: url.href };
}

/** Whether Stint may request an address the person typed: https, or http to this machine. */
export function sendsSafely(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
}

/**
 * Whether a redirect may take Stint from the address the person typed to `next`: https to a
 * host elsewhere, or the very host the person typed when that is on this machine or its
 * network. The allowance for a local address is the person's, for what they typed, not the
 * calendar service's: a redirect never goes to plain http elsewhere, nor to a loopback or
 * private address the person did not type.
 */
export function mayRedirect(next: URL, typed: URL): boolean {
  if (isLocalHost(next.hostname)) return next.host === typed.host && sendsSafely(next);
  return next.protocol === 'https:';
}

/**
 * A label for the person with no secret in it: the host, and the last part of the path only
 * when it reads as a file name (`calendar.google.com/…/basic.ics`), never the query.
 */
export function shownAddress(url: string): string {
  const u = parsed(url);
  if (!u) return 'a calendar address';
  const parts = u.pathname.split('/').filter((p) => p !== '');
  const last = parts.length > 0 ? decoded(parts[parts.length - 1]!) : null;
  if (last === null) return parts.length === 0 ? u.host : `${u.host}/…`;
  return parts.length === 1 ? `${u.host}/${last}` : `${u.host}/…/${last}`;
}

/** The segment when it may be shown: short, a plain file name, no run of letters and digits mixed that could be a token. */
function decoded(segment: string): string | null {
  let text: string;
  try {
    text = decodeURIComponent(segment);
  } catch {
    return null;
  }
  if (text.length > 20 || !/^[\w.-]+$/.test(text)) return null;
  const runs = text.match(/[a-z0-9]{8,}/gi) ?? [];
  return runs.some((r) => /[a-z]/i.test(r) && /\d/.test(r)) ? null : text;
}

function fileAt(path: string, i18n: I18n): AddressReading {
  if (!/\.ics$/i.test(path)) return refuse(i18n._({ id: 'calendar.address.notIcs', message: 'Stint reads calendar files ending in .ics. Export the calendar as an .ics file and pick that.' }));
  return { ok: true, kind: 'file', path };
}

function fileOfUrl(url: URL, i18n: I18n): AddressReading {
  if (url.host !== '' && url.host !== 'localhost') return refuse(i18n._({ id: 'calendar.address.otherHost', message: 'Stint reads calendar files on this computer only. {accepted}', values: { accepted: accepted(i18n) } }));
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return refuse(i18n._({ id: 'calendar.address.noFile', message: 'That is not a file Stint can find. {accepted}', values: { accepted: accepted(i18n) } }));
  }
  // file:///C:/x.ics names C:/x.ics on Windows.
  return fileAt(/^\/[a-z]:\//i.test(path) ? path.slice(1) : path, i18n);
}

/** The URL, resolved against `base` when it is relative (a redirect's Location), or null when it is none. */
export function parsed(text: string, base?: URL): URL | null {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
}

function refuse(message: string): AddressReading {
  return { ok: false, message };
}
