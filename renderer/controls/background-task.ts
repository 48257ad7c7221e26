// Chromium's Prioritized Task Scheduling (`scheduler.postTask`) at its lowest priority, for the
// window's work that no person waits on: the picker's warm-up slices (../pickers/search-warm-up.ts)
// and the later screens' code loaded ahead (../app/quick-entry-ahead.ts). A click, a screen's
// loading and its drawing go first; these take turns with each other.

/** The page's task scheduler, as far as this window uses it. */
export interface TaskScheduler {
  postTask(task: () => void, options: { priority: 'background'; signal: AbortSignal }): Promise<unknown>;
}

/** The page's scheduler, where it has one. */
export function pageScheduler(): TaskScheduler | undefined {
  return (globalThis as { scheduler?: TaskScheduler }).scheduler;
}

/**
 * Posts `run` as a background task of its own, withdrawn when `signal` aborts. False where the
 * page has no scheduler: the caller then runs it its own way.
 */
export function postBackground(run: () => void, signal: AbortSignal, scheduler = pageScheduler()): boolean {
  if (typeof scheduler?.postTask !== 'function') return false;
  // An aborted task's promise rejects: that is the withdrawal, nothing to report.
  void scheduler.postTask(run, { priority: 'background', signal }).catch(() => undefined);
  return true;
}
