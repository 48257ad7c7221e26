// The activity record's desktop backends through main's catalog (issue 72): why nothing can be
// recorded on this desktop (Settings → Activity record, the snapshot's `activity.cannot`) and
// what a backend says of itself (`activity.note`), from the backend chooser, GNOME, KDE Plasma,
// Sway, Hyprland, x-win (Windows, macOS, X11) and a backend that did not load; and the outer
// words around D-Bus's own when idle time or screen locks cannot be told. Each is said with the
// pseudo-locale's words (en-XA): no letter outside a ⟦catalog text⟧ but the data handed in (a
// system's error, a socket's path, a compositor's name); the same in English fails the same
// check; German one sentence a backend. And an engine whose record cannot see windows says so
// again in the language chosen in Settings. No bus, no socket: typed fakes.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ActivityWords } from '../../main/core/ports.ts';
import { personStint } from '../../main/core/accounts/person-stint.ts';
import { wordsFor, type I18n } from '../../main/i18n/words.ts';
import { chooseBackend, type DesktopFacts } from '../../main/platform/node/activity/desktop-choice.ts';
import { desktopWords } from '../../main/platform/node/activity/desktop-words.ts';
import { desktopActivitySource } from '../../main/platform/node/activity/desktop-activity-source.ts';
import { busGoneWords, busUnreachableWords } from '../../main/platform/node/activity/session-bus-words.ts';
import { gnomeSource, noExtensionWords, notToldWords, stoppedWords, throughWords } from '../../main/platform/node/activity/gnome-source.ts';
import { kwinLeftWords, kwinSource, noAnswerWords, scriptNotRunWords } from '../../main/platform/node/activity/kwin-source.ts';
import { closedWords as swayClosedWords, refusedWords, unreachableWords as swayUnreachableWords } from '../../main/platform/node/activity/sway-source.ts';
import { closedWords as hyprlandClosedWords, unreachableWords as hyprlandUnreachableWords } from '../../main/platform/node/activity/hyprland-source.ts';
import { xWinSource, type XWinBackend, type XWinModule } from '../../main/platform/node/activity/x-win-source.ts';
import { loadedOnFirstUse } from '../../main/platform/node/activity/loaded-source.ts';
import { ElectronIdleSource } from '../../main/platform/electron/electron-idle-source.ts';
import type { DbusIdleTime } from '../../main/platform/electron/linux/idle-time-dbus.ts';
import type { LogindFollow } from '../../main/platform/electron/linux/logind-watch.ts';
import { idleDetectionWords } from '../../main/platform/electron/start/detection-status.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { fakePowerMonitor } from '../platform-electron/support/fake-power-monitor.ts';
import { AccountsHarness } from '../core/support/accounts-harness.ts';
import { untranslated } from './support/untranslated.ts';

const XA = wordsFor('en-XA');
const EN = wordsFor('en');
const DE = wordsFor('de');

/** What systems answered: kept as they said it, inside the sentences. */
const BUS_ERROR = 'connect ENOENT /run/user/1000/bus';
const DBUS_ERROR = 'org.freedesktop.DBus.Error.ServiceUnknown: The name org.kde.KWin was not provided by any .service files';
const SWAY_SOCKET = '/run/user/1000/sway-ipc.1000.42.sock';
const HYPR_SOCKETS = '/run/user/1000/hypr/abc_123';
const SOCKET_ERROR = 'connect ECONNREFUSED';
const XWIN_ERROR = 'X connection closed';
const ADDON_ERROR = 'x-win.linux-x64-gnu.node is missing';
const DATA = [BUS_ERROR, DBUS_ERROR, SWAY_SOCKET, HYPR_SOCKETS, SOCKET_ERROR, XWIN_ERROR, ADDON_ERROR, 'river', 'freebsd', 'Flatpak', 'Snap', 'Window Calls', 'Focused Window D-Bus'];

function said(words: ActivityWords, i18n: I18n): string {
  return typeof words === 'string' ? words : words(i18n);
}

const linux = (env: DesktopFacts['env'], sandbox: DesktopFacts['sandbox'] = null): DesktopFacts => ({ platform: 'linux', env, sandbox });
const WAYLAND = { XDG_SESSION_TYPE: 'wayland', WAYLAND_DISPLAY: 'wayland-0' };

