// The notifier port for the command line: a notification (a reminder, the idle question)
// becomes a printed line. A terminal has no buttons, so no action ever comes back: the
// person answers with a command (`continue 1`, `idle keep`), which the line suggests.

import type { NotificationRequest, Notifier } from '../core/ports.ts';
import { UNDO_NOTIFICATION_ID } from '../core/views/not-saved.ts';
import type { I18n } from '../i18n/words.ts';

export class TerminalNotifier implements Notifier {
  constructor(
    private readonly print: (lines: readonly string[]) => void,
    private readonly i18n: I18n,
  ) {}

  show(n: NotificationRequest): void {
    // The command that made a correction already prints its words and `undo` (run.ts): a
    // second line saying the same, with a button a terminal cannot press, would only confuse.
    if (n.id === UNDO_NOTIFICATION_ID) return;
    const choices = n.actions.map((a) => a.label).join(' | ');
    const values = { title: n.title, body: n.body, choices };
    this.print([
      choices === ''
        ? this.i18n._({ id: 'cli.notification', message: 'notification: {title}: {body}', values })
        : this.i18n._({ id: 'cli.notificationChoices', message: 'notification: {title}: {body} [{choices}]', values }),
    ]);
  }

  close(): void {}

  onAction(): () => void {
    return () => {};
  }
}
