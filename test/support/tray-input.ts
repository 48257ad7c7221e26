// The tray's input made by hand, for the pure views that read it (the tray model, the status
// bars' line): signed in, nothing running, in sync, the 24-hour clock; a test names only
// what it changes.
import type { SessionState, SyncView } from '../../main/core/snapshot.ts';
import type { TrayInput } from '../../main/core/views/tray-model.ts';
import { DISPLAY_24H } from './display.ts';

/** In sync, nothing queued, last read `lastReadAt`. */
export function syncOk(lastReadAt: number): SyncView {
  return { state: 'ok', queued: 0, queuedLabels: [], resumesAt: null, lastReadAt, quotaRemaining: null, quotaLimit: null, message: null };
}

export function trayInput(session: SessionState, sync: SyncView, over: Partial<TrayInput> = {}): TrayInput {
  return {
    session,
    running: null,
    todayEntries: [],
    recent: [],
    projects: [],
    sync,
    idle: { detection: 'on', prompt: null, stillWorking: null },
    notice: null,
    zone: { offsetMinutes: 0, source: 'report' },
    display: DISPLAY_24H,
    update: null,
    ...over,
  };
}
