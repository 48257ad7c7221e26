// The split form's cut: within a finished entry, within the running timer's run, and within a
// run that passed midnight, read as the engine reads it (the engine's own tests in
// test/core/engine/engine-midnight-stop.test.ts send the same times).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cutInside, cutMeant, DAY, middleOf, splitSpan } from '../../../renderer/today/split-cut.ts';
import { readCut } from '../../../main/core/time/typed-entry-times.ts';
import { readTypedTime } from '../../../main/core/time/typed-time.ts';

const hm = (h: number, m: number): number => h * 3600 + m * 60;
const NIGHT_RUN = { timeStart: '22:00:00', totalSeconds: 0, runningSince: Date.UTC(2026, 2, 10, 22, 0) };
const AT_0030 = Date.UTC(2026, 2, 11, 0, 30);

test('a finished entry is cut within its times; a time outside it is not inside', () => {
  const span = splitSpan({ timeStart: '09:00:00', totalSeconds: 2 * 3600, runningSince: null }, AT_0030, 0);
  assert.deepEqual(span, { start: hm(9, 0), from: hm(9, 0), to: hm(11, 0), running: false });
  assert.equal(middleOf(span), hm(10, 0));
  assert.equal(cutMeant('10:15', span, 'h12'), hm(10, 15));
  assert.equal(cutInside(cutMeant('12:15', span, 'h23'), span), false);
  assert.equal(cutMeant('soon', span, 'h12'), undefined);
});

test('a timer from 10 PM left running for a day, at 10:30 PM the next evening: the run reaches 24:30 past its start, and 10:15 PM is tonight\'s, as the engine reads it', () => {
  const at = Date.UTC(2026, 2, 11, 22, 30);
  const span = splitSpan(NIGHT_RUN, at, 0);
  assert.deepEqual(span, { start: hm(22, 0), from: hm(22, 0), to: DAY + hm(22, 30), running: true });
  const cut = cutMeant('22:15', span, 'h23')!;
  assert.equal(cut, DAY + hm(22, 15));
  assert.ok(cutInside(cut, span));
  const engine = readCut('22:15', { date: '2026-03-10', ...NIGHT_RUN }, { now: at, offsetMinutes: 0, hourCycle: 'h23' }, readTypedTime);
  assert.deepEqual(engine.ok ? [engine.day, engine.seconds] : engine, ['2026-03-11', hm(22, 15)]);
});

test('a timer from 10 PM at 00:30: the run reaches past midnight, the first cut offered is 11:15 PM, and times are read as the engine reads them', () => {
  const span = splitSpan(NIGHT_RUN, AT_0030, 0);
  assert.deepEqual(span, { start: hm(22, 0), from: hm(22, 0), to: DAY + hm(0, 30), running: true });
  assert.equal(middleOf(span), hm(23, 15));
  // Last night's, typed without AM/PM on a 12-hour clock, in 24 hours, with PM.
  assert.equal(cutMeant('11:30', span, 'h12'), hm(23, 30));
  assert.equal(cutMeant('23:30', span, 'h23'), hm(23, 30));
  assert.equal(cutMeant('11:30 PM', span, 'h12'), hm(23, 30));
  // This morning's, after midnight.
  assert.equal(cutMeant('12:15', span, 'h12'), DAY + hm(0, 15));
  assert.equal(cutMeant('00:15', span, 'h23'), DAY + hm(0, 15));
  for (const [text, hourCycle] of [['11:30', 'h12'], ['12:15', 'h12'], ['23:30', 'h23'], ['11:30 PM', 'h12']] as const) assert.ok(cutInside(cutMeant(text, span, hourCycle), span), text);
  // Before the run began: not inside, and the engine refuses it too.
  assert.equal(cutInside(cutMeant('9:00', span, 'h12'), span), false);
  // The engine reads each the same (its day and seconds), so the preview says what is sent.
  const entry = { date: '2026-03-10', ...NIGHT_RUN };
  for (const [text, hourCycle] of [['11:30', 'h12'], ['12:15', 'h12'], ['23:30', 'h23'], ['00:15', 'h23']] as const) {
    const shown: number = cutMeant(text, span, hourCycle)!;
    const engine = readCut(text, entry, { now: AT_0030, offsetMinutes: 0, hourCycle }, readTypedTime);
    assert.ok(engine.ok, text);
    assert.deepEqual([engine.day, engine.seconds], shown >= DAY ? ['2026-03-11', shown - DAY] : ['2026-03-10', shown], text);
  }
});
