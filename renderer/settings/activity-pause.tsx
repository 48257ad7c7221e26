// Pause the activity record for an hour or for the rest of today, or resume it: the same
// pause as the tray's. Offered only while the record is on; while paused, until when.

import type { ActivitySnapshot } from '../../main/core/snapshot.ts';
import { outcome } from '../state/bridge.ts';
import { useBridge } from '../state/state.ts';
import { ActionError } from '../controls/submit-row.tsx';
import { useAction } from '../controls/use-action.ts';
import { pauseEndWords, type ClockWords } from './activity-words.ts';

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
          <p>Paused {activity.pausedUntil === null ? '' : pauseEndWords(activity.pausedUntil, clock)}: nothing is watched or recorded until then.</p>
          <div class="actions">
            <button type="button" class="secondary" aria-busy={action.busy} onClick={() => pause('resume')}>
              Resume recording
            </button>
          </div>
        </>
      ) : (
        <div class="actions" role="group" aria-label="Pause the activity record">
          <button type="button" class="secondary" aria-busy={action.busy} onClick={() => pause('hour')}>
            Pause for an hour
          </button>
          <button type="button" class="secondary" aria-busy={action.busy} onClick={() => pause('day')}>
            Pause for today
          </button>
        </div>
      )}
      <ActionError error={action.error} />
    </div>
  );
}
