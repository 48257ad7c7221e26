// A recording fake of Electron's `Notification` class, typed against what the notifier
// takes (`NotificationClass`, itself a Pick of Electron's declarations). Each
// `recordingNotificationClass()` call gives a fresh class (no state shared between tests):
// `created` holds every notification made, in order; a test then acts as the person does
// (`click()`, `pressAction(i)`, `dismiss()`) or as the OS does (`timeOut()`, `fail()`).

import type { NotificationConstructorOptions } from 'electron';
import type { NotificationClass, NotificationHandle } from '../../../main/platform/electron/electron-notifier.ts';
import { FakeEmitter, recordingEvent } from './fake-window.ts';

export class FakeNotification extends FakeEmitter implements NotificationHandle {
  /** Shown and not closed (as far as this fake knows). */
  onScreen = false;
  showCount = 0;
  closeCount = 0;

  constructor(readonly options: NotificationConstructorOptions) {
    super();
  }

  show(): void {
    this.onScreen = true;
    this.showCount++;
    this.emit('show', recordingEvent({}));
  }

  close(): void {
    this.closeCount++;
    if (!this.onScreen) return;
    this.onScreen = false;
    this.emit('close', recordingEvent({}));
  }

  /** The person clicks the body. */
  click(): void {
    this.onScreen = false;
    this.emit('click', recordingEvent({}));
  }

  /** The person presses action button `index` (Electron passes it both ways). */
  pressAction(index: number): void {
    this.onScreen = false;
    this.emit('action', recordingEvent({ actionIndex: index, selectionIndex: -1 }), index, -1);
  }

  /** The person dismisses it. */
  dismiss(): void {
    this.onScreen = false;
    this.emit('close', recordingEvent({ reason: 'userCanceled' }));
  }

  /** The banner times out (it may stay in the notification centre). */
  timeOut(): void {
    this.emit('close', recordingEvent({ reason: 'timedOut' }));
  }

  /** The OS could not show it (macOS, Windows). */
  fail(error: string): void {
    this.onScreen = false;
    this.emit('failed', recordingEvent({}), error);
  }
}

export function recordingNotificationClass(supported = true): { Notification: NotificationClass & (new (options: NotificationConstructorOptions) => FakeNotification); created: FakeNotification[] } {
  const created: FakeNotification[] = [];
  class RecordedNotification extends FakeNotification {
    static isSupported(): boolean {
      return supported;
    }
    constructor(options: NotificationConstructorOptions) {
      super(options);
      created.push(this);
    }
  }
  return { Notification: RecordedNotification, created };
}
