// The last booking made from activity on Today (a gap filled with a project picked, or an
// entry with activity under it given another project), shared by the day's timeline, which
// offers "Always book … to …?" under it, and Today's entries, whose editor makes such a
// booking. Absent (the week's chosen day): the timeline keeps its own.

import { createContext } from 'preact';
import type { BookedFromActivity } from './activity-words.ts';

export interface ActivityBooked {
  readonly booked: BookedFromActivity | null;
  readonly set: (b: BookedFromActivity | null) => void;
}

export const ActivityBookedContext = createContext<ActivityBooked | null>(null);
