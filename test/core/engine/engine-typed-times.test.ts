// Times typed as people mean them, end to end on the manual clock against the simulator, on a
// 12-hour clock (en-US, the demo account's zone UTC): a time without AM/PM is the nearest
// sensible one. Tried as a new user would at 3:37 PM: `3:30` as the start moved the timer to
// 3:30 AM (a day of 19 hours); now it is 3:30 PM, and the entries on the service say so.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineHarness, PROJECT } from '../support/engine-harness.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const at = (iso: string): number => Date.parse(iso);
const hm = (hours: number, m: number): number => hours * 3600 + m * 60;

async function signedIn(now: string): Promise<void> {
  h = await EngineHarness.start({ now, locale: 'en-US' });
  await h.signIn();
}

/** A finished entry of 10 March on Website, added as the person typed its times (over the demo's entries or a timer, confirmed). */
async function entry(description: string, start: string, end: string): Promise<{ id: number; key: string }> {
  const r = await h.stint.addManualEntry({ date: '2026-03-10', projectId: PROJECT.website, description, start, end, confirmOverlap: true });
  assert.ok(r.ok, JSON.stringify(r));
  await h.settle();
  const v = h.stint.snapshot().todayEntries.find((e) => e.description === description);
  assert.ok(v?.id);
  return { id: v.id, key: v.key };
}

/** Signed in at `from` with a timer on Website started then, the clock moved to `now`; answers the entry's id. */
async function runningFrom(from: string, now: string): Promise<number> {
  await signedIn(from);
  await h.stint.start({ projectId: PROJECT.website, description: 'Landing page' });
  await h.settle();
  const id = h.stint.snapshot().running!.id!;
  await h.advanceTo(now);
  return id;
}

test('at 3:37 PM a start typed 3:30 moves the running timer to 3:30 PM, on the service too', async () => {
  const id = await runningFrom('2026-03-10T15:35:00Z', '2026-03-10T15:37:00Z');
  assert.deepEqual(await h.stint.setRunningStart({ at: '3:30' }), { ok: true });
  assert.equal(h.stint.snapshot().running?.runningSince, at('2026-03-10T15:30:00Z'));
  await h.settle();
  assert.equal(h.serviceEntry(id).time_start, hm(15, 30));
  await h.stint.stop();
  await h.settle();
  assert.equal(h.serviceEntry(id).time_total, 7 * 60, '3:30 PM to 3:37 PM');
});

test('how long ago in words: "10 minutes ago" as the typed start', async () => {
  await signedIn('2026-03-10T15:35:00Z');
  await h.stint.start({ projectId: PROJECT.website, description: 'Landing page' });
  await h.settle();
  await h.advanceTo('2026-03-10T15:37:00Z');
  assert.deepEqual(await h.stint.setRunningStart({ at: '10 minutes ago' }), { ok: true });
  assert.equal(h.stint.snapshot().running?.runningSince, at('2026-03-10T15:27:00Z'));
});

test('at 1:00 AM a start typed 11:30 is 11:30 PM yesterday: refused with why, nothing sent', async () => {
  await signedIn('2026-03-10T00:50:00Z');
  await h.stint.start({ projectId: PROJECT.website, description: 'Late' });
  await h.settle();
  await h.advanceTo('2026-03-10T01:00:00Z');
  const mark = h.mark();
  const r = await h.stint.setRunningStart({ at: '11:30' });
  assert.ok(!r.ok && /before midnight/i.test(r.message), JSON.stringify(r));
  await h.settle();
  assert.deepEqual(h.sentSince(mark).filter((q) => !q.startsWith('GET ')), []);
});

test('an entry 9 AM to 5 PM split at 3:30 is cut at 3:30 PM', async () => {
  await signedIn('2026-03-10T18:00:00Z');
  const { id, key } = await entry('Spec', '9:00 AM', '5:00 PM');
  const r = await h.stint.splitEntry({ entryKey: key, at: '3:30', description: 'Review' });
  assert.ok(r.ok, JSON.stringify(r));
  await h.settle();
  assert.deepEqual([h.serviceEntry(id).time_start, h.serviceEntry(id).time_total], [hm(9, 0), hm(6, 30)]);
  const second = h.serviceEntries((e) => e.description === 'Review');
  assert.deepEqual(second.map((e) => [e.time_start, e.time_total]), [[hm(15, 30), hm(1, 30)]]);
});

test('quick entry 9:00 to 5:00 is 9 AM to 5 PM; an edit of the end alone to 4:30 is 4:30 PM', async () => {
  await signedIn('2026-03-10T18:00:00Z');
  const { id, key } = await entry('Spec', '9:00', '5:00');
  assert.deepEqual([h.serviceEntry(id).time_start, h.serviceEntry(id).time_total], [hm(9, 0), hm(8, 0)]);
  const r = await h.stint.editEntry({ entryKey: key, end: '4:30', confirmOverlap: true });
  assert.ok(r.ok, JSON.stringify(r));
  await h.settle();
  assert.deepEqual([h.serviceEntry(id).time_start, h.serviceEntry(id).time_total], [hm(9, 0), hm(7, 30)]);
  assert.equal(h.serviceEntries((e) => e.description === 'Spec').length, 1, 'one entry, not one per day');
});

test('a bare number where a time is expected is refused at its field, nothing sent', async () => {
  await signedIn('2026-03-10T18:00:00Z');
  const { key } = await entry('Spec', '9:00 AM', '5:00 PM');
  const mark = h.mark();
  const r = await h.stint.editEntry({ entryKey: key, start: '09:00', end: '17' });
  assert.ok(!r.ok && /number, not a time/.test(r.fields.end ?? ''), JSON.stringify(r));
  await h.settle();
  assert.deepEqual(h.sentSince(mark).filter((q) => !q.startsWith('GET ')), []);
});

test('an edit making an entry longer than the working day asks first; confirmed, it is saved', async () => {
  await signedIn('2026-03-10T15:37:00Z');
  const { id, key } = await entry('Short', '3:00 PM', '3:30 PM');
  const mark = h.mark();
  const asked = await h.stint.editEntry({ entryKey: key, start: '3:30 AM' });
  assert.ok(!asked.ok && asked.confirm === 'longer_than_day', JSON.stringify(asked));
  assert.match(asked.message, /^This entry would last 12:00, longer than the working day \(8:00\)\. Save it anyway\?$/);
  await h.settle();
  assert.deepEqual(h.sentSince(mark).filter((q) => !q.startsWith('GET ')), [], 'nothing sent before the answer');
  assert.deepEqual([h.serviceEntry(id).time_start, h.serviceEntry(id).time_total], [hm(15, 0), 30 * 60]);

  const saved = await h.stint.editEntry({ entryKey: key, start: '3:30 AM', confirmLongDay: true, confirmOverlap: true });
  assert.ok(saved.ok, JSON.stringify(saved));
  await h.settle();
  assert.deepEqual([h.serviceEntry(id).time_start, h.serviceEntry(id).time_total], [hm(3, 30), 12 * 3600]);
});

test('"from the last stop" is the last stop before now: an entry added on the phone after the timer began counts', async () => {
  const id = await runningFrom('2026-03-10T10:00:00Z', '2026-03-10T10:30:00Z');
  await entry('Call', '10:05 AM', '10:20 AM');
  assert.deepEqual(await h.stint.setRunningStart({ fromLastStop: true }), { ok: true });
  assert.equal(h.stint.snapshot().running?.runningSince, at('2026-03-10T10:20:00Z'));
  await h.settle();
  assert.equal(h.serviceEntry(id).time_start, hm(10, 20), 'the run starts where the call ended, not over it');
});
