// A past day of the activity record reviewed and booked in bulk (issue 73, item 1) on the
// manual clock against the two-account simulator, over two days of a scripted desktop: Monday's
// stretches open on Tuesday beside Monday's entries, every account's; some selected are merged
// the person's way and booked in one step; what is booked is what the preview showed, to the
// second, never over an entry of either account; the merge settings change both alike; a part
// refused later (the phone booked that time meanwhile) is listed and the others kept; Undo in
// the hold takes the whole booking back. Working hours 09:00-17:00, UTC; Monday 9 March 2026.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { AccountsHarness } from '../support/accounts-harness.ts';
import { DEMO_ACCOUNT, DEMO_ADA, PROJECT } from '../support/engine-harness.ts';
import { Elsewhere } from '../support/elsewhere.ts';
import { STUDIO_ACCOUNT_ID } from '../support/accounts-harness.ts';
import { personStint } from '../../../main/core/accounts/person-stint.ts';
import type { PersonStint } from '../../../main/core/stint-api.ts';
import type { TimeEntry } from '../../sim/model.ts';

let h: AccountsHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const MONDAY = '2026-03-09';
const at = (hm: string): number => Date.parse(`${MONDAY}T${hm}:00Z`);
const hm = (ms: number): string => new Date(ms).toISOString().slice(11, 19);
const parts = (list: readonly { start: number; end: number }[]): string[] => list.map((x) => `${hm(x.start)}-${hm(x.end)}`);
/** An entry of the service as [date, start, end], in seconds of the day. */
const asSpan = (e: TimeEntry): string => `${e.date_execution} ${hm(e.time_start * 1000)}-${hm((e.time_start + e.time_total) * 1000)}`;

/**
 * Monday from 10:00: Figma 10:00-10:30, nothing 10:30-10:32, Figma again 10:32-11:00, Slack
 * 11:00-11:10, Code 11:10-11:40; the studio's timer runs 11:15-11:25. Stint starts again on
 * Tuesday at 10:00, and Monday opens for review.
 */
async function mondayReviewed(undoHoldMs = 0): Promise<{ p: PersonStint; studio: string }> {
  h = await AccountsHarness.start(`${MONDAY}T10:00:00Z`, { undoHoldMs });
  const studio = await h.acmeAndStudio();
  assert.deepEqual(await personStint(h.hub).setActivityRecording(true), { ok: true });
  // The desktop, window after window: [application, title, minutes] (no application: nothing in focus).
  const before: [string | null, string, number][] = [['Figma', 'Homepage — Acme', 30], [null, '', 2], ['Figma', 'Homepage v2 — Acme', 28], ['Slack', 'Acme — #general', 10], ['Code', 'invoice.ts', 5]];
  for (const [app, title, minutes] of before) {
    h.activity.focus(app, title);
    await h.advance(minutes * 60_000, 60_000);
  }
  assert.deepEqual(await h.hub.start(studio, { projectId: h.projectId(studio, 'Brand Refresh'), description: 'Moodboard' }), { ok: true });
  await h.advance(10 * 60_000, 60_000);
  assert.deepEqual(await h.hub.stop(), { ok: true });
  await h.advance(15 * 60_000, 60_000);
  h.activity.focus(null);
  await h.advance(60_000, 15_000);
  const p = personStint(await h.restartAfter(at('10:00') + 86_400_000 - h.clock.now()));
  assert.equal(p.snapshot().today, '2026-03-10');
  assert.deepEqual(await p.openActivityDay(MONDAY), { ok: true });
  await h.settle();
  return { p, studio };
}

const startsOf = (p: PersonStint, ...apps: string[]): number[] => p.snapshot().activity!.review!.stretches.filter((s) => apps.includes(s.app)).map((s) => s.start);

