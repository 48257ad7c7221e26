// Which of the calendar's offers to fill (`CalendarSnapshot.fillable`, the engine's) a place
// of the window shows: a gap's (an offer with a part inside it), and a day's ("Fill the
// day's meetings"), with the ones that fill in one step (their work remembered). Pure.

import type { EventFillView, GapView, ProjectView } from '../../main/core/snapshot.ts';

export type ReadyOffer = EventFillView & { readonly work: NonNullable<EventFillView['work']> };

/** The offers with time inside `gap` (each part lies within one gap). */
export function offersInGap(fillable: readonly EventFillView[], gap: Pick<GapView, 'date' | 'start' | 'end'>): EventFillView[] {
  return fillable.filter((f) => f.date === gap.date && f.parts.some((p) => p.start < gap.end && p.end > gap.start));
}

/** The offers of `date`. */
export function offersOn(fillable: readonly EventFillView[], date: string): EventFillView[] {
  return fillable.filter((f) => f.date === date);
}

/** The offers a remembered rule gives the work of: what "Fill the day's meetings" fills. */
export function readyOffers(offers: readonly EventFillView[]): ReadyOffer[] {
  return offers.filter((f): f is ReadyOffer => f.work !== null);
}

/** The name of the project a rule's work goes to; null when the project is not listed (archived since). */
export function workProject(projects: readonly ProjectView[], work: ReadyOffer['work']): string | null {
  return projects.find((p) => p.id === work.projectId)?.name ?? null;
}
