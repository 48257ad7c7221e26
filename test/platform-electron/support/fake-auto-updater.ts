// The settable parts of electron-updater's autoUpdater, for the tests' recording fakes of it
// (each decides what its checks answer and records what it is asked). The setters behave as
// electron-updater 6's do (AppUpdater.js): setting `channel` also allows downgrades.

import { EventEmitter } from 'node:events';
import type { UpdateCheckResult, UpdateInfo } from 'electron-updater';
import type { UpdaterHost } from '../../../main/platform/electron/updater.ts';

/** What latest*.yml says of `version`, as electron-updater hands it on. */
export function updateInfo(version: string, file = `Stint-${version}.AppImage`): UpdateInfo {
  return { version, files: [], path: file, sha512: 'x', releaseDate: '2026-11-23T00:00:00.000Z' };
}

/** The prerelease part of a semver version, as semver parses it ('1.5.0-beta.2' -> ['beta', 2]). */
function prerelease(version: string): (string | number)[] {
  const dash = version.split('+')[0]!.indexOf('-');
  if (dash < 0) return [];
  return version
    .split('+')[0]!
    .slice(dash + 1)
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

export abstract class FakeAutoUpdater extends EventEmitter implements UpdaterHost {
  autoDownload = true;
  autoInstallOnAppQuit = true;
  allowPrerelease: boolean;
  allowDowngrade = false;
  disableWebInstaller = false;
  /** electron-updater's default checks minimumSystemVersion; these fakes' feeds name none. */
  isUpdateSupported: UpdaterHost['isUpdateSupported'] = () => true;
  logger: UpdaterHost['logger'] = null;
  readonly currentVersion: UpdaterHost['currentVersion'];
  private currentChannel: string | null = null;

  /** `version`: the app running; electron-updater allows prereleases by default when it is one. */
  constructor(version = '1.0.0') {
    super();
    const [major = 0, minor = 0, patch = 0] = version.split(/[-+]/)[0]!.split('.').map(Number);
    this.currentVersion = { major, minor, patch, prerelease: prerelease(version) };
    this.allowPrerelease = this.currentVersion.prerelease.length > 0;
  }

  get channel(): string | null {
    return this.currentChannel;
  }

  set channel(value: string | null) {
    if (this.currentChannel !== null && (typeof value !== 'string' || value.length === 0)) {
      throw Object.assign(new Error(`Channel must be a non-empty string, but got: ${value}`), { code: 'ERR_UPDATER_INVALID_CHANNEL' });
    }
    this.currentChannel = value;
    this.allowDowngrade = true;
  }

  abstract checkForUpdates(): Promise<UpdateCheckResult | null>;
  abstract quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
}
