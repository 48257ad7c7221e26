// One Stint at a time on a data folder. The app and a command line (or two command lines)
// on one folder would each hold the outbox in memory and write it whole: whichever wrote
// last would drop what the other had queued. The first to start holds a lock; the second
// is refused with the holder's process id, and the person decides (or, beside the app, the
// command line sends its commands through the app's channel).
//
// The lock is its owner record, `stint.lock.owner.json`: made whole or not at all (written
// beside, then hard-linked to its name, which fails when the name is taken), naming the
// holder's pid, machine, start time and boot as the OS gives them (os-processes.ts), and a
// random nonce of its own. Whether the holder lives is the OS's word only (lock-owner.ts):
// a holder whose process runs with the same start time is never taken, whatever any clock
// or the file's age says; a dead one (its process gone, its pid now another process's, or
// a boot ago) is taken at once, by whoever first renames its record away, so two that start
// together never both take it. A holder on another machine is never taken automatically.
//
// A holder checks, before each write of the outbox (the durable store's guard) and every
// few seconds, that the record still holds its nonce. Once it does not (the record removed
// or replaced by another Stint), the holder is told once and writes nothing more.

import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { hostname as osHostname } from 'node:os';
import { join } from 'node:path';
import { judgeHolder, parseRecord, recordText, type OwnerRecord, type ReadRecord } from './lock-owner.ts';
import { osProcesses, type OsProcesses } from './os-processes.ts';
import { FILE_MODE, FOLDER_MODE } from './private-folder.ts';
import { sourceWords, type I18n } from '../../i18n/words.ts';

export const OWNER_NAME = 'stint.lock.owner.json';
/** How often a holder looks at its record between writes (a timer, never an age). */
const CHECK_EVERY_MS = 5_000;

/** Who holds the lock, as its record says (null: not known, e.g. the record is damaged). */
export interface LockHolder {
  readonly pid: number | null;
  readonly hostname: string | null;
}

/** Thrown by a guard once the folder is no longer this process's: nothing more is written. */
export class FolderLostError extends Error {
  override readonly name = 'FolderLostError';
}

export interface HeldFolder {
  readonly ok: true;
  /** Throws FolderLostError once the folder is not this process's any more (the durable store's guard). */
  readonly guard: () => void;
  release(): Promise<void>;
}

export type DataFolderLock = HeldFolder | { readonly ok: false; readonly holder: LockHolder };

export interface DataFolderLockOptions {
  /** The data folder (made, 0700, if missing; the caller narrows an older one first: private-folder.ts). */
  readonly dir: string;
  /** Told once if the lock is lost while held (its record removed or replaced): what happened, in words. */
  readonly onLost: (message: string) => void;
  /** Default: this process's. */
  readonly pid?: number;
  readonly hostname?: string;
  /** Default: this OS's (a unit test gives its own). */
  readonly processes?: OsProcesses;
  /** Default 5 s; 0: only before writes. */
  readonly checkEveryMs?: number;
  /** The words `onLost` is told in (the person reads them); English when none is given. */
  readonly i18n?: I18n;
}

/** Who holds the lock, in words a person can act on: `pid 123`, or `pid 123 on other-host` with what to do. */
export function holderWords(holder: LockHolder, ownHostname: string, i18n: I18n = sourceWords()): string {
  if (holder.pid === null) return i18n._({ id: 'cli.lock.noProcess', message: 'its lock file names no process: if no Stint runs, remove {file} in that folder', values: { file: OWNER_NAME } });
  // Another machine's process cannot be asked from here: the person is the one who knows.
  if (holder.hostname !== null && holder.hostname !== ownHostname) {
    return i18n._({ id: 'cli.lock.elsewhere', message: 'pid {pid} on {host}; if Stint no longer runs there, remove {file} in that folder', values: { pid: String(holder.pid), host: holder.hostname, file: OWNER_NAME } });
  }
  return `pid ${holder.pid}`;
}

/** What a holder is told when its record is gone or another's. */
export function lostWords(dir: string, now: LockHolder | null, ownHostname: string, i18n: I18n = sourceWords()): string {
  const who =
    now === null
      ? i18n._({ id: 'lock.lost.removed', message: 'its lock was removed' })
      : now.pid === null
        ? i18n._({ id: 'lock.lost.replaced', message: 'its lock file was replaced or cannot be read' })
        : i18n._({ id: 'lock.lost.taken', message: 'another Stint took it ({holder})', values: { holder: holderWords(now, ownHostname, i18n) } });
  return i18n._({ id: 'lock.lost', message: "Stint stopped saving to its data folder, {folder}: {who}. Nothing more is written there, so the two cannot overwrite each other's actions. Quit this Stint; what it did since is not saved.", values: { folder: dir, who } });
}

function errorCode(e: unknown): string | undefined {
  return (e as NodeJS.ErrnoException | null)?.code;
}

type Read = { readonly kind: 'missing' } | { readonly kind: 'damaged' } | { readonly kind: 'record'; readonly record: ReadRecord; readonly text: string };

