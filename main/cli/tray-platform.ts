// The tray's platform, which decides how the command line words the tray's line (`status`).

import type { TrayPlatform } from '../core/views/tray-model.ts';

export function trayPlatform(p: NodeJS.Platform): TrayPlatform {
  return p === 'darwin' || p === 'win32' ? p : 'linux';
}
