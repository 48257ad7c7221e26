// The window's copy of the engine's reading of a time without AM/PM agrees with the engine's
// own (main/core/time/typed-clock.ts) on every time of day, for every rule, on both clocks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readTypedClock, type TimeRule } from '../../../main/core/time/typed-clock.ts';
import { timeMeant, type DayRule } from '../../../renderer/text/time-meant.ts';
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
