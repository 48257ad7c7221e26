// The person's activity record on disk (the ActivityStore port): `<dir>/<YYYY-MM-DD>.jsonl`,
// one file per local date, only ever appended to (a kill can cost the last line, never an
// earlier one), flushed with fsync before an append resolves. Each line is written with its
// newline first: a line torn by a kill ends where the next append begins a fresh line, so
// the two never glue into one unreadable line. The folder is made readable by its owner only.

import { mkdir, open, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ActivityStore } from '../../core/ports.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const FILE = /^(\d{4}-\d{2}-\d{2})\.jsonl$/;

function checkDate(date: string): void {
  if (!DATE.test(date)) throw new TypeError(`an activity record's date must be YYYY-MM-DD, got ${JSON.stringify(date)}`);
}

const isNotFound = (e: unknown): boolean => (e as NodeJS.ErrnoException | null)?.code === 'ENOENT';

export class FileActivityStore implements ActivityStore {
  private made: Promise<unknown> | undefined;
  /** One operation at a time per date: an append never interleaves with a removal of its file. */
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(
    readonly dir: string,
    /** Asked before each change on disk: the data folder's lock throws once it is another Stint's (data-folder-lock.ts). */
    private readonly guard: () => void = () => undefined,
  ) {}

  get where(): string {
    return this.dir;
  }

  pathOf(date: string): string {
    checkDate(date);
    return join(this.dir, `${date}.jsonl`);
  }

  async append(date: string, lines: readonly string[]): Promise<void> {
    const path = this.pathOf(date);
    if (lines.length === 0) return;
    for (const l of lines) if (l.includes('\n')) throw new TypeError('an activity line holds no newline');
    await this.inOrder(date, async () => {
      this.guard();
      this.made ??= mkdir(this.dir, { recursive: true, mode: 0o700 });
      await this.made;
      const file = await open(path, 'a', 0o600);
      try {
        await file.write(lines.map((l) => `\n${l}`).join(''));
        await file.sync();
      } finally {
        await file.close();
      }
    });
  }

  async read(date: string): Promise<readonly string[]> {
    const path = this.pathOf(date);
    return this.inOrder(date, async () => {
      try {
        return (await readFile(path, 'utf8')).split('\n').filter((l) => l !== '');
      } catch (e) {
        if (isNotFound(e)) return [];
        throw e;
      }
    });
  }

  async dates(): Promise<readonly string[]> {
    try {
      return (await readdir(this.dir)).flatMap((n) => FILE.exec(n)?.[1] ?? []).sort();
    } catch (e) {
      if (isNotFound(e)) return [];
      throw e;
    }
  }

  async remove(date: string): Promise<void> {
    const path = this.pathOf(date);
    await this.inOrder(date, async () => {
      this.guard();
      await rm(path, { force: true });
    });
  }

  private inOrder<T>(date: string, work: () => Promise<T>): Promise<T> {
    const next = (this.queues.get(date) ?? Promise.resolve()).then(work, work);
    const tail = next.catch(() => undefined);
    this.queues.set(date, tail);
    void tail.then(() => {
      if (this.queues.get(date) === tail) this.queues.delete(date);
    });
    return next;
  }
}

/** What the record in `dir` holds on disk: its dates (oldest first) and their files' bytes. */
export interface RecordOnDisk {
  readonly dates: readonly string[];
  readonly bytes: number;
}

/** The record in `dir` as it is on disk now (no folder: nothing), for the command line's status and its check after a delete. */
export async function recordOnDisk(dir: string): Promise<RecordOnDisk> {
  const store = new FileActivityStore(dir);
  const dates = await store.dates();
  let bytes = 0;
  for (const d of dates) {
    try {
      bytes += (await stat(store.pathOf(d))).size;
    } catch (e) {
      // Removed since it was listed (the app's retention, or a delete): it holds nothing now.
      if (!isNotFound(e)) throw e;
    }
  }
  return { dates, bytes };
}
