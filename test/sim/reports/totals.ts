// Sums of a set of entries, kept in whole seconds and cents so that the totals of a
// report equal the sum of its rows (across pages) and of its child groups exactly.
import { duration } from '../format.ts';
import type { EntryFacts } from './facts.ts';

export interface Sums {
  rows: number;
  seconds: number;
  billableSeconds: number;
  billableCents: number;
  invoicedBillableCents: number;
  costCents: number;
  billableCostCents: number;
}

export const emptySums = (): Sums => ({
  rows: 0, seconds: 0, billableSeconds: 0, billableCents: 0, invoicedBillableCents: 0, costCents: 0, billableCostCents: 0,
});

export function addFacts(s: Sums, f: EntryFacts): void {
  const seconds = f.entry.time_total;
  s.rows++;
  s.seconds += seconds;
  s.billableCents += f.billableCents;
  s.costCents += f.costCents;
  if (f.isBillable) {
    s.billableSeconds += seconds;
    s.billableCostCents += f.costCents;
  }
  if (f.entry.is_invoiced === 1) s.invoicedBillableCents += f.billableCents;
}

export function sumFacts(rows: readonly EntryFacts[]): Sums {
  const s = emptySums();
  for (const f of rows) addFacts(s, f);
  return s;
}

export const fromCents = (c: number) => c / 100;

/** The detailed report's `totals` (spec "Detailed report row"). */
export function detailedTotals(s: Sums) {
  return {
    total_time: duration(s.seconds),
    total_rate: fromCents(s.billableCents),
    total_cost: fromCents(s.costCents),
    total_uninvoiced: fromCents(s.billableCents - s.invoicedBillableCents),
    total_rows: s.rows,
  };
}

/** A percentage with two decimals; 0 when the whole is 0. */
export const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100);

/** `{time, hours, minutes, seconds}` of the grouped report (contract.md 5b). */
export function timeObject(seconds: number) {
  const s = Math.max(0, Math.floor(seconds));
  return { time: duration(s), hours: Math.floor(s / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60 };
}

export interface GroupTotal {
  billable_invoiced: number;
  billable_net_total: number;
  billable_taxes_total: number;
  billable_total: number;
  billable_uninvoiced: number;
  cost_billable: number;
  cost_non_billable: number;
  cost_total: number;
  margin_percentage: number;
  margin_total: number;
  time_percentage: number;
  time_percentage_overall: number;
  time_billable: ReturnType<typeof timeObject>;
  time_non_billable: ReturnType<typeof timeObject>;
  time_total: ReturnType<typeof timeObject>;
}

/** A grouped report `total`: taxes are 0, so net equals billable (docs "Reports"). */
export function groupTotal(s: Sums, parentSeconds: number, overallSeconds: number): GroupTotal {
  const marginCents = s.billableCents - s.costCents;
  return {
    billable_invoiced: fromCents(s.invoicedBillableCents),
    billable_net_total: fromCents(s.billableCents),
    billable_taxes_total: 0,
    billable_total: fromCents(s.billableCents),
    billable_uninvoiced: fromCents(s.billableCents - s.invoicedBillableCents),
    cost_billable: fromCents(s.billableCostCents),
    cost_non_billable: fromCents(s.costCents - s.billableCostCents),
    cost_total: fromCents(s.costCents),
    margin_percentage: percent(marginCents, s.billableCents),
    margin_total: fromCents(marginCents),
    time_percentage: percent(s.seconds, parentSeconds),
    time_percentage_overall: percent(s.seconds, overallSeconds),
    time_billable: timeObject(s.billableSeconds),
    time_non_billable: timeObject(s.seconds - s.billableSeconds),
    time_total: timeObject(s.seconds),
  };
}
