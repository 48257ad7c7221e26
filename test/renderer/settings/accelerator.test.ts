// A key combination pressed in the Global shortcut field becomes the accelerator Electron
// registers; presses that are typing, not a shortcut, stay typing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { acceleratorOf, type PressedKey } from '../../../renderer/settings/accelerator.ts';

const press = (code: string, mods: Partial<Omit<PressedKey, 'code'>> = {}): PressedKey => ({ code, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...mods });

test('Ctrl on Linux and Windows, Command on macOS, both as CommandOrControl', () => {
  assert.equal(acceleratorOf(press('KeyT', { ctrlKey: true, shiftKey: true }), false), 'CommandOrControl+Shift+T');
  assert.equal(acceleratorOf(press('KeyT', { metaKey: true, shiftKey: true }), true), 'CommandOrControl+Shift+T');
  assert.equal(acceleratorOf(press('KeyT', { ctrlKey: true }), true), 'Control+T', "macOS's Control key is its own");
  assert.equal(acceleratorOf(press('KeyT', { metaKey: true }), false), 'Super+T');
});

test('digits, function keys, arrows and Space by their place on the keyboard', () => {
  assert.equal(acceleratorOf(press('Digit7', { altKey: true }), false), 'Alt+7');
  assert.equal(acceleratorOf(press('Numpad7', { altKey: true }), false), 'Alt+num7');
  assert.equal(acceleratorOf(press('F12', { ctrlKey: true, altKey: true }), false), 'CommandOrControl+Alt+F12');
  assert.equal(acceleratorOf(press('ArrowUp', { ctrlKey: true }), false), 'CommandOrControl+Up');
  assert.equal(acceleratorOf(press('Space', { altKey: true }), false), 'Alt+Space');
});

test('typing is not a shortcut: no modifier, Shift alone, a modifier alone, or a key with no accelerator name', () => {
  assert.equal(acceleratorOf(press('KeyT'), false), null);
  assert.equal(acceleratorOf(press('KeyT', { shiftKey: true }), false), null);
  assert.equal(acceleratorOf(press('ControlLeft', { ctrlKey: true }), false), null);
  assert.equal(acceleratorOf(press('IntlBackslash', { ctrlKey: true }), false), null);
});
