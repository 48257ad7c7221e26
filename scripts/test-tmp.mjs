// Where the test processes keep their temporary folders (TMPDIR): a folder of this run in
// memory (/dev/shm, a tmpfs on Debian) where the machine has one with room, else the system's.
// The engine's store syncs every write to disk (fsync) and the tests open thousands of data
// folders: on the disk of a shared 2-core machine engine-midnight-stop took 19.0-21.3 s of
// user CPU and 41-88 s of wall time, in memory 13.2-16.5 s and 16-35 s. The code under test
// is the same; only where its files land differs. STINT_TEST_TMPDIR=<folder> chooses another.
import { mkdtempSync, readFileSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const TMPFS_MAGIC = 0x01021994;
const ROOM_BYTES = 2 * 1024 ** 3;

/** Some tests run programs they write to a temporary folder: a noexec mount would refuse them. */
function mountedNoexec(dir) {
  const line = readFileSync('/proc/self/mounts', 'utf8').split('\n').find((l) => l.split(' ')[1] === dir);
  return line === undefined || line.split(' ')[3].split(',').includes('noexec');
}

function inMemory(dir) {
  try {
    const s = statfsSync(dir);
    return s.type === TMPFS_MAGIC && s.bavail * s.bsize >= ROOM_BYTES && !mountedNoexec(dir);
  } catch {
    return false;
  }
}

/** This run's temporary folder, removed when the process exits; its parent said in `where`. */
export function testTmpDir() {
  const parent = process.env.STINT_TEST_TMPDIR ?? (inMemory('/dev/shm') ? '/dev/shm' : tmpdir());
  let dir;
  try {
    dir = mkdtempSync(join(parent, 'stint-tests-'));
  } catch {
    dir = mkdtempSync(join(tmpdir(), 'stint-tests-'));
  }
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
