// "Started … ago" as a plan: which instant each choice means, the entry as one block or as
// earlier runs plus this one, and the refusals with the start field named. Folding such a
// move with what waits beside it (collapse.ts), and how the view shows it (overlay.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { planRunningStart } from '../../../main/core/commands/running-start.ts';
import type { TrackerView } from '../../../main/core/commands/tracker.ts';
import { collapse } from '../../../main/core/commands/collapse.ts';
import { overlay } from '../../../main/core/commands/overlay.ts';
import { describeOp } from '../../../main/core/commands/op-label.ts';
import type { Op, SetStartOp, StartNewOp } from '../../../main/core/commands/ops.ts';
import type { EntryView } from '../../../main/core/snapshot.ts';
import type { ServerEntry } from '../../../main/core/reads/server-entry.ts';
import type { OpProgress } from '../../../main/core/commands/outbox.ts';
import { wordsFor } from '../../../main/i18n/words.ts';

/** The English words: these tests read the texts in English. */
const EN = wordsFor('en');

const at = (iso: string): number => Date.parse(iso);
const NOW = at('2026-03-10T10:05:00Z');
const entry = (over: Partial<EntryView>): EntryView => ({
  key: 'e1', id: 1, date: '2026-03-10', projectId: 1, projectName: 'Web', customerName: null, taskId: null, taskName: null,
  description: 'spec', timeStart: '10:00:00', timeEnd: '10:00:00', totalSeconds: 0, runningSince: at('2026-03-10T10:00:00Z'), locked: false, pending: false, ...over,
});
const view = (entries: EntryView[], over: Partial<TrackerView> = {}): TrackerView => ({
  now: NOW, offsetMinutes: 0, hourCycle: 'h23', entries, projects: [], tasks: {}, makeId: () => 'id', ...over,
});
const moved = (t: TrackerView, input: Parameters<typeof planRunningStart>[1]): SetStartOp => {
  const p = planRunningStart(t, input);
  assert.ok('op' in p && p.op.kind === 'set_start', JSON.stringify(p));
  return p.op;
};
const refusal = (t: TrackerView, input: Parameters<typeof planRunningStart>[1]): { message: string; fields: Record<string, string> } => {
  const p = planRunningStart(t, input);
  assert.ok('refuse' in p, JSON.stringify(p));
  return p.refuse as { message: string; fields: Record<string, string> };
};

test('minutes ago, a time, a duration: the run and the entry start there; nothing held before it', () => {
  const t = view([entry({})]);
  assert.deepEqual(moved(t, { minutesAgo: 10 }), { kind: 'set_start', opId: 'id', at: NOW, entry: { id: 1 }, startAt: at('2026-03-10T09:55:00Z'), baseSeconds: 0, timeStart: '09:55:00' });
  assert.equal(moved(t, { at: '9:40' }).startAt, at('2026-03-10T09:40:00Z'));
  assert.equal(moved(t, { ago: '1h10m' }).startAt, at('2026-03-10T08:55:00Z'));
  // Later than shown, within the run: the entry shrinks (started by mistake before the work).
  assert.equal(moved(t, { at: '10:02' }).timeStart, '10:02:00');
});

test('a fresh timer credited for a late start is still one block from its stored start', () => {
  const credited = entry({ totalSeconds: 5, runningSince: at('2026-03-10T10:00:05Z') });
  const op = moved(view([credited]), { minutesAgo: 15 });
  assert.deepEqual([op.startAt, op.baseSeconds, op.timeStart], [at('2026-03-10T09:50:00Z'), 0, '09:50:00']);
});

test('a late start credited from its send, its stopwatch started on arrival seconds later (a slow network): still one block', () => {
  // Sent 10:00:00 to 10:08:40 late (credited 520 s from 10:00:00), arrived 3 s later.
  const slow = entry({ timeStart: '10:00:00', totalSeconds: 520, runningSince: at('2026-03-10T10:08:43Z') });
  const op = moved(view([slow], { now: at('2026-03-10T10:20:00Z') }), { minutesAgo: 40 });
  assert.deepEqual([op.startAt, op.baseSeconds, op.timeStart], [at('2026-03-10T09:40:00Z'), 0, '09:40:00']);
  // A minute's gap or more is a pause: continued, refused.
  const paused = entry({ timeStart: '10:00:00', totalSeconds: 520, runningSince: at('2026-03-10T10:09:41Z') });
  assert.ok(refusal(view([paused], { now: at('2026-03-10T10:20:00Z') }), { minutesAgo: 40 }).fields.start);
});

