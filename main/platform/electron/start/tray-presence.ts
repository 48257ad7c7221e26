// Whether the tray icon shows, asked of the desktop on Linux (linux/tray-watcher.ts); on
// macOS and Windows it always does. A tray host that appears later gets a new tray (Electron
// does not register an icon again). When none shows, Settings says why, a notification
// says it once per installation, and the window becomes an ordinary one (window-mode.ts).

import type { Clock } from '../../../time/clock.ts';
import type { Logger, Notifier } from '../../../core/ports.ts';
import type { Stint } from '../../../core/stint.ts';
import type { BusFactory } from '../linux/dbus-connection.ts';
import { watchTrayPresence, type TrayPresenceReport, type TrayWatch } from '../linux/tray-watcher.ts';
import { noTrayAdvice } from '../tray-presence-decision.ts';
import type { Guarded } from './guarded.ts';
import { trayPlatform, type ShellTray } from './tray.ts';
import type { WindowModes } from './window-mode.ts';

export interface TrayPresenceFacts {
  readonly platform: NodeJS.Platform;
  /** The session bus (Linux). */
  readonly connect: BusFactory | undefined;
  readonly clock: Pick<Clock, 'now' | 'sleep'>;
  /** XDG_CURRENT_DESKTOP, to name the fix. */
  readonly desktop: string | undefined;
  readonly logger: Pick<Logger, 'log'>;
  readonly guard: Guarded;
  readonly tray: Pick<ShellTray, 'renew'>;
  readonly stint: Pick<Stint, 'snapshot' | 'reportShellStatus' | 'updateSettings'>;
  readonly notifier: Pick<Notifier, 'show'>;
  readonly modes: WindowModes;
}

/** The watch where the tray is Linux's (a StatusNotifierItem); null elsewhere. */
export function watchTray(facts: TrayPresenceFacts): TrayWatch | null {
  if (trayPlatform(facts.platform) !== 'linux') return null;
  const { stint, logger, modes } = facts;
  let watch: TrayWatch | null = null;
  const onReport = (report: TrayPresenceReport) => {
    if (report.trayHostAppeared) {
      facts.guard('the tray made anew', () => facts.tray.renew());
      watch?.trayCreated();
    }
    const p = report.presence;
    if (p.state === 'unknown-yet') return;
    const trayMissing = p.state === 'not-shown' ? noTrayAdvice(p.reason) : null;
    modes.noteTrayMissing(trayMissing);
    stint.reportShellStatus('tray', trayMissing);
    if (p.state === 'not-shown') {
      logger.log('warn', 'no tray icon shows', { cause: p.cause });
      if (!stint.snapshot().settings.trayNoticeShown) {
        facts.notifier.show({ id: 'stint.no-tray', title: 'Stint has no tray icon here', body: trayMissing ?? '', actions: [] });
        void stint.updateSettings({ trayNoticeShown: true });
      }
    }
    modes.apply(false);
  };
  watch = watchTrayPresence({
    platform: facts.platform,
    ...(facts.connect ? { connect: facts.connect } : {}),
    clock: facts.clock,
    desktop: facts.desktop,
    logger,
    onChange: onReport,
  });
  return watch;
}
