// The one entry point of the engine: `createStint(ports, options)` gives the facade every
// driver uses (see stint-api.ts for its methods). Nothing outside main/core reaches deeper.

import { Engine, type StintOptions } from './engine/engine.ts';
import type { Ports } from './ports.ts';
import type { AccountStint } from './stint-api.ts';

export type { StintOptions } from './engine/engine.ts';
export type { OtherEntryView, PersonHours } from './engine/engine-state.ts';
/** The sign-in's own check of a service address, for a driver that takes one before signing in (the command line's --base-url). */
export { checkServiceAddress } from './session/session-messages.ts';
/** What a driver says of the sign-ins left (SessionState's counts), in the window's words. */
export type * from './stint-api.ts';
export type * from './snapshot.ts';

/** Loads settings, the outbox and the session, then starts syncing. */
export async function createStint(ports: Ports, options: StintOptions): Promise<AccountStint> {
  const engine = new Engine(ports, options);
  await engine.init();
  return engine;
}
