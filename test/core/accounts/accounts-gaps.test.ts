// Time tracked in one account is not a gap in another's day (issue 41, item 3): the window's
// and the tray's timeline (person-stint.ts) takes the other accounts' entries out of the gaps
// of the account shown. On the manual clock against a simulator with both accounts; and the
// pure rule (gaps-across.ts) on its own: parts, whole seconds, the minute, away recounted.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { AccountsHarness, STUDIO_ACCOUNT_ID } from '../support/accounts-harness.ts';
import { personStint } from '../../../main/core/accounts/person-stint.ts';
import { gapsBesideOthers } from '../../../main/core/accounts/gaps-across.ts';
import type { GapView } from '../../../main/core/snapshot.ts';

let h: AccountsHarness | undefined;
afterEach(() => h?.close());

const MIN = 60_000;
const overlaps = (g: GapView, start: number, end: number) => g.start < end && g.end > start;

test("half an hour tracked in the studio is no gap in Acme's timeline, nor among the tray's largest gaps", async () => {
  h = await AccountsHarness.start();
  const person = personStint(h.hub);
  const { from } = await h.halfHourInStudio();
  const to = from + 30 * MIN;

  const acmeAlone = h.hub.account('main')!.snapshot().timeline!;
  // One day for the person: Acme's own engine leaves the studio's half hour out too, so its
  // fills, the tray's and the command line's, never offer it.
  assert.ok(!acmeAlone.today.gaps.some((g) => overlaps(g, from + 1000, to - 1000)), "Acme's engine counts the studio's half hour as tracked");
  const s = person.snapshot();
  assert.equal(s.accounts?.inUse, 'main');
  const timeline = s.timeline!;
  assert.ok(timeline.today.gaps.length > 0, 'Acme still has gaps around it');
  for (const g of timeline.today.gaps) assert.ok(!overlaps(g, from + 1000, to - 1000), `no gap over the studio's entry: ${new Date(g.start).toISOString()}–${new Date(g.end).toISOString()}`);
  for (const g of timeline.largestGaps) assert.ok(!overlaps(g, from + 1000, to - 1000), 'nor among the largest gaps the tray offers');
  assert.deepEqual(timeline.today.gaps, acmeAlone.today.gaps, "the window's day is the engine's: one day for the person");
});

const gap = (start: number, end: number, awaySeconds = 0): GapView => ({ date: '2026-11-18', start, end, seconds: (end - start) / 1000, kind: awaySeconds * 2 > (end - start) / 1000 ? 'away' : 'present', awaySeconds });

test('a gap less another account’s entries: the parts left, in whole seconds, a minute at least, away recounted for each part', () => {
  const g = gap(0, 60 * MIN, 0);
  const away = [{ start: 40 * MIN, end: 60 * MIN, kind: 'lock' as const }];
  const parts = gapsBesideOthers([g], away, [{ start: 10 * MIN + 500, end: 30 * MIN }, { start: 30 * MIN + 30_000, end: 40 * MIN }]);
  assert.deepEqual(
    parts.map((p) => [p.start, p.end, p.kind, p.awaySeconds]),
    [
      [0, 10 * MIN, 'present', 0],
      // 30:00 to 30:30 is shorter than a minute: the seconds between two entries, not forgotten work.
      [40 * MIN, 60 * MIN, 'away', 20 * 60],
    ],
  );
  assert.deepEqual(gapsBesideOthers([g], away, []), [g], 'nothing elsewhere: the gaps as they were');
  assert.deepEqual(gapsBesideOthers([g], away, [{ start: -MIN, end: 61 * MIN }]), [], 'covered whole: no gap');
});

test("the shown week's days lose the other accounts' time from their gaps too, and the tray's largest are today's", async () => {
  const { timelineBesideOthers } = await import('../../../main/core/accounts/gaps-across.ts');
  const day = (date: string, start: number, end: number) => ({ date, windows: [{ start, end }], away: [], gaps: [gap(start, end)] });
  const monday = day('2026-11-16', 0, 60 * MIN);
  const today = day('2026-11-18', 100 * MIN, 160 * MIN);
  const timeline = { today, largestGaps: today.gaps, week: [monday, today] };
  const out = timelineBesideOthers(timeline, [{ start: 0, end: 30 * MIN }, { start: 100 * MIN, end: 150 * MIN }]);
  assert.deepEqual(out.week[0]!.gaps.map((g) => [g.start, g.end]), [[30 * MIN, 60 * MIN]], "Monday's gap less the studio's half hour");
  assert.deepEqual(out.today.gaps.map((g) => [g.start, g.end]), [[150 * MIN, 160 * MIN]]);
  assert.deepEqual(out.largestGaps, out.today.gaps);
});
