// The buttons of a question asked before a step that cannot be undone ("Remove Studio?"):
// the step, named for what it does, and Cancel.

import { i18n } from '../i18n/words.ts';

export interface ConfirmRowProps {
  /** The step's button, in words that say what it does ("Remove Studio"). */
  readonly confirm: string;
  readonly busy: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

export function ConfirmRow({ confirm, busy, onConfirm, onCancel }: ConfirmRowProps) {
  return (
    <div class="actions">
      <button type="button" class="primary" aria-busy={busy} onClick={onConfirm}>
        {confirm}
      </button>
      <button type="button" class="secondary" data-cancel onClick={onCancel}>
        {i18n._({ id: 'common.cancel', message: 'Cancel' })}
      </button>
    </div>
  );
}
