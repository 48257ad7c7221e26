// The simulator's command line (contract.md section 6, fixed): `npm run sim -- --port <port>`
// prints exactly one line `listening on http://127.0.0.1:<port>/api/v1` once it accepts
// requests, binds to 127.0.0.1 only and stops cleanly on SIGINT/SIGTERM; --help, a bad
// option or a port in use print one line and exit, never a stack trace.
//
// These tests start real processes, so they wait for real events (a line, an exit, a
// closed port). Every wait has a generous limit that only guards against a hang: no
// assertion is about how long anything took.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { DEMO, encodeForm, UA } from '../support/sim-fixture.ts';
import { bundledEntry } from '../support/bundled-entry.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LINE = /^listening on http:\/\/127\.0\.0\.1:(\d+)\/api\/v1$/;
/** Hang guard for a process to start or stop (tsx compiles on start; machines may be loaded). */
const HANG_MS = 60_000;
/** POST /auth as the demo admin. */
const LOGIN = encodeForm({ email: DEMO.admin, password: DEMO.password, account_id: DEMO.accountId });

interface Started {
  child: ChildProcess;
  stdout: () => string[];
  stderr: () => string;
  line: string;
  port: number;
  baseUrl: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const children = new Set<ChildProcess>();
after(() => {
  // Never leave a simulator behind, whatever failed.
  for (const c of children) {
    if (c.exitCode !== null || c.signalCode !== null) continue;
    try {
      if (c.pid) process.kill(-c.pid, 'SIGKILL');
    } catch {
      c.kill('SIGKILL');
    }
  }
});

function run(command: string, args: string[]): { child: ChildProcess; out: string[]; err: string[]; exited: Started['exited'] } {
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: { ...process.env } });
  children.add(child);
  const out: string[] = [];
  const err: string[] = [];
  child.stdout!.setEncoding('utf8').on('data', (d: string) => out.push(d));
  child.stderr!.setEncoding('utf8').on('data', (d: string) => err.push(d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
  });
  return { child, out, err, exited };
}

/** Starts a command and waits for the listening line on stdout. */
async function start(command: string, args: string[], isSimLine = (l: string) => l !== ''): Promise<Started> {
  const { child, out, err, exited } = run(command, args);
  const lines = () => out.join('').split('\n').map((l) => l.replace(/\r$/, '')).filter(isSimLine);
  const listening = new Promise<void>((resolve, reject) => {
    const check = () => {
      if (lines().some((l) => LINE.test(l))) resolve();
    };
    child.stdout!.on('data', check);
    child.on('exit', (code) => reject(new Error(`exited before listening: ${code} ${err.join('')}`)));
    check();
  });
  await within(listening, HANG_MS, `the listening line (stdout: ${JSON.stringify(out.join(''))})`);
  const line = lines().find((l) => LINE.test(l))!;
  const port = Number(LINE.exec(line)![1]);
  return { child, stdout: lines, stderr: () => err.join(''), line, port, baseUrl: `http://127.0.0.1:${port}/api/v1`, exited };
}

async function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not happen within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([p, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function assertServes(baseUrl: string): Promise<void> {
  const auth = await fetch(`${baseUrl}/auth`, {
    method: 'POST',
    headers: { 'user-agent': UA, 'content-type': 'application/x-www-form-urlencoded' },
    body: LOGIN,
  });
  assert.equal(auth.status, 200);
  const { token } = (await auth.json()) as { token: string };
  const project = await fetch(`${baseUrl}/projects/1`, { headers: { 'user-agent': UA, 'x-api-token': token } });
  assert.equal(project.status, 200);
  assert.match(project.headers.get('x-ratelimit-minute') ?? '', /^limit=600, used=1, /);
}

/** What Node's fetch throws when nothing listens on the port. */
function refused(e: unknown): boolean {
  assert.ok(e instanceof TypeError, String(e));
  assert.equal((e.cause as { code?: string } | undefined)?.code, 'ECONNREFUSED', String(e.cause));
  return true;
}

async function assertClosed(port: number): Promise<void> {
  await assert.rejects(fetch(`http://127.0.0.1:${port}/api/v1/auth`, { method: 'POST' }), refused, 'the port is closed');
}

/** Whether this machine has an IPv6 loopback at all (some CI machines do not). */
async function hasIpv6Loopback(): Promise<boolean> {
  const server = createServer();
  const ok = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(0, '::1', () => resolve(true));
  });
  if (ok) await new Promise((r) => server.close(r));
  return ok;
}

/** Waits until every process of the group has exited (the simulator under npm and tsx). */
async function groupGone(pid: number): Promise<void> {
  const alive = () => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  await within((async () => {
    while (alive()) await new Promise((r) => setTimeout(r, 20));
  })(), HANG_MS, 'the process group to exit');
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  await new Promise((r) => server.close(r));
  return port;
}

/**
 * The simulator's program itself, bundled (test/support/bundled-entry.ts): these cases start
 * it ten times, at a quarter of the CPU of a start through tsx. The README's way, `npm run
 * sim` (through tsx), is the describe below.
 */
const DIRECT = [process.execPath, [bundledEntry('test/sim/cli.ts')]] as const;

