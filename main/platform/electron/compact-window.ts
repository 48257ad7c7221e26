// The compact timer: a second, small window over every other, beside Stint's ordinary window
// (window mode). It is made when asked and destroyed when not, rather than hidden, so that a
// page nobody sees does not keep ticking. It appears without taking the focus: it shows up
// while the person types elsewhere (at launch, or a setting turned on), and a keystroke
// meant for another app must not land on its Stop button.
//
// It stays where the person put it, across runs: the place is saved once a move has settled
// (on Linux Electron reports only `move`, many times a drag) and read back onto the nearest
// display's work area, so a monitor unplugged since cannot leave it out of reach. Closed by
// the person (Alt+F4; it has no frame) is the setting turned off; closed by the shell (the
// setting, the mode, quitting) is not.

import type { I18n } from '../../i18n/words.ts';
import type { Clock } from '../../time/clock.ts';
import type { ShellElectron, ShellWindow } from './shell-electron.ts';
import { COMPACT_SIZE, createHardenedWindow, type HardenedWindow, type HardenedWindowOptions, type WindowFactoryDeps } from './window-factory.ts';
import { keepInside, placeNearTray } from './window-position.ts';

/** A move that has not gone on for this long is where the person left it. */
export const MOVE_SETTLE_MS = 500;

export interface Place {
  readonly x: number;
  readonly y: number;
}

export interface CompactWindowOptions {
  readonly factory: WindowFactoryDeps<ShellWindow>;
  readonly window: Pick<HardenedWindowOptions, 'preload' | 'theme' | 'devTools'>;
  readonly screen: ShellElectron['screen'];
  readonly clock: Pick<Clock, 'sleep'>;
  /** The words of the moment it is made in (its title); English when absent. */
  readonly words?: () => I18n;
  /** Where the person last put it (the `compactTimerPosition` setting), or null. */
  place(): Place | null;
  savePlace(place: Place): void;
  /** The person closed it: the setting goes off, so it stays closed. */
  closedByPerson(): void;
  /** The app is quitting: the windows close, and the setting stays as it is. */
  quitting(): boolean;
}

export interface CompactWindowHost {
  /** Makes and shows it (without the focus) unless it shows already. */
  open(): void;
  /** Saves a move still settling, then destroys it. */
  close(): void;
  isOpen(): boolean;
  /** The IPC sender check: true only for the compact timer's main frame. */
  isOurFrame(frame: unknown): boolean;
  /** Sends an event to its page (nothing while closed). */
  send(channel: string, payload: unknown): void;
  /** Settles when its page has loaded; true at once while closed. */
  loaded(): Promise<boolean>;
}

/** Where it opens: the place saved, kept on the display nearest to it; else the corner where the tray's popover would go. */
export function compactPlace(screen: ShellElectron['screen'], saved: Place | null): Place {
  if (saved === null) return placeNearTray(screen, null, COMPACT_SIZE);
  const display = screen.getDisplayNearestPoint(saved);
  return keepInside(saved, COMPACT_SIZE, display.workArea);
}

/** An open compact timer, and whether the shell is the one closing it. */
interface Opened {
  readonly made: HardenedWindow<ShellWindow>;
  closing: boolean;
}

export function createCompactWindow(options: CompactWindowOptions): CompactWindowHost {
  let current: Opened | null = null;
  let settling: AbortController | null = null;
  let savedPlace = options.place();

  const saveNow = (window: ShellWindow) => {
    settling?.abort();
    settling = null;
    if (window.isDestroyed()) return;
    const [x, y] = window.getPosition();
    if (x === undefined || y === undefined || (savedPlace?.x === x && savedPlace.y === y)) return;
    savedPlace = { x, y };
    options.savePlace(savedPlace);
  };
  const moved = (window: ShellWindow) => {
    settling?.abort();
    const settled = new AbortController();
    settling = settled;
    options.clock.sleep(MOVE_SETTLE_MS, settled.signal).then(
      () => saveNow(window),
      () => undefined,
    );
  };

  return {
    open() {
      if (current !== null && !current.made.window.isDestroyed()) return;
      const made = createHardenedWindow(options.factory, { ...options.window, compactAt: compactPlace(options.screen, savedPlace), ...(options.words ? { i18n: options.words() } : {}) });
      const opened: Opened = { made, closing: false };
      current = opened;
      const { window } = made;
      window.on('move', () => moved(window));
      window.on('moved', () => moved(window));
      window.on('close', () => saveNow(window));
      window.on('closed', () => {
        if (current === opened) current = null;
        if (!opened.closing && !options.quitting()) options.closedByPerson();
      });
      window.showInactive();
    },
    close() {
      const opened = current;
      if (opened === null) return;
      current = null;
      opened.closing = true;
      saveNow(opened.made.window);
      if (!opened.made.window.isDestroyed()) opened.made.window.destroy();
    },
    isOpen: () => current !== null && !current.made.window.isDestroyed(),
    isOurFrame: (frame) => current?.made.isOurFrame(frame) ?? false,
    send(channel, payload) {
      if (current === null || current.made.window.isDestroyed()) return;
      current.made.window.webContents.send(channel, payload);
    },
    loaded: () => current?.made.loaded ?? Promise.resolve(true),
  };
}
