// A real X11 desktop for the activity backend: Xvfb, openbox (a window manager that keeps
// _NET_ACTIVE_WINDOW as the desktops do) and xterm windows with titles and classes of our
// choosing, focused with xdotool. Every step waits for the thing it needs: openbox's startup
// command printing once it manages the screen, `xdotool search --sync` for a window to exist,
// `windowactivate --sync` for the focus to move. CI installs the programs through .ci/run.

import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { missingDbus } from '../../../support/dbus-session.ts';
import { runProcess } from '../../../support/run-process.ts';
import { startXvfb, type Xvfb } from '../../../support/xvfb.ts';
import { WAIT_GUARD_MS } from '../../../support/hang-guard.ts';

export const X11_PROGRAMS = ['Xvfb', 'openbox', 'xterm', 'xdotool'] as const;

/** Why the X11 test cannot run here (a program missing), or null. */
export function missingX11(): string | null {
  const missing = missingDbus(X11_PROGRAMS);
  return missing === null ? null : `${missing.split(' is not installed')[0]} is not installed (CI installs xvfb openbox xterm xdotool through .ci/run)`;
}

export interface X11Desktop {
  readonly display: string;
  /** The X server's process id. */
  readonly serverPid: number;
  /** Opens an xterm titled `title` with WM_CLASS class `app`; resolves with its window id once it exists. */
  open(title: string, app: string): Promise<string>;
  /** Focuses the window as a click would, once the window manager has made it active. */
  activate(id: string): Promise<void>;
  /** Sets the window's title (WM_NAME and _NET_WM_NAME), as an app does when its document changes. */
  retitle(id: string, title: string): Promise<void>;
  stop(): Promise<void>;
}

async function xdotool(display: string, args: string[]): Promise<string> {
  const ran = await runProcess('xdotool', args, { cwd: '/', env: { ...process.env, DISPLAY: display }, hangMs: WAIT_GUARD_MS });
  if (ran.code !== 0) throw new Error(`xdotool ${args.join(' ')} failed (${ran.code}): ${ran.stderr}`);
  return ran.stdout.trim();
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  return exited;
}

export async function startX11Desktop(): Promise<X11Desktop> {
  const x: Xvfb = await startXvfb();
  const env = { ...process.env, DISPLAY: x.display };
  // openbox runs its --startup command once it manages the screen: that line is "ready".
  const wm = spawn('openbox', ['--sm-disable', '--startup', 'echo openbox-ready'], { env, stdio: ['ignore', 'pipe', 'ignore'] });
  await new Promise<void>((resolve, reject) => {
    const lines = createInterface({ input: wm.stdout! });
    lines.on('line', (line) => line.includes('openbox-ready') && resolve());
    wm.once('exit', (code) => reject(new Error(`openbox exited (${code}) before it was ready`)));
  });
  const windows: ChildProcess[] = [];
  return {
    display: x.display,
    serverPid: x.pid,
    async open(title, app) {
      // xterm names itself in WM_NAME's legacy encoding only; GTK and Qt apps set the UTF-8
      // _NET_WM_NAME, which x-win reads: the window is found by an ASCII name, then named so.
      const made = `stint-window-${windows.length}`;
      windows.push(spawn('xterm', ['-T', made, '-class', app, '-e', 'sleep 1000000'], { env, stdio: 'ignore' }));
      const id = (await xdotool(x.display, ['search', '--sync', '--name', `^${made}$`])).split('\n')[0]!;
      await xdotool(x.display, ['set_window', '--name', title, id]);
      return id;
    },
    async activate(id) {
      await xdotool(x.display, ['windowactivate', '--sync', id]);
    },
    async retitle(id, title) {
      await xdotool(x.display, ['set_window', '--name', title, id]);
    },
    async stop() {
      for (const w of windows) await stopChild(w);
      await stopChild(wm);
      await x.stop();
    },
  };
}
