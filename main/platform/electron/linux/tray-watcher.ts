// Whether Stint's tray icon shows on a Linux desktop, from the StatusNotifier watcher on the
// session bus (the decision itself: ../tray-presence-decision.ts). Electron's main process
// registers its tray with `org.kde.StatusNotifierWatcher`; whether the watcher's list holds
// it is found at a bounded cost (tray-items.ts).
//
// The facts are read at start, when the watcher has settled after a change the bus tells of
// (the watcher coming or going, items and hosts registering, properties changing), and once
// more when the grace period after the tray was made ends. A signal only starts the settle
// wait (tray-pace.ts), so a signal from elsewhere, or a watcher that flaps or repeats itself,
// costs one read per settle and can decide nothing by itself; and the shell is told to make
// its tray anew at most once per interval. Reads never overlap: a change during a read is
// read again after it.
//
// Nothing here throws: a bus that cannot be reached, a watcher that leaves in the middle of
// an answer and a closed connection all end in facts the decision knows.
//
// The session bus is followed, not asked once (bus-link.ts): when it goes away the report
// says the tray cannot be checked (`detection`), reads in flight end at once, and a new
// connection is tried after a backoff. While the bus is away the icon is decided on the last
// facts the bus told: a lost bus proves nothing about the panel, and flipping to "assumed
// shown" would turn a window the person needs into a hidden popover. A bus that comes back
// is a new bus (a restarted session bus, a test's new daemon), and a watcher that came back
// is a new watcher: Electron's icon is not registered with either, so a host there without
// our item is told as a host appearing, and the shell makes its tray anew.

import { sourceWords, type I18n } from '../../../i18n/words.ts';
import dbus, { type Message } from 'dbus-next';
import type { Logger } from '../../../core/ports.ts';
import type { Clock } from '../../../time/clock.ts';
import { TRAY_GRACE_MS, decideTrayPresence, samePresence, trayHostAppeared, type TrayBusFacts, type TrayPresence } from '../tray-presence-decision.ts';
import { keepBusLink, type BackoffPolicy, type BusLink, type Detection, type LinkState } from './bus-link.ts';
import { deliver, errorText, matchRule, type BusFactory, type Connection } from './dbus-connection.ts';
import { holdsOurItem } from './tray-items.ts';
import { QuietWait, RebuildPace } from './tray-pace.ts';

const WATCHER = 'org.kde.StatusNotifierWatcher';
const WATCHER_PATH = '/StatusNotifierWatcher';
const BUS = 'org.freedesktop.DBus';
const BUS_PATH = '/org/freedesktop/DBus';
const PROPERTIES = 'org.freedesktop.DBus.Properties';

export interface TrayPresenceReport {
  readonly presence: TrayPresence;
  /** What the bus said; null on macOS and Windows, where it is not asked. */
  readonly facts: TrayBusFacts | null;
  /** A tray host appeared since the last report: make the tray anew, then call `trayCreated()`. */
  readonly trayHostAppeared: boolean;
  /** Whether the tray can be checked at all, and why not (the session bus away): the Settings line. */
  readonly detection: Detection;
}

export interface TrayWatch {
  /** The latest decision ('unknown-yet' until the first read). */
  current(): TrayPresenceReport;
  /** Resolves once the first decision is made (and reported). */
  readonly ready: Promise<void>;
  /** The shell made a new tray: the grace period starts again and the facts are read again. */
  trayCreated(): void;
  /** Disconnects; nothing is reported afterwards. */
  close(): void;
}

export interface WatchTrayPresenceOptions {
  readonly platform: NodeJS.Platform;
  /** The session bus (`() => dbus.sessionBus()`); Linux only; tests pass a private bus. */
  readonly connect?: BusFactory;
  readonly clock: Pick<Clock, 'now' | 'sleep'>;
  /** XDG_CURRENT_DESKTOP, to name the fix (GNOME: the AppIndicator extension). */
  readonly desktop?: string | undefined;
  /** The process whose item counts as Stint's (Electron's main process). Default: this one. */
  readonly pid?: number;
  readonly logger?: Pick<Logger, 'log'>;
  /** Default BUS_BACKOFF (bus-link.ts). */
  readonly backoff?: BackoffPolicy;
  /** Told each time the decision or the facts change (the first decision included). */
  readonly onChange: (report: TrayPresenceReport) => void;
}

