// Runs one command at a time for a component: while it runs the component shows progress
// and ignores a second press; a refusal is kept to show next to the form.

import { useRef, useState } from 'preact/hooks';
import type { Outcome } from '../bridge.ts';

export interface Action {
  readonly busy: boolean;
  /** The last refusal's message, until the next run. */
  readonly error: string | null;
  readonly fields: Readonly<Record<string, string>>;
  readonly run: (command: () => Promise<Outcome>) => Promise<Outcome | null>;
  readonly clear: () => void;
}

export function useAction(): Action {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Readonly<Record<string, string>>>({});
  const running = useRef(false);
  const run = async (command: () => Promise<Outcome>): Promise<Outcome | null> => {
    if (running.current) return null;
    running.current = true;
    setBusy(true);
    setError(null);
    setFields({});
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
    clear: () => {
      setError(null);
      setFields({});
    },
  };
}
