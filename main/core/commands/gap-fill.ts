// Filling an untracked gap in one step: a manual entry spanning exactly the gap, with the
// project, task and description of an entry the person picked (a recent one) or given. It
// is planned against the entries as the queue leaves them, so a second click on the same
// gap (or a gap another device filled meanwhile) finds the time covered and adds nothing.

import { entrySpans } from '../time/entry-span.ts';
import { localDate, localTime } from '../time/local-time.ts';
import type { FillGapInput } from '../stint-api.ts';
import { planManual, refused, type ManualPlan, type Refuse, type TrackerView } from './tracker.ts';
import { viewWords } from './plan-words.ts';

const LONGEST_MS = 86_399_000;

function refuse(message: string, fields: Record<string, string> = {}): Refuse {
  return { refuse: refused(message, fields) };
}

/** The project, task and description to fill with: the entry's, or the ones given. */
function workOf(t: TrackerView, input: FillGapInput): { projectId: number; taskId: number | null; description: string } | Refuse {
  const i18n = viewWords(t);
  if ((input.entryKey === undefined) === (input.projectId === undefined)) {
    return refuse(i18n._({ id: 'fill.pickWork', message: 'Pick an entry to fill the gap with, or a project.' }), { project: i18n._({ id: 'fill.pickWorkField', message: 'Pick an entry or a project.' }) });
  }
  if (input.entryKey !== undefined) {
    const e = t.entries.find((v) => v.key === input.entryKey);
    if (!e) return refuse(i18n._({ id: 'fill.entryGone', message: 'This entry is no longer in the list: pick another.' }));
    return { projectId: e.projectId, taskId: e.taskId, description: e.description };
  }
  return { projectId: input.projectId!, taskId: input.taskId ?? null, description: (input.description ?? '').trim() };
}

export function planGapFill(t: TrackerView, input: FillGapInput): ManualPlan {
  const i18n = viewWords(t);
  if (!Number.isFinite(input.start) || !Number.isFinite(input.end)) return refuse(i18n._({ id: 'fill.noSpan', message: 'This gap has no start or end.' }));
  // Whole seconds inside the gap: the entry must not reach into its neighbours.
  const start = Math.ceil(input.start / 1000) * 1000;
  const end = Math.floor(input.end / 1000) * 1000;
  if (end <= start) return refuse(i18n._({ id: 'fill.tooShort', message: 'This gap is shorter than a second: nothing to fill.' }));
  if (end - start > LONGEST_MS) return refuse(i18n._({ id: 'fill.tooLong', message: 'A gap is filled within one day: pick a shorter one.' }));
  if (end > t.now) return refuse(i18n._({ id: 'fill.future', message: 'This gap ends later than now: only time that has passed can be filled.' }));
  const work = workOf(t, input);
  if ('refuse' in work) return work;
  const taken = t.entries.some((e) => entrySpans(e, t.now, t.offsetMinutes).some((s) => s.start < end && s.end > start));
  if (taken) return refuse(i18n._({ id: 'fill.taken', message: 'Part of this time is tracked now (filled already, or an entry was added or moved meanwhile): nothing was added.' }));
  return planManual(t, {
    date: localDate(start, t.offsetMinutes),
    projectId: work.projectId,
    taskId: work.taskId,
    description: work.description,
    start: localTime(start, t.offsetMinutes),
    end: localTime(end, t.offsetMinutes),
  });
}
