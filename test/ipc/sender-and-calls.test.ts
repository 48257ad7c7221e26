// The sender is checked before anything else: a call from anywhere but Stint's window is
// refused on every channel, whatever its payload, and the engine never hears of it. A call
// from the window with a well-formed payload reaches the facade with exactly that payload,
// and its answer comes back as the facade gave it.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { COMMAND_CHANNELS } from '../../main/ipc/contract.ts';
import { createIpcHandlers } from '../../main/ipc/handlers.ts';
import type { Snapshot } from '../../main/core/snapshot.ts';
import { FAKE_ENTRY_KEY, FAKE_IMPORTED, FAKE_PREVIEW, FAKE_ROUNDED, FAKE_ROUNDING_PREVIEW, FAKE_SAVED, FakeStint } from './fake-stint.ts';
import { COMMANDS, EXPECTED_CALL, VALID } from './valid-payloads.ts';

const BAD_SENDER_MESSAGE = 'This request did not come from the Stint window, so it was ignored.';

const WINDOW = { id: 'stint-window' };
const trusted = (s: unknown) => s === WINDOW;

const STRANGERS: readonly [string, unknown][] = [
  ['another frame', { id: 'devtools' }],
  ['a look-alike of the window', { ...WINDOW }],
  ['null', null],
  ['undefined', undefined],
];

for (const command of COMMANDS) {
  const channel = COMMAND_CHANNELS[command];
  for (const [who, sender] of STRANGERS) {
    test(`${channel}: ${who} as sender is bad_sender, with a valid payload or a malformed one`, async () => {
      const fake = new FakeStint();
      const handlers = createIpcHandlers(fake, { isTrustedSender: trusted });
      for (const payload of [VALID[command], { junk: true }]) {
        assert.deepEqual(await handlers[channel](sender, payload), { ok: false, error: { kind: 'bad_sender', message: BAD_SENDER_MESSAGE } });
      }
      assert.deepEqual(fake.calls, []);
    });
  }

  test(`${channel}: a sender check that throws or answers a truthy non-boolean refuses the call`, async () => {
    const fake = new FakeStint();
    const checks = [
      () => {
        throw new Error('frame destroyed');
      },
      () => 'yes' as unknown as boolean,
    ];
    for (const isTrustedSender of checks) {
      const answer = await createIpcHandlers(fake, { isTrustedSender })[channel](WINDOW, VALID[command]);
      assert.equal(answer.ok ? 'ok' : answer.error.kind, 'bad_sender');
    }
    assert.deepEqual(fake.calls, []);
  });

  test(`${channel}: the window's well-formed call reaches the facade once, as sent`, async () => {
    const snapshot = { today: '2026-03-10' } as Snapshot;
    const fake = new FakeStint(snapshot);
    const answer = await createIpcHandlers(fake, { isTrustedSender: trusted })[channel](WINDOW, VALID[command]);
    const expected =
      command === 'getSnapshot'
        ? snapshot
        : ['setWindowVisible', 'dismissNotice', 'dismissUpdatedNote'].includes(command)
          ? null
          : command === 'addManualEntry' || command === 'fillGap' || command === 'bookActivityStretches'
            ? { ok: true, entryKey: FAKE_ENTRY_KEY, entryKeys: [FAKE_ENTRY_KEY] }
            : command === 'editEntry'
              ? { ok: true, entryKey: 'e7', entryKeys: ['e7'] }
              : command === 'splitEntry'
                ? { ok: true, entryKey: 'lop~1', entryKeys: ['lop~1', 'lsplit'] }
                : command === 'undo'
                  ? { ok: true, message: 'Undone.' }
                  : command === 'previewTimesheet'
                    ? FAKE_PREVIEW
                    : command === 'saveTimesheet' || command === 'copyTimesheet' || command === 'saveActivityRecord' || command === 'saveActivityRules'
                      ? FAKE_SAVED
                      : command === 'importActivityRulesFile'
                        ? FAKE_IMPORTED
                      : command === 'previewRounding'
                        ? FAKE_ROUNDING_PREVIEW
                        : command === 'applyRounding'
                          ? FAKE_ROUNDED
                          : { ok: true };
    assert.deepEqual(answer, { ok: true, value: expected });
    assert.deepEqual(fake.calls, [EXPECTED_CALL[command]]);
  });
}

test('a command without a payload takes an absent one as null', async () => {
  const fake = new FakeStint();
  const handlers = createIpcHandlers(fake, { isTrustedSender: trusted });
  assert.deepEqual(await handlers['stint:stop'](WINDOW, undefined), { ok: true, value: { ok: true } });
  assert.deepEqual(fake.calls, [{ method: 'stop', args: [] }]);
});

test('an optional field sent as undefined counts as absent', async () => {
  const fake = new FakeStint();
  const handlers = createIpcHandlers(fake, { isTrustedSender: trusted });
  const answer = await handlers['stint:start'](WINDOW, { projectId: 3, taskId: undefined });
  assert.deepEqual(answer, { ok: true, value: { ok: true } });
  assert.deepEqual(fake.calls, [{ method: 'start', args: [{ projectId: 3, taskId: undefined }] }]);
});

test('a command the engine refuses is answered ok with the refusal as its value', async () => {
  const fake = new FakeStint();
  const refusal = { ok: false as const, message: 'Check the highlighted fields.', fields: { start: 'Enter the start as HH:MM.' } };
  fake.addManualEntry = async (...args) => {
    fake.calls.push({ method: 'addManualEntry', args });
    return refusal;
  };
  const answer = await createIpcHandlers(fake, { isTrustedSender: trusted })['stint:addManualEntry'](WINDOW, { ...VALID.addManualEntry, start: '25:00' });
  assert.deepEqual(answer, { ok: true, value: refusal });
});

test('the handlers are exactly one per channel', () => {
  const handlers = createIpcHandlers(new FakeStint(), { isTrustedSender: trusted });
  assert.deepEqual(Object.keys(handlers).sort(), Object.values(COMMAND_CHANNELS).sort());
  for (const h of Object.values(handlers)) assert.equal(typeof h, 'function');
});
