// The Electron shell's words through main's catalog (issue 72): the data folder held by another
// Stint and made private, a start refused (debugging switches) or failed, an update that was not installed, no tray icon, the Settings lines of
// the shortcut, launch at login and idle and lock detection, where the session is kept, the
// notifications' hint, the dialogs, the app menu and the compact timer's title, commands held
// back, and a request the window's channel refused. Each is driven with the pseudo-locale's
// words (en-XA): no letter outside a ⟦catalog text⟧ but the data handed in; the same calls in
// English fail the same check (so it can tell); German, one sentence an area, as a person
// reads it. And the language they are said in: Settings' choice in settings.json, else the
// system's, before the engine runs; the snapshot's once it does, the session store's words
// following a change in Settings. No Electron: typed fakes, a temporary folder.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GlobalShortcut, LoginItemSettings, Settings } from 'electron';
import { wordsFor, type I18n } from '../../main/i18n/words.ts';
import { folderInUseMessage, folderInUseTitle, sayFolderNews, type HeldDataFolder } from '../../main/platform/electron/start/data-lock.ts';
import { lostWords } from '../../main/platform/node/data-folder-lock.ts';
import { narrowedWords } from '../../main/platform/node/private-folder.ts';
import { refusedSwitchesWords } from '../../main/platform/electron/start/launch.ts';
import { startFailureWords } from '../../main/platform/electron/start/start-failure.ts';
import { installFailedAdvice } from '../../main/platform/electron/start/install-failure.ts';
import { noTrayAdvice, noTrayReason, noTrayTitle, type TrayMissingCause } from '../../main/platform/electron/tray-presence-decision.ts';
import { trayUncheckedWords } from '../../main/platform/electron/start/tray-presence.ts';
import { GlobalShortcutBinding } from '../../main/platform/electron/global-shortcut.ts';
import { createLoginItem, type LoginItemHost } from '../../main/platform/electron/login-item.ts';
import { ElectronIdleSource } from '../../main/platform/electron/electron-idle-source.ts';
import type { DbusIdleTime } from '../../main/platform/electron/linux/idle-time-dbus.ts';
import type { LogindFollow } from '../../main/platform/electron/linux/logind-watch.ts';
import { idleDetectionWords } from '../../main/platform/electron/start/detection-status.ts';
import { SafeStorageSecretStore } from '../../main/platform/electron/safe-storage-secret-store.ts';
import { notificationOptions } from '../../main/platform/electron/electron-notifier.ts';
import { saveDialogOptions } from '../../main/platform/electron/export-ports.ts';
import { openDialogOptions } from '../../main/platform/electron/open-ports.ts';
import { compactWindowOptions } from '../../main/platform/electron/window-factory.ts';
import { appMenuTemplate } from '../../main/platform/electron/window-menu.ts';
import { foldedNotice } from '../../main/platform/electron/start/command-notices.ts';
import { askForWindow } from '../../main/platform/electron/start/ipc.ts';
import { createIpcHandlers } from '../../main/ipc/handlers.ts';
import { checkPayload } from '../../main/ipc/payload-check.ts';
import type { WindowStint } from '../../main/ipc/contract.ts';
import { shellLanguage, shellWords, storedSettings } from '../../main/platform/electron/shell-language.ts';
import { nodePorts } from '../../main/platform/node/index.ts';
import { createStint } from '../../main/core/stint.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { FakeSafeStorage } from '../support/fake-safe-storage.ts';
import { fakePowerMonitor } from '../platform-electron/support/fake-power-monitor.ts';
import { untranslated } from './support/untranslated.ts';

const XA = wordsFor('en-XA');
const EN = wordsFor('en');
const DE = wordsFor('de');

const DIR = '/home/ada/.config/Stint';

/** Every pseudo-locale line is the catalog's (`data`: what was handed in), and every English one is caught by the same check. */
function fromCatalog(xa: readonly string[], en: readonly string[], data: readonly string[] = []): void {
  assert.ok(xa.length > 0 && xa.length === en.length, 'the same lines in both');
  for (const line of xa) assert.equal(untranslated(line, data), '', line);
  assert.deepEqual(en.filter((line) => untranslated(line, data) === ''), [], 'the English fails the check');
}

