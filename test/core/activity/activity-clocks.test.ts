// The activity record under a hostile clock (issue 68, item 5), on the manual clock with a
// scripted backend and the real files: a daylight-saving change under an open stretch, the
// wall clock set back or forward under one. Whatever the clock does, what is on disk is the
// time spent: never a stretch ending before it starts, two stretches over one instant, time
// lost, or a date kept past retention.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { RecorderRig } from './recorder-rig.ts';
import { foldLines, type Stretch } from '../../../main/core/activity/activity-lines.ts';

let rig: RecorderRig | undefined;
afterEach(async () => {
  await rig?.close();
  rig = undefined;
});

/** The offset of America/Santiago at an instant, from the runtime's zone rules. */
function santiago(at: number): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Santiago', timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')!.value;
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name)!;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

/** Every file's stretches, read as a restart reads them, by file. */
function onDisk(r: RecorderRig): Record<string, Stretch[]> {
  return Object.fromEntries(Object.entries(r.files()).map(([name, text]) => [name, foldLines(text.split('\n').filter(Boolean))]));
}

const seconds = (byFile: Record<string, Stretch[]>): number => Object.values(byFile).flat().reduce((n, s) => n + (s.end - s.start) / 1000, 0);

test("a daylight-saving change back at local midnight (Chile's, -03:00 to -04:00) under an open stretch: stored once, in the date it was worked on", async () => {
  // Saturday 4 April 2026, 23:30 in Santiago (-03:00); at 24:00 the clocks go back to 23:00 (-04:00).
  const at = Date.parse('2026-04-05T02:30:00Z');
  assert.equal(santiago(at), -180);
  assert.equal(santiago(at + 3600_000), -240, "the runtime's rules move Santiago to -04:00 in the hour");
  // The app learns the new offset from the service's next answer, minutes after the change (zone.ts).
  const learned = (t: number) => santiago(t - 5 * 60_000);
  rig = await RecorderRig.start({}, at, learned);
  rig.source.focus('Code', 'invoice.ts');
  await rig.advance(3600_000);
  rig.source.focus(null);
  await rig.advance(60_000);
  const disk = onDisk(rig);
  assert.equal(seconds(disk), 3600, 'the sum on disk is the hour worked');
  // 23:30-24:00 at -03:00, then 23:00-23:30 at -04:00: all of it on the 4th.
  assert.deepEqual(
    Object.entries(disk).filter(([, ss]) => ss.length > 0).map(([n, ss]) => [n, ss.map((s) => (s.end - s.start) / 1000)]),
    [['2026-04-04.jsonl', [3600]]],
  );
  assert.deepEqual((await rig.recorder.day('2026-04-05')).length, 0, 'nothing shown on the 5th');
});

test('a stretch across midnight is cut at it once: each date holds its part, the sum is the time spent', async () => {
  rig = await RecorderRig.start({}, Date.parse('2026-03-10T23:30:00Z'));
  rig.source.focus('Code', 'invoice.ts');
  await rig.advance(3600_000);
  rig.source.focus(null);
  await rig.advance(60_000);
  const disk = onDisk(rig);
  assert.deepEqual(Object.fromEntries(Object.entries(disk).map(([n, ss]) => [n, ss.map((s) => (s.end - s.start) / 1000)])), { '2026-03-10.jsonl': [1800], '2026-03-11.jsonl': [1800] });
});

/** Every stretch on disk and shown has a length, and no two lie over one instant. */
function assertSound(stretches: readonly Stretch[], what: string): void {
  const sorted = [...stretches].sort((a, b) => a.start - b.start);
  for (const s of sorted) assert.ok(s.end > s.start, `${what}: a stretch ends after it starts (${JSON.stringify(s)})`);
  for (let i = 1; i < sorted.length; i++) assert.ok(sorted[i]!.start >= sorted[i - 1]!.end, `${what}: stretches do not overlap`);
}

