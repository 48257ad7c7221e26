// Sway through its own IPC (i3's protocol on $SWAYSOCK): the focused window from the tree at
// first, then window events as they come (focus, a new title of the focused window, a close)
// and workspace focus (a move to an empty workspace focuses no window). No polling.

import { createConnection, type Socket } from 'node:net';
import type { ActivityAvailability, ActivitySource, ActivityWords, FocusedWindow } from '../../../core/ports.ts';
import { systemClock, type Clock } from '../../../time/clock.ts';
import type { I18n } from '../../../i18n/words.ts';
import { changesOnly, focusedWindow } from './focus-changes.ts';
import { EVENT, I3, I3Decoder, NotI3Stream, encodeI3, type I3Message } from './i3-ipc.ts';

/** The fields of a sway tree node Stint reads (sway-ipc(7), GET_TREE). */
interface SwayNode {
  readonly type?: string;
  readonly name?: string | null;
  readonly focused?: boolean;
  readonly app_id?: string | null;
  readonly window_properties?: { readonly class?: string };
  readonly nodes?: readonly SwayNode[];
  readonly floating_nodes?: readonly SwayNode[];
}

function asNode(value: unknown): SwayNode | null {
  return typeof value === 'object' && value !== null ? (value as SwayNode) : null;
}

function findFocused(node: SwayNode): SwayNode | null {
  if (node.focused) return node;
  for (const child of [...(node.nodes ?? []), ...(node.floating_nodes ?? [])]) {
    const found = findFocused(child);
    if (found) return found;
  }
  return null;
}

/** A window's app: app_id for Wayland clients, the X11 class for XWayland ones. */
function windowOf(node: SwayNode | null): FocusedWindow | null {
  if (node === null || (node.type !== 'con' && node.type !== 'floating_con')) return null;
  return focusedWindow(node.app_id ?? node.window_properties?.class, node.name ?? '');
}

export interface SwaySourceOptions {
  readonly socket: string;
  /** Bounds the availability check (default: the system clock). */
  readonly clock?: Pick<Clock, 'sleep'>;
}

const CHECK_MS = 5000;

/** Why the socket cannot be reached: what Stint saw of it, or its own error (an errno's text). */
export type SwayFailure = 'closed' | 'silent' | 'notI3' | { readonly error: string };

/** What Stint saw of the socket at the check, not an error it returned. */
class Seen extends Error {
  constructor(readonly seen: 'closed' | 'silent') {
    super(seen);
  }
}

function failureOf(e: unknown): SwayFailure {
  if (e instanceof NotI3Stream) return 'notI3';
  if (e instanceof Seen) return e.seen;
  return { error: e instanceof Error ? e.message : String(e) };
}

/** Why Sway's socket cannot be reached, in the words of `i18n` (the socket's own error inside as it said it). */
export function unreachableWords(socket: string, failure: SwayFailure, i18n: I18n): string {
  if (failure === 'notI3') return i18n._({ id: 'activity.sway.notI3', message: "Stint cannot reach Sway's IPC socket ({socket}): the socket does not speak i3 IPC.", values: { socket } });
  if (failure === 'closed') return i18n._({ id: 'activity.sway.closedAtCheck', message: "Stint cannot reach Sway's IPC socket ({socket}): the socket closed.", values: { socket } });
  if (failure === 'silent') return i18n._({ id: 'activity.sway.silent', message: "Stint cannot reach Sway's IPC socket ({socket}): no answer within {seconds} s.", values: { socket, seconds: CHECK_MS / 1000 } });
  return i18n._({ id: 'activity.sway.unreachable', message: "Stint cannot reach Sway's IPC socket ({socket}): {why}.", values: { socket, why: failure.error } });
}

export function refusedWords(i18n: I18n): string {
  return i18n._({ id: 'activity.sway.refused', message: "Sway refused Stint's subscription to its window events." });
}

export function closedWords(i18n: I18n): string {
  return i18n._({ id: 'activity.sway.closed', message: 'Sway closed its IPC socket: the focused window is no longer seen.' });
}

export function swaySource(options: SwaySourceOptions): ActivitySource {
  const clock = options.clock ?? systemClock;
  const unreachable = (e: unknown): ActivityWords => {
    const failure = failureOf(e);
    return (i18n) => unreachableWords(options.socket, failure, i18n);
  };

  return {
    async availability(): Promise<ActivityAvailability> {
      const socket = createConnection(options.socket);
      const decoder = new I3Decoder();
      const stop = new AbortController();
      try {
        const answered = new Promise<void>((resolve, reject) => {
          socket.once('connect', () => socket.write(encodeI3(I3.getVersion)));
          socket.on('data', (chunk: Buffer) => {
            try {
              if (decoder.push(chunk).some((m) => m.type === I3.getVersion)) resolve();
            } catch (e) {
              reject(e);
            }
          });
          socket.once('error', reject);
          socket.once('close', () => reject(new Seen('closed')));
        });
        const late = clock.sleep(CHECK_MS, stop.signal).then(() => {
          throw new Seen('silent');
        });
        await Promise.race([answered, late]);
        return { ok: true, backend: 'sway', titles: true };
      } catch (e) {
        return { ok: false, backend: 'sway', reason: unreachable(e) };
      } finally {
        stop.abort();
        socket.destroy();
      }
    },

    watch(onFocus, onTrouble) {
      const report = changesOnly(onFocus);
      const decoder = new I3Decoder();
      let stopped = false;
      const socket: Socket = createConnection(options.socket);
      const trouble = (why: ActivityWords): void => {
        if (stopped) return;
        stopped = true;
        socket.destroy();
        onTrouble(why);
      };
      const askTree = (): void => void socket.write(encodeI3(I3.getTree));
      const handle = (m: I3Message): void => {
        const body = asNode(JSON.parse(m.payload));
        if (m.type === I3.getTree) {
          if (body) report(windowOf(findFocused(body)));
        } else if (m.type === I3.subscribe) {
          if ((body as { success?: boolean } | null)?.success !== true) trouble(refusedWords);
        } else if (m.type === EVENT.window) {
          const event = body as { change?: string; container?: unknown } | null;
          const container = asNode(event?.container);
          if (event?.change === 'focus') report(windowOf(container));
          else if (event?.change === 'title' && container?.focused) report(windowOf(container));
          // The focus moves on after a close, to a window or to nothing: the tree says which.
          else if (event?.change === 'close') askTree();
        } else if (m.type === EVENT.workspace) {
          if ((body as { change?: string } | null)?.change === 'focus') askTree();
        }
      };
      socket.once('connect', () => {
        askTree();
        socket.write(encodeI3(I3.subscribe, JSON.stringify(['window', 'workspace'])));
      });
      socket.on('data', (chunk: Buffer) => {
        if (stopped) return;
        try {
          for (const m of decoder.push(chunk)) handle(m);
        } catch (e) {
          trouble(unreachable(e));
        }
      });
      socket.on('error', (e) => trouble(unreachable(e)));
      socket.on('close', () => trouble(closedWords));
      return () => {
        stopped = true;
        socket.destroy();
      };
    },
  };
}
