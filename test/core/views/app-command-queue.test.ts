// Commands from outside that come before the engine can act on them (`stint --toggle` that
// starts Stint; a second launch while it signs in) wait, then run once each, in order, on
// the real engine against the simulator. A line not understood does nothing but a log line.

import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import type { LogLevel } from '../../../main/core/ports.ts';
import { parseCommandLine } from '../../../main/core/views/app-command.ts';
import { AppCommandQueue, commandReadiness, HOLD_LIMIT_MS, type AppCommandHost } from '../../../main/core/views/app-command-queue.ts';
import { runAppCommand } from '../../../main/core/views/app-command-run.ts';
import { EngineHarness } from '../support/engine-harness.ts';

const argv = (...args: string[]) => parseCommandLine(['/opt/Stint/stint', ...args], { leading: 1 });

interface Seen {
  signInNeeded: number;
  readonly told: string[];
  readonly logs: { level: LogLevel; message: string; fields: unknown }[];
}

let h: EngineHarness;
let seen: Seen;

beforeEach(async () => {
  h = await EngineHarness.start();
  seen = { signInNeeded: 0, told: [], logs: [] };
});
afterEach(() => h.close());

/** The host the shell gives the queue: the real facade, commands run as the shell runs them. */
function host(): AppCommandHost {
  const logger = { log: (level: LogLevel, message: string, fields?: unknown) => void seen.logs.push({ level, message, fields }) };
  const tell = (message: string) => void seen.told.push(message);
  return {
    stint: h.stint,
    logger,
    tell,
    signInNeeded: () => void seen.signInNeeded++,
    run: (command) => runAppCommand(command, { stint: h.stint, logger, tell, showWindow: () => {}, quit: () => assert.fail('no quit'), openUrl: () => assert.fail('no page') }),
  };
}

async function quiet(queue: AppCommandQueue): Promise<void> {
  await h.settle();
  await queue.idle();
  await h.settle();
}

const starts = (from = 0) => h.sentSince(from).filter((r) => /^POST \/time-entries\/\d+\/start$/.test(r));
const stops = (from = 0) => h.sentSince(from).filter((r) => /^POST \/time-entries\/\d+\/stop$/.test(r));
const runningOnService = () => h.serviceEntries((e) => e.stopwatch_started_at !== null && e.user_id === 1);

describe('a command that comes before the session', () => {
  test('--toggle before sign-in waits, asks for the sign-in once, and runs exactly once after it', async () => {
    const queue = new AppCommandQueue(h.clock);
    queue.attach(host());
    assert.equal(queue.receive(argv('--toggle')), 'queued');
    await quiet(queue);
    assert.equal(queue.waiting, 1);
    assert.equal(seen.signInNeeded, 1);
    assert.deepEqual(runningOnService(), []);

    await h.signIn();
    await quiet(queue);
    assert.equal(queue.waiting, 0);
    assert.equal(runningOnService().length, 1, 'the toggle started the last entry');
    await h.advance(2 * 60_000);
    await quiet(queue);
    assert.equal(starts().length, 1, 'started once, never again');
    assert.equal(seen.signInNeeded, 1);
  });

  test('a command read before the app is ready (no log, no engine yet) is logged and run once everything exists', async () => {
    const queue = new AppCommandQueue(h.clock);
    assert.equal(queue.receive(argv('--toggle')), 'queued');
    assert.equal(queue.receive(argv('--toggle', '--nope')), 'ignored');
    await h.signIn();
    const mark = h.mark();
    queue.attach(host());
    await quiet(queue);
    assert.equal(starts(mark).length, 1);
    assert.deepEqual(
      seen.logs.map((l) => l.message),
      ['command: received', 'command: the command line was not understood; nothing was done'],
      'the lines kept until the log existed, in order',
    );
  });

  test('a restored session waits for its first read to be answered, then runs once', async () => {
    await h.signIn();
    await h.restart();
    const mark = h.mark();
    assert.equal(commandReadiness(h.stint.snapshot()), 'first-read', 'the read is out, not answered');
    const queue = new AppCommandQueue(h.clock);
    const readAtRun: (number | null)[] = [];
    const base = host();
    queue.attach({ ...base, run: (c) => (readAtRun.push(h.stint.snapshot().sync.lastReadAt), base.run(c)) });
    queue.receive(argv('--toggle'));
    assert.deepEqual(readAtRun, [], 'not run before the read is answered');
    await quiet(queue);
    assert.equal(readAtRun.length, 1);
    assert.notEqual(readAtRun[0], null, 'run on a snapshot the read had answered');
    assert.equal(starts(mark).length, 1);
  });

  test('--start by name before the first sign-in waits for the project list, not only the running entry, then starts once', async () => {
    const queue = new AppCommandQueue(h.clock);
    queue.attach(host());
    queue.receive(argv('--start', 'website redesign', 'From a key'));
    await h.signIn();
    await quiet(queue);
    assert.deepEqual(seen.told, [], 'nothing told: the project was found');
    const running = runningOnService();
    assert.equal(running.length, 1);
    assert.equal(running[0]!.description, 'From a key');
  });

  test('two commands before sign-in run in order: start, then stop', async () => {
    const queue = new AppCommandQueue(h.clock);
    queue.attach(host());
    queue.receive(argv('--toggle'));
    queue.receive(argv('--toggle'));
    await h.signIn();
    await quiet(queue);
    assert.equal(starts().length, 1);
    assert.equal(stops().length, 1);
    assert.deepEqual(runningOnService(), []);
  });

  test(`a command still waiting for a sign-in after ${HOLD_LIMIT_MS / 60_000} minutes is dropped and the person told`, async () => {
    const queue = new AppCommandQueue(h.clock);
    queue.attach(host());
    queue.receive(argv('--toggle'));
    await h.advance(HOLD_LIMIT_MS + 5_000);
    await h.signIn();
    await quiet(queue);
    assert.equal(queue.waiting, 0);
    assert.deepEqual(starts(), []);
    assert.match(seen.told.join('\n'), /did not carry out --toggle: it waited more than 5 minutes for a sign-in/);
  });
});

