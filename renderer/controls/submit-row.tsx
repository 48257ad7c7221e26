// The foot of a small inline form (an entry's Edit and Split): its submit button, Cancel, and
// the engine's refusal in an alert under them until the next attempt.

import type { Action } from './use-action.ts';
import { i18n } from '../i18n/words.ts';

export interface SubmitRowProps {
  /** The submit button's words ("Save", "Split"). */
  readonly submit: string;
  readonly action: Action;
  readonly onCancel: () => void;
  /** The form's field notes: a refusal one of them already says is not said again (twice, it reads as two problems). */
  readonly fields?: Readonly<Record<string, string>>;
}

export function SubmitRow({ submit, action, onCancel, fields }: SubmitRowProps) {
  const said = action.error !== null && fields !== undefined && Object.values(fields).includes(action.error);
  return (
    <>
      <div class="actions">
        <button type="submit" class="primary" aria-busy={action.busy}>
          {submit}
        </button>
        <button type="button" class="secondary" data-cancel onClick={onCancel}>
          {i18n._({ id: 'common.cancel', message: 'Cancel' })}
        </button>
      </div>
      <ActionError error={said ? null : action.error} />
    </>
  );
}

/** A command's refusal, said as it comes. */
export function ActionError({ error }: { readonly error: string | null }) {
  return error ? (
    <p class="form-error" role="alert">
      {error}
    </p>
  ) : null;
}
