// The activity record as it is made (issue 62, items 1 and 2), on the manual clock with a
// scripted backend and the real files: off until turned on, focus changes, a short focus
// merged, nothing while locked, asleep or away, a kill mid-record, retention, delete, and the
// exclusions and rewrites checked on the bytes of the files.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { NINE, RecorderRig } from './recorder-rig.ts';
import { foldLines } from '../../../main/core/activity/activity-lines.ts';

let rig: RecorderRig | undefined;
afterEach(async () => {
  await rig?.close();
  rig = undefined;
});

test('off until turned on: nothing watched, nothing on disk; once on, each window that held the focus is a stretch with its start and end', async () => {
  rig = await RecorderRig.start({ enabled: false });
  rig.source.focus('Firefox', 'Bank — statements');
  await rig.advance(60_000);
  assert.equal(rig.source.watching, 0, 'the backend is not even watched while the record is off');
  assert.deepEqual(rig.files(), {});
  assert.equal(rig.recorder.state(), 'off');
  await rig.set({ enabled: true });
  rig.source.focus('Code', 'invoice.ts — stint');
  await rig.advance(20 * 60_000);
  rig.source.focus('Figma', 'Acme — Homepage');
  await rig.advance(10 * 60_000);
  rig.source.focus('Slack', 'Acme — #general');
  await rig.advance(5 * 60_000);
  // The bank's window had the focus while the record was off, and lost it at the instant it was turned on: nothing of it.
  assert.deepEqual(await rig.day(), [
    '09:01:00-09:21:00 Code: invoice.ts — stint',
    '09:21:00-09:31:00 Figma: Acme — Homepage',
    '09:31:00-09:36:00 Slack: Acme — #general',
  ]);
  await rig.set({ enabled: false });
  rig.source.focus('Terminal', 'ssh prod');
  await rig.advance(5 * 60_000);
  assert.equal(rig.source.watching, 0);
  assert.deepEqual((await rig.day()).at(-1), '09:31:00-09:36:00 Slack: Acme — #general', 'turned off: the stretch ends there, nothing after');
});

test('a focus shorter than a few seconds is merged into its neighbours: A, 2 s of B, A again is one stretch of A', async () => {
  rig = await RecorderRig.start();
  rig.source.focus('Code', 'invoice.ts');
  await rig.advance(60_000);
  rig.source.focus('Slack', 'notification');
  await rig.advance(2_000);
  rig.source.focus('Code', 'invoice.ts');
  await rig.advance(60_000);
  rig.source.focus('Firefox', 'docs');
  await rig.advance(3_000);
  rig.source.focus('Figma', 'Homepage');
  await rig.advance(60_000);
  assert.deepEqual(await rig.day(), ['09:00:00-09:02:05 Code: invoice.ts', '09:02:05-09:03:05 Figma: Homepage'], 'the 2 s and the 3 s are the stretch before them');
});

test('nothing is recorded while the screen is locked, the machine sleeps, or the person is away (from their last input)', async () => {
  rig = await RecorderRig.start();
  rig.source.focus('Code', 'invoice.ts');
  await rig.advance(10 * 60_000);
  rig.idle.emit('lock');
  await rig.advance(20 * 60_000);
  rig.idle.emit('unlock');
  await rig.advance(10 * 60_000);
  rig.idle.emit('suspend');
  rig.clock.set(rig.clock.now() + 60 * 60_000);
  rig.idle.emit('resume');
  await rig.advance(10 * 60_000);
  // Away: the last input was at 10:40; the idle source says so at 10:50.
  rig.idle.setIdleSeconds(10 * 60);
  await rig.advance(15_000);
  rig.idle.setIdleSeconds(0);
  await rig.advance(15_000);
  await rig.advance(60_000);
  assert.deepEqual(await rig.day(), [
    '09:00:00-09:10:00 Code: invoice.ts',
    '09:30:00-09:40:00 Code: invoice.ts',
    '10:40:00-10:40:15 Code: invoice.ts',
    '10:50:30-10:51:30 Code: invoice.ts',
  ]);
});

test('a kill mid-record: the restart finds every stretch once, the one under way up to its last checkpoint (nothing lost but the last seconds)', async () => {
  rig = await RecorderRig.start();
  rig.source.focus('Code', 'invoice.ts');
  await rig.advance(10 * 60_000);
  rig.source.focus('Figma', 'Homepage');
  await rig.advance(10 * 60_000 + 20_000);
  await rig.kill();
  // The new run: Figma still has the focus; it is recorded again from the restart.
  await rig.advance(60_000);
  const day = await rig.day();
  assert.deepEqual(day.slice(0, 2), ['09:00:00-09:10:00 Code: invoice.ts', '09:10:00-09:20:15 Figma: Homepage'], 'the kill at 09:20:20 cost 5 s');
  assert.deepEqual(day.slice(2), ['09:20:20-09:21:20 Figma: Homepage']);
  const lines = Object.values(rig.files()).join('').split('\n').filter(Boolean);
  assert.ok(lines.length > 3, 'checkpoints are appended lines');
  assert.deepEqual(foldLines(lines).map((s) => s.title), ['invoice.ts', 'Homepage', 'Homepage'], 'the file read alone: each stretch once, nothing doubled');
});

test('a line torn by a kill mid-write is left out, and the next line is read whole', async () => {
  rig = await RecorderRig.start();
  rig.source.focus('Code', 'invoice.ts');
  await rig.advance(60_000);
  await rig.recorder.close();
  const { appendFileSync } = await import('node:fs');
  appendFileSync(`${rig.recordDir}/2026-03-10.jsonl`, '\n{"s":1773134000000,"e":17731');
  await rig.open();
  rig.source.focus('Figma', 'Homepage');
  await rig.advance(60_000);
  assert.deepEqual(await rig.day(), ['09:00:00-09:01:00 Code: invoice.ts', '09:01:00-09:02:00 Figma: Homepage']);
});

