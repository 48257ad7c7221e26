// The person's calendars on the command line as a person runs them (issue 42): a real process
// against the simulator, at a fixed instant (STINT_CLOCK_AT and the service clock set alike,
// the demo account one hour east of UTC), reading a calendar a small server on this machine
// serves over plain http (allowed on loopback only). Its address is a secret: it never shows
// in what the process prints nor in any file of its data folder. A local .ics file is read
// too, and stays across runs.
import { after, afterEach, before, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useCliSim } from './support/cli-sim.ts';
import { block, runCli, type Ran } from './support/run-cli.ts';
import { NOW } from './fixture.ts';

const AT = new Date(NOW).toISOString();
const TOKEN = 'SECRETTOKEN123456789';
const PATH = `/cal/private-${TOKEN}/basic.ics`;

/** On the fixed clock's day: 09:00–09:45 UTC is 10:00–10:45 in the account; an all-day event; one tomorrow. */
function ics(name: string): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Stint tests//EN',
    `X-WR-CALNAME:${name}`,
    'BEGIN:VEVENT',
    'UID:planning-1@test',
    'DTSTAMP:20260301T000000Z',
    'DTSTART:20260310T090000Z',
    'DTEND:20260310T094500Z',
    'SUMMARY:Sprint planning',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:offsite-1@test',
    'DTSTAMP:20260301T000000Z',
    'DTSTART;VALUE=DATE:20260310',
    'DTEND;VALUE=DATE:20260311',
    'SUMMARY:Company offsite',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:tomorrow-1@test',
    'DTSTAMP:20260301T000000Z',
    'DTSTART:20260311T090000Z',
    'DTEND:20260311T100000Z',
    'SUMMARY:Not today',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

const cli = useCliSim('stint-cli-calendar-');

/** Every file under `dir`, with its text. */
function filesUnder(dir: string): { path: string; text: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [{ path, text: readFileSync(path, 'utf8') }];
  });
}

function assertNoSecret(r: Ran, dataDir: string): void {
  assert.ok(!r.stdout.includes(TOKEN), `the secret is not printed:\n${r.stdout}`);
  assert.ok(!r.stderr.includes(TOKEN), `the secret is not on stderr:\n${r.stderr}`);
  const files = filesUnder(dataDir);
  assert.ok(files.length > 0, 'the data folder holds files');
  for (const f of files) assert.ok(!f.text.includes(TOKEN), `the secret is not in ${f.path}`);
}

/** The numbered lines of a listing and the lines under them. */
function listing(stdout: string, command: string, occurrence = 1): string[] {
  return block(stdout, command, occurrence).filter((l) => /^(\d+\.|\s{5})/.test(l) || l.startsWith('No calendars'));
}

const TIME = (h24: string, h12: string) => `(?:${h24}|${h12})`;

