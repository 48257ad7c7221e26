// What an installed Stint refuses on its command line and ignores in its environment.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { appEnvironment, debuggingSwitches } from '../../main/platform/electron/launch-guard.ts';

test('debugging switches are found wherever they stand, with or without a value, each named once', () => {
  assert.deepEqual(debuggingSwitches(['/opt/Stint/stint', '--toggle']), []);
  assert.deepEqual(
    debuggingSwitches(['/opt/Stint/stint', '--remote-debugging-port=9222', '--inspect', '--inspect-brk=9229', '--remote-debugging-pipe', '--inspect']),
    ['--remote-debugging-port', '--inspect', '--inspect-brk', '--remote-debugging-pipe'],
  );
  // A start target that merely mentions one is the person's text, not a switch.
  assert.deepEqual(debuggingSwitches(['/opt/Stint/stint', '--start', 'Docs/--inspect']), []);
  assert.deepEqual(debuggingSwitches(['/opt/Stint/stint', '--inspector-of-things']), []);
  // Chromium's own, given some other way than the argv.
  assert.deepEqual(debuggingSwitches(['/opt/Stint/stint'], (n) => n === 'remote-debugging-port'), ['--remote-debugging-port']);
});

test('an installed app drops the development variables (and says which); a development run keeps them', () => {
  const env = { HOME: '/home/ada', STINT_DEMO_ACCOUNT: '{}', STINT_SERVICE_URL: 'http://127.0.0.1:1/api/v1', STINT_USER_DATA_DIR: '/tmp/x', STINT_TEST_HOOKS: '1' };
  const installed = appEnvironment(env, true);
  assert.deepEqual(installed.env, { HOME: '/home/ada' });
  assert.deepEqual(installed.ignored, ['STINT_DEMO_ACCOUNT', 'STINT_SERVICE_URL', 'STINT_USER_DATA_DIR', 'STINT_TEST_HOOKS']);
  assert.deepEqual(appEnvironment(env, false), { env, ignored: [] });
  assert.deepEqual(appEnvironment({ HOME: '/home/ada' }, true).ignored, []);
});
