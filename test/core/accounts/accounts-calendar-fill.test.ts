// Fills from a calendar's events on the manual clock against the simulator (issue 42, items 3
// and 4): only an event's time inside the day's gaps (working hours 09:00-17:00 here, passed,
// untracked), the work picked once and remembered for the event or its title, "Fill the day's
// meetings" from what the snapshot offers, offline then back, over an entry the phone made
// meanwhile (refused, never a double booking), and outside working hours only when asked.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { AccountsHarness } from '../support/accounts-harness.ts';
import { CalendarServer } from '../../support/calendar-server.ts';
import { DEMO_ACCOUNT, DEMO_ADA, PROJECT } from '../support/engine-harness.ts';
import { Elsewhere } from '../support/elsewhere.ts';
import { personStint } from '../../../main/core/accounts/person-stint.ts';
import type { PersonStint } from '../../../main/core/stint-api.ts';
import type { TimeEntry } from '../../sim/model.ts';

const vevent = (uid: string, title: string, start: string, end: string, extra: string[] = []) => ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20260301T000000Z', `DTSTART:${start}`, `DTEND:${end}`, `SUMMARY:${title}`, ...extra, 'END:VEVENT'];

/** Today is 10 March 2026 (the harness's 10:00 UTC; the account's zone is UTC). */
const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Apple Inc.//macOS 14.0//EN',
  'X-WR-CALNAME:Work',
  ...vevent('standup@x', 'Standup', '20260302T090000Z', '20260302T091500Z', ['RRULE:FREQ=DAILY']),
  ...vevent('client@x', 'Kickoff with Ferro', '20260310T092000Z', '20260310T095000Z'),
  ...vevent('early@x', 'Early sync', '20260310T073000Z', '20260310T080000Z'),
  ...vevent('later@x', 'Planning', '20260310T140000Z', '20260310T150000Z'),
  'END:VCALENDAR',
  '',
].join('\r\n');

let h: AccountsHarness | undefined;
let server: CalendarServer | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
  await server?.close();
  server = undefined;
});

async function withCalendar(): Promise<PersonStint> {
  h = await AccountsHarness.start();
  await h.signInFirst();
  server = await CalendarServer.start(ICS);
  const person = personStint(h.hub);
  assert.deepEqual(await person.addCalendar({ address: server.address }), { ok: true });
  await h.settle();
  return person;
}

const offered = (p: PersonStint) => (p.snapshot().calendar?.fillable ?? []).map((f) => [f.title, f.parts.map((x) => `${new Date(x.start).toISOString().slice(11, 16)}-${new Date(x.end).toISOString().slice(11, 16)}`).join(','), f.work === null ? null : f.work.description]);
const keyOf = (p: PersonStint, title: string) => [...p.snapshot().calendar!.today].find((e) => e.title === title)!.key;
const held = (title: string): [string, number, number][] =>
  h!.serviceEntries(DEMO_ACCOUNT, (e: TimeEntry) => e.description === title).map((e) => [e.date_execution, e.time_start, e.time_total]);

test("the day's passed events inside its gaps are offered; a fill needs its work once, and the event's untracked time becomes an entry on the service", async () => {
  const p = await withCalendar();
  // 10:00: today's standup and the client call have passed inside working hours; the early sync was before them, planning is to come.
  assert.deepEqual(offered(p), [['Standup', '09:00-09:15', null], ['Kickoff with Ferro', '09:20-09:50', null]]);
  const without = await p.fillFromEvent({ eventKey: keyOf(p, 'Kickoff with Ferro') });
  assert.ok(!without.ok && without.fields.project !== undefined, 'the project is asked for');
  assert.deepEqual(await p.fillFromEvent({ eventKey: keyOf(p, 'Kickoff with Ferro'), projectId: PROJECT.support, remember: 'title' }), { ok: true });
  await h!.settle();
  assert.deepEqual(held('Kickoff with Ferro'), [['2026-03-10', 9 * 3600 + 20 * 60, 30 * 60]]);
  assert.deepEqual(offered(p), [['Standup', '09:00-09:15', null]], 'the call is tracked now: no longer offered');
});

