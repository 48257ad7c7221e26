// The running project's budget under the timer: a bar in one colour until 80%, another past
// it, a third past 100%, with its words beside it. The engine moves a time budget on with
// the running entry (main/core/views/budget-view.ts) and publishes as it goes.

import type { BudgetProgress } from '../../main/core/snapshot.ts';
import { i18n } from '../i18n/words.ts';

export function BudgetBar({ budget }: { readonly budget: BudgetProgress }) {
  const percent = Math.round(budget.share * 100);
  const name = i18n._({ id: 'budget.name', message: '{project} budget', values: { project: budget.projectName } });
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
        {budget.level === 'over'
          ? i18n._({ id: 'budget.lineOver', message: '{name}: {text} (over budget)', values: { name, text: budget.text } })
          : i18n._({ id: 'budget.line', message: '{name}: {text}', values: { name, text: budget.text } })}
      </p>
    </div>
  );
}
