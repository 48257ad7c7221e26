// The simulator's command line (contract.md section 6, fixed): `npm run sim -- --port <port>`
// prints exactly one line `listening on http://127.0.0.1:<port>/api/v1` once it accepts
// requests, binds to 127.0.0.1 only and stops cleanly on SIGINT/SIGTERM.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LINE = /^listening on http:\/\/127\.0\.0\.1:(\d+)\/api\/v1$/;
const START_TIMEOUT_MS = 5000;
const UA = 'StintTest/1.0 (cli)';

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

/** Starts a command and waits (at most 5 s) for the listening line on stdout. */
async function start(command: string, args: string[], isSimLine = (l: string) => l !== ''): Promise<Started> {
  const { child, out, err, exited } = run(command, args);
  const lines = () => out.join('').split('\n').map((l) => l.replace(/\r$/, '')).filter(isSimLine);
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!lines().some((l) => LINE.test(l))) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`exited before listening: ${child.exitCode} ${err.join('')}`);
    }
    if (Date.now() > deadline) throw new Error(`no listening line within ${START_TIMEOUT_MS} ms; stdout: ${JSON.stringify(out.join(''))}`);
    await new Promise((r) => setTimeout(r, 25));
  }
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
    body: 'email=ada%40example.com&password=demo-password&account_id=demo',
  });
  assert.equal(auth.status, 200);
  const { token } = (await auth.json()) as { token: string };
  const project = await fetch(`${baseUrl}/projects/1`, { headers: { 'user-agent': UA, 'x-api-token': token } });
  assert.equal(project.status, 200);
  assert.match(project.headers.get('x-ratelimit-minute') ?? '', /^limit=600, used=1, /);
}

async function assertClosed(port: number): Promise<void> {
  await assert.rejects(fetch(`http://127.0.0.1:${port}/api/v1/auth`, { method: 'POST' }), 'the port is closed');
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  await new Promise((r) => server.close(r));
  return port;
}

const DIRECT = [process.execPath, ['--import', 'tsx', 'test/sim/cli.ts']] as const;

describe('node --import tsx test/sim/cli.ts', () => {
  test('prints exactly the listening line, serves on 127.0.0.1 only, and SIGTERM stops it with exit code 0', async () => {
    const sim = await start(DIRECT[0], [...DIRECT[1], '--port', '0']);
    assert.ok(sim.port > 0);
    await assertServes(sim.baseUrl);
    await assert.rejects(fetch(`http://[::1]:${sim.port}/api/v1/auth`, { method: 'POST' }), 'not bound to ::1');
    assert.deepEqual(sim.stdout(), [sim.line], 'the listening line is the only stdout line');
    sim.child.kill('SIGTERM');
    const { code, signal } = await within(sim.exited, 5000, 'exit after SIGTERM');
    assert.equal(signal, null);
    assert.equal(code, 0);
    assert.deepEqual(sim.stdout(), [sim.line], 'nothing more on stdout when stopping');
    await assertClosed(sim.port);
  });

  test('SIGINT stops it with exit code 0', async () => {
    const sim = await start(DIRECT[0], [...DIRECT[1], '--port', '0']);
    sim.child.kill('SIGINT');
    const { code } = await within(sim.exited, 5000, 'exit after SIGINT');
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
        body: 'email=ada%40example.com&password=demo-password&account_id=demo',
      });
      const { token } = (await auth.json()) as { token: string };
      const answers = await Promise.all(Array.from({ length: 45 }, () =>
        fetch(`${sim.baseUrl}/projects/1`, { headers: { 'user-agent': UA, 'x-api-token': token } }).then((r) => r.status)));
      assert.deepEqual([...new Set(answers)], [200]);
    } finally {
      sim.child.kill('SIGTERM');
      assert.equal((await within(sim.exited, 5000, 'exit')).code, 0);
    }
  });

  for (const bad of ['abc', '70000', '1.5', '']) {
    test(`--port ${JSON.stringify(bad)} exits non-zero with a message and never listens`, async () => {
      const { out, err, exited } = run(DIRECT[0], [...DIRECT[1], '--port', bad]);
      const { code } = await within(exited, 10_000, 'exit');
      assert.notEqual(code, 0);
      assert.match(err.join(''), /--port/);
      assert.ok(!LINE.test(out.join('').trim()), 'no listening line');
    });
  }

  test('a port already in use exits non-zero', async () => {
    const first = await start(DIRECT[0], [...DIRECT[1], '--port', '0']);
    try {
      const { out, err, exited } = run(DIRECT[0], [...DIRECT[1], '--port', String(first.port)]);
      const { code } = await within(exited, 10_000, 'exit');
      assert.notEqual(code, 0);
      assert.match(err.join(''), /EADDRINUSE|in use/i);
      assert.equal(out.join(''), '');
    } finally {
      first.child.kill('SIGTERM');
      await within(first.exited, 5000, 'exit');
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
    await within(sim.exited, 5000, 'exit after SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    await assertClosed(sim.port);
  });

  test('SIGTERM to the npm process alone stops the simulator, and npm exits 0', async () => {
    const sim = await start('npm', ['run', 'sim', '--', '--port', '0'], simLines);
    try {
      sim.child.kill('SIGTERM');
      const { code } = await within(sim.exited, 5000, 'npm exit after SIGTERM');
      // Give the simulator a moment to close its port.
      let closed = false;
      for (let i = 0; i < 40 && !closed; i++) {
        closed = await fetch(`http://127.0.0.1:${sim.port}/api/v1/auth`, { method: 'POST' }).then(() => false, () => true);
        if (!closed) await new Promise((r) => setTimeout(r, 50));
      }
      assert.ok(closed, 'the simulator is still listening after npm was stopped (orphaned)');
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