test("a remembered rule serves every occurrence: \"Fill the day's meetings\" fills what has its work and says what has not", async () => {
  const p = await withCalendar();
  const refusedFirst = await p.fillMeetings('2026-03-10');
  assert.ok(!refusedFirst.ok && /has its project yet/.test(refusedFirst.message));
  assert.deepEqual(await p.fillFromEvent({ eventKey: keyOf(p, 'Standup'), projectId: PROJECT.internal, description: 'Daily standup', remember: 'event' }), { ok: true });
  await h!.settle();
  // A day later, at 16:00: the standup's next occurrence and the call have passed.
  await h!.advance(30 * 3600_000, 3600_000);
  await h!.settle();
  assert.deepEqual(offered(p), [['Standup', '09:00-09:15', 'Daily standup']], 'the rule gives the series its work');
  const r = await p.fillMeetings('2026-03-11');
  assert.deepEqual(r, { ok: true, filled: 1 });
  await h!.settle();
  assert.deepEqual(held('Daily standup'), [['2026-03-10', 9 * 3600, 900], ['2026-03-11', 9 * 3600, 900]]);
  const rule = p.snapshot().calendar; // nothing left to offer on the 11th
  assert.deepEqual(rule?.fillable.filter((f) => f.date === '2026-03-11'), []);
});

test('a fill made offline is queued, shown at once, and reaches the service once when the network is back', async () => {
  const p = await withCalendar();
  h!.offline = true;
  assert.deepEqual(await p.fillFromEvent({ eventKey: keyOf(p, 'Kickoff with Ferro'), projectId: PROJECT.support }), { ok: true });
  assert.ok(p.snapshot().todayEntries.some((e) => e.description === 'Kickoff with Ferro' && e.pending), 'shown at once, waiting');
  await h!.advance(5 * 60_000, 30_000);
  assert.deepEqual(held('Kickoff with Ferro'), []);
  h!.offline = false;
  await h!.advance(5 * 60_000, 30_000);
  await h!.settle();
  assert.deepEqual(held('Kickoff with Ferro'), [['2026-03-10', 9 * 3600 + 20 * 60, 30 * 60]], 'once');
});

test("a fill made offline and sent after midnight lands on the meeting's own day, once", async () => {
  const p = await withCalendar();
  h!.offline = true;
  assert.deepEqual(await p.fillFromEvent({ eventKey: keyOf(p, 'Kickoff with Ferro'), projectId: PROJECT.support }), { ok: true });
  // Offline until 00:10 the next day.
  await h!.advance(14 * 3600_000 + 10 * 60_000, 10 * 60_000);
  assert.deepEqual(held('Kickoff with Ferro'), []);
  h!.offline = false;
  await h!.advance(5 * 60_000, 30_000);
  await h!.settle();
  assert.deepEqual(held('Kickoff with Ferro'), [['2026-03-10', 9 * 3600 + 20 * 60, 30 * 60]], 'on 10 March at 09:20, not on the day it was sent');
});

test('a fill over an entry the phone made meanwhile is refused and listed, never a double booking', async () => {
  const p = await withCalendar();
  const key = keyOf(p, 'Kickoff with Ferro');
  const phone = await Elsewhere.signIn(h!.sim.baseUrl, DEMO_ADA);
  const made = await phone.call('POST', '/time-entries', { body: { project_id: PROJECT.website, date_execution: '2026-03-10', time_start: '09:25:00', time_end: '09:40:00', description: 'On the phone' } });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  await h!.advance(10_000);
  assert.deepEqual(await p.fillFromEvent({ eventKey: key, projectId: PROJECT.support }), { ok: true }, 'the window still showed the gap');
  await h!.settle();
  await h!.advance(60_000);
  assert.deepEqual(held('Kickoff with Ferro'), [], 'nothing laid over the phone entry');
  assert.equal(held('On the phone').length, 1);
  assert.match(p.snapshot().notSaved?.[0]?.why ?? '', /overlap/i);
});

