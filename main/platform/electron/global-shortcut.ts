// The global shortcut from settings (`settings.shortcut`, an Electron accelerator or null).
// Registration fails silently when another app holds the keys: Electron's `register`
// answers false and nothing else says so, so every result here carries the sentence to
// show the person. An accelerator Electron cannot parse makes `register` throw: caught and
// answered the same way. A new setting releases the old keys first.
//
// No runtime import of electron: main.ts passes `globalShortcut` in.

import type { GlobalShortcut } from 'electron';

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
}

/** Where the desktop will not give Stint a global shortcut: what works everywhere instead. */
export const COMMAND_ADVICE = 'bind a key to the command stint --show (or stint --toggle) in your desktop’s keyboard settings instead';

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

export class GlobalShortcutBinding {
  private registered: string | null = null;
  private last: ShortcutResult = { ok: true, accelerator: null };

  constructor(private readonly options: GlobalShortcutOptions) {}

  /** What the last `apply` answered. */
  status(): ShortcutResult {
    return this.last;
  }

  /** Registers `accelerator` in place of the one registered before (null: none). */
  apply(accelerator: string | null): ShortcutResult {
    if (accelerator !== null && accelerator === this.registered) return this.last;
    this.release();
    this.last = accelerator === null ? { ok: true, accelerator: null } : this.register(accelerator);
    return this.last;
  }

  /** Releases the keys (at quit). */
  dispose(): void {
    this.release();
    this.last = { ok: true, accelerator: null };
  }

  private register(accelerator: string): ShortcutResult {
    const label = shortcutLabel(accelerator, this.options.platform);
    let done: boolean;
    try {
      done = this.options.globalShortcut.register(accelerator, this.options.onPress);
    } catch {
      return { ok: false, accelerator, message: `${label} is not a key combination this system accepts; choose another in Settings.` };
    }
    if (!done && this.options.wayland) return { ok: false, accelerator, message: `The desktop did not give Stint ${label} (under Wayland the desktop decides global shortcuts); ${COMMAND_ADVICE}.` };
    if (!done) return { ok: false, accelerator, message: `${label} is taken by another app; choose another in Settings, or ${COMMAND_ADVICE}.` };
    this.registered = accelerator;
    return { ok: true, accelerator };
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
