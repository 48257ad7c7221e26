// Which backend can see the focused window on this desktop, from the facts alone (pure): the
// platform, the session's variables, and whether Stint runs in a sandboxed package. Where none
// can, the reason is the sentence Settings shows.

export type Sandbox = 'flatpak' | 'snap' | null;

export interface DesktopFacts {
  readonly platform: NodeJS.Platform;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly sandbox: Sandbox;
}

export type BackendChoice =
  | { readonly kind: 'x-win'; readonly backend: 'windows' | 'macos' | 'x11' }
  | { readonly kind: 'kwin' }
  | { readonly kind: 'gnome' }
  | { readonly kind: 'sway'; readonly socket: string }
  | { readonly kind: 'hyprland'; readonly signature: string }
  | { readonly kind: 'none'; readonly backend: string | null; readonly reason: string };

export const GNOME_EXTENSIONS_WORDS =
  'install the GNOME Shell extension "Focused Window D-Bus" (extensions.gnome.org/extension/5592) or "Window Calls" (extensions.gnome.org/extension/4724), log out and in again, then turn the activity record on again';

const KNOWN_WAYLAND = 'GNOME (with an extension), KDE Plasma, Sway and Hyprland';

function set(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== '';
}

/** The desktop's names from XDG_CURRENT_DESKTOP ("ubuntu:GNOME" is two), lower case. */
function desktops(env: DesktopFacts['env']): string[] {
  return (env.XDG_CURRENT_DESKTOP ?? '').split(':').map((d) => d.trim().toLowerCase()).filter((d) => d !== '');
}

export function chooseBackend(facts: DesktopFacts): BackendChoice {
  const { env } = facts;
  if (facts.platform === 'win32') return { kind: 'x-win', backend: 'windows' };
  if (facts.platform === 'darwin') return { kind: 'x-win', backend: 'macos' };
  if (facts.platform !== 'linux') {
    return { kind: 'none', backend: null, reason: `Stint cannot see the focused window on ${facts.platform}: it knows Windows, macOS and Linux desktops.` };
  }
  if (facts.sandbox !== null) {
    const name = facts.sandbox === 'flatpak' ? 'Flatpak' : 'Snap';
    return {
      kind: 'none',
      backend: null,
      reason: `This ${name} package of Stint cannot see other apps' windows: its sandbox hides them. Stint's .deb or AppImage can record your activity.`,
    };
  }
  const names = desktops(env);
  const wayland = env.XDG_SESSION_TYPE === 'wayland' || (set(env.WAYLAND_DISPLAY) && env.XDG_SESSION_TYPE !== 'x11');
  // A compositor's own socket is the surest sign of it, whatever the session says.
  if (set(env.SWAYSOCK) && (wayland || names.includes('sway'))) return { kind: 'sway', socket: env.SWAYSOCK };
  if (set(env.HYPRLAND_INSTANCE_SIGNATURE)) return { kind: 'hyprland', signature: env.HYPRLAND_INSTANCE_SIGNATURE };
  if (wayland) {
    if (names.includes('kde')) return { kind: 'kwin' };
    if (names.includes('gnome')) return { kind: 'gnome' };
    if (names.includes('sway')) {
      return { kind: 'none', backend: 'sway', reason: "Sway's socket is not known to Stint (SWAYSOCK is not set in its environment): start Stint from your Sway session." };
    }
    if (names.includes('hyprland')) {
      return { kind: 'none', backend: 'hyprland', reason: "Hyprland's socket is not known to Stint (HYPRLAND_INSTANCE_SIGNATURE is not set in its environment): start Stint from your Hyprland session." };
    }
    const which = names.length > 0 ? `The compositor "${env.XDG_CURRENT_DESKTOP}"` : 'An unknown compositor';
    return {
      kind: 'none',
      backend: null,
      reason: `${which} on Wayland gives apps no way Stint knows to see the focused window (Stint can on ${KNOWN_WAYLAND}, and in an X11 session).`,
    };
  }
  if (set(env.DISPLAY)) return { kind: 'x-win', backend: 'x11' };
  return { kind: 'none', backend: null, reason: 'No desktop session was found (neither WAYLAND_DISPLAY nor DISPLAY is set), so there is no focused window to see.' };
}
