// The person's own record of what they did in a chaos run, written from their commands and the
// instants of their clicks (the acknowledgments' `at`), never from the engine: the property
// suite's Intent (test/core/support/intent.ts) on the real clock, whose clicks fall anywhere in
// a second. What a command means to the person is here; what the engine shows or the service
// holds is judged against it (judge.ts).

import { dateOf, Intent, secondsOfDay, type Fields, type Meant } from '../core/support/intent.ts';
import type { TimeEntry } from '../sim/model.ts';

const SEC = 1000;

export class PersonRecord {
  readonly intent: Intent;

  constructor(existing: readonly TimeEntry[]) {
    this.intent = new Intent(existing);
  }

  running(): Meant | undefined {
    return this.intent.running();
  }

  start(f: Fields, at: number): void {
    this.intent.start(f, at, false);
  }

  stop(at: number): void {
    this.intent.stop(at, false);
  }

  /** The finished entry of today the window shows with this description (what "continue" and "rename" name). */
  finished(description: string, today: string): Meant | undefined {
    return [...this.intent.entries].reverse().find((m) => m.since === null && m.date === today && m.description === description);
  }

  continue(m: Meant, at: number): void {
    this.intent.continue(m, at, false);
  }

  /** The running timer moved to start at `from` (whole seconds, as the engine reads it). */
  startedAt(from: number): void {
    const r = this.running();
    if (r) this.intent.startedAt(r, Math.floor(from / SEC) * SEC);
  }

  /** The running timer cut at `cut`: it ends there, the second part runs on from there. */
  split(cut: number, second: Fields): void {
    this.intent.stop(cut, false);
    this.intent.entries.push({ ...second, date: dateOf(cut), timeStart: secondsOfDay(cut), total: 0, since: cut, runs: 1 });
  }

  rename(m: Meant, to: string): void {
    m.description = to;
  }

  fill(f: Fields, start: number, end: number): void {
    this.intent.entries.push({ ...f, date: dateOf(start), timeStart: secondsOfDay(start), total: Math.round((end - start) / SEC), since: null, runs: 0 });
  }

  /** Where today's last finished entry ends, before `before` (what "from the last stop" names). */
  lastStop(today: string, before: number): number | null {
    const dayStart = Date.parse(`${today}T00:00:00Z`);
    const ends = this.intent.entries
      .filter((m) => m.since === null && m.date === today)
      .map((m) => dayStart + (m.timeStart + m.total) * SEC)
      .filter((end) => end <= before);
    return ends.length === 0 ? null : Math.max(...ends);
  }
}
