// A stand-in for a desktop's StatusNotifier watcher (org.kde.StatusNotifierWatcher at
// /StatusNotifierWatcher), and an item registering with it the way Electron's main process
// does. The watcher lists items the way the real ones do:
// - 'kde' (KDE, waybar): a bus name as `<name>/StatusNotifierItem`, a path as `<sender><path>`;
// - 'gnome' (GNOME's AppIndicator extension): always by the sender's unique name, `<sender><path>`;
// - 'refuse': answers the registration with an error and lists nothing (GNOME's extension
//   and waybar refusing the form some Electron releases sent, electron #53213).
// Like the real ones, it drops an item whose connection leaves the bus. It tells of changes
// with its own signals (KDE's way), with PropertiesChanged alone, or (a broken one) not at all.

import dbus, { type Message } from 'dbus-next';
import { counter } from './counter.ts';
import { serve, serviceBus, type Served } from './dbus-service.ts';

const { Interface } = dbus.interface;

export const WATCHER_NAME = 'org.kde.StatusNotifierWatcher';
export const WATCHER_PATH = '/StatusNotifierWatcher';
const BUS = 'org.freedesktop.DBus';

export type WatcherForm = 'kde' | 'gnome' | 'refuse';

class Watcher extends Interface {
  IsStatusNotifierHostRegistered: boolean;
  RegisteredStatusNotifierItems: string[] = [];
  ProtocolVersion = 0;

  constructor(host: boolean) {
    super(WATCHER_NAME);
    this.IsStatusNotifierHostRegistered = host;
  }

  StatusNotifierItemRegistered(entry: string): string {
    return entry;
  }

  StatusNotifierItemUnregistered(entry: string): string {
    return entry;
  }

  StatusNotifierHostRegistered(): void {}

  StatusNotifierHostUnregistered(): void {}
}
Watcher.configureMembers({
  properties: {
    IsStatusNotifierHostRegistered: { signature: 'b', access: 'read' },
    RegisteredStatusNotifierItems: { signature: 'as', access: 'read' },
    ProtocolVersion: { signature: 'i', access: 'read' },
  },
  signals: {
    StatusNotifierItemRegistered: { signature: 's' },
    StatusNotifierItemUnregistered: { signature: 's' },
    StatusNotifierHostRegistered: { signature: '' },
    StatusNotifierHostUnregistered: { signature: '' },
  },
});

export interface WatcherOptions {
  readonly form: WatcherForm;
  /** Whether a host (a panel) is registered at start. */
  readonly host: boolean;
  /** Asked for a property: answers (default), leaves the bus without answering (a crash mid-call), or never answers (a hung watcher). */
  readonly onGet?: 'answer' | 'vanish' | 'ignore';
  /** How changes are told (default: the watcher's own signals). */
  readonly tells?: 'own signals' | 'PropertiesChanged' | 'nothing';
}

export interface FakeWatcher extends Served {
  items(): readonly string[];
  /** A panel starts (true) or quits (false). */
  setHost(registered: boolean): void;
  /** Resolves once the watcher has been asked for a property `n` times in all (answered or not). */
  gets(n: number): Promise<void>;
  /** How many times it has been asked for a property so far. */
  getsSoFar(): number;
  /** From now on, answers property requests this way (a watcher that hangs while running). */
  setOnGet(mode: NonNullable<WatcherOptions['onGet']>): void;
  /** Tells again of every item it holds, though nothing changed (a watcher that repeats itself). */
  reannounce(): void;
}

function entryFor(form: 'kde' | 'gnome', sender: string, service: string): string {
  if (service.startsWith('/')) return `${sender}${service}`;
  return form === 'kde' ? `${service}/StatusNotifierItem` : `${sender}/StatusNotifierItem`;
}

