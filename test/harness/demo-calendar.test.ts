// The demo's calendar: today's meetings in the account's zone (floating times read at its
// offset), read by the engine's own parser without a problem; served by the harness with an
// ETag that holds all day, so a read again is answered 304.

import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { test } from 'node:test';
import { parseCalendar } from '../../main/core/calendar/calendar-parse.ts';
import { eventsBetween } from '../../main/core/calendar/calendar-occurrences.ts';
import { startOfLocalDate } from '../../main/core/time/local-calendar.ts';
import { localTime } from '../../main/core/time/local-time.ts';
import { DEMO_CALENDAR_PATH } from '../../renderer/state/demo-control.ts';
import { testClock } from '../support/test-day.ts';
import { HANG_GUARD } from '../support/hang-guard.ts';
import { DEMO_CALENDAR_NAME, demoCalendar } from './demo-calendar.ts';
import { startHarness } from './server.ts';
import { fixtureRenderer } from './support/page-socket.ts';

const DAY_MS = 86_400_000;

for (const offset of [60, -300, 0]) {
  test(`today's meetings at the account's offset (${offset} minutes): standup, client call, design review, and the sprint all day`, () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    const parsed = parseCalendar(demoCalendar(now, offset).text);
    assert.ok(parsed.ok);
    assert.equal(parsed.calendar.name, DEMO_CALENDAR_NAME);
    assert.deepEqual(parsed.calendar.unreadable, []);
    const from = startOfLocalDate('2026-03-10', offset);
    const { events, problems } = eventsBetween(parsed.calendar, from, from + DAY_MS, { selfEmails: [], floatingOffsetMinutes: offset });
    assert.deepEqual(problems, []);
    const at = (ms: number) => localTime(ms, offset).slice(0, 5);
    assert.deepEqual(
      events.map((e) => [e.title, e.allDay ? 'all day' : `${at(e.start)}-${at(e.end)}`]),
      [['Sprint week', 'all day'], ['Standup', '09:00-09:15'], ['Client call', '11:00-11:45'], ['Design review', '14:00-15:00']],
    );
  });
}

test('the standup repeats daily (the days before show it too); the text and its ETag change only with the date', () => {
  const now = Date.parse('2026-03-10T08:00:00Z');
  const parsed = parseCalendar(demoCalendar(now, 0).text);
  assert.ok(parsed.ok);
  const from = startOfLocalDate('2026-03-06', 0);
  const { events } = eventsBetween(parsed.calendar, from, from + DAY_MS, { selfEmails: [], floatingOffsetMinutes: 0 });
  assert.deepEqual(events.map((e) => e.title), ['Standup']);
  assert.deepEqual(demoCalendar(now + 3 * 3_600_000, 0), demoCalendar(now, 0));
  assert.notEqual(demoCalendar(now + DAY_MS, 0).etag, demoCalendar(now, 0).etag);
});

test(`GET ${DEMO_CALENDAR_PATH}: text/calendar with an ETag; asked again with it, 304`, HANG_GUARD, async (t) => {
  const rendererDir = fixtureRenderer();
  const clock = testClock();
  // No service is asked for: nobody signs in.
  const harness = await startHarness({ baseUrl: 'http://127.0.0.1:9/api/v1', rendererDir, clock, onError: () => {} });
  t.after(async () => {
    await harness.close();
    rmSync(rendererDir, { recursive: true, force: true });
  });
  const first = await fetch(`${harness.origin}${DEMO_CALENDAR_PATH}`);
  assert.equal(first.status, 200);
  assert.match(first.headers.get('content-type') ?? '', /^text\/calendar/);
  const etag = first.headers.get('etag');
  const expected = demoCalendar(clock.now(), harness.stint.snapshot().zone.offsetMinutes);
  assert.equal(etag, expected.etag);
  assert.equal(await first.text(), expected.text);
  const again = await fetch(`${harness.origin}${DEMO_CALENDAR_PATH}`, { headers: { 'if-none-match': etag! } });
  assert.equal(again.status, 304);
  assert.equal(await again.text(), '');
});
