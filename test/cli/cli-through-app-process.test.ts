// Two terminals through the running app (issue 68 item 2): each terminal a real command-line
// process on the folder the app holds, the app's side in this process (support/app-side.ts:
// the person's accounts on the simulator, the lock held, the channel served with the window's
// facade). The command line through the app is the person's door, as the window is: `undo`
// takes back the person's last change in its account; `notsaved apply <n>` acts on the
// refusal printed at n, in its account, and never says "every change was saved" while one is
// listed; `use` lives with its run; a refusal is said in words; a path typed is the
// terminal's. An app that takes the connection and never answers is said, with what to do.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { channelPath } from '../../main/cli/app-channel.ts';
import { lockDataFolder } from '../../main/platform/node/data-folder-lock.ts';
import { AppSide } from './support/app-side.ts';
import { block as blockOf } from './support/run-cli.ts';
import { renderFailure } from '../../main/cli/render.ts';
import { STUDIO_ACCOUNT_ID } from '../core/support/accounts-harness.ts';
import { PROJECT } from '../core/support/engine-harness.ts';
import { wordsFor } from '../../main/i18n/words.ts';

/** The English words: these tests read the command line's lines in English. */
const EN = wordsFor('en');

const POSIX = { skip: process.platform === 'win32' ? 'the channel here is a Unix socket' : false };
const MIN = 60_000;
const DEMO = 'demo';

let app: AppSide | undefined;
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  await app?.close();
  app = undefined;
  for (const c of cleanups.splice(0)) await c();
});

/** The lines a command printed, the blank line the run ends with left out. */
const block = (stdout: string, command: string): string[] => blockOf(stdout, command).filter((l) => l !== '');
const said = (r: { stdout: string; stderr: string }) => `stdout:\n${r.stdout}\nstderr:\n${r.stderr}`;

/** Acme (the demo account, first) with "Audit" 7-8, the studio with "Moodboard" 8-9, all sent. The studio's key. */
async function morningInBoth(a: AppSide): Promise<string> {
  const studio = await a.h.acmeAndStudio();
  const today = a.h.hub.account('main')!.snapshot().today;
  const brand = a.h.projectId(studio, 'Brand Refresh');
  assert.ok((await a.h.hub.account('main')!.addManualEntry({ date: today, start: '07:00', end: '08:00', projectId: PROJECT.website, description: 'Audit', confirmOverlap: true })).ok);
  assert.ok((await a.h.hub.account(studio)!.addManualEntry({ date: today, start: '08:00', end: '09:00', projectId: brand, description: 'Moodboard', confirmOverlap: true })).ok);
  await a.h.settle();
  return studio;
}

test("undo in a terminal takes back the person's last change, made in the window in the studio, not Acme's older correction", POSIX, async () => {
  app = await AppSide.start();
  const studio = await morningInBoth(app);
  // An hour-old correction in Acme, then the person's last change, in the window, in the studio.
  assert.ok((await app.h.hub.account('main')!.editEntry({ entryKey: app.h.entryKey('main', 'Audit'), start: '06:30' })).ok);
  await app.h.advance(60 * MIN, 60_000);
  assert.ok((await app.person.editEntry({ accountKey: studio, entryKey: app.h.entryKey(studio, 'Moodboard'), end: '08:45' })).ok);
  await app.h.settle();

  const r = await app.terminal(['-c', 'undo']);
  assert.equal(r.code, 0, said(r));
  assert.match(block(r.stdout, 'undo')[0]!, /Moodboard/, said(r));
  await app.h.settle();
  assert.equal(app.h.only(STUDIO_ACCOUNT_ID, 'Moodboard').time_total, 3600, "the studio's change is put back");
  assert.equal(app.h.only(DEMO, 'Audit').time_total, 5400, "Acme's hour-old correction stays");
});