export async function startWatcher(address: string, options: WatcherOptions): Promise<FakeWatcher> {
  const watcher = new Watcher(options.host);
  const served = await serve(address, WATCHER_NAME, [[WATCHER_PATH, watcher]]);
  const { bus } = served;
  const owners = new Map<string, string>(); // entry → the unique name of the connection that registered it
  // dbus-next may still hand over messages that arrived before a disconnect; answering one
  // then throws out of its handler.
  let live = true;
  const gets = counter();
  let onGet = options.onGet ?? 'answer';

  const tells = options.tells ?? 'own signals';
  const setItems = (items: string[], signal: () => void) => {
    watcher.RegisteredStatusNotifierItems = items;
    if (tells === 'PropertiesChanged') Interface.emitPropertiesChanged(watcher, { RegisteredStatusNotifierItems: items }, []);
    else if (tells === 'own signals') signal();
  };

  // dbus-next's Interface methods are not told who called; registration needs the sender.
  bus.addMethodHandler((msg: Message) => {
    if (msg.path !== WATCHER_PATH) return false;
    if (!live) return true;
    if (msg.interface === 'org.freedesktop.DBus.Properties' && msg.member === 'Get') gets.add();
    if (onGet !== 'answer' && msg.interface === 'org.freedesktop.DBus.Properties' && msg.member === 'Get') {
      if (onGet === 'vanish') {
        live = false;
        bus.disconnect();
      }
      return true;
    }
    if (msg.interface !== WATCHER_NAME || msg.member !== 'RegisterStatusNotifierItem') return false;
    const service: unknown = msg.body[0];
    if (options.form === 'refuse' || typeof service !== 'string') {
      bus.send(dbus.Message.newError(msg as never, 'org.freedesktop.DBus.Error.InvalidArgs', 'Invalid service name'));
    } else {
      const entry = entryFor(options.form, msg.sender, service);
      owners.set(entry, msg.sender);
      bus.send(dbus.Message.newMethodReturn(msg, '', []));
      setItems([...watcher.RegisteredStatusNotifierItems.filter((e) => e !== entry), entry], () => watcher.StatusNotifierItemRegistered(entry));
    }
    return true;
  });

  // An item whose connection leaves is dropped, as the real watchers do.
  bus.on('message', (msg: Message) => {
    if (!live || msg.sender !== BUS || msg.member !== 'NameOwnerChanged' || msg.body[2] !== '') return;
    const gone = [...owners].filter(([, owner]) => owner === msg.body[0]).map(([entry]) => entry);
    if (gone.length === 0) return;
    for (const entry of gone) owners.delete(entry);
    setItems(
      watcher.RegisteredStatusNotifierItems.filter((e) => !gone.includes(e)),
      () => gone.forEach((entry) => watcher.StatusNotifierItemUnregistered(entry)),
    );
  });
  await bus.call(
    new dbus.Message({
      destination: BUS,
      path: '/org/freedesktop/DBus',
      interface: BUS,
      member: 'AddMatch',
      signature: 's',
      body: [`type='signal',sender='${BUS}',interface='${BUS}',member='NameOwnerChanged'`],
    }),
  );

  return {
    ...served,
    async stop() {
      const wasLive = live;
      live = false;
      // A watcher that vanished mid-call has disconnected already: nothing to release.
      if (wasLive) await served.stop();
    },
    items: () => [...watcher.RegisteredStatusNotifierItems],
    setHost(registered) {
      watcher.IsStatusNotifierHostRegistered = registered;
      if (tells === 'PropertiesChanged') Interface.emitPropertiesChanged(watcher, { IsStatusNotifierHostRegistered: registered }, []);
      else if (tells === 'nothing') return;
      else if (registered) watcher.StatusNotifierHostRegistered();
      else watcher.StatusNotifierHostUnregistered();
    },
    gets: gets.reach,
    getsSoFar: gets.count,
    setOnGet(mode) {
      onGet = mode;
    },
    reannounce() {
      for (const entry of watcher.RegisteredStatusNotifierItems) watcher.StatusNotifierItemRegistered(entry);
    },
  };
}

export interface FakeItem {
  /** The unique name of the item's connection. */
  readonly uniqueName: string;
  /** Registers with the watcher as Electron does; resolves with the watcher's answer (an error name when it refused). */
  register(service: string): Promise<'accepted' | string>;
  /** The item's connection leaves the bus (Electron destroyed the tray, or the app quit). */
  leave(): void;
}

/** An item on a connection of its own, owning `name` (e.g. `org.kde.StatusNotifierItem-<pid>-1`) when given. */
export async function startItem(address: string, name: string | null): Promise<FakeItem> {
  const bus = serviceBus(address);
  if (name !== null) {
    const reply = await bus.requestName(name, dbus.NameFlag.DO_NOT_QUEUE);
    if (reply !== dbus.RequestNameReply.PRIMARY_OWNER) throw new Error(`${name} is already owned on the test bus (${reply})`);
  } else {
    // Connected once this answers; the unique name is known from then on.
    await bus.getProxyObject(BUS, '/org/freedesktop/DBus');
  }
  // dbus-next keeps the unique name from its Hello on `name`, which its types leave out.
  const uniqueName = (bus as unknown as { name?: string | null }).name;
  if (!uniqueName) throw new Error('the item connection has no unique name');
  return {
    uniqueName,
    async register(service) {
      try {
        await bus.call(
          new dbus.Message({ destination: WATCHER_NAME, path: WATCHER_PATH, interface: WATCHER_NAME, member: 'RegisterStatusNotifierItem', signature: 's', body: [service] }),
        );
        return 'accepted';
      } catch (e) {
        return e instanceof dbus.DBusError ? e.type : String(e);
      }
    },
    leave: () => bus.disconnect(),
  };
}
