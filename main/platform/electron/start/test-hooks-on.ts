// A journey run from a clone (`STINT_TEST_HOOKS=1`, never an installed app): the test
// drives idle, lock, the network and the clock, and asks for the window's places, through
// hooks on the main process's globalThis (../test-hooks.ts).

import type { Stint } from '../../../core/stint.ts';
import { EVENT_CHANNELS } from '../../../ipc/channels.ts';
import type { ShellWindowHost } from '../shell-window.ts';
import { installTestHooks, type DrivenSystem, type TestHooksDeps } from '../test-hooks.ts';
import type { ShellActions } from './actions.ts';

export interface TestHooksFacts {
  readonly stint: Pick<Stint, 'snapshot' | 'settled'>;
  readonly notifier: TestHooksDeps['notifier'];
  readonly windowHost: Pick<ShellWindowHost, 'send'>;
  readonly showWindow: ShellActions['showWindow'];
}

/** Returns how to take the hooks off (nothing to take off when the run is not driven). */
export function turnOnTestHooks(driven: DrivenSystem | null, facts: TestHooksFacts): () => void {
  if (!driven) return () => undefined;
  return installTestHooks(globalThis as unknown as Record<string, unknown>, {
    system: driven,
    stint: facts.stint,
    notifier: facts.notifier,
    prompt: (p) => (p.kind === 'open' ? facts.showWindow(p.place) : facts.windowHost.send(EVENT_CHANNELS.prompt, p)),
  });
}
