// When each notification appeared, for the idle and reminder tests: the RecordingNotifier
// keeps what was shown but not when, nor what the engine had read by then. This wraps its
// `show` so that every notification is stamped with the clock and the request log's length
// (the requests sent before it), without changing what the notifier does.

import type { NotificationRequest } from '../../../main/core/ports.ts';
import type { EngineHarness } from './engine-harness.ts';

export interface ShownNotification {
  readonly id: string;
  readonly actions: readonly string[];
  /** The engine's clock when it was shown. */
  readonly at: number;
  /** `h.wire.length` when it was shown: `h.wire.slice(0, wireBefore)` went out before it. */
  readonly wireBefore: number;
}

/** Starts stamping the notifications of `h`'s current engine; answers the list it fills. */
export function recordShown(h: EngineHarness): ShownNotification[] {
  const shown: ShownNotification[] = [];
  const notifier = h.ports.notifier;
  const show = notifier.show.bind(notifier);
  notifier.show = (n: NotificationRequest): void => {
    shown.push({ id: n.id, actions: n.actions.map((a) => a.id), at: h.clock.now(), wireBefore: h.wire.length });
    show(n);
  };
  return shown;
}

/** The ISO instants (to the second) at which notifications with `id` were shown. */
export function shownAt(shown: readonly ShownNotification[], id: string): string[] {
  return shown.filter((n) => n.id === id).map((n) => new Date(n.at).toISOString().slice(0, 19) + 'Z');
}
