// The open group of Started earlier… (./start-earlier.tsx): its choices, the typed time and
// the overlap question with its answers. A chunk of its own, loaded when first opened: the
// timer screen's first code stays within its budget (test/renderer/bundle.test.ts).

import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { RunningStartInput } from '../../main/core/stint-api.ts';
import { outcome } from '../state/bridge.ts';
import { useBridge } from '../state/state.ts';
import { formatHms, parseDurationInput } from '../text/time-input.ts';
import { TextField } from '../controls/text-field.tsx';
import { useAction } from '../controls/use-action.ts';
import { i18n } from '../i18n/words.ts';

/**
 * What was typed, for the engine: a unit of time before any AM/PM ("25m", "1h10m", "2 hrs")
 * is how long ago (`H:MM:SS`, as quick entry sends a duration); anything else (a time of day
 * in either clock, "10 minutes ago") goes as typed, for the engine to read as the person
 * means it (at 3:37 PM, `3:30` is 3:30 PM: main/core/time/typed-time.ts) or refuse in words.
 */
function read(text: string): RunningStartInput {
  const s = /^[^ap]*[hm]/i.test(text) && !/\bago\s*$/i.test(text) ? parseDurationInput(text) : undefined;
  return s !== undefined ? { ago: formatHms(s) } : { at: text };
}

/** The open group: what was typed and refused goes with it. */
export function Choices({ done }: { readonly done: () => void }) {
  const bridge = useBridge();
  const action = useAction();
  const [text, setText] = useState('');
  const fieldRef = useRef<HTMLInputElement>(null);
  const error = action.fields.start ?? action.error;
  // Refused: the focus goes to the field once it says why, so a screen reader reads both.
  useLayoutEffect(() => {
    if (error) fieldRef.current?.focus();
  }, [error]);
  /** The engine's question (the earlier start lies over another entry) and the choice it is about. */
  const [question, setQuestion] = useState<{ readonly text: string; readonly input: RunningStartInput } | null>(null);
  const set = async (input: RunningStartInput) => {
    setQuestion(null);
    let asked: { text: string; input: RunningStartInput } | null = null;
    const r = await action.run(() =>
      outcome(
        bridge.setRunningStart(input).then((a) => {
          if (a.ok && !a.value.ok && 'confirm' in a.value && a.value.confirm === 'overlap') asked = { text: a.value.message, input: { ...input, confirmOverlap: true } };
          return a;
        }),
      ),
    );
    if (asked !== null) {
      // A question, not an error: asked beside the choices, which stay open.
      action.clear();
      setQuestion(asked);
      return;
    }
    if (r?.ok) done();
  };
  const typed = () => void set(read(text));
  return (
    <div role="group" aria-label={i18n._({ id: 'startEarlier.name', message: 'Started earlier' })}>
      {[5, 10, 15].map((m) => (
        <button type="button" class="secondary" onClick={() => void set({ minutesAgo: m })}>
          {i18n._({ id: 'startEarlier.minutesAgo', message: '{minutes} minutes ago', values: { minutes: m } })}
        </button>
      ))}
      <button type="button" class="secondary" onClick={() => void set({ fromLastStop: true })}>
        {i18n._({ id: 'startEarlier.fromLastStop', message: 'From the last stop' })}
      </button>
      <TextField
        label={i18n._({ id: 'startEarlier.startedAt', message: 'Started at' })}
        value={text}
        onInput={setText}
        onKeyDown={(e) => e.key === 'Enter' && typed()}
        error={error}
        inputRef={fieldRef}
        placeholder={i18n._({ id: 'startEarlier.placeholder', message: '{time} or {length}', values: { time: '9:40', length: '25m' } })}
      />
      <button type="button" class="secondary" onClick={typed}>
        {i18n._({ id: 'startEarlier.set', message: 'Set' })}
      </button>
      {question !== null && (
        <div class="confirm" role="group" aria-labelledby="start-earlier-question">
          <p id="start-earlier-question">{question.text}</p>
          <button type="button" class="primary" onClick={() => void set(question.input)}>
            {i18n._({ id: 'common.startAnyway', message: 'Start it there anyway' })}
          </button>
          {/* No is an answer too: the start stays as it was, the time typed kept to change. */}
          <button
            type="button"
            onClick={() => {
              setQuestion(null);
              fieldRef.current?.focus();
            }}
          >
            {i18n._({ id: 'common.cancel', message: 'Cancel' })}
          </button>
        </div>
      )}
    </div>
  );
}
