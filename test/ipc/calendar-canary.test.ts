// A calendar's private address is a secret: added, read again, renamed and removed through
// the IPC handlers as the window does it, on the real engine, the address's secret part
// never shows in an answer, a snapshot pushed, a file under the data folder (the log
// included, at debug) or a notification. The calendar is served over loopback http, which
// the engine reads because it is this machine. The positive control: the keychain item holds it.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ManualClock } from '../support/manual-clock.ts';
import { CALENDARS_SECRET_KEY } from '../../main/platform/node/account-ports.ts';
import type { Snapshot } from '../../main/core/snapshot.ts';
import { demoCalendar } from '../harness/demo-calendar.ts';
import { engineBehindHandlers } from './engine-behind-handlers.ts';
import { assertAbsent } from './secret-search.ts';

const NOW = Date.parse('2026-03-10T09:00:00Z');

/** A calendar at `/<secret>/basic.ics` on 127.0.0.1; any other path is 404. */
async function calendarServer(secret: string): Promise<{ origin: string; close(): Promise<void> }> {
  const calendar = demoCalendar(NOW, 0);
  const server = createServer((request, response) => {
    if (request.url !== `/${secret}/basic.ics`) return void response.writeHead(404).end('Not found');
    response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', etag: calendar.etag }).end(calendar.text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

test('canary: a calendar added, read, renamed and removed through the handlers never shows its secret address', async (t) => {
  const secret = `private-${randomUUID()}`;
  const served = await calendarServer(secret);
  const w = await engineBehindHandlers(t, new ManualClock(NOW), () => served.close());
  const call = (channel: Parameters<typeof w.call>[0], payload: unknown) => w.call(channel, payload);
  const calendars = () => (w.pushed.filter(([c]) => c === 'stint:snapshot').at(-1)?.[1] as Snapshot | undefined)?.calendar?.calendars ?? [];

  // A wrong secret: the read fails, nothing is kept, and the refusal names the address's field alone.
  const wrong = await call('stint:addCalendar', { address: `${served.origin}/${secret}-not/basic.ics` });
  assert.equal(wrong.value.ok, false);
  assert.deepEqual(Object.keys(wrong.value.fields), ['address']);
  assert.deepEqual(await call('stint:addCalendar', { address: `${served.origin}/${secret}/basic.ics`, colour: '#16a34a' }), { ok: true, value: { ok: true } });
  const [added] = calendars();
  assert.ok(added, 'the calendar is listed');
  assert.equal(added.shown, `${new URL(served.origin).host}/…/basic.ics`);
  assert.equal(added.state, 'ready');
  assert.ok((await w.otherSecrets.get(CALENDARS_SECRET_KEY)!.get())!.includes(secret), 'the keychain item holds the address (so the search looks for something real)');
  assert.deepEqual(await call('stint:refreshCalendars', { calendarId: added.id }), { ok: true, value: { ok: true } });
  assert.deepEqual(await call('stint:renameCalendar', { calendarId: added.id, name: 'Team' }), { ok: true, value: { ok: true } });
  assert.deepEqual(calendars().map((c) => [c.name, c.colour]), [['Team', '#16a34a']], 'renamed; the colour kept');
  assert.deepEqual(await call('stint:removeCalendar', { calendarId: added.id }), { ok: true, value: { ok: true } });

  await w.close();
  const { text, files } = w.everythingVisible();
  assert.ok(text.includes('Team'), 'the search sees what the window saw');
  assert.ok(Object.keys(files).some((f) => f.startsWith('durable')), 'the durable store wrote files');
  assert.ok(Object.keys(files).some((f) => f.endsWith('.log')), 'the log was written, and is searched');
  assertAbsent(text, secret, "the calendar address's secret");
  assert.deepEqual(w.failures, []);
});
