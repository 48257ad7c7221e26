// Hyprland through its own sockets: the focused window at first from `j/activewindow` on the
// request socket (.socket.sock), then the event socket (.socket2.sock), one line per event:
// `activewindow>>class,title` on a focus change (`activewindow>>,` for none),
// `activewindowv2>>address` naming it, `windowtitlev2>>address,title` when a window's title
// changes. Both live in $XDG_RUNTIME_DIR/hypr/<signature>/ (Hyprland 0.40 on) or
// /tmp/hypr/<signature>/ (before). https://wiki.hypr.land/IPC/

import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import type { ActivityAvailability, ActivitySource, ActivityWords } from '../../../core/ports.ts';
import type { I18n } from '../../../i18n/words.ts';
import { changesOnly, focusedWindow } from './focus-changes.ts';

export interface HyprlandSourceOptions {
  readonly signature: string;
  /** $XDG_RUNTIME_DIR, where Hyprland 0.40 and later keep their sockets. */
  readonly runtimeDir?: string;
  readonly exists?: (path: string) => boolean;
}

/** The folder of this Hyprland instance's sockets. */
export function hyprlandFolder(options: HyprlandSourceOptions): string {
  const exists = options.exists ?? existsSync;
  const current = options.runtimeDir ? join(options.runtimeDir, 'hypr', options.signature) : null;
  if (current && exists(join(current, '.socket2.sock'))) return current;
  const older = join('/tmp/hypr', options.signature);
  return exists(join(older, '.socket2.sock')) ? older : (current ?? older);
}

/** One request on the request socket: Hyprland answers and closes the connection. */
function request(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const c = createConnection(socket);
    const chunks: Buffer[] = [];
    c.once('connect', () => c.write(command));
    c.on('data', (d: Buffer) => chunks.push(d));
    c.once('error', reject);
    c.once('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

function text(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** An address as Hyprland writes it in events (hex, no 0x) and in JSON ("0x..."): one form. */
function address(a: unknown): string {
  return typeof a === 'string' ? a.replace(/^0x/, '') : '';
}

/** Hyprland's sockets cannot be reached (`why`: the socket's own error, an errno's text, inside as it said it). */
export function unreachableWords(sockets: string, why: string, i18n: I18n): string {
  return i18n._({ id: 'activity.hyprland.unreachable', message: "Stint cannot reach Hyprland's sockets ({sockets}): {why}.", values: { sockets, why } });
}

export function closedWords(i18n: I18n): string {
  return i18n._({ id: 'activity.hyprland.closed', message: 'Hyprland closed its event socket: the focused window is no longer seen.' });
}

export function hyprlandSource(options: HyprlandSourceOptions): ActivitySource {
  const folder = (): string => hyprlandFolder(options);
  const unreachable = (why: string): ActivityWords => {
    const sockets = folder();
    return (i18n) => unreachableWords(sockets, why, i18n);
  };

  return {
    async availability(): Promise<ActivityAvailability> {
      try {
        // Its version, not the active window: the record may be off, and then no window is read.
        JSON.parse(await request(join(folder(), '.socket.sock'), 'j/version'));
        return { ok: true, backend: 'hyprland', titles: true };
      } catch (e) {
        return { ok: false, backend: 'hyprland', reason: unreachable(text(e)) };
      }
    },

    watch(onFocus, onTrouble) {
      const report = changesOnly(onFocus);
      let stopped = false;
      // What the events say about the focused window: its address and class, for a title change.
      let active = { address: '', app: '' };
      // An event that came before the first answer wins over it.
      let heard = false;
      const events = createConnection(join(folder(), '.socket2.sock'));
      const trouble = (why: ActivityWords): void => {
        if (stopped) return;
        stopped = true;
        events.destroy();
        onTrouble(why);
      };
      request(join(folder(), '.socket.sock'), 'j/activewindow').then(
        (answer) => {
          if (stopped || heard) return;
          const w = JSON.parse(answer) as { class?: unknown; title?: unknown; address?: unknown };
          active = { address: address(w.address), app: typeof w.class === 'string' ? w.class : '' };
          report(focusedWindow(w.class, w.title));
        },
        (e: unknown) => trouble(unreachable(text(e))),
      );
      let partial = '';
      events.setEncoding('utf8');
      events.on('data', (chunk: string) => {
        if (stopped) return;
        const lines = (partial + chunk).split('\n');
        partial = lines.pop()!;
        for (const line of lines) {
          const at = line.indexOf('>>');
          if (at < 0) continue;
          const name = line.slice(0, at);
          const data = line.slice(at + 2);
          // A class has no comma; a title may have any number.
          const comma = data.indexOf(',');
          const [first, rest] = comma < 0 ? [data, ''] : [data.slice(0, comma), data.slice(comma + 1)];
          if (name === 'activewindow') {
            heard = true;
            active = { address: '', app: first };
            report(focusedWindow(first, rest));
          } else if (name === 'activewindowv2') {
            active = { ...active, address: address(data) };
          } else if (name === 'windowtitlev2' && active.address !== '' && address(first) === active.address) {
            report(focusedWindow(active.app, rest));
          }
        }
      });
      events.on('error', (e) => trouble(unreachable(text(e))));
      events.on('close', () => trouble(closedWords));
      return () => {
        stopped = true;
        events.destroy();
      };
    },
  };
}
