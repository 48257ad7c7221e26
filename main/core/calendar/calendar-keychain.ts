// The calendars' private addresses, in one keychain item of their own: anyone with an address
// reads the calendar, so it is kept where the session's token is, never in a file, a log line
// or the snapshot. The item holds a JSON object of calendar id to address.

import type { SecretStore } from '../ports.ts';
import { isRecord } from '../json-guard.ts';

export class CalendarAddresses {
  constructor(private readonly store: SecretStore) {}

  /** Where the addresses are kept, in words a person understands. */
  get description(): string {
    return this.store.description;
  }

  private async all(): Promise<Record<string, string>> {
    const raw = await this.store.get();
    if (raw === null) return {};
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      return {};
    }
    if (!isRecord(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
  }

  async get(id: string): Promise<string | null> {
    return (await this.all())[id] ?? null;
  }

  /** The id already reading `url`, if one does. */
  async idOf(url: string): Promise<string | null> {
    return Object.entries(await this.all()).find(([, u]) => u === url)?.[0] ?? null;
  }

  async set(id: string, url: string): Promise<void> {
    await this.store.set(JSON.stringify({ ...(await this.all()), [id]: url }));
  }

  async delete(id: string): Promise<void> {
    const { [id]: _gone, ...rest } = await this.all();
    if (Object.keys(rest).length === 0) await this.store.delete();
    else await this.store.set(JSON.stringify(rest));
  }
}
