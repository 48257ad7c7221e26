// The queued commands laid over what the service said: the entry a start replaced shows
// what it held at the click, even once the service stopped it later than the click.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { overlay, type OverlayInput } from '../../../main/core/commands/overlay.ts';
import type { QueuedOp } from '../../../main/core/commands/outbox.ts';
import type { ServerEntry } from '../../../main/core/reads/server-entry.ts';

const AT = Date.parse('2026-03-10T10:00:00Z');

function entry(id: number, description: string, totalSeconds: number, runningSinceLocal: string | null): ServerEntry {
  return { id, userId: 1, date: '2026-03-10', projectId: 1, projectName: 'Website', customerName: null, taskId: null, taskName: null, description, timeStart: '10:00:00', timeEnd: '10:00:00', totalSeconds, running: runningSinceLocal !== null, stopwatchStartLocal: runningSinceLocal, locked: false };
}

function input(entries: ServerEntry[], queue: QueuedOp[]): OverlayInput {
  return { entries, queue, ids: (r) => ('id' in r ? r.id : undefined), localIdOf: () => undefined, offsetMinutes: 0, projectName: () => 'Website', customerName: () => null, taskName: () => null };
}

const switchAtClick: QueuedOp = {
  op: { kind: 'start_new', opId: 'o1', at: AT, localId: 'n1', date: '2026-03-10', projectId: 3, taskId: null, description: 'Tooling spike', replaces: { id: 30 }, replacedSeconds: 10 },
  progress: { createdId: 31, started: true },
};

test('a switch whose start reached the service 161 s late: the replaced entry shows the 10 s it held at the click, not the 171 s the service counted', () => {
  // The service stopped entry 30 when the late start arrived: 10 s held + 161 s of waiting.
  const views = overlay(input([entry(30, 'Code review', 171, null), entry(31, 'Tooling spike', 0, '2026-03-10 10:02:41')], [switchAtClick]));
  const replaced = views.find((v) => v.id === 30)!;
  assert.equal(replaced.totalSeconds, 10);
  assert.equal(replaced.runningSince, null);
  assert.equal(replaced.pending, true, 'the correction waits in the queue');
});

test('while the replaced entry still runs on the service, it is stopped at the click as before', () => {
  const views = overlay(input([entry(30, 'Code review', 0, '2026-03-10 09:59:50')], [{ ...switchAtClick, progress: {} }]));
  const replaced = views.find((v) => v.id === 30)!;
  assert.equal(replaced.runningSince, null);
  assert.equal(replaced.totalSeconds, 10);
});

test('a start that replaced nothing leaves the other entries as the service holds them', () => {
  const alone: QueuedOp = { op: { ...switchAtClick.op, replaces: null, replacedSeconds: null } as QueuedOp['op'], progress: {} };
  const views = overlay(input([entry(30, 'Code review', 171, null)], [alone]));
  assert.equal(views.find((v) => v.id === 30)!.totalSeconds, 171);
});