/** The data folder: held by another Stint (the dialog), made private and lost (the notifications). */
function folderWords(i18n: I18n): string[] {
  const shown: string[] = [];
  const folder: HeldDataFolder = {
    ok: true,
    guard: () => undefined,
    narrowed: (words) => narrowedWords(DIR, { narrowed: 2 }, words) ?? '',
    onLost: (tell) => tell(lostWords(DIR, null, 'ada-laptop', i18n)),
    release: async () => undefined,
  };
  const facts = { logFile: { logger: { log: () => undefined } }, notifier: { show: (n: { title: string; body: string }) => void shown.push(n.title, n.body) } };
  sayFolderNews(folder, facts, () => i18n);
  return [folderInUseTitle(i18n), folderInUseMessage(DIR, { pid: 4242, hostname: null }, 'ada-laptop', i18n), folderInUseMessage(DIR, { pid: null, hostname: null }, 'ada-laptop', i18n), ...shown];
}

/** Before anything runs: an installed Stint started with debugging switches, and a start that failed (main.ts's box). */
function startWords(i18n: I18n): string[] {
  const failed = startFailureWords('EACCES: permission denied, open', i18n);
  return [refusedSwitchesWords(['--inspect', '--remote-debugging-port'], i18n), failed.title, failed.body];
}

test('the data folder: another Stint holds it, it was made private, its lock was lost; a start refused or failed', () => {
  fromCatalog([...folderWords(XA), ...startWords(XA)], [...folderWords(EN), ...startWords(EN)], ['pid', 'EACCES: permission denied, open']);
  assert.equal(folderInUseTitle(DE), 'Stint läuft bereits');
  assert.equal(
    folderInUseMessage(DIR, { pid: 4242, hostname: null }, 'ada-laptop', DE),
    `Stint läuft bereits mit seinem Datenordner ${DIR} (pid 4242), vielleicht als Befehlszeile. Beenden Sie es und starten Sie Stint dann erneut.`,
  );
});

function updateWords(i18n: I18n): string[] {
  const linux = { platform: 'linux' as const, appImage: '/home/ada/Apps/Stint.AppImage' };
  return [
    installFailedAdvice({ version: '1.4.0', cause: 'squirrel', error: '' }, { platform: 'darwin', appImage: undefined }, i18n),
    installFailedAdvice({ version: '1.4.0', cause: 'installer', error: 'EACCES' }, linux, i18n),
    installFailedAdvice({ version: '1.4.0', cause: 'installer', error: 'ERR_SIGNATURE' }, { platform: 'win32', appImage: undefined }, i18n),
    installFailedAdvice({ version: '1.4.0', cause: 'installer', error: '' }, { platform: 'win32', appImage: undefined }, i18n),
    installFailedAdvice({ version: '1.4.0', cause: 'no-quit', error: '' }, linux, i18n),
  ].flatMap((a) => [a.title, a.body]);
}

test('an update that was not installed: each cause, its title and what to do', () => {
  fromCatalog(updateWords(XA), updateWords(EN));
  assert.deepEqual(installFailedAdvice({ version: '1.4.0', cause: 'no-quit', error: '' }, { platform: 'win32', appImage: undefined }, DE), {
    title: 'Stint 1.4.0 wurde nicht installiert',
    body: 'Die Installation wurde nicht abgeschlossen, daher wurde Stint mit dieser Version neu gestartet. Laden Sie Stint 1.4.0 herunter, um es selbst zu installieren. Unter Einstellungen → Updates finden Sie den Link zur Release-Seite.',
  });
});

const BUS_ERROR = 'connect ENOENT /run/user/1000/bus';

