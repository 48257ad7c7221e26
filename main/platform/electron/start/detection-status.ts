// What the desktop cannot tell Stint now, for the Settings screen: idle time (no idle
// service under Wayland) and screen locks (no logind, or the system bus gone). The D-Bus
// adapters find their services again by themselves (linux/bus-link.ts); this step only keeps
// Settings saying what is missing while it is, and nothing once it is back.

import type { Stint } from '../../../core/stint.ts';
import type { IdleDetectionReport } from '../electron-idle-source.ts';
import type { IdleDetectionFeed } from '../shell-ports.ts';
import { sourceWords, type I18n } from '../../../i18n/words.ts';

/** The Settings line for a report (its reasons worded in `i18n`): each thing not detected, with why; null when both are (or still being asked). */
export function idleDetectionWords(report: Pick<IdleDetectionReport, 'idleTimeDetection' | 'lockDetection'>, i18n: I18n = sourceWords()): string | null {
  const missing = [report.idleTimeDetection, report.lockDetection].flatMap((d) => (d.state === 'unavailable' ? [d.reason] : []));
  return missing.length === 0 ? null : `${missing.join(' ')} ${i18n._({ id: 'shell.idle.keepsTrying', message: 'Stint keeps trying and says here when it can.' })}`;
}

/** Stops the reports; `sayAgain` says the line again now (the language changed). */
export type IdleDetectionReports = (() => void) & { readonly sayAgain: () => void };

/** Reports now and on every change, worded in `words()` at that moment; returns the unsubscribe function. */
export function reportIdleDetection(feed: IdleDetectionFeed | null, stint: Pick<Stint, 'reportShellStatus'>, words: () => I18n = sourceWords): IdleDetectionReports {
  if (feed === null) return Object.assign(() => undefined, { sayAgain: () => undefined });
  const report = () => {
    const i18n = words();
    stint.reportShellStatus('idleDetection', idleDetectionWords(feed.describe(i18n), i18n));
  };
  report();
  return Object.assign(feed.onDetectionChange(report), { sayAgain: report });
}
