// The activity record survives kill -9 (issue 62, "nothing lost but the last seconds, nothing
// doubled"), with real processes: one records as the app does (the real recorder and day
// files, a scripted desktop, its own manual clock) and is killed with SIGKILL in the middle of
// a stretch, while its writes go on; a new process on the same folder reads the record and
// records on. The kill is sent once the process has printed that its clock passed three of
// the stretch's checkpoints (an event, not a wait); it lands wherever the process then is,
// perhaps in the middle of a write. The process writes its clock's instant to a file before
// each step: its last line is the clock at the kill.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHECKPOINT_MS } from '../../../main/core/activity/activity-recorder.ts';
import { runProcess } from '../../support/run-process.ts';
import { bundledEntry } from '../../support/bundled-entry.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const FIXTURE = 'test/core/activity/fixtures/recording-process.ts';
/** Hang guard only: the machine may be loaded. */
const HANG_MS = 120_000;
const NINE = Date.parse('2026-03-10T09:00:00Z');
const FIREFOX_FROM = NINE + 120_000;

interface Stretch {
  readonly start: number;
  readonly end: number;
  readonly app: string;
  readonly title: string;
}

/** Runs the recording process until it prints that its clock passed `killAt`, then kills it with SIGKILL; its clock's last instant (its clock file's last line: the kill may come many steps after the print, on a loaded machine). */
function recordUntilKilled(dir: string, killAt: number): Promise<{ lastT: number; signal: NodeJS.Signals | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bundledEntry(FIXTURE), 'record', dir], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    let killed = false;
    const guard = setTimeout(() => child.kill('SIGKILL'), HANG_MS);
    child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      // A chunk may end inside a number: a part of one is smaller, so it never kills early.
      const last = d.match(/t=\d+/g)?.at(-1);
      if (!killed && last !== undefined && Number(last.slice(2)) >= killAt) {
        killed = true;
        child.kill('SIGKILL');
      }
    });
    child.on('error', reject);
    child.on('close', (_code, signal) => {
      clearTimeout(guard);
      const ts = readFileSync(join(dir, 'clock'), 'utf8').split('\n').filter((l) => l !== '').map(Number);
      if (!killed || ts.length === 0) reject(new Error(`the recording process ended by itself (${signal}):\n${err}`));
      else resolve({ lastT: ts.at(-1)!, signal });
    });
  });
}

test('killed with SIGKILL mid-stretch: the next process finds each stretch once, at most a checkpoint interval short, and records on', { skip: process.platform === 'win32' ? 'SIGKILL is POSIX' : false }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'stint-activity-kill-'));
  try {
    const { lastT, signal } = await recordUntilKilled(dir, FIREFOX_FROM + 3 * CHECKPOINT_MS + 5_000);
    assert.equal(signal, 'SIGKILL');
    const file = readFileSync(join(dir, 'activity', '2026-03-10.jsonl'), 'utf8');
    const firefoxLines = file.split('\n').filter((l) => l.includes('"a":"firefox"')).length;
    assert.ok(firefoxLines >= 3, `the stretch was checkpointed before the kill (${firefoxLines} lines)`);

    const restartAt = lastT + 600_000;
    const ran = await runProcess(process.execPath, [bundledEntry(FIXTURE), 'restart', dir, String(restartAt)], { cwd: ROOT, env: process.env, hangMs: HANG_MS });
    assert.equal(ran.code, 0, ran.stderr);
    const day = JSON.parse(ran.stdout) as Stretch[];
    const starts = day.map((s) => s.start);
    assert.equal(new Set(starts).size, starts.length, 'no stretch twice');
    assert.deepEqual(
      day.map((s) => [s.app, s.start]),
      [
        ['Code', NINE],
        ['firefox', FIREFOX_FROM],
        ['firefox', restartAt],
      ],
      'Code, Firefox until the kill, Firefox again from the restart: each once',
    );
    assert.equal(day[0]!.end, FIREFOX_FROM, 'the stretch that ended before the kill is whole');
    const killed = day[1]!;
    // The clock at the kill lies between the last instant written and the next step's.
    assert.ok(killed.end <= lastT + 1_000, `nothing recorded past the kill: ended ${killed.end - lastT} ms after the clock's last instant`);
    assert.ok(lastT - killed.end <= CHECKPOINT_MS, `at most a checkpoint interval lost: ${lastT - killed.end} ms`);
    assert.deepEqual([day[2]!.end - day[2]!.start, day[2]!.title], [60_000, 'Issue 62 · Stint — Mozilla Firefox'], 'the new run records from its start');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