describe('test/sim/cli.ts, bundled', () => {
  test('prints exactly the listening line, serves on 127.0.0.1 only, and SIGTERM stops it with exit code 0', async (t) => {
    const sim = await start(DIRECT[0], [...DIRECT[1], '--port', '0']);
    assert.ok(sim.port > 0);
    await assertServes(sim.baseUrl);
    if (await hasIpv6Loopback()) await assert.rejects(fetch(`http://[::1]:${sim.port}/api/v1/auth`, { method: 'POST' }), refused, 'not bound to ::1');
    else t.diagnostic('no IPv6 loopback on this machine: the ::1 check is skipped');
    assert.deepEqual(sim.stdout(), [sim.line], 'the listening line is the only stdout line');
    sim.child.kill('SIGTERM');
    const { code, signal } = await within(sim.exited, HANG_MS, 'exit after SIGTERM');
    assert.equal(signal, null);
    assert.equal(code, 0);
    assert.deepEqual(sim.stdout(), [sim.line], 'nothing more on stdout when stopping');
    await assertClosed(sim.port);
  });

  test('SIGINT stops it with exit code 0', async () => {
    const sim = await start(DIRECT[0], [...DIRECT[1], '--port', '0']);
    sim.child.kill('SIGINT');
    const { code } = await within(sim.exited, HANG_MS, 'exit after SIGINT');
    assert.equal(code, 0);
    await assertClosed(sim.port);
  });

  test('--port <n> listens on that port; --no-limits lifts the limits', async () => {
    const port = await freePort();
    const sim = await start(DIRECT[0], [...DIRECT[1], '--port', String(port), '--no-limits']);
    try {
      assert.equal(sim.line, `listening on http://127.0.0.1:${port}/api/v1`);
      const auth = await fetch(`${sim.baseUrl}/auth`, {
        method: 'POST', headers: { 'user-agent': UA, 'content-type': 'application/x-www-form-urlencoded' },
        body: LOGIN,
      });
      const { token } = (await auth.json()) as { token: string };
      const answers = await Promise.all(Array.from({ length: 45 }, () =>
        fetch(`${sim.baseUrl}/projects/1`, { headers: { 'user-agent': UA, 'x-api-token': token } }).then((r) => r.status)));
      assert.deepEqual([...new Set(answers)], [200]);
    } finally {
      sim.child.kill('SIGTERM');
      assert.equal((await within(sim.exited, HANG_MS, 'exit')).code, 0);
    }
  });

  /** Runs the command to its end: exit code, stdout, stderr. */
  async function runToEnd(args: string[]): Promise<{ code: number | null; out: string; err: string }> {
    const { out, err, exited } = run(DIRECT[0], [...DIRECT[1], ...args]);
    const { code } = await within(exited, HANG_MS, 'exit');
    return { code, out: out.join(''), err: err.join('') };
  }

  for (const bad of ['abc', '70000', '1.5', '']) {
    test(`--port ${JSON.stringify(bad)} exits 2 with one line naming --port and never listens`, async () => {
      const { code, out, err } = await runToEnd(['--port', bad]);
      assert.equal(code, 2);
      assert.equal(out, '', 'no listening line');
      assert.match(err, /^sim: --port must be an integer 0\.\.65535, got "[^"\n]*" \(--help for usage\)\n$/);
    });
  }

  for (const args of [['--bogus'], ['--port'], ['extra']]) {
    test(`${args.join(' ')}: exits 2 with one line, not a stack trace`, async () => {
      const { code, out, err } = await runToEnd(args);
      assert.equal(code, 2);
      assert.equal(out, '');
      assert.match(err, /^sim: [^\n]+ \(--help for usage\)\n$/);
      assert.doesNotMatch(err, /\n\s+at /, 'no stack trace');
    });
  }

  test('--help prints the usage line and the options on stdout and exits 0', async () => {
    const { code, out, err } = await runToEnd(['--help']);
    assert.equal(code, 0);
    assert.equal(err, '');
    const lines = out.trimEnd().split('\n');
    assert.match(lines[0]!, /^usage: npm run sim -- \[--port <0\.\.65535>\] \[--no-limits\]$/);
    assert.ok(lines.length <= 5, out);
    assert.ok(!LINE.test(out), 'it does not start');
  });

  test('a port already in use: one line "port N is in use", exit 1, no stack trace', async () => {
    const first = await start(DIRECT[0], [...DIRECT[1], '--port', '0']);
    try {
      const { code, out, err } = await runToEnd(['--port', String(first.port)]);
      assert.equal(code, 1);
      assert.equal(out, '');
      assert.equal(err, `sim: port ${first.port} is in use\n`);
    } finally {
      first.child.kill('SIGTERM');
      await within(first.exited, HANG_MS, 'exit');
    }
  });
});

describe('npm run sim -- --port 0', () => {
  // npm's own banner (`> stint@0.1.0 sim`, `> tsx ...`) and blank lines are not the simulator's.
  const simLines = (l: string) => l.trim() !== '' && !l.startsWith('> ');

  test('prints the listening line as its only line and serves; SIGTERM to the process group stops it', async () => {
    const sim = await start('npm', ['run', 'sim', '--', '--port', '0'], simLines);
    await assertServes(sim.baseUrl);
    assert.deepEqual(sim.stdout(), [sim.line]);
    process.kill(-sim.child.pid!, 'SIGTERM');
    await within(sim.exited, HANG_MS, 'exit after SIGTERM');
    await groupGone(sim.child.pid!);
    await assertClosed(sim.port);
  });

  test('SIGTERM to the npm process alone stops the simulator, and npm exits 0', async () => {
    const sim = await start('npm', ['run', 'sim', '--', '--port', '0'], simLines);
    try {
      sim.child.kill('SIGTERM');
      const { code } = await within(sim.exited, HANG_MS, 'npm exit after SIGTERM');
      // An orphaned simulator would keep the group alive (and the port open) until the hang guard.
      await groupGone(sim.child.pid!);
      await assertClosed(sim.port);
      assert.equal(code, 0);
    } finally {
      try {
        process.kill(-sim.child.pid!, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  });
});
