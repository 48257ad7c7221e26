// Hostile titles in the activity record (issue 68, item 5), on the manual clock with a
// scripted backend and the real files: a title with escape sequences, controls, bidi
// overrides and line separators is stored and shown as one printable line, a long one cut
// between graphemes, and what a fill of the gap would take from it is that line.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { RecorderRig } from './recorder-rig.ts';
import { fillOfGap } from '../../../main/core/activity/activity-fills.ts';

let rig: RecorderRig | undefined;
afterEach(async () => {
  await rig?.close();
  rig = undefined;
});

const UNPRINTABLE = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029]/u;

test('a title with escape sequences, NUL, BEL, U+0085, a bidi override and a line separator is stored and shown as one printable line; the name of the application too', async () => {
  rig = await RecorderRig.start();
  rig.source.focus('Term\u0000inal\u0007', '\u001b]0;root\u0007\u001b[31mrm -rf\u001b[0m\u0085done\u2028next \u202Etxt.exe\u0000');
  await rig.advance(60_000);
  rig.source.focus(null);
  await rig.advance(60_000);
  const bytes = Object.values(rig.files()).join('');
  const stored = bytes.split('\n').filter(Boolean).map((l) => JSON.parse(l) as { a: string; t: string });
  assert.ok(stored.length > 0);
  for (const line of stored) {
    assert.equal(line.a, 'Terminal');
    assert.equal(line.t, 'rm -rf done next txt.exe');
  }
  for (const line of bytes.split('\n')) assert.ok(!UNPRINTABLE.test(line), `no control character in a line of the file: ${JSON.stringify(line)}`);
  assert.ok(!/\\u00(0|1|7f|8|9)/i.test(bytes), 'no control written as a JSON escape');
  assert.deepEqual(await rig.day(), ['09:00:00-09:01:00 Terminal: rm -rf done next txt.exe']);
});

test('a title over 300 units ending in emoji is cut between them, on disk and on screen: no half of a surrogate pair', async () => {
  rig = await RecorderRig.start();
  // 299 units, then emoji of 2 units each: the 300th unit would be half of one.
  rig.source.focus('Firefox', `${'x'.repeat(299)}${'😀'.repeat(10)}`);
  await rig.advance(60_000);
  const shown = (await rig.recorder.day('2026-03-10'))[0]!.title;
  assert.equal(shown, 'x'.repeat(299));
  const bytes = Object.values(rig.files()).join('');
  assert.ok(!/\\ud83d/i.test(bytes), 'no lone surrogate written as a JSON escape');
  assert.ok(!bytes.includes('\uFFFD'));
});

test("what a fill of a gap would take from the record is the cleaned line: a title's controls never reach an entry's description", async () => {
  rig = await RecorderRig.start();
  rig.source.focus('Code', 'offer\u0007.md\n\u001b[2J — Code');
  await rig.advance(10 * 60_000);
  const stretches = await rig.recorder.day('2026-03-10');
  const fill = fillOfGap({ date: '2026-03-10', start: stretches[0]!.start, end: stretches[0]!.end }, stretches, [], { bridgeMs: 5 * 60_000, shortestMs: 60_000 });
  assert.equal(fill?.label, 'offer.md — Code');
});

test('a record written before titles were cleaned is shown as one printable line', async () => {
  rig = await RecorderRig.start();
  await rig.recorder.close();
  const { mkdirSync, writeFileSync } = await import('node:fs');
  mkdirSync(rig.recordDir, { recursive: true });
  const at = Date.parse('2026-03-10T08:00:00Z');
  writeFileSync(`${rig.recordDir}/2026-03-10.jsonl`, `\n${JSON.stringify({ s: at, e: at + 60_000, a: 'xterm\u0007', t: 'bell\u0007\u001b[1mbold\u001b[0m\nnext \uD83D' })}`);
  await rig.open();
  assert.deepEqual(await rig.day(), ['08:00:00-08:01:00 xterm: bellbold next']);
});
