// A Free plan day (50 requests a day for the whole account) for a single user: the scripted
// days of the workday benchmark (test/bench/workday/script.ts: 5 starts and stops, a manual
// entry, the window opened 10 times, a timer started on the phone; and the same day with five
// corrections, issue 61) on the real engine and the simulator, on a manual clock. The
// benchmark prints the figures; this test holds the goals: no 429, nothing left unsynced, the
// phone's timer shown within the hour, and the whole account within its 50 requests.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineWorkdays } from '../../bench/workday/engine-day.ts';
import { FREE, FREE_CORRECTIONS, DAY_START, secondsOf, type DayScript } from '../../bench/workday/script.ts';

async function holdsTheGoals(script: DayScript): Promise<void> {
  const start = Date.parse('2026-03-10T00:00:00Z') + secondsOf(DAY_START) * 1000;
  const days = await EngineWorkdays.open(new Date(start).toISOString(), script.plan);
  try {
    const r = await days.runDay(script, start);
    assert.equal(r.http429, 0);
    assert.equal(r.unsynced, 0, r.notes.join('; '));
    assert.ok(r.staleHiddenS <= 3_600, `stale ${r.staleHiddenS} s hidden`);
    assert.ok(r.accountUsed <= 50, `the account used ${r.accountUsed} requests`);
  } finally {
    await days.close();
  }
}

test('a Free plan day: no 429, nothing unsynced, the timer started elsewhere shown within the hour, the account within 50 requests', () => holdsTheGoals(FREE));

test('the Free day with five corrections (a moved start, an edit, a split, a fill, an Undo): the same goals, the phone included', () => holdsTheGoals(FREE_CORRECTIONS));
