// "What would it book?" under a rule's form (New rule…, a rule's Edit; issue 73, item 3): the
// engine's dry run of the rule as the form shows it, in one status line that any change to the
// form clears, so that it always speaks of the rule as shown.

import { useState } from 'preact/hooks';
import type { ActivityRuleInput } from '../../main/core/stint-api.ts';
import { outcome } from '../state/bridge.ts';
import { useBridge } from '../state/state.ts';
import type { Action } from '../controls/use-action.ts';

export interface DryRun {
  /** A setter that also clears the line: every field of the form goes through it. */
  readonly changed: <T>(set: (v: T) => void) => (v: T) => void;
  readonly line: preact.JSX.Element;
}

/** `input`: the rule as shown (null: not complete yet, nothing asked). */
export function useDryRun(action: Action, input: () => (ActivityRuleInput & { readonly ruleId?: string }) | null): DryRun {
  const bridge = useBridge();
  const [text, setText] = useState('');
  const check = async () => {
    const rule = input();
    if (rule === null) return;
    const answer = bridge.dryRunActivityRule(rule);
    const r = await action.run(() => outcome(answer));
    if (!r?.ok) return;
    const a = await answer;
    setText(a.ok && a.value.ok ? (a.value.text ?? '') : '');
  };
  return {
    changed: (set) => (v) => {
      set(v);
      setText('');
    },
    line: (
      <>
        <div class="actions">
          <button type="button" class="secondary" aria-busy={action.busy} onClick={() => void check()}>
            What would it book?
          </button>
        </div>
        <p class="dry-run" role="status">
          {text}
        </p>
      </>
    ),
  };
}
