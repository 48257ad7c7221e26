// The one function that makes a Stint window. Every hardening setting lives here, so no
// window can be made without them: an isolated, sandboxed renderer without Node, loaded
// only from app://stint (app-protocol.ts, whose responses carry the CSP), that cannot
// navigate away, open windows, attach a <webview> or be granted any permission. Links
// leave only through `openExternal` (external-links.ts decides which).
//
// It is a tray popover: frameless, 360x560, hidden until the tray shows it, out of the
// taskbar, on top, hidden again when it loses focus. Or, in window mode (no tray icon shows,
// or the person prefers it), an ordinary window of the same size: framed, movable, in the
// taskbar, not on top, kept on blur. A frame cannot be added to a window that exists, so the
// shell makes a new window when the mode changes (shell-window.ts). Escape is the
// renderer's: it asks main to hide the window through `setWindowVisible`
// (renderer/app/app.tsx).
//
// The compact timer (compact-window.ts) is made here too, from the same page with
// `?view=compact`: small, frameless, always on top, out of the taskbar, with the same
// webPreferences, guard and sender check, so a second window cannot be a weaker one.
//
// No runtime import of 'electron': main.ts passes the BrowserWindow class in; tests pass
// the recording fake in test/platform-electron/support/fake-window.ts.

// One line: the layering check reads imports line by line.
import { sourceWords, type I18n } from '../../i18n/words.ts';
import type { BrowserWindow, BrowserWindowConstructorOptions, Event, WebContents, WebFrameMain, WebPreferences } from 'electron';
import type { Logger } from '../../core/ports.ts';
import { APP_ENTRY_URL, isAppUrl } from './app-protocol.ts';
import { guardWebContents, type GuardedContents } from './contents-guard.ts';

export const WINDOW_SIZE = Object.freeze({ width: 360, height: 560 });

/** The compact timer: the running entry's name on one line, its time, Switch and Stop on the next. */
export const COMPACT_SIZE = Object.freeze({ width: 280, height: 72 });

/** The page in its compact view (renderer/main.tsx reads the query). */
export const COMPACT_ENTRY_URL = `${APP_ENTRY_URL}?view=compact`;

/** The page's own background (renderer/styles.css `--bg`), so a window never flashes another colour before it paints. */
export const WINDOW_BACKGROUND = Object.freeze({ light: '#f4f5f7', dark: '#141619' });

export type WindowTheme = keyof typeof WINDOW_BACKGROUND;

/** A popover from the tray icon, or an ordinary window. */
export type WindowMode = 'popover' | 'window';

export type { WindowSession } from './contents-guard.ts';

/** What the sender check compares. */
export type WindowFrame = Pick<WebFrameMain, 'processId' | 'routingId' | 'frameToken' | 'url' | 'parent'>;

// The `on` overloads are Electron's own listener types, declared with an `unknown` return:
// Electron's `on` returns `this` (the whole WebContents/BrowserWindow), which no fake could
// be. Everything else is a Pick of the real class.

/** The parts of a webContents the factory uses: what the guard installs on, and the sender check's. */
export interface WindowContents extends GuardedContents, Pick<WebContents, 'isDestroyed'> {
  readonly mainFrame: WindowFrame;
}

/** The parts of a BrowserWindow the factory uses. */
export interface HardenedWindowLike extends Pick<BrowserWindow, 'hide' | 'isVisible' | 'isDestroyed' | 'loadURL'> {
  on(event: 'blur' | 'show' | 'hide', listener: () => void): unknown;
  on(event: 'close', listener: (event: Event) => void): unknown;
  readonly webContents: WindowContents;
}

export interface WindowFactoryDeps<W extends HardenedWindowLike = HardenedWindowLike> {
  /** Electron's `BrowserWindow` (or a fake of it). */
  BrowserWindow: new (options: BrowserWindowConstructorOptions) => W;
  /** Opens a link in the person's browser if the allow-list says so (external-links.ts `open`). */
  openExternal(url: string): void;
  logger: Pick<Logger, 'log'>;
}

export interface HardenedWindowOptions {
  /** Absolute path of the built preload script. */
  preload: string;
  /** The theme the window starts in (the setting, or the OS's when it says 'system'). */
  theme: WindowTheme;
  /** DevTools; default false (main.ts allows them only when the app is not packaged). */
  devTools?: boolean;
  /** Default 'popover'. */
  mode?: WindowMode;
  /** The compact timer instead of the window, its top-left corner here (`mode` then plays no part). */
  compactAt?: { readonly x: number; readonly y: number };
  /** The words the compact timer's title is in (the language in use when it is made); English when absent. */
  i18n?: I18n;
  /** Hide when focus leaves; default true for a popover, and never for a window. */
  hideOnBlur?: boolean;
  /** Told when the window is shown or hidden (main.ts passes the facade's `setWindowVisible`). */
  onVisibilityChange?(visible: boolean): void;
  /**
   * Asked when the window is about to close: false hides it instead (a tray app keeps its
   * one window). main.ts answers true once the app is quitting; without this the window
   * closes normally.
   */
  allowClose?(): boolean;
}

