// A stand-in for GNOME Shell with one or both of the extensions Stint can read the focused
// window from, answering as their extension.js does: "Focused Window D-Bus" Get() returns the
// focused window's JSON ("{}" for none) and emits FocusChanged(JSON) when the focused *app*
// changes (Shell.WindowTracker notify::focus-app: not for another window or title of the same
// app); "Window Calls" List() returns every window's JSON with `focus` and `title`.

import dbus from 'dbus-next';
import { serve, type Served } from '../../../platform-electron/support/dbus-service.ts';

export interface ShellWindow {
  readonly id: number;
  readonly wm_class: string;
  title: string;
}

export type ShellExtension = 'focused-window-dbus' | 'window-calls';

export class FakeGnomeShell {
  windows: ShellWindow[] = [];
  focusedId: number | null = null;
  /** Reads of the focused window, by method, in order. */
  readonly reads: string[] = [];
  private focusedWindow?: { FocusChanged(json: string): string };
  private served?: Served;

  private json(w: ShellWindow): Record<string, unknown> {
    return { title: w.title, wm_class: w.wm_class, wm_class_instance: w.wm_class.toLowerCase(), pid: 4242, id: w.id, focus: w.id === this.focusedId, in_current_workspace: true };
  }

  private focused(): ShellWindow | undefined {
    return this.windows.find((w) => w.id === this.focusedId);
  }

  static async start(address: string, extensions: readonly ShellExtension[]): Promise<FakeGnomeShell> {
    const shell = new FakeGnomeShell();
    const objects: [string, dbus.interface.Interface][] = [];
    if (extensions.includes('focused-window-dbus')) {
      class FocusedWindow extends dbus.interface.Interface {
        Get(): string {
          shell.reads.push('Get');
          const w = shell.focused();
          return w ? JSON.stringify(shell.json(w)) : '{}';
        }
        FocusChanged(json: string): string {
          return json;
        }
      }
      FocusedWindow.configureMembers({ methods: { Get: { inSignature: '', outSignature: 's' } }, signals: { FocusChanged: { signature: 's' } } });
      const iface = new FocusedWindow('org.gnome.shell.extensions.FocusedWindow');
      shell.focusedWindow = iface;
      objects.push(['/org/gnome/shell/extensions/FocusedWindow', iface]);
    }
    if (extensions.includes('window-calls')) {
      class Windows extends dbus.interface.Interface {
        List(): string {
          shell.reads.push('List');
          return JSON.stringify(shell.windows.map((w) => shell.json(w)));
        }
      }
      Windows.configureMembers({ methods: { List: { inSignature: '', outSignature: 's' } } });
      objects.push(['/org/gnome/Shell/Extensions/Windows', new Windows('org.gnome.Shell.Extensions.Windows')]);
    }
    shell.served = await serve(address, 'org.gnome.Shell', objects);
    return shell;
  }

  open(w: ShellWindow): void {
    this.windows.push(w);
  }

  /** The person focuses a window (null: the desktop); the signal only when the app changes. */
  focus(id: number | null): void {
    const before = this.focused()?.wm_class ?? null;
    this.focusedId = id;
    const now = this.focused();
    if ((now?.wm_class ?? null) !== before) this.focusedWindow?.FocusChanged(now ? JSON.stringify(this.json(now)) : '{}');
  }

  async stop(): Promise<void> {
    await this.served?.stop();
  }
}