describe('commands that come faster than requests travel', () => {
  test('offline, a start and four toggles given at once, then a restart from the data folder and the network back: the service ends as the person meant', async () => {
    await h.signIn();
    const queue = new AppCommandQueue(h.clock);
    queue.attach(host());
    h.setOnline(false);
    // A key held to a toggle binding: nothing settles between the commands.
    queue.receive(argv('--start', 'website redesign', 'Offline work'));
    for (let i = 0; i < 4; i++) queue.receive(argv('--toggle'));
    await quiet(queue);
    assert.equal(queue.waiting, 0, 'every command went into the engine');
    // The person's own model: start, stop, continue, stop, continue: running "Offline work".
    const shown = h.stint.snapshot();
    assert.equal(shown.running?.description, 'Offline work');
    assert.ok(shown.sync.queued > 0, 'queued while offline');
    assert.deepEqual(seen.told, [], 'nothing refused');

    await h.restart();
    h.setOnline(true);
    await h.advanceUntil(() => h.stint.snapshot().sync.queued === 0, 10 * 60_000);
    await h.settle();
    const running = runningOnService();
    assert.equal(running.length, 1, 'one timer running on the service, never two');
    assert.equal(running[0]!.description, 'Offline work');
    assert.equal(h.stint.snapshot().running?.description, 'Offline work');
    // Everything the person did is on the service: the stopped pieces too, none of them running.
    const pieces = h.serviceEntries((e) => e.user_id === 1 && e.description === 'Offline work');
    assert.ok(pieces.length >= 1);
    assert.equal(pieces.filter((e) => e.stopwatch_started_at !== null).length, 1);
  });
});

describe('a command line not understood', () => {
  test('does nothing on a signed-in engine: no request, nothing waiting, one log line with the reasons', async () => {
    await h.signIn();
    const queue = new AppCommandQueue(h.clock);
    queue.attach(host());
    const mark = h.mark();
    for (const line of [argv('--toggle', '--foo'), argv('--start'), argv('--start', ''), argv('--toggle', '--stop')]) {
      assert.equal(queue.receive(line), 'ignored');
    }
    await quiet(queue);
    assert.deepEqual(h.sentSince(mark), []);
    assert.equal(queue.waiting, 0);
    const lines = seen.logs.filter((l) => l.level === 'warn');
    assert.equal(lines.length, 4);
    assert.match(JSON.stringify(lines[0]!.fields), /unknown option --foo/);
  });

  test('a plain launch is neither: the shell shows the window', async () => {
    const queue = new AppCommandQueue(h.clock);
    assert.equal(queue.receive(argv()), 'plain');
    assert.equal(queue.waiting, 0);
  });
});
