// How an entry is named to a person in short places (tray menu, notifications):
// "Website redesign · Design: header fixes", cut with an ellipsis when too long.

import type { EntryView } from '../snapshot.ts';

export type LabelledEntry = Pick<EntryView, 'projectName' | 'taskName' | 'description'>;

export function truncateLabel(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, Math.max(1, max - 1)).join('').trimEnd()}…`;
}

export function entryLabel(entry: LabelledEntry, max = 60): string {
  let label = entry.projectName;
  if (entry.taskName !== null && entry.taskName !== '') label += ` · ${entry.taskName}`;
  const description = entry.description.trim().replace(/\s+/g, ' ');
  if (description !== '') label += `: ${description}`;
  return truncateLabel(label, max);
}
