// One Stint at a time on a data folder. The app and a command line (or two command lines)
// on one folder would each hold the outbox in memory and write it whole: whichever wrote
// last would drop what the other had queued. The first to start holds a lock; the second
// is refused with the holder's process id, and the person decides.
//
// The lock is proper-lockfile's: a folder made with mkdir (atomic, network file systems
// included), its time touched every UPDATE_MS while held, and taken over once untouched for
// STALE_MS (a holder on another machine that died, or any holder after a restart of the
// machine). Beside it, `stint.lock.owner.json` names the holder. On this machine a holder
// that died without letting go (a crash, SIGKILL) is known at once, as its process no
// longer runs, and its lock is taken over without waiting: whoever first renames the dead
// holder's record away is the one that takes it, so two that start together never both do.

import { hostname as osHostname } from 'node:os';
import { mkdir, readFile, rename, rm, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';
import writeFileAtomic from 'write-file-atomic';

export const LOCK_NAME = 'stint.lock';
export const OWNER_NAME = 'stint.lock.owner.json';
/** A lock untouched this long is a dead holder's, wherever it ran. */
const STALE_MS = 10 * 60_000;
const UPDATE_MS = 10_000;

/** Who holds the lock, as its record says (null: not known, e.g. it is being taken right now). */
export interface LockHolder {
  readonly pid: number | null;
  readonly hostname: string | null;
}

export type DataFolderLock =
  | { readonly ok: true; release(): Promise<void> }
  | { readonly ok: false; readonly holder: LockHolder };

export interface DataFolderLockOptions {
  /** The data folder (made if missing). */
  readonly dir: string;
  /** Told if the lock is lost while held (its folder removed, or taken over after a stall longer than STALE_MS). */
  readonly onLost: (e: Error) => void;
  /** Default: this process's. */
  readonly pid?: number;
  readonly hostname?: string;
}

/** Who holds the lock, in words a person can act on: `pid 123`, or `pid 123 on other-host`. */
export function holderWords(holder: LockHolder, ownHostname: string): string {
  if (holder.pid === null) return 'its process id is not known yet';
  return holder.hostname !== null && holder.hostname !== ownHostname ? `pid ${holder.pid} on ${holder.hostname}` : `pid ${holder.pid}`;
}

function errorCode(e: unknown): string | undefined {
  return (e as NodeJS.ErrnoException | null)?.code;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // Another user's process: running, and not ours to judge.
    return errorCode(e) === 'EPERM';
  }
}

async function readHolder(path: string): Promise<LockHolder> {
  try {
    const v = JSON.parse(await readFile(path, 'utf8')) as { pid?: unknown; hostname?: unknown } | null;
    const pid = typeof v?.pid === 'number' && Number.isSafeInteger(v.pid) && v.pid > 0 ? v.pid : null;
    return { pid, hostname: typeof v?.hostname === 'string' ? v.hostname : null };
  } catch {
    return { pid: null, hostname: null };
  }
}

export async function lockDataFolder(options: DataFolderLockOptions): Promise<DataFolderLock> {
  const { dir, onLost } = options;
  const pid = options.pid ?? process.pid;
  const host = options.hostname ?? osHostname();
  const lockPath = join(dir, LOCK_NAME);
  const ownerPath = join(dir, OWNER_NAME);
  await mkdir(dir, { recursive: true });

  const take = async (): Promise<DataFolderLock | null> => {
    let release: () => Promise<void>;
    try {
      release = await lockfile.lock(dir, { lockfilePath: lockPath, realpath: false, stale: STALE_MS, update: UPDATE_MS, onCompromised: onLost });
    } catch (e) {
      if (errorCode(e) === 'ELOCKED') return null;
      throw e;
    }
    await writeFileAtomic(ownerPath, `${JSON.stringify({ pid, hostname: host })}\n`);
    return {
      ok: true,
      release: async () => {
        // The record first: a lock without one is refused as held, never taken as a dead one's.
        await rm(ownerPath, { force: true });
        await release();
      },
    };
  };

  const taken = await take();
  if (taken) return taken;
  const holder = await readHolder(ownerPath);
  const dead = holder.pid !== null && holder.pid !== pid && holder.hostname === host && !isRunning(holder.pid);
  if (!dead) return { ok: false, holder };
  // Claim the dead holder's lock by renaming its record away: only one claimant can.
  const claim = `${ownerPath}.claimed-${pid}`;
  try {
    await rename(ownerPath, claim);
  } catch (e) {
    if (errorCode(e) === 'ENOENT') return { ok: false, holder: await readHolder(ownerPath) };
    throw e;
  }
  const claimed = await readHolder(claim);
  if (claimed.pid !== holder.pid) {
    // Between the read and the rename a live holder wrote its record: it goes back.
    await rename(claim, ownerPath);
    return { ok: false, holder: claimed };
  }
  await rm(claim, { force: true });
  await rmdir(lockPath).catch((e: unknown) => {
    if (errorCode(e) !== 'ENOENT') throw e;
  });
  return (await take()) ?? { ok: false, holder: await readHolder(ownerPath) };
}