/** Every desktop the chooser knows, and every reason it has for none. */
const DESKTOPS: readonly DesktopFacts[] = [
  { platform: 'win32', env: {}, sandbox: null },
  { platform: 'darwin', env: {}, sandbox: null },
  linux({ DISPLAY: ':0' }),
  linux({ ...WAYLAND, XDG_CURRENT_DESKTOP: 'KDE' }),
  linux({ ...WAYLAND, XDG_CURRENT_DESKTOP: 'GNOME' }),
  linux({ ...WAYLAND, XDG_CURRENT_DESKTOP: 'sway', SWAYSOCK: SWAY_SOCKET }),
  linux({ ...WAYLAND, HYPRLAND_INSTANCE_SIGNATURE: 'abc_123' }),
  { platform: 'freebsd', env: { DISPLAY: ':0' }, sandbox: null },
  linux({ ...WAYLAND, XDG_CURRENT_DESKTOP: 'KDE' }, 'flatpak'),
  linux({ DISPLAY: ':0' }, 'snap'),
  linux({ ...WAYLAND, XDG_CURRENT_DESKTOP: 'sway' }),
  linux({ ...WAYLAND, XDG_CURRENT_DESKTOP: 'Hyprland' }),
  linux({ ...WAYLAND, XDG_CURRENT_DESKTOP: 'river' }),
  linux(WAYLAND),
  linux({}),
];

/** The chooser's words (the command line's line) and the reason Settings shows where no backend can see. */
async function chooserWords(i18n: I18n): Promise<string[]> {
  const lines = DESKTOPS.map((facts) => desktopWords(chooseBackend(facts), i18n));
  const sandboxed = await desktopActivitySource({ facts: linux(WAYLAND, 'flatpak') }).availability();
  lines.push(sandboxed.ok ? 'available' : said(sandboxed.reason, i18n));
  return lines;
}

/** A session bus that cannot be reached, as the D-Bus backends open it. */
const noBus = (): never => {
  throw new Error(BUS_ERROR);
};

/** GNOME and KDE Plasma: the bus, the extensions, KWin and its script. */
async function dbusWords(i18n: I18n): Promise<string[]> {
  const gnome = await gnomeSource({ bus: noBus, clock: new ManualClock(0) }).availability();
  const kwin = await kwinSource({ bus: noBus }).availability();
  const troubles: ActivityWords[] = [];
  gnomeSource({ bus: noBus, clock: new ManualClock(0) }).watch(() => undefined, (r) => troubles.push(r));
  return [
    gnome.ok ? 'available' : said(gnome.reason, i18n),
    kwin.ok ? 'available' : said(kwin.reason, i18n),
    ...troubles.map((r) => said(r, i18n)),
    busGoneWords(BUS_ERROR, i18n),
    busUnreachableWords(BUS_ERROR, i18n),
    noExtensionWords(i18n),
    notToldWords(DBUS_ERROR, i18n),
    throughWords('Window Calls', i18n),
    stoppedWords('Focused Window D-Bus', DBUS_ERROR, i18n),
    noAnswerWords(DBUS_ERROR, i18n),
    kwinLeftWords(i18n),
    scriptNotRunWords({ refused: -1 }, i18n),
    scriptNotRunWords('noName', i18n),
    scriptNotRunWords({ error: DBUS_ERROR }, i18n),
  ];
}

/** Sway and Hyprland: their sockets not reached, closed, a subscription refused. */
function socketWords(i18n: I18n): string[] {
  return [
    ...(['closed', 'silent', 'notI3', { error: SOCKET_ERROR }] as const).map((f) => swayUnreachableWords(SWAY_SOCKET, f, i18n)),
    refusedWords(i18n),
    swayClosedWords(i18n),
    hyprlandUnreachableWords(HYPR_SOCKETS, SOCKET_ERROR, i18n),
    hyprlandClosedWords(i18n),
  ];
}

/** x-win's module as a test scripts it: `error` at each check, or a subscription that throws. */
function scriptedXWin(error: string | null, throwing = false): XWinModule {
  return {
    subscribeActiveWindow(callback) {
      if (throwing) throw new Error(XWIN_ERROR);
      if (error !== null) callback(new Error(error), undefined);
      return 1;
    },
    unsubscribeActiveWindow: () => undefined,
  };
}

