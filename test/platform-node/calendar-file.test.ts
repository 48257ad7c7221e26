// A local .ics file read on a real file system (a temporary folder): the text and when it
// changed, and each refusal in a sentence that names the file's base name, never its folder.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nodeCalendarFiles, readCalendarFile, type CalendarFileRead } from '../../main/platform/node/calendar-file.ts';
import type { CalendarFiles } from '../../main/core/ports.ts';
import { sourceWords } from '../../main/i18n/words.ts';

// The Node reader is the port the engine takes (it does not import the port's type itself).
const asPort: CalendarFiles = nodeCalendarFiles;

const CALENDAR = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\nEND:VCALENDAR\r\n';
let dir: string;

before(() => {
  // A folder name that must never reach a message.
  dir = mkdtempSync(join(tmpdir(), 'stint-private-folder-'));
});
after(() => rmSync(dir, { recursive: true, force: true }));

function refusal(read: CalendarFileRead, name: string): string {
  assert.equal(read.ok, false, 'read');
  const message = read.ok ? '' : read.message;
  assert.ok(message.includes(`“${name}”`), message);
  assert.ok(!message.includes(dir) && !message.includes('stint-private-folder'), message);
  return message;
}

test('a calendar file is read with when it was last changed; a BOM is dropped', async () => {
  const path = join(dir, 'work.ics');
  writeFileSync(path, `\uFEFF${CALENDAR}`);
  assert.deepEqual(await asPort.read(path, 10_000, sourceWords()), { ok: true, text: CALENDAR, modifiedAt: Math.trunc(statSync(path).mtimeMs) });
});

test('a file over the cap is refused before it is read, with the cap in words', async () => {
  const path = join(dir, 'big.ics');
  writeFileSync(path, CALENDAR + 'X'.repeat(3000));
  assert.match(refusal(await readCalendarFile(path, 2000), 'big.ics'), /larger than the 2 KB Stint reads/);
  // At the cap exactly it is read.
  const exact = join(dir, 'exact.ics');
  writeFileSync(exact, CALENDAR);
  assert.equal((await readCalendarFile(exact, Buffer.byteLength(CALENDAR))).ok, true);
});

test('a missing file, or one under a missing folder, says it was moved or deleted', async () => {
  assert.match(refusal(await readCalendarFile(join(dir, 'gone.ics'), 10_000), 'gone.ics'), /moved, renamed or deleted/);
  assert.match(refusal(await readCalendarFile(join(dir, 'no-folder', 'gone.ics'), 10_000), 'gone.ics'), /moved, renamed or deleted/);
});

test('a folder is not a calendar file', async () => {
  const folder = join(dir, 'Calendars.ics');
  mkdirSync(folder);
  assert.match(refusal(await readCalendarFile(folder, 10_000), 'Calendars.ics'), /is a folder/);
});

// root reads every file whatever its permissions: there is nothing to refuse then.
test('a file Stint may not read says so', { skip: process.getuid?.() === 0 ? 'run as root, which reads every file: no permission can be refused here' : process.platform === 'win32' ? 'file modes do not refuse reads on Windows' : false }, async () => {
  const path = join(dir, 'locked.ics');
  writeFileSync(path, CALENDAR);
  chmodSync(path, 0o000);
  assert.match(refusal(await readCalendarFile(path, 10_000), 'locked.ics'), /not allowed to read/);
});