test('an entry continued after a pause is refused, with what to do instead', () => {
  const continued = entry({ timeStart: '08:00:00', totalSeconds: 1800, runningSince: at('2026-03-10T10:00:00Z') });
  const r = refusal(view([continued]), { minutesAgo: 20 });
  assert.match(r.message, /already holds time from 08:00: stop it and change its times/);
  assert.ok(r.fields.start);
});

test('from the last stop: the end of the latest entry of today that has ended (the last stop before now)', () => {
  const before = [
    entry({ key: 'e2', id: 2, timeStart: '08:00:00', totalSeconds: 1800, runningSince: null }),
    entry({ key: 'e3', id: 3, timeStart: '09:00:00', totalSeconds: 1200, runningSince: null }),
    entry({ key: 'e4', id: 4, date: '2026-03-09', timeStart: '09:50:00', totalSeconds: 300, runningSince: null }),
  ];
  assert.equal(moved(view([entry({}), ...before]), { fromLastStop: true }).startAt, at('2026-03-10T09:20:00Z'));
  assert.match(refusal(view([entry({})]), { fromLastStop: true }).message, /No entry of today has ended yet/);
  // One that ended after the timer began (added on the phone meanwhile) is the last stop; one ending later than now is not.
  const meanwhile = entry({ key: 'e5', id: 5, timeStart: '10:01:00', totalSeconds: 120, runningSince: null });
  const ahead = entry({ key: 'e6', id: 6, timeStart: '10:04:00', totalSeconds: 600, runningSince: null });
  assert.equal(moved(view([entry({}), ...before, meanwhile, ahead]), { fromLastStop: true }).startAt, at('2026-03-10T10:03:00Z'));
});

test('the edges: 1 minute ago, exactly now, exactly midnight, exactly when earlier runs ended, a second off the block', () => {
  const t = view([entry({})]);
  assert.equal(moved(t, { minutesAgo: 1 }).startAt, at('2026-03-10T10:04:00Z'));
  assert.equal(moved(t, { at: '10:05' }).startAt, NOW);
  assert.equal(moved(t, { at: '00:00' }).startAt, at('2026-03-10T00:00:00Z'));
  // Continued right where it stopped: one block, from its first start.
  const contiguous = entry({ timeStart: '09:00:00', totalSeconds: 3600, runningSince: at('2026-03-10T10:00:00Z') });
  assert.deepEqual([moved(view([contiguous]), { at: '08:30' }).startAt, moved(view([contiguous]), { at: '08:30' }).baseSeconds], [at('2026-03-10T08:30:00Z'), 0]);
  // Stored time that ends a second before the run: still one block (whole seconds on both sides).
  const second = entry({ totalSeconds: 4, runningSince: at('2026-03-10T10:00:05Z') });
  assert.deepEqual([moved(view([second]), { minutesAgo: 10 }).baseSeconds, moved(view([second]), { minutesAgo: 10 }).timeStart], [0, '09:55:00']);
  // A minute off (a slow network's lag between the credit and the stopwatch): still one block; a second more: a pause, refused.
  assert.equal(moved(view([entry({ totalSeconds: 5, runningSince: at('2026-03-10T10:01:05Z') })]), { minutesAgo: 10 }).baseSeconds, 0);
  assert.ok(refusal(view([entry({ totalSeconds: 5, runningSince: at('2026-03-10T10:01:06Z') })]), { minutesAgo: 1 }).fields.start);
});

