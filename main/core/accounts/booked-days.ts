// What is booked on the days a rule's dry run reaches that Stint does not hold (issue 73, item
// 3: "1:10 of it is booked already" over every day kept, not only today and the week shown):
// every signed-in account's entries of those days, read through the account's own timesheet
// read (the detailed report, 100 rows a request, refused in words before a request is spent
// where it would take what the day's timer keeps). A date counts only when every account read
// it; an account that could not is named, and its days stay "not read here".

import type { TimesheetReadInput, TimesheetRowsResult } from '../stint-api.ts';
import type { Snapshot } from '../snapshot.ts';
import { entrySpans, type Span } from '../time/entry-span.ts';
import { parseHms } from '../time/local-time.ts';

export interface BookedAccounts {
  /** Every account on this computer with its snapshot. */
  named(): readonly { readonly key: string; readonly name: string; readonly snapshot: Snapshot }[];
  readIn(key: string, input: TimesheetReadInput): Promise<TimesheetRowsResult>;
  now(): number;
}

export interface BookedRead {
  /** Every signed-in account's entries, by date, for each date all of them read. */
  readonly booked: Map<string, Span[]>;
  /** Why an account's entries could not be read ("Studio: …"); empty: all were. */
  readonly problems: readonly string[];
}

/** The entries of `dates` (YYYY-MM-DD, sorted or not) in every signed-in account: one read over their range each. */
export async function bookedOn(accounts: BookedAccounts, dates: readonly string[]): Promise<BookedRead> {
  const booked = new Map<string, Span[]>();
  if (dates.length === 0) return { booked, problems: [] };
  const sorted = [...dates].sort();
  const from = sorted[0]!;
  const to = sorted[sorted.length - 1]!;
  const signedIn = accounts.named().filter((a) => a.snapshot.session.state === 'signed_in');
  const reads = await Promise.all(signedIn.map(async (a) => ({ a, r: await accounts.readIn(a.key, { accountName: a.name, from, to }) })));
  const problems = reads.flatMap(({ a, r }) => (r.ok ? [] : [`${a.name}: ${r.message}`]));
  if (problems.length > 0 || signedIn.length === 0) return { booked, problems };
  for (const date of sorted) booked.set(date, []);
  for (const { a, r } of reads) {
    if (!r.ok) continue;
    for (const row of r.rows) {
      const list = booked.get(row.date_execution);
      const seconds = parseHms(String(row.time_total));
      if (list === undefined || !Number.isFinite(seconds)) continue;
      list.push(...entrySpans({ date: row.date_execution, timeStart: String(row.time_start), totalSeconds: seconds, runningSince: null }, accounts.now(), a.snapshot.zone.offsetMinutes));
    }
  }
  return { booked, problems };
}
