// Test-only preload (`node --import tsx --import <this file> main/cli/main.ts ...`): stops the
// command line in the middle of one atomic write of `durable/outbox.json`, says so on stderr
// and never goes on, so the test's SIGKILL lands exactly there. write-file-atomic writes a
// temporary file, fsyncs it, then renames it over the record; it reaches `fs` through
// `require('fs')` at call time, so patching the module object here is enough.
//
// STINT_TEST_OUTBOX_PAUSE = {"at": "write" | "rename", "containing": ["...", ...]}: the first
// outbox write whose new record contains every string pauses
//   write:  after half of the new record is in the temporary file (a torn temporary file);
//   rename: after the temporary file is complete and fsynced, before it replaces the record.

import fs from 'node:fs';
import { basename, dirname } from 'node:path';

export const PAUSE_ENV = 'STINT_TEST_OUTBOX_PAUSE';
/** The stderr line the parent waits for; the temporary file's path follows it. */
export const PAUSED_LINE = 'outbox-pause: paused in the outbox write, temporary file ';

export interface PauseSpec {
  readonly at: 'write' | 'rename';
  readonly containing: readonly string[];
}

const raw = process.env[PAUSE_ENV];
if (raw !== undefined) arm(JSON.parse(raw) as PauseSpec);

function isOutboxTemp(path: string): boolean {
  return basename(dirname(path)) === 'durable' && /^outbox\.json\.\d+$/.test(basename(path));
}

function arm(spec: PauseSpec): void {
  let fired = false;
  const matches = (text: string) => !fired && spec.containing.every((s) => text.includes(s));
  const pause = (tmp: string) => {
    fired = true;
    fs.writeSync(2, `${PAUSED_LINE}${tmp}\n`);
    // The callback is never called: this write, and every outbox write queued behind it, waits for the kill.
  };
  // Keeps promisify's special cases (fs.write answers {bytesWritten, buffer}) on the wrappers.
  const like = <F extends object>(wrapper: F, original: object): F => {
    for (const s of Object.getOwnPropertySymbols(original)) Object.defineProperty(wrapper, s, Object.getOwnPropertyDescriptor(original, s)!);
    return wrapper;
  };

  if (spec.at === 'rename') {
    const rename = fs.rename;
    fs.rename = like(((from: fs.PathLike, to: fs.PathLike, done: fs.NoParamCallback) => {
      const tmp = String(from);
      if (isOutboxTemp(tmp) && matches(fs.readFileSync(tmp, 'utf8'))) return pause(tmp);
      rename(from, to, done);
    }) as typeof fs.rename, rename);
    return;
  }

  const open = fs.open;
  const write = fs.write;
  const temps = new Map<number, string>();
  fs.open = like(((path: fs.PathLike, ...rest: unknown[]) => {
    const done = rest.pop() as (err: NodeJS.ErrnoException | null, fd: number) => void;
    (open as (...a: unknown[]) => void)(path, ...rest, (err: NodeJS.ErrnoException | null, fd: number) => {
      if (err) return done(err, fd);
      if (isOutboxTemp(String(path))) temps.set(fd, String(path));
      else temps.delete(fd);
      done(err, fd);
    });
  }) as typeof fs.open, open);
  fs.write = like(((fd: number, data: unknown, ...rest: unknown[]) => {
    const tmp = temps.get(fd);
    if (tmp !== undefined && typeof data === 'string' && matches(data)) {
      fs.writeSync(fd, data.slice(0, Math.floor(data.length / 2)), 0, 'utf8');
      fs.fsyncSync(fd);
      return pause(tmp);
    }
    (write as (...a: unknown[]) => void)(fd, data, ...rest);
  }) as typeof fs.write, write);
}