test('from the last stop: the latest end wins, whatever the order listed; an entry ending after the run began ends at its start, one exactly at it too', () => {
  const ends = (startAt: string, total: number, key: string) => entry({ key, id: Number(key.slice(1)), timeStart: startAt, totalSeconds: total, runningSince: null });
  const later = ends('09:30:00', 600, 'e5'); // ends 09:40
  const earlier = ends('08:00:00', 600, 'e6'); // ends 08:10
  const overlapping = ends('09:50:00', 1200, 'e7'); // ends 10:10, after the run began
  // Begun before the run and ending after its start: it ended, as the person saw it, where the run began, never moved back over it.
  assert.deepEqual(planRunningStart(view([entry({}), later, earlier, overlapping]), { fromLastStop: true }), { noop: true });
  assert.match(refusal(view([entry({}), later, earlier, overlapping]), { at: '9:40' }).message, /^From 09:40 the timer would overlap “spec” \(09:50–/);
  assert.equal(moved(view([earlier, entry({}), later]), { fromLastStop: true }).startAt, at('2026-03-10T09:40:00Z'));
  const atTheStart = ends('09:50:00', 600, 'e8'); // ends 10:00, when the run began
  assert.deepEqual(planRunningStart(view([entry({}), earlier, atTheStart]), { fromLastStop: true }), { noop: true }, 'an end at the run start: no change');
  // Another day's entry is not today's last stop.
  assert.match(refusal(view([entry({}), entry({ key: 'e9', id: 9, date: '2026-03-09', timeStart: '09:00:00', totalSeconds: 60, runningSince: null })]), { fromLastStop: true }).message, /No entry of today/);
});

test('from the last stop: the entry this timer stopped ends where the run began while it is stored past now (whole seconds, a late start credited to its answer); one ended by now ends as listed', () => {
  const ends = (startAt: string, total: number, key: string) => entry({ key, id: Number(key.slice(1)), timeStart: startAt, totalSeconds: total, runningSince: null });
  const before = ends('09:58:00', 28, 'e2'); // ends 09:58:28
  // Continued at 09:59:14, its answer 3 s on the way back: the stopwatch's 46 s plus 3 s credited, ending 10:00:03.
  const late = ends('09:59:14', 49, 'e3');
  const justAfter = view([entry({}), before, late], { now: at('2026-03-10T10:00:01Z') });
  assert.deepEqual(planRunningStart(justAfter, { fromLastStop: true, confirmOverlap: true }), { noop: true }, 'not 09:58:28, over the late entry');
  // Once now is past its stored end, the list shows it ending 3 s into the run: that end, as read.
  assert.equal(moved(view([entry({}), before, late]), { fromLastStop: true }).startAt, at('2026-03-10T10:00:03Z'), 'its listed end once now is past it');
  // Clicked at 10:00:00.643, moved at once: the entry it stopped holds 47 s from 09:59:14 (whole seconds), ending 10:00:01.
  const clicked = entry({ runningSince: at('2026-03-10T10:00:00.643Z') });
  const rounded = view([clicked, before, ends('09:59:14', 47, 'e3')], { now: at('2026-03-10T10:00:00.900Z') });
  assert.deepEqual(planRunningStart(rounded, { fromLastStop: true, confirmOverlap: true }), { noop: true }, 'the switch within the second now is in');
  // Stored past now by minutes (a start credited twice): stopped by then all the same.
  assert.deepEqual(planRunningStart(view([entry({}), before, ends('09:59:14', 400, 'e4')]), { fromLastStop: true }), { noop: true });
  // One the person moved this run back over, ending before now: its end as listed, the run after it.
  assert.equal(moved(view([entry({}), before, ends('09:59:14', 200, 'e4')]), { fromLastStop: true }).startAt, at('2026-03-10T10:02:34Z'));
  // One that began at the run's start or later is not the one it stopped: its own end stands.
  assert.equal(moved(view([entry({}), before, ends('10:00:00', 61, 'e5')]), { fromLastStop: true }).startAt, at('2026-03-10T10:01:01Z'));
});

test('refused, with the start field named: later than now, before midnight, unreadable, none or two choices; locked or no timer without a field', () => {
  const t = view([entry({})]);
  for (const [input, words] of [
    [{ at: '10:06' }, /later than now \(10:05\)/],
    [{ ago: '11h' }, /before midnight/],
    [{ at: '25:00' }, /time of day/],
    [{ ago: '0' }, /how long ago/],
    [{ ago: 'a while' }, /how long ago, such as 25m or 1h10m/],
    [{ at: 'soon' }, /such as 09:40/],
    [{ at: '10:05:01' }, /later than now/],
    [{ minutesAgo: 0 }, /1 or more/],
    [{ minutesAgo: 2.5 }, /whole number/],
    [{}, /one thing/],
    [{ minutesAgo: 5, at: '9:00' }, /one thing/],
  ] as const) {
    const r = refusal(t, input);
    assert.match(r.message, words, JSON.stringify(input));
    assert.ok(r.fields.start, JSON.stringify(input));
  }
  assert.match(refusal(view([entry({ runningSince: null })]), { minutesAgo: 5 }).message, /No timer is running/);
  assert.match(refusal(view([entry({ locked: true })]), { minutesAgo: 5 }).message, /locked/);
  assert.deepEqual(planRunningStart(t, { at: '10:00' }), { noop: true });
});

const T10 = at('2026-03-10T10:00:00Z');
const startOp: StartNewOp = { kind: 'start_new', opId: 'o1', at: T10, localId: 'a', date: '2026-03-10', projectId: 1, taskId: null, description: 'spec', replaces: null, replacedSeconds: null };
const setStart = (over: Partial<SetStartOp> = {}): SetStartOp => ({ kind: 'set_start', opId: 'o2', at: T10 + 60_000, entry: { localId: 'a' }, startAt: T10 - 600_000, baseSeconds: 0, timeStart: '09:50:00', ...over });

test('in the list of actions waiting: the new start, and when it was asked', () => {
  assert.equal(describeOp(setStart(), () => 'Web', 0, 'h12', EN), 'Start the timer at 9:50 AM (10:01 AM)');
});

test('folded: a start, its move and a stop that all waited become one create from the new start', () => {
  const ops: Op[] = [startOp, setStart(), { kind: 'stop', opId: 'o3', at: T10 + 240_000, entry: { localId: 'a' }, intendedSeconds: 840 }];
  assert.deepEqual(collapse(ops, 0), [
    { kind: 'create_manual', opId: 'o1', at: T10 - 600_000, localId: 'a', date: '2026-03-10', projectId: 1, taskId: null, description: 'spec', timeStart: '09:50:00', timeTotal: '00:14:00', allowOverlap: true },
  ]);
});

test('a move of a start that waits, the timer still running: the start carries the new beginning, its click stays', () => {
  assert.deepEqual(collapse([startOp, setStart()], 0), [{ ...startOp, runFrom: T10 - 600_000 }]);
  const switched: StartNewOp = { ...startOp, replaces: { id: 7 }, replacedSeconds: 300 };
  assert.deepEqual(collapse([switched, setStart()], 0), [{ ...switched, runFrom: T10 - 600_000 }], 'the entry it replaces still ends at the click');
  const stop: Op = { kind: 'stop', opId: 'o3', at: T10 + 240_000, entry: { localId: 'a' }, intendedSeconds: 840 };
  assert.deepEqual(
    collapse([...collapse([startOp, setStart()], 0), stop], 0),
    [{ kind: 'create_manual', opId: 'o1', at: T10 - 600_000, localId: 'a', date: '2026-03-10', projectId: 1, taskId: null, description: 'spec', timeStart: '09:50:00', timeTotal: '00:14:00', allowOverlap: true }],
    'a stop after the folded move: one create from the new beginning',
  );
});

test('moves of different entries, or with a switch away or a to-do between them, are all sent', () => {
  const first = setStart({ entry: { id: 7 } });
  const other = setStart({ opId: 'o5', entry: { id: 8 } });
  const second = setStart({ opId: 'o3', entry: { id: 7 }, startAt: T10 - 900_000, timeStart: '09:45:00' });
  const todo: Op = { kind: 'todo', opId: 'o6', at: T10, todoId: 'g', completed: true, name: 'x', projectId: 1 };
  assert.deepEqual(collapse([first, todo, other, second], 0), [todo, other, second], 'a to-do and another entry between them: the later move alone');
  const switchAway: Op = { kind: 'start_existing', opId: 'o7', at: T10 + 1000, entry: { id: 9 }, baseSeconds: 0, replaces: { id: 7 }, replacedSeconds: 600 };
  assert.deepEqual(collapse([first, switchAway, second], 0), [first, switchAway, second], 'switched away between them: both');
  const startElsewhere: Op = { ...startOp, opId: 'o8', localId: 'z', replaces: null };
  assert.deepEqual(collapse([first, startElsewhere, second], 0).filter((o) => o.kind === 'set_start'), [second], 'a start that replaces nothing does not touch it');
  const switchOther: Op = { kind: 'start_existing', opId: 'o9', at: T10 + 1000, entry: { id: 9 }, baseSeconds: 0, replaces: { id: 8 }, replacedSeconds: 600 };
  assert.deepEqual(collapse([first, switchOther, second], 0), [switchOther, second], 'a switch away from another entry does not touch it');
});

test('two moves of the same run with nothing between them: only the later one is sent', () => {
  const first = setStart({ entry: { id: 7 } });
  const second = setStart({ opId: 'o3', entry: { id: 7 }, startAt: T10 - 900_000, timeStart: '09:45:00' });
  assert.deepEqual(collapse([first, second], 0), [second]);
  const stop: Op = { kind: 'stop', opId: 'o4', at: T10 + 1000, entry: { id: 7 }, intendedSeconds: 600 };
  assert.deepEqual(collapse([first, stop, second], 0), [first, stop, second], 'a stop between them keeps both');
});

test('the view counts the run from the new start at once; a timer stopped meanwhile is left alone', () => {
  const server: ServerEntry = {
    id: 7, userId: 1, date: '2026-03-10', projectId: 1, projectName: 'Web', customerName: null, taskId: null, taskName: null, description: 'spec',
    timeStart: '10:00:00', timeEnd: '10:00:00', totalSeconds: 0, running: true, stopwatchStartLocal: '2026-03-10 10:00:00', locked: false,
  };
  const input = (entries: ServerEntry[], op: SetStartOp, progress: OpProgress = {}) => ({
    entries, queue: [{ op, progress }], ids: (r: { id: number } | { localId: string }) => ('id' in r ? r.id : undefined), localIdOf: () => undefined,
    offsetMinutes: 0, projectName: () => 'Web', customerName: () => null, taskName: () => null,
  });
  const [v] = overlay(input([server], setStart({ entry: { id: 7 } })));
  assert.deepEqual([v!.runningSince, v!.totalSeconds, v!.timeStart, v!.pending], [T10 - 600_000, 0, '09:50:00', true]);
  const [stopped] = overlay(input([{ ...server, running: false, stopwatchStartLocal: null, totalSeconds: 300 }], setStart({ entry: { id: 7 } })));
  assert.deepEqual([stopped!.runningSince, stopped!.totalSeconds, stopped!.timeStart], [null, 300, '10:00:00']);
  // Stopped by the move's own steps (stop, whole total, start again): still running to the person, at every step.
  const stoppedRecord = { ...server, running: false, stopwatchStartLocal: null, totalSeconds: 300 };
  for (const progress of [{ doubt: 'stop' as const, sentAt: T10 }, { stoppedSeconds: 300, sentAt: T10 }, { stoppedSeconds: 300, credited: true }, { stoppedSeconds: 300, credited: true, doubt: 'start' as const }, { doubt: 'update' as const }, { credited: true }, { started: true }]) {
    const [mid] = overlay(input([stoppedRecord], setStart({ entry: { id: 7 } }), progress));
    assert.deepEqual([mid!.runningSince, mid!.totalSeconds, mid!.timeStart], [T10 - 600_000, 0, '09:50:00'], JSON.stringify(progress));
  }
});

test('a start moved back over another entry asks first, naming it; confirmed, it moves; the last stop and time not over others ask nothing', () => {
  // Running since 10:00; "Call" 09:50-09:58 finished before it, "Standup" 09:30-09:40.
  const call = entry({ key: 'e2', id: 2, description: 'Call', timeStart: '09:50:00', timeEnd: '09:58:00', totalSeconds: 480, runningSince: null });
  const standup = entry({ key: 'e3', id: 3, description: 'Standup', timeStart: '09:30:00', timeEnd: '09:40:00', totalSeconds: 600, runningSince: null });
  const t = view([entry({}), call, standup]);
  const p = planRunningStart(t, { minutesAgo: 15 });
  assert.ok('refuse' in p, JSON.stringify(p));
  assert.equal(p.refuse.message, 'From 09:50 the timer would overlap “Call” (09:50–09:58). Start it there anyway?');
  assert.equal((p.refuse as { confirm?: string }).confirm, 'overlap');
  assert.ok(p.refuse.fields.start, 'said at the start field');
  assert.match(refusal(t, { at: '9:35' }).message, /overlap “Call” \(09:50–09:58\) and “Standup” \(09:30–09:40\)/);
  assert.equal(moved(t, { minutesAgo: 15, confirmOverlap: true }).startAt, at('2026-03-10T09:50:00Z'));
  assert.equal(moved(t, { fromLastStop: true }).startAt, at('2026-03-10T09:58:00Z'), 'from the last stop lies over nothing');
  assert.equal(moved(t, { minutesAgo: 7 }).startAt, at('2026-03-10T09:58:00Z'), 'touching the end is no overlap');
  assert.equal(moved(t, { at: '10:02' }).timeStart, '10:02:00', 'a later start takes no time in');
});
