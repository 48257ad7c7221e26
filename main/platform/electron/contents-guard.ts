// The refusals every web contents of Stint gets: navigation only within app://stint (a
// link clicked in the page goes to the browser when the allow-list agrees), no new windows,
// no <webview>, no permission. The window factory applies them to its window; the shell
// applies them app-wide on `web-contents-created`, so contents made later by anything (a
// future feature, a library, DevTools' own pages aside) get the same, never fewer. Each
// contents is guarded once, whichever comes first.

// One line: the layering check reads imports line by line.
import type { Event, Session, WebContents, WebContentsWillFrameNavigateEventParams, WebContentsWillNavigateEventParams, WebContentsWillRedirectEventParams, WebPreferences } from 'electron';
import type { Logger } from '../../core/ports.ts';
import { isAppUrl } from './app-protocol.ts';

export type WindowSession = Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'>;

/** The parts of a webContents the guard installs its refusals on (`on` returns `unknown`: no fake could be a whole WebContents). */
export interface GuardedContents extends Pick<WebContents, 'setWindowOpenHandler'> {
  on(event: 'will-navigate', listener: (details: Event<WebContentsWillNavigateEventParams>) => void): unknown;
  on(event: 'will-frame-navigate', listener: (details: Event<WebContentsWillFrameNavigateEventParams>) => void): unknown;
  on(event: 'will-redirect', listener: (details: Event<WebContentsWillRedirectEventParams>) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: Event, webPreferences: WebPreferences, params: Record<string, string>) => void): unknown;
  readonly session: WindowSession;
}

export interface ContentsGuardDeps {
  /** Opens a link in the person's browser if the allow-list says so (external-links.ts `open`). */
  openExternal(url: string): void;
  readonly logger: Pick<Logger, 'log'>;
}

const guarded = new WeakSet<object>();

function schemeOf(url: string): string {
  const at = url.indexOf(':');
  return at > 0 && at < 32 ? url.slice(0, at).toLowerCase() : '';
}

/** Installs the refusals on `contents` (nothing when it has them already). */
export function guardWebContents(contents: GuardedContents, deps: ContentsGuardDeps): void {
  if (guarded.has(contents)) return;
  guarded.add(contents);
  const { logger } = deps;

  // Navigation: only within app://stint. A link clicked in the page (main frame) goes to
  // the browser when the allow-list agrees; a redirect or a subframe goes nowhere.
  contents.on('will-navigate', (event) => {
    if (isAppUrl(event.url)) return;
    event.preventDefault();
    logger.log('warn', 'window navigation refused', { scheme: schemeOf(event.url) });
    if (schemeOf(event.url) === 'https') deps.openExternal(event.url);
  });
  contents.on('will-frame-navigate', (event) => {
    if (isAppUrl(event.url)) return;
    event.preventDefault();
    logger.log('warn', 'frame navigation refused', { scheme: schemeOf(event.url) });
  });
  contents.on('will-redirect', (event) => {
    if (isAppUrl(event.url)) return;
    event.preventDefault();
    logger.log('warn', 'window redirect refused', { scheme: schemeOf(event.url) });
  });
  contents.setWindowOpenHandler((details) => {
    if (schemeOf(details.url) === 'https') deps.openExternal(details.url);
    else logger.log('warn', 'new window refused', { scheme: schemeOf(details.url) });
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
    logger.log('warn', 'webview refused', {});
  });

  contents.session.setPermissionRequestHandler((_contents, permission, callback) => {
    logger.log('info', 'permission request denied', { permission });
    callback(false);
  });
  contents.session.setPermissionCheckHandler(() => false);
}
