// What the desktop cannot tell Stint now, for the Settings screen: idle time (no idle
// service under Wayland) and screen locks (no logind, or the system bus gone). The D-Bus
// adapters find their services again by themselves (linux/bus-link.ts); this step only keeps
// Settings saying what is missing while it is, and nothing once it is back.

import type { Stint } from '../../../core/stint.ts';
import type { IdleDetectionReport } from '../electron-idle-source.ts';
import type { IdleDetectionFeed } from '../shell-ports.ts';

/** The Settings line for a report: each thing not detected, with why; null when both are (or still being asked). */
export function idleDetectionWords(report: Pick<IdleDetectionReport, 'idleTimeDetection' | 'lockDetection'>): string | null {
  const missing = [report.idleTimeDetection, report.lockDetection].flatMap((d) => (d.state === 'unavailable' ? [d.reason] : []));
  return missing.length === 0 ? null : `${missing.join(' ')} Stint keeps trying and says here when it can.`;
}

/** Reports now and on every change; returns the unsubscribe function. */
export function reportIdleDetection(feed: IdleDetectionFeed | null, stint: Pick<Stint, 'reportShellStatus'>): () => void {
  if (feed === null) return () => undefined;
  const report = (r: IdleDetectionReport) => stint.reportShellStatus('idleDetection', idleDetectionWords(r));
  report(feed.describe());
  return feed.onDetectionChange(report);
}
