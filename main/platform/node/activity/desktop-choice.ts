// Which backend can see the focused window on this desktop, from the facts alone (pure): the
// platform, the session's variables, and whether Stint runs in a sandboxed package. Where none
// can, why, as data: desktop-words.ts words it in the language of the moment it is shown.

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
  | { readonly kind: 'none'; readonly backend: string | null; readonly why: CannotWhy };

/** Why no backend can see the focused window here (desktop-words.ts `cannotWords` says it). */
export type CannotWhy =
  | { readonly code: 'platform'; readonly platform: string }
  | { readonly code: 'sandbox'; readonly sandbox: Exclude<Sandbox, null> }
  | { readonly code: 'swaySocket' }
  | { readonly code: 'hyprlandSocket' }
  /** `desktop`: XDG_CURRENT_DESKTOP as set; null: not set. */
  | { readonly code: 'compositor'; readonly desktop: string | null }
  | { readonly code: 'noSession' };

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
    return { kind: 'none', backend: null, why: { code: 'platform', platform: facts.platform } };
  }
  if (facts.sandbox !== null) return { kind: 'none', backend: null, why: { code: 'sandbox', sandbox: facts.sandbox } };
  const names = desktops(env);
  const wayland = env.XDG_SESSION_TYPE === 'wayland' || (set(env.WAYLAND_DISPLAY) && env.XDG_SESSION_TYPE !== 'x11');
  // A compositor's own socket is the surest sign of it, whatever the session says.
  if (set(env.SWAYSOCK) && (wayland || names.includes('sway'))) return { kind: 'sway', socket: env.SWAYSOCK };
  if (set(env.HYPRLAND_INSTANCE_SIGNATURE)) return { kind: 'hyprland', signature: env.HYPRLAND_INSTANCE_SIGNATURE };
  if (wayland) {
    if (names.includes('kde')) return { kind: 'kwin' };
    if (names.includes('gnome')) return { kind: 'gnome' };
    if (names.includes('sway')) return { kind: 'none', backend: 'sway', why: { code: 'swaySocket' } };
    if (names.includes('hyprland')) return { kind: 'none', backend: 'hyprland', why: { code: 'hyprlandSocket' } };
    return { kind: 'none', backend: null, why: { code: 'compositor', desktop: names.length > 0 ? (env.XDG_CURRENT_DESKTOP ?? null) : null } };
  }
  if (set(env.DISPLAY)) return { kind: 'x-win', backend: 'x11' };
  return { kind: 'none', backend: null, why: { code: 'noSession' } };
}
