// The one way a link leaves the app: `shell.openExternal`, which hands a URL to the OS
// (any scheme the OS knows: file:, smb:, custom app handlers). So only https, only to an
// allow-list of origins, without credentials in the URL; everything else is refused and
// logged (scheme and host only: a path or query may hold personal data).
//
// The allow-list: the signed-in service's own origin (its web app lives where its API
// does: `{base_url}` ends in /api/v1), read at the moment of the click so that signing in
// elsewhere moves it, plus HELP_ORIGINS: GitHub, where Stint's releases and their notes
// are (the update's "What's new" and, on a deb, "Get it"). Add an https origin there (one
// reviewed place) the day the window links anywhere else.

import type { Shell } from 'electron';
import type { Logger } from '../../core/ports.ts';

/** Fixed origins beside the service's (https only): the releases' pages. */
export const HELP_ORIGINS: readonly string[] = Object.freeze(['https://github.com']);

/** Longer URLs are refused: no link of ours is that long, and some OS handlers choke on them. */
export const MAX_URL_LENGTH = 2048;

export type LinkRefusal = 'not_a_url' | 'not_https' | 'credentials' | 'not_allow_listed' | 'too_long';

export type LinkDecision = { readonly allowed: true; readonly url: string } | { readonly allowed: false; readonly reason: LinkRefusal };

/** The origin of the service's web app for a base address, when it is https (an http service gets no links). */
export function serviceWebOrigin(baseUrl: string | null): string | null {
  if (baseUrl === null) return null;
  try {
    const u = new URL(baseUrl);
    return u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * Whether `url` may be opened, and the normalized form to open (what the OS gets is what
 * was checked, not the raw string). `allowedOrigins` are compared as URL origins.
 */
export function decideExternalLink(url: string, allowedOrigins: readonly string[]): LinkDecision {
  if (url.length > MAX_URL_LENGTH) return { allowed: false, reason: 'too_long' };
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return { allowed: false, reason: 'not_a_url' };
  }
  if (u.protocol !== 'https:') return { allowed: false, reason: 'not_https' };
  if (u.username !== '' || u.password !== '') return { allowed: false, reason: 'credentials' };
  const allowed = new Set(allowedOrigins.map((o) => serviceWebOrigin(o)).filter((o): o is string => o !== null));
  if (!allowed.has(u.origin)) return { allowed: false, reason: 'not_allow_listed' };
  return { allowed: true, url: u.href };
}

export interface ExternalLinksOptions {
  shell: Pick<Shell, 'openExternal'>;
  logger: Pick<Logger, 'log'>;
  /** The signed-in service's base address, or null when signed out. */
  serviceBaseUrl(): string | null;
  /** Default HELP_ORIGINS. */
  helpOrigins?: readonly string[];
}

export interface ExternalLinks {
  /** The origins a link may go to right now. */
  allowedOrigins(): string[];
  /** Opens `url` in the person's browser when allowed; true when it was handed to the OS. */
  open(url: string): Promise<boolean>;
}

function logged(url: string): Readonly<Record<string, string>> {
  const at = url.indexOf(':');
  const scheme = at > 0 && at < 32 ? url.slice(0, at).toLowerCase() : '';
  let host = '';
  try {
    host = new URL(url).host;
  } catch {
    // Not a URL: the scheme says enough.
  }
  return { scheme, host };
}

export function createExternalLinks(options: ExternalLinksOptions): ExternalLinks {
  // An entry that is not https allows nothing, so it is not listed either.
  const help = (options.helpOrigins ?? HELP_ORIGINS).map(serviceWebOrigin).filter((o): o is string => o !== null);
  const allowedOrigins = (): string[] => {
    const service = serviceWebOrigin(options.serviceBaseUrl());
    return [...(service === null ? [] : [service]), ...help];
  };
  return {
    allowedOrigins,
    async open(url) {
      const decision = decideExternalLink(url, allowedOrigins());
      if (!decision.allowed) {
        options.logger.log('warn', 'external link refused', { reason: decision.reason, ...logged(url) });
        return false;
      }
      try {
        await options.shell.openExternal(decision.url);
        return true;
      } catch (error) {
        // Its message may repeat the URL: only the error's kind goes to the log.
        options.logger.log('warn', 'the OS could not open an external link', { ...logged(url), error: error instanceof Error ? error.name : typeof error });
        return false;
      }
    },
  };
}
