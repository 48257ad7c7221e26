// `notsaved` on the command line: a header that holds for the service's refusals and for
// Stint's own checks before sending, and each change named once, then who refused it and why.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { notSavedLines } from '../../main/cli/undo-lines.ts';
import type { NotSavedView, Snapshot } from '../../main/core/snapshot.ts';

const AT = Date.UTC(2026, 10, 26, 4, 44);

function view(id: string, why: string): NotSavedView {
  return { id, what: 'Add Internal Tools on 2026-11-26', why, at: AT, fields: {}, refusal: {} };
}

test('the changes not saved: one header for both kinds, each change named once', () => {
  const s = {
    notSaved: [
      view('a', 'Stint did not send it. It would overlap “Desk call” (12:20 AM–12:25 AM), which was not there when you confirmed the overlap.'),
      view('b', 'The service refused it. Internal Tools is archived: entries cannot be added to it. Pick another project.'),
    ],
    zone: { offsetMinutes: 0 },
    display: { hourCycle: 'h12' },
  } as unknown as Pick<Snapshot, 'notSaved' | 'zone' | 'display'>;
  assert.deepEqual(notSavedLines(s), [
    '2 changes not saved (notsaved dismiss <n> once read):',
    '  1. 4:44 AM Not saved: Add Internal Tools on 2026-11-26. Stint did not send it. It would overlap “Desk call” (12:20 AM–12:25 AM), which was not there when you confirmed the overlap.',
    '  2. 4:44 AM Not saved: Add Internal Tools on 2026-11-26. The service refused it. Internal Tools is archived: entries cannot be added to it. Pick another project.',
  ]);
});
