// A stand-in for Hyprland's two sockets in $XDG_RUNTIME_DIR/hypr/<signature>/: the request
// socket answers `j/activewindow` with the focused window's JSON (or {}) and `j/version` with
// its version's, and closes, as Hyprland does; the event socket sends lines as Hyprland sends them: activewindow>>class,title
// then activewindowv2>>address on a focus change, windowtitlev2>>address,title on a new title.

import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface HyprWindow {
  readonly address: string;
  readonly class: string;
  title: string;
}

export class FakeHyprland {
  readonly runtimeDir: string;
  readonly signature = 'b4f1bc0ee1b3e3e2_1764230400_1234567890';
  private readonly servers: Server[] = [];
  private readonly listeners = new Set<Socket>();
  private onListener: (() => void)[] = [];
  focused: HyprWindow | null = null;
  /** The requests made, in order. */
  readonly requests: string[] = [];

  private constructor(runtimeDir: string) {
    this.runtimeDir = runtimeDir;
  }

  static async start(): Promise<FakeHyprland> {
    const fake = new FakeHyprland(mkdtempSync(join(tmpdir(), 'stint-hypr-')));
    const folder = join(fake.runtimeDir, 'hypr', fake.signature);
    mkdirSync(folder, { recursive: true });
    const requests = createServer((c) => {
      c.on('error', () => undefined);
      c.once('data', (d: Buffer) => {
        const w = fake.focused;
        const asked = d.toString();
        fake.requests.push(asked);
        const window = w ? { address: `0x${w.address}`, class: w.class, title: w.title, mapped: true } : {};
        const answer = asked === 'j/activewindow' ? window : asked === 'j/version' ? { branch: 'main', commit: '9958d297', tag: 'v0.49.0' } : { error: 'unknown request' };
        c.end(JSON.stringify(answer));
      });
    });
    const events = createServer((c) => {
      c.on('error', () => undefined);
      fake.listeners.add(c);
      c.on('close', () => fake.listeners.delete(c));
      for (const resolve of fake.onListener.splice(0)) resolve();
    });
    await new Promise<void>((r) => requests.listen(join(folder, '.socket.sock'), r));
    await new Promise<void>((r) => events.listen(join(folder, '.socket2.sock'), r));
    fake.servers.push(requests, events);
    return fake;
  }

  whenListened(): Promise<void> {
    if (this.listeners.size > 0) return Promise.resolve();
    return new Promise((resolve) => this.onListener.push(resolve));
  }

  private send(text: string): void {
    for (const c of this.listeners) c.write(text);
  }

  focus(w: HyprWindow | null): void {
    this.focused = w;
    this.send(w ? `activewindow>>${w.class},${w.title}\nactivewindowv2>>${w.address}\n` : 'activewindow>>,\nactivewindowv2>>\n');
  }

  retitle(w: HyprWindow, title: string): void {
    w.title = title;
    // Cut in the middle of a line, as a socket may deliver it.
    const line = `windowtitle>>${w.address}\nwindowtitlev2>>${w.address},${title}\n`;
    this.send(line.slice(0, 20));
    this.send(line.slice(20));
  }

  /** Hyprland exits: the event socket closes. */
  async stop(): Promise<void> {
    for (const c of this.listeners) c.destroy();
    await Promise.all(this.servers.map((s) => new Promise<void>((r) => s.close(() => r()))));
    this.servers.length = 0;
    rmSync(this.runtimeDir, { recursive: true, force: true });
  }
}
