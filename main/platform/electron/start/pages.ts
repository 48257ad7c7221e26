// What the window's pages may load and where their links may go, set before any window
// exists: app:// serves the built renderer (app-protocol.ts); an https link opens in the
// person's browser only for an allow-listed origin, the signed-in service's among them
// (external-links.ts); and any web contents made from now on gets the window's refusals
// (contents-guard.ts).

import type { Clock } from '../../../time/clock.ts';
import type { Logger } from '../../../core/ports.ts';
import type { Stint } from '../../../core/stint.ts';
import { handleAppProtocol, rendererRoot } from '../app-protocol.ts';
import { guardWebContents } from '../contents-guard.ts';
import { createExternalLinks } from '../external-links.ts';
import type { ShellApp, ShellElectron } from '../shell-electron.ts';

/** Opens a link in the person's browser when its origin is allowed (refusals are logged). */
export type OpenUrl = (url: string) => void;

export interface PagesFacts {
  readonly app: Pick<ShellApp, 'getAppPath' | 'on'>;
  readonly protocol: ShellElectron['protocol'];
  readonly shell: ShellElectron['shell'];
  readonly stint: Pick<Stint, 'snapshot'>;
  readonly logger: Pick<Logger, 'log'>;
  readonly clock: Pick<Clock, 'now'>;
}

export function servePages(facts: PagesFacts): OpenUrl {
  const { app, stint, logger } = facts;
  handleAppProtocol(facts.protocol, { root: rendererRoot(app.getAppPath()), logger, clock: facts.clock });
  const links = createExternalLinks({
    shell: facts.shell,
    logger,
    serviceBaseUrl: () => {
      const s = stint.snapshot().session;
      return s.state === 'signed_in' ? s.baseUrl : null;
    },
  });
  const openUrl: OpenUrl = (url) => void links.open(url);
  app.on('web-contents-created', (_event, contents) => guardWebContents(contents, { openExternal: openUrl, logger }));
  return openUrl;
}
