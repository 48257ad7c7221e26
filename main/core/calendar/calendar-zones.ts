// Every time in a calendar's events put in its zone once, right after parsing. ical.js
// finds a TZID among the calendar's own VTIMEZONE blocks (and knows UTC); a TZID it cannot
// find leaves the time floating, which would silently shift the event by the zone's
// offset. Such a time gets the zone the runtime knows by that name (IANA, or Windows
// through windows-zones.ts), or its TZID is listed as unknown and its event left out.
import ICAL from 'ical.js';
import { IntlZone } from './intl-zone.ts';

const TIME_PROPERTIES = ['dtstart', 'dtend', 'recurrence-id', 'exdate', 'rdate'];

export function timeProperties(event: ICAL.Component): ICAL.Property[] {
  return TIME_PROPERTIES.flatMap((name) => event.getAllProperties(name));
}

/** The TZIDs of an event's time properties. */
export function zonesNamedBy(event: ICAL.Component): string[] {
  return timeProperties(event)
    .map((p) => p.getParameter('tzid'))
    .filter((tzid): tzid is string => typeof tzid === 'string');
}

/** Gives the floating times that name a zone that zone; returns the TZIDs nobody knows. */
export function settleZones(events: readonly ICAL.Component[]): Set<string> {
  const zones = new Map<string, IntlZone | null>();
  const unknown = new Set<string>();
  const zoneFor = (tzid: string): IntlZone | null => {
    if (!zones.has(tzid)) zones.set(tzid, IntlZone.named(tzid));
    return zones.get(tzid)!;
  };
  for (const event of events) {
    for (const property of timeProperties(event)) {
      const tzid = property.getParameter('tzid');
      if (typeof tzid !== 'string') continue;
      for (const time of timesOf(property)) {
        if (time.isDate || time.zone !== ICAL.Timezone.localTimezone) continue;
        const zone = zoneFor(tzid);
        // Assigning the zone to the value ical.js keeps for the property changes it for every later reader.
        if (zone) time.zone = zone;
        else unknown.add(tzid);
      }
    }
  }
  return unknown;
}

function timesOf(property: ICAL.Property): ICAL.Time[] {
  return property.getValues().flatMap((value: unknown) => {
    if (value instanceof ICAL.Time) return [value];
    // RDATE;VALUE=PERIOD holds periods of a start and an end (or a duration).
    if (value instanceof ICAL.Period) return [value.start, value.end].filter((t): t is ICAL.Time => t instanceof ICAL.Time);
    return [];
  });
}
