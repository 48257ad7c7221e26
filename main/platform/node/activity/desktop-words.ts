// Whether this desktop can record the window in focus, in words, from the backend choice alone
// (desktop-choice.ts): for a driver that opens no backend (the command line), so nothing of
// the desktop is read to say it. The app's own answer comes from the backend it opens.

import type { BackendChoice } from './desktop-choice.ts';

const NAMES: Readonly<Record<Exclude<BackendChoice['kind'], 'none' | 'x-win'>, string>> = {
  kwin: 'KDE Plasma on Wayland, through a small KWin script Stint loads while it records',
  gnome: 'GNOME on Wayland, through the "Focused Window D-Bus" or "Window Calls" Shell extension (without one, Stint says so when the record is turned on)',
  sway: "Sway, through its own socket",
  hyprland: "Hyprland, through its own socket",
};

const X_WIN: Readonly<Record<Extract<BackendChoice, { kind: 'x-win' }>['backend'], string>> = {
  windows: 'Windows',
  macos: 'macOS (window titles need the Screen Recording permission; without it, the applications only)',
  x11: 'an X11 session (the window manager must publish the active window, as every common one does)',
};

export function desktopWords(choice: BackendChoice): string {
  if (choice.kind === 'none') return choice.reason;
  const where = choice.kind === 'x-win' ? X_WIN[choice.backend] : NAMES[choice.kind];
  return `Stint can record the window in focus on this desktop: ${where}.`;
}