test('kept for the days the person sets (30 by default), then deleted from disk', async () => {
  rig = await RecorderRig.start({ keepDays: 3 });
  for (let d = 0; d < 5; d++) {
    rig.source.focus('Code', `day ${d}`);
    await rig.advance(60_000);
    rig.source.focus(null);
    await rig.advance(24 * 3600_000 - 60_000, 15_000);
  }
  // The 15th now: it, the 14th and the 13th are kept.
  assert.deepEqual(Object.keys(rig.files()), ['2026-03-13.jsonl', '2026-03-14.jsonl']);
  rig.activity = { ...rig.activity, keepDays: 2 };
  await rig.kill();
  assert.deepEqual(Object.keys(rig.files()), ['2026-03-14.jsonl'], 'a start deletes what is past keeping too');
});

test('"Delete the record of today / this week / everything" deletes it from disk; what runs goes on from the deletion', async () => {
  rig = await RecorderRig.start();
  // Monday 9 March to Wednesday 11 March, the week beginning on Monday; the 6th is the week before.
  rig.clock.setWall(Date.parse('2026-03-06T09:00:00Z'));
  for (let d = 0; d < 6; d++) {
    rig.source.focus('Code', `day ${d}`);
    await rig.advance(60_000);
    rig.source.focus(null);
    await rig.advance(24 * 3600_000 - 60_000, 15_000);
  }
  assert.deepEqual(Object.keys(rig.files()), ['2026-03-06.jsonl', '2026-03-07.jsonl', '2026-03-08.jsonl', '2026-03-09.jsonl', '2026-03-10.jsonl', '2026-03-11.jsonl']);
  rig.source.focus('Figma', 'Homepage');
  await rig.advance(10 * 60_000);
  assert.deepEqual(await rig.recorder.deleteRecord('today'), ['2026-03-12']);
  assert.deepEqual(Object.keys(rig.files()).at(-1), '2026-03-11.jsonl');
  await rig.advance(60_000);
  assert.deepEqual(await rig.day('2026-03-12'), ['09:10:00-09:11:00 Figma: Homepage'], 'the stretch under way is recorded again from the deletion only');
  assert.deepEqual(await rig.recorder.deleteRecord('week'), ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12']);
  assert.deepEqual(Object.keys(rig.files()), ['2026-03-06.jsonl', '2026-03-07.jsonl', '2026-03-08.jsonl']);
  await rig.recorder.deleteRecord('all');
  assert.deepEqual(rig.files(), {});
});

test('excluded applications and titles never reach the disk, titles are rewritten before they are stored, and addresses are dropped unless allowed (checked on the bytes)', async () => {
  rig = await RecorderRig.start({ excludedApps: ['KeePassXC'], excludedTitles: ['*Private Browsing*', '*bank*'], rewrites: [{ pattern: '* — Visual Studio Code', replacement: '{1}' }] });
  rig.source.focus('Code', 'invoice.ts — Visual Studio Code');
  await rig.advance(60_000);
  rig.source.focus('KeePassXC', 'Passwords.kdbx');
  await rig.advance(60_000);
  rig.source.focus('Firefox', 'My Bank — accounts', 'https://bank.example/accounts');
  await rig.advance(60_000);
  rig.source.focus('Firefox', 'Acme docs — Mozilla Firefox', 'https://docs.acme.test/page?token=abc');
  await rig.advance(60_000);
  rig.source.focus('Firefox', 'News — Mozilla Firefox Private Browsing');
  await rig.advance(60_000);
  await rig.set({ addresses: true });
  rig.source.focus('Firefox', 'Acme wiki', 'https://wiki.acme.test/');
  await rig.advance(60_000);
  const bytes = Object.values(rig.files()).join('');
  for (const secret of ['Passwords', 'KeePassXC', 'Bank', 'bank.example', 'News', 'Private', 'Visual Studio Code', 'docs.acme.test', 'token']) assert.ok(!bytes.includes(secret), `${secret} is not on disk`);
  assert.deepEqual(await rig.day(), ['09:00:00-09:01:00 Code: invoice.ts', '09:03:00-09:04:00 Firefox: Acme docs — Mozilla Firefox', '09:05:00-09:06:00 Firefox: Acme wiki']);
  assert.ok(bytes.includes('https://wiki.acme.test/'), 'an address once the person allowed them');
});

test('paused for an hour: nothing recorded, kept across a restart, and recording goes on by itself after it', async () => {
  rig = await RecorderRig.start();
  rig.source.focus('Code', 'invoice.ts');
  await rig.advance(10 * 60_000);
  await rig.recorder.pause(rig.clock.now() + 3600_000);
  assert.equal(rig.recorder.state(), 'paused');
  assert.equal(rig.source.watching, 0, 'not watched while paused');
  await rig.advance(30 * 60_000, 15_000);
  await rig.kill();
  assert.equal(rig.recorder.state(), 'paused', 'the pause survives a restart');
  await rig.advance(31 * 60_000, 15_000);
  assert.equal(rig.recorder.state(), 'on');
  assert.deepEqual(await rig.day(), ['09:00:00-09:10:00 Code: invoice.ts', '10:10:00-10:11:00 Code: invoice.ts']);
  await rig.recorder.pause(rig.recorder.endOfToday());
  await rig.advance(60_000);
  assert.equal(rig.recorder.status().pausedUntil, NINE + 15 * 3600_000, 'for the day: until midnight');
});
