// Events left out as soon as a calendar is read, whatever days are shown, so that the window
// can list them beside the calendar at once: one set in a zone nobody knows (its times would
// land hours off), one without a start, one that repeats more often than once a minute (no
// meeting does; thirty such events since 1990 held Stint for seconds on every day shown). A
// series goes whole: its moved occurrences (RECURRENCE-ID) with it.
import ICAL from 'ical.js';
import type { EventProblem } from './calendar-types.ts';
import { textOf } from './calendar-text.ts';
import { zonesNamedBy } from './calendar-zones.ts';
import { sourceWords, type I18n } from '../../i18n/words.ts';

export interface SetAside {
  readonly kept: ICAL.Component[];
  readonly problems: EventProblem[];
}

/** `i18n`: the words each reason is said in (English when absent). */
export function setAside(events: readonly ICAL.Component[], unknownZones: ReadonlySet<string>, i18n: I18n = sourceWords()): SetAside {
  const why = new Map<string, string>();
  for (const event of events) {
    const uid = textOf(event, 'uid');
    if (why.has(uid)) continue;
    const reason = reasonOf(event, unknownZones, i18n);
    if (reason !== null) why.set(uid, reason);
  }
  if (why.size === 0) return { kept: [...events], problems: [] };
  const problems = [...why].map(([uid, message]): EventProblem => {
    const own = events.filter((e) => textOf(e, 'uid') === uid);
    const master = own.find((e) => !e.hasProperty('recurrence-id')) ?? own[0]!;
    return { uid, title: textOf(master, 'summary'), message };
  });
  return { kept: events.filter((e) => !why.has(textOf(e, 'uid'))), problems };
}

function reasonOf(event: ICAL.Component, unknownZones: ReadonlySet<string>, i18n: I18n): string | null {
  const unknown = zonesNamedBy(event).find((tzid) => unknownZones.has(tzid));
  if (unknown !== undefined) return i18n._({ id: 'calendar.aside.unknownZone', message: 'It is set in the time zone "{zone}", which the calendar does not describe and Stint does not know, so it is left out.', values: { zone: unknown } });
  if (!event.hasProperty('dtstart')) return i18n._({ id: 'calendar.aside.noStart', message: 'It has no start (DTSTART), so it is left out.' });
  const often = event.getAllProperties('rrule').map((p) => p.getFirstValue()).find((rule) => rule instanceof ICAL.Recur && subMinute(rule));
  if (often instanceof ICAL.Recur) return tooOften(often, i18n);
  return null;
}

/** Whether the rule gives two occurrences less than a minute apart. */
export function subMinute(rule: ICAL.Recur): boolean {
  const seconds = new Set(rule.parts.BYSECOND ?? []);
  if (seconds.size > 1) return true;
  return rule.freq === 'SECONDLY' && rule.interval < 60 && seconds.size === 0;
}

/** Why a rule under a minute is left out, saying how often it repeats. */
function tooOften(rule: ICAL.Recur, i18n: I18n): string {
  if ((rule.parts.BYSECOND ?? []).length > 1) return i18n._({ id: 'calendar.aside.severalAMinute', message: 'It repeats several times a minute, more often than once a minute: that is not a meeting, so it is left out.' });
  return i18n._({ id: 'calendar.aside.everySeconds', message: 'It repeats {count, plural, one {every second} other {every {count} seconds}}, more often than once a minute: that is not a meeting, so it is left out.', values: { count: rule.interval } });
}
