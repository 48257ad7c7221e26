// The compact timer's two lines. Running: the entry's name, then its elapsed time as a
// `timer`, Switch and Stop. Stopped: `Last:` and the last entry, Continue it and Open
// Stint. Signed out: Open Stint, to sign in there. Switch and Open Stint bring the window
// forward at its picker (the shell's answer to this page's `setWindowVisible`): with a timer
// running the focus lands on the window's own Switch, one Enter from its start form, so
// nothing typed re-files the running entry. Close turns the setting off. Buttons come in
// the order they show, so Tab goes left to right, top to bottom.

import type { EntryView } from '../../main/core/snapshot.ts';
import { outcome } from '../state/bridge.ts';
import { useBridge, useNow, useSnapshot } from '../state/state.ts';
import { useAction } from '../controls/use-action.ts';
import { entryLabel } from '../text/entry-label.ts';
import { formatElapsed } from '../text/time.ts';
import { liveSeconds } from '../today/totals.ts';
import { i18n } from '../i18n/words.ts';

export function CompactTimer() {
  const bridge = useBridge();
  const snapshot = useSnapshot();
  const action = useAction();
  const signedIn = snapshot.session.state === 'signed_in';
  const running = signedIn ? snapshot.running : null;
  const last = signedIn && running === null ? (snapshot.recent[0] ?? null) : null;
  const openStint = () => void bridge.setWindowVisible({ visible: true });

  const name = running ? entryLabel(running) : last ? entryLabel(last) : signedIn ? i18n._({ id: 'compact.nothing', message: 'Nothing tracked yet' }) : i18n._({ id: 'compact.signedOut', message: 'Signed out' });
  return (
    <>
      {action.error ? (
        <p class="compact-name form-error" role="alert" title={action.error}>
          {action.error}
        </p>
      ) : (
        <p class="compact-name" title={name}>
          {last ? (
            <>
              <span class="compact-state">{i18n._({ id: 'compact.last', message: 'Last:' })}</span> {name}
            </>
          ) : (
            name
          )}
        </p>
      )}
      <div class="compact-row">
        {running && <Elapsed entry={running} />}
        {running && (
          <button type="button" class="secondary" onClick={openStint}>
            {i18n._({ id: 'timer.switch', message: 'Switch' })}
          </button>
        )}
        {running && (
          <button type="button" class="stop" aria-busy={action.busy} onClick={() => void action.run(() => outcome(bridge.stop()))}>
            {i18n._({ id: 'timer.stop', message: 'Stop' })}
          </button>
        )}
        {last && (
          <button type="button" class="primary" aria-label={i18n._({ id: 'entry.continueNamed', message: 'Continue {entry}', values: { entry: entryLabel(last) } })} aria-busy={action.busy} onClick={() => void action.run(() => outcome(bridge.continueEntry({ entryKey: last.key })))}>
            {i18n._({ id: 'entry.continue', message: 'Continue' })}
          </button>
        )}
        {!running && (
          <button type="button" class="secondary" onClick={openStint}>
            {i18n._({ id: 'compact.open', message: 'Open Stint' })}
          </button>
        )}
        <span class="compact-gap" />
        <button type="button" class="compact-close" aria-label={i18n._({ id: 'compact.close', message: 'Close the compact timer' })} title={i18n._({ id: 'compact.close', message: 'Close the compact timer' })} onClick={() => void bridge.updateSettings({ compactTimer: false })}>
          ×
        </button>
      </div>
    </>
  );
}

/** Ticks each second from the run's start; nothing is asked of main. */
function Elapsed({ entry }: { entry: EntryView }) {
  const now = useNow();
  return (
    <span class="compact-elapsed" role="timer" aria-label={i18n._({ id: 'timer.elapsed', message: 'Elapsed time' })}>
      {formatElapsed(liveSeconds(entry, now))}
    </span>
  );
}
