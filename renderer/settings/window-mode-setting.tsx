// The "Show as a window" checkbox, and the shell's word on why Stint is a window now when no
// tray icon shows (`snapshot.shell.tray`). That word is a status, not the checkbox's error:
// the setting stays as the person set it, and whether a tray shows is the desktop's doing.
// It is part of the checkbox's description, and its live region is always there, so that a
// report arriving while Settings is open is announced. A polite region, not a `status` role:
// the window has one status region, at its foot.

import { useId } from 'preact/hooks';
import { FieldNotes, describedBy } from '../controls/field-notes.tsx';
import { i18n } from '../i18n/words.ts';

const hint = (): string => i18n._({ id: 'window.hint', message: 'An ordinary window with a taskbar entry, instead of a popover from the tray icon.' });

export interface WindowModeSettingProps {
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  /** Why no tray icon shows and what to do; null while it shows. */
  readonly tray: string | null;
}

export function WindowModeSetting({ checked, onChange, tray }: WindowModeSettingProps) {
  const id = useId();
  const trayId = `${id}-tray`;
  const described = [tray ? trayId : null, describedBy({ id, hint: hint() })].filter(Boolean).join(' ');
  return (
    <>
      <div class="checkbox">
        <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} aria-describedby={described} />
        <label for={id}>{i18n._({ id: 'window.showAsAWindow', message: 'Show as a window' })}</label>
        <FieldNotes id={id} hint={hint()} />
      </div>
      <div aria-live="polite" class="setting-status">
        {tray && <p id={trayId}>{tray}</p>}
      </div>
    </>
  );
}
