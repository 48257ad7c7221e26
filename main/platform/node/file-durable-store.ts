// The durable store on a directory: one JSON file per key (`<key>.json`).
//
// Writes go through write-file-atomic (a temporary file, fsync, then rename over the old
// one), so after a crash a record holds its old value or its new one, never a mix. A file
// that does not parse is never deleted: it is renamed to `<key>.damaged-<n>.json` and the
// read says where it went, so the engine can tell the person and nothing is silently lost.
// Reads, writes and deletes of one key run one after the other in the order they were
// asked for: the last write wins, and a read sees every write asked for before it.

import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import type { DurableRead, DurableStore } from '../../core/ports.ts';

const KEY = /^[a-z0-9-]{1,100}$/;

function checkKey(key: string): void {
  if (!KEY.test(key)) throw new TypeError(`durable store key must match ${KEY}, got ${JSON.stringify(key)}`);
}

function isNotFound(e: unknown): boolean {
  return (e as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

export class FileDurableStore implements DurableStore {
  private readonly queues = new Map<string, Promise<void>>();
  private made: Promise<unknown> | undefined;

  constructor(readonly dir: string) {}

  /** Where the record of `key` lives. */
  pathOf(key: string): string {
    checkKey(key);
    return join(this.dir, `${key}.json`);
  }

  // async: a bad key or value rejects rather than throws; the body up to `inOrder` still
  // runs at the call, so the order of calls is the order of operations.
  async read(key: string): Promise<DurableRead> {
    const path = this.pathOf(key);
    return this.inOrder(key, async () => {
      let text: string;
      try {
        text = await readFile(path, 'utf8');
      } catch (e) {
        if (isNotFound(e)) return { status: 'missing' };
        throw e;
      }
      try {
        return { status: 'ok', value: JSON.parse(text) as unknown };
      } catch (e) {
        const keptAt = await this.keepAside(key, path);
        return { status: 'damaged', keptAt, reason: e instanceof Error ? e.message : String(e) };
      }
    });
  }

  async write(key: string, value: unknown): Promise<void> {
    const path = this.pathOf(key);
    const text = JSON.stringify(value);
    if (text === undefined) throw new TypeError(`durable store cannot hold ${typeof value} (key ${key})`);
    return this.inOrder(key, async () => {
      await this.ensureDir();
      await writeFileAtomic(path, text, { fsync: true });
    });
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    return this.inOrder(key, () => rm(path, { force: true }));
  }

  private ensureDir(): Promise<unknown> {
    this.made ??= mkdir(this.dir, { recursive: true }).catch((e: unknown) => {
      this.made = undefined;
      throw e;
    });
    return this.made;
  }

  /** Renames a damaged record to the first free `<key>.damaged-<n>.json`; answers its path. */
  private async keepAside(key: string, path: string): Promise<string> {
    const prefix = `${key}.damaged-`;
    let highest = 0;
    for (const name of await readdir(this.dir)) {
      if (!name.startsWith(prefix) || !name.endsWith('.json')) continue;
      const n = Number(name.slice(prefix.length, -'.json'.length));
      if (Number.isInteger(n) && n > highest) highest = n;
    }
    const keptAt = join(this.dir, `${prefix}${highest + 1}.json`);
    await rename(path, keptAt);
    return keptAt;
  }

  /** Runs `op` after every earlier operation on `key` has settled. */
  private inOrder<T>(key: string, op: () => Promise<T>): Promise<T> {
    const before = this.queues.get(key) ?? Promise.resolve();
    const result = before.then(op);
    const settled = result.then(
      () => undefined,
      () => undefined,
    );
    this.queues.set(key, settled);
    // Forget idle keys, so a long-running process does not keep one promise per key ever used.
    void settled.then(() => {
      if (this.queues.get(key) === settled) this.queues.delete(key);
    });
    return result;
  }
}
