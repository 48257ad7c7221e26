// A Logger that keeps its lines, for the Electron adapters' tests (they log refusals a
// person's bug report should show).
import type { LogLevel, Logger } from '../../../main/core/ports.ts';

export interface LogLine {
  level: LogLevel;
  message: string;
  fields: Readonly<Record<string, string | number | boolean | null>>;
}

export class RecordingLog implements Pick<Logger, 'log'> {
  readonly lines: LogLine[] = [];

  log(level: LogLevel, message: string, fields: Readonly<Record<string, string | number | boolean | null>> = {}): void {
    this.lines.push({ level, message, fields: { ...fields } });
  }

  /** The messages logged, in order. */
  messages(): string[] {
    return this.lines.map((l) => l.message);
  }
}
