// The app's side of the command line's channel, on the accounts of a harness (the manual
// clock, the simulator): a command sent is run on those accounts and answered; what is not a
// request of this version gets a clear refusal and runs nothing; a password command is refused
// (the window signs in); the socket is its owner's alone; a socket left by a dead holder is
// replaced. The boot test drives the same channel from a real command line to the built app.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { statSync, writeFileSync } from 'node:fs';
import { serveCommandLine, type CommandLineChannel } from '../../main/cli/app-channel-server.ts';
import { channelPath, readAppLine, sendToApp } from '../../main/cli/app-channel.ts';
import { AccountsHarness } from '../core/support/accounts-harness.ts';
import { personStint } from '../../main/core/accounts/person-stint.ts';
import { runOf } from './support/app-side.ts';

let h: AccountsHarness | undefined;
let channel: CommandLineChannel | undefined;
afterEach(async () => {
  await channel?.close();
  await h?.close();
});

/** Sends raw text and reads the answer line. */
function raw(dir: string, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const s = connect(channelPath(dir));
    let got = '';
    s.setEncoding('utf8');
    s.on('data', (d: string) => (got += d));
    s.on('end', () => resolve(got));
    s.on('error', reject);
    s.on('connect', () => s.write(text));
  });
}

test('a command sent is run on the app\'s accounts and answered; a request not of this version is refused, running nothing; signin is refused', { skip: process.platform === 'win32' ? 'the socket file mode is POSIX' : false }, async () => {
  h = await AccountsHarness.start();
  await h.signInFirst();
  // A socket file left by a holder that died: replaced.
  writeFileSync(channelPath(h.dataDir), 'stale');
  channel = await serveCommandLine({ dataDir: h.dataDir, hub: h.hub, person: personStint(h.hub), clock: h.clock, platform: process.platform, logger: { log: () => undefined } });
  assert.equal(statSync(channelPath(h.dataDir)).mode & 0o777, 0o600, 'only its owner may connect');

  const status = await sendToApp(h.dataDir, { line: 'status', run: runOf() });
  assert.ok(status.reached);
  assert.equal(status.answer.ok, true);
  assert.match(status.answer.lines[0]!, /^Signed in as Ada Lovelace/);

  const requests = h.sim.sim.ctx.requests;
  const run = JSON.stringify(runOf());
  const bad = [
    'not json\n',
    '{"stintCommandLine":1,"line":"stop"}\n',
    `{"stintCommandLine":3,"line":"stop","run":${run}}\n`,
    '{"stintCommandLine":2,"line":"stop"}\n',
    `{"line":"stop","run":${run}}\n`,
    `{"stintCommandLine":2,"line":"${'x'.repeat(10_001)}","run":${run}}\n`,
    // The run's choices checked too: a folder that is not a full path, an account key that is not one.
    `{"stintCommandLine":2,"line":"stop","run":${JSON.stringify({ ...runOf(), cwd: 'relative/folder' })}}\n`,
    `{"stintCommandLine":2,"line":"stop","run":${JSON.stringify({ ...runOf(), account: '../main' })}}\n`,
  ];
  for (const text of bad) {
    const answer = JSON.parse(await raw(h.dataDir, text)) as { ok: boolean; lines: string[] };
    assert.deepEqual(answer.lines, ['error: the app could not read this command (a newer or older command line?).'], text.slice(0, 60));
    assert.equal(answer.ok, false);
  }
  assert.equal(h.sim.sim.ctx.requests, requests, 'nothing was run');

  // The run's account removed since it chose it (in the window, or by another terminal): said, and the first account used.
  const gone = await sendToApp(h.dataDir, { line: 'status', run: runOf('a12345678') });
  assert.ok(gone.reached);
  assert.equal(gone.answer.lines[0], 'note: the account this run used is no longer here: its commands now act on the first account.');
  assert.match(gone.answer.lines[1]!, /^Signed in as Ada Lovelace/);
  assert.equal(gone.answer.account, 'main');

  const signin = await sendToApp(h.dataDir, { line: 'signin ada@example.com demo', run: runOf() });
  assert.ok(signin.reached);
  assert.deepEqual([signin.answer.ok, signin.answer.lines], [false, ['error: Stint is running on this folder: sign in in its window (a password is never passed to it from the command line).']]);
  const typo = await sendToApp(h.dataDir, { line: 'strat 1', run: runOf() });
  assert.ok(typo.reached);
  assert.deepEqual([typo.answer.ok, typo.answer.lines], [false, ['error: unknown command "strat": type help for the list']]);
});

test('nothing listens on a folder without the app: the command line is told it was not reached', async () => {
  h = await AccountsHarness.start();
  const sent = await sendToApp(h.dataDir, { line: 'status', run: runOf() });
  assert.equal(sent.reached, false);
});

test('a command that waits on the service: the app says it works on it until it answers, so the command line keeps waiting', { skip: process.platform === 'win32' ? 'the channel here is a Unix socket' : false }, async () => {
  h = await AccountsHarness.start();
  await h.signInFirst();
  channel = await serveCommandLine({ dataDir: h.dataDir, hub: h.hub, person: personStint(h.hub), clock: h.clock, platform: process.platform, logger: { log: () => undefined }, workingEveryMs: 5 });
  // The start's answer held on its way back until the app has said three times that it works on it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  h.afterAnswer = async (_account, method) => {
    if (method === 'POST') await held;
  };
  const lines = await new Promise<unknown[]>((resolve, reject) => {
    const got: unknown[] = [];
    let text = '';
    const s = connect(channelPath(h!.dataDir));
    s.setEncoding('utf8');
    s.on('data', (d: string) => {
      text += d;
      for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n')) {
        got.push(JSON.parse(text.slice(0, nl)));
        text = text.slice(nl + 1);
        if (got.length === 3) release();
      }
    });
    s.on('end', () => resolve(got));
    s.on('error', reject);
    s.on('connect', () => s.write(`${JSON.stringify({ stintCommandLine: 2, line: 'start 5 Held on its way back', run: runOf() })}\n`));
  });
  const working = lines.slice(0, -1);
  assert.ok(working.length >= 3, JSON.stringify(lines));
  assert.ok(working.every((l) => JSON.stringify(l) === '{"stintCommandLine":2,"working":true}'), JSON.stringify(lines));
  const answer = readAppLine(lines.at(-1));
  assert.ok(answer && !answer.working, JSON.stringify(lines.at(-1)));
  assert.equal(answer.answer.ok, true);
  assert.match(answer.answer.lines[0]!, /^Running: Website Redesign: Held on its way back/);
  assert.equal(answer.answer.account, 'main');
});
