// The timeline's blocks cover what the engine's gaps say the entries cover, and the strip spans
// whole hours around the working hours, the entries and the gaps.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { entrySpans as engine, RUN_JOINS_MS } from '../../../main/core/time/entry-span.ts';
import type { CalendarEventView, EntryView } from '../../../main/core/snapshot.ts';
import { entrySpans, layoutTimeline } from '../../../renderer/today/timeline-layout.ts';

const DAY = Date.parse('2026-03-10T00:00:00Z');
const at = (hms: string): number => Date.parse(`2026-03-10T${hms}Z`);
const NOW = at('11:00:00');
const entry = (over: Partial<EntryView>): EntryView => ({
  key: 'e1', id: 1, date: '2026-03-10', projectId: 1, projectName: 'Web', customerName: null, taskId: null, taskName: null,
  description: '', timeStart: '09:00:00', timeEnd: '09:30:00', totalSeconds: 1800, runningSince: null, locked: false, pending: false, ...over,
});

test("an entry's blocks are the engine's spans: finished, running, and continued after a pause (two blocks)", () => {
  const cases = [
    entry({}),
    entry({ timeStart: '10:30:00', totalSeconds: 0, runningSince: at('10:30:00') }),
    entry({ timeStart: '09:00:00', totalSeconds: 1800, runningSince: at('10:15:00') }),
  ];
  for (const e of cases) assert.deepEqual(entrySpans(e, DAY, NOW), engine(e, NOW, 0), JSON.stringify(e));
  assert.equal(entrySpans(cases[2]!, DAY, NOW).length, 2, 'the pause left uncovered');
});

test('a timer resumed after "Book it to…" is one block: a start sent late credits the seconds since the click, and the run goes on from their end', () => {
  // Started at 10:30:00 on the click, sent 10 s later: 10 s stored, the stopwatch from 10:30:10.
  const resumed = [
    entry({ timeStart: '10:30:00', totalSeconds: 10, runningSince: at('10:30:10') }),
    // The service's whole seconds and the request's way: the run begins a few seconds after the stored part ends.
    entry({ timeStart: '10:30:00', totalSeconds: 10, runningSince: at('10:30:13') + 800 }),
  ];
  for (const e of resumed) {
    assert.deepEqual(entrySpans(e, DAY, NOW), [{ start: at('10:30:00'), end: NOW }], JSON.stringify(e));
    assert.deepEqual(engine(e, NOW, 0), [{ start: at('10:30:00'), end: NOW }], 'the engine covers the same');
  }
  // Either side of the bound, the window's copy and the engine agree: a minute apart is a pause, two blocks.
  for (const [ms, blocks] of [[RUN_JOINS_MS - 1, 1], [RUN_JOINS_MS, 2]] as const) {
    const e = entry({ timeStart: '10:30:00', totalSeconds: 10, runningSince: at('10:30:10') + ms });
    assert.deepEqual([entrySpans(e, DAY, NOW).length, engine(e, NOW, 0).length], [blocks, blocks], `${ms} ms after`);
  }
  const l = layoutTimeline({ date: '2026-03-10', offsetMinutes: 0, now: NOW, windows: [], away: [], entries: resumed.slice(0, 1), gaps: [] });
  assert.equal(l.entries.length, 1, 'no second block of no width');
});

test('the strip: whole hours around the working hours, the entries and the gaps; each placed as a share of it', () => {
  const l = layoutTimeline({
    date: '2026-03-10', offsetMinutes: 0, now: NOW,
    windows: [{ start: at('09:00:00'), end: at('17:00:00') }], away: [],
    entries: [entry({ timeStart: '08:30:00', totalSeconds: 1800 })],
    gaps: [{ date: '2026-03-10', start: at('09:00:00'), end: at('11:00:00'), seconds: 7200, kind: 'present', awaySeconds: 0 }],
  });
  assert.deepEqual([l.from, l.to], [at('08:00:00'), at('17:00:00')]);
  assert.deepEqual(l.entries.map((p) => [p.left, p.width].map((n) => Math.round(n * 100) / 100)), [[5.56, 5.56]]);
  assert.deepEqual(l.gaps.map((p) => Math.round(p.left * 100) / 100), [11.11]);
});