function trayWords(i18n: I18n): string[] {
  const causes: TrayMissingCause[] = ['no-watcher', 'no-host', 'item-refused'];
  const reasons = ['ubuntu:GNOME', 'KDE'].flatMap((desktop) => causes.map((cause) => noTrayReason(cause, desktop, i18n)));
  return [noTrayTitle(i18n), ...reasons.map((r) => noTrayAdvice(r, i18n)), trayUncheckedWords({ bus: 'unreachable', reason: BUS_ERROR }, i18n)];
}

test('no tray icon: the notification, the Settings line on every desktop and cause, and a bus that cannot be reached', () => {
  fromCatalog(trayWords(XA), trayWords(EN), [BUS_ERROR]);
  assert.equal(noTrayReason('no-watcher', 'ubuntu:GNOME', DE), 'Kein Infobereich auf diesem Desktop: GNOME zeigt Tray-Symbole nur mit der Erweiterung AppIndicator an, und die läuft nicht.');
});

/** The refusal of each kind, through the binding as Settings shows it. */
function shortcutWords(i18n: I18n): string[] {
  const host = (answer: 'taken' | 'throws'): Pick<GlobalShortcut, 'register' | 'unregister'> => ({
    register: () => {
      if (answer === 'throws') throw new Error('Error processing argument at index 0, conversion failure');
      return false;
    },
    unregister: () => undefined,
  });
  const said = (wayland: boolean, answer: 'taken' | 'throws', keys: string) => {
    const r = new GlobalShortcutBinding({ globalShortcut: host(answer), platform: 'linux', wayland, onPress: () => undefined, words: () => i18n }).apply(keys);
    return r.ok ? 'registered' : r.message;
  };
  return [said(false, 'taken', 'CommandOrControl+Alt+T'), said(true, 'taken', 'CommandOrControl+Shift+T'), said(false, 'throws', 'Hyper+K')];
}

/** Electron's login items where the system refuses each change, waits for the person's approval (macOS), or throws. */
class FakeLoginApp implements LoginItemHost {
  private asked = false;
  constructor(private readonly answer: 'refuse' | 'approve' | 'throw') {}
  setLoginItemSettings(settings: Settings): void {
    if (this.answer === 'throw') throw new Error('EPERM');
    this.asked = settings.openAtLogin === true;
  }
  getLoginItemSettings(): LoginItemSettings {
    const openAtLogin = this.answer === 'refuse' ? !this.asked : this.asked;
    return { openAtLogin, wasOpenedAtLogin: false, status: this.answer === 'approve' ? 'requires-approval' : 'not-registered', executableWillLaunchAtLogin: false, launchItems: [] };
  }
}

/** Launch at login refused (or noted) on each system, as Settings shows it. */
async function loginWords(i18n: I18n, home: string): Promise<string[]> {
  const lines: string[] = [];
  const words = () => i18n;
  for (const [platform, answer, on] of [['darwin', 'approve', true], ['win32', 'refuse', true], ['win32', 'refuse', false], ['darwin', 'throw', true]] as const) {
    const r = await createLoginItem({ platform, app: new FakeLoginApp(answer), env: {}, homedir: '/nowhere', execPath: '/opt/Stint/stint', words }).set(on);
    lines.push(r.ok ? (r.note ?? 'done') : r.message);
  }
  // Linux: the autostart folder is a file, so the entry can be neither written nor removed.
  writeFileSync(join(home, '.config', 'autostart'), '');
  for (const on of [true, false]) {
    const xdg = createLoginItem({ platform: 'linux', app: new FakeLoginApp('throw'), env: {}, homedir: home, execPath: '/opt/Stint/stint', words });
    const r = await xdg.set(on);
    lines.push(r.ok ? 'done' : r.message);
  }
  return lines;
}

const SESSION_BUS_ERROR = 'connect ENOENT /run/user/1000/bus';
const SYSTEM_BUS_ERROR = 'connect ECONNREFUSED /run/dbus/system_bus_socket';

