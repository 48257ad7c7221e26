// The activity record's switch: off until the person turns it on, with what is recorded and
// that it never leaves the computer. Where this desktop cannot show Stint the window in
// focus, the backend chooser's words stand instead of a switch that could do nothing (one
// stays only to turn a record that is on off again).

import type { ActivitySnapshot } from '../../main/core/snapshot.ts';
import { outcome } from '../state/bridge.ts';
import { useBridge } from '../state/state.ts';
import { Checkbox } from '../controls/checkbox.tsx';
import { useAction } from '../controls/use-action.ts';
import { i18n } from '../i18n/words.ts';

export interface ActivitySwitchProps {
  readonly activity: ActivitySnapshot | undefined;
  readonly enabled: boolean;
}

export function ActivitySwitch({ activity, enabled }: ActivitySwitchProps) {
  const bridge = useBridge();
  const action = useAction();
  const cannot = activity === undefined ? i18n._({ id: 'record.switch.cannot', message: 'Stint cannot keep an activity record here.' }) : activity.cannot;
  const offerSwitch = cannot === null || enabled;
  return (
    <>
      {cannot !== null && (
        <p class="activity-cannot" role="note">
          {cannot}
        </p>
      )}
      {offerSwitch && (
        <Checkbox
          label={i18n._({ id: 'record.switch.label', message: 'Keep an activity record' })}
          checked={enabled}
          onChange={(on) => void action.run(() => outcome(bridge.setActivityRecording({ on })))}
          hint={i18n._({ id: 'record.switch.hint', message: 'Which application and window you are in, and when: kept on this computer only, never sent anywhere (not even to the time service).' })}
          error={action.error}
        />
      )}
      {activity?.note && <p class="hint">{activity.note}</p>}
      {activity?.where && enabled && <p class="hint">{i18n._({ id: 'record.switch.where', message: 'Kept in {where}', values: { where: activity.where } })}</p>}
    </>
  );
}