describe('calendars on the command line', () => {
  let server: Server;
  let base = '';
  let asked: string[] = [];
  let dir = '';

  before(async () => {
    server = createServer((req, res) => {
      asked.push(req.url ?? '');
      if (req.url !== PATH) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(ics('Served'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(async () => {
    asked = [];
    dir = mkdtempSync(join(tmpdir(), 'stint-cli-ics-'));
    await cli.sim.control.clock({ now: AT });
    await cli.sim.control.zone(60);
  });
  afterEach(async () => {
    rmSync(dir, { recursive: true, force: true });
    await cli.sim.control.clock({ now: new Date().toISOString() });
  });

  const run = (lines: readonly string[]) => runCli(['--base-url', cli.sim.baseUrl, '--data-dir', cli.dataDir, '-c', 'signin ada@example.com demo', ...lines.flatMap((l) => ['-c', l])], { STINT_CLOCK_AT: AT });

  test("add an address as Work, list it with today's events in the account's zone, remove it in the next run; the address's secret is never printed nor kept in a file", async () => {
    const add = `calendar add ${base}${PATH} --name Work`;
    const r = await run([add, 'calendar']);
    assert.equal(r.code, 0, `stderr:\n${r.stderr}\nstdout:\n${r.stdout}`);
    assert.deepEqual(asked, [PATH], 'read once, when added');
    // The echo shows the scheme and host only.
    assert.deepEqual(block(r.stdout, `calendar add ${base}/… --name Work`), ['Added Work: 2 events today.']);
    const listed = listing(r.stdout, 'calendar');
    assert.equal(listed.length, 3, r.stdout);
    assert.match(listed[0]!, new RegExp(`^1\\. Work \\(127\\.0\\.0\\.1:\\d+/…/basic\\.ics\\) · read ${TIME('11:0\\d', '11:0\\d AM')} · 2 events today$`));
    assert.match(listed[1]!, /^\s{5}all day\s+Company offsite$/);
    assert.match(listed[2]!, new RegExp(`^\\s{5}${TIME('10:00–10:45', '10:00 AM–10:45 AM')}\\s+Sprint planning$`));
    assert.ok(!r.stdout.includes('Not today'), "tomorrow's event is not today's");
    assert.ok(filesUnder(cli.dataDir).some((f) => f.text.includes('Sprint planning')), 'the copy read is kept');
    assertNoSecret(r, cli.dataDir);

    // The next run lists the copy kept, and removes it.
    const next = await run(['calendar', 'calendar remove 1', 'calendar']);
    assert.equal(next.code, 0, `stderr:\n${next.stderr}\nstdout:\n${next.stdout}`);
    assert.match(listing(next.stdout, 'calendar')[0]!, /^1\. Work \(127\.0\.0\.1:\d+\/…\/basic\.ics\) · read .* · 2 events today$/);
    assert.deepEqual(block(next.stdout, 'calendar remove 1'), ['Removed Work: its copy on this computer deleted.']);
    assert.deepEqual(listing(next.stdout, 'calendar', 2), ['No calendars yet: calendar add <https address or .ics file> [--name <name>] [--colour #rrggbb] adds one.']);
    assert.ok(filesUnder(cli.dataDir).every((f) => !f.text.includes('Sprint planning')), 'its copy is gone');
    assertNoSecret(next, cli.dataDir);
    assert.deepEqual(asked, [PATH], 'not read again');
  });

  test('plain http off this machine is refused with why, and nothing is kept', async () => {
    const r = await run(['calendar add http://example.com/x.ics', 'calendar']);
    assert.equal(r.code, 1, `stderr:\n${r.stderr}\nstdout:\n${r.stdout}`);
    assert.match(block(r.stdout, 'calendar add http://example.com/…').join('\n'), /^error: This address starts with http:\/\/, so the calendar would travel unencrypted\./);
    assert.deepEqual(listing(r.stdout, 'calendar'), ['No calendars yet: calendar add <https address or .ics file> [--name <name>] [--colour #rrggbb] adds one.']);
    assert.ok(filesUnder(cli.dataDir).every((f) => !f.text.includes('example.com/x.ics') && !f.text.includes('Sprint planning')), 'nothing of it kept');
  });

  test('a local .ics file: named by the calendar, listed by its file name, still there in the next run; refresh reads it again', async () => {
    const file = join(dir, 'team.ics');
    writeFileSync(file, ics('Team'));
    const r = await run([`calendar add ${file} --colour #16a34a`, 'calendar']);
    assert.equal(r.code, 0, `stderr:\n${r.stderr}\nstdout:\n${r.stdout}`);
    assert.deepEqual(block(r.stdout, `calendar add ${file} --colour #16a34a`), ['Added Team: 2 events today.']);
    const listed = listing(r.stdout, 'calendar');
    assert.equal(listed[0], `1. Team (team.ics) · ${listed[0]!.split(' · ')[1]} · 2 events today`);
    assert.match(listed[2]!, /Sprint planning$/);

    // The file changed since: the next run lists the copy kept, and refresh reads the file again.
    writeFileSync(file, ics('Team').replace('Sprint planning', 'Sprint review'));
    const next = await run(['calendar', 'calendar refresh 1', 'calendar refresh 2']);
    assert.equal(next.code, 1, 'a number that names no calendar fails the run');
    assert.match(listing(next.stdout, 'calendar')[2]!, /Sprint planning$/);
    const refreshed = listing(next.stdout, 'calendar refresh 1');
    assert.match(refreshed[0]!, /^1\. Team \(.*\) · read .* · 2 events today$/);
    assert.match(refreshed[2]!, /Sprint review$/);
    assert.deepEqual(block(next.stdout, 'calendar refresh 2').filter((l) => l !== ''), ['error: there is no calendar 2: calendar lists the 1.']);
  });
});
