// The status bars' files: `$XDG_RUNTIME_DIR/stint/status.json` (waybar's custom module) and
// `status.txt` (one line for polybar, i3blocks, tmux), rewritten from each `StatusLine` the
// shell draws and removed when Stint quits.
//
// A Stint that crashed, was killed or lost power cannot remove them, and a bar would show
// "▶ 1:23 Project" until Stint starts again. So status.json says who wrote it and when
// (`pid`, `writtenAt`, `writtenAtUnix`) and how often it is written again while Stint runs
// (`refreshSeconds`: both files are rewritten at least that often, changed or not), and a
// bar hides a line whose writer is not running or that is older than a few rewrites (the
// README's snippets). At start, before the first write, files a writer that no longer runs
// left behind are removed.
//
// The folder is the user's alone (status-folder.ts, checked before every write) and the
// files are 0600: other users of the machine must not read what a person works on. Each
// file is replaced whole (write-file-atomic: a temporary file, then a rename), so a bar
// polling it never reads half a line.
//
// A status bar is a nicety: nothing here throws into the shell. A failure is logged once
// until a write succeeds again, and the next write tries again from the folder up (the
// session may have cleaned the runtime folder).

import { lstat, readFile, rm } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import type { Logger } from '../../core/ports.ts';
import type { StatusLine, WaybarStatus } from '../../core/views/status-line.ts';
import { systemClock, type Clock } from '../../time/clock.ts';
import { errorCode, ownFolder } from './status-folder.ts';

export const STATUS_FOLDER = 'stint';
export const STATUS_JSON = 'status.json';
export const STATUS_TEXT = 'status.txt';
/** How often both files are written again while Stint runs, changed or not. */
export const REFRESH_SECONDS = 30;

/** What status.json holds: waybar's fields, then what tells a bar whether the line is current. */
export interface StatusJson extends WaybarStatus {
  /** When this was written (ISO 8601, UTC). */
  readonly writtenAt: string;
  /** The same instant in whole seconds since the epoch (what `date +%s` prints). */
  readonly writtenAtUnix: number;
  /** Stint writes the file again at least this often while it runs. */
  readonly refreshSeconds: number;
  /** The writing process: a line whose writer is not running is stale. */
  readonly pid: number;
}

export interface StatusFileOptions {
  /** `$XDG_RUNTIME_DIR` as the environment gives it (unset: no status file). */
  readonly runtimeDir: string | undefined;
  readonly logger: Pick<Logger, 'log'>;
  /** This process's user id (default `process.getuid()`); the folder must be its own. */
  readonly uid?: number;
  /**
   * The time written into status.json and the rewrites' timer (default: the system's). A
   * bar compares the time with its own clock, so this is the wall clock, never a driven one.
   */
  readonly clock?: Clock;
  /** The writer's process id (default this process's). */
  readonly pid?: number;
}

export interface StatusFile {
  /** Writes `line` unless the files already hold it; resolves once it is on disk or the failure logged. Never rejects. */
  update(line: StatusLine): Promise<void>;
  /** Resolves once every write asked for so far (updates and rewrites) is done or logged. */
  settled(): Promise<void>;
  /** Removes both files; later updates do nothing. Never rejects. */
  close(): Promise<void>;
}

const noFile: StatusFile = {
  update: () => Promise.resolve(),
  settled: () => Promise.resolve(),
  close: () => Promise.resolve(),
};