/** A D-Bus idle-time service and logind whose buses cannot be reached (as their follows tell it). */
const busesAway = {
  dbusIdle: {
    current: () => ({ state: 'unavailable', reason: `the session bus cannot be reached (${SESSION_BUS_ERROR})`, retryInMs: 1_000, busError: SESSION_BUS_ERROR }),
    onChange: () => () => undefined,
    ready: Promise.resolve(),
    read: () => Promise.reject(new Error('the session bus cannot be reached')),
    close: () => undefined,
  } satisfies DbusIdleTime,
  logind: {
    current: () => ({ state: 'unavailable', reason: `the system bus cannot be reached (${SYSTEM_BUS_ERROR})`, retryInMs: 1_000, busError: SYSTEM_BUS_ERROR }),
    onChange: () => () => undefined,
    ready: Promise.resolve(),
    onEvent: () => () => undefined,
    close: () => undefined,
  } satisfies LogindFollow,
};

/** What Settings says of idle time and screen locks this system cannot tell (the D-Bus reasons inside are the system's, as data). */
function detectionWords(i18n: I18n): string[] {
  const clock = new ManualClock(1_700_000_000_000);
  const wayland = { XDG_SESSION_TYPE: 'wayland', WAYLAND_DISPLAY: 'wayland-0' };
  const sources = [
    new ElectronIdleSource({ powerMonitor: fakePowerMonitor(), platform: 'linux', env: wayland, clock }),
    new ElectronIdleSource({ powerMonitor: fakePowerMonitor(), platform: 'linux', env: wayland, clock, ...busesAway }),
    new ElectronIdleSource({ powerMonitor: fakePowerMonitor(), platform: 'freebsd', env: {}, clock }),
  ];
  try {
    return sources.map((source) => idleDetectionWords(source.describe(i18n), i18n) ?? 'nothing missing');
  } finally {
    for (const source of sources) source.close();
  }
}
const DETECTION_DATA = ['no D-Bus idle-time service was asked', 'logind was not asked', SESSION_BUS_ERROR, SYSTEM_BUS_ERROR];

test('Settings: the shortcut refused, launch at login refused or waiting, idle time and locks not detected', async (t) => {
  const home = mkdtempSync(join(tmpdir(), 'stint-shell-words-'));
  t.after(() => rmSync(home, { recursive: true, force: true }));
  mkdirSync(join(home, '.config'));
  const keys = ['Ctrl+Alt+T', 'Ctrl+Shift+T', 'Hyper+K'];
  const autostart = join(home, '.config', 'autostart', 'stint.desktop');
  const errors = ['EEXIST', 'ENOTDIR', 'EPERM'];
  fromCatalog(
    [...shortcutWords(XA), ...(await loginWords(XA, home)), ...detectionWords(XA)],
    [...shortcutWords(EN), ...(await loginWords(EN, home)), ...detectionWords(EN)],
    [...keys, autostart, ...errors, ...DETECTION_DATA],
  );
  assert.equal(shortcutWords(DE)[0], 'Ctrl+Alt+T ist von einer anderen App belegt; wählen Sie in den Einstellungen eine andere oder legen Sie stattdessen in den Tastatureinstellungen Ihres Desktops eine Taste auf den Befehl stint --show (oder stint --toggle).');
  assert.equal((await loginWords(DE, home))[1], 'Das System hat Stint nicht zu den Apps hinzugefügt, die bei der Anmeldung geöffnet werden.');
  assert.equal(
    detectionWords(DE)[1],
    `Die Leerlaufzeit kann unter Wayland nicht gelesen werden: Der Sitzungsbus ist nicht erreichbar (${SESSION_BUS_ERROR}). Die Bildschirmsperre kann nicht erkannt werden: Der Systembus ist nicht erreichbar (${SYSTEM_BUS_ERROR}). Stint versucht es weiter und meldet sich hier, sobald es geht.`,
  );
  assert.equal(detectionWords(DE)[2], 'Dieses System meldet keine Bildschirmsperren. Stint versucht es weiter und meldet sich hier, sobald es geht.');
});

