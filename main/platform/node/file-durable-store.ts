// The durable store on a directory: one JSON file per key (`<key>.json`).
//
// Writes go through write-file-atomic (a temporary file, fsync, then rename over the old
// one), so after a crash a record holds its old value or its new one, never a mix; the
// folder is fsynced after the rename (folder-sync.ts), so after a power cut a write that
// resolved is not undone. A file
// that does not parse is never deleted: it is moved to `<key>.damaged-<n>.json` and the
// read says where it went, so the engine can tell the person and nothing is silently lost.
// One the engine does not recognise (`keepAside`) goes to `<key>.unrecognised-<n>.json`.
// The name is taken with a hard link, which fails on a name already there: a file kept
// aside is never replaced by a later one, even by another process doing the same.
// Reads, writes and deletes of one key run one after the other in the order they were
// asked for: the last write wins, and a read sees every write asked for before it.

import { constants } from 'node:fs';
import { copyFile, link, mkdir, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import type { DurableRead, DurableStore } from '../../core/ports.ts';
import { openFolderToSync, syncFolder, type OpenFolder } from './folder-sync.ts';
import { FILE_MODE, FOLDER_MODE } from './private-folder.ts';

const KEY = /^[a-z0-9-]{1,100}$/;

function checkKey(key: string): void {
  if (!KEY.test(key)) throw new TypeError(`durable store key must match ${KEY}, got ${JSON.stringify(key)}`);
}

function isNotFound(e: unknown): boolean {
  return (e as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

export interface FileDurableStoreOptions {
  /** Opens a folder to fsync it (default: read-only); a test sees the syncs through it. */
  readonly openFolder?: OpenFolder;
  /** Default: this process's. */
  readonly platform?: NodeJS.Platform;
  /**
   * Asked before every change on disk; throws when this process no longer holds the data
   * folder (data-folder-lock.ts), so a process whose lock was taken writes nothing more:
   * two writers of one outbox cannot both write.
   */
  readonly guard?: () => void;
}

export class FileDurableStore implements DurableStore {
  private readonly queues = new Map<string, Promise<void>>();
  private made: Promise<unknown> | undefined;
  private readonly openFolder: OpenFolder;
  private readonly platform: NodeJS.Platform;
  private readonly guard: () => void;

  constructor(
    readonly dir: string,
    options: FileDurableStoreOptions = {},
  ) {
    this.openFolder = options.openFolder ?? openFolderToSync;
    this.platform = options.platform ?? process.platform;
    this.guard = options.guard ?? (() => undefined);
  }

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
        const keptAt = await this.moveAside(key, path, 'damaged');
        return { status: 'damaged', keptAt, reason: e instanceof Error ? e.message : String(e) };
      }
    });
  }

  async write(key: string, value: unknown): Promise<void> {
    const path = this.pathOf(key);
    const text = JSON.stringify(value);
    if (text === undefined) throw new TypeError(`durable store cannot hold ${typeof value} (key ${key})`);
    return this.inOrder(key, async () => {
      this.guard();
      await this.ensureDir();
      // The person's alone (private-folder.ts), whatever mode an older file had.
      await writeFileAtomic(path, text, { fsync: true, mode: FILE_MODE });
      await this.syncFolder(this.dir);
    });
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    return this.inOrder(key, () => {
      this.guard();
      return rm(path, { force: true });
    });
  }

  async keepAside(key: string, why: 'unrecognised'): Promise<string> {
    const path = this.pathOf(key);
    return this.inOrder(key, () => this.moveAside(key, path, why));
  }

  private syncFolder(dir: string): Promise<void> {
    return syncFolder(dir, this.openFolder, this.platform);
  }

  private ensureDir(): Promise<unknown> {
    const make = async () => {
      const first = await mkdir(this.dir, { recursive: true, mode: FOLDER_MODE });
      if (first === undefined) return;
      // Each folder made is an entry in the one above it: made durable the same way.
      for (let made = this.dir; ; made = dirname(made)) {
        await this.syncFolder(dirname(made));
        if (made === first) break;
      }
    };
    this.made ??= make().catch((e: unknown) => {
      this.made = undefined;
      throw e;
    });
    return this.made;
  }

  /** Moves the record to the first free `<key>.<why>-<n>.json`; answers its path. */
  private async moveAside(key: string, path: string, why: string): Promise<string> {
    this.guard();
    for (let n = 1; ; n++) {
      const keptAt = join(this.dir, `${key}.${why}-${n}.json`);
      try {
        await link(path, keptAt);
      } catch (e) {
        const code = (e as NodeJS.ErrnoException | null)?.code;
        if (code === 'EEXIST') continue;
        if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw e;
        // A file system without hard links: a copy that fails on a name already there.
        try {
          await copyFile(path, keptAt, constants.COPYFILE_EXCL);
        } catch (c) {
          if ((c as NodeJS.ErrnoException | null)?.code === 'EEXIST') continue;
          throw c;
        }
      }
      await rm(path);
      await this.syncFolder(this.dir);
      return keptAt;
    }
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
