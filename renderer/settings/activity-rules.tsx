// The activity record's rules, in the person's order (the first that matches a window books
// it): each as a sentence, moved up or down (its buttons, or Alt+Up / Alt+Down on the row),
// edited in place, removed. Rules are made from a booking on the timeline, or here from scratch
// (activity-new-rule.tsx, with its dry run before saving).

import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { ActivityRuleView } from '../../main/core/snapshot.ts';
import { outcome } from '../state/bridge.ts';
import { useBridge, useSnapshot } from '../state/state.ts';
import { ActionError } from '../controls/submit-row.tsx';
import { useAction } from '../controls/use-action.ts';
import { ActivityRuleForm } from './activity-rule-form.tsx';
import { ActivityNewRule } from './activity-new-rule.tsx';
import { useFocusAfterRender } from '../controls/focus-after-render.ts';
import { ruleWords } from './activity-words.ts';
import { i18n } from '../i18n/words.ts';

/** Where the focus goes once the list shows the change: a rule's button when it stands at `at`, or the list's label when `gone` is gone. */
type Focus = { readonly ruleId: string; readonly control: 'up' | 'down' | 'edit'; readonly at: number } | { readonly ruleId: null; readonly gone: string };

export function ActivityRules({ rules }: { readonly rules: readonly ActivityRuleView[] }) {
  const s = useSnapshot();
  const bridge = useBridge();
  const action = useAction();
  const [editing, setEditing] = useState<string | null>(null);
  const [making, setMaking] = useState(false);
  const newRule = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const [said, setSaid] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const focusNext = useRef<Focus | null>(null);

  // A moved row is taken out of the page and put back, which drops the focus: it goes back to
  // the same button of the same rule (or its other move button at an end of the list).
  useLayoutEffect(() => {
    const f = focusNext.current;
    if (f === null || list.current === null) return;
    if (f.ruleId === null) {
      if (rules.some((r) => r.id === f.gone)) return;
      list.current.querySelector<HTMLElement>('[data-rules-heading]')?.focus();
      focusNext.current = null;
      return;
    }
    if (rules[f.at]?.id !== f.ruleId) return;
    const row = list.current.querySelector<HTMLElement>(`[data-rule="${f.ruleId}"]`);
    if (row === null) return;
    const wanted = row.querySelector<HTMLButtonElement>(`[data-control=${f.control}]`);
    const other = row.querySelector<HTMLButtonElement>(`[data-control=${f.control === 'up' ? 'down' : 'up'}]`);
    (wanted && !wanted.disabled ? wanted : other && !other.disabled ? other : row.querySelector<HTMLButtonElement>('[data-control=edit]'))?.focus();
    focusNext.current = null;
  });

  const move = (rule: ActivityRuleView, by: -1 | 1, control: 'up' | 'down') => {
    const at = rules.findIndex((r) => r.id === rule.id);
    const to = at + by;
    if (at < 0 || to < 0 || to >= rules.length) return;
    focusNext.current = { ruleId: rule.id, control, at: to };
    void action.run(async () => {
      const r = await outcome(bridge.moveActivityRule({ ruleId: rule.id, index: to }));
      if (r.ok) setSaid(i18n._({ id: 'record.rules.moved', message: 'Rule moved to place {place} of {count}.', values: { place: to + 1, count: rules.length } }));
      else focusNext.current = null;
      return r;
    });
  };
  const remove = (rule: ActivityRuleView) => {
    focusNext.current = { ruleId: null, gone: rule.id };
    void action.run(async () => {
      const r = await outcome(bridge.removeActivityRule({ ruleId: rule.id }));
      if (r.ok) setSaid(i18n._({ id: 'record.rules.removed', message: 'Rule removed.' }));
      else focusNext.current = null;
      return r;
    });
  };

  return (
    <div class="activity-rules" ref={list}>
      <p id="activity-rules-label" class="list-label" tabIndex={-1} data-rules-heading>
        {i18n._({ id: 'record.rules.label', message: 'Rules, the first that matches serves' })}
      </p>
      {rules.length === 0 ? (
        <p class="hint">{i18n._({ id: 'record.rules.none', message: 'None yet. After you book time, Stint offers to make a rule of the window you were in.' })}</p>
      ) : (
        <ol class="activity-rows" aria-labelledby="activity-rules-label">
          {rules.map((rule, i) => {
            const words = ruleWords(rule, s);
            return (
              <li
                key={rule.id}
                data-rule={rule.id}
                aria-label={words}
                onKeyDown={(e) => {
                  if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
                  e.preventDefault();
                  move(rule, e.key === 'ArrowUp' ? -1 : 1, e.key === 'ArrowUp' ? 'up' : 'down');
                }}
              >
                <span class="pattern">{words}</span>
                {editing === rule.id ? (
                  <ActivityRuleForm
                    rule={rule}
                    onDone={() => {
                      focusNext.current = { ruleId: rule.id, control: 'edit', at: i };
                      setEditing(null);
                    }}
                  />
                ) : (
                  <div class="actions">
                    <button type="button" class="secondary" data-control="up" disabled={i === 0} aria-label={i18n._({ id: 'record.rules.moveUp', message: 'Move up: {rule}', values: { rule: words } })} aria-keyshortcuts="Alt+ArrowUp" onClick={() => move(rule, -1, 'up')}>
                      {i18n._({ id: 'record.rules.up', message: 'Up' })}
                    </button>
                    <button
                      type="button"
                      class="secondary"
                      data-control="down"
                      disabled={i === rules.length - 1}
                      aria-label={i18n._({ id: 'record.rules.moveDown', message: 'Move down: {rule}', values: { rule: words } })}
                      aria-keyshortcuts="Alt+ArrowDown"
                      onClick={() => move(rule, 1, 'down')}
                    >
                      {i18n._({ id: 'record.rules.down', message: 'Down' })}
                    </button>
                    <button type="button" class="secondary" data-control="edit" aria-label={i18n._({ id: 'record.rules.edit', message: 'Edit: {rule}', values: { rule: words } })} onClick={() => setEditing(rule.id)}>
                      {i18n._({ id: 'common.edit', message: 'Edit' })}
                    </button>
                    <button type="button" class="secondary" aria-label={i18n._({ id: 'record.rules.remove', message: 'Remove: {rule}', values: { rule: words } })} onClick={() => remove(rule)}>
                      {i18n._({ id: 'record.remove', message: 'Remove' })}
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {making ? (
        <ActivityNewRule
          onDone={(saved) => {
            setMaking(false);
            if (saved) setSaid(i18n._({ id: 'record.rules.saved', message: 'Rule saved, first in the list.' }));
            // Back to the button that opened the form, once it is drawn again.
            focusAfterRender(() => newRule.current?.focus());
          }}
        />
      ) : (
        <div class="actions">
          <button type="button" class="secondary" ref={newRule} onClick={() => setMaking(true)}>
            {i18n._({ id: 'record.rules.new', message: 'New rule…' })}
          </button>
        </div>
      )}
      <p class="saved" aria-live="polite">
        {said}
      </p>
      <ActionError error={action.error} />
    </div>
  );
}
