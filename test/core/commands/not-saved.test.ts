// The changes not saved read back from disk: a record that does not read as one is skipped,
// and a reason saved by an earlier Stint, which named the change again, reads in today's words.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseNotSaved } from '../../../main/core/commands/not-saved.ts';

const record = (what: string, why: string) => ({ id: 'n1', owner: 'demo:1', what, why, at: 1, fields: {}, refusal: { code: 'x' } });

test("an earlier Stint's reasons lose the change said again; today's are kept as they are", () => {
  const whys = parseNotSaved([
    record('Edit an entry (10:02)', 'The service refused: Edit an entry (10:02). This entry is locked on the service and cannot be changed.'),
    record('Add Docs on 2026-03-09', 'The service did not save the entry for Docs on 2026-03-09. The date is locked. Choose another date.'),
    record('Edit an entry (12:00); Add Internal Tools on 2026-03-10', 'Not sent: Edit an entry (12:00). Not saved: its second part would overlap “Phone call” (10:30–10:45), which was not there when you split. 1 later action that depended on it went with it.'),
    record('Stop at 10:00', 'The service refused it. Entry overlaps another one.'),
    record('Stop at 10:00', 'Stint did not send it. This entry was locked on the service meanwhile.'),
  ]).map((r) => r.why);
  assert.deepEqual(whys, [
    'The service refused it. This entry is locked on the service and cannot be changed.',
    'The service refused it. The date is locked. Choose another date.',
    'Stint did not send it. Its second part would overlap “Phone call” (10:30–10:45), which was not there when you split. 1 later action that depended on it went with it.',
    'The service refused it. Entry overlaps another one.',
    'Stint did not send it. This entry was locked on the service meanwhile.',
  ]);
});

test('a record that does not read as one is skipped, the others kept', () => {
  const kept = parseNotSaved([{ id: 'x' }, record('Stop at 10:00', 'The service refused it.'), 'junk']);
  assert.deepEqual(kept.map((r) => r.what), ['Stop at 10:00']);
});
