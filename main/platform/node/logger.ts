// The Logger on pino (JSON lines; already in the tree through fastify, no native code,
// and it runs under plain Node and in Electron's main process). Lines are written
// synchronously: a tray app logs little, and a line must survive a crash right after it.
//
// Redaction happens before pino sees anything, on two grounds:
// - a field whose name says secret (token, password, authorization, x-api-token, ...)
//   has its value replaced whatever it is;
// - every secret string the logger was told about (`redact(secret)`: the session's
//   token and the password at sign-in) is replaced wherever it appears, the message
//   and every field value included, also in its URL-encoded form.
// pino's own `redact` option works on known paths only, so it cannot do the second.

import { pino, type DestinationStream, type Logger as Pino } from 'pino';
import type { Clock } from '../../time/clock.ts';
import type { LogLevel, Logger } from '../../core/ports.ts';
import { FILE_MODE } from './private-folder.ts';

export const REDACTED = '[redacted]';
const SECRET_FIELD = /token|password|passwd|secret|authorization|cookie|api[-_]?key/i;
/** Keys pino writes itself; a field of the same name is renamed rather than written twice. */
const RESERVED = new Set(['level', 'time', 'msg']);

export interface LoggerOptions {
  clock: Clock;
  /** A file path (appended to, directories made) or a stream that takes lines. */
  to: string | DestinationStream;
  /** Lines below this level are dropped. Default 'info'. */
  level?: LogLevel;
}

type Fields = Readonly<Record<string, string | number | boolean | null>>;

export class RedactingLogger implements Logger {
  private readonly pino: Pino;
  private readonly file: ReturnType<typeof pino.destination> | undefined;
  /** Longest first, so a secret that contains another is replaced whole. */
  private secrets: string[] = [];
  private closed = false;

  constructor(options: LoggerOptions) {
    this.file = typeof options.to === 'string' ? pino.destination({ dest: options.to, sync: true, mkdir: true, append: true, mode: FILE_MODE }) : undefined;
    this.pino = pino(
      {
        level: options.level ?? 'info',
        base: undefined,
        timestamp: () => `,"time":"${new Date(options.clock.now()).toISOString()}"`,
        formatters: { level: (label) => ({ level: label }) },
      },
      this.file ?? (options.to as DestinationStream),
    );
  }

  /** From now on, `secret` never appears in a line (empty strings are ignored). */
  redact(secret: string): void {
    if (secret === '') return;
    const forms = new Set([secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1)]);
    for (const form of forms) if (!this.secrets.includes(form)) this.secrets.push(form);
    this.secrets.sort((a, b) => b.length - a.length);
  }

  log(level: LogLevel, message: string, fields?: Fields): void {
    // Work still settling while the app closes may log after the file is shut: such a line
    // has nowhere to go, and writing to the closed stream would throw out of that work.
    if (this.closed) return;
    const clean: Record<string, string | number | boolean | null> = {};
    for (const [key, value] of Object.entries(fields ?? {})) {
      const name = RESERVED.has(key) ? `${key}_field` : key;
      clean[name] = SECRET_FIELD.test(key) ? REDACTED : typeof value === 'string' ? this.scrub(value) : value;
    }
    this.pino[level](clean, this.scrub(message));
  }

  /** Writes out anything buffered and closes a log file (a stream is left to its owner). */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (!this.file) return;
    this.file.flushSync();
    this.file.end();
  }

  private scrub(s: string): string {
    let out = s;
    for (const secret of this.secrets) if (out.includes(secret)) out = out.split(secret).join(REDACTED);
    return out;
  }
}