/** Windows, macOS and X11 through x-win: the library not running, not watching, not reading, macOS's note; and a backend that did not load. */
async function xWinWords(i18n: I18n): Promise<string[]> {
  const lines: string[] = [];
  const watched = (backend: XWinBackend, module: XWinModule): void => {
    const stop = xWinSource({ backend, load: () => ({ ok: true, module }) }).watch(() => undefined, (r) => lines.push(said(r, i18n)));
    stop();
  };
  for (const backend of ['windows', 'macos', 'x11'] as const) {
    const a = await xWinSource({ backend, load: () => ({ ok: false, reason: XWIN_ERROR }) }).availability();
    lines.push(a.ok ? 'available' : said(a.reason, i18n));
    watched(backend, scriptedXWin(null, true));
    watched(backend, scriptedXWin(XWIN_ERROR));
  }
  watched('x11', scriptedXWin('no _NET_ACTIVE_WINDOW on the root window'));
  const mac = await xWinSource({ backend: 'macos', load: () => ({ ok: true, module: scriptedXWin(null) }), screenRecording: () => false }).availability();
  lines.push(mac.ok && mac.note !== undefined ? said(mac.note, i18n) : 'no note');
  const notLoaded = await loadedOnFirstUse(() => Promise.reject(new Error(ADDON_ERROR))).availability();
  lines.push(notLoaded.ok ? 'available' : said(notLoaded.reason, i18n));
  return lines;
}

/** Every pseudo-locale line is the catalog's (`data`: what was handed in), and every English one is caught by the same check. */
function fromCatalog(xa: readonly string[], en: readonly string[], data: readonly string[]): void {
  assert.ok(xa.length > 0 && xa.length === en.length, 'the same lines in both');
  for (const line of xa) assert.equal(untranslated(line, data), '', line);
  assert.deepEqual(en.filter((line) => untranslated(line, data) === ''), [], 'the English fails the check');
}

test("each backend's reason and note, in the pseudo-locale: nothing outside the catalog but the system's words; German as a person reads it", async () => {
  const all = async (i18n: I18n) => [...(await chooserWords(i18n)), ...(await dbusWords(i18n)), ...socketWords(i18n), ...(await xWinWords(i18n))];
  const xa = await all(XA);
  const en = await all(EN);
  fromCatalog(xa, en, DATA);
  // 16 of the chooser, 14 of the D-Bus backends, 8 of the sockets, 12 of x-win and the load: a watch that said nothing would be missing.
  assert.equal(en.length, 50, 'every sentence reached');

  assert.equal((await chooserWords(DE))[8], 'Dieses Flatpak-Paket von Stint kann die Fenster anderer Apps nicht sehen: Seine Sandbox verbirgt sie. Das .deb oder AppImage von Stint kann Ihre Aktivität protokollieren.');
  assert.equal(throughWords('Window Calls', DE), 'Über die GNOME-Shell-Erweiterung „Window Calls“.');
  assert.equal((await dbusWords(DE))[1], `Stint kann den Sitzungsbus nicht erreichen (${BUS_ERROR}).`);
  assert.equal(kwinLeftWords(DE), 'KWin hat den Sitzungsbus verlassen: Das Fenster im Fokus wird nicht mehr gesehen.');
  assert.equal(swayUnreachableWords(SWAY_SOCKET, 'silent', DE), `Stint kann den IPC-Socket von Sway nicht erreichen (${SWAY_SOCKET}): keine Antwort innerhalb von 5 s.`);
  assert.equal(hyprlandClosedWords(DE), 'Hyprland hat seinen Ereignis-Socket geschlossen: Das Fenster im Fokus wird nicht mehr gesehen.');
  const x = await xWinWords(DE);
  assert.equal(x[8], `Stint kann das Fenster im Fokus in dieser X11-Sitzung nicht lesen (${XWIN_ERROR}).`);
  assert.equal(x.at(-2), 'macOS zeigt Stint Fenstertitel nur mit der Berechtigung „Bildschirmaufnahme“: Ohne sie behält das Protokoll nur den Namen jeder Anwendung. Erlauben Sie Stint unter Systemeinstellungen › Datenschutz & Sicherheit › Bildschirmaufnahme, damit auch Titel protokolliert werden.');
});

