// One rounding rule's fields: each entry or the day's total; up, down or to the nearest; the
// step; a minimum length. Said in words beside them as they are set, so the person reads the rule
// before saving it ("Each entry rounded up to 15 minutes").
import { useId } from 'preact/hooks';
import type { RoundingRuleView } from '../../main/core/snapshot.ts';
import { TextField } from '../controls/text-field.tsx';

export const STEPS = [1, 5, 6, 10, 15, 30] as const;

/** A rule as typed: the minimum still text, to be checked. */
export interface RuleDraft {
  readonly scope: RoundingRuleView['scope'];
  readonly direction: RoundingRuleView['direction'];
  readonly to: RoundingRuleView['to'];
  readonly minimum: string;
}

export const NEW_RULE: RuleDraft = { scope: 'entry', direction: 'up', to: 15, minimum: '' };

export const draftOf = (r: RoundingRuleView): RuleDraft => ({ scope: r.scope, direction: r.direction, to: r.to, minimum: r.minimum === null ? '' : String(r.minimum) });

/** The rule, or the words of why the minimum is not one (the engine checks the rest again). */
export function ruleOf(d: RuleDraft): { readonly rule: RoundingRuleView } | { readonly error: string } {
  const m = d.minimum.trim();
  if (m === '') return { rule: { scope: d.scope, direction: d.direction, to: d.to, minimum: null } };
  if (!/^\d+$/.test(m) || Number(m) < 1 || Number(m) > 1440) return { error: `A minimum is a whole number of minutes from 1 to 1440, or empty for none ("${m}" is not).` };
  return { rule: { scope: d.scope, direction: d.direction, to: d.to, minimum: Number(m) } };
}

const minutes = (n: number): string => (n === 1 ? '1 minute' : `${n} minutes`);

/** The rule in words, as main/core/timesheets/rule-words.ts says it. */
export function draftWords(d: RuleDraft): string {
  const what = d.scope === 'entry' ? 'Each entry' : "The day's total";
  const how = d.direction === 'nearest' ? `rounded to the nearest ${minutes(d.to)}` : `rounded ${d.direction} to ${minutes(d.to)}`;
  const m = d.minimum.trim();
  return `${what} ${how}${/^\d+$/.test(m) && Number(m) >= 1 ? `, each entry at least ${minutes(Number(m))}` : ''}`;
}

export function RuleFields({ draft, onChange, error }: { readonly draft: RuleDraft; readonly onChange: (d: RuleDraft) => void; readonly error?: string | undefined }) {
  const id = useId();
  return (
    <>
      <div class="field">
        <label for={`${id}-scope`}>Round</label>
        <select id={`${id}-scope`} value={draft.scope} onChange={(e) => onChange({ ...draft, scope: e.currentTarget.value as RuleDraft['scope'] })}>
          <option value="entry">Each entry</option>
          <option value="day">The day's total</option>
        </select>
      </div>
      <div class="field">
        <label for={`${id}-direction`}>Direction</label>
        <select id={`${id}-direction`} value={draft.direction} onChange={(e) => onChange({ ...draft, direction: e.currentTarget.value as RuleDraft['direction'] })}>
          <option value="up">Up</option>
          <option value="down">Down</option>
          <option value="nearest">To the nearest</option>
        </select>
      </div>
      <div class="field">
        <label for={`${id}-to`}>To</label>
        <select id={`${id}-to`} value={String(draft.to)} onChange={(e) => onChange({ ...draft, to: Number(e.currentTarget.value) as RuleDraft['to'] })}>
          {STEPS.map((n) => (
            <option key={n} value={String(n)}>
              {minutes(n)}
            </option>
          ))}
        </select>
      </div>
      <TextField label="Minimum entry (minutes)" value={draft.minimum} inputMode="numeric" onInput={(minimum) => onChange({ ...draft, minimum })} error={error} hint="Empty: none. A shorter entry counts as this long." />
      <p class="hint" aria-live="polite">
        {draftWords(draft)}.
      </p>
    </>
  );
}
