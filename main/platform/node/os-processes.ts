// What the operating system says about a process, for the data folder's lock: whether a pid
// runs, and when that process started as the OS counts it, so that a pid reused by another
// process after the holder died is told apart from the holder. No wall clock is read: a
// start time is the OS's own mark for the process, the same however often it is asked.
//
//   Linux    /proc/<pid>/stat field 22 (starttime, in clock ticks since boot) and the boot id
//            (/proc/sys/kernel/random/boot_id): a tick count means something within one boot.
//   macOS    `ps -o lstart= -p <pid>` (the start to the second) and `sysctl -n kern.boottime`.
//   Windows  the pid alone: no start time is read (`ps` does not exist, and PowerShell's
//            Get-Process takes about a second to start), so a pid reused after a crash is taken
//            for the holder and the person is told to quit it; the lock is never taken wrongly.

import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';

export interface ProcessProbe {
  /** The pid names a running process (one of another user's included). */
  readonly running: boolean;
  /** Its start as the OS gives it (an opaque token); null where it cannot be read. */
  readonly started: string | null;
}

export interface OsProcesses {
  /** This boot of the machine (an opaque token); null where it cannot be read. */
  bootId(): Promise<string | null>;
  probe(pid: number): Promise<ProcessProbe>;
}

function errorCode(e: unknown): string | undefined {
  return (e as NodeJS.ErrnoException | null)?.code;
}

/** Whether a signal could reach the pid: a process of another user answers EPERM, and runs. */
export function signalReaches(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return errorCode(e) === 'EPERM';
  }
}

/**
 * Field 22 of a /proc/<pid>/stat line. The second field (the command's name, in parentheses)
 * may hold spaces and parentheses itself, so the fields are counted after its last `)`.
 */
export function statStartTime(stat: string): string | null {
  const close = stat.lastIndexOf(')');
  if (close < 0) return null;
  // After the name come fields 3, 4, ...: field 22 is the 20th of them.
  const field = stat.slice(close + 1).trim().split(/\s+/)[19];
  return field !== undefined && /^\d+$/.test(field) ? field : null;
}

function run(command: string, args: readonly string[]): Promise<string | null> {
  return new Promise((resolve) => {
    execFile(command, args, { timeout: 5_000, encoding: 'utf8' }, (error, stdout) => resolve(error ? null : stdout.trim() || null));
  });
}

const linux: OsProcesses = {
  async bootId() {
    try {
      return (await readFile('/proc/sys/kernel/random/boot_id', 'utf8')).trim() || null;
    } catch {
      return null;
    }
  },
  async probe(pid) {
    try {
      return { running: true, started: statStartTime(await readFile(`/proc/${pid}/stat`, 'utf8')) };
    } catch (e) {
      // No such process; or no /proc here (a container without it): the signal says whether it runs.
      if (errorCode(e) === 'ENOENT' && (await readFile('/proc/self/stat', 'utf8').then(() => true, () => false))) return { running: false, started: null };
      return { running: signalReaches(pid), started: null };
    }
  },
};

const bsd: OsProcesses = {
  bootId: () => run('sysctl', ['-n', 'kern.boottime']),
  async probe(pid) {
    if (!signalReaches(pid)) return { running: false, started: null };
    return { running: true, started: await run('ps', ['-o', 'lstart=', '-p', String(pid)]) };
  },
};

const pidOnly: OsProcesses = {
  bootId: async () => null,
  probe: async (pid) => ({ running: signalReaches(pid), started: null }),
};

export function osProcesses(platform: NodeJS.Platform = process.platform): OsProcesses {
  if (platform === 'linux' || platform === 'android') return linux;
  if (platform === 'win32') return pidOnly;
  return bsd;
}
