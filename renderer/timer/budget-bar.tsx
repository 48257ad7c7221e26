// The running project's budget under the timer: a bar in one colour until 80%, another past
// it, a third past 100%, with its words beside it. The engine moves a time budget on with
// the running entry (main/core/views/budget-view.ts) and publishes as it goes.

import type { BudgetProgress } from '../../main/core/snapshot.ts';

export function BudgetBar({ budget }: { readonly budget: BudgetProgress }) {
  const percent = Math.round(budget.share * 100);
  const name = `${budget.projectName} budget`;
  return (
    <div class={`budget budget-${budget.level}`}>
      <div
        class="budget-track"
        role="progressbar"
        aria-label={name}
        aria-valuemin={0}
        aria-valuemax={Math.max(100, percent)}
        aria-valuenow={percent}
        aria-valuetext={budget.text}
      >
        <div class="budget-fill" style={{ width: `${Math.min(100, percent)}%` }} />
      </div>
      <p class="budget-text">
        {name}: {budget.text}
        {budget.level === 'over' ? ' (over budget)' : ''}
      </p>
    </div>
  );
}
