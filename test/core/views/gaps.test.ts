// The untracked gaps of a day as a pure function: working windows up to now minus what the
// entries cover (a running one up to now, a continued one only its stored part and its
// current run), whole seconds, the short ones dropped, each marked away or present by the
// away stretches over it; across midnight and in a zone that is not UTC.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { awayWithin, dayGaps, largestFirst, type DayGapsInput } from '../../../main/core/views/gaps.ts';
import type { GapView } from '../../../main/core/snapshot.ts';
import type { SpannedEntry } from '../../../main/core/time/entry-span.ts';

const at = (iso: string): number => Date.parse(iso);
const entry = (date: string, timeStart: string, totalSeconds: number, runningSince: number | null = null): SpannedEntry => ({ date, timeStart, totalSeconds, runningSince });
const win = (from: string, to: string) => ({ start: at(from), end: at(to) });
const input = (over: Partial<DayGapsInput>): DayGapsInput => ({
  date: '2026-03-10',
  offsetMinutes: 0,
  now: at('2026-03-10T13:00:00Z'),
  windows: [win('2026-03-10T09:00:00Z', '2026-03-10T17:00:00Z')],
  entries: [],
  away: [],
  ...over,
});
const spans = (gaps: readonly GapView[]) => gaps.map((g) => [new Date(g.start).toISOString().slice(11, 19), new Date(g.end).toISOString().slice(11, 19), g.kind]);

test('the working time up to now that no entry covers, in time order; the hours still to come are no gap', () => {
  const gaps = dayGaps(input({ entries: [entry('2026-03-10', '09:00:00', 3600), entry('2026-03-10', '11:00:00', 3600)] }));
  assert.deepEqual(spans(gaps), [
    ['10:00:00', '11:00:00', 'present'],
    ['12:00:00', '13:00:00', 'present'],
  ]);
  assert.deepEqual(gaps.map((g) => [g.date, g.seconds, g.awaySeconds]), [['2026-03-10', 3600, 0], ['2026-03-10', 3600, 0]]);
});

test('no entry at all: the whole working time so far; before the day starts, none', () => {
  assert.deepEqual(spans(dayGaps(input({}))), [['09:00:00', '13:00:00', 'present']]);
  assert.deepEqual(dayGaps(input({ now: at('2026-03-10T08:59:00Z') })), []);
  assert.deepEqual(dayGaps(input({ windows: [] })), [], 'a day off has no gaps');
});

test('away when away stretches cover more than half of the gap, present otherwise; the covered seconds are said', () => {
  const base = { entries: [entry('2026-03-10', '09:00:00', 3 * 3600)] };
  const lunch = dayGaps(input({ ...base, away: [{ start: at('2026-03-10T12:05:00Z'), end: at('2026-03-10T12:50:00Z'), kind: 'lock' }] }));
  assert.deepEqual(lunch.map((g) => [g.kind, g.awaySeconds]), [['away', 45 * 60]]);
  const coffee = dayGaps(input({ ...base, away: [{ start: at('2026-03-10T12:00:00Z'), end: at('2026-03-10T12:20:00Z'), kind: 'idle' }] }));
  assert.deepEqual(coffee.map((g) => [g.kind, g.awaySeconds]), [['present', 20 * 60]]);
  const half = dayGaps(input({ ...base, away: [{ start: at('2026-03-10T12:00:00Z'), end: at('2026-03-10T12:30:00Z'), kind: 'idle' }] }));
  assert.equal(half[0]!.kind, 'present', 'exactly half is not most of it');
  // Two stretches that overlap count once; one outside the gap counts nothing.
  const twice = dayGaps(
    input({
      ...base,
      away: [
        { start: at('2026-03-10T12:00:00Z'), end: at('2026-03-10T12:40:00Z'), kind: 'lock' },
        { start: at('2026-03-10T12:10:00Z'), end: at('2026-03-10T12:40:00Z'), kind: 'idle' },
        { start: at('2026-03-10T07:00:00Z'), end: at('2026-03-10T08:00:00Z'), kind: 'suspend' },
      ],
    }),
  );
  assert.deepEqual(twice.map((g) => [g.kind, g.awaySeconds]), [['away', 40 * 60]]);
});

test('the running entry covers up to now; a continued one covers its stored part and its current run, not the pause between', () => {
  const fresh = dayGaps(input({ entries: [entry('2026-03-10', '11:00:00', 0, at('2026-03-10T11:00:00Z'))] }));
  assert.deepEqual(spans(fresh), [['09:00:00', '11:00:00', 'present']]);
  const continued = dayGaps(input({ entries: [entry('2026-03-10', '09:00:00', 3600, at('2026-03-10T12:00:00Z'))] }));
  assert.deepEqual(spans(continued), [['10:00:00', '12:00:00', 'present']]);
});

