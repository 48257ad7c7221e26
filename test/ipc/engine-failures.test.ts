// Whatever the engine throws, the window gets a typed `failed` answer in plain words: no
// message of the error (it may quote a request, a token or a path), no stack trace. The
// error itself goes to `onFailure`, for the log.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { COMMAND_CHANNELS } from '../../main/ipc/contract.ts';
import { createIpcHandlers } from '../../main/ipc/handlers.ts';
import { FakeStint } from './fake-stint.ts';
import { COMMANDS, VALID } from './valid-payloads.ts';

const FAILED_MESSAGE = 'Stint ran into an internal error and could not finish this. Try again; the log file has the details.';

const SECRET = 'tok_canary_5f1e';

const THROWN: readonly [string, unknown][] = [
  ['an Error quoting a secret', new Error(`request failed with x-api-token ${SECRET}`)],
  ['a TypeError', new TypeError(`Cannot read properties of undefined (reading '${SECRET}')`)],
  ['a string', `boom ${SECRET}`],
  ['an object', { token: SECRET }],
  ['null', null],
];

for (const command of COMMANDS) {
  const channel = COMMAND_CHANNELS[command];
  for (const [what, thrown] of THROWN) {
    test(`${channel}: the engine throwing ${what} is answered failed, in plain words`, async () => {
      const fake = new FakeStint();
      fake.throwing = thrown;
      const logged: [string, unknown][] = [];
      const handlers = createIpcHandlers(fake, { isTrustedSender: () => true, onFailure: (ch, e) => logged.push([ch, e]) });
      const answer = await handlers[channel](null, VALID[command]);
      assert.deepEqual(answer, { ok: false, error: { kind: 'failed', message: FAILED_MESSAGE } });
      assert.equal(JSON.stringify(answer).includes(SECRET), false);
      assert.equal(fake.calls.length, 1);
      assert.deepEqual(logged, [[channel, thrown]]);
    });
  }
}

test('a failing onFailure does not turn the answer into a throw', async () => {
  const fake = new FakeStint();
  fake.throwing = new Error('engine down');
  const handlers = createIpcHandlers(fake, {
    isTrustedSender: () => true,
    onFailure: () => {
      throw new Error('log disk full');
    },
  });
  assert.deepEqual(await handlers['stint:refresh'](null, null), { ok: false, error: { kind: 'failed', message: FAILED_MESSAGE } });
});
