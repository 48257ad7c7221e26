// How an entry is named to a person: "Website redesign · Design: header fixes" (the same
// words as the tray's menu, main/core/views/entry-label.ts), also the name of its Continue button.

import type { EntryView } from '../../main/core/snapshot.ts';

export type LabelledEntry = Pick<EntryView, 'projectName' | 'taskName' | 'description'>;

export function entryLabel(entry: LabelledEntry): string {
  let label = entry.projectName;
  if (entry.taskName !== null && entry.taskName !== '') label += ` · ${entry.taskName}`;
  const description = entry.description.trim().replace(/\s+/g, ' ');
  if (description !== '') label += `: ${description}`;
  return label;
}