test('across midnight: a timer running since yesterday evening covers the night shift after midnight; a window that began yesterday counts today from 00:00', () => {
  const night = { date: '2026-03-11', now: at('2026-03-11T03:00:00Z'), windows: [win('2026-03-11T00:00:00Z', '2026-03-11T06:00:00Z')] };
  assert.deepEqual(dayGaps(input({ ...night, entries: [entry('2026-03-10', '22:30:00', 0, at('2026-03-10T22:30:00Z'))] })), []);
  const stopped = dayGaps(input({ ...night, entries: [entry('2026-03-10', '22:30:00', 1800), entry('2026-03-11', '00:00:00', 3600)] }));
  assert.deepEqual(spans(stopped), [['01:00:00', '03:00:00', 'present']]);
  assert.equal(stopped[0]!.date, '2026-03-11');
});

test('in the account zone (UTC+2): the windows and the entries are local, the instants exact, the date the local one', () => {
  const gaps = dayGaps(
    input({
      offsetMinutes: 120,
      now: at('2026-03-10T11:00:00Z'), // 13:00 local
      windows: [win('2026-03-10T07:00:00Z', '2026-03-10T15:00:00Z')], // 09:00-17:00 local
      entries: [entry('2026-03-10', '09:00:00', 2 * 3600)], // 07:00-09:00 UTC
    }),
  );
  assert.deepEqual(gaps.map((g) => [g.start, g.end, g.date]), [[at('2026-03-10T09:00:00Z'), at('2026-03-10T11:00:00Z'), '2026-03-10']]);
  // UTC-5 near midnight: 23:30 local on the 10th is 04:30 UTC on the 11th.
  const late = dayGaps(input({ offsetMinutes: -300, now: at('2026-03-11T05:00:00Z'), windows: [win('2026-03-11T04:00:00Z', '2026-03-11T05:00:00Z')] }));
  assert.equal(late[0]!.date, '2026-03-10');
});

test('whole seconds inside the gap; the seconds between a stop and the next start are no gap; overlapping entries count once', () => {
  const gaps = dayGaps(input({ now: at('2026-03-10T13:00:00Z') + 700, entries: [entry('2026-03-10', '09:00:00', 3 * 3600)] }));
  assert.deepEqual(gaps.map((g) => [g.start, g.end, g.seconds]), [[at('2026-03-10T12:00:00Z'), at('2026-03-10T13:00:00Z'), 3600]]);
  const switchGap = dayGaps(input({ now: at('2026-03-10T11:00:00Z'), entries: [entry('2026-03-10', '09:00:00', 3600), entry('2026-03-10', '10:00:45', 3555)] }));
  assert.deepEqual(switchGap, [], 'a 45-second gap is the moment between two timers');
  assert.equal(dayGaps(input({ now: at('2026-03-10T11:00:00Z'), entries: [entry('2026-03-10', '09:00:00', 3600), entry('2026-03-10', '10:00:45', 3555)], minSeconds: 30 })).length, 1);
  const overlapping = dayGaps(input({ entries: [entry('2026-03-10', '09:00:00', 7200), entry('2026-03-10', '10:00:00', 3600), entry('2026-03-10', '10:30:00', 5400)] }));
  assert.deepEqual(spans(overlapping), [['12:00:00', '13:00:00', 'present']]);
});

test('a lunch break in the windows is no gap; entries outside working hours change nothing', () => {
  const windows = [win('2026-03-10T09:00:00Z', '2026-03-10T12:00:00Z'), win('2026-03-10T13:00:00Z', '2026-03-10T17:00:00Z')];
  const gaps = dayGaps(input({ now: at('2026-03-10T14:00:00Z'), windows, entries: [entry('2026-03-10', '07:00:00', 3600), entry('2026-03-10', '09:00:00', 3 * 3600)] }));
  assert.deepEqual(spans(gaps), [['13:00:00', '14:00:00', 'present']]);
});

test('largest first, the earlier of two the same size first', () => {
  const g = (start: number, seconds: number): GapView => ({ date: '2026-03-10', start, end: start + seconds * 1000, seconds, kind: 'present', awaySeconds: 0 });
  assert.deepEqual(largestFirst([g(1000, 60), g(5000, 600), g(2000, 600)]).map((x) => x.start), [2000, 5000, 1000]);
});

test('the away stretches of a day are clipped to it', () => {
  const from = at('2026-03-10T00:00:00Z');
  const to = at('2026-03-11T00:00:00Z');
  const a = awayWithin(
    [
      { start: at('2026-03-10T12:00:00Z'), end: at('2026-03-10T13:00:00Z'), kind: 'lock' },
      { start: at('2026-03-09T23:00:00Z'), end: at('2026-03-10T07:00:00Z'), kind: 'suspend' },
      { start: at('2026-03-09T12:00:00Z'), end: at('2026-03-09T13:00:00Z'), kind: 'idle' },
    ],
    from,
    to,
  );
  assert.deepEqual(a, [
    { start: from, end: at('2026-03-10T07:00:00Z'), kind: 'suspend' },
    { start: at('2026-03-10T12:00:00Z'), end: at('2026-03-10T13:00:00Z'), kind: 'lock' },
  ]);
});
