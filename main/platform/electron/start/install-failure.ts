// An update's install that failed (updater.ts reports it). Before the shutdown (macOS:
// Squirrel.Mac refused the update) Stint runs on, and a notification says what to do. After
// the shutdown the engine, the tray and the log are closed and electron-updater did not
// quit: Stint starts itself again (app.relaunch, then exit) and the new run says what
// happened. Starting again rather than reopening the engine here: it releases the
// single-instance lock at once, and it goes through the one start there is; reopening would
// run every step a second time in a process they were never written to start twice in (the
// IPC handlers, the tray, the window, the ports whose log is closed).
//
// The new run learns of the failure from a switch of its own on its command line (the
// command-line reader passes over a switch with a value it does not know), so nothing is
// left on disk to be read by a later start.

import type { Notifier } from '../../../core/ports.ts';
import type { InstallFailure, InstallFailureCause } from '../updater.ts';
import type { ShellApp } from '../shell-electron.ts';
import { sourceWords, type I18n } from '../../../i18n/words.ts';

/** `--stint-update-failed=<version>,<cause>,<code>` */
export const INSTALL_FAILED_SWITCH = '--stint-update-failed';
export const INSTALL_FAILED_NOTICE_ID = 'stint.update-failed';

const CAUSES: readonly InstallFailureCause[] = ['squirrel', 'installer', 'no-quit'];
/** A version as electron-builder names releases; anything else on the line is not ours. */
const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]{1,40})?$/;
const CODE = /^[A-Za-z0-9_]{0,40}$/;
/** The error codes of a file the person may not replace. */
const NOT_WRITABLE = new Set(['EACCES', 'EPERM', 'EROFS']);

export function installFailedArg(f: InstallFailure): string {
  return `${INSTALL_FAILED_SWITCH}=${f.version},${f.cause},${CODE.test(f.error) ? f.error : ''}`;
}

/** The failure the run before this one left on the command line, or null. */
export function readInstallFailed(argv: readonly string[]): InstallFailure | null {
  const prefix = `${INSTALL_FAILED_SWITCH}=`;
  const arg = argv.find((a) => a.startsWith(prefix));
  if (arg === undefined) return null;
  const [version = '', cause = '', error = '', ...rest] = arg.slice(prefix.length).split(',');
  if (rest.length > 0 || !VERSION.test(version) || !CODE.test(error)) return null;
  const known = CAUSES.find((c) => c === cause);
  return known === undefined ? null : { version, cause: known, error };
}

export interface AdviceFacts {
  readonly platform: NodeJS.Platform;
  /** The AppImage being run (Linux), if any. */
  readonly appImage: string | undefined;
}

/** What the person is told, and what they can do, in the words of `i18n`. */
export function installFailedAdvice(f: InstallFailure, facts: AdviceFacts, i18n: I18n = sourceWords()): { title: string; body: string } {
  const version = f.version;
  // A sentence of its own after each body: where the release is.
  const link = i18n._({ id: 'update.installFailed.link', message: 'Settings → Updates has the link to its release page.' });
  const title = i18n._({ id: 'update.installFailed.title', message: 'Stint {version} was not installed', values: { version } });
  if (f.cause === 'squirrel') {
    return { title, body: `${i18n._({ id: 'update.installFailed.mac', message: 'macOS did not accept the update, so this version keeps running. Download Stint {version} and move it to Applications.', values: { version } })} ${link}` };
  }
  if (f.cause === 'installer' && facts.platform === 'linux' && (facts.appImage ?? '') !== '' && NOT_WRITABLE.has(f.error)) {
    return {
      title,
      body: `${i18n._({ id: 'update.installFailed.appImage', message: 'Stint could not replace its AppImage: its folder cannot be written to. Move the AppImage to a folder of your own (such as ~/Applications) and restart to update from there, or download Stint {version}.', values: { version } })} ${link}`,
    };
  }
  const body =
    f.cause === 'no-quit'
      ? i18n._({ id: 'update.installFailed.unfinished', message: 'The install did not finish, so Stint started again with this version. Download Stint {version} to install it yourself.', values: { version } })
      : f.error
        ? i18n._({ id: 'update.installFailed.code', message: 'The install failed ({code}), so Stint started again with this version. Download Stint {version} to install it yourself.', values: { version, code: f.error } })
        : i18n._({ id: 'update.installFailed.other', message: 'The install failed, so Stint started again with this version. Download Stint {version} to install it yourself.', values: { version } });
  return { title, body: `${body} ${link}` };
}

export function tellInstallFailed(notifier: Pick<Notifier, 'show'>, f: InstallFailure, facts: AdviceFacts, i18n: I18n = sourceWords()): void {
  notifier.show({ id: INSTALL_FAILED_NOTICE_ID, ...installFailedAdvice(f, facts, i18n), actions: [] });
}

export interface StartAgainFacts extends AdviceFacts {
  readonly app: Pick<ShellApp, 'relaunch' | 'exit'>;
}

/**
 * Starts Stint anew once this process has exited, the failure on its command line, and
 * exits. An AppImage is started by its file: the executable runs from a mount that goes
 * with this process. No command of this launch is repeated.
 */
export function startAgain(f: InstallFailure, facts: StartAgainFacts): void {
  const args = [installFailedArg(f)];
  const appImage = facts.platform === 'linux' ? (facts.appImage ?? '') : '';
  facts.app.relaunch(appImage !== '' ? { execPath: appImage, args } : { args });
  facts.app.exit(0);
}
