// Global shortcuts under Wayland. A Wayland desktop gives no app the keyboard outside its
// own windows; Chromium asks the desktop's GlobalShortcuts portal instead, but only with its
// `GlobalShortcutsPortal` feature on (electron#38288), and only where the desktop's portal
// implements it (KDE and GNOME 48 do, wlroots desktops do not: electron#51875). The
// feature must be on before the app is ready, so the shell turns it on first thing in a
// Wayland session; whatever the portal then answers comes back as `register`'s result.

import type { CommandLine } from 'electron';

export const PORTAL_FEATURE = 'GlobalShortcutsPortal';

/** A Wayland session, as the session manager or the compositor says. */
export function isWaylandSession(env: Readonly<Record<string, string | undefined>>): boolean {
  return env.XDG_SESSION_TYPE?.toLowerCase() === 'wayland' || (env.WAYLAND_DISPLAY ?? '') !== '';
}

/** `enable-features` with the portal added to what was asked already (a person's own switch is kept). */
export function withPortalFeature(existing: string): string {
  const features = existing.split(',').map((f) => f.trim()).filter((f) => f !== '');
  return features.includes(PORTAL_FEATURE) ? features.join(',') : [...features, PORTAL_FEATURE].join(',');
}

export type FeatureSwitches = Pick<CommandLine, 'appendSwitch' | 'getSwitchValue'>;

/** Turns the portal on in a Linux Wayland session (before ready); answers whether it did. */
export function enablePortalShortcuts(commandLine: FeatureSwitches, platform: NodeJS.Platform, env: Readonly<Record<string, string | undefined>>): boolean {
  if (platform !== 'linux' || !isWaylandSession(env)) return false;
  commandLine.appendSwitch('enable-features', withPortalFeature(commandLine.getSwitchValue('enable-features')));
  return true;
}
