// One entry as the snapshot shows it, for the tests of what draws entries (the tray model,
// its menu actions, the tray renderer, the command line): a stopped hour on 2025-11-20,
// changed by `over`.

import type { EntryView } from '../../main/core/snapshot.ts';

export function entryView(key: string, over: Partial<EntryView> = {}): EntryView {
  return {
    key,
    id: Number(key.slice(1)),
    date: '2025-11-20',
    projectId: 1,
    projectName: 'Website redesign',
    customerName: null,
    taskId: null,
    taskName: null,
    description: '',
    timeStart: '09:00:00',
    timeEnd: '10:00:00',
    totalSeconds: 0,
    runningSince: null,
    locked: false,
    pending: false,
    ...over,
  };
}
