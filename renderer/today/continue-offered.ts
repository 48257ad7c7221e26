// Whether a finished entry's row offers Continue: not while the same work (project, task and
// description) runs now, since continuing it would change nothing (the engine treats it as
// a no-op, and the tray's and command line's Continue lists leave it out too).

import type { EntryView } from '../../main/core/snapshot.ts';

type Work = Pick<EntryView, 'projectId' | 'taskId' | 'description'>;

export function continueOffered(entry: Work, running: Work | null): boolean {
  return running === null || running.projectId !== entry.projectId || running.taskId !== entry.taskId || running.description !== entry.description;
}
