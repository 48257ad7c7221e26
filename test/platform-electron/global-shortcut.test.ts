// The global shortcut against a recording fake of Electron's globalShortcut: registered from
// settings, the person told when another app holds the keys or the system refuses them, the
// old keys released on a change, a press that reaches the shell.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { GlobalShortcutBinding, shortcutLabel, type ShortcutHost } from '../../main/platform/electron/global-shortcut.ts';

class FakeGlobalShortcut {
  /** Keys other apps hold. */
  readonly taken = new Set<string>();
  readonly held = new Map<string, () => void>();
  readonly calls: string[] = [];
  register(accelerator: string, callback: () => void): boolean {
    this.calls.push(`register ${accelerator}`);
    // Electron throws on an accelerator it cannot parse.
    if (accelerator.includes('Hyper')) throw new TypeError(`conversion failure from ${accelerator}`);
    if (this.taken.has(accelerator) || this.held.has(accelerator)) return false;
    this.held.set(accelerator, callback);
    return true;
  }
  unregister(accelerator: string): void {
    this.calls.push(`unregister ${accelerator}`);
    this.held.delete(accelerator);
  }
  press(accelerator: string): void {
    this.held.get(accelerator)?.();
  }
}

function setup(platform: NodeJS.Platform = 'linux', wayland = false) {
  const gs = new FakeGlobalShortcut();
  let presses = 0;
  const binding = new GlobalShortcutBinding({ globalShortcut: gs satisfies ShortcutHost, platform, wayland, onPress: () => void presses++ });
  return { gs, binding, presses: () => presses };
}

test('the shortcut from settings is registered and a press reaches the shell', () => {
  const { gs, binding, presses } = setup();
  assert.deepEqual(binding.apply('CommandOrControl+Shift+T'), { ok: true, accelerator: 'CommandOrControl+Shift+T' });
  gs.press('CommandOrControl+Shift+T');
  assert.equal(presses(), 1);
});

test('keys another app holds: the person is told which, in their system\'s names, and what to do', () => {
  const { gs, binding } = setup('win32');
  gs.taken.add('Control+Alt+T');
  assert.deepEqual(binding.apply('Control+Alt+T'), {
    ok: false,
    accelerator: 'Control+Alt+T',
    message: 'Ctrl+Alt+T is taken by another app; choose another in Settings, or bind a key to the command stint --show (or stint --toggle) in your desktop’s keyboard settings instead.',
  });
  assert.deepEqual(binding.status(), binding.apply('Control+Alt+T'));
});

test('under Wayland a refusal is the desktop portal\'s: the person is told so, and pointed to the commands', () => {
  const { gs, binding } = setup('linux', true);
  gs.taken.add('CommandOrControl+Shift+T');
  const r = binding.apply('CommandOrControl+Shift+T');
  assert.equal(r.ok, false);
  assert.equal(!r.ok && r.message, 'The desktop did not give Stint Ctrl+Shift+T (under Wayland the desktop decides global shortcuts); bind a key to the command stint --show (or stint --toggle) in your desktop’s keyboard settings instead.');
  assert.doesNotMatch(!r.ok ? r.message : '', /another app/);
});

test('an accelerator Electron refuses (it throws) is answered, not thrown', () => {
  const { binding } = setup();
  const r = binding.apply('Hyper+K');
  assert.equal(r.ok, false);
  assert.equal(!r.ok && r.message, 'Hyper+K is not a key combination this system accepts; choose another in Settings.');
});

test('a new shortcut releases the old keys first; the same one again changes nothing', () => {
  const { gs, binding, presses } = setup();
  binding.apply('CommandOrControl+Shift+T');
  binding.apply('CommandOrControl+Shift+T');
  binding.apply('Alt+Shift+S');
  assert.deepEqual(gs.calls, ['register CommandOrControl+Shift+T', 'unregister CommandOrControl+Shift+T', 'register Alt+Shift+S']);
  gs.press('CommandOrControl+Shift+T');
  assert.equal(presses(), 0, 'the old keys do nothing any more');
  gs.press('Alt+Shift+S');
  assert.equal(presses(), 1);
});

test('no shortcut (null) releases the keys; a failed one leaves none registered and is tried again when asked', () => {
  const { gs, binding } = setup();
  binding.apply('Alt+Shift+S');
  assert.deepEqual(binding.apply(null), { ok: true, accelerator: null });
  assert.equal(gs.held.size, 0);
  gs.taken.add('Alt+Shift+X');
  assert.equal(binding.apply('Alt+Shift+X').ok, false);
  assert.equal(gs.held.size, 0);
  gs.taken.delete('Alt+Shift+X');
  assert.deepEqual(binding.apply('Alt+Shift+X'), { ok: true, accelerator: 'Alt+Shift+X' });
});

test('dispose releases the keys (at quit)', () => {
  const { gs, binding } = setup();
  binding.apply('Alt+Shift+S');
  binding.dispose();
  assert.equal(gs.held.size, 0);
});

test('the keys are named as each system names them', () => {
  assert.equal(shortcutLabel('CommandOrControl+Shift+T', 'darwin'), 'Cmd+Shift+T');
  assert.equal(shortcutLabel('CommandOrControl+Shift+T', 'linux'), 'Ctrl+Shift+T');
  assert.equal(shortcutLabel('CmdOrCtrl+Alt+T', 'win32'), 'Ctrl+Alt+T');
  assert.equal(shortcutLabel('Alt+Super+F5', 'darwin'), 'Option+Cmd+F5');
});
