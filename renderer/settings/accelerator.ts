// A key combination pressed in the Global shortcut field, as the Electron accelerator the
// settings keep (https://www.electronjs.org/docs/latest/api/accelerator): the person presses
// the keys instead of spelling them. Keys are read by position (`code`), so the letter is
// the same whatever the keyboard layout's shifted character.

export interface PressedKey {
  readonly code: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly shiftKey: boolean;
}

const NAMED: Readonly<Record<string, string>> = {
  Space: 'Space',
  ArrowUp: 'Up',
  ArrowDown: 'Down',
  ArrowLeft: 'Left',
  ArrowRight: 'Right',
  Home: 'Home',
  End: 'End',
  PageUp: 'PageUp',
  PageDown: 'PageDown',
  Insert: 'Insert',
  Delete: 'Delete',
  Enter: 'Return',
  Backspace: 'Backspace',
  Tab: 'Tab',
};

function keyName(code: string): string | null {
  const letter = /^Key([A-Z])$/.exec(code);
  if (letter) return letter[1]!;
  const digit = /^(?:Digit|Numpad)([0-9])$/.exec(code);
  if (digit) return code.startsWith('Numpad') ? `num${digit[1]}` : digit[1]!;
  if (/^F(?:[1-9]|1[0-9]|2[0-4])$/.test(code)) return code;
  return NAMED[code] ?? null;
}

/**
 * The accelerator of a press, or null when it is not a shortcut: no modifier besides Shift
 * (a global shortcut without one would swallow the person's typing everywhere), only
 * modifiers so far, or a key accelerators cannot name. `mac`: Command is the main modifier.
 */
export function acceleratorOf(e: PressedKey, mac: boolean): string | null {
  const key = keyName(e.code);
  if (key === null) return null;
  const parts: string[] = [];
  if (mac ? e.metaKey : e.ctrlKey) parts.push('CommandOrControl');
  if (mac && e.ctrlKey) parts.push('Control');
  if (!mac && e.metaKey) parts.push('Super');
  if (e.altKey) parts.push('Alt');
  if (parts.length === 0) return null;
  if (e.shiftKey) parts.push('Shift');
  return [...parts, key].join('+');
}