export interface HardenedWindow<W extends HardenedWindowLike = HardenedWindowLike> {
  window: W;
  /** The IPC sender check: true only for this window's main frame, on our origin. */
  isOurFrame(frame: unknown): boolean;
  /** Settles when the page has loaded (true) or failed to (false, logged). */
  loaded: Promise<boolean>;
}

/** Every webPreferences setting the window gets. */
export function hardenedWebPreferences(preload: string, devTools = false): WebPreferences {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    spellcheck: false,
    navigateOnDragDrop: false,
    enableWebSQL: false,
    experimentalFeatures: false,
    safeDialogs: true,
    devTools,
  };
}

/** Every constructor option of the window. */
export function hardenedWindowOptions(options: Pick<HardenedWindowOptions, 'preload' | 'theme' | 'devTools' | 'mode'>): BrowserWindowConstructorOptions {
  const popover = (options.mode ?? 'popover') === 'popover';
  return {
    title: 'Stint',
    width: WINDOW_SIZE.width,
    height: WINDOW_SIZE.height,
    useContentSize: true,
    show: false,
    frame: !popover,
    resizable: !popover,
    movable: !popover,
    minimizable: !popover,
    maximizable: false,
    fullscreenable: false,
    skipTaskbar: popover,
    alwaysOnTop: popover,
    hiddenInMissionControl: popover,
    backgroundColor: WINDOW_BACKGROUND[options.theme],
    webPreferences: hardenedWebPreferences(options.preload, options.devTools ?? false),
  };
}

/** Every constructor option of the compact timer: frameless, on top, out of the taskbar, at `at`. */
export function compactWindowOptions(options: Pick<HardenedWindowOptions, 'preload' | 'theme' | 'devTools' | 'i18n'>, at: { readonly x: number; readonly y: number }): BrowserWindowConstructorOptions {
  const i18n = options.i18n ?? sourceWords();
  return {
    title: i18n._({ id: 'shell.compact.title', message: 'Stint compact timer' }),
    x: at.x,
    y: at.y,
    width: COMPACT_SIZE.width,
    height: COMPACT_SIZE.height,
    useContentSize: true,
    show: false,
    frame: false,
    resizable: false,
    movable: true,
    minimizable: false,
    maximizable: false,
    fullscreenable: false,
    skipTaskbar: true,
    alwaysOnTop: true,
    hiddenInMissionControl: true,
    backgroundColor: WINDOW_BACKGROUND[options.theme],
    webPreferences: hardenedWebPreferences(options.preload, options.devTools ?? false),
  };
}

/** Makes a window with every setting above, its handlers installed, and starts loading the app. */
export function createHardenedWindow<W extends HardenedWindowLike>(deps: WindowFactoryDeps<W>, options: HardenedWindowOptions): HardenedWindow<W> {
  const compact = options.compactAt;
  const window = new deps.BrowserWindow(compact ? compactWindowOptions(options, compact) : hardenedWindowOptions(options));
  const contents = window.webContents;
  // Already guarded when the shell's app-wide guard saw these contents made; else now.
  guardWebContents(contents, deps);

  if (!compact && (options.mode ?? 'popover') === 'popover' && (options.hideOnBlur ?? true)) {
    window.on('blur', () => {
      if (!window.isDestroyed() && window.isVisible()) window.hide();
    });
  }
  const onVisibility = options.onVisibilityChange;
  if (onVisibility) {
    window.on('show', () => onVisibility(true));
    window.on('hide', () => onVisibility(false));
  }
  const allowClose = options.allowClose;
  if (allowClose) {
    window.on('close', (event) => {
      if (allowClose()) return;
      event.preventDefault();
      window.hide();
    });
  }

  const isOurFrame = (frame: unknown): boolean => {
    if (typeof frame !== 'object' || frame === null) return false;
    try {
      if (window.isDestroyed() || contents.isDestroyed()) return false;
      const main = contents.mainFrame;
      const f = frame as Partial<WindowFrame>;
      return (
        f.processId === main.processId &&
        f.routingId === main.routingId &&
        f.frameToken === main.frameToken &&
        f.parent === null &&
        typeof f.url === 'string' &&
        isAppUrl(f.url)
      );
    } catch {
      // A frame that was disposed cannot be asked; it is not ours to trust.
      return false;
    }
  };

  const loaded = window.loadURL(compact ? COMPACT_ENTRY_URL : APP_ENTRY_URL).then(
    () => true,
    (error: unknown) => {
      deps.logger.log('error', 'the window could not load the app', { error: error instanceof Error ? error.message : String(error) });
      return false;
    },
  );

  return { window, isOurFrame, loaded };
}