function variantValue(reply: Message): unknown {
  const v: unknown = reply.body[0];
  return typeof v === 'object' && v !== null && 'value' in v ? v.value : undefined;
}

async function watcherHasOwner(conn: Connection): Promise<boolean> {
  const reply = await conn.call({ destination: BUS, path: BUS_PATH, interface: BUS, member: 'NameHasOwner', signature: 's', body: [WATCHER] });
  const has: unknown = reply.body[0];
  if (typeof has !== 'boolean') throw new Error(`NameHasOwner answered '${reply.signature}'`);
  return has;
}

type Read<T> = { ok: true; value: T } | { ok: false; reason: string };

async function watcherProperty<T>(conn: Connection, name: string, valid: (v: unknown) => v is T): Promise<Read<T>> {
  try {
    const reply = await conn.call({ destination: WATCHER, path: WATCHER_PATH, interface: PROPERTIES, member: 'Get', signature: 'ss', body: [WATCHER, name], noAutoStart: true });
    const value = variantValue(reply);
    return valid(value) ? { ok: true, value } : { ok: false, reason: `${name} is not what the specification says` };
  } catch (e) {
    return { ok: false, reason: `${name}: ${errorText(e)}` };
  }
}

const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

async function readFacts(conn: Connection, pid: number): Promise<TrayBusFacts> {
  try {
    if (!(await watcherHasOwner(conn))) return { bus: 'reachable', watcher: false };
    const [host, items] = await Promise.all([
      watcherProperty(conn, 'IsStatusNotifierHostRegistered', isBoolean),
      watcherProperty(conn, 'RegisteredStatusNotifierItems', isStrings),
    ]);
    // A watcher that left in the middle of answering is no watcher (its leaving is also
    // signalled, but this read must not report a half-answered one as present).
    if ((!host.ok || !items.ok) && !(await watcherHasOwner(conn))) return { bus: 'reachable', watcher: false };
    return {
      bus: 'reachable',
      watcher: true,
      host: host.ok ? host.value : null,
      ourItem: items.ok ? await holdsOurItem(conn, items.value, pid) : null,
    };
  } catch (e) {
    return { bus: 'unreachable', reason: errorText(e) };
  }
}