/** Whether a process of this user runs with id `pid` (another user's with that id is not our writer). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The writer status.json names, or null (unreadable, or written before Stint named it). */
function writerOf(text: string): number | null {
  try {
    const pid = (JSON.parse(text) as { pid?: unknown } | null)?.pid;
    return typeof pid === 'number' && Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

export function startStatusFile(options: StatusFileOptions): StatusFile {
  const { runtimeDir, logger } = options;
  if (runtimeDir === undefined || runtimeDir === '') {
    logger.log('info', 'no status file for status bars: XDG_RUNTIME_DIR is not set', {});
    return noFile;
  }
  // The XDG spec: a relative path is to be ignored.
  if (!isAbsolute(runtimeDir)) {
    logger.log('warn', 'no status file for status bars: XDG_RUNTIME_DIR is not an absolute path', {});
    return noFile;
  }
  const uid = options.uid ?? process.getuid?.();
  const clock = options.clock ?? systemClock;
  const pid = options.pid ?? process.pid;
  const dir = join(runtimeDir, STATUS_FOLDER);
  const jsonPath = join(dir, STATUS_JSON);
  const textPath = join(dir, STATUS_TEXT);

  /** Whether a check ever passed: before that, close() has nothing to remove and must not make the folder. */
  let everOk = false;
  let wanted: StatusLine | null = null;
  /** What each file holds, as far as we know (the JSON without its time; null: unknown, write it). */
  let written: { json: string | null; text: string | null } = { json: null, text: null };
  let failing = false;
  let closed = false;
  const stopRewrites = new AbortController();

  const failed = (message: string, fields: Readonly<Record<string, string>>) => {
    if (!failing) logger.log('warn', message, { dir, ...fields });
    failing = true;
    written = { json: null, text: null };
  };

  /** Removes what a writer that no longer runs left (a crash, a kill, a power cut); another running Stint's files stay. */
  const removeStale = async () => {
    if (!(await lstat(dir).then(() => true, () => false))) return;
    // A folder that fails its check is refused (and logged) by the first write.
    if (!(await ownFolder(dir, uid)).ok) return;
    const text = await readFile(jsonPath, 'utf8').catch(() => null);
    const writer = text === null ? null : writerOf(text);
    if (writer !== null && writer !== pid && isRunning(writer)) return;
    const left = await Promise.all([jsonPath, textPath].map((p) => lstat(p).then(() => true, () => false)));
    if (!left.includes(true)) return;
    try {
      await Promise.all([jsonPath, textPath].map((p) => rm(p, { force: true })));
      logger.log('info', 'status files left by a Stint that is not running removed', { dir, pid: writer === null ? 'unknown' : String(writer) });
    } catch (e) {
      logger.log('warn', 'stale status files not removed', { dir, error: errorCode(e) });
    }
  };

  const writeOne = async (path: string, content: string) => {
    // A fresh options object each time: write-file-atomic fills in what it was not given.
    await writeFileAtomic(path, content, { mode: 0o600 });
  };

  /** Writes the latest line; `rewrite`: even what the files already hold (their time moves on). */
  const flush = async (rewrite: boolean) => {
    if (closed || wanted === null) return;
    const line = wanted;
    const json = JSON.stringify(line.json);
    const text = `${line.text}\n`;
    if (!rewrite && written.json === json && written.text === text) return;
    const check = await ownFolder(dir, uid);
    if (!check.ok) {
      failed('no status file for status bars', { reason: check.reason });
      return;
    }
    everOk = true;
    try {
      if (rewrite || written.json !== json) {
        const now = clock.now();
        const stamped: StatusJson = {
          ...line.json,
          writtenAt: new Date(now).toISOString(),
          writtenAtUnix: Math.floor(now / 1000),
          refreshSeconds: REFRESH_SECONDS,
          // Last: a bar's pattern that takes the last `"pid":` on the line finds this one.
          pid,
        };
        await writeOne(jsonPath, `${JSON.stringify(stamped)}\n`);
        written.json = json;
      }
      if (rewrite || written.text !== text) {
        await writeOne(textPath, text);
        written.text = text;
      }
      if (failing) logger.log('info', 'status file written again', { dir });
      failing = false;
    } catch (e) {
      failed('status file not written', { error: errorCode(e) });
    }
  };

  // One write at a time, in order; each writes the latest line, so a burst of updates
  // coalesces into the last one. The stale files go first.
  let chain: Promise<void> = removeStale().catch(() => undefined);

  const rewrites = async () => {
    for (;;) {
      await clock.sleep(REFRESH_SECONDS * 1000, stopRewrites.signal);
      chain = chain.then(() => flush(true));
    }
  };
  void rewrites().catch(() => undefined);

  return {
    update(line) {
      if (closed) return Promise.resolve();
      wanted = line;
      chain = chain.then(() => flush(false));
      return chain;
    },
    settled: () => chain,
    close() {
      if (closed) return chain;
      closed = true;
      stopRewrites.abort();
      chain = chain.then(async () => {
        // Never delete through a folder that failed its check (a link would lead elsewhere).
        if (!everOk || !(await ownFolder(dir, uid)).ok) return;
        for (const path of [jsonPath, textPath]) {
          await rm(path, { force: true }).catch((e: unknown) => logger.log('warn', 'status file not removed', { path, error: errorCode(e) }));
        }
      });
      return chain;
    },
  };
}
