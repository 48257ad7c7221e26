// A queued command in a person's words, for the list of actions waiting to be sent.

import { formatInstantClock } from '../time/clock-format.ts';
import type { HourCycle } from '../snapshot.ts';
import type { Op } from './ops.ts';

/** Text for a queued action ("Start Website at 9:12 AM", "... at 09:12"), for the sync status. */
export function describeOp(op: Op, projectName: (id: number) => string, offsetMinutes: number, hourCycle: HourCycle): string {
  const t = formatInstantClock(op.at, offsetMinutes, hourCycle);
  switch (op.kind) {
    case 'start_new':
      return `Start ${projectName(op.projectId)} at ${t}`;
    case 'start_existing':
      return `Continue an entry at ${t}`;
    case 'stop':
      return `Stop at ${t}`;
    case 'update':
      return `Edit an entry (${t})`;
    case 'set_start':
      return `Start the timer at ${formatInstantClock(op.startAt, offsetMinutes, hourCycle)} (${t})`;
    case 'create_manual':
      return `Add ${projectName(op.projectId)} on ${op.date}`;
    case 'todo':
      return `${op.completed ? 'Mark' : 'Reopen'} the to-do “${op.name}”${op.completed ? ' done' : ''} (${t})`;
  }
}