test("a past day opens as its stretches beside its entries, every account's, each stretch with what an entry lies over", async () => {
  const { p } = await mondayReviewed();
  const r = p.snapshot().activity!.review!;
  assert.equal(r.date, MONDAY);
  assert.equal(r.held, true, 'both accounts read Monday');
  assert.deepEqual(
    r.stretches.map((s) => [s.app, hm(s.start), hm(s.end), s.seconds, s.bookedSeconds]),
    [
      ['Figma', '10:00:00', '10:30:00', 1800, 0],
      ['Figma', '10:32:00', '11:00:00', 1680, 0],
      ['Slack', '11:00:00', '11:10:00', 600, 0],
      ['Code', '11:10:00', '11:40:00', 1800, 600],
    ],
  );
  assert.deepEqual(r.entries.map((e) => [e.accountName, e.projectName, e.description, hm(e.start), hm(e.end)]), [
    ['Acme', 'Support Retainer', 'On-call handover', '00:00:00', '00:30:00'],
    ['Studio', 'Brand Refresh', 'Moodboard', '11:15:00', '11:25:00'],
  ]);
  assert.deepEqual(await p.closeActivityDay(), { ok: true });
  assert.equal(p.snapshot().activity!.review, null);

  // The week shown (Monday's) has Monday's lane as Today has today's: read from its file once shown.
  const week = await new Promise<NonNullable<NonNullable<ReturnType<PersonStint['snapshot']>['activity']>['week']>>((resolve) => {
    let off = (): void => undefined;
    const seen = (s: ReturnType<PersonStint['snapshot']>) => {
      const w = s.activity?.week ?? [];
      if (w.length === 0) return;
      off();
      resolve(w);
    };
    off = p.subscribe(seen);
    seen(p.snapshot());
  });
  assert.deepEqual(week.map((d) => [d.date, d.stretches.length, d.apps.map((a) => [a.app, a.seconds])]), [[MONDAY, 4, [['Figma', 3480], ['Code', 1800], ['Slack', 600]]]]);
  assert.equal((await p.deleteActivity('all')).ok, true);
  assert.deepEqual(p.snapshot().activity!.week, [], 'a deleted day never shows from memory');
});

test('a bulk booking equals the selection merged, to the second, never over an entry of any account; the merge settings change the preview and the booking alike', async () => {
  const { p } = await mondayReviewed();
  const starts = startsOf(p, 'Figma', 'Code');
  const first = await p.previewActivityBooking({ date: MONDAY, starts });
  assert.ok(first.ok && first.booking, JSON.stringify(first));
  assert.deepEqual(parts(first.booking.parts), ['10:00:00-11:00:00', '11:10:00-11:15:00', '11:25:00-11:40:00'], "Figma's 2-minute break bridged (5 minutes by default); Slack between is other work; the studio's 10 minutes left out");
  assert.deepEqual([first.booking.seconds, first.booking.atComputerSeconds, first.booking.bridgedSeconds, first.booking.droppedSeconds, first.booking.bookedSeconds], [4800, 5280, 120, 0, 600]);
  assert.equal(first.booking.label, 'Homepage — Acme');

  assert.equal((await p.updateSettings({ activity: { bridgeMinutes: 1, shortestEntrySeconds: 600 } })).ok, true);
  const second = await p.previewActivityBooking({ date: MONDAY, starts });
  assert.ok(second.ok && second.booking);
  assert.deepEqual(parts(second.booking.parts), ['10:00:00-10:30:00', '10:32:00-11:00:00', '11:25:00-11:40:00'], 'no break bridged; the 5 minutes before the studio entry shorter than 10 minutes: left out');
  assert.deepEqual([second.booking.seconds, second.booking.bridgedSeconds, second.booking.droppedSeconds, second.booking.bookedSeconds], [4380, 0, 300, 600]);

  const stale = await p.bookActivityStretches({ date: MONDAY, starts, projectId: PROJECT.website, seen: first.booking.parts });
  assert.ok(!stale.ok && /changed since it was shown/.test(stale.message), 'the first preview is no longer what a booking takes');
  const booked = await p.bookActivityStretches({ date: MONDAY, starts, projectId: PROJECT.website, seen: second.booking.parts });
  assert.equal(booked.ok, true, JSON.stringify(booked));
  await h!.settle();
  const acme = h!.serviceEntries(DEMO_ACCOUNT, (e) => e.description === 'Homepage — Acme').sort((a, b) => a.time_start - b.time_start);
  assert.deepEqual(acme.map(asSpan), second.booking.parts.map((x) => `${MONDAY} ${hm(x.start)}-${hm(x.end)}`), 'booked exactly as previewed');
  assert.ok(acme.every((e) => e.project_id === PROJECT.website));
  const studioEntries = h!.serviceEntries(STUDIO_ACCOUNT_ID).filter((e) => e.date_execution === MONDAY);
  for (const a of acme) for (const s of studioEntries) assert.ok(a.time_start + a.time_total <= s.time_start || s.time_start + s.time_total <= a.time_start, `${asSpan(a)} lies over the studio's ${asSpan(s)}`);

  const after = p.snapshot().activity!.review!;
  assert.deepEqual(after.stretches.map((s) => [s.app, s.bookedSeconds]), [['Figma', 1800], ['Figma', 1680], ['Slack', 0], ['Code', 1500]], 'the review shows what is booked now');
  const again = await p.bookActivityStretches({ date: MONDAY, starts: startsOf(p, 'Figma'), projectId: PROJECT.website });
  assert.ok(!again.ok && /booked already/.test(again.message), 'a second booking finds it booked');
});

