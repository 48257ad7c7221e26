// Two settings changed in quick succession, as a person does on a slow machine: the second
// change comes while the first is still being saved. Each must reach the engine, in order,
// and the window must show what was saved. (A shared "one command at a time" guard ignored
// the second change: the box stayed drawn unticked while the engine kept it ticked.)
//
// The first save's answer is held at the window's socket until the second change is made,
// so the overlap happens on every run, on a quiet machine as on a busy one.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { WebSocketRoute } from 'playwright-core';
import { COMMAND_CHANNELS } from '../../main/ipc/channels.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { openSettings, signInAsDemo } from './support/stint-page.ts';

interface Held {
  /** Resolves once the first settings answer is held back. */
  readonly holding: Promise<void>;
  release(): void;
}

/** Passes the window's socket through, holding back the answer to the first settings save until released. */
async function holdFirstSettingsAnswer(route: (handler: (ws: WebSocketRoute) => void) => Promise<void>): Promise<Held> {
  let release!: () => void;
  let held!: () => void;
  const holding = new Promise<void>((resolve) => {
    held = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await route((ws) => {
    const server = ws.connectToServer();
    const saves = new Set<number>();
    let heldOne = false;
    ws.onMessage((m) => {
      const msg = JSON.parse(String(m)) as { kind?: string; id?: number; channel?: string };
      if (msg.kind === 'invoke' && msg.channel === COMMAND_CHANNELS.updateSettings && msg.id !== undefined) saves.add(msg.id);
      server.send(m);
    });
    server.onMessage((m) => {
      const msg = JSON.parse(String(m)) as { kind?: string; id?: number };
      if (!heldOne && msg.kind === 'answer' && msg.id !== undefined && saves.has(msg.id)) {
        heldOne = true;
        held();
        void released.then(() => ws.send(m));
        return;
      }
      ws.send(m);
    });
  });
  return { holding, release };
}

test('a setting changed while another is still being saved is saved too, and the window shows both', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    const held = await holdFirstSettingsAnswer((handler) => page.routeWebSocket(/\/bridge/, handler));
    await page.reload();
    await signInAsDemo(s);
    await openSettings(page);
    const idle = page.getByRole('checkbox', { name: 'Ask about time away while a timer runs' });
    const focus = page.getByRole('checkbox', { name: 'Focus sessions' });
    const before = s.harness.stint.snapshot().settings;
    assert.equal(before.idle.enabled, true);
    assert.equal(before.focus.enabled, false);

    await idle.uncheck();
    await held.holding;
    await focus.check();
    held.release();

    const after = await eventually(
      () => s.harness.stint.snapshot().settings,
      (v) => v.focus.enabled && !v.idle.enabled,
      'both changes saved in the engine',
    );
    assert.equal(after.idle.enabled, false);
    assert.equal(s.harness.commandsReceived('updateSettings'), 2, 'each change was sent once');
    await page.getByText('Focus sessions saved.').waitFor();
    assert.equal(await idle.isChecked(), false);
    assert.equal(await focus.isChecked(), true);
  }),
);
