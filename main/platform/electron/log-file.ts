// The shell's log: lines a user can attach to a bug report, in the app's logs folder,
// bounded in size. The engine's RedactingLogger (pino, JSON lines, secrets and secret-named
// fields replaced) writes into a rotating-file-stream: `stint.log` is the current file;
// past the size limit it becomes `stint.1.log`, the older ones shift up, and the oldest
// beyond `keep` is dropped (logrotate's scheme: names a person can find, no dates, no
// index file).
//
// Unlike the Node driver's log (synchronous writes), lines here are written by the stream
// in the background: a line logged just before a crash may be lost, which is the price of
// rotation. `close()` writes out everything pending; main.ts calls it when quitting.

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { createStream } from 'rotating-file-stream';
import type { Clock, LogLevel } from '../../core/ports.ts';
import { RedactingLogger } from '../node/logger.ts';
import { FILE_MODE, FOLDER_MODE } from '../node/private-folder.ts';

export const LOG_FILE_NAME = 'stint.log';
const LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error'];
const DEFAULT_ROTATE_AT_BYTES = 1024 * 1024;
const DEFAULT_KEEP = 4;

export interface LogFileOptions {
  /** The folder (made if missing): main.ts passes app.getPath('logs'). */
  dir: string;
  clock: Clock;
  /** Where `STINT_LOG_LEVEL` is read. Default: process.env. */
  env?: Readonly<Record<string, string | undefined>>;
  /** The current file is rotated once it reaches this size. Default 1 MiB. */
  rotateAtBytes?: number;
  /** Rotated files kept besides the current one. Default 4 (5 files, about 5 MiB). */
  keep?: number;
  /** Told when the file cannot be written (disk full, folder removed); logging then stops. */
  onError?: (e: Error) => void;
}

export interface LogFile {
  readonly logger: RedactingLogger;
  readonly level: LogLevel;
  /** The current log file, for the settings screen and the README. */
  readonly path: string;
  /** Every file this log may have, newest first (the ones to attach to a bug report). */
  readonly files: readonly string[];
  /** Writes out every pending line and closes the file; later calls wait for the same close. */
  close(): Promise<void>;
}

function isLevel(v: string): v is LogLevel {
  return (LEVELS as readonly string[]).includes(v);
}

/** The file a rotation index names: 0 (or none) the current file, n the n-th older one. */
function fileName(index: number | null): string {
  return index ? LOG_FILE_NAME.replace(/\.log$/, `.${index}.log`) : LOG_FILE_NAME;
}

export function openLogFile(options: LogFileOptions): LogFile {
  const wanted = (options.env ?? process.env).STINT_LOG_LEVEL?.trim().toLowerCase();
  const level: LogLevel = wanted && isLevel(wanted) ? wanted : 'info';
  const keep = options.keep ?? DEFAULT_KEEP;
  // The person's alone (private-folder.ts): the stream would make its folder 0755 and its files 0644.
  try {
    mkdirSync(options.dir, { recursive: true, mode: FOLDER_MODE });
  } catch {
    // The stream meets the same and reports it through onError: a log that cannot be written never stops the app.
  }
  const stream = createStream((index: number | Date | null) => fileName(typeof index === 'number' ? index : null), {
    path: options.dir,
    mode: FILE_MODE,
    size: `${options.rotateAtBytes ?? DEFAULT_ROTATE_AT_BYTES}B`,
    rotate: keep,
  });
  // An unhandled 'error' would end the app; a log that cannot be written must not.
  stream.on('error', (e) => options.onError?.(e));
  const logger = new RedactingLogger({ clock: options.clock, to: stream, level });
  if (wanted && !isLevel(wanted)) logger.log('warn', 'STINT_LOG_LEVEL not understood; logging at info', { value: wanted, levels: LEVELS.join(' ') });

  let closing: Promise<void> | undefined;
  return {
    logger,
    level,
    path: join(options.dir, LOG_FILE_NAME),
    files: Array.from({ length: keep + 1 }, (_, i) => join(options.dir, fileName(i))),
    close() {
      closing ??= (async () => {
        stream.end();
        // A stream that already failed was reported through onError; closing it is done.
        await finished(stream).catch(() => undefined);
      })();
      return closing;
    },
  };
}
