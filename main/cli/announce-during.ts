// What the command line on its own says by itself while a command runs (announce.ts: a change
// the service refused after it was queued, a session ended, sync stalling), for a command the
// running app runs for it (app-channel-server.ts): there no announcer follows the engine
// between commands, so each command listens from its start to its answer, and what was said
// goes before the command's own lines, as it would be printed when alone. Every account is
// heard (a start in one stops another's timer, which the service may refuse); another
// account's lines name it.

import type { StintAccounts } from '../core/accounts/accounts.ts';
import { Announcer } from './announce.ts';

export interface Listening {
  /** Stops listening; the lines said since it began, in order. */
  stop(): string[];
}

/** Starts listening to every account of `hub`; `inUse` is the account the command acts on. */
export function listenDuringCommand(hub: StintAccounts, inUse: () => string): Listening {
  const said: string[] = [];
  const announcers = new Map<string, Announcer>();
  for (const { key, snapshot } of hub.named()) {
    const a = new Announcer();
    // Primed with what stood before the command: only what changes from here is said.
    a.next(snapshot);
    announcers.set(key, a);
  }
  const hear = () => {
    const named = hub.named();
    for (const { key, name, snapshot } of named) {
      const a = announcers.get(key);
      if (!a) continue;
      const lines = a.next(snapshot);
      said.push(...(key === inUse() || named.length === 1 ? lines : lines.map((l) => `${name}: ${l}`)));
    }
  };
  const off = hub.subscribe(hear);
  return {
    stop: () => {
      off();
      hear();
      return said;
    },
  };
}
