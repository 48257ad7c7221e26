// The global shortcut from settings (`settings.shortcut`, an Electron accelerator or null).
// Registration fails silently when another app holds the keys: Electron's `register`
// answers false and nothing else says so, so every result here carries the sentence to
// show the person. An accelerator Electron cannot parse makes `register` throw: caught and
// answered the same way. A new setting releases the old keys first.
//
// No runtime import of electron: main.ts passes `globalShortcut` in.

import type { GlobalShortcut } from 'electron';
import { sourceWords, type I18n } from '../../i18n/words.ts';

export type ShortcutHost = Pick<GlobalShortcut, 'register' | 'unregister'>;

export type ShortcutResult =
  /** `accelerator`: what is registered now (null: none, as the settings asked). */
  | { readonly ok: true; readonly accelerator: string | null }
  /** Nothing is registered; `message` says why and what to do, in plain words. */
  | { readonly ok: false; readonly accelerator: string; readonly message: string };

export interface GlobalShortcutOptions {
  readonly globalShortcut: ShortcutHost;
  /** `process.platform`: the keys are named as that system names them. */
  readonly platform: NodeJS.Platform;
  /** The keys were pressed (main.ts shows the window at the picker). */
  readonly onPress: () => void;
  /**
   * A Wayland session: the desktop's portal grants or refuses the keys (wayland-shortcuts.ts),
   * so a refusal is the desktop's, and the way round it is a key bound to a command.
   */
  readonly wayland?: boolean;
  /** The words of the moment a refusal is said in (the person reads it in Settings); English when absent. */
  readonly words?: () => I18n;
}

/** Why the keys were refused: not keys this system reads, refused by a Wayland desktop, or taken. */
export type ShortcutRefusal = 'invalid' | 'wayland' | 'taken';

/** What Settings says of a refused shortcut (`label`: the keys as the person reads them), in the words of `i18n`. */
export function shortcutRefusal(refusal: ShortcutRefusal, label: string, i18n: I18n): string {
  const values = { keys: label };
  switch (refusal) {
    case 'invalid':
      return i18n._({ id: 'shell.shortcut.invalid', message: '{keys} is not a key combination this system accepts; choose another in Settings.', values });
    case 'wayland':
      return i18n._({ id: 'shell.shortcut.wayland', message: 'The desktop did not give Stint {keys} (under Wayland the desktop decides global shortcuts); bind a key to the command stint --show (or stint --toggle) in your desktop’s keyboard settings instead.', values });
    case 'taken':
      return i18n._({ id: 'shell.shortcut.taken', message: '{keys} is taken by another app; choose another in Settings, or bind a key to the command stint --show (or stint --toggle) in your desktop’s keyboard settings instead.', values });
  }
}

const MAC_NAMES: Readonly<Record<string, string>> = {
  commandorcontrol: 'Cmd',
  cmdorctrl: 'Cmd',
  command: 'Cmd',
  cmd: 'Cmd',
  control: 'Ctrl',
  ctrl: 'Ctrl',
  alt: 'Option',
  option: 'Option',
  super: 'Cmd',
  meta: 'Cmd',
};
const PC_NAMES: Readonly<Record<string, string>> = {
  commandorcontrol: 'Ctrl',
  cmdorctrl: 'Ctrl',
  control: 'Ctrl',
  ctrl: 'Ctrl',
  alt: 'Alt',
  option: 'Alt',
  super: 'Super',
  meta: 'Super',
};

/** The keys as a person reads them on `platform` (`CommandOrControl+Shift+T` → `Ctrl+Shift+T`). */
export function shortcutLabel(accelerator: string, platform: NodeJS.Platform): string {
  const names = platform === 'darwin' ? MAC_NAMES : PC_NAMES;
  return accelerator
    .split('+')
    .map((part) => names[part.toLowerCase()] ?? part)
    .join('+');
}

/** What the last `apply` left: the keys, and why they were refused (worded when asked, in the words of that moment). */
type Applied = { readonly accelerator: string | null; readonly refusal: ShortcutRefusal | null };

export class GlobalShortcutBinding {
  private registered: string | null = null;
  private last: Applied = { accelerator: null, refusal: null };

  constructor(private readonly options: GlobalShortcutOptions) {}

  /** What the last `apply` answered, a refusal in the words of now. */
  status(): ShortcutResult {
    const { accelerator, refusal } = this.last;
    if (refusal === null || accelerator === null) return { ok: true, accelerator };
    return { ok: false, accelerator, message: shortcutRefusal(refusal, shortcutLabel(accelerator, this.options.platform), (this.options.words ?? sourceWords)()) };
  }

  /** Registers `accelerator` in place of the one registered before (null: none). */
  apply(accelerator: string | null): ShortcutResult {
    if (accelerator !== null && accelerator === this.registered) return this.status();
    this.release();
    this.last = accelerator === null ? { accelerator: null, refusal: null } : { accelerator, refusal: this.register(accelerator) };
    return this.status();
  }

  /** Releases the keys (at quit). */
  dispose(): void {
    this.release();
    this.last = { accelerator: null, refusal: null };
  }

  /** Registers the keys; null when done, else why not. */
  private register(accelerator: string): ShortcutRefusal | null {
    let done: boolean;
    try {
      done = this.options.globalShortcut.register(accelerator, this.options.onPress);
    } catch {
      return 'invalid';
    }
    if (!done) return this.options.wayland ? 'wayland' : 'taken';
    this.registered = accelerator;
    return null;
  }

  private release(): void {
    if (this.registered === null) return;
    const old = this.registered;
    this.registered = null;
    try {
      this.options.globalShortcut.unregister(old);
    } catch {
      // Registered before, so Electron parsed it then: nothing to tell the person.
    }
  }
}
