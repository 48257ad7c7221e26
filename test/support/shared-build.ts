// A build every test process of one `npm test` needs the same (the command line's bundle,
// the window's renderer) made once for the run instead of once a process: the first process
// to ask builds it, the others wait for it and read where it went. Each build took esbuild
// about a second of CPU, and a run made 64 of them for some 45 processes (65 s of CPU of the
// suite's 1,400, measured with process accounting, 29 November 2026).
//
// The run's folder is scripts/run-tests.mjs's (STINT_TEST_BUILDS), made at its start and
// removed at its end, so no run reads another's build and no build outlives its sources'
// state. A file run by itself (`node --test`) has no such folder: `sharedBuildsFolder()` is
// null and the caller builds for its process as before.
//
// Who builds is decided by `mkdir`, which only one process can win for a name. A builder that
// dies mid-build leaves its lock with its pid in it: a waiter that finds the pid gone builds
// in its place. A build that throws leaves its message, and every waiter throws it too.

import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** This run's folder of shared builds, or null outside `npm test`. */
export function sharedBuildsFolder(): string | null {
  return process.env.STINT_TEST_BUILDS || null;
}

/** How long a waiter polls between looks (ms). */
const POLL_MS = 50;
/** A hang guard: no build takes this long, even on a loaded machine. */
const GIVE_UP_MS = 5 * 60_000;

type Look<T> = { state: 'done'; value: T } | { state: 'failed'; message: string } | { state: 'building' } | { state: 'mine' };

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** One look at `name` in `folder`: built, failed, being built by a live process, or now ours to build. */
function look<T>(folder: string, name: string): Look<T> {
  const done = join(folder, `${name}.json`);
  if (existsSync(done)) return { state: 'done', value: JSON.parse(readFileSync(done, 'utf8')) as T };
  const failed = join(folder, `${name}.failed`);
  if (existsSync(failed)) return { state: 'failed', message: readFileSync(failed, 'utf8') };
  const lock = join(folder, `${name}.lock`);
  try {
    mkdirSync(lock);
    writeFileSync(join(lock, 'pid'), String(process.pid));
    return { state: 'mine' };
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  let pid = NaN;
  try {
    pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
  } catch {
    // The lock is made, its pid not written yet: being built.
    return { state: 'building' };
  }
  // The builder died before its result: the lock is taken back for the next look.
  if (Number.isInteger(pid) && !alive(pid) && !existsSync(done)) rmSync(lock, { recursive: true, force: true });
  return { state: 'building' };
}

/** Records the result where waiters look, all at once; answers it. */
function record<T>(folder: string, name: string, value: T): T {
  const done = join(folder, `${name}.json`);
  writeFileSync(`${done}.tmp`, JSON.stringify(value));
  renameSync(`${done}.tmp`, done);
  return value;
}

/** Records a failed build for the waiters, and throws it here. */
function recordFailure(folder: string, name: string, error: unknown): never {
  writeFileSync(join(folder, `${name}.failed`), error instanceof Error ? error.message : String(error));
  throw error;
}

/** The result when `l` says the build has ended (a failure thrown), or null while it has not. */
function ended<T>(l: Look<T>): { value: T } | null {
  if (l.state === 'done') return { value: l.value };
  if (l.state === 'failed') throw new Error(l.message);
  return null;
}

function waited(name: string, since: number): void {
  if (Date.now() - since > GIVE_UP_MS) throw new Error(`the shared build "${name}" did not end within ${GIVE_UP_MS / 60_000} minutes`);
}

/**
 * `build(dir)`'s result for this run (JSON), built into `<folder>/<name>/` by the first
 * process to ask; `folder` from sharedBuildsFolder(). Synchronous, for callers that are.
 */
export function sharedBuildSync<T>(folder: string, name: string, build: (dir: string) => T): T {
  const since = Date.now();
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    const l = look<T>(folder, name);
    const end = ended(l);
    if (end !== null) return end.value;
    if (l.state === 'mine') {
      try {
        return record(folder, name, build(join(folder, name)));
      } catch (error) {
        recordFailure(folder, name, error);
      }
    }
    waited(name, since);
    Atomics.wait(pause, 0, 0, POLL_MS);
  }
}

/** As sharedBuildSync, for a build that is asynchronous. */
export async function sharedBuild<T>(folder: string, name: string, build: (dir: string) => Promise<T>): Promise<T> {
  const since = Date.now();
  for (;;) {
    const l = look<T>(folder, name);
    const end = ended(l);
    if (end !== null) return end.value;
    if (l.state === 'mine') return build(join(folder, name)).then((value) => record(folder, name, value), (error: unknown) => recordFailure(folder, name, error));
    waited(name, since);
    await sleep(POLL_MS);
  }
}