function sameFacts(a: TrayBusFacts | null, b: TrayBusFacts | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Why the tray cannot be checked (the session bus away, `busError` the bus's own words), in the words of `i18n`. */
export function trayUncheckedReason(busError: string, i18n: I18n): string {
  return i18n._({ id: 'shell.tray.unchecked', message: 'Whether the tray icon shows cannot be checked: the session bus cannot be reached ({reason}).', values: { reason: busError } });
}

function detectionOf(linux: boolean, facts: TrayBusFacts | null): Detection {
  if (!linux) return { state: 'available' };
  if (facts === null) return { state: 'checking' };
  if (facts.bus === 'unreachable') return { state: 'unavailable', reason: trayUncheckedReason(facts.reason, sourceWords()) };
  return { state: 'available' };
}

/** A host on a bus that came back, which does not hold our item: Electron's registration went with the old bus. */
function hostWithoutUs(f: TrayBusFacts): boolean {
  return f.bus === 'reachable' && f.watcher && f.host !== false && f.ourItem !== true;
}

/** Starts watching; never throws. The first decision comes through `onChange` (and `ready`). */
export function watchTrayPresence(options: WatchTrayPresenceOptions): TrayWatch {
  const { clock, platform, desktop } = options;
  const pid = options.pid ?? process.pid;
  const linux = platform !== 'darwin' && platform !== 'win32';
  let createdAt = clock.now();
  let closed = false;
  /** What the bus says now (unreachable while it is away); null until it has said anything. */
  let facts: TrayBusFacts | null = null;
  /** The last facts a reachable bus told, decided on while the bus is away. */
  let lastTold: TrayBusFacts | null = null;
  /**
   * Counts the times the bus or the watcher was replaced (the bus came back, the watcher's
   * name changed hands), where Electron's registration is lost; `lossesDecided` of them had
   * happened before a read that was decided. While some are not, a host without our item
   * is told as a host appearing.
   */
  let losses = 0;
  let lossesDecided = 0;
  /** A rebuild was wanted but held back by the pace: still wanted while a host lacks our item. */
  let owed = false;
  let reported: TrayPresenceReport = { presence: { state: 'unknown-yet', decideInMs: 0 }, facts: null, trayHostAppeared: false, detection: detectionOf(linux, null) };
  let graceWait: AbortController | null = null;
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  let first = true;

  /**
   * Whether to tell the shell now to make its tray anew. `lossesRead`: the losses counted when
   * the read being decided began, if one is; a loss during it is for the read after it.
   */
  const rebuildNow = (f: TrayBusFacts, lossesRead: number | undefined): boolean => {
    if (f.bus !== 'reachable') return false;
    const lost = (lossesRead ?? losses) > lossesDecided;
    const wanted = trayHostAppeared(reported.facts, f) || ((lost || owed) && hostWithoutUs(f));
    if (lossesRead !== undefined) lossesDecided = Math.max(lossesDecided, lossesRead);
    if (!wanted) {
      owed = false;
      pace.drop();
      return false;
    }
    owed = !pace.ask();
    return !owed;
  };

  const decide = (lossesRead?: number): void => {
    if (closed) return;
    const away = facts?.bus === 'unreachable' && lastTold !== null;
    const presence = decideTrayPresence({ platform, desktop, sinceTrayCreatedMs: clock.now() - createdAt, facts: away ? lastTold : facts });
    const appeared = facts !== null && rebuildNow(facts, lossesRead);
    const changed = first || appeared || !samePresence(presence, reported.presence) || !sameFacts(facts, reported.facts);
    reported = { presence, facts, trayHostAppeared: appeared, detection: detectionOf(linux, facts) };
    if (!changed) return;
    first = false;
    log(presence);
    deliver([options.onChange], reported);
    markReady();
  };

  const log = (p: TrayPresence): void => {
    if (p.state === 'unknown-yet') return;
    if (p.state === 'shown') options.logger?.log(p.certain ? 'info' : 'warn', 'tray icon shown', { certain: p.certain, note: p.note });
    else options.logger?.log('warn', 'tray icon not shown', { cause: p.cause, reason: p.reason });
  };

  // The grace period ends by the injected clock: the facts are read again then, in case a
  // change went by unsignalled, and decided, even while the watcher settles: the decision
  // after a tray is made is due then (and trays are not made often: tray-pace.ts). A read
  // still under way may not end before its calls time out (a hung watcher), so the facts
  // known then are decided at once rather than waiting for it.
  const waitOutGrace = (): void => {
    graceWait?.abort();
    const wait = new AbortController();
    graceWait = wait;
    clock.sleep(TRAY_GRACE_MS, wait.signal).then(
      () => {
        if (graceWait === wait) graceWait = null;
        if (reading) decide();
        refresh();
      },
      () => undefined,
    );
  };

  // 'starting' until the bus is first subscribed to (the first read comes then), 'no bus'
  // when the facts cannot change (macOS, Windows, no bus given), 'away' while the bus is gone.
  let source: 'starting' | 'no bus' | 'away' | Connection = 'starting';
  let reading = false;
  let again = false;
  const refresh = (): void => {
    if (closed || source === 'starting') return;
    if (typeof source !== 'object') {
      decide();
      return;
    }
    again = true;
    if (reading) return;
    reading = true;
    void (async () => {
      try {
        while (again && !closed && typeof source === 'object') {
          again = false;
          const conn: Connection = source;
          const lossesRead = losses;
          const read = await readFacts(conn, pid);
          // The connection went meanwhile: what it answered (or failed to) is of no use.
          if (source !== conn) continue;
          facts = read;
          if (read.bus === 'reachable') lastTold = read;
          decide(lossesRead);
        }
      } finally {
        reading = false;
      }
    })();
  };

  const withoutBus = (f: TrayBusFacts | null): void => {
    facts = f;
    source = 'no bus';
    refresh();
  };

  const quiet = new QuietWait(clock, () => refresh());
  // A rebuild held back comes due: decided on the facts known, unless a read is due anyway.
  const pace = new RebuildPace(clock, () => {
    if (!quiet.settling) decide();
  });

  // The watcher's signals only start the settle wait; the rules are added before the first
  // read, so no change between the two goes unseen.
  const subscribe = async (c: Connection): Promise<Connection> => {
    c.onMessage((msg) => {
      if (msg.type !== dbus.MessageType.SIGNAL) return;
      // Only the bus itself sends as org.freedesktop.DBus: the watcher's name changed hands.
      const watcherCame = msg.sender === BUS && msg.interface === BUS && msg.member === 'NameOwnerChanged' && msg.body[0] === WATCHER;
      const watcherSaid = msg.path === WATCHER_PATH && (msg.interface === WATCHER || (msg.interface === PROPERTIES && msg.body[0] === WATCHER));
      if (watcherCame) losses += 1;
      if (watcherCame || watcherSaid) quiet.poke();
    });
    const rules = [
      matchRule({ type: 'signal', sender: BUS, interface: BUS, member: 'NameOwnerChanged', arg0: WATCHER }),
      matchRule({ type: 'signal', sender: WATCHER, path: WATCHER_PATH, interface: WATCHER }),
      matchRule({ type: 'signal', sender: WATCHER, path: WATCHER_PATH, interface: PROPERTIES, member: 'PropertiesChanged', arg0: WATCHER }),
    ];
    try {
      await Promise.all(rules.map((r) => c.addMatch(r)));
    } catch (e) {
      // The bus gone: the link tries again. Otherwise the reads say what became of the bus;
      // only later changes go unseen.
      if (c.endedBecause() !== null) throw e;
      options.logger?.log('warn', 'tray watch: changes on the session bus cannot be followed', { error: errorText(e) });
    }
    return c;
  };

  let everUp = false;
  const follow = (state: LinkState<Connection>): void => {
    if (closed) return;
    if (state.state === 'up') {
      if (!everUp) waitOutGrace();
      else options.logger?.log('info', 'tray watch: the session bus is back');
      if (everUp) losses += 1;
      everUp = true;
      source = state.value;
      refresh();
    } else if (state.state === 'down') {
      // Once per loss: the retries that follow would say the same every minute.
      if (source !== 'away') options.logger?.log('warn', 'tray watch: the session bus is away; trying again', { reason: state.reason, retryInMs: state.retryInMs });
      source = 'away';
      facts = { bus: 'unreachable', reason: state.reason };
      refresh();
    }
  };

  let link: BusLink<Connection> | null = null;
  if (!linux) withoutBus(null);
  else if (!options.connect) withoutBus({ bus: 'unreachable', reason: 'no session bus was given' });
  else link = keepBusLink({ connect: options.connect, clock, ...(options.backoff ? { backoff: options.backoff } : {}), setUp: subscribe, onState: follow });

  return {
    current: () => reported,
    ready,
    trayCreated() {
      if (closed) return;
      createdAt = clock.now();
      if (typeof source === 'object') waitOutGrace();
      refresh();
    },
    close() {
      if (closed) return;
      closed = true;
      graceWait?.abort();
      graceWait = null;
      quiet.close();
      pace.drop();
      link?.close();
      markReady();
    },
  };
}
