// "Delete the record of today / this week / everything": asked first (the day files go from
// the disk, no Undo), then a line says what was deleted, from the dates the engine removed.

import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { outcome } from '../state/bridge.ts';
import { useBridge } from '../state/state.ts';
import { ConfirmRow } from '../controls/confirm-row.tsx';
import { ActionError } from '../controls/submit-row.tsx';
import { useAction } from '../controls/use-action.ts';
import { deleteAskName, deleteButtonWords, deletedWords, deleteQuestionWords, type DeleteRange } from './activity-words.ts';

const RANGES: readonly DeleteRange[] = ['today', 'week', 'all'];

export function ActivityDelete() {
  const bridge = useBridge();
  const action = useAction();
  const [asking, setAsking] = useState<DeleteRange | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const question = useRef<HTMLDivElement>(null);
  const opener = useRef<DeleteRange | null>(null);
  const buttons = useRef<HTMLDivElement>(null);
  // The question takes the focus; when it goes, the focus goes back to the button that asked.
  useLayoutEffect(() => {
    if (asking !== null) question.current?.focus();
    else if (opener.current !== null) buttons.current?.querySelector<HTMLElement>(`[data-range=${opener.current}]`)?.focus();
  }, [asking]);

  const remove = async (range: DeleteRange) => {
    let dates: readonly string[] = [];
    const r = await action.run(() =>
      outcome(
        bridge.deleteActivity({ range }).then((a) => {
          if (a.ok && a.value.ok) dates = a.value.dates ?? [];
          return a;
        }),
      ),
    );
    if (r?.ok) {
      setDone(deletedWords(range, dates));
      setAsking(null);
    }
  };

  return (
    <div class="activity-delete">
      {asking === null ? (
        <div class="actions" ref={buttons}>
          {RANGES.map((r) => (
            <button
              key={r}
              type="button"
              class="secondary"
              data-range={r}
              onClick={() => {
                opener.current = r;
                setDone(null);
                setAsking(r);
              }}
            >
              {deleteButtonWords(r)}
            </button>
          ))}
        </div>
      ) : (
        <div role="group" tabIndex={-1} ref={question} aria-label={deleteAskName(asking)}>
          <p>{deleteQuestionWords(asking)}</p>
          <ConfirmRow confirm={deleteButtonWords(asking)} busy={action.busy} onConfirm={() => void remove(asking)} onCancel={() => setAsking(null)} />
        </div>
      )}
      <p class="saved" aria-live="polite">
        {done ?? ''}
      </p>
      <ActionError error={action.error} />
    </div>
  );
}
