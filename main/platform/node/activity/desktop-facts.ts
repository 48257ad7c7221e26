// The facts the backend choice needs, read from this process: its platform, its environment
// and the marks a sandboxed package leaves (Flatpak's /.flatpak-info, Snap's $SNAP).

import { existsSync } from 'node:fs';
import type { DesktopFacts, Sandbox } from './desktop-choice.ts';

export function sandboxOf(env: Readonly<Record<string, string | undefined>>, exists: (path: string) => boolean = existsSync): Sandbox {
  if (env.FLATPAK_ID || exists('/.flatpak-info')) return 'flatpak';
  if (env.SNAP && env.SNAP_NAME) return 'snap';
  return null;
}

export function processDesktopFacts(): DesktopFacts {
  return { platform: process.platform, env: process.env, sandbox: sandboxOf(process.env) };
}
