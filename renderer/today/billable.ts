// Billable and non-billable time, from the entries' own `billable` (main/core/views/billable-totals.ts
// `splitOf`, copied because the window imports nothing from main/ at run time;
// test/renderer/today/billable.test.ts checks the two agree), the running entry counted live.

import type { BillableSplit, EntryView } from '../../main/core/snapshot.ts';
import { liveSeconds } from './totals.ts';

export function splitOf(entries: readonly Pick<EntryView, 'billable' | 'totalSeconds' | 'runningSince'>[], now: number): BillableSplit {
  let billableSeconds = 0;
  let nonBillableSeconds = 0;
  for (const e of entries) {
    const s = liveSeconds(e, now);
    if (e.billable === true) billableSeconds += s;
    else nonBillableSeconds += s;
  }
  return { billableSeconds, nonBillableSeconds };
}
