// When a plan's daily quota spaces Stint's reads more than a minute apart even with the
// window shown (a Free plan once its spare reads are spent), a timer stopped on the web may
// run on screen for longer than the minute the README promises: the window says, by account,
// when it last checked (issue 69, item 4), and Refresh beside it checks now.

import type { Snapshot } from '../../main/core/snapshot.ts';
import { formatInstantTime } from './time.ts';
import { i18n } from '../i18n/words.ts';

export type CheckedInput = Pick<Snapshot, 'session' | 'sync' | 'accounts' | 'zone' | 'display'>;

const MINUTE_MS = 60_000;

/** When the last check was, as the values of one message: under a minute, minutes, else the time of day. */
function ago(at: number, now: number, s: CheckedInput, locale: string | undefined): { when: 'now' | 'minutes' | 'time'; minutes: number; time: string } {
  const minutes = Math.floor(Math.max(0, now - at) / MINUTE_MS);
  const when = minutes < 1 ? 'now' : minutes < 60 ? 'minutes' : 'time';
  return { when, minutes, time: when === 'time' ? formatInstantTime(at, s.zone.offsetMinutes, s.display.hourCycle, locale) : '' };
}

/** One line per signed-in account whose reads are rationed, named where there are several. */
export function checkedWords(s: CheckedInput, now: number, locale?: string): readonly string[] {
  const rows = s.accounts?.rows;
  if (!rows) {
    if (s.session.state !== 'signed_in' || !s.sync.readsRationed || s.sync.lastReadAt === null) return [];
    return [
      i18n._({
        id: 'checked.one',
        message: "Checked for changes made elsewhere {when, select, now {less than a minute ago} minutes {{minutes} min ago} other {at {time}}}; the plan's requests a day space the checks.",
        values: ago(s.sync.lastReadAt, now, s, locale),
      }),
    ];
  }
  return rows.flatMap((r) =>
    r.session === 'signed_in' && r.readsRationed && r.lastReadAt != null
      ? [
          i18n._({
            id: 'checked.account',
            message: "{account}: checked for changes made elsewhere {when, select, now {less than a minute ago} minutes {{minutes} min ago} other {at {time}}}; its plan's requests a day space the checks.",
            values: { account: r.name, ...ago(r.lastReadAt, now, s, locale) },
          }),
        ]
      : [],
  );
}
