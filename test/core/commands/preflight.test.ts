// The checks a change must pass before its first request, as pure rules: the entry as the
// person saw it against the service's copy (no version field), a lock, a project archived or
// made task-required, and the overlap of new times with the person's other entries.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { changedSince, entryRefusal, overlapRefusal, projectRefusal } from '../../../main/core/commands/preflight.ts';
import { overlapping, partSpans, type OverlapEntry } from '../../../main/core/commands/overlap.ts';
import type { SeenFields, UpdateOp } from '../../../main/core/commands/ops.ts';
import type { ServerEntry } from '../../../main/core/reads/server-entry.ts';
import { sourceWords } from '../../../main/i18n/words.ts';

const EN = sourceWords();

const seen: SeenFields = { date: '2026-03-10', timeStart: '09:00:00', timeEnd: '11:00:00', totalSeconds: 7200, projectId: 1, taskId: null, description: 'Spec', running: false };

function server(over: Partial<ServerEntry> = {}): ServerEntry {
  return {
    id: 7, userId: 1, date: '2026-03-10', projectId: 1, projectName: 'Website', customerName: null, taskId: null, taskName: null, description: 'Spec',
    timeStart: '09:00:00', timeEnd: '11:00:00', totalSeconds: 7200, running: false, stopwatchStartLocal: null, locked: false, ...over,
  };
}

const edit: UpdateOp = { kind: 'update', opId: 'o', at: 0, entry: { id: 7 }, timeStart: '08:30:00', timeEnd: '11:00:00', timeTotal: '02:30:00', seen };

test('the same entry passes; a changed start, total, day, project, task or description is a web change', () => {
  assert.equal(entryRefusal(edit, seen, server(), 'h23', EN), null);
  for (const over of [{ timeStart: '09:10:00' }, { totalSeconds: 9900 }, { date: '2026-03-09' }, { projectId: 2 }, { taskId: 4 }, { description: 'Spec v2' }]) {
    assert.equal(changedSince(seen, { ...seen, ...over }), true, JSON.stringify(over));
  }
  // The end alone is derived by the service from start and total.
  assert.equal(changedSince(seen, { ...seen, timeEnd: '11:00:01' }), false);
});

test('a web change is refused with both versions in words and as data', () => {
  const r = entryRefusal(edit, seen, server({ timeEnd: '11:45:00', totalSeconds: 9900 }), 'h23', EN);
  assert.ok(r);
  assert.equal(r.code, 'changed_on_web');
  assert.match(r.message, /web: 09:00–11:45 \(2:45\); yours: 08:30–11:00 \(2:30\)/);
  assert.ok(r.message.length <= 160, 'kept whole by the refusal notice');
  assert.deepEqual([r.detail?.web.totalSeconds, r.detail?.mine.timeStart, r.detail?.mine.totalSeconds], [9900, '08:30:00', 9000]);
});

test('a running entry counts only its project, task and description; a lock refuses unless this user may change locked entries', () => {
  const running = { ...seen, running: true };
  assert.equal(changedSince(running, { ...running, totalSeconds: 60, timeEnd: '09:01:00' }), false);
  assert.equal(changedSince(running, { ...running, description: 'Other' }), true);
  assert.equal(entryRefusal(edit, seen, server({ locked: true }), 'h23', EN)?.code, 'entry_locked');
  assert.equal(entryRefusal(edit, seen, server({ locked: true, canModifyLocked: true }), 'h23', EN), null);
});

test('a project gone or archived, or now needing a task, refuses the change', () => {
  const project = { id: 3, name: 'Internal', customerName: null, requiredTask: false, active: true };
  assert.equal(projectRefusal(null, project, 'Internal', 7, EN), null);
  assert.equal(projectRefusal(null, null, 'Internal', 7, EN)?.code, 'project_archived');
  assert.match(projectRefusal(null, null, 'Internal', 7, EN)!.message, /Internal was archived/);
  assert.equal(projectRefusal(null, { ...project, requiredTask: true }, 'Internal', 7, EN)?.code, 'task_required');
  assert.equal(projectRefusal(5, { ...project, requiredTask: true }, 'Internal', 7, EN), null);
});

test('overlap: touching ends do not overlap, a running entry covers its run to now, the first entries are named', () => {
  const at = (hms: string) => Date.parse(`2026-03-10T${hms}Z`);
  const entries: OverlapEntry[] = [
    { date: '2026-03-10', timeStart: '09:00:00', timeEnd: '10:00:00', totalSeconds: 3600, runningSince: null, description: 'A' },
    { date: '2026-03-10', timeStart: '11:00:00', timeEnd: '11:00:00', totalSeconds: 0, runningSince: at('11:00:00'), description: '' },
  ];
  const spans = (start: string, total: string) => partSpans([{ date: '2026-03-10', timeStart: start, timeTotal: total }], 0);
  assert.deepEqual(overlapping(entries, spans('10:00:00', '01:00:00'), at('12:00:00'), 0), [], '10:00-11:00 touches both');
  assert.deepEqual(overlapping(entries, spans('09:59:00', '00:02:00'), at('12:00:00'), 0).map((e) => e.description), ['A']);
  const hits = overlapping(entries, spans('08:00:00', '04:00:00'), at('11:30:00'), 0);
  assert.equal(hits.length, 2);
  assert.equal(overlapRefusal(hits, 'h23', EN)?.message, 'Not saved: it would overlap “A” (09:00–10:00) and an entry without a description (11:00–now). Add it again and confirm the overlap if it is meant');
  assert.equal(overlapRefusal([], 'h23', EN), null);
  // An entry laid since the click: a split has nothing to confirm; a confirmed overlap covered the entries shown then, not this one.
  assert.equal(overlapRefusal(hits.slice(0, 1), 'h23', EN, 'split')?.message, 'Not saved: its second part would overlap “A” (09:00–10:00), which was not there when you split');
  assert.equal(overlapRefusal(hits.slice(0, 1), 'h23', EN, 'confirmed')?.message, 'Not saved: it would overlap “A” (09:00–10:00), which was not there when you confirmed the overlap');
});
