// The activity record's nudge in the window (issue 62): "Switch to Acme · Design?" when a
// rule says the person has been on other work than the timer's for a while (the engine asks
// it: inside working hours, once per stretch of work, and never with the question turned
// off). "Switch" starts the rule's work, "Not now" leaves the timer and is not asked again
// for this stretch (`answerActivitySwitch`). With several accounts it names the account the
// rule books to. As the focus question: over every screen until answered, in a polite live
// region (app.tsx's: this code loads when first asked), not modal.

import type { Snapshot } from '../../main/core/snapshot.ts';
import { outcome } from '../state/bridge.ts';
import { useBridge } from '../state/state.ts';
import { useAction } from '../controls/use-action.ts';
import { formatInstantTime } from '../text/time.ts';
import { i18n } from '../i18n/words.ts';

export function ActivitySwitchQuestion({ s }: { s: Snapshot }) {
  const bridge = useBridge();
  const action = useAction();
  const question = s.activity?.question ?? null;
  const rule = question === null ? undefined : s.activity?.rules.find((r) => r.id === question.ruleId);
  const account = rule === undefined || !s.accounts || s.accounts.rows.length < 2 ? null : (s.accounts.rows.find((r) => r.key === rule.accountKey)?.name ?? null);
  const since = question === null ? '' : formatInstantTime(question.since, s.zone.offsetMinutes, s.display.hourCycle);
  const answer = (choice: 'switch' | 'not_now') => void action.run(() => outcome(bridge.answerActivitySwitch({ choice })));
  return (
    <>
      {question && (
        <section class="card focus-question" aria-labelledby="switch-question-heading" aria-describedby="switch-question-body">
          <h2 id="switch-question-heading">{question.text}</h2>
          <p id="switch-question-body">
            {account === null
              ? i18n._({ id: 'switch.body', message: 'Your activity since {time} is work a rule books there; the timer runs on something else.', values: { time: since } })
              : i18n._({ id: 'switch.bodyAccount', message: 'Your activity since {time} is work a rule books there, in {account}; the timer runs on something else.', values: { time: since, account } })}{' '}
            {/* What Switch sends, shown before the click (issue 68). */}
            {question.description === ''
              ? i18n._({ id: 'switch.noDescription', message: 'Switch starts it without a description.' })
              : i18n._({ id: 'switch.asDescription', message: 'Switch starts it as “{description}”.', values: { description: question.description } })}
          </p>
          <div class="actions">
            <button type="button" class="primary" aria-busy={action.busy} onClick={() => answer('switch')}>
              {i18n._({ id: 'switch.switch', message: 'Switch' })}
            </button>
            <button type="button" class="secondary" aria-busy={action.busy} onClick={() => answer('not_now')}>
              {i18n._({ id: 'activity.notNow', message: 'Not now' })}
            </button>
          </div>
        </section>
      )}
      {action.error && (
        <p class="form-error" role="alert">
          {action.error}
        </p>
      )}
    </>
  );
}