/** Where the session is kept (each platform's encrypted file) and why the encrypted file is not available. */
async function storeWords(i18n: I18n): Promise<string[]> {
  const safe = new FakeSafeStorage();
  const store = (platform: NodeJS.Platform) => new SafeStorageSecretStore({ safeStorage: safe, file: '/nowhere/session.bin', platform, words: () => i18n });
  const lines = (['darwin', 'win32', 'linux', 'freebsd'] as const).map((p) => store(p).description);
  safe.backend = 'kwallet5';
  lines.push(store('linux').description);
  for (const backend of ['basic_text', 'unknown'] as const) {
    safe.backend = backend;
    const a = await store('linux').available();
    lines.push(a.ok ? 'available' : a.reason);
  }
  safe.backend = 'gnome_libsecret';
  safe.encryptionAvailable = false;
  const off = await store('win32').available();
  lines.push(off.ok ? 'available' : off.reason);
  const broken = new SafeStorageSecretStore({ safeStorage: { ...safe, getSelectedStorageBackend: () => 'gnome_libsecret', isAsyncEncryptionAvailable: () => Promise.reject(new Error('DBus: no reply')), encryptStringAsync: (s) => safe.encryptStringAsync(s), decryptStringAsync: (b) => safe.decryptStringAsync(b) }, file: '/nowhere/session.bin', platform: 'linux', words: () => i18n });
  const checked = await broken.available();
  lines.push(checked.ok ? 'available' : checked.reason);
  return lines;
}

test('where the session is kept, and why the encrypted file is not available', async () => {
  fromCatalog(await storeWords(XA), await storeWords(EN), ['DBus: no reply']);
  assert.equal((await storeWords(DE))[0], 'eine verschlüsselte Datei, deren Schlüssel im Schlüsselbund von macOS liegt');
});

test("the engine's snapshot says where the session is kept in the language in use: the system's, then the one chosen in Settings", async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'stint-shell-store-'));
  t.after(() => rmSync(dataDir, { recursive: true, force: true }));
  const secrets = new SafeStorageSecretStore({ safeStorage: new FakeSafeStorage(), file: join(dataDir, 'session.bin'), platform: 'darwin' });
  const ports = nodePorts({ dataDir, clock: new ManualClock(Date.parse('2026-03-10T09:00:00Z')), fetch: () => Promise.reject(new Error('no request is expected')), secrets, languages: ['de-DE'] });
  const stint = await createStint(ports, { appVersion: '1.0.0', platform: 'test', pacing: [] });
  t.after(async () => {
    await stint.close();
    await ports.logger.close();
  });
  assert.equal(stint.snapshot().secretStore, 'eine verschlüsselte Datei, deren Schlüssel im Schlüsselbund von macOS liegt');
  assert.ok((await stint.updateSettings({ language: 'en-XA' })).ok);
  const said = stint.snapshot().secretStore;
  assert.equal(untranslated(said), '', said);
  assert.notEqual(said, secrets.description, 'the store itself was made in English');
});

/** A notification's hint where there are no buttons, the dialogs, the app menu and the compact timer's title. */
function chromeWords(i18n: I18n): string[] {
  const hint = notificationOptions({ id: 'stint.reminder', title: '⟦…⟧', body: '⟦…⟧', actions: [{ id: 'start', label: '⟦…⟧' }] }, 'linux', i18n).body ?? '';
  const save = (['csv', 'xlsx', 'pdf'] as const).flatMap((format) => {
    const o = saveDialogOptions('/home/ada/Documents', `timesheet.${format}`, format, undefined, i18n);
    return [o.title ?? '', o.buttonLabel ?? '', ...(o.filters ?? []).map((f) => f.name)];
  });
  const open = openDialogOptions('/home/ada/Documents', '⟦…⟧', i18n).buttonLabel ?? '';
  const labels = (platform: NodeJS.Platform) =>
    appMenuTemplate({ platform, devBuild: true, compactTimer: { on: false, available: true }, i18n }, { openSettings: () => undefined, quit: () => undefined })
      .flatMap((item) => [item, ...(Array.isArray(item.submenu) ? item.submenu : [])])
      .flatMap((item) => (item.label !== undefined && item.id !== 'stint' ? [item.label] : []));
  const title = compactWindowOptions({ preload: '/app/preload.js', theme: 'light', i18n }, { x: 0, y: 0 }).title ?? '';
  return [hint, ...save, open, ...labels('linux'), ...labels('darwin'), title];
}

