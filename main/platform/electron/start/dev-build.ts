// Whether this main bundle is a build for development, fixed when it is bundled: esbuild
// replaces `__STINT_DEV__` (scripts/build-main.mjs), and electron-builder rebuilds main with
// it false before every package (its beforePack hook), whatever built dist/main before.
//
// The development features hang on it (debugging switches allowed, the STINT_* development
// variables read, the test hooks, DevTools, the developer menu), not on `app.isPackaged`:
// Electron decides that from the executable's file name, so a hard link to an installed
// Stint named electron.exe (Windows) or electron would turn them on.
//
// Run from the sources (tsx: the tests), nothing was bundled: that is a clone's run.

declare const __STINT_DEV__: boolean | undefined;

export const DEV_BUILD: boolean = typeof __STINT_DEV__ === 'boolean' ? __STINT_DEV__ : true;
