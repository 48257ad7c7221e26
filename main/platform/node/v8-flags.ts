// The V8 flags of the app's main process (issue 71 item 1), set first thing in main.ts. A
// tray app is never quit: what its heap grows to in a burst (a sign-in paging through 10,000
// projects) it should give back once it sits idle. Node 24's V8 keeps every page a GC frees in
// a pool, committed and resident but counted in no heap figure, until its memory reducer runs;
// by default the reducer acts only when it sees a low allocation rate or, failing that, 100 s
// after the last full GC. --optimize-for-size lets it act on its first look, 8 s after the
// last full GC, so the pool and the young generation grown while busy are given back within
// seconds of the burst (bench:memory measures it both ways: `--without-app-flags`).
//
// Set with v8.setFlagsFromString: Electron's main process starts its V8 before main.ts runs
// (app.commandLine.appendSwitch('js-flags') reaches only renderers started later), and the
// memory reducer reads this flag each time it looks, so setting it at run time takes effect.

import { setFlagsFromString } from 'node:v8';

export const APP_V8_FLAGS: readonly string[] = ['--optimize-for-size'];

export function setAppV8Flags(set: (flags: string) => void = setFlagsFromString): void {
  for (const flag of APP_V8_FLAGS) set(flag);
}
