// "What would it book?" under a rule's form (New rule…, a rule's Edit; issue 73, item 3): the
// engine's dry run of the rule as the form shows it, in one status line that any change to the
// form clears, so that it always speaks of the rule as shown. Said in the window's words
// (dry-run-words.ts), from the engine's figures.

import { useState } from 'preact/hooks';
import type { ActivityRuleInput } from '../../main/core/stint-api.ts';
import type { ActivityDryRunView } from '../../main/core/snapshot.ts';
import { outcome } from '../state/bridge.ts';
import { useBridge } from '../state/state.ts';
import type { Action } from '../controls/use-action.ts';
import { dryRunWords } from './dry-run-words.ts';
import { i18n } from '../i18n/words.ts';

export interface DryRun {
  /** A setter that also clears the line: every field of the form goes through it. */
  readonly changed: <T>(set: (v: T) => void) => (v: T) => void;
  readonly line: preact.JSX.Element;
}

/** `input`: the rule as shown (null: not complete yet, nothing asked). */
export function useDryRun(action: Action, input: () => (ActivityRuleInput & { readonly ruleId?: string }) | null): DryRun {
  const bridge = useBridge();
  // The engine's answer, worded when drawn (in the language of the moment); null: nothing to say.
  const [said, setSaid] = useState<{ readonly run: ActivityDryRunView; readonly notRead?: readonly string[] | undefined } | null>(null);
  const check = async () => {
    const rule = input();
    if (rule === null) return;
    const answer = bridge.dryRunActivityRule(rule);
    const r = await action.run(() => outcome(answer));
    if (!r?.ok) return;
    const a = await answer;
    setSaid(a.ok && a.value.ok && a.value.dryRun ? { run: a.value.dryRun, notRead: a.value.notRead } : null);
  };
  return {
    changed: (set) => (v) => {
      set(v);
      setSaid(null);
    },
    line: (
      <>
        <div class="actions">
          <button type="button" class="secondary" aria-busy={action.busy} onClick={() => void check()}>
            {i18n._({ id: 'record.dryRun.ask', message: 'What would it book?' })}
          </button>
        </div>
        <p class="dry-run" role="status">
          {said === null ? '' : dryRunWords(said.run, said.notRead)}
        </p>
      </>
    ),
  };
}
