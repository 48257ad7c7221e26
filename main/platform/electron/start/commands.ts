// Commands from outside, once the window exists. `stint --toggle` and the rest, queued since
// launch (single-instance.ts), go through the tray's own actions (app-command-run.ts); a
// plain second launch shows the window at Today. An ordinary window shows at launch; a
// popover waits for the tray.

import type { Logger } from '../../../core/ports.ts';
import type { Stint } from '../../../core/stint.ts';
import { runAppCommand } from '../../../core/views/app-command-run.ts';
import type { ShellWindowHost } from '../shell-window.ts';
import type { ShellActions } from './actions.ts';
import type { SingleInstance } from './single-instance.ts';

export interface CommandsFacts {
  readonly instance: SingleInstance;
  readonly windowHost: Pick<ShellWindowHost, 'show' | 'mode'>;
  readonly stint: Stint;
  readonly logger: Pick<Logger, 'log'>;
  readonly actions: ShellActions;
}

export function takeCommands(facts: CommandsFacts): void {
  const { instance, windowHost, stint, actions } = facts;
  const showToday = () => windowHost.show('today');
  if (instance.showRequests.connect(showToday) || windowHost.mode() === 'window') showToday();
  instance.commands.attach({
    stint,
    logger: facts.logger,
    tell: actions.tell,
    run: (command) => runAppCommand(command, { stint, ...actions }),
    signInNeeded: () => windowHost.show(),
  });
}
