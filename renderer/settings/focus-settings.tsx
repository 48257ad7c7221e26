// Settings' Focus group: the focus rhythm on or off (off until the person turns it on), the
// length of a focus session, of the short and the long break, how many sessions before the
// long one, and whether "Take a break" stops the timer. The ranges are the settings schema's
// (main/core/settings/settings-schema.ts); a number outside them says so at its field and is
// not sent, and the engine's own refusal shows there too.

import type { SettingsPatch } from '../../main/ipc/contract.ts';
import { useSnapshot } from '../state/state.ts';
import { Checkbox } from '../controls/checkbox.tsx';
import { WholeNumberField } from '../controls/whole-number-field.tsx';
import { i18n } from '../i18n/words.ts';

export interface FocusSettingsProps {
  /** Saves a patch of settings; `what` names it in "… saved." */
  readonly onSave: (patch: SettingsPatch, what: string) => void;
  /** The engine's refusals by dotted field name, already in sentences. */
  readonly errors: Readonly<Record<string, string>>;
}

export function FocusSettings({ onSave, errors }: FocusSettingsProps) {
  const focus = useSnapshot().settings.focus;
  return (
    <fieldset>
      <legend>{i18n._({ id: 'settings.focus', message: 'Focus' })}</legend>
      <Checkbox
        label={i18n._({ id: 'settings.focusSessions', message: 'Focus sessions' })}
        checked={focus.enabled}
        onChange={(enabled) => onSave({ focus: { enabled } }, i18n._({ id: 'settings.focusSessions', message: 'Focus sessions' }))}
        hint={i18n._({ id: 'settings.whileATimerRuns', message: 'While a timer runs in working hours: a focus session, then a break; a longer break after a few. Stint asks when each ends.' })}
        error={errors['focus.enabled']}
      />
      <WholeNumberField
        label={i18n._({ id: 'settings.focusLengthMinutes', message: 'Focus length (minutes)' })}
        value={focus.focusMinutes}
        min={5}
        max={180}
        error={errors['focus.focusMinutes']}
        onSave={(focusMinutes) => onSave({ focus: { focusMinutes } }, i18n._({ id: 'settings.focusLength', message: 'Focus length' }))}
      />
      <WholeNumberField
        label={i18n._({ id: 'settings.shortBreakMinutes', message: 'Short break (minutes)' })}
        value={focus.shortBreakMinutes}
        min={1}
        max={60}
        error={errors['focus.shortBreakMinutes']}
        onSave={(shortBreakMinutes) => onSave({ focus: { shortBreakMinutes } }, i18n._({ id: 'settings.shortBreak', message: 'Short break' }))}
      />
      <WholeNumberField
        label={i18n._({ id: 'settings.longBreakMinutes', message: 'Long break (minutes)' })}
        value={focus.longBreakMinutes}
        min={1}
        max={120}
        error={errors['focus.longBreakMinutes']}
        onSave={(longBreakMinutes) => onSave({ focus: { longBreakMinutes } }, i18n._({ id: 'settings.longBreak', message: 'Long break' }))}
      />
      <WholeNumberField
        label={i18n._({ id: 'settings.longBreakEveryFocus', message: 'Long break every (focus sessions)' })}
        value={focus.longBreakEvery}
        min={1}
        max={12}
        unit="focus sessions"
        error={errors['focus.longBreakEvery']}
        onSave={(longBreakEvery) => onSave({ focus: { longBreakEvery } }, i18n._({ id: 'settings.longBreakEvery', message: 'Long break every' }))}
      />
      <Checkbox
        label={i18n._({ id: 'settings.stopTheTimerFor', message: 'Stop the timer for a break' })}
        checked={focus.stopOnBreak}
        onChange={(stopOnBreak) => onSave({ focus: { stopOnBreak } }, i18n._({ id: 'settings.stopTheTimerFor', message: 'Stop the timer for a break' }))}
        hint={i18n._({ id: 'settings.offTheTimerKeeps', message: 'Off: the timer keeps running through breaks.' })}
        error={errors['focus.stopOnBreak']}
      />
    </fieldset>
  );
}
