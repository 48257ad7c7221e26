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
import { i18n } from '../i18n/words.ts';

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
      setLocal(i18n._({ id: 'settings.target.check', message: 'Enter hours from 0 (no target) to 24, such as 7.5, or leave it empty for your account’s.' }));
      return;
    }
    setLocal(undefined);
    if (n !== t.hoursPerDay) onSave({ target: { hoursPerDay: n } }, i18n._({ id: 'settings.hoursPerDay', message: 'Hours per day' }));
  };
  const account = s.target && s.target.hoursFrom === 'user' && s.target.week.workingDays > 0 ? s.target.week.targetSeconds / s.target.week.workingDays : null;
  return (
    <fieldset>
      <legend>{i18n._({ id: 'settings.dailyTarget', message: 'Daily target' })}</legend>
      <TextField
        label={i18n._({ id: 'settings.hoursPerDay', message: 'Hours per day' })}
        inputMode="decimal"
        value={hours}
        onInput={setHours}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
        error={local ?? errors['target.hoursPerDay']}
        hint={account !== null ? i18n._({ id: 'settings.target.hintHours', message: 'Empty: your account’s ({hours}). 0: no target.', values: { hours: formatHoursMinutes(account) } }) : i18n._({ id: 'settings.target.hint', message: 'Empty: your account’s. 0: no target.' })}
        class="short"
      />
      <Checkbox label={i18n._({ id: 'settings.sayWhenTheDay', message: 'Say when the day’s target is reached' })} checked={t.notify} onChange={(notify) => onSave({ target: { notify } }, i18n._({ id: 'settings.targetNotices', message: 'Target notices' }))} error={errors['target.notify']} />
      {t.notify && (
        <WholeNumberField
          label={i18n._({ id: 'settings.andWhenPassedBy', message: 'And when passed by (minutes)' })}
          value={t.passedMarginMinutes ?? 60}
          min={0}
          max={480}
          error={errors['target.passedMarginMinutes']}
          onSave={(passedMarginMinutes) => onSave({ target: { passedMarginMinutes } }, i18n._({ id: 'settings.minutesPastTheTarget', message: 'Minutes past the target' }))}
        />
      )}
    </fieldset>
  );
}
