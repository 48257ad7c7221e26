// Whether this desktop can record the window in focus, in words, from the backend choice alone
// (desktop-choice.ts): for a driver that opens no backend (the command line), so nothing of
// the desktop is read to say it; and why none can, for Settings (desktop-activity-source.ts
// hands it on unworded, so it is said in the language of the moment it is shown). The app's
// own answer where a backend is chosen comes from the backend it opens.

import type { I18n } from '../../../i18n/words.ts';
import type { BackendChoice, CannotWhy } from './desktop-choice.ts';

const PACKAGES: Readonly<Record<Extract<CannotWhy, { code: 'sandbox' }>['sandbox'], string>> = { flatpak: 'Flatpak', snap: 'Snap' };

/** Why no backend can see the focused window on this desktop, in the words of `i18n`. */
export function cannotWords(why: CannotWhy, i18n: I18n): string {
  switch (why.code) {
    case 'platform':
      return i18n._({ id: 'activity.desktop.platform', message: 'Stint cannot see the focused window on {platform}: it knows Windows, macOS and Linux desktops.', values: { platform: why.platform } });
    case 'sandbox':
      return i18n._({ id: 'activity.desktop.sandbox', message: "This {package} package of Stint cannot see other apps' windows: its sandbox hides them. Stint's .deb or AppImage can record your activity.", values: { package: PACKAGES[why.sandbox] } });
    case 'swaySocket':
      return i18n._({ id: 'activity.desktop.swaySocket', message: "Sway's socket is not known to Stint (SWAYSOCK is not set in its environment): start Stint from your Sway session." });
    case 'hyprlandSocket':
      return i18n._({ id: 'activity.desktop.hyprlandSocket', message: "Hyprland's socket is not known to Stint (HYPRLAND_INSTANCE_SIGNATURE is not set in its environment): start Stint from your Hyprland session." });
    case 'compositor':
      return why.desktop === null
        ? i18n._({ id: 'activity.desktop.unknownCompositor', message: 'An unknown compositor on Wayland gives apps no way Stint knows to see the focused window (Stint can on GNOME (with an extension), KDE Plasma, Sway and Hyprland, and in an X11 session).' })
        : i18n._({ id: 'activity.desktop.compositor', message: 'The compositor "{desktop}" on Wayland gives apps no way Stint knows to see the focused window (Stint can on GNOME (with an extension), KDE Plasma, Sway and Hyprland, and in an X11 session).', values: { desktop: why.desktop } });
    case 'noSession':
      return i18n._({ id: 'activity.desktop.noSession', message: 'No desktop session was found (neither WAYLAND_DISPLAY nor DISPLAY is set), so there is no focused window to see.' });
  }
}

/** Whether and how Stint can record the window in focus on this desktop, in the words of `i18n`. */
export function desktopWords(choice: BackendChoice, i18n: I18n): string {
  switch (choice.kind) {
    case 'none':
      return cannotWords(choice.why, i18n);
    case 'kwin':
      return i18n._({ id: 'activity.desktop.canKwin', message: 'Stint can record the window in focus on this desktop: KDE Plasma on Wayland, through a small KWin script Stint loads while it records.' });
    case 'gnome':
      return i18n._({ id: 'activity.desktop.canGnome', message: 'Stint can record the window in focus on this desktop: GNOME on Wayland, through the "Focused Window D-Bus" or "Window Calls" Shell extension (without one, Stint says so when the record is turned on).' });
    case 'sway':
      return i18n._({ id: 'activity.desktop.canSway', message: 'Stint can record the window in focus on this desktop: Sway, through its own socket.' });
    case 'hyprland':
      return i18n._({ id: 'activity.desktop.canHyprland', message: 'Stint can record the window in focus on this desktop: Hyprland, through its own socket.' });
    case 'x-win':
      if (choice.backend === 'windows') return i18n._({ id: 'activity.desktop.canWindows', message: 'Stint can record the window in focus on this desktop: Windows.' });
      if (choice.backend === 'macos') return i18n._({ id: 'activity.desktop.canMacos', message: 'Stint can record the window in focus on this desktop: macOS (window titles need the Screen Recording permission; without it, the applications only).' });
      return i18n._({ id: 'activity.desktop.canX11', message: 'Stint can record the window in focus on this desktop: an X11 session (the window manager must publish the active window, as every common one does).' });
  }
}