test('the strip spans the working day: the hours outside it with nothing tracked fold to a sliver (a run past midnight does not give the night half of it)', () => {
  const windows = [{ start: at('09:00:00'), end: at('17:00:00') }];
  const gap = { date: '2026-03-10', start: at('09:00:00'), end: at('09:15:00'), seconds: 900, kind: 'present' as const, awaySeconds: 0 };
  const night = entry({ timeStart: '00:00:00', totalSeconds: 1800 });
  const l = layoutTimeline({ date: '2026-03-10', offsetMinutes: 0, now: NOW, windows, away: [], entries: [night], gaps: [gap] });
  assert.deepEqual([l.from, l.to], [at('00:00:00'), at('17:00:00')]);
  assert.deepEqual(l.folds.map((f) => [f.item.start, f.item.end]), [[at('01:00:00'), at('09:00:00')]], 'one to nine folded: nothing tracked there');
  const nine = l.gaps[0]!.left;
  assert.ok(nine < 15, `midnight to 9 AM takes ${nine.toFixed(1)}% of the strip`);
  assert.ok(l.gaps[0]!.width > 2.5, `a 15-minute gap is ${l.gaps[0]!.width.toFixed(2)}% of it`);
  assert.ok(l.entries[0]!.width > 5, 'what was tracked at night is at scale');
  assert.deepEqual(l.hours.map((h) => new Date(h.at).toISOString().slice(11, 16)), ['09:00', '11:00', '13:00', '15:00', '17:00'], 'hours labelled where time is at scale; midnight, too close to nine to be read beside it, left unlabelled');
  for (let n = 1; n < l.hours.length; n++) assert.ok(l.hours[n]!.left - l.hours[n - 1]!.left >= 14, 'no two labels run into each other');
  // Nothing tracked outside the working day: the strip is the working day alone.
  const plain = layoutTimeline({ date: '2026-03-10', offsetMinutes: 0, now: NOW, windows, away: [], entries: [], gaps: [gap] });
  assert.deepEqual([plain.from, plain.to, plain.folds.length], [at('09:00:00'), at('17:00:00'), 0]);
  assert.equal(plain.gaps[0]!.width, 100 / 32);
});

test("a calendar's timed events of the day on the strip's scale, which they do not widen: another day's and all-day ones left off", () => {
  const windows = [{ start: at('09:00:00'), end: at('17:00:00') }];
  const event = (key: string, from: string, to: string, over: Partial<CalendarEventView> = {}): CalendarEventView => ({
    key, calendarId: 'c1', colour: '#2563eb', uid: key, recurrenceId: null, title: key, start: Date.parse(from), end: Date.parse(to), allDay: false, location: null, ...over,
  });
  const events = [
    event('standup', '2026-03-10T09:00:00Z', '2026-03-10T09:15:00Z'),
    event('early', '2026-03-10T07:00:00Z', '2026-03-10T07:30:00Z'),
    event('yesterday', '2026-03-09T09:00:00Z', '2026-03-09T10:00:00Z'),
    event('sprint', '2026-03-10T00:00:00Z', '2026-03-11T00:00:00Z', { allDay: true, allDayDate: '2026-03-10' }),
    event('overnight', '2026-03-10T16:00:00Z', '2026-03-11T02:00:00Z'),
  ];
  const l = layoutTimeline({ date: '2026-03-10', offsetMinutes: 0, now: NOW, windows, away: [], entries: [], gaps: [], events });
  assert.deepEqual([l.from, l.to], [at('09:00:00'), at('17:00:00')], 'the working day still');
  assert.deepEqual(l.events.map((p) => [p.item.key, Math.round(p.left * 100) / 100, Math.round(p.width * 100) / 100]), [
    ['standup', 0, 3.13],
    ['early', 0, 0],
    ['overnight', 87.5, 12.5],
  ]);
  const none = layoutTimeline({ date: '2026-03-10', offsetMinutes: 0, now: NOW, windows, away: [], entries: [], gaps: [] });
  assert.deepEqual(none.events, [], 'no calendar, no events');
});
