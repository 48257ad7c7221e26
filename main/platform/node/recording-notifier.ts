// A Notifier that keeps what it was asked to show, for tests and the browser harness: a
// driver reads the notifications on screen and chooses an action as a person would.

import type { NotificationRequest, Notifier } from '../../core/ports.ts';

export class RecordingNotifier implements Notifier {
  /** Every notification shown, in order, replacements included. */
  readonly history: NotificationRequest[] = [];
  private readonly onScreen = new Map<string, NotificationRequest>();
  private listeners: ((notificationId: string, actionId: string) => void)[] = [];

  show(n: NotificationRequest): void {
    const copy: NotificationRequest = { ...n, actions: n.actions.map((a) => ({ ...a })) };
    this.history.push(copy);
    // A newer notification with the same id replaces the older one (and goes to the end).
    this.onScreen.delete(n.id);
    this.onScreen.set(n.id, copy);
  }

  close(id: string): void {
    this.onScreen.delete(id);
  }

  onAction(listener: (notificationId: string, actionId: string) => void): () => void {
    this.listeners.push(listener);
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }

  /** The notifications on screen now, oldest first. */
  open(): readonly NotificationRequest[] {
    return [...this.onScreen.values()];
  }

  /**
   * Chooses an action of a notification on screen (`'click'` for its body), which the
   * OS then dismisses. Throws when there is no such notification or action: a driver
   * cannot press what a person could not see.
   */
  choose(notificationId: string, actionId: string): void {
    const n = this.onScreen.get(notificationId);
    if (!n) throw new Error(`no notification ${JSON.stringify(notificationId)} on screen`);
    if (actionId !== 'click' && !n.actions.some((a) => a.id === actionId)) {
      throw new Error(`notification ${JSON.stringify(notificationId)} has no action ${JSON.stringify(actionId)}`);
    }
    this.onScreen.delete(notificationId);
    for (const l of [...this.listeners]) l(notificationId, actionId);
  }

  /**
   * An action of a notification shown earlier and closed since, delivered anyway: a click
   * that raced the close (the OS's own queue, a notification centre that keeps old ones).
   * Throws when no such notification was ever shown with that action.
   */
  chooseClosed(notificationId: string, actionId: string): void {
    const n = this.history.findLast((h) => h.id === notificationId);
    if (!n) throw new Error(`no notification ${JSON.stringify(notificationId)} was shown`);
    if (actionId !== 'click' && !n.actions.some((a) => a.id === actionId)) {
      throw new Error(`notification ${JSON.stringify(notificationId)} has no action ${JSON.stringify(actionId)}`);
    }
    for (const l of [...this.listeners]) l(notificationId, actionId);
  }
}
