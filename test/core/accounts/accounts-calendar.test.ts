// The person's calendar beside two accounts (issue 42, items 1 and 2): one book whichever
// account is in use, its events in the window's snapshot for today, read without a single
// request to the time service, its address in no file of the data folder, no log line and no
// snapshot; after a restart the copy on disk serves before the calendar is asked again.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { startStatusFile } from '../../../main/platform/node/status-file.ts';
import { statusLine } from '../../../main/core/views/status-line.ts';
import { join } from 'node:path';
import { AccountsHarness } from '../support/accounts-harness.ts';
import { CalendarServer } from '../../support/calendar-server.ts';
import { personStint } from '../../../main/core/accounts/person-stint.ts';

const SECRET = 'private-9f8e7d6c5b4a39281706f5e4d3c2b1a0';

/** Today (the harness's 10 March 2026) at 08:00–08:30 UTC, and yesterday's call. */
const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
  'X-WR-CALNAME:Work',
  'BEGIN:VEVENT',
  'UID:review-1@google.com',
  'DTSTAMP:20260301T000000Z',
  'DTSTART:20260310T080000Z',
  'DTEND:20260310T083000Z',
  'SUMMARY:Design review',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:call-1@google.com',
  'DTSTAMP:20260301T000000Z',
  'DTSTART:20260309T150000Z',
  'DTEND:20260309T160000Z',
  'SUMMARY:Client call',
  'END:VEVENT',
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

/** A calendar service on the loopback: its requests counted. */
async function calendarServer(): Promise<{ url: string; asked: () => number }> {
  const started = await CalendarServer.start(ICS, SECRET);
  server = started;
  return { url: started.address, asked: () => started.asked };
}

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await filesUnder(p)));
    else out.push(p);
  }
  return out;
}

test("a calendar added beside two accounts: today's meeting in the window's snapshot, not one request to the time service, its address nowhere on disk, in the log, the snapshot or the status files", async () => {
  h = await AccountsHarness.start();
  await h.acmeAndStudio();
  const person = personStint(h.hub);
  const cal = await calendarServer();
  const before = new Map(h.requests);
  assert.deepEqual(await person.addCalendar({ address: cal.url }), { ok: true });
  await h.settle();
  const s = person.snapshot();
  assert.deepEqual(s.calendar?.calendars.map((c) => [c.name, c.state]), [['Work', 'ready']]);
  assert.deepEqual(s.calendar?.today.map((e) => [e.title, new Date(e.start).toISOString(), new Date(e.end).toISOString()]), [['Design review', '2026-03-10T08:00:00.000Z', '2026-03-10T08:30:00.000Z']]);
  assert.equal(cal.asked(), 1);
  // Calendar requests carry no token: the harness counts them apart from the accounts'.
  for (const key of [...before.keys()].filter((k) => k !== 'auth')) assert.equal(h.requests.get(key), before.get(key), `no request of account ${key} for the calendar`);
  assert.ok(!JSON.stringify(s).includes(SECRET), 'the snapshot holds no address');
  const files = await filesUnder(h.dataDir);
  for (const f of files) assert.ok(!(await readFile(f, 'utf8')).includes(SECRET), `${f} holds no address`);
  // What was searched: the log, which tells of the calendar's read, and the records that hold its copy.
  const log = files.find((f) => f.endsWith('stint.log'));
  assert.ok(log !== undefined && (await readFile(log, 'utf8')).includes('calendar added'), 'the log tells of the calendar, without its address');
  assert.ok(files.some((f) => f.includes('calendar-copy-')), "the calendar's copy is among the files searched");

  // status.json and status.txt, as the shell writes them from this snapshot.
  const runtime = await mkdtemp(join(tmpdir(), 'stint-calendar-status-'));
  try {
    const status = startStatusFile({ runtimeDir: runtime, logger: { log: () => undefined } });
    await status.update(statusLine(s, h.clock.now()));
    await status.settled();
    const written = await filesUnder(runtime);
    assert.ok(written.some((f) => f.endsWith('status.json')), 'status.json written');
    for (const f of written) assert.ok(!(await readFile(f, 'utf8')).includes(SECRET), `${f} holds no address`);
    await status.close();
  } finally {
    await rm(runtime, { recursive: true, force: true });
  }

  // The studio shown instead: the same book, the same events.
  const studio = h.hub.accounts().find((a) => a.key !== 'main')!.key;
  assert.deepEqual(await person.useAccount(studio), { ok: true });
  assert.deepEqual(person.snapshot().calendar?.today.map((e) => e.title), ['Design review']);
});

test('after a restart the copy on disk serves the day before the calendar is asked again; Remove empties the list', async () => {
  h = await AccountsHarness.start();
  await h.signInFirst();
  const cal = await calendarServer();
  const person = personStint(h.hub);
  assert.deepEqual(await person.addCalendar({ address: cal.url, name: 'Team' }), { ok: true });
  await h.hub.close();
  const hub = await h.open();
  const again = personStint(hub);
  assert.deepEqual(again.snapshot().calendar?.today.map((e) => e.title), ['Design review']);
  assert.equal(cal.asked(), 1, 'served from the copy');
  const id = again.snapshot().calendar!.calendars[0]!.id;
  assert.deepEqual(await again.removeCalendar(id), { ok: true });
  assert.equal(again.snapshot().calendar, undefined, 'no calendar: nothing in the snapshot');
});
