// Launch at login (`settings.launchAtLogin`). macOS and Windows: Electron's login item
// settings. Linux, where Electron has none: an XDG autostart entry,
// `$XDG_CONFIG_HOME/autostart/stint.desktop` (`~/.config/autostart` when the variable is
// unset, empty or relative, as the Base Directory spec says), written atomically and
// removed when turned off. Its Exec is the AppImage itself when running from one (the
// runtime sets APPIMAGE; `process.execPath` would point into a mount that is gone at the
// next login), else the executable; quoted per the Desktop Entry spec.
//
// No runtime import of electron: main.ts passes `app` in.

import { mkdir, readFile, rm } from 'node:fs/promises';
import { dirname, isAbsolute, join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import type { App } from 'electron';
import { sourceWords, type I18n } from '../../i18n/words.ts';

export type LoginItemHost = Pick<App, 'setLoginItemSettings' | 'getLoginItemSettings'>;

export type LoginItemResult =
  /** `note`: something the person should know though it worked (macOS awaiting approval). */
  | { readonly ok: true; readonly openAtLogin: boolean; readonly note?: string }
  | { readonly ok: false; readonly message: string };

export interface LoginItemOptions {
  /** `process.platform`. */
  readonly platform: NodeJS.Platform;
  readonly app: LoginItemHost;
  /** `process.env` (XDG_CONFIG_HOME, APPIMAGE). */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** `os.homedir()`. */
  readonly homedir: string;
  /** `process.execPath`. */
  readonly execPath: string;
  /** Arguments after the executable: none when packaged; the app's folder in development. */
  readonly args?: readonly string[];
  /** The words of the moment a refusal or note is said in (the person reads them in Settings); English when absent. */
  readonly words?: () => I18n;
}

export interface LoginItem {
  /** Whether Stint opens at login now, as the system has it. */
  isEnabled(): Promise<boolean>;
  set(openAtLogin: boolean): Promise<LoginItemResult>;
}

export const AUTOSTART_FILE = 'stint.desktop';

/** `$XDG_CONFIG_HOME/autostart/stint.desktop`, or under `~/.config` when that is not an absolute path. */
export function autostartPath(env: LoginItemOptions['env'], homedir: string): string {
  const xdg = env.XDG_CONFIG_HOME;
  const config = xdg !== undefined && xdg !== '' && isAbsolute(xdg) ? xdg : join(homedir, '.config');
  return join(config, 'autostart', AUTOSTART_FILE);
}

// Desktop Entry spec, "The Exec key": these characters need the argument quoted; inside
// double quotes, `"`, backquote, `$` and `\` take a backslash.
const RESERVED = /[\s"'\\><~|&;$*?#()`]/;

/** One Exec argument, quoted when it must be, `%` doubled (it starts a field code). */
export function execArg(arg: string): string {
  const literal = arg.replaceAll('%', '%%');
  if (literal !== '' && !RESERVED.test(literal)) return literal;
  return `"${literal.replace(/["`$\\]/g, (c) => `\\${c}`)}"`;
}

/**
 * A value of type string: backslash, newline, tab and carriage return escaped. This rule
 * applies before the Exec quoting when the file is read, so a backslash that the quoting
 * put in front of `"` is written `\\"`.
 */
export function stringValue(value: string): string {
  return value.replace(/[\\\n\t\r]/g, (c) => ({ '\\': '\\\\', '\n': '\\n', '\t': '\\t', '\r': '\\r' })[c]!);
}

/** The command the autostart entry runs. */
export function launchCommand(options: Pick<LoginItemOptions, 'env' | 'execPath' | 'args'>): string[] {
  const appImage = options.env.APPIMAGE;
  const exe = appImage !== undefined && appImage !== '' ? appImage : options.execPath;
  return [exe, ...(options.args ?? [])];
}

export function desktopEntry(command: readonly string[]): string {
  return [
    '[Desktop Entry]',
    'Type=Application',
    'Version=1.0',
    'Name=Stint',
    'Comment=Time tracking from the tray',
    `Exec=${stringValue(command.map(execArg).join(' '))}`,
    'Terminal=false',
    'X-GNOME-Autostart-enabled=true',
    '',
  ].join('\n');
}

/** An entry the desktop runs: neither hidden nor switched off for GNOME. */
function entryEnabled(text: string): boolean {
  return !/^\s*Hidden\s*=\s*true\s*$/m.test(text) && !/^\s*X-GNOME-Autostart-enabled\s*=\s*false\s*$/m.test(text);
}

function reason(e: unknown): string {
  const code = (e as NodeJS.ErrnoException | null)?.code;
  return code ?? (e instanceof Error ? e.message : String(e));
}

class XdgAutostart implements LoginItem {
  private readonly path: string;

  constructor(private readonly options: LoginItemOptions) {
    this.path = autostartPath(options.env, options.homedir);
  }

  async isEnabled(): Promise<boolean> {
    try {
      return entryEnabled(await readFile(this.path, 'utf8'));
    } catch {
      return false;
    }
  }

  async set(openAtLogin: boolean): Promise<LoginItemResult> {
    try {
      if (openAtLogin) {
        // A fresh account may have no autostart folder yet.
        await mkdir(dirname(this.path), { recursive: true });
        await writeFileAtomic(this.path, desktopEntry(launchCommand(this.options)), { mode: 0o644 });
      }
      else await rm(this.path, { force: true });
      return { ok: true, openAtLogin };
    } catch (e) {
      const i18n = (this.options.words ?? sourceWords)();
      const values = { path: this.path, reason: reason(e) };
      return {
        ok: false,
        message: openAtLogin
          ? i18n._({ id: 'shell.autostart.notWritten', message: 'The autostart entry {path} could not be written ({reason}).', values })
          : i18n._({ id: 'shell.autostart.notRemoved', message: 'The autostart entry {path} could not be removed ({reason}).', values }),
      };
    }
  }
}

class ElectronLoginItem implements LoginItem {
  constructor(private readonly options: LoginItemOptions) {}

  async isEnabled(): Promise<boolean> {
    return this.options.app.getLoginItemSettings().openAtLogin;
  }

  async set(openAtLogin: boolean): Promise<LoginItemResult> {
    const { app, platform } = this.options;
    const i18n = (this.options.words ?? sourceWords)();
    try {
      app.setLoginItemSettings({ openAtLogin });
      const now = app.getLoginItemSettings();
      // macOS 13 and later may wait for the person to allow it in System Settings.
      if (openAtLogin && platform === 'darwin' && now.status === 'requires-approval') {
        return { ok: true, openAtLogin: true, note: i18n._({ id: 'shell.loginItem.approve', message: 'Allow Stint in System Settings, General, Login Items, to open it at login.' }) };
      }
      if (now.openAtLogin !== openAtLogin) {
        return {
          ok: false,
          message: openAtLogin
            ? i18n._({ id: 'shell.loginItem.notAdded', message: 'The system did not add Stint to the apps opened at login.' })
            : i18n._({ id: 'shell.loginItem.notRemoved', message: 'The system did not remove Stint from the apps opened at login.' }),
        };
      }
      return { ok: true, openAtLogin };
    } catch (e) {
      return { ok: false, message: i18n._({ id: 'shell.loginItem.failed', message: 'The login item could not be changed ({reason}).', values: { reason: reason(e) } }) };
    }
  }
}

export function createLoginItem(options: LoginItemOptions): LoginItem {
  return options.platform === 'darwin' || options.platform === 'win32' ? new ElectronLoginItem(options) : new XdgAutostart(options);
}
