// The focus rhythm's question in the window, as its notification asks it (the same words,
// snapshot.focus.question): after a focus session "Take a break" or "Keep going", after a
// break "Continue". Shown over every screen until answered here, in the tray or in the
// notification; a polite live region, so a question that comes while the window is open is
// read out without taking the focus from what the person is doing. Not modal: the timer
// runs on while it waits.

import type { FocusView } from '../../main/core/snapshot.ts';
import type { FocusChoice } from '../../main/core/stint-api.ts';
import { outcome } from '../state/bridge.ts';
import { useBridge } from '../state/state.ts';
import { useAction } from '../controls/use-action.ts';
import { i18n } from '../i18n/words.ts';

export function FocusQuestion({ focus }: { focus: FocusView | null }) {
  const bridge = useBridge();
  const action = useAction();
  const question = focus?.status === 'over' ? (focus.question ?? null) : null;
  const answer = (choice: FocusChoice) => void action.run(() => outcome(bridge.answerFocus({ choice })));
  return (
    <div aria-live="polite">
      {question && (
        <section class="card focus-question" aria-labelledby="focus-question-heading" aria-describedby="focus-question-body">
          <h2 id="focus-question-heading">{question.title}</h2>
          <p id="focus-question-body">{question.body}</p>
          <div class="actions">
            {focus?.phase === 'focus' ? (
              <>
                <button type="button" class="primary" aria-busy={action.busy} onClick={() => answer('take_break')}>
                  {i18n._({ id: 'focusQ.takeBreak', message: 'Take a break' })}
                </button>
                <button type="button" class="secondary" aria-busy={action.busy} onClick={() => answer('keep_going')}>
                  {i18n._({ id: 'focusQ.keepGoing', message: 'Keep going' })}
                </button>
              </>
            ) : (
              <button type="button" class="primary" aria-busy={action.busy} onClick={() => answer('continue')}>
                {i18n._({ id: 'entry.continue', message: 'Continue' })}
              </button>
            )}
          </div>
        </section>
      )}
      {/* Outside the question: a refusal (answered elsewhere meanwhile) stays when the question goes. */}
      {action.error && (
        <p class="form-error" role="alert">
          {action.error}
        </p>
      )}
    </div>
  );
}
