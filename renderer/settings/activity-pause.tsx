// Pause the activity record for an hour or for the rest of today, or resume it: the same
// pause as the tray's. Offered only while the record is on; while paused, until when.

import type { ActivitySnapshot } from '../../main/core/snapshot.ts';
import { outcome } from '../state/bridge.ts';
import { useBridge } from '../state/state.ts';
import { ActionError } from '../controls/submit-row.tsx';
import { useAction } from '../controls/use-action.ts';
import { pausedLineWords, type ClockWords } from './activity-words.ts';
import { i18n } from '../i18n/words.ts';

export interface ActivityPauseProps {
  readonly activity: ActivitySnapshot;
  readonly clock: ClockWords;
}

export function ActivityPause({ activity, clock }: ActivityPauseProps) {
  const bridge = useBridge();
  const action = useAction();
  const pause = (choice: 'hour' | 'day' | 'resume') => void action.run(() => outcome(bridge.pauseActivity({ choice })));
  if (activity.state !== 'on' && activity.state !== 'away' && activity.state !== 'paused') return null;
  // Held for a setting that could not be read: saving that setting resumes, not a button.
  if (activity.held !== null) return <p class="form-error activity-held">{activity.held}</p>;
  return (
    <div class="activity-pause">
      {activity.state === 'paused' ? (
        <>
          <p>{pausedLineWords(activity.pausedUntil, clock)}</p>
          <div class="actions">
            <button type="button" class="secondary" aria-busy={action.busy} onClick={() => pause('resume')}>
              {i18n._({ id: 'record.pause.resume', message: 'Resume recording' })}
            </button>
          </div>
        </>
      ) : (
        <div class="actions" role="group" aria-label={i18n._({ id: 'record.pause.group', message: 'Pause the activity record' })}>
          <button type="button" class="secondary" aria-busy={action.busy} onClick={() => pause('hour')}>
            {i18n._({ id: 'record.pause.hour', message: 'Pause for an hour' })}
          </button>
          <button type="button" class="secondary" aria-busy={action.busy} onClick={() => pause('day')}>
            {i18n._({ id: 'record.pause.day', message: 'Pause for today' })}
          </button>
        </div>
      )}
      <ActionError error={action.error} />
    </div>
  );
}