const SERVICES = "org.gnome.Mutter.IdleMonitor: org.freedesktop.DBus.Error.ServiceUnknown; org.freedesktop.ScreenSaver: org.freedesktop.DBus.Error.ServiceUnknown";
const TRIED = 'GetSessionByPID(4242): org.freedesktop.login1.NoSessionForPID';
const SIGNALS_ERROR = 'org.freedesktop.DBus.Error.AccessDenied: rejected';
const MUTTER = 'GetIdletime at org.gnome.Mutter.IdleMonitor /org/gnome/Mutter/IdleMonitor/Core';
const READ_ERROR = 'org.freedesktop.DBus.Error.NameHasNoOwner: no owner';

/** Idle time no service answers for or whose service stopped answering, screen locks without a session or its signals (as the follows tell it: D-Bus's words as data). */
function detectionWords(i18n: I18n): string[] {
  const idle = (state: ReturnType<DbusIdleTime['current']>): DbusIdleTime => ({
    current: () => state,
    onChange: () => () => undefined,
    ready: Promise.resolve(),
    read: () => Promise.reject(new Error('no idle-time service')),
    close: () => undefined,
  });
  const logind = (state: ReturnType<LogindFollow['current']>): LogindFollow => ({ current: () => state, onChange: () => () => undefined, ready: Promise.resolve(), onEvent: () => () => undefined, close: () => undefined });
  const env = WAYLAND;
  const noService = { state: 'unavailable', reason: `no idle-time service answers on the session bus (${SERVICES})`, retryInMs: 1_000, services: SERVICES } as const;
  const stopped = { state: 'unavailable', reason: `${MUTTER} stopped answering (3 reads in a row failed, the last: ${READ_ERROR})`, retryInMs: 1_000, stopped: { service: MUTTER, reads: 3, error: READ_ERROR } } as const;
  const clock = new ManualClock(1_700_000_000_000);
  const sources = [
    new ElectronIdleSource({ powerMonitor: fakePowerMonitor(), platform: 'linux', env, clock, dbusIdle: idle(noService), logind: logind({ state: 'unavailable', reason: `no logind session found (${TRIED})`, retryInMs: 1_000, sessionsTried: TRIED }) }),
    new ElectronIdleSource({ powerMonitor: fakePowerMonitor(), platform: 'linux', env, clock, dbusIdle: idle(stopped), logind: logind({ state: 'unavailable', reason: `logind signals cannot be subscribed to (${SIGNALS_ERROR})`, retryInMs: 1_000, subscribeError: SIGNALS_ERROR }) }),
  ];
  try {
    return sources.map((source) => idleDetectionWords(source.describe(i18n), i18n) ?? 'nothing missing');
  } finally {
    for (const source of sources) source.close();
  }
}

test("idle time and screen locks D-Bus cannot tell: the outer words are the catalog's, D-Bus's inside as data", () => {
  fromCatalog(detectionWords(XA), detectionWords(EN), [SERVICES, TRIED, SIGNALS_ERROR, MUTTER, READ_ERROR]);
  assert.equal(
    detectionWords(DE)[0],
    `Die Leerlaufzeit kann unter Wayland nicht gelesen werden: Kein Leerlaufzeit-Dienst antwortet auf dem Sitzungsbus (${SERVICES}). Die Bildschirmsperre kann nicht erkannt werden: Keine logind-Sitzung gefunden (${TRIED}). Stint versucht es weiter und meldet sich hier, sobald es geht.`,
  );
});

let h: AccountsHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

test("the snapshot's reason follows a change of language in Settings: the backend's words are said when the snapshot is made", async () => {
  h = await AccountsHarness.start();
  h.activity.available = { ok: false, backend: 'kwin', reason: (i18n) => noAnswerWords(DBUS_ERROR, i18n) };
  await h.kill();
  const p = personStint(h.hub);
  assert.equal(p.snapshot().activity?.cannot, `KDE Plasma's KWin does not answer Stint on the session bus (${DBUS_ERROR}), so the focused window cannot be seen.`);
  assert.equal((await p.updateSettings({ language: 'de' })).ok, true);
  assert.equal(p.snapshot().activity?.cannot, `KWin von KDE Plasma antwortet Stint nicht auf dem Sitzungsbus (${DBUS_ERROR}), daher kann das Fenster im Fokus nicht gesehen werden.`);
  assert.equal((await p.updateSettings({ language: 'fr' })).ok, true);
  assert.equal(p.snapshot().activity?.cannot, `KWin de KDE Plasma ne répond pas à Stint sur le bus de session (${DBUS_ERROR}) : la fenêtre au premier plan ne peut donc pas être vue.`);
});