test("the notifications' hint, the save and open dialogs, the app menu and the compact timer's title", () => {
  fromCatalog(chromeWords(XA), chromeWords(EN));
  assert.deepEqual(chromeWords(DE).slice(1, 4), ['Stundenzettel speichern', 'Speichern', 'CSV (kommagetrennte Werte)']);
});

/** Commands held back, and what the window's channel refuses. */
async function channelWords(i18n: I18n): Promise<string[]> {
  const folded = foldedNotice(7, '⟦…⟧', i18n);
  const field = checkPayload('updateSettings', { idle: { thresholdMinutes: 'soon' } }, i18n);
  const fields = field.ok ? [] : Object.values(field.fields);
  // No call reaches the engine: each request is refused before it, or the engine throws.
  const stint = new Proxy({}, { get: () => () => Promise.reject(new Error('a bug')) }) as WindowStint;
  const handlers = createIpcHandlers(stint, { isTrustedSender: (s) => s === 'window', words: () => i18n });
  const answers = [await handlers['stint:updateSettings']('window', { idle: { thresholdMinutes: 'soon' } }), await handlers['stint:refresh']('elsewhere', null), await handlers['stint:refresh']('window', null)];
  const compact = askForWindow({ isOurFrame: () => true, showWindow: () => undefined }, { visible: 'yes' }, i18n);
  return [folded, ...fields, ...[...answers, compact].map((a) => (a.ok ? 'accepted' : a.error.message))];
}

test('commands held back, a settings field refused at the window channel, a request refused or failed', async () => {
  const data = ['idle.thresholdMinutes', 'visible'];
  fromCatalog(await channelWords(XA), await channelWords(EN), data);
  assert.equal(foldedNotice(7, 'Stint hat keinen Timer gestartet.', DE), 'Stint hat 7 Befehle aus der letzten Minute nicht ausgeführt. Der letzte: Stint hat keinen Timer gestartet.');
});

test("the shell's language before the engine: Settings' choice in settings.json, else the system's; then the snapshot's", async (t) => {
  const userData = mkdtempSync(join(tmpdir(), 'stint-shell-language-'));
  t.after(() => rmSync(userData, { recursive: true, force: true }));
  assert.equal(storedSettings(userData), undefined, 'no settings yet');
  assert.equal(shellLanguage(storedSettings(userData), ['fr-CA', 'en-US']), 'fr');
  writeFileSync(join(userData, 'settings.json'), JSON.stringify({ version: 2, language: 'de' }));
  assert.equal(shellLanguage(storedSettings(userData), ['fr-CA']), 'de');
  for (const stored of [{ language: 'system' }, { language: 'klingon' }, { language: 7 }, null, [], 'de']) assert.equal(shellLanguage(stored, ['es-MX']), 'es', JSON.stringify(stored));
  writeFileSync(join(userData, 'settings.json'), '{"language": "de"');
  assert.equal(shellLanguage(storedSettings(userData), ['pt-BR']), 'pt-BR', 'a damaged file is no choice');

  const words = shellWords(() => shellLanguage({ language: 'de' }, []));
  assert.equal(folderInUseTitle(words.now()), 'Stint läuft bereits');
  let language: 'fr' | 'en-XA' = 'fr';
  words.follow({ snapshot: () => ({ language }) as ReturnType<WindowStint['snapshot']> });
  assert.equal(folderInUseTitle(words.now()), 'Stint est déjà ouvert');
  language = 'en-XA';
  assert.equal(untranslated(folderInUseTitle(words.now())), '', 'a change of language reaches the next words');
});
