// Settings' Daily target group: the hours a working day is meant to hold (empty: the account's
// capacity on the service; 0: no target), and the two notices (the target reached, and passed
// by a margin). The week's target follows: the hours times the week's working days.

import { useState } from 'preact/hooks';
import type { SettingsPatch } from '../../main/ipc/contract.ts';
import { Checkbox } from '../controls/checkbox.tsx';
import { TextField } from '../controls/text-field.tsx';
import { WholeNumberField } from '../controls/whole-number-field.tsx';
import { useSnapshot } from '../state/state.ts';
import { formatHoursMinutes } from '../text/time.ts';

export interface TargetSettingsProps {
  readonly onSave: (patch: SettingsPatch, what: string) => void;
  readonly errors: Readonly<Record<string, string>>;
}

export function TargetSettings({ onSave, errors }: TargetSettingsProps) {
  const s = useSnapshot();
  const t = s.settings.target;
  const [hours, setHours] = useState(t.hoursPerDay === null ? '' : String(t.hoursPerDay));
  const [local, setLocal] = useState<string | undefined>(undefined);
  const commit = () => {
    const text = hours.trim().replace(',', '.');
    const n = text === '' ? null : Number(text);
    if (n !== null && (!/^\d+(\.\d+)?$/.test(text) || n > 24)) {
      setLocal('Enter hours from 0 (no target) to 24, such as 7.5, or leave it empty for your account’s.');
      return;
    }
    setLocal(undefined);
    if (n !== t.hoursPerDay) onSave({ target: { hoursPerDay: n } }, 'Hours per day');
  };
  const account = s.target && s.target.hoursFrom === 'user' && s.target.week.workingDays > 0 ? s.target.week.targetSeconds / s.target.week.workingDays : null;
  return (
    <fieldset>
      <legend>Daily target</legend>
      <TextField
        label="Hours per day"
        inputMode="decimal"
        value={hours}
        onInput={setHours}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
        error={local ?? errors['target.hoursPerDay']}
        hint={`Empty: your account’s${account !== null ? ` (${formatHoursMinutes(account)})` : ''}. 0: no target.`}
        class="short"
      />
      <Checkbox label="Say when the day’s target is reached" checked={t.notify} onChange={(notify) => onSave({ target: { notify } }, 'Target notices')} error={errors['target.notify']} />
      {t.notify && (
        <WholeNumberField
          label="And when passed by (minutes)"
          value={t.passedMarginMinutes ?? 60}
          min={0}
          max={480}
          error={errors['target.passedMarginMinutes']}
          onSave={(passedMarginMinutes) => onSave({ target: { passedMarginMinutes } }, 'Minutes past the target')}
        />
      )}
    </fieldset>
  );
}
