// `npm run dev:browser` as a person runs it: a real process against an in-process
// simulator. Each wait has a generous limit that only guards against a hang.

import assert from 'node:assert/strict';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import { startSim, type RunningSim } from '../sim/start.ts';
import { DEMO } from '../support/sim-fixture.ts';
import { PageSocket, fixtureRenderer, socketUrlOf } from './support/page-socket.ts';
import { HANG_GUARD } from '../support/hang-guard.ts';
import { bundledEntry } from '../support/bundled-entry.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Hang guard only: tsx compiles on start, and the machine may be loaded. */
let sim: RunningSim;

before(async () => {
  sim = await startSim();
});
after(() => sim.close());

interface Ran {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

function launch(args: string[]): { child: ChildProcessWithoutNullStreams; firstLine: Promise<string>; done: Promise<Ran> } {
  const child = spawn(process.execPath, [bundledEntry('test/harness/cli.ts'), ...args], { cwd: ROOT, stdio: 'pipe' });
  let stdout = '';
  let stderr = '';
  let gotLine: (line: string) => void = () => {};
  const firstLine = new Promise<string>((resolve) => (gotLine = resolve));
  child.stdout.setEncoding('utf8').on('data', (d: string) => {
    stdout += d;
    if (stdout.includes('\n')) gotLine(stdout.split('\n')[0]!);
  });
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const done = new Promise<Ran>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
  void done.then((r) => gotLine(r.stdout.split('\n')[0] ?? ''));
  return { child, firstLine, done };
}

test('prints exactly one line when ready, serves the window, and stops cleanly on SIGTERM and SIGINT', HANG_GUARD, async () => {
  const rendererDir = fixtureRenderer();
  try {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const dataDir = mkdtempSync(join(tmpdir(), 'stint-harness-cli-'));
      // --port 0 here; a fixed port is the same code path and could collide on a busy machine.
      const run = launch(['--base-url', sim.baseUrl, '--port', '0', '--data-dir', dataDir, '--renderer-dir', rendererDir]);
      try {
        const line = await run.firstLine;
        const m = /^harness on (http:\/\/127\.0\.0\.1:(\d+)\/)$/.exec(line);
        assert.ok(m, `ready line: ${JSON.stringify(line)}`);
        // A signed-in engine with a page connected is what SIGTERM and SIGINT must close.
        const page = await PageSocket.open(await socketUrlOf(m[1]!), `http://127.0.0.1:${m[2]}`);
        const answer = await page.invoke('stint:signIn', { baseUrl: sim.baseUrl, email: DEMO.admin, password: DEMO.password, accountId: DEMO.accountId });
        assert.deepEqual(answer, { ok: true, value: { ok: true } });
        run.child.kill(signal);
        const ran = await run.done;
        assert.equal(ran.code, 0, ran.stderr);
        assert.equal(ran.stdout, `${line}\n`, 'exactly one line on stdout');
        assert.match(ran.stderr, /secrets: memory only/);
        // The engine closed and wrote its settings (the service address the form starts with).
        assert.ok(readdirSync(dataDir).includes('settings.json'));
      } finally {
        run.child.kill('SIGKILL');
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  } finally {
    rmSync(rendererDir, { recursive: true, force: true });
  }
});

test('a bad option prints one line on stderr and exits 2', HANG_GUARD, async () => {
  for (const args of [['--port', '5173'], ['--base-url', 'ftp://x', '--port', '1'], ['--base-url', sim.baseUrl, '--port', '70000'], ['--bogus']]) {
    const ran = await launch(args).done;
    assert.equal(ran.code, 2, args.join(' '));
    assert.equal(ran.stdout, '');
    assert.equal(ran.stderr.trimEnd().split('\n').length, 1, ran.stderr);
    assert.match(ran.stderr, /^dev:browser: .*\(--help for usage\)\n$/);
  }
});
