// How stretches become a booking's parts (main/core/activity/merge-parts.ts; issue 73, item 2):
// breaks under the longest bridged join, parts under the shortest entry are left out, whole
// seconds inside the record; the seconds bridged and dropped counted; a part never longer than
// the time at the computer in it plus the breaks it bridged (a property over random stretches);
// a rule's own parts never bridged over another window's time.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { mergeRulesOf, mergedParts, ownParts, type MergeRules } from '../../../main/core/activity/merge-parts.ts';

const MIN = 60_000;
const s = (from: number, to: number) => ({ start: from * MIN, end: to * MIN });
const rules = (bridgeMinutes: number, shortestSeconds: number): MergeRules => ({ bridgeMs: bridgeMinutes * MIN, shortestMs: shortestSeconds * 1000 });

test('a break shorter than the longest bridged joins; one as long does not', () => {
  const spans = [s(0, 20), s(23, 40), s(45, 50)];
  assert.deepEqual(mergedParts(spans, rules(5, 60)), { parts: [s(0, 40), s(45, 50)], bridgedSeconds: 180, droppedSeconds: 0 });
  assert.deepEqual(mergedParts(spans, rules(6, 60)), { parts: [s(0, 50)], bridgedSeconds: 480, droppedSeconds: 0 });
  assert.deepEqual(mergedParts(spans, rules(0, 60)), { parts: [s(0, 20), s(23, 40), s(45, 50)], bridgedSeconds: 0, droppedSeconds: 0 }, '0 bridges none');
});

test('a part shorter than the shortest entry is left out, its time at the computer counted as dropped', () => {
  const spans = [s(0, 20), { start: 30 * MIN, end: 30 * MIN + 40_000 }];
  assert.deepEqual(mergedParts(spans, rules(5, 60)), { parts: [s(0, 20)], bridgedSeconds: 0, droppedSeconds: 40 });
  assert.deepEqual(mergedParts(spans, rules(5, 40)), { parts: [s(0, 20), { start: 30 * MIN, end: 30 * MIN + 40_000 }], bridgedSeconds: 0, droppedSeconds: 0 }, 'exactly the shortest is kept');
});

test('whole seconds inside the record: a start rounded up, an end down; touching stretches are one part', () => {
  const out = mergedParts([{ start: 1_500, end: 30_700 }, { start: 30_700, end: 90_200 }], rules(0, 5));
  assert.deepEqual(out.parts, [{ start: 2_000, end: 90_000 }]);
});

test("a rule's own parts: a break is bridged only where the record shows nothing, never over another window", () => {
  const all = [{ ...s(0, 20), mine: true }, { ...s(20, 22), mine: false }, { ...s(22, 40), mine: true }, { ...s(43, 50), mine: true }];
  const out = ownParts(all, (x) => x.mine, rules(5, 60));
  assert.deepEqual(out.parts, [s(0, 20), s(22, 50)]);
  assert.equal(out.bridgedSeconds, 180);
});

test('property: each part lies inside the record bridged, and the parts hold the time at the computer less what was dropped plus what was bridged', () => {
  const stretches = fc.array(fc.tuple(fc.integer({ min: 0, max: 600_000 }), fc.integer({ min: 1, max: 600_000 })), { maxLength: 30 }).map((xs) => {
    // Stretches never overlap: laid one after the other, each after a hole of the first number.
    let at = 0;
    return xs.map(([hole, length]) => {
      const start = at + hole;
      at = start + length;
      return { start, end: at };
    });
  });
  fc.assert(
    fc.property(stretches, fc.integer({ min: 0, max: 60 }), fc.integer({ min: 5, max: 3600 }), (spans, bridge, shortest) => {
      const out = mergedParts(spans, rules(bridge, shortest));
      const at = spans.reduce((n, x) => n + x.end - x.start, 0);
      const parts = out.parts.reduce((n, p) => n + p.end - p.start, 0);
      for (const p of out.parts) {
        assert.ok(p.end - p.start >= shortest * 1000 && p.start % 1000 === 0 && p.end % 1000 === 0);
        assert.ok(spans.some((x) => x.start <= p.start && p.start - x.start < 1000), 'a part starts within a second after a stretch starts');
      }
      // Whole seconds cost under a second at each end of each bridged span, and each count is rounded to the second.
      assert.ok(Math.abs(parts - (at - out.droppedSeconds * 1000 + out.bridgedSeconds * 1000)) <= 2000 * spans.length + 1000, `${parts} vs ${at}`);
      assert.ok(out.bridgedSeconds >= 0 && out.droppedSeconds >= 0);
    }),
    { numRuns: 300 },
  );
});

test('the merge rules of the settings: minutes and seconds in milliseconds', () => {
  assert.deepEqual(mergeRulesOf({ bridgeMinutes: 5, shortestEntrySeconds: 60 }), { bridgeMs: 300_000, shortestMs: 60_000 });
  assert.deepEqual(mergeRulesOf({ bridgeMinutes: 0, shortestEntrySeconds: 5 }), { bridgeMs: 0, shortestMs: 5_000 });
});

test("a rule's own parts from stretches in any order, and what its short runs drop", () => {
  const all = [{ ...s(43, 50), mine: true }, { ...s(0, 20), mine: true }, { start: 60 * MIN, end: 60 * MIN + 30_000, mine: true }, { ...s(20, 22), mine: false }, { ...s(22, 40), mine: true }];
  const out = ownParts(all, (x) => x.mine, rules(5, 60));
  assert.deepEqual(out.parts, [s(0, 20), s(22, 50)]);
  assert.equal(out.bridgedSeconds, 180);
  assert.equal(out.droppedSeconds, 30, 'the last 30 s alone, too short');
  assert.deepEqual(ownParts([s(0, 10)], () => false, rules(5, 60)), { parts: [], bridgedSeconds: 0, droppedSeconds: 0 }, 'none of them the rule\'s');
  assert.deepEqual(mergedParts([s(30, 40), s(0, 10)], rules(0, 60)).parts, [s(0, 10), s(30, 40)], 'by start');
});
