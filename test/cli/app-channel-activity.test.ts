// `activity ...` sent by the command line while the app holds the data folder: run on the
// app's own record at once (its desktop watched or not from that instant), the status in the
// app's words (it has a backend open), on the harness's accounts with a scripted desktop.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { serveCommandLine, type CommandLineChannel } from '../../main/cli/app-channel-server.ts';
import { sendToApp } from '../../main/cli/app-channel.ts';
import { AccountsHarness } from '../core/support/accounts-harness.ts';
import { personStint } from '../../main/core/accounts/person-stint.ts';
import { runOf } from './support/app-side.ts';

let h: AccountsHarness | undefined;
let channel: CommandLineChannel | undefined;
afterEach(async () => {
  await channel?.close();
  await h?.close();
});

async function said(line: string): Promise<readonly string[]> {
  const sent = await sendToApp(h!.dataDir, { line: line, run: runOf() });
  assert.ok(sent.reached, line);
  assert.equal(sent.answer.ok, true, `${line}: ${sent.answer.lines.join('\n')}`);
  return sent.answer.lines;
}

test('on, pause, resume and off reach the running app\'s record at once; its status is the app\'s', { skip: process.platform === 'win32' ? 'the channel here is a Unix socket' : false }, async () => {
  h = await AccountsHarness.start();
  channel = await serveCommandLine({ dataDir: h.dataDir, hub: h.hub, person: personStint(h.hub), clock: h.clock, platform: process.platform, logger: { log: () => undefined } });
  const record = h.hub.activity!;

  assert.deepEqual(await said('activity on'), ['The activity record is on: Stint records the window in focus while it runs, kept 30 days on this computer only.', 'Stint can record the window in focus on this desktop.']);
  assert.deepEqual([record.state(), h.activity.watching], ['on', 1], 'the app records from that instant');
  h.activity.focus('Code', 'invoice.ts');
  const status = await said('activity status');
  assert.equal(status[0], 'Activity record: on, recording.');
  assert.equal(status.at(-1), 'Stint can record the window in focus on this desktop.');
  assert.ok(!status.join('\n').includes('invoice.ts'), 'no title is printed');

  assert.match((await said('activity pause hour'))[0]!, /^The activity record is paused until /);
  assert.deepEqual([record.state(), h.activity.watching], ['paused', 0], 'paused: the desktop is not watched');
  await said('activity resume');
  assert.deepEqual([record.state(), h.activity.watching], ['on', 1]);
  await said('activity off');
  assert.deepEqual([record.state(), h.activity.watching], ['off', 0]);
});
