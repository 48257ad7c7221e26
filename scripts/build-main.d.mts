// Types of scripts/build-main.mjs, for the TypeScript that calls it (tests).

export interface BuiltMain {
  readonly outdir: string;
  /** What was written, relative to outdir: main.js, preload.cjs and their source maps. */
  readonly files: readonly string[];
  /** Every source file bundled into main.js, relative to the repository. */
  readonly inputs: readonly string[];
}

export function buildMain(options?: { outdir?: string; mainEntry?: string; preloadEntry?: string }): Promise<BuiltMain>;
