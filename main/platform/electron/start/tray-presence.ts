// Whether the tray icon shows, asked of the desktop on Linux (linux/tray-watcher.ts); on
// macOS and Windows it always does. A tray host that appears later gets a new tray (Electron
// does not register an icon again). When none shows, Settings says why, a notification
// says it once per installation, and the window becomes an ordinary one (window-mode.ts).
//
// The log gets a decision, not its steps. A "not shown" that comes with a host appearing is
// about the tray about to be replaced (the new host does not hold the old icon: "item
// refused"); the new tray's own decision comes after it (its grace period starts again, so
// the watcher reports it), so that report is acted on only by making the tray anew. And a
// decision is logged when it differs from the one logged last: the watcher's reports of
// changed facts with the same outcome say nothing new.

import type { Clock } from '../../../time/clock.ts';
import type { Logger, Notifier } from '../../../core/ports.ts';
import type { Stint } from '../../../core/stint.ts';
import type { BusFactory } from '../linux/dbus-connection.ts';
import { trayUncheckedReason, watchTrayPresence, type TrayPresenceReport, type TrayWatch } from '../linux/tray-watcher.ts';
import { noTrayAdvice, noTrayReason, noTrayTitle, samePresence, type TrayBusFacts, type TrayMissingCause, type TrayPresence } from '../tray-presence-decision.ts';
import { wordsNow } from '../../../core/views/tray-menu-actions.ts';
import type { I18n } from '../../../i18n/words.ts';
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

/** The watcher's own line for each decision it reports: the shell logs its decisions itself. */
const WATCHER_DECISION_LINES: ReadonlySet<string> = new Set(['tray icon shown', 'tray icon not shown']);

/** The Settings line while the tray cannot be checked: why (the bus's own words inside), and that Stint tries again. */
export function trayUncheckedWords(facts: TrayBusFacts | null, i18n: I18n): string {
  const why = trayUncheckedReason(facts?.bus === 'unreachable' ? facts.reason : '', i18n);
  return `${why} ${i18n._({ id: 'shell.tray.triesAgain', message: 'Stint tries again by itself.' })}`;
}

/** The shell's watch of its tray. */
export interface ShellTrayWatch {
  close(): void;
  /** The language changed: the Settings lines said are said again in it. */
  sayAgain(): void;
}

/** The watch where the tray is Linux's (a StatusNotifierItem); null elsewhere. */
export function watchTray(facts: TrayPresenceFacts): ShellTrayWatch | null {
  if (trayPlatform(facts.platform) !== 'linux') return null;
  const { stint, logger, modes } = facts;
  let watch: TrayWatch | null = null;
  // What the Settings lines were said from, to say them again in another language.
  let unchecked: { readonly facts: TrayBusFacts | null } | null = null;
  let missing: TrayMissingCause | null = null;
  const sayUnchecked = (i18n: I18n) => stint.reportShellStatus('trayDetection', unchecked === null ? null : trayUncheckedWords(unchecked.facts, i18n));
  const sayMissing = (i18n: I18n): string | null => {
    const advice = missing === null ? null : noTrayAdvice(noTrayReason(missing, facts.desktop, i18n), i18n);
    modes.noteTrayMissing(advice);
    stint.reportShellStatus('tray', advice);
    return advice;
  };
  let logged: TrayPresence | null = null;
  const logDecision = (p: Exclude<TrayPresence, { state: 'unknown-yet' }>) => {
    if (logged !== null && samePresence(logged, p)) return;
    logged = p;
    if (p.state === 'shown') logger.log(p.certain ? 'info' : 'warn', 'tray icon shown', { certain: p.certain, note: p.note });
    else logger.log('warn', 'tray icon not shown', { cause: p.cause, reason: p.reason });
  };
  const onReport = (report: TrayPresenceReport) => {
    const p = report.presence;
    // What the person reads is worded now, in the language in use (the log keeps the decision's English).
    const i18n = wordsNow(stint);
    // Settings says when the bus is gone and the icon's presence cannot be checked; the
    // window mode keeps to the last facts the bus gave meanwhile (linux/tray-watcher.ts).
    unchecked = report.detection.state === 'unavailable' ? { facts: report.facts } : null;
    sayUnchecked(i18n);
    if (report.trayHostAppeared) {
      logger.log('info', 'a tray host appeared; the tray icon is made anew', {});
      facts.guard('the tray made anew', () => facts.tray.renew());
      watch?.trayCreated();
      // The new tray is in its grace period now: what the watcher decides next is about it.
      if (p.state === 'not-shown') return;
    }
    if (p.state === 'unknown-yet') return;
    logDecision(p);
    missing = p.state === 'not-shown' ? p.cause : null;
    const trayMissing = sayMissing(i18n);
    if (p.state === 'not-shown' && !stint.snapshot().settings.trayNoticeShown) {
      facts.notifier.show({ id: 'stint.no-tray', title: noTrayTitle(i18n), body: trayMissing ?? '', actions: [] });
      void stint.updateSettings({ trayNoticeShown: true });
    }
    modes.apply(false);
  };
  watch = watchTrayPresence({
    platform: facts.platform,
    ...(facts.connect ? { connect: facts.connect } : {}),
    clock: facts.clock,
    desktop: facts.desktop,
    logger: { log: (level, message, fields) => (WATCHER_DECISION_LINES.has(message) ? undefined : logger.log(level, message, fields)) },
    onChange: onReport,
  });
  const made = watch;
  return {
    close: () => made.close(),
    sayAgain() {
      const i18n = wordsNow(stint);
      sayUnchecked(i18n);
      sayMissing(i18n);
    },
  };
}