test('a part refused later (the phone booked that time meanwhile) is listed, the other parts kept; Undo in the hold takes a whole booking back', async () => {
  const { p, studio } = await mondayReviewed(10_000);
  const preview = await p.previewActivityBooking({ date: MONDAY, starts: startsOf(p, 'Figma', 'Code') });
  assert.ok(preview.ok && preview.booking);
  assert.equal((await p.bookActivityStretches({ date: MONDAY, starts: startsOf(p, 'Figma', 'Code'), projectId: PROJECT.website, description: 'Homepage', seen: preview.booking.parts })).ok, true);
  // In the hold, the phone books 11:30-11:35 in Acme: the last part (11:25-11:40) now lies over it.
  const phone = await Elsewhere.signIn(h!.sim.baseUrl, DEMO_ADA);
  const made = await phone.call('POST', '/time-entries', { body: { project_id: PROJECT.support, date_execution: MONDAY, time_start: '11:30:00', time_end: '11:35:00', description: 'On the phone' } });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  await h!.advance(15_000, 1_000);
  await h!.settle();
  const homepage = h!.serviceEntries(DEMO_ACCOUNT, (e) => e.description === 'Homepage').map(asSpan).sort();
  assert.deepEqual(homepage, [`${MONDAY} 10:00:00-11:00:00`, `${MONDAY} 11:10:00-11:15:00`], 'the other parts kept');
  const listed = p.snapshot().notSaved ?? [];
  assert.equal(listed.length, 1, JSON.stringify(listed));
  assert.match(listed[0]!.why, /overlap/i);

  // Undo within the hold: a booking of Slack's ten minutes in the studio never reaches the service.
  const slack = startsOf(p, 'Slack');
  assert.equal((await p.bookActivityStretches({ date: MONDAY, starts: slack, projectId: h!.projectId(studio, 'Brand Refresh'), description: 'Chat', accountKey: studio })).ok, true);
  assert.equal(p.snapshot().activity!.review!.stretches.find((s) => s.app === 'Slack')!.bookedSeconds, 600, 'shown booked at once');
  assert.match(p.snapshot().undo?.words ?? '', /Booked 0:10 of 2026-03-09 from the activity record to Brand Refresh/);
  assert.equal((await p.undo()).ok, true);
  await h!.advance(15_000, 1_000);
  assert.deepEqual(h!.serviceEntries(STUDIO_ACCOUNT_ID, (e) => e.description === 'Chat'), [], 'nothing sent');
  assert.equal(p.snapshot().activity!.review!.stretches.find((s) => s.app === 'Slack')!.bookedSeconds, 0, 'open again');
});

test('a day the record does not keep, or not yet come, is refused in words', async () => {
  const { p } = await mondayReviewed();
  const none = await p.openActivityDay('2026-03-01');
  assert.ok(!none.ok && /keeps nothing of 2026-03-01/.test(none.message));
  const later = await p.openActivityDay('2026-03-12');
  assert.ok(!later.ok && /has not come yet/.test(later.message));
  const notOpen = await p.previewActivityBooking({ date: '2026-03-10', starts: [1] });
  assert.ok(!notOpen.ok && /not the day open/.test(notOpen.message));
});

test("a day of an earlier week reviewed and closed: the week shown is the one shown before, unless the person chose another meanwhile", async () => {
  h = await AccountsHarness.start(`${MONDAY}T10:00:00Z`);
  await h.acmeAndStudio();
  assert.deepEqual(await personStint(h.hub).setActivityRecording(true), { ok: true });
  h.activity.focus('Figma', 'Homepage — Acme');
  await h.advance(30 * 60_000, 60_000);
  h.activity.focus(null);
  await h.advance(60_000, 15_000);
  // Tuesday of the next week, 10:00.
  const p = personStint(await h.restartAfter(at('10:00') + 8 * 86_400_000 - h.clock.now()));
  assert.equal(p.snapshot().today, '2026-03-17');
  assert.deepEqual(await p.showWeek('2026-03-17'), { ok: true });
  await h.settle();
  const shown = (): string | undefined => p.snapshot().shownWeek?.start;
  assert.equal(shown(), '2026-03-16');

  assert.deepEqual(await p.openActivityDay(MONDAY), { ok: true });
  await h.settle();
  assert.equal(shown(), MONDAY, "the review reads the day's week");
  assert.deepEqual(await p.closeActivityDay(), { ok: true });
  await h.settle();
  assert.equal(shown(), '2026-03-16', 'Today is back on this week');

  // Chosen meanwhile: the person's week stays.
  assert.deepEqual(await p.openActivityDay(MONDAY), { ok: true });
  assert.deepEqual(await p.showWeek('2026-03-02'), { ok: true });
  assert.deepEqual(await p.closeActivityDay(), { ok: true });
  await h.settle();
  assert.equal(shown(), '2026-03-02');
});
