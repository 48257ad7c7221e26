// Under a day's or a week's total: how it stands against its target ("6:12 of 8:00, 1:48 left",
// a bar that fills, another colour past it) and how much of it is billable. Nothing about the
// target on a day off or without one; nothing about billable time when there is none to split.

import type { BillableSplit } from '../../main/core/snapshot.ts';
import { formatTotal } from '../text/hours.ts';
import { useSnapshot } from '../state/state.ts';
import { progressWords } from '../text/target-words.ts';
import { i18n } from '../i18n/words.ts';

export interface TargetLineProps {
  /** "Today's target", "This week's target": the meter's name. */
  readonly label: string;
  readonly doneSeconds: number;
  readonly targetSeconds: number;
}

export function TargetLine({ label, doneSeconds, targetSeconds }: TargetLineProps) {
  const words = progressWords(doneSeconds, targetSeconds);
  const share = Math.min(1, doneSeconds / targetSeconds);
  return (
    <div class="target-line">
      <div
        class={doneSeconds >= targetSeconds ? 'target-bar reached' : 'target-bar'}
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={targetSeconds}
        aria-valuenow={Math.min(doneSeconds, targetSeconds)}
        aria-valuetext={words}
      >
        <span style={{ width: `${share * 100}%` }} />
      </div>
      <span class="target-words" aria-hidden="true">
        {words}
      </span>
    </div>
  );
}

export function BillableLine({ split }: { readonly split: BillableSplit }) {
  const hours = useSnapshot().display;
  if (split.billableSeconds + split.nonBillableSeconds === 0) return null;
  return (
    <p class="billable-split">
      {i18n._({ id: 'today.billableSplit', message: 'Billable {billable} · Non-billable {nonBillable}', values: { billable: formatTotal(split.billableSeconds, hours), nonBillable: formatTotal(split.nonBillableSeconds, hours) } })}
    </p>
  );
}
