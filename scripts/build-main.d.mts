// Types of scripts/build-main.mjs, for the TypeScript that calls it (tests).

export interface BuiltMain {
  readonly outdir: string;
  /** What was written, relative to outdir: main.js, its chunks, preload.cjs and their source maps. */
  readonly files: readonly string[];
  /** Every source file bundled into main.js or one of its chunks, relative to the repository. */
  readonly inputs: readonly string[];
  /** main.js and each chunk (what import() loads), relative to outdir, with the source files each holds. */
  readonly chunks: readonly { readonly file: string; readonly inputs: readonly string[] }[];
}

/** `devBuild` (`__STINT_DEV__`, default true): a build for a run from a clone; false is the installed app's. */
export function buildMain(options?: { outdir?: string; mainEntry?: string; preloadEntry?: string; devBuild?: boolean }): Promise<BuiltMain>;

/** electron-builder's beforePack hook: the installed app's main, built into the folder being packed. */
export function beforePack(context: { packager: { info: { appDir: string } } }): Promise<void>;

/** `text` with every character past ASCII written as a \u escape (V8 then keeps the source one byte a character). */
export function asciiSource(text: string): string;

/** Packages loaded at run time, never bundled into main.js (Electron itself, the native addons). */
export const EXTERNAL_MAIN: readonly string[];

/** The banner that gives a bundled ES module `require` for CommonJS dependencies. */
export const ESM_REQUIRE_SHIM: string;
