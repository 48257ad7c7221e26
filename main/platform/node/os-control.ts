// The control language: what the operating system would do, said by a test or a person
// trying Stint: the harness's `POST /control`, and the real app's test hooks
// (platform/electron/test-hooks.ts), so one journey drives both. One JSON object, one of:
//
//   {"idle_seconds": n}                          the system reports n seconds without input
//                                                (the engine reads it at its next tick)
//   {"idle_seconds": null}                       a system that cannot tell idle time
//   {"event": "lock"|"unlock"|"suspend"|"resume"}
//   {"network": "offline"|"online"}              offline also makes every request fail,
//                                                as a lost network does
//   {"notification": {"id": "...", "action": "..."}}
//                                                a person chooses an action of a notification
//                                                on screen ("click" for its body)
//   {"open": "picker"|"quick-entry"|"export"|"settings"|"accounts"|"today"|"sign-in"|"todos"}
//                                                the shell asks the window for a place (the
//                                                tray's Start timer…, Quick entry…, Settings…)
//
// The harness's `GET /control/notifications` lists what was shown (`open` now, `history` since start).

import type { SystemEvent } from '../../core/ports.ts';
import type { PromptEvent } from '../../ipc/contract.ts';
import type { ManualIdleSource } from './manual-idle-source.ts';
import type { ManualNetworkStatus } from './manual-network-status.ts';

export interface ControlledPorts {
  readonly idle: ManualIdleSource;
  readonly network: ManualNetworkStatus;
  /** Throws when no such notification or action is on screen (RecordingNotifier). */
  readonly notifier: { choose(id: string, action: string): void };
  /** The pages that listen, as the shell's window. */
  readonly window: { prompt(prompt: PromptEvent): void };
}

type Place = Extract<PromptEvent, { kind: 'open' }>['place'];
const PLACES: readonly Place[] = Object.keys({ picker: 1, 'quick-entry': 1, export: 1, settings: 1, accounts: 1, today: 1, 'sign-in': 1, todos: 1 } satisfies Record<Place, 1>) as Place[];

export type ControlResult = { readonly ok: true } | { readonly ok: false; readonly status: 400 | 404; readonly message: string };

const EVENTS: readonly SystemEvent[] = ['lock', 'unlock', 'suspend', 'resume'];

const USAGE =
  'POST /control takes one JSON object: {"idle_seconds": n|null}, {"event": "lock"|"unlock"|"suspend"|"resume"}, ' +
  '{"network": "offline"|"online"}, {"notification": {"id": "...", "action": "..."}} or {"open": "picker"|"quick-entry"|"export"|"settings"|"accounts"|"today"|"sign-in"|"todos"}';

function bad(message: string): ControlResult {
  return { ok: false, status: 400, message: `${message}. ${USAGE}` };
}

export function applyControl(ports: ControlledPorts, body: unknown): ControlResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return bad('The body is not a JSON object');
  const keys = Object.keys(body);
  if (keys.length !== 1) return bad(`Expected exactly one field, got ${keys.length}`);
  const b = body as Record<string, unknown>;
  if ('idle_seconds' in b) {
    const n = b.idle_seconds;
    if (n !== null && !(typeof n === 'number' && Number.isFinite(n) && n >= 0)) return bad('idle_seconds must be a number of 0 or more, or null');
    ports.idle.setIdleSeconds(n ?? undefined);
    return { ok: true };
  }
  if ('event' in b) {
    const e = b.event;
    if (!EVENTS.includes(e as SystemEvent)) return bad('event must be lock, unlock, suspend or resume');
    ports.idle.emit(e as SystemEvent);
    return { ok: true };
  }
  if ('network' in b) {
    if (b.network !== 'offline' && b.network !== 'online') return bad('network must be "offline" or "online"');
    ports.network.set(b.network === 'online');
    return { ok: true };
  }
  if ('notification' in b) {
    const n = b.notification as Record<string, unknown> | null;
    if (typeof n !== 'object' || n === null || typeof n.id !== 'string' || typeof n.action !== 'string') {
      return bad('notification must be {"id": string, "action": string}');
    }
    try {
      ports.notifier.choose(n.id, n.action);
    } catch (e) {
      // The notifier refuses what a person could not see: no such notification or action.
      return { ok: false, status: 404, message: (e as Error).message };
    }
    return { ok: true };
  }
  if ('open' in b) {
    if (!PLACES.includes(b.open as Place)) return bad(`open must be one of ${PLACES.join(', ')}`);
    ports.window.prompt({ kind: 'open', place: b.open as Place });
    return { ok: true };
  }
  return bad(`Unknown field ${JSON.stringify(keys[0])}`);
}

export const CONTROL_USAGE = USAGE;
