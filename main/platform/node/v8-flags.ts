// The V8 flags of the app's main process (issue 71 item 1), set first thing in main.ts with
// v8.setFlagsFromString: Electron's main process starts its V8 before main.ts runs
// (app.commandLine.appendSwitch('js-flags') reaches only renderers started later).
// bench:memory sets them the same way in the engine's process and in the bare one it is read
// against, and measures without them (`--without-app-flags`).

import { setFlagsFromString } from 'node:v8';

export const APP_V8_FLAGS: readonly string[] = [];

export function setAppV8Flags(set: (flags: string) => void = setFlagsFromString): void {
  for (const flag of APP_V8_FLAGS) set(flag);
}
