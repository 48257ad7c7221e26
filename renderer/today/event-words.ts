// How the window names a calendar's event and its offers to fill: its title (or "Untitled
// event"), its times in the window's clock ("9:00 AM–9:15 AM"), and the counts "Fill the
// day's meetings" says. Pure text.

import type { EventFillView, HourCycle } from '../../main/core/snapshot.ts';
import { formatInstantTime } from '../text/time.ts';
import { i18n } from '../i18n/words.ts';

export interface Clock {
  readonly offsetMinutes: number;
  readonly hourCycle: HourCycle;
}

/** The event's title, or what to call one without. */
export function eventTitle(title: string): string {
  return title.trim() || i18n._({ id: 'event.untitled', message: 'Untitled event' });
}

/** "9:00 AM–9:15 AM". */
export function eventSpan(span: { readonly start: number; readonly end: number }, clock: Clock): string {
  const at = (ms: number) => formatInstantTime(ms, clock.offsetMinutes, clock.hourCycle);
  return `${at(span.start)}–${at(span.end)}`;
}

/** "Standup, 9:00 AM–9:15 AM": an event on the lane. */
export function eventName(e: { readonly title: string; readonly start: number; readonly end: number }, clock: Clock): string {
  return `${eventTitle(e.title)}, ${eventSpan(e, clock)}`;
}

/** "Early sync, 7:30 AM–8:00 AM": an offer to fill, with each of its parts' times. */
export function offerName(offer: { readonly title: string; readonly parts: readonly { readonly start: number; readonly end: number }[] }, clock: Clock): string {
  return `${eventTitle(offer.title)}, ${offer.parts.map((p) => eventSpan(p, clock)).join(', ')}`;
}


/** An offer named with its project: "Standup, 9:00 AM–9:15 AM: Website", its remembered project when that is not loaded, or none yet (null work). */
export function offerWorkWords(meeting: string, work: EventFillView['work'], project: string | null): string {
  if (work === null) return i18n._({ id: 'meetings.noProjectYet', message: '{meeting}: no project yet', values: { meeting } });
  if (project === null) return i18n._({ id: 'meetings.rememberedProject', message: '{meeting}: its remembered project', values: { meeting } });
  return i18n._({ id: 'meetings.toProject', message: '{meeting}: {project}', values: { meeting, project } });
}
