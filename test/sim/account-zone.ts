// The account's zone as the service keeps it: an offset from UTC (minutes east) that may
// change on given instants, as a zone with daylight saving does. Each instant is written
// with the offset in force at that instant (an entry created before the clocks went forward
// keeps its earlier local time and offset), as a service that knows the zone's rules does.
import type { Account } from './model.ts';

/** The offset in force at `ms`: the last change at or before it, else the account's first offset. */
export function offsetAt(account: Pick<Account, 'utc_offset_minutes' | 'zone_changes'>, ms: number): number {
  let offset = account.utc_offset_minutes;
  for (const c of account.zone_changes) if (c.at <= ms) offset = c.utc_offset_minutes;
  return offset;
}

/** The account's zone as format.ts takes it. */
export function accountZone(account: Pick<Account, 'utc_offset_minutes' | 'zone_changes'>): (ms: number) => number {
  return (ms) => offsetAt(account, ms);
}