test('notsaved numbers both accounts\' refusals; apply 1 sends the one printed at 1, in the studio, and the list after still shows Acme\'s', POSIX, async () => {
  app = await AppSide.start();
  const studio = await morningInBoth(app);
  // Both entries changed on the web since the app read them; the person's edits are then refused, the studio's first.
  const onWeb = (accountId: string, description: string, now: string) => {
    const e = app!.h.only(accountId, description);
    app!.h.sim.sim.ctx.accounts.get(accountId)!.entries.get(e.id)!.description = now;
  };
  onWeb(STUDIO_ACCOUNT_ID, 'Moodboard', 'Moodboard (web)');
  onWeb(DEMO, 'Audit', 'Audit (web)');
  // Copies a minute old: each edit reads its entry first (a fresh copy is trusted).
  await app.h.advance(MIN);
  assert.ok((await app.person.editEntry({ accountKey: studio, entryKey: app.h.entryKey(studio, 'Moodboard'), description: 'Moodboard mine' })).ok);
  await app.h.advance(MIN);
  assert.ok((await app.person.editEntry({ accountKey: 'main', entryKey: app.h.entryKey('main', 'Audit'), description: 'Audit mine' })).ok);
  await app.h.advance(MIN);
  assert.equal(app.person.snapshot().notSaved?.length, 2, JSON.stringify(app.person.snapshot().notSaved));

  const r = await app.terminal(['-c', 'notsaved', '-c', 'notsaved apply 1']);
  assert.equal(r.code, 0, said(r));
  const listed = block(r.stdout, 'notsaved');
  assert.equal(listed[0], '2 changes not saved (notsaved dismiss <n> once read):', said(r));
  assert.match(listed[1]!, /^ {2}1\. .*Studio: Edit “Moodboard/, said(r));
  assert.ok(listed.some((l) => /^ {2}2\. .*Acme: Edit “Audit/.test(l)), said(r));
  const applied = block(r.stdout, 'notsaved apply 1');
  assert.match(applied[0]!, /^Queued again over the web version: Studio: Edit “Moodboard/, said(r));
  assert.ok(!applied.some((l) => l.startsWith('Every change was saved')), `Acme's refusal is still listed:\n${said(r)}`);
  assert.equal(applied[1], '1 change not saved (notsaved dismiss <n> once read):', said(r));
  assert.match(applied[2]!, /^ {2}1\. .*Acme: Edit “Audit/, said(r));

  await app.h.settle();
  assert.equal(app.h.serviceEntries(STUDIO_ACCOUNT_ID, (e) => e.description === 'Moodboard mine').length, 1, "the studio's entry is the person's version");
  assert.equal(app.h.serviceEntries(DEMO, (e) => e.description === 'Audit (web)').length, 1, "Acme's keeps the web's version: it was not applied");
});

test("use in one terminal lives with that run: a signout in a later run signs out the first account, and says which", POSIX, async () => {
  app = await AppSide.start();
  await app.h.acmeAndStudio();

  const first = await app.terminal(['-c', 'use 2', '-c', 'accounts']);
  assert.equal(first.code, 0, said(first));
  assert.match(block(first.stdout, 'accounts').find((l) => l.startsWith('2. '))!, /^2\. Studio \(in use\)/, said(first));

  const second = await app.terminal(['-c', 'accounts', '-c', 'signout']);
  assert.equal(second.code, 0, said(second));
  assert.match(block(second.stdout, 'accounts').find((l) => l.startsWith('1. '))!, /^1\. Acme \(in use\)/, `a new run starts on the first account:\n${said(second)}`);
  assert.deepEqual(block(second.stdout, 'signout'), ['Signed out of Acme (demo, ada@example.com); Studio stays signed in.'], said(second));
  const rows = app.h.hub.snapshot().accounts;
  assert.deepEqual(rows.map((a) => [a.name, a.session]), [['Acme', 'signed_out'], ['Studio', 'signed_in']]);
});

test('a start the service refuses is said in words through the app, as on its own', POSIX, async () => {
  app = await AppSide.start();
  await app.h.signInFirst();
  // Archived on the web after the app read the projects: the start is refused once sent.
  app.h.sim.sim.ctx.accounts.get(DEMO)!.projects.get(PROJECT.website)!.active = 0;
  const r = await app.terminal(['-c', 'projects', '-c', 'start 5 On an archived project']);
  assert.equal(r.code, 1, said(r));
  const lines = block(r.stdout, 'start 5 On an archived project');
  assert.ok(lines.length > 0 && lines[0]!.startsWith('error: '), `the refusal in words:\n${said(r)}`);
  assert.match(lines.join('\n'), /archived/, said(r));
  // What the command line on its own prints of the engine's refusal (its announcer), word for word.
  const notice = app.h.hub.first.snapshot().notice;
  assert.equal(notice?.level, 'error');
  assert.deepEqual(lines, renderFailure({ ok: false, message: notice!.message, fields: notice!.fields }, EN), said(r));
});

