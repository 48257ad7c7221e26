// The window's copy of the engine's reading of a time without AM/PM agrees with the engine's
// own (main/core/time/typed-clock.ts) on every time of day, for every rule, on both clocks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readTypedClock, type TimeRule } from '../../../main/core/time/typed-clock.ts';
import { MIDDAY_S, timeMeant, type DayRule } from '../../../renderer/text/time-meant.ts';
import { MIDDAY_S as ENGINE_MIDDAY_S } from '../../../main/core/time/typed-entry-times.ts';
import { parseTimeOfDay } from '../../../renderer/text/time-input.ts';

const DAY = Date.parse('2026-03-10T00:00:00Z');
const at = (seconds: number): number => DAY + seconds * 1000;

test('the window reads a typed time as the engine does, for a start, inside an entry, after a start and before an end', () => {
  const texts = ['3:30', '12:15', '9:40', '11:00', '03:30', '15:30', '0:20', '3:30 pm', '9am', '12:00 AM', '10:00:00'];
  const marks = [0, 3 * 3600, 9 * 3600, 12 * 3600, 15.5 * 3600, 17 * 3600, 23 * 3600];
  for (const hourCycle of ['h12', 'h23'] as const) {
    for (const text of texts) {
      const typed = parseTimeOfDay(text)!;
      assert.notEqual(typed, undefined, text);
      for (const a of marks) {
        for (const b of marks.filter((m) => m > a)) {
          const rules: [DayRule, TimeRule][] = [
            [{ kind: 'not-after', limit: b }, { kind: 'latest-not-after', limit: at(b), sameDay: true }],
            [{ kind: 'within', from: a, to: b }, { kind: 'within', from: at(a), to: at(b) }],
            [{ kind: 'after', from: a }, { kind: 'after', from: at(a) }],
            [{ kind: 'before', to: b }, { kind: 'before', to: at(b) }],
            // An edit, near the entry's own times; as near either way, by now (of today, then of an earlier day).
            [
              { kind: 'near', from: a, to: b, tie: { kind: 'not-after', limit: b } },
              { kind: 'near', from: at(a), to: at(b), tie: { kind: 'latest-not-after', limit: at(b), sameDay: true } },
            ],
            [{ kind: 'near', from: a, to: b, tie: { kind: 'nearest-clock', at: a } }, { kind: 'near', from: at(a), to: at(b), tie: { kind: 'nearest-clock', at: at(a) + 86_400_000 } }],
            // A start of an earlier day, nearest now's time of day (now a day later: the next day's clock).
            [{ kind: 'nearest-clock', at: b }, { kind: 'nearest-clock', at: at(b) + 86_400_000 }],
          ];
          for (const [mine, engines] of rules) {
            const engine = readTypedClock(text, { now: at(b), offsetMinutes: 0, hourCycle, day: '2026-03-10' }, engines);
            assert.ok(engine?.ok, text);
            assert.equal(at(timeMeant(text, typed, hourCycle, mine)), engine.at, `${text} ${hourCycle} ${JSON.stringify(mine)}`);
          }
        }
      }
    }
  }
});

test("an earlier day's reading is anchored where the engine anchors it", () => {
  assert.equal(MIDDAY_S, ENGINE_MIDDAY_S);
});
