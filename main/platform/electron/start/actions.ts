// What the tray's items, the commands from outside and the test hooks may do in the shell
// (tray-menu-actions.ts, app-command-run.ts): show the window at a place, open a link, quit,
// and tell the person something, as a notification, since the tray has no place of its own
// to say it.

import type { Notifier } from '../../../core/ports.ts';
import type { TrayActionDeps } from '../../../core/views/tray-menu-actions.ts';
import type { ShellApp } from '../shell-electron.ts';
import type { ShellWindowHost } from '../shell-window.ts';
import type { OpenUrl } from './pages.ts';

export type ShellActions = Omit<TrayActionDeps, 'stint'>;

export interface ActionsFacts {
  readonly windowHost: Pick<ShellWindowHost, 'show'>;
  readonly openUrl: OpenUrl;
  readonly app: Pick<ShellApp, 'quit'>;
  readonly notifier: Pick<Notifier, 'show'>;
  readonly logger: TrayActionDeps['logger'];
}

export function shellActions(facts: ActionsFacts): ShellActions {
  const { windowHost, app, notifier } = facts;
  return {
    showWindow: (place) => windowHost.show(place),
    openUrl: facts.openUrl,
    quit: () => app.quit(),
    logger: facts.logger,
    tell: (message) => notifier.show({ id: 'stint.tray', title: 'Stint', body: message, actions: [] }),
  };
}
