// The away log wired to the engine: each absence the idle policy reports on the return
// (longer than the idle threshold) is kept in the durable store for the signed-in person,
// 14 days, for the timeline and the gaps (attention/away-log.ts). It sends no request. A
// sign-in of another person reads theirs; `clear` forgets every stretch.

import { OK, type EngineState } from './engine-state.ts';
import { afterEachPublish, publish } from './engine-views.ts';
import { addAway, keptAway, parseAwayLog, type AwayLogRecord } from '../attention/away-log.ts';
import type { Absence } from '../attention/idle-policy.ts';
import type { CommandResult } from '../stint-api.ts';
import { AWAY_LOG_KEY } from './engine-records.ts';

export class EngineAway {
  /** Whose stretches `s.away` holds ('' before the first read). */
  private owner = '';
  /** Writes one after another, so an older one never lands over a newer. */
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly s: EngineState) {}

  async load(): Promise<void> {
    await this.read();
    afterEachPublish(this.s, () => this.ownerChanged());
  }

  /** An absence just ended (the idle policy's `returned`). */
  record(absence: Absence): void {
    if (!this.s.record) return;
    void this.s.track(this.recordFor(absence)).catch((e: unknown) => this.s.logFailure('saving the away log', e));
  }

  private async recordFor(absence: Absence): Promise<void> {
    if (this.owner !== this.s.ownerKey()) await this.read();
    this.s.away = addAway(this.s.away, { start: absence.since, end: absence.until, kind: absence.reason }, this.s.now());
    publish(this.s);
    await this.save();
  }

  /** Forgets every away stretch of the signed-in person, on disk too. */
  async clear(): Promise<CommandResult> {
    this.s.away = [];
    publish(this.s);
    await this.s.track(this.save());
    return OK;
  }

  /** The signed-in person's stretches, read again when the person changed. */
  private ownerChanged(): void {
    if (this.owner === this.s.ownerKey()) return;
    void this.s.track(this.read().then(() => publish(this.s))).catch((e: unknown) => this.s.logFailure('reading the away log', e));
  }

  private async read(): Promise<void> {
    const owner = this.s.ownerKey();
    this.owner = owner;
    this.s.away = [];
    if (owner === '') return;
    const r = await this.s.ports.durable.read(AWAY_LOG_KEY);
    if (this.owner !== owner || r.status !== 'ok') return;
    this.s.away = keptAway(parseAwayLog(r.value, owner), this.s.now());
  }

  private save(): Promise<void> {
    const record: AwayLogRecord = { ownerKey: this.owner, stretches: keptAway(this.s.away, this.s.now()) };
    if (record.ownerKey === '') return this.writing;
    this.writing = this.writing.catch(() => {}).then(() => this.s.ports.durable.write(AWAY_LOG_KEY, record));
    return this.writing;
  }
}
