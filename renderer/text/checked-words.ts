// When a plan's daily quota spaces Stint's reads more than a minute apart even with the
// window shown (a Free plan once its spare reads are spent), a timer stopped on the web may
// run on screen for longer than the minute the README promises: the window says, by account,
// when it last checked (issue 69, item 4), and Refresh beside it checks now.

import type { Snapshot } from '../../main/core/snapshot.ts';
import { formatInstantTime } from './time.ts';

export type CheckedInput = Pick<Snapshot, 'session' | 'sync' | 'accounts' | 'zone' | 'display'>;

const MINUTE_MS = 60_000;

function ago(at: number, now: number, s: CheckedInput, locale: string | undefined): string {
  const minutes = Math.floor(Math.max(0, now - at) / MINUTE_MS);
  if (minutes < 1) return 'less than a minute ago';
  if (minutes < 60) return `${minutes} min ago`;
  return `at ${formatInstantTime(at, s.zone.offsetMinutes, s.display.hourCycle, locale)}`;
}

/** One line per signed-in account whose reads are rationed, named where there are several. */
export function checkedWords(s: CheckedInput, now: number, locale?: string): readonly string[] {
  const rows = s.accounts?.rows;
  if (!rows) {
    if (s.session.state !== 'signed_in' || !s.sync.readsRationed || s.sync.lastReadAt === null) return [];
    return [`Checked for changes made elsewhere ${ago(s.sync.lastReadAt, now, s, locale)}; the plan's requests a day space the checks.`];
  }
  return rows.flatMap((r) =>
    r.session === 'signed_in' && r.readsRationed && r.lastReadAt != null ? [`${r.name}: checked for changes made elsewhere ${ago(r.lastReadAt, now, s, locale)}; its plan's requests a day space the checks.`] : [],
  );
}
