// "Updated to X" after an update: the first start on a version other than the one that ran
// last here says so once, with a link to that version's release notes. A first install (no
// version ran here before) says nothing: there is nothing it was updated from.

import type { UpdatedNote } from '../snapshot.ts';

/**
 * Where a version's release notes are: its GitHub release, tagged `v<version>` by the release
 * workflow. One place, so a move of the repository is one change.
 */
export const RELEASE_NOTES_URL = (version: string): string => `https://github.com/stint-app/stint/releases/tag/v${encodeURIComponent(version)}`;

/** The note for this start: `lastRunVersion` as the settings kept it, `appVersion` the version running now. */
export function updatedNote(lastRunVersion: string | null, appVersion: string): UpdatedNote | null {
  if (lastRunVersion === null || lastRunVersion === appVersion) return null;
  return Object.freeze({ version: appVersion, notesUrl: RELEASE_NOTES_URL(appVersion) });
}
