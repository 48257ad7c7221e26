// One rounding rule's fields: each entry or the day's total; up, down or to the nearest; the
// step; a minimum length. Said in words beside them as they are set, so the person reads the rule
// before saving it ("Each entry rounded up to 15 minutes").
import { useId } from 'preact/hooks';
import type { RoundingRuleView } from '../../main/core/snapshot.ts';
import { TextField } from '../controls/text-field.tsx';
import { i18n } from '../i18n/words.ts';

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
  if (!/^\d+$/.test(m) || Number(m) < 1 || Number(m) > 1440) return { error: i18n._({ id: 'sheets.minimum.check', message: 'A minimum is a whole number of minutes from 1 to 1440, or empty for none ("{typed}" is not).', values: { typed: m } }) };
  return { rule: { scope: d.scope, direction: d.direction, to: d.to, minimum: Number(m) } };
}

/** The rule in words, as main/core/timesheets/rule-words.ts says it. */
export function draftWords(d: RuleDraft): string {
  const m = d.minimum.trim();
  return i18n._({
    id: 'sheets.ruleWords',
    message:
      "{scope, select, entry {Each entry} other {The day's total}} {direction, select, nearest {rounded to the nearest {to, plural, one {# minute} other {# minutes}}} up {rounded up to {to, plural, one {# minute} other {# minutes}}} other {rounded down to {to, plural, one {# minute} other {# minutes}}}}{minimum, plural, =0 {} one {, each entry at least # minute} other {, each entry at least # minutes}}",
    values: { scope: d.scope, direction: d.direction, to: d.to, minimum: /^\d+$/.test(m) ? Number(m) : 0 },
  });
}

export function RuleFields({ draft, onChange, error }: { readonly draft: RuleDraft; readonly onChange: (d: RuleDraft) => void; readonly error?: string | undefined }) {
  const id = useId();
  return (
    <>
      <div class="field">
        <label for={`${id}-scope`}>{i18n._({ id: 'sheets.round', message: 'Round' })}</label>
        <select id={`${id}-scope`} value={draft.scope} onChange={(e) => onChange({ ...draft, scope: e.currentTarget.value as RuleDraft['scope'] })}>
          <option value="entry">{i18n._({ id: 'sheets.eachEntry', message: 'Each entry' })}</option>
          <option value="day">{i18n._({ id: 'sheets.theDaySTotal', message: "The day's total" })}</option>
        </select>
      </div>
      <div class="field">
        <label for={`${id}-direction`}>{i18n._({ id: 'sheets.direction', message: 'Direction' })}</label>
        <select id={`${id}-direction`} value={draft.direction} onChange={(e) => onChange({ ...draft, direction: e.currentTarget.value as RuleDraft['direction'] })}>
          <option value="up">{i18n._({ id: 'sheets.up', message: 'Up' })}</option>
          <option value="down">{i18n._({ id: 'sheets.down', message: 'Down' })}</option>
          <option value="nearest">{i18n._({ id: 'sheets.toTheNearest', message: 'To the nearest' })}</option>
        </select>
      </div>
      <div class="field">
        <label for={`${id}-to`}>{i18n._({ id: 'sheets.to', message: 'To' })}</label>
        <select id={`${id}-to`} value={String(draft.to)} onChange={(e) => onChange({ ...draft, to: Number(e.currentTarget.value) as RuleDraft['to'] })}>
          {STEPS.map((n) => (
            <option key={n} value={String(n)}>
              {i18n._({ id: 'sheets.minutes', message: '{n, plural, one {# minute} other {# minutes}}', values: { n } })}
            </option>
          ))}
        </select>
      </div>
      <TextField label={i18n._({ id: 'sheets.minimumEntryMinutes', message: 'Minimum entry (minutes)' })} value={draft.minimum} inputMode="numeric" onInput={(minimum) => onChange({ ...draft, minimum })} error={error} hint={i18n._({ id: 'sheets.emptyNoneAShorter', message: 'Empty: none. A shorter entry counts as this long.' })} />
      <p class="hint" aria-live="polite">
        {draftWords(draft)}.
      </p>
    </>
  );
}
