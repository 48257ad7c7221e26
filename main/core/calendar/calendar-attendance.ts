// Whether an occurrence belongs on the person's day at all: not when it was cancelled, nor
// when the person declined it. Only the person's own answer counts; another attendee's is
// theirs.
import type ICAL from 'ical.js';

const said = (value: unknown, word: string): boolean => typeof value === 'string' && value.toUpperCase() === word;

export function isCancelled(event: ICAL.Component): boolean {
  return said(event.getFirstPropertyValue('status'), 'CANCELLED');
}

/** True when an attendee with one of `selfEmails` (any case) answered DECLINED. */
export function declinedBy(event: ICAL.Component, selfEmails: readonly string[]): boolean {
  const self = new Set(selfEmails.map(normalAddress));
  return event.getAllProperties('attendee').some((attendee) => said(attendee.getParameter('partstat'), 'DECLINED') && addressesOf(attendee).some((a) => self.has(a)));
}

// An attendee is named by a calendar address, usually mailto:, and may carry the EMAIL
// parameter (RFC 7986) when the address is something else.
function addressesOf(attendee: ICAL.Property): string[] {
  return [attendee.getFirstValue(), attendee.getParameter('email')].filter((v): v is string => typeof v === 'string').map(normalAddress);
}

function normalAddress(address: string): string {
  return address.trim().replace(/^mailto:/i, '').toLowerCase();
}
