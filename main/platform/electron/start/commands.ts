// Commands from outside, once the window exists. `stint --toggle` and the rest, queued since
// launch (single-instance.ts), go through the tray's own actions (app-command-run.ts); a
// plain second launch shows the window at Today. An ordinary window shows at launch; a
// popover waits for the tray.
//
// A `--start` that is not carried out (a project that needs a task, a name that matches no
// project) is told in a notification, and the window opens on the start form: a desktop
// without a notification service (a bare session, a tiling window manager) would otherwise
// show nothing at all, and the form is where the person can pick what was meant. What the
// commands tell is limited (command-notices.ts): a looping script floods nobody.

import type { Clock } from '../../../time/clock.ts';
import type { Logger } from '../../../core/ports.ts';
import type { Stint } from '../../../core/stint.ts';
import { runAppCommand } from '../../../core/views/app-command-run.ts';
import { wordsNow } from '../../../core/views/tray-menu-actions.ts';
import type { ShellWindowHost } from '../shell-window.ts';
import type { ShellActions } from './actions.ts';
import { limitNotices } from './command-notices.ts';
import type { SingleInstance } from './single-instance.ts';

export interface CommandsFacts {
  readonly instance: SingleInstance;
  readonly windowHost: Pick<ShellWindowHost, 'show' | 'mode'>;
  readonly stint: Stint;
  readonly logger: Pick<Logger, 'log'>;
  readonly actions: ShellActions;
  readonly clock: Pick<Clock, 'now' | 'sleep'>;
}

/** Returns how to stop (quitting): the commands waiting are dropped, nothing more is told. */
export function takeCommands(facts: CommandsFacts): () => void {
  const { instance, windowHost, stint, actions } = facts;
  const showToday = () => windowHost.show('today');
  if (instance.showRequests.connect(showToday) || windowHost.mode() === 'window') showToday();
  const notices = limitNotices(actions.tell, facts.clock, () => wordsNow(stint));
  instance.commands.attach({
    stint,
    logger: facts.logger,
    tell: notices.tell,
    run: async (command) => {
      const outcome = await runAppCommand(command, { stint, ...actions, tell: notices.tell });
      if (command.kind === 'start' && !outcome.ok) actions.showWindow('picker');
      return outcome;
    },
    signInNeeded: () => windowHost.show(),
  });
  return () => {
    instance.commands.dispose();
    notices.dispose();
  };
}
