// Runs one command at a time for a component: while it runs the component shows progress
// and ignores a second press; a refusal is kept to show next to the form until a newer
// attempt, here or anywhere else in the window (../state.ts, ShownErrors).

import { useEffect, useRef, useState } from 'preact/hooks';
import type { Outcome } from '../state/bridge.ts';
import { useShownErrors } from '../state/state.ts';

export interface Action {
  readonly busy: boolean;
  /** The last refusal's message, until the next attempt in the window. */
  readonly error: string | null;
  readonly fields: Readonly<Record<string, string>>;
  /** A newer attempt: every earlier error in the window goes, and this one's outcome shows. */
  readonly run: (command: () => Promise<Outcome>) => Promise<Outcome | null>;
  /** A newer attempt the form refused itself, before sending anything: every earlier error in the window goes. */
  readonly newAttempt: () => void;
  /** This place's error and field errors go (what it was about is gone). */
  readonly clear: () => void;
}

export function useAction(): Action {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Readonly<Record<string, string>>>({});
  const running = useRef(false);
  const shown = useShownErrors();
  useEffect(() => shown.add(() => setError(null)), [shown]);
  const newAttempt = () => {
    shown.forgetAll();
    setFields({});
  };
  const run = async (command: () => Promise<Outcome>): Promise<Outcome | null> => {
    if (running.current) return null;
    running.current = true;
    setBusy(true);
    newAttempt();
    const r = await command();
    running.current = false;
    setBusy(false);
    if (!r.ok) {
      setError(r.message);
      setFields(r.fields);
    }
    return r;
  };
  return {
    busy,
    error,
    fields,
    run,
    newAttempt,
    clear: () => {
      setError(null);
      setFields({});
    },
  };
}
