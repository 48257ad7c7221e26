// The status bars' files on a real file system, with a temporary folder as XDG_RUNTIME_DIR:
// where they are, who may read them, that a bar never reads half a file, and that they go
// when Stint quits.
import { test, describe, beforeEach, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, chownSync, closeSync, existsSync, lstatSync, mkdirSync, mkdtempSync, openSync, readFileSync, readSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { REFRESH_SECONDS, startStatusFile, type StatusFile } from '../../main/platform/node/status-file.ts';
import { safeParent } from '../../main/platform/node/status-folder.ts';
import type { StatusLine } from '../../main/core/views/status-line.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { RecordingLog } from '../platform-electron/support/recording-log.ts';
import { bundledEntry } from '../support/bundled-entry.ts';

const T0 = Date.parse('2026-03-10T09:00:00Z');
let runtime: string;
let log: RecordingLog;
let clock: ManualClock;
let status: StatusFile | undefined;
const writers: { kill9(): Promise<void> }[] = [];

beforeEach(() => {
  runtime = mkdtempSync(join(tmpdir(), 'stint-runtime-'));
  log = new RecordingLog();
  clock = new ManualClock(T0);
});
afterEach(async () => {
  // A test that failed half-way leaves its other writer running: end it, or the run waits forever.
  await Promise.all(writers.splice(0).map((w) => w.kill9()));
  await status?.close();
  status = undefined;
  rmSync(runtime, { recursive: true, force: true });
});

const folder = () => join(runtime, 'stint');
const jsonFile = () => join(folder(), 'status.json');
const textFile = () => join(folder(), 'status.txt');
const mode = (path: string) => statSync(path).mode & 0o777;

function line(text: string, tooltip = 'No timer running\nToday: 0:00', state: StatusLine['json']['class'] = 'idle'): StatusLine {
  return { json: { text, tooltip, class: state, alt: state }, text };
}

const RUNNING = line('▶ 1:05 Website redesign', 'Website redesign: 1:05\nToday: 1:05', 'running');

/** `runtimeDir` null: XDG_RUNTIME_DIR unset. */
function start(runtimeDir: string | null = runtime, uid?: number): StatusFile {
  status = startStatusFile({ runtimeDir: runtimeDir ?? undefined, logger: log, clock, ...(uid === undefined ? {} : { uid }) });
  return status;
}

describe('the files', () => {
  test('waybar\'s JSON on one line and the plain line, in $XDG_RUNTIME_DIR/stint', async () => {
    await start().update(RUNNING);
    assert.deepEqual(readdirSync(folder()).sort(), ['status.json', 'status.txt']);
    const json = readFileSync(jsonFile(), 'utf8');
    assert.equal(json.split('\n').length, 2, 'one line and its newline');
    assert.deepEqual(JSON.parse(json), {
      text: '▶ 1:05 Website redesign',
      tooltip: 'Website redesign: 1:05\nToday: 1:05',
      class: 'running',
      alt: 'running',
      writtenAt: '2026-03-10T09:00:00.000Z',
      writtenAtUnix: T0 / 1000,
      refreshSeconds: 30,
      pid: process.pid,
    });
    assert.equal(readFileSync(textFile(), 'utf8'), '▶ 1:05 Website redesign\n');
  });

  test('the folder is 0700 and the files 0600, whatever the umask', async () => {
    const before = process.umask(0);
    try {
      await start().update(RUNNING);
    } finally {
      process.umask(before);
    }
    assert.equal(mode(folder()), 0o700);
    assert.equal(mode(jsonFile()), 0o600);
    assert.equal(mode(textFile()), 0o600);
  });

  test('a folder left wider than 0700 is narrowed', async () => {
    mkdirSync(folder());
    chmodSync(folder(), 0o755);
    await start().update(RUNNING);
    assert.equal(mode(folder()), 0o700);
    assert.equal(readFileSync(textFile(), 'utf8'), '▶ 1:05 Website redesign\n');
  });

  test('each update replaces a file whole: a reader of the old one still reads all of it, and no temporary file stays', async () => {
    const s = start();
    await s.update(RUNNING);
    const fd = openSync(jsonFile(), 'r');
    try {
      await s.update(line('▶ 1:06 Website redesign', 'Website redesign: 1:06\nToday: 1:06', 'running'));
      const buf = Buffer.alloc(4096);
      const old = buf.subarray(0, readSync(fd, buf, 0, buf.length, 0)).toString('utf8');
      assert.equal(JSON.parse(old).text, '▶ 1:05 Website redesign');
    } finally {
      closeSync(fd);
    }
    assert.equal(JSON.parse(readFileSync(jsonFile(), 'utf8')).text, '▶ 1:06 Website redesign');
    assert.deepEqual(readdirSync(folder()).sort(), ['status.json', 'status.txt']);
  });

  test('unchanged content is not written again', async () => {
    const s = start();
    await s.update(RUNNING);
    const json = statSync(jsonFile()).ino;
    const text = statSync(textFile()).ino;
    await s.update(line(RUNNING.text, RUNNING.json.tooltip, 'running'));
    assert.equal(statSync(jsonFile()).ino, json);
    assert.equal(statSync(textFile()).ino, text);
    // A tooltip change rewrites the JSON only.
    await s.update(line(RUNNING.text, 'Website redesign: 1:05\nToday: 2:05', 'running'));
    assert.notEqual(statSync(jsonFile()).ino, json);
    assert.equal(statSync(textFile()).ino, text);
  });

  test('a burst of updates ends with the last one on disk', async () => {
    const s = start();
    const done = ['No timer', '▶ 0:00 A', '▶ 0:00 B', '▶ 0:01 B'].map((t) => s.update(line(t)));
    await Promise.all(done);
    assert.equal(readFileSync(textFile(), 'utf8'), '▶ 0:01 B\n');
    assert.equal(JSON.parse(readFileSync(jsonFile(), 'utf8')).text, '▶ 0:01 B');
  });
});

/** The status writer of another process (fixtures/status-writer.ts), once it has written its line. */
async function otherWriter(): Promise<{ pid: number; kill9(): Promise<void> }> {
  const child = fork(bundledEntry(join(import.meta.dirname, 'fixtures', 'status-writer.ts')), [runtime], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = once(child, 'exit');
  const said = await Promise.race([once(child, 'message').then(([m]) => m as unknown), exited.then(([code]) => `exited with ${String(code)} before writing`)]);
  assert.equal(said, 'written');
  const kill9 = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  writers.push({ kill9 });
  return { pid: child.pid!, kill9 };
}

describe('telling a bar whether the line is current', () => {
  test('while Stint runs, both files are written again every refreshSeconds, changed or not, with the time moved on', async () => {
    const s = start();
    await s.update(RUNNING);
    const text = statSync(textFile()).ino;
    await clock.advance(REFRESH_SECONDS * 1000 - 1);
    await s.settled();
    assert.equal(JSON.parse(readFileSync(jsonFile(), 'utf8')).writtenAtUnix, T0 / 1000, 'not before its time');
    await clock.advance(1);
    await s.settled();
    const json = JSON.parse(readFileSync(jsonFile(), 'utf8'));
    assert.equal(json.writtenAtUnix, T0 / 1000 + REFRESH_SECONDS);
    assert.equal(json.writtenAt, '2026-03-10T09:00:30.000Z');
    assert.equal(json.text, '▶ 1:05 Website redesign');
    assert.notEqual(statSync(textFile()).ino, text, 'status.txt is written again too (its time shows it current)');
    await s.close();
    assert.equal(clock.pending, 0, 'no rewrite is left waiting after close');
  });

  test('a writer killed with SIGKILL leaves its files; the next start removes them before writing anything', async () => {
    const killed = await otherWriter();
    assert.equal(JSON.parse(readFileSync(jsonFile(), 'utf8')).pid, killed.pid);
    await killed.kill9();
    assert.equal(readFileSync(textFile(), 'utf8'), '▶ 1:23 Project\n', 'the bar would still show it');
    const s = start();
    await s.settled();
    assert.deepEqual(readdirSync(folder()), []);
    assert.deepEqual(log.messages(), ['status files left by a Stint that is not running removed']);
    assert.equal(log.lines[0]!.fields.pid, String(killed.pid));
  });

  test('the files of a writer that still runs are left as they are', async () => {
    await otherWriter();
    const before = readFileSync(jsonFile(), 'utf8');
    const s = start();
    await s.settled();
    assert.equal(readFileSync(jsonFile(), 'utf8'), before);
    assert.deepEqual(log.messages(), []);
  });

  test('files written before Stint named their writer are removed at start', async () => {
    mkdirSync(folder(), { mode: 0o700 });
    writeFileSync(jsonFile(), '{"text":"▶ 1:05 Website redesign","tooltip":"","class":"running","alt":"running"}\n');
    writeFileSync(textFile(), '▶ 1:05 Website redesign\n');
    await start().settled();
    assert.deepEqual(readdirSync(folder()), []);
  });
});

describe('quitting', () => {
  test('close() removes both files, and later updates write nothing', async () => {
    const s = start();
    await s.update(RUNNING);
    await s.close();
    assert.deepEqual(readdirSync(folder()), []);
    await s.update(RUNNING);
    assert.deepEqual(readdirSync(folder()), []);
    await s.close();
  });

  test('a Stint that quits before its first update leaves no folder behind', async () => {
    await start().close();
    assert.deepEqual(readdirSync(runtime), []);
  });
});

describe('where there is no safe place', () => {
  test('XDG_RUNTIME_DIR unset: no file, one log line, and updates and close do nothing', async () => {
    const s = start(null);
    await s.update(RUNNING);
    await s.update(line('No timer'));
    await s.close();
    assert.deepEqual(log.messages(), ['no status file for status bars: XDG_RUNTIME_DIR is not set']);
    assert.deepEqual(readdirSync(runtime), []);
  });

  test('a relative XDG_RUNTIME_DIR is ignored, as the XDG spec says', async () => {
    await start('run/user/1000').update(RUNNING);
    assert.deepEqual(log.messages(), ['no status file for status bars: XDG_RUNTIME_DIR is not an absolute path']);
  });

  test('a folder that is a symbolic link is refused: nothing is written where it leads, and close removes nothing there', async () => {
    const elsewhere = join(runtime, 'elsewhere');
    mkdirSync(elsewhere, { mode: 0o755 });
    writeFileSync(join(elsewhere, 'status.txt'), 'theirs\n');
    symlinkSync(elsewhere, folder());
    const s = start();
    await s.update(RUNNING);
    await s.update(line('No timer'));
    await s.close();
    assert.deepEqual(readdirSync(elsewhere), ['status.txt']);
    assert.equal(readFileSync(join(elsewhere, 'status.txt'), 'utf8'), 'theirs\n');
    assert.equal(mode(elsewhere), 0o755);
    assert.equal(lstatSync(folder()).isSymbolicLink(), true);
    // One line for the refusal, not one a minute.
    assert.deepEqual(log.messages(), ['no status file for status bars']);
    assert.equal(log.lines[0]!.fields.reason, 'the folder is a symbolic link');
  });

  test('a file where the folder should be is refused', async () => {
    writeFileSync(folder(), 'x');
    await start().update(RUNNING);
    assert.equal(log.lines[0]!.fields.reason, 'the path is not a folder');
    assert.equal(readFileSync(folder(), 'utf8'), 'x');
  });

  test('a folder of another user is refused', { skip: process.getuid?.() !== 0 ? 'giving a folder to another user needs root' : false }, async () => {
    mkdirSync(folder(), { mode: 0o700 });
    chownSync(folder(), 65534, 65534);
    await start().update(RUNNING);
    assert.equal(log.lines[0]!.fields.reason, 'the folder belongs to another user');
    assert.deepEqual(readdirSync(folder()), []);
  });

  test('an XDG_RUNTIME_DIR that is not this user\'s, where others may rename entries, is refused', async () => {
    chmodSync(runtime, 0o777);
    const someoneElse = (process.getuid?.() ?? 0) + 4242;
    await start(runtime, someoneElse).update(RUNNING);
    assert.match(String(log.lines[0]!.fields.reason), /other users may rename entries/);
    assert.equal(existsSync(folder()), false);
  });

  test('an XDG_RUNTIME_DIR of this user\'s own that others may write to, without the sticky bit, is refused', async () => {
    chmodSync(runtime, 0o777);
    await start().update(RUNNING);
    assert.deepEqual(log.messages(), ['no status file for status bars']);
    assert.match(String(log.lines[0]!.fields.reason), /other users may rename entries in XDG_RUNTIME_DIR/);
    assert.equal(existsSync(folder()), false);
  });

  test('the folder is checked again before each write: swapped for a link after a write, nothing is written where the link leads', async () => {
    const s = start();
    await s.update(RUNNING);
    const elsewhere = join(runtime, 'elsewhere');
    mkdirSync(elsewhere, { mode: 0o755 });
    rmSync(folder(), { recursive: true });
    symlinkSync(elsewhere, folder());
    await s.update(line('▶ 1:06 Website redesign'));
    assert.deepEqual(readdirSync(elsewhere), []);
    assert.deepEqual(log.messages(), ['no status file for status bars']);
    assert.equal(log.lines[0]!.fields.reason, 'the folder is a symbolic link');
  });

  test('the parent rule: ours or root\'s, and others cannot rename in it (closed, or sticky as /tmp)', () => {
    assert.equal(safeParent({ uid: 1000, mode: 0o700 }, 1000), true);
    assert.equal(safeParent({ uid: 1000, mode: 0o777 }, 1000), false);
    assert.equal(safeParent({ uid: 1000, mode: 0o770 }, 1000), false);
    assert.equal(safeParent({ uid: 1000, mode: 0o1777 }, 1000), true);
    assert.equal(safeParent({ uid: 0, mode: 0o755 }, 1000), true);
    assert.equal(safeParent({ uid: 0, mode: 0o1777 }, 1000), true);
    assert.equal(safeParent({ uid: 0, mode: 0o777 }, 1000), false);
    assert.equal(safeParent({ uid: 0, mode: 0o775 }, 1000), false);
    assert.equal(safeParent({ uid: 1001, mode: 0o700 }, 1000), false);
    assert.equal(safeParent({ uid: 1001, mode: 0o1777 }, 1000), false);
  });
});

describe('failures', () => {
  test('a write that fails is logged once, never thrown, and the next update after the cause is gone writes again', async () => {
    const s = start();
    await s.update(RUNNING);
    // Something made status.json a folder: the rename over it fails.
    rmSync(jsonFile());
    mkdirSync(jsonFile());
    await s.update(line('▶ 1:06 Website redesign'));
    await s.update(line('▶ 1:07 Website redesign'));
    assert.deepEqual(log.messages(), ['status file not written']);
    rmSync(jsonFile(), { recursive: true });
    await s.update(line('▶ 1:08 Website redesign'));
    assert.deepEqual(log.messages(), ['status file not written', 'status file written again']);
    assert.equal(JSON.parse(readFileSync(jsonFile(), 'utf8')).text, '▶ 1:08 Website redesign');
    assert.equal(readFileSync(textFile(), 'utf8'), '▶ 1:08 Website redesign\n');
  });

  test('the folder removed under it (the session cleaned the runtime folder) is made again on the next update', async () => {
    const s = start();
    await s.update(RUNNING);
    rmSync(folder(), { recursive: true });
    await s.update(line('▶ 1:06 Website redesign'));
    await s.update(line('▶ 1:07 Website redesign'));
    assert.equal(readFileSync(textFile(), 'utf8'), '▶ 1:07 Website redesign\n');
    assert.equal(mode(folder()), 0o700);
  });
});
