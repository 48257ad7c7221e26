// The notifier port for the command line: a notification (a reminder, the idle question)
// becomes a printed line. A terminal has no buttons, so no action ever comes back: the
// person answers with a command (`continue 1`, `idle keep`), which the line suggests.

import type { NotificationRequest, Notifier } from '../core/ports.ts';
import { UNDO_NOTIFICATION_ID } from '../core/views/not-saved.ts';

export class TerminalNotifier implements Notifier {
  constructor(private readonly print: (lines: readonly string[]) => void) {}

  show(n: NotificationRequest): void {
    // The command that made a correction already prints its words and `undo` (run.ts): a
    // second line saying the same, with a button a terminal cannot press, would only confuse.
    if (n.id === UNDO_NOTIFICATION_ID) return;
    const choices = n.actions.map((a) => a.label).join(' | ');
    this.print([`notification: ${n.title}: ${n.body}${choices === '' ? '' : ` [${choices}]`}`]);
  }

  close(): void {}

  onAction(): () => void {
    return () => {};
  }
}
