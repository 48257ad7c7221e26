// Quick entry's form as it waits in the window's drafts, and how another screen fills it in:
// the timeline's "Quick entry…" on a gap opens it with that day and that start and end.

import type { Drafts } from '../state/drafts.ts';

export const QUICK_ENTRY_DRAFT = 'quick-entry';
/** Whether the person chose the date (else it follows today). */
export const QUICK_ENTRY_DATE_CHOSEN = 'quick-entry-date-chosen';

export interface QuickEntryForm {
  date: string;
  projectId: number | null;
  taskId: number | null;
  description: string;
  start: string;
  end: string;
  duration: string;
  /** The account the project is of (absent: the account shown when it was picked); it is booked there. */
  accountKey?: string;
}

export function blankQuickEntry(today: string): QuickEntryForm {
  return { date: today, projectId: null, taskId: null, description: '', start: '', end: '', duration: '' };
}

/** The form with `date`, `start` and `end` (as a person reads them), the rest of it kept. */
export function prefillQuickEntry(drafts: Drafts, fill: { readonly date: string; readonly start: string; readonly end: string }): void {
  const old = (drafts.get(QUICK_ENTRY_DRAFT) as QuickEntryForm | undefined) ?? blankQuickEntry(fill.date);
  drafts.set(QUICK_ENTRY_DRAFT, { ...old, date: fill.date, start: fill.start, end: fill.end, duration: '' });
  drafts.set(QUICK_ENTRY_DATE_CHOSEN, true);
}