/** Every stretch on disk, checked sound, as [application, seconds] by start. */
function soundOnDisk(r: RecorderRig): [string, number][] {
  const stretches = Object.values(onDisk(r)).flat();
  assertSound(stretches, 'on disk');
  return stretches.map((s) => [s.app, (s.end - s.start) / 1000]);
}

test('the wall clock set back 10 minutes under an open stretch: the stretch keeps every second spent, never ends before it starts, and the next one begins after it', async () => {
  rig = await RecorderRig.start();
  rig.source.focus('Code', 'invoice.ts');
  await rig.advance(5 * 60_000);
  rig.clock.setWall(rig.clock.now() - 10 * 60_000);
  for (let m = 0; m < 15; m++) {
    await rig.advance(60_000);
    assertSound(rig.recorder.todayNow(), `shown ${m + 1} min after the clock went back`);
  }
  rig.source.focus('Figma', 'Homepage');
  await rig.advance(60_000);
  rig.source.focus(null);
  await rig.advance(60_000);
  assert.deepEqual(
    soundOnDisk(rig),
    [
      ['Code', 1200],
      ['Figma', 60],
    ],
    '1,200 s spent in Code, 1,200 s recorded',
  );
  assert.deepEqual(await rig.day(), ['09:00:00-09:20:00 Code: invoice.ts', '09:20:00-09:21:00 Figma: Homepage'], 'placed after what was recorded, ahead of the clock set back');
});

test('set back while nothing is recorded, the record follows the clock, and the next stretch still begins after the last one on disk', async () => {
  rig = await RecorderRig.start();
  rig.source.focus('Code', 'invoice.ts');
  await rig.advance(10 * 60_000);
  rig.source.focus(null);
  await rig.advance(60_000);
  rig.clock.setWall(rig.clock.now() - 5 * 60_000);
  rig.source.focus('Figma', 'Homepage');
  await rig.advance(10 * 60_000);
  rig.source.focus(null);
  await rig.advance(60_000);
  assert.deepEqual(
    soundOnDisk(rig),
    [
      ['Code', 600],
      ['Figma', 600],
    ],
  );
});

test('the wall clock set 3 days forward under an open stretch, then back: nothing on disk ends before it starts or overlaps, and the next start removes the dates written ahead', async () => {
  rig = await RecorderRig.start();
  rig.source.focus('Code', 'invoice.ts');
  await rig.advance(5 * 60_000);
  rig.clock.setWall(rig.clock.now() + 3 * 86_400_000);
  await rig.advance(60_000);
  rig.clock.setWall(rig.clock.now() - 3 * 86_400_000);
  await rig.advance(4 * 60_000);
  rig.source.focus(null);
  await rig.advance(60_000);
  soundOnDisk(rig);
  await rig.kill();
  assert.deepEqual(Object.keys(rig.files()).filter((n) => n > '2026-03-11.jsonl'), [], 'no date after tomorrow is kept');
  soundOnDisk(rig);
});

test("retention removes a date more than a day after today (written while the clock was ahead), and keeps tomorrow's (another zone's today)", async () => {
  const { mkdirSync, writeFileSync } = await import('node:fs');
  // The record as a run with the clock 3 days ahead left it (the rig's folder is fresh: made here first).
  rig = await RecorderRig.start();
  await rig.recorder.close();
  mkdirSync(rig.recordDir, { recursive: true });
  const line = (at: string) => `\n${JSON.stringify({ s: Date.parse(at), e: Date.parse(at) + 60_000, a: 'Firefox', t: 'Bank — statements' })}`;
  writeFileSync(`${rig.recordDir}/2026-03-13.jsonl`, line('2026-03-13T09:00:00Z'));
  writeFileSync(`${rig.recordDir}/2026-03-11.jsonl`, line('2026-03-11T09:00:00Z'));
  writeFileSync(`${rig.recordDir}/2026-03-09.jsonl`, line('2026-03-09T09:00:00Z'));
  await rig.open();
  assert.deepEqual(Object.keys(rig.files()), ['2026-03-09.jsonl', '2026-03-11.jsonl'], 'at start');
});