test('an event outside working hours is not offered, and is filled only when the person asks for any time', async () => {
  const p = await withCalendar();
  const key = keyOf(p, 'Early sync');
  assert.deepEqual((p.snapshot().calendar?.outside ?? []).map((f) => [f.title, f.parts.map((x) => `${new Date(x.start).toISOString().slice(11, 16)}-${new Date(x.end).toISOString().slice(11, 16)}`).join(',')]), [['Early sync', '07:30-08:00']], 'offered apart, as outside working hours');
  const r = await p.fillFromEvent({ eventKey: key, projectId: PROJECT.internal });
  assert.ok(!r.ok && /working hours/.test(r.message));
  assert.deepEqual(await p.fillFromEvent({ eventKey: key, projectId: PROJECT.internal, anyTime: true }), { ok: true });
  await h!.settle();
  assert.deepEqual(held('Early sync'), [['2026-03-10', 7.5 * 3600, 1800]]);
  assert.deepEqual(p.snapshot().calendar?.outside, [], 'tracked now: no longer offered');
  const again = await p.fillFromEvent({ eventKey: key, projectId: PROJECT.internal, anyTime: true });
  assert.ok(!again.ok && /tracked already/.test(again.message), 'a second fill finds it tracked');
});

test('a fill "with any time" of an event still to come says it has not begun (not "tracked already"), and nothing is filled', async () => {
  const p = await withCalendar();
  const r = await p.fillFromEvent({ eventKey: keyOf(p, 'Planning'), projectId: PROJECT.internal, anyTime: true });
  assert.deepEqual(r, { ok: false, message: 'Planning has not begun yet: a fill takes only time that has passed. Fill it once it has begun, or after it ends.', fields: {} });
  await h!.settle();
  assert.deepEqual(held('Planning'), []);
});

// One person across accounts (issue 59): a meeting of the studio's client, booked once to a
// studio project while Acme's timer runs, goes to the studio and is remembered there; the next
// "Fill the day's meetings" books it there again whatever account is in use.
test("a meeting filled with a studio project while Acme's timer runs is booked in the studio and remembered there; the day's meetings follow", async () => {
  h = await AccountsHarness.start();
  const studio = await h.acmeAndStudio();
  server = await CalendarServer.start(ICS);
  const p = personStint(h.hub);
  assert.deepEqual(await p.addCalendar({ address: server.address }), { ok: true });
  assert.deepEqual(await p.start({ projectId: PROJECT.website, description: 'Review' }), { ok: true });
  await h.settle();
  assert.equal(p.snapshot().accounts?.inUse, 'main');
  const brand = h.projectId(studio, 'Brand Refresh');
  const r = await p.fillFromEvent({ eventKey: keyOf(p, 'Kickoff with Ferro'), accountKey: studio, projectId: brand, remember: 'title' });
  assert.deepEqual(r, { ok: true });
  await h.settle();
  const inStudio = (title: string) => h!.serviceEntries('studio', (e: TimeEntry) => e.description === title).map((e) => [e.time_start, e.time_total]);
  assert.deepEqual(inStudio('Kickoff with Ferro'), [[9 * 3600 + 20 * 60, 30 * 60]], 'booked in the studio');
  assert.deepEqual(held('Kickoff with Ferro'), [], 'not in Acme');
  assert.deepEqual(await p.fillFromEvent({ eventKey: keyOf(p, 'Standup'), accountKey: studio, projectId: brand, remember: 'title' }), { ok: true });
  await h.settle();
  assert.deepEqual(inStudio('Standup'), [[9 * 3600, 15 * 60]]);
  // The next day: the remembered studio rule serves the standup while Acme is in use.
  assert.deepEqual(await p.stop(), { ok: true });
  await h.advance(24 * 3_600_000, 3_600_000);
  assert.equal(p.snapshot().accounts?.inUse, 'main');
  const next = (p.snapshot().calendar?.fillable ?? []).find((f) => f.title === 'Standup');
  assert.equal(next?.work?.accountKey, studio, "the offer names the studio's rule");
  const filled = await p.fillMeetings(p.snapshot().today);
  assert.equal(filled.ok, true, JSON.stringify(filled));
  await h.settle();
  assert.equal(inStudio('Standup').length, 2, "the day's standup booked in the studio again");
  assert.equal(held('Standup').length, 0);
});
