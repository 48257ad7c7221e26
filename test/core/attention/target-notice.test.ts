// The target's two notices: due once each per day, the later one alone when both are crossed
// at once, never on a day off; when a running timer next crosses one; their words.
import { wordsFor } from '../../../main/i18n/words.ts';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { nextTargetCrossingMs, targetNoticeDue, targetNoticeKey, targetNoticeKeys, targetNoticeText, type TargetNoticeInput } from '../../../main/core/attention/target-notice.ts';

const H = 3600;
const at = (done: number, over: Partial<TargetNoticeInput> = {}): TargetNoticeInput => ({ date: '2026-03-10', workingDay: true, targetSeconds: 8 * H, doneSeconds: done, marginSeconds: H, ...over });
const none = new Set<string>();

test('reached at the target, passed at target plus margin, each once', () => {
  assert.equal(targetNoticeDue(at(8 * H - 1), none), null);
  assert.equal(targetNoticeDue(at(8 * H), none), 'reached');
  const reached = new Set(targetNoticeKeys('2026-03-10', 'reached'));
  assert.equal(targetNoticeDue(at(8 * H + 10), reached), null);
  assert.equal(targetNoticeDue(at(9 * H), reached), 'passed');
  const both = new Set(targetNoticeKeys('2026-03-10', 'passed'));
  assert.deepEqual([...both], [targetNoticeKey('2026-03-10', 'reached'), targetNoticeKey('2026-03-10', 'passed')]);
  assert.equal(targetNoticeDue(at(10 * H), both), null);
  assert.equal(targetNoticeDue(at(8 * H), both), null, 'a total moved back by a read brings nothing back');
  assert.equal(targetNoticeDue(at(8 * H, { date: '2026-03-11' }), both), 'reached', 'a new day starts afresh');
});

test('both crossed at once: only passed; no margin: never passed; a day off or no target: nothing', () => {
  assert.equal(targetNoticeDue(at(9 * H + 5), none), 'passed');
  assert.equal(targetNoticeDue(at(12 * H, { marginSeconds: null }), none), 'reached');
  assert.equal(targetNoticeDue(at(12 * H, { marginSeconds: 0 }), none), 'passed', 'a margin of 0: passed at the target itself');
  assert.equal(targetNoticeDue(at(12 * H, { workingDay: false }), none), null);
  assert.equal(targetNoticeDue(at(12 * H, { targetSeconds: 0 }), none), null);
});

test('the next crossing of a running timer', () => {
  assert.equal(nextTargetCrossingMs(at(7 * H), none), H * 1000);
  assert.equal(nextTargetCrossingMs(at(8 * H + 60), new Set(targetNoticeKeys('2026-03-10', 'reached'))), (H - 60) * 1000);
  assert.equal(nextTargetCrossingMs(at(8 * H + 60, { marginSeconds: null }), new Set(targetNoticeKeys('2026-03-10', 'reached'))), null);
  assert.equal(nextTargetCrossingMs(at(7 * H), new Set(targetNoticeKeys('2026-03-10', 'passed'))), null);
  assert.equal(nextTargetCrossingMs(at(7 * H, { workingDay: false }), none), null);
});

test('the words, in whole minutes', () => {
  assert.deepEqual(targetNoticeText('reached', at(8 * H + 59), wordsFor('en')), { title: "Today's target reached", body: '8:00 tracked today; the target is 8:00.' });
  assert.deepEqual(targetNoticeText('passed', at(9 * H + 30), wordsFor('en')), { title: "1:00 past today's target", body: '9:00 tracked today; the target is 8:00.' });
});
