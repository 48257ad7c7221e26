// A stand-in for Sway's IPC socket speaking the real protocol (i3-ipc framing, sway-ipc(7)):
// GET_VERSION, GET_TREE with the focused node marked, SUBSCRIBE answered {"success":true} and
// then window and workspace events sent as Sway sends them. A test moves the focus; the
// stand-in answers tree requests from the state it holds, as the compositor would.

import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EVENT, I3, I3Decoder, encodeI3 } from '../../../../main/platform/node/activity/i3-ipc.ts';

export interface SwayWindow {
  readonly id: number;
  /** The title (a node's `name`). */
  name: string;
  /** A Wayland client's app id, or null for an XWayland window (which has a class instead). */
  readonly app_id: string | null;
  readonly class?: string;
}

export class FakeSway {
  readonly socket: string;
  private readonly dir: string;
  private readonly server: Server;
  private readonly clients = new Set<Socket>();
  private readonly subscribed = new Map<Socket, string[]>();
  windows: SwayWindow[] = [];
  /** The focused window's id, or null when an empty workspace has the focus. */
  focusedId: number | null = null;
  /** Requests received, by type, in order. */
  readonly requests: number[] = [];
  /** Set false to refuse subscriptions. */
  acceptSubscriptions = true;

  private constructor(dir: string, server: Server) {
    this.dir = dir;
    this.socket = join(dir, 'sway-ipc.sock');
    this.server = server;
  }

  static async start(): Promise<FakeSway> {
    const dir = mkdtempSync(join(tmpdir(), 'stint-sway-'));
    const fake: FakeSway = new FakeSway(dir, createServer((c) => fake.serve(c)));
    await new Promise<void>((resolve) => fake.server.listen(fake.socket, resolve));
    return fake;
  }

  private node(w: SwayWindow): Record<string, unknown> {
    return {
      id: w.id,
      type: 'con',
      name: w.name,
      focused: w.id === this.focusedId,
      app_id: w.app_id,
      ...(w.class ? { window_properties: { class: w.class, instance: w.class.toLowerCase() } } : {}),
      nodes: [],
      floating_nodes: [],
    };
  }

  private tree(): Record<string, unknown> {
    const tiled = this.windows.slice(0, -1).map((w) => this.node(w));
    const floating = this.windows.slice(-1).map((w) => ({ ...this.node(w), type: 'floating_con' }));
    return {
      id: 1,
      type: 'root',
      name: 'root',
      focused: false,
      nodes: [
        {
          id: 2,
          type: 'output',
          name: 'HDMI-A-1',
          focused: false,
          nodes: [
            { id: 3, type: 'workspace', name: '1', focused: false, nodes: tiled, floating_nodes: floating },
            { id: 4, type: 'workspace', name: '2', focused: this.focusedId === null, nodes: [], floating_nodes: [] },
          ],
          floating_nodes: [],
        },
      ],
      floating_nodes: [],
    };
  }

  private serve(c: Socket): void {
    this.clients.add(c);
    c.on('close', () => {
      this.clients.delete(c);
      this.subscribed.delete(c);
    });
    c.on('error', () => undefined);
    const decoder = new I3Decoder();
    c.on('data', (chunk: Buffer) => {
      for (const m of decoder.push(chunk)) {
        this.requests.push(m.type);
        if (m.type === I3.getVersion) c.write(encodeI3(I3.getVersion, JSON.stringify({ major: 1, minor: 10, patch: 0, human_readable: '1.10', loaded_config_file_name: '' })));
        else if (m.type === I3.getTree) c.write(encodeI3(I3.getTree, JSON.stringify(this.tree())));
        else if (m.type === I3.subscribe) {
          c.write(encodeI3(I3.subscribe, JSON.stringify({ success: this.acceptSubscriptions })));
          if (this.acceptSubscriptions) {
            this.subscribed.set(c, JSON.parse(m.payload) as string[]);
            for (const resolve of this.onSubscribe.splice(0)) resolve();
          }
        } else c.write(encodeI3(m.type, JSON.stringify({ success: false, error: 'unknown' })));
      }
    });
  }

  private emit(kind: 'window' | 'workspace', payload: unknown, split = false): void {
    const bytes = encodeI3(kind === 'window' ? EVENT.window : EVENT.workspace, JSON.stringify(payload));
    for (const [c, kinds] of this.subscribed) {
      if (!kinds.includes(kind)) continue;
      if (split) {
        // As a socket may cut it: inside the header, then the rest.
        c.write(bytes.subarray(0, 9));
        c.write(bytes.subarray(9));
      } else c.write(bytes);
    }
  }

  private onSubscribe: (() => void)[] = [];

  /** Resolves once a client has subscribed to events. */
  whenSubscribed(): Promise<void> {
    if (this.subscribed.size > 0) return Promise.resolve();
    return new Promise((resolve) => this.onSubscribe.push(resolve));
  }

  open(w: SwayWindow): void {
    this.windows.push(w);
  }

  focus(id: number, split = false): void {
    this.focusedId = id;
    const w = this.windows.find((x) => x.id === id)!;
    this.emit('window', { change: 'focus', container: this.node(w) }, split);
  }

  retitle(id: number, name: string): void {
    const w = this.windows.find((x) => x.id === id)!;
    w.name = name;
    this.emit('window', { change: 'title', container: this.node(w) });
  }

  /** Closes a window; like Sway, a window that had the focus leaves none on an emptied workspace (no focus event). */
  close(id: number): void {
    const w = this.windows.find((x) => x.id === id)!;
    const node = this.node(w);
    this.windows = this.windows.filter((x) => x.id !== id);
    if (this.focusedId === id) this.focusedId = null;
    this.emit('window', { change: 'close', container: node });
  }

  /** Moves to the empty workspace 2. */
  toEmptyWorkspace(): void {
    this.focusedId = null;
    this.emit('workspace', { change: 'focus', current: { id: 4, type: 'workspace', name: '2' }, old: { id: 3, type: 'workspace', name: '1' } });
  }

  /** Sway exits: every client's connection closes. */
  async stop(): Promise<void> {
    for (const c of this.clients) c.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    rmSync(this.dir, { recursive: true, force: true });
  }
}
