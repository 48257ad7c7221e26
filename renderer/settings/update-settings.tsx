// Settings' Updates group: whether Stint looks for updates by itself, which releases it
// follows (stable, or betas too), and, once the shell's updater has one ready, a line saying
// so with the way to it: a restart, or the release page where this install cannot update
// itself (a deb). The line is a polite live region, always there, so an update that becomes
// ready while Settings is open is announced.

import { useId } from 'preact/hooks';
import type { UpdateChannel } from '../../main/core/settings/settings-schema.ts';
import type { UpdateReady } from '../../main/core/snapshot.ts';
import type { SettingsPatch } from '../../main/ipc/contract.ts';
import { outcome } from '../state/bridge.ts';
import { useBridge, useSnapshot } from '../state/state.ts';
import { Checkbox } from '../controls/checkbox.tsx';
import { useAction } from '../controls/use-action.ts';
import { i18n } from '../i18n/words.ts';

export interface UpdateSettingsProps {
  /** Saves a patch of settings; `what` names it in "… saved." */
  readonly onSave: (patch: SettingsPatch, what: string) => void;
  /** The engine's refusals by dotted field name, already in sentences. */
  readonly errors: Readonly<Record<string, string>>;
}

/** Only a page on the web opens from the window (the shell's allow-list decides where). */
function webPage(url: string | null): string | null {
  return url !== null && url.startsWith('https://') ? url : null;
}

function ReadyLine({ ready }: { ready: UpdateReady }) {
  const bridge = useBridge();
  const install = useAction();
  if (ready.how === 'download') {
    const page = webPage(ready.releaseUrl);
    return (
      <p>
        {i18n._({ id: 'updates.isOut', message: 'Stint {version} is out.', values: { version: ready.version } })}{' '}
        {page && (
          <a href={page} target="_blank" rel="noreferrer">
            {i18n._({ id: 'updates.getIt', message: 'Get it' })}
          </a>
        )}
      </p>
    );
  }
  return (
    <>
      <p>
        {i18n._({ id: 'updates.isReady', message: 'Stint {version} is ready.', values: { version: ready.version } })}{' '}
        <button type="button" class="secondary" aria-busy={install.busy} onClick={() => void install.run(() => outcome(bridge.installUpdate()))}>
          {i18n._({ id: 'updates.restartToUpdate', message: 'Restart to update' })}
        </button>
      </p>
      {install.error && (
        <p class="form-error" role="alert">
          {install.error}
        </p>
      )}
    </>
  );
}

export function UpdateSettings({ onSave, errors }: UpdateSettingsProps) {
  const s = useSnapshot();
  const channelId = useId();
  const { enabled, channel } = s.settings.updates;
  const channelError = errors['updates.channel'];
  return (
    <fieldset>
      <legend>{i18n._({ id: 'updates.updates', message: 'Updates' })}</legend>
      <Checkbox
        label={i18n._({ id: 'updates.checkForUpdatesAutomatically', message: 'Check for updates automatically' })}
        checked={enabled}
        onChange={(on) => onSave({ updates: { enabled: on } }, i18n._({ id: 'updates.automaticUpdates', message: 'Automatic updates' }))}
        error={errors['updates.enabled']}
      />
      <div class="field">
        <label for={channelId}>{i18n._({ id: 'updates.channel', message: 'Channel' })}</label>
        <select
          id={channelId}
          value={channel}
          onChange={(e) => onSave({ updates: { channel: e.currentTarget.value as UpdateChannel } }, i18n._({ id: 'updates.updateChannel', message: 'Update channel' }))}
          aria-describedby={channelError ? `${channelId}-error` : undefined}
        >
          <option value="stable">{i18n._({ id: 'updates.stable', message: 'Stable' })}</option>
          <option value="beta">{i18n._({ id: 'updates.beta', message: 'Beta' })}</option>
        </select>
        {channelError && (
          <p id={`${channelId}-error`} class="field-error">
            {channelError}
          </p>
        )}
      </div>
      <div aria-live="polite" class="update-ready">
        {s.update && <ReadyLine ready={s.update} />}
      </div>
    </fieldset>
  );
}