async function readOwner(path: string): Promise<Read> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    if (errorCode(e) === 'ENOENT') return { kind: 'missing' };
    throw e;
  }
  const record = parseRecord(text);
  return record === null ? { kind: 'damaged' } : { kind: 'record', record, text };
}

const holderOf = (r: Read): LockHolder => (r.kind === 'record' ? { pid: r.record.pid, hostname: r.record.hostname } : { pid: null, hostname: null });

/** Puts the record at `path` only if no record is there: true when it did. */
async function create(path: string, text: string, nonce: string): Promise<boolean> {
  const beside = `${path}.${nonce}.new`;
  await writeFile(beside, text, { mode: FILE_MODE, flag: 'wx' });
  try {
    await link(beside, path);
    return true;
  } catch (e) {
    const code = errorCode(e);
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw e;
    // A file system without hard links: made exclusively; a crash while writing leaves an empty
    // record, refused as damaged and named so the person can remove it.
    try {
      await writeFile(path, text, { mode: FILE_MODE, flag: 'wx' });
      return true;
    } catch (w) {
      if (errorCode(w) === 'EEXIST') return false;
      throw w;
    }
  } finally {
    await rm(beside, { force: true });
  }
}

/**
 * Takes the record of a dead holder away, if it is still the one judged dead: renaming it is
 * what only one claimant can do. Another's record taken by mistake (it changed between the
 * read and the rename) goes back where it was.
 */
async function claimDead(path: string, judged: string, pid: number): Promise<'claimed' | 'changed'> {
  const claim = `${path}.claimed-${pid}-${randomBytes(4).toString('hex')}`;
  try {
    await rename(path, claim);
  } catch (e) {
    if (errorCode(e) === 'ENOENT') return 'changed';
    throw e;
  }
  const taken = await readFile(claim, 'utf8');
  if (taken !== judged) {
    await link(claim, path).catch((e: unknown) => {
      if (errorCode(e) !== 'EEXIST') throw e;
    });
    await rm(claim, { force: true });
    return 'changed';
  }
  await rm(claim, { force: true });
  return 'claimed';
}

export async function lockDataFolder(options: DataFolderLockOptions): Promise<DataFolderLock> {
  const { dir } = options;
  const pid = options.pid ?? process.pid;
  const host = options.hostname ?? osHostname();
  const processes = options.processes ?? osProcesses();
  const path = join(dir, OWNER_NAME);
  await mkdir(dir, { recursive: true, mode: FOLDER_MODE });
  const [boot, self] = await Promise.all([processes.bootId(), processes.probe(pid)]);
  const own: OwnerRecord = { pid, hostname: host, started: self.started, boot, nonce: randomBytes(16).toString('hex') };

  // A few rounds: a holder may let go, or a dead one be claimed by another, between two steps.
  let last: Read = { kind: 'missing' };
  for (let round = 0; round < 5; round++) {
    if (await create(path, recordText(own), own.nonce)) return held(options, path, own, host);
    last = await readOwner(path);
    if (last.kind === 'missing') continue;
    if (last.kind === 'damaged') return { ok: false, holder: holderOf(last) };
    const holder = last.record;
    const probe = holder.hostname === host ? await processes.probe(holder.pid) : { running: true, started: null };
    if (judgeHolder(holder, { hostname: host, boot }, probe).state !== 'dead') return { ok: false, holder: holderOf(last) };
    await claimDead(path, last.text, pid);
  }
  return { ok: false, holder: holderOf(last) };
}

function held(options: DataFolderLockOptions, path: string, own: OwnerRecord, host: string): HeldFolder {
  let lost: string | null = null;
  /** The record now: null while it is ours, else who holds it instead (null inside: nobody). */
  const taken = (): { now: LockHolder | null } | null => {
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (e) {
      // Unreadable (not gone): it cannot be shown to be ours, so nothing more is written.
      return { now: errorCode(e) === 'ENOENT' ? null : { pid: null, hostname: null } };
    }
    const r = parseRecord(text);
    if (r !== null && r.nonce === own.nonce && r.pid === own.pid) return null;
    return { now: r === null ? { pid: null, hostname: null } : { pid: r.pid, hostname: r.hostname } };
  };
  const lose = (now: LockHolder | null): void => {
    if (lost !== null) return;
    lost = lostWords(options.dir, now, host, options.i18n);
    clearInterval(timer);
    options.onLost(lost);
  };
  const check = (): void => {
    if (lost !== null) return;
    const t = taken();
    if (t !== null) lose(t.now);
  };
  const every = options.checkEveryMs ?? CHECK_EVERY_MS;
  // A timer, so that a holder that writes nothing for a while still learns of a loss; it judges by the nonce, never by time.
  const timer = every > 0 ? setInterval(check, every) : undefined;
  timer?.unref();
  return {
    ok: true,
    guard: () => {
      check();
      if (lost !== null) throw new FolderLostError(lost);
    },
    release: async () => {
      clearInterval(timer);
      // Only our own record is removed: one another Stint wrote stays its.
      if (lost === null && taken() === null) await rm(path, { force: true });
    },
  };
}
