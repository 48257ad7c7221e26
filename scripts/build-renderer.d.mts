// Types of scripts/build-renderer.mjs, for the TypeScript that calls it (tests, benchmarks).

export interface BuiltRenderer {
  readonly outdir: string;
  /** Size of the initial code (main.js and the chunks it imports statically), plain and gzipped (level 9, each file on its own). */
  readonly jsBytes: number;
  readonly jsGzipBytes: number;
  /** The chunks loaded only through import() (the screens opened later: Settings, To-dos), relative to `outdir`, and their gzipped size. */
  readonly lazyFiles: readonly string[];
  readonly lazyGzipBytes: number;
  readonly cssBytes: number;
  /** The source files in the initial code, relative to the repository. */
  readonly inputs: readonly string[];
  /** The source files only in the chunks loaded later. */
  readonly lazyInputs: readonly string[];
  /** The window's messages the initial code uses: each language's catalog part loaded before the first render holds these, its later part the rest. */
  readonly firstMessageIds: readonly string[];
}

export function buildRenderer(options?: { outdir?: string; minify?: boolean }): Promise<BuiltRenderer>;
