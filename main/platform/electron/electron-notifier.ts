// The engine's Notifier on Electron's `Notification` (main.ts passes the class in).
//
// - Buttons where the OS has them (macOS, Windows: `actions` of type 'button'); the
//   chosen button comes back as its action id. On Linux Electron shows no buttons, so the
//   actions are left out, the body says "Click to open Stint." and a click comes back as
//   'click': the engine then opens the right place (the idle question, the picker).
// - A newer notification with the same id replaces the older one: the old one is closed
//   first, and anything it reports afterwards is ignored. Electron's own `id` option is
//   not used: on macOS closing by identifier could remove the replacement too.
// - Every notification on screen is held in `live` until it is answered, closed,
//   replaced or dismissed by the person: an Electron Notification that nothing
//   references is garbage-collected, and its click then reaches no one. The engine uses
//   a fixed set of ids, so the map stays small.
// - Where `Notification.isSupported()` is false, showing is a no-op that logs why.

import type { Event, Notification, NotificationActionEventParams, NotificationCloseEventParams, NotificationConstructorOptions } from 'electron';
import type { Logger, NotificationRequest, Notifier } from '../../core/ports.ts';
import { sourceWords, type I18n } from '../../i18n/words.ts';

/**
 * One notification, as far as this adapter uses it. The `on` overloads are Electron's own
 * listener types with an `unknown` return (Electron's returns the whole Notification,
 * which no fake could be).
 */
export interface NotificationHandle extends Pick<Notification, 'show' | 'close'> {
  on(event: 'click', listener: (event: Event) => void): unknown;
  on(event: 'action', listener: (details: Event<NotificationActionEventParams>, actionIndex: number) => void): unknown;
  on(event: 'close', listener: (details: Event<NotificationCloseEventParams>) => void): unknown;
  on(event: 'failed', listener: (event: Event, error: string) => void): unknown;
}

/** `typeof Notification`, narrowed to what this adapter uses. */
export interface NotificationClass {
  new (options: NotificationConstructorOptions): NotificationHandle;
  isSupported(): boolean;
}

export interface ElectronNotifierOptions {
  Notification: NotificationClass;
  /** `process.platform`. */
  platform: NodeJS.Platform;
  logger: Pick<Logger, 'log'>;
  /** The words of the moment (the hint a click opens Stint); English when absent. */
  words?: () => I18n;
}

/** Where the platform shows no buttons: what a click does. */
export function clickHint(i18n: I18n): string {
  return i18n._({ id: 'notification.clickHint', message: 'Click to open Stint.' });
}

/** Where Electron shows action buttons. */
export function supportsActions(platform: NodeJS.Platform): boolean {
  return platform === 'darwin' || platform === 'win32';
}

/** What Electron is asked to show for a request on `platform`. */
export function notificationOptions(n: NotificationRequest, platform: NodeJS.Platform, i18n: I18n = sourceWords()): NotificationConstructorOptions {
  if (supportsActions(platform)) {
    return { title: n.title, body: n.body, silent: false, actions: n.actions.map((a) => ({ type: 'button', text: a.label })) };
  }
  return {
    title: n.title,
    body: n.actions.length > 0 ? `${n.body}\n${clickHint(i18n)}` : n.body,
    silent: false,
    // Electron's Linux default is 'low', which some desktops keep out of sight.
    ...(platform === 'linux' ? { urgency: 'normal' as const } : {}),
  };
}

type Listener = (notificationId: string, actionId: string) => void;

export class ElectronNotifier implements Notifier {
  /** On screen now, by request id: the references that keep them alive. */
  private readonly live = new Map<string, NotificationHandle>();
  /** The actions each one on screen offers (none where the platform shows no buttons). */
  private readonly offered = new Map<string, readonly string[]>();
  private listeners: Listener[] = [];
  private readonly supported: boolean;

  constructor(private readonly options: ElectronNotifierOptions) {
    let supported = false;
    try {
      supported = options.Notification.isSupported();
    } catch {
      // Treated as unsupported: logged below.
    }
    this.supported = supported;
    if (!supported) options.logger.log('warn', 'this system does not support desktop notifications; reminders and idle questions show only in the window', { platform: options.platform });
  }

  show(n: NotificationRequest): void {
    if (!this.supported) {
      this.options.logger.log('info', 'notification not shown: notifications are not supported here', { id: n.id });
      return;
    }
    this.close(n.id);
    const note = new this.options.Notification(notificationOptions(n, this.options.platform, (this.options.words ?? sourceWords)()));
    const actionIds = supportsActions(this.options.platform) ? n.actions.map((a) => a.id) : [];
    this.live.set(n.id, note);
    this.offered.set(n.id, actionIds);
    note.on('click', () => this.answer(n.id, note, 'click'));
    note.on('action', (details, actionIndex) => {
      const index = typeof details?.actionIndex === 'number' ? details.actionIndex : actionIndex;
      const actionId = actionIds[index];
      if (actionId === undefined) {
        this.options.logger.log('warn', 'notification reported an unknown action', { id: n.id, index });
        return;
      }
      this.answer(n.id, note, actionId);
    });
    note.on('close', (details) => {
      // Dismissed by the person: nothing more can come from it. Timed out: it may still
      // sit in the notification centre and be clicked there, so it stays referenced.
      if (details?.reason === 'userCanceled' && this.live.get(n.id) === note) this.live.delete(n.id);
    });
    note.on('failed', (_event, error) => this.options.logger.log('warn', 'the OS could not show a notification', { id: n.id, error }));
    note.show();
  }

  close(id: string): void {
    const note = this.live.get(id);
    if (!note) return;
    this.live.delete(id);
    try {
      note.close();
    } catch (error) {
      this.options.logger.log('warn', 'could not close a notification', { id, error: error instanceof Error ? error.message : String(error) });
    }
  }

  onAction(listener: Listener): () => void {
    this.listeners.push(listener);
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }

  /**
   * A person chooses `actionId` ('click' for the body) of a notification on screen: the real
   * app's test hooks (test-hooks.ts) say it as the harness does. Throws, as RecordingNotifier
   * does, for what a person could not see.
   */
  choose(id: string, actionId: string): void {
    const note = this.live.get(id);
    if (!note) throw new Error(`no notification ${JSON.stringify(id)} is on screen`);
    if (actionId !== 'click' && !(this.offered.get(id) ?? []).includes(actionId)) {
      throw new Error(`notification ${JSON.stringify(id)} offers no action ${JSON.stringify(actionId)} here`);
    }
    this.answer(id, note, actionId);
  }

  /** How many notifications are held (on screen, as far as we know). */
  get heldCount(): number {
    return this.live.size;
  }

  private answer(id: string, note: NotificationHandle, actionId: string): void {
    // A replaced or closed notification speaks for nothing any more.
    if (this.live.get(id) !== note) return;
    this.live.delete(id);
    for (const l of [...this.listeners]) {
      try {
        l(id, actionId);
      } catch (error) {
        this.options.logger.log('error', 'a notification listener failed', { id, action: actionId, error: error instanceof Error ? error.message : String(error) });
      }
    }
  }
}
