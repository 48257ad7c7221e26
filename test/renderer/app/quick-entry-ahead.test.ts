// The other screens' code is loaded ahead at background priority, in turn with the picker's
// warm-up, not once the window is idle (which the warm-up put off for a second or more):
// Settings opened a second after the window loaded then draws without fetching its code.

import assert from 'node:assert/strict';
import test from 'node:test';
import { inBackground } from '../../../renderer/app/quick-entry-ahead.ts';
import type { TaskScheduler } from '../../../renderer/controls/background-task.ts';

function recordingScheduler(): { scheduler: TaskScheduler; posted: { task: () => void; priority: string; signal: AbortSignal }[] } {
  const posted: { task: () => void; priority: string; signal: AbortSignal }[] = [];
  return {
    posted,
    scheduler: {
      postTask: (task, options) => {
        posted.push({ task, ...options });
        return new Promise(() => {});
      },
    },
  };
}

test('the work is posted as a background task of its own, and runs when the scheduler runs it', () => {
  const { scheduler, posted } = recordingScheduler();
  let ran = 0;
  inBackground(() => ran++, scheduler);
  assert.equal(ran, 0, 'not run at once');
  assert.deepEqual(posted.map((p) => p.priority), ['background']);
  posted[0]!.task();
  assert.equal(ran, 1);
});

test('cancelled before its turn (the window signed out, the projects changed): the task is withdrawn', () => {
  const { scheduler, posted } = recordingScheduler();
  const cancel = inBackground(() => assert.fail('not run'), scheduler);
  cancel();
  assert.equal(posted[0]!.signal.aborted, true);
});
