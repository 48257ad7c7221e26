// What the command line says by itself (announce.ts: a change the service refused after it was
// queued, a session ended with a reason, sync stalling), heard from every account of the
// person: a start in one stops another's timer, which the service may refuse, and a refusal in
// the account in use must be said whatever account that is. Another account's lines name it.
// On its own the command line listens for the whole run (main.ts); a command the running app
// runs for it listens from the command's start to its answer (app-channel-server.ts), and what
// was said goes before the command's own lines, as it would be printed when alone.

import type { StintAccounts } from '../core/accounts/accounts.ts';
import { Announcer } from './announce.ts';
import type { I18n } from '../i18n/words.ts';

export interface ListenOptions {
  /** Say what already stands when listening begins (a notice from before the run), as a run's start does. */
  readonly sayWhatStands: boolean;
}

/** Listens to every account of `hub` (one added later too); `inUse`: the account the commands act on. Answers the way to stop. */
export function listenToAccounts(hub: StintAccounts, inUse: () => string, say: (lines: string[]) => void, options: ListenOptions, i18n: I18n): () => void {
  const announcers = new Map<string, Announcer>();
  const hear = (first: boolean) => {
    const named = hub.named();
    for (const { key, name, snapshot } of named) {
      let a = announcers.get(key);
      if (!a) {
        announcers.set(key, (a = new Announcer(i18n)));
        // An account added while listening starts from what it shows then; so does every one when nothing that stands is to be said.
        if (!first || !options.sayWhatStands) {
          a.next(snapshot);
          continue;
        }
      }
      const lines = a.next(snapshot);
      if (lines.length > 0) say(key === inUse() || named.length === 1 ? lines : lines.map((l) => `${name}: ${l}`));
    }
  };
  hear(true);
  const off = hub.subscribe(() => hear(false));
  return () => {
    off();
    hear(false);
  };
}

export interface Listening {
  /** Stops listening; the lines said since it began, in order. */
  stop(): string[];
}

/** Listens while one command runs: only what changes from its start is said. */
export function listenDuringCommand(hub: StintAccounts, inUse: () => string, i18n: I18n): Listening {
  const said: string[] = [];
  const stop = listenToAccounts(hub, inUse, (lines) => said.push(...lines), { sayWhatStands: false }, i18n);
  return {
    stop: () => {
      stop();
      return said;
    },
  };
}
