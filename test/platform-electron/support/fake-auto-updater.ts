// The settable parts of electron-updater's autoUpdater, for the tests' recording fakes of it
// (each decides what its checks answer and records what it is asked).

import { EventEmitter } from 'node:events';
import type { UpdateCheckResult, UpdateInfo } from 'electron-updater';
import type { UpdaterHost } from '../../../main/platform/electron/updater.ts';

/** What latest*.yml says of `version`, as electron-updater hands it on. */
export function updateInfo(version: string, file = `Stint-${version}.AppImage`): UpdateInfo {
  return { version, files: [], path: file, sha512: 'x', releaseDate: '2026-11-23T00:00:00.000Z' };
}

export abstract class FakeAutoUpdater extends EventEmitter implements UpdaterHost {
  autoDownload = true;
  autoInstallOnAppQuit = true;
  allowPrerelease = false;
  allowDowngrade = false;
  channel: string | null = null;
  logger: UpdaterHost['logger'] = null;
  abstract checkForUpdates(): Promise<UpdateCheckResult | null>;
  abstract quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
}
