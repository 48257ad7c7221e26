// The test processes' own running (scripts/test-group.mjs): node:test's async hook there keeps
// only the tests themselves (scripts/test-group.mjs says why), so the test an uncaught error
// comes from is found another way. A batch of a fixture file is run as npm test runs one, and
// read through the events it sends: each error fails the very test it came from, named with
// its error; the other tests keep their suites and pass.

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { test } from 'node:test';

const root = new URL('../..', import.meta.url).pathname;

interface Ended {
  readonly type: string;
  readonly name: string;
  readonly nesting: number;
  readonly error: string;
}

async function runBatch(files: readonly string[]): Promise<{ ended: Ended[]; code: number | null; stderr: string }> {
  const child = spawn(
    process.execPath,
    [
      '--experimental-transform-types',
      '--disable-warning=ExperimentalWarning',
      '--import',
      pathToFileURL(join(root, 'scripts/test-loader.mjs')).href,
      '--test-reporter',
      './scripts/test-events.mjs',
      '--test-reporter-destination',
      'stdout',
      'scripts/test-group.mjs',
      ...files,
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  child.stdout!.resume();
  const ended: Ended[] = [];
  createInterface({ input: child.stdio[3] as NodeJS.ReadableStream }).on('line', (line) => {
    if (!line.startsWith('{')) return;
    const { type, data } = JSON.parse(line) as { type: string; data: { name: string; nesting: number; details?: { error?: { text?: string } } } };
    if (type === 'test:pass' || type === 'test:fail') ended.push({ type, name: data.name, nesting: data.nesting, error: data.details?.error?.text ?? '' });
  });
  const code = await new Promise<number | null>((r) => child.on('close', r));
  return { ended, code, stderr };
}

test('an error no test awaits fails the test it came from, named with its error; the other tests keep their suites and pass', async () => {
  const fixture = 'test/project/fixtures/errors-in-tests.fixture.ts';
  const { ended, code, stderr } = await runBatch([fixture]);
  const of = (name: string) => ended.find((e) => e.name === name);
  const rejection = of('an unhandled rejection after an await');
  assert.equal(rejection?.type, 'test:fail', `the rejection's test failed (stderr: ${stderr})`);
  assert.match(rejection!.error, /rejected, unawaited/);
  const timer = of('a timer that throws');
  assert.equal(timer?.type, 'test:fail', "the timer's test failed");
  assert.match(timer!.error, /thrown in a timer/);
  assert.equal(of('a clean test')?.type, 'test:pass');
  // Registered under their suite, inside the file's: the suite's body found its suite.
  assert.deepEqual(
    ended.filter((e) => ['its test', 'its subtests', 'a subtest', 'a suite'].includes(e.name)).map((e) => [e.name, e.nesting, e.type]),
    [
      ['its test', 2, 'test:pass'],
      ['a subtest', 3, 'test:pass'],
      ['its subtests', 2, 'test:pass'],
      ['a suite', 1, 'test:pass'],
    ],
  );
  assert.match(stderr, /unhandledRejection in "test\/project\/fixtures\/errors-in-tests\.fixture\.ts > an unhandled rejection after an await"/);
  assert.notEqual(code, 0, 'the process fails');
});