test("a terminal's language and locale travel with its commands: the app answers in German and reads 1,500 as an hour and a half", POSIX, async () => {
  app = await AppSide.start();
  await app.h.signInFirst();
  const add = 'add yesterday 5 05:00 1,500 Über die App';
  const r = await app.terminal(['-c', add, '-c', 'start 999'], { env: { LANG: 'de_DE.UTF-8' } });
  assert.equal(r.code, 1, said(r));
  assert.match(r.stdout, /^Stint läuft auf diesem Ordner: Jeder Befehl geht an Stint, und seine Antwort erscheint hier\.$/m, said(r));
  assert.match(block(r.stdout, add)[0]!, /^Eintrag am \d{4}-\d{2}-\d{2} hinzugefügt, ab 05:00\.$/, said(r));
  assert.match(block(r.stdout, 'start 999')[0]!, /^Fehler: Es gibt kein Projekt 999: /, said(r));
  await app.h.settle();
  // In the app's own locale (en-GB) "1,500" reads two ways and would be asked: the terminal's de-DE read it.
  assert.equal(app.h.only(DEMO, 'Über die App').time_total, 1.5 * 3600);
  assert.equal(app.h.hub.first.snapshot().language, 'en', "the app's own language stays its own");
});

test("calendar add with a path relative to the terminal's folder reads the terminal's file, not one in the app's folder", POSIX, async () => {
  app = await AppSide.start();
  await app.h.signInFirst();
  const folder = mkdtempSync(join(tmpdir(), 'stint-terminal-'));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  const day = app.h.hub.first.snapshot().today.replaceAll('-', '');
  writeFileSync(
    join(folder, 'work.ics'),
    ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Stint tests//EN', 'X-WR-CALNAME:Work', 'BEGIN:VEVENT', 'UID:standup-1@test', 'DTSTAMP:20260301T000000Z', `DTSTART:${day}T090000Z`, `DTEND:${day}T091500Z`, 'SUMMARY:Standup', 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n'),
  );
  const r = await app.terminal(['-c', 'calendar add work.ics'], { cwd: folder });
  assert.equal(r.code, 0, said(r));
  assert.deepEqual(block(r.stdout, 'calendar add work.ics'), ['Added Work: 1 event today.'], said(r));
  assert.deepEqual(app.h.hub.calendars?.views().map((c) => c.name), ['Work']);
});

test('an app that takes the connection and never answers (or speaks another version): the command line says so within its bound, with what to do', POSIX, async () => {
  const folder = mkdtempSync(join(tmpdir(), 'stint-silent-app-'));
  const lock = await lockDataFolder({ dir: folder, onLost: () => undefined });
  assert.ok(lock.ok);
  // Answers the first connection (the command line's "is anyone there?"), then takes every later one and says nothing.
  const held: Socket[] = [];
  let connections = 0;
  const server = createServer((socket) => {
    held.push(socket);
    socket.on('error', () => undefined);
    if (mode === 'older') socket.end(`${JSON.stringify({ stintCommandLine: 1, ok: false, lines: ['error: the app could not read this command (a newer or older command line?).'] })}\n`);
    else if (++connections === 1 && mode === 'answers first') socket.end(`${JSON.stringify({ stintCommandLine: 2, ok: true, lines: [], run: { account: 'main' } })}\n`);
  });
  let mode: 'silent' | 'answers first' | 'older' = 'silent';
  await new Promise<void>((resolve) => server.listen(channelPath(folder), resolve));
  cleanups.push(async () => {
    for (const s of held) s.destroy();
    await new Promise((resolve) => server.close(resolve));
    await lock.release();
    rmSync(folder, { recursive: true, force: true });
  });
  const silence = { STINT_APP_SILENCE_MS: '300' };
  const terminal = (args: string[]) => AppSide.terminalOn(folder, args, { env: silence });

  const silent = await terminal(['-c', 'status']);
  assert.equal(silent.code, 1, said(silent));
  assert.equal(silent.stderr, `stint: Stint holds ${folder} and took the connection, but said nothing for 300 ms: it is not answering. Quit Stint (or end its process) and run this again, or use another folder with --data-dir.\n`, said(silent));

  // Silent after the first answer: the command sent is named, and that it may still run.
  mode = 'answers first';
  connections = 0;
  const midway = await terminal(['-c', 'stop']);
  assert.equal(midway.code, 1, said(midway));
  assert.deepEqual(block(midway.stdout, 'stop'), [
    `error: Stint holds ${folder} and took \`stop\`, but said nothing for 300 ms: it is not answering. The command may still run there: status shows what it holds once it answers again. Quit Stint (or end its process) and run this again, or use another folder with --data-dir.`,
  ], said(midway));

  // An app of an older version: said, with what to do, instead of "already running".
  mode = 'older';
  const older = await terminal(['-c', 'status']);
  assert.equal(older.code, 1, said(older));
  assert.equal(older.stderr, `stint: Stint holds ${folder}, but the app speaks version 1 of the command line's channel, this command line 2: quit it, or update it and this command line to the same version.\n`, said(older));
});
