// The command line's channel is its owner's alone from the instant its socket exists, not
// only once a chmod after `listen` came: the socket is looked at the moment `listen` has
// bound it, under the usual umask (022) that would make it 0755.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { Server } from 'node:net';
import { statSync } from 'node:fs';
import { serveCommandLine, type CommandLineChannel } from '../../main/cli/app-channel-server.ts';
import { channelPath } from '../../main/cli/app-channel.ts';
import { AccountsHarness } from '../core/support/accounts-harness.ts';
import { personStint } from '../../main/core/accounts/person-stint.ts';

let h: AccountsHarness | undefined;
let channel: CommandLineChannel | undefined;
afterEach(async () => {
  await channel?.close();
  await h?.close();
});

test('the socket is never wider than 0600, even at the instant listen binds it', { skip: process.platform === 'win32' ? 'a named pipe has no file mode' : false }, async (t) => {
  h = await AccountsHarness.start();
  const path = channelPath(h.dataDir);
  const seen: number[] = [];
  const listen = Server.prototype.listen;
  t.mock.method(Server.prototype, 'listen', function (this: Server, ...args: unknown[]) {
    const r = (listen as (...a: unknown[]) => Server).apply(this, args);
    // listen binds a path before it returns: what the socket is now, before any later step.
    seen.push(statSync(path).mode & 0o777);
    return r;
  });
  const umask = process.umask(0o022);
  let after: number;
  try {
    channel = await serveCommandLine({ dataDir: h.dataDir, hub: h.hub, person: personStint(h.hub), clock: h.clock, platform: process.platform, logger: { log: () => undefined } });
  } finally {
    after = process.umask(umask);
  }
  assert.deepEqual(seen, [0o600]);
  assert.equal(after, 0o022, 'the umask is put back');
  assert.equal(statSync(path).mode & 0o777, 0o600);
});
