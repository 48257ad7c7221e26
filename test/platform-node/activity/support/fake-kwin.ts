// A stand-in for KWin's scripting over D-Bus, modelled on KWin's documented behaviour
// (develop.kde.org/docs/plasma/kwin/api, kwin/src/scripting): org.kde.KWin at /Scripting
// (org.kde.kwin.Scripting) answers loadScript(filePath, pluginName) with the script's id, or
// -1 when a script of that name is loaded; the script's object (/Scripting/Script<id>, or /<id>
// in KWin 5) runs it on run(): KWin reads the file then and evaluates it with `workspace`
// and `callDBus` as globals. Here the evaluation is node:vm, `workspace` a model of KWin 6's
// (windowActivated, activeWindow) or KWin 5's (clientActivated, activeClient), and callDBus a
// real method call from KWin's own connection. unloadScript disconnects everything the script
// connected, as KWin's script teardown does.

import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import dbus from 'dbus-next';
import { serviceBus } from '../../../platform-electron/support/dbus-service.ts';

type Handler = (...args: unknown[]) => void;

/** A Qt signal as a script sees it: connect, disconnect; each connection belongs to the script that made it. */
class Signal {
  private handlers: { handler: Handler; owner: number }[] = [];
  constructor(private readonly kwin: FakeKwin) {}
  connect = (handler: Handler): void => {
    this.handlers.push({ handler, owner: this.kwin.running ?? -1 });
  };
  disconnect = (handler: Handler): void => {
    this.handlers = this.handlers.filter((h) => h.handler !== handler);
  };
  emit(...args: unknown[]): void {
    for (const h of [...this.handlers]) h.handler(...args);
  }
  dropOwner(owner: number): void {
    this.handlers = this.handlers.filter((h) => h.owner !== owner);
  }
}

export class KwinWindow {
  readonly captionChanged: Signal;
  constructor(
    kwin: FakeKwin,
    public readonly resourceClass: string,
    public caption: string,
  ) {
    this.captionChanged = kwin.signal();
  }
}

export type KwinVersion = 6 | 5;

export class FakeKwin {
  private readonly signals: Signal[] = [];
  readonly activated: Signal;
  active: KwinWindow | null = null;
  /** Scripts loaded by name: their id and source file. */
  readonly loaded = new Map<string, { id: number; file: string; ran: boolean; object?: dbus.interface.Interface }>();
  /** The id of the script whose code runs now (connections it makes are its own). */
  running: number | null = null;
  /** Calls the scripts made with callDBus, answered or refused. */
  readonly calls: { method: string; args: string[]; error?: string }[] = [];
  private nextId = 0;
  /** The service the scripts last called. */
  lastDestination: string | undefined;
  private callListeners: (() => void)[] = [];
  readonly unloadListeners: (() => void)[] = [];

  private constructor(
    readonly bus: dbus.MessageBus,
    readonly version: KwinVersion,
  ) {
    this.activated = this.signal();
  }

  signal(): Signal {
    const s = new Signal(this);
    this.signals.push(s);
    return s;
  }

  static async start(address: string, version: KwinVersion = 6): Promise<FakeKwin> {
    const bus = serviceBus(address);
    const kwin = new FakeKwin(bus, version);
    bus.export('/Scripting', kwin.scripting());
    const reply = await bus.requestName('org.kde.KWin', dbus.NameFlag.DO_NOT_QUEUE);
    if (reply !== dbus.RequestNameReply.PRIMARY_OWNER) throw new Error('org.kde.KWin is taken on the test bus');
    return kwin;
  }

  private scripting(): dbus.interface.Interface {
    const kwin = this;
    class Scripting extends dbus.interface.Interface {
      loadScript(file: string, name: string): number {
        if (kwin.loaded.has(name)) return -1;
        const id = kwin.nextId++;
        const object = kwin.script(name);
        kwin.loaded.set(name, { id, file, ran: false, object });
        kwin.bus.export(kwin.version === 6 ? `/Scripting/Script${id}` : `/${id}`, object);
        return id;
      }
      unloadScript(name: string): boolean {
        const s = kwin.loaded.get(name);
        if (!s) return false;
        kwin.loaded.delete(name);
        for (const signal of kwin.signals) signal.dropOwner(s.id);
        if (s.object) kwin.bus.unexport(kwin.version === 6 ? `/Scripting/Script${s.id}` : `/${s.id}`, s.object);
        for (const l of kwin.unloadListeners.splice(0)) l();
        return true;
      }
      isScriptLoaded(name: string): boolean {
        return kwin.loaded.has(name);
      }
    }
    Scripting.configureMembers({
      methods: {
        loadScript: { inSignature: 'ss', outSignature: 'i' },
        unloadScript: { inSignature: 's', outSignature: 'b' },
        isScriptLoaded: { inSignature: 's', outSignature: 'b' },
      },
    });
    return new Scripting('org.kde.kwin.Scripting');
  }

  private script(name: string): dbus.interface.Interface {
    const kwin = this;
    class Script extends dbus.interface.Interface {
      run(): void {
        const s = kwin.loaded.get(name)!;
        s.ran = true;
        kwin.evaluate(s.id, readFileSync(s.file, 'utf8'));
      }
      stop(): void {
        // KWin stops a script only through unloadScript here; the method exists, as in KWin.
      }
    }
    Script.configureMembers({ methods: { run: { inSignature: '', outSignature: '' }, stop: { inSignature: '', outSignature: '' } } });
    return new Script('org.kde.kwin.Script');
  }

  private evaluate(id: number, source: string): void {
    const workspace =
      this.version === 6
        ? { windowActivated: this.activated, get activeWindow() { return kwin.active; } }
        : { clientActivated: this.activated, get activeClient() { return kwin.active; } };
    const kwin = this;
    const callDBus = (service: string, path: string, iface: string, method: string, ...args: string[]): void => {
      this.lastDestination = service;
      const msg = new dbus.Message({ destination: service, path, interface: iface, member: method, signature: 's'.repeat(args.length), body: args });
      this.bus.call(msg).then(
        () => this.called({ method, args }),
        (e: unknown) => this.called({ method, args, error: e instanceof dbus.DBusError ? e.type : String(e) }),
      );
    };
    this.running = id;
    try {
      runInNewContext(source, { workspace, callDBus, print: () => undefined });
    } finally {
      this.running = null;
    }
  }

  private called(call: { method: string; args: string[]; error?: string }): void {
    this.calls.push(call);
    for (const l of this.callListeners.splice(0)) l();
  }

  /** Resolves once `n` callDBus calls have been answered (or refused). */
  async answered(n: number): Promise<void> {
    while (this.calls.length < n) await new Promise<void>((r) => this.callListeners.push(r));
  }

  window(resourceClass: string, caption: string): KwinWindow {
    return new KwinWindow(this, resourceClass, caption);
  }

  /** The person focuses `w` (null: the desktop). */
  activate(w: KwinWindow | null): void {
    this.active = w;
    this.activated.emit(w);
  }

  retitle(w: KwinWindow, caption: string): void {
    w.caption = caption;
    w.captionChanged.emit();
  }

  /** Resolves once no script of that name is loaded. */
  async whenUnloaded(name: string): Promise<void> {
    while (this.loaded.has(name)) await new Promise<void>((r) => this.unloadListeners.push(r));
  }

  /** KWin leaves the bus (the compositor went). */
  async stop(): Promise<void> {
    await this.bus.releaseName('org.kde.KWin').catch(() => undefined);
    this.bus.disconnect();
  }
}
