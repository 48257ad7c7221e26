// What the engine said or asked once and must not again (a budget's notice, the day's target's,
// "Still working?"), kept in the durable store by owner, so a restart never repeats it and
// another person signed in here starts with none. Newest last, at most `keep`.

import type { EngineState } from './engine-state.ts';
import { isRecord } from '../json-guard.ts';

export class Remembered {
  private items = new Set<string>();
  private owner = '';

  /**
   * `key`: the durable store's; `field`: the list's name in its record (`told`, `asked`: what
   * earlier versions wrote, read on as it was); `what`: for the log's words.
   */
  constructor(
    private readonly s: EngineState,
    private readonly key: string,
    private readonly field: string,
    private readonly keep: number,
    private readonly what: string,
  ) {}

  /** Reads the signed-in person's (none when signed out). */
  async load(): Promise<void> {
    const owner = this.s.ownerKey();
    this.owner = owner;
    this.items = new Set();
    if (owner === '') return;
    const r = await this.s.ports.durable.read(this.key);
    const list = r.status === 'ok' && isRecord(r.value) && r.value.ownerKey === owner ? r.value[this.field] : undefined;
    if (this.owner !== owner || !Array.isArray(list)) return;
    this.items = new Set(list.filter((k): k is string => typeof k === 'string').slice(-this.keep));
  }

  /** The account was removed: nothing of its owner's is held (a later sign-in reads the disk, emptied). */
  forget(): void {
    this.owner = '';
    this.items = new Set();
  }

  /** Whether it holds the signed-in person's; when another signed in, their own is read (ask again after). */
  current(): boolean {
    if (this.owner === this.s.ownerKey()) return true;
    void this.s.track(this.load()).catch((e: unknown) => this.s.logFailure(`reading ${this.what}`, e));
    return false;
  }

  get all(): ReadonlySet<string> {
    return this.items;
  }

  add(...keys: readonly string[]): void {
    for (const k of keys) this.items.add(k);
    // Held as written: the newest `keep` (a record of one keeps only the latest).
    this.items = new Set([...this.items].slice(-this.keep));
    const record = { ownerKey: this.owner, [this.field]: [...this.items] };
    void this.s.track(this.s.ports.durable.write(this.key, record)).catch((e: unknown) => this.s.logFailure(`saving ${this.what}`, e));
  }
}
