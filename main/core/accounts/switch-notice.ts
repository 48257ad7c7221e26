// "Switch to Acme · Design?" as a notification too (issue 62, item 6): the person layer
// shows the activity record's question once per stretch of work, through the notifier of
// the account the rule books to (so, with several accounts, its title names that account:
// person-notifier.ts), with Switch and Not now, whose answer goes where the window's does
// (`answerActivitySwitch`). It goes when the question goes: answered here or in the window,
// the work ended, the timer switched. The engine decides when to ask (inside working hours,
// never twice for a stretch, the setting on): a question it does not ask shows nowhere.

import type { Notifier } from '../ports.ts';
import type { ActivitySnapshot } from '../snapshot.ts';
import type { I18n } from '../../i18n/words.ts';

export const SWITCH_NOTIFICATION_ID = 'stint.activity-switch';

export type SwitchChoice = 'switch' | 'not_now';

const isChoice = (action: string): action is SwitchChoice => action === 'switch' || action === 'not_now';

export class SwitchNotice {
  /** The question on screen, and the account whose notifier showed it. */
  private shown: { readonly key: string; readonly ruleId: string; readonly since: number } | null = null;
  private readonly listening = new Map<string, () => void>();

  constructor(
    private readonly notifierFor: (accountKey: string) => Notifier,
    private readonly answer: (choice: SwitchChoice) => void,
    /** The person's words when the question is shown. */
    private readonly words: () => I18n,
  ) {}

  /** The question as the snapshot asks it now (null: none), with the account its rule books to. */
  update(question: ActivitySnapshot['question'], accountKey: string | null): void {
    const s = this.shown;
    if (s !== null && question !== null && s.key === accountKey && s.ruleId === question.ruleId && s.since === question.since) return;
    if (s !== null) {
      this.notifierFor(s.key).close(SWITCH_NOTIFICATION_ID);
      this.shown = null;
    }
    if (question === null || accountKey === null) return;
    this.listen(accountKey);
    const i18n = this.words();
    this.notifierFor(accountKey).show({
      id: SWITCH_NOTIFICATION_ID,
      title: question.text,
      body: i18n._({ id: 'switch.notice.body', message: '{starts} What you are doing is work a rule books there; the timer runs on something else.', values: { starts: switchStartsWords(question.description, i18n) } }),
      actions: [
        { id: 'switch', label: i18n._({ id: 'switch.notice.switch', message: 'Switch' }) },
        { id: 'not_now', label: i18n._({ id: 'switch.notice.notNow', message: 'Not now' }) },
      ],
    });
    this.shown = { key: accountKey, ruleId: question.ruleId, since: question.since };
  }

  close(): void {
    for (const off of this.listening.values()) off();
    this.listening.clear();
  }

  private listen(key: string): void {
    if (this.listening.has(key)) return;
    this.listening.set(
      key,
      this.notifierFor(key).onAction((id, action) => {
        if (id !== SWITCH_NOTIFICATION_ID || !isChoice(action)) return;
        // The OS took it off the screen: nothing left to close.
        this.shown = null;
        this.answer(action);
      }),
    );
  }
}

/** What Switch starts the timer with, as the question shows it (the window's body says the same). */
export function switchStartsWords(description: string, i18n: I18n): string {
  return description === ''
    ? i18n._({ id: 'switch.startsBare', message: 'Switch starts it without a description.' })
    : i18n._({ id: 'switch.startsAs', message: 'Switch starts it as “{description}”.', values: { description } });
}
