// Types of scripts/build-renderer.mjs, for the TypeScript that calls it (tests, benchmarks).

export interface BuiltRenderer {
  readonly outdir: string;
  /** Size of main.js, plain and gzipped (level 9). */
  readonly jsBytes: number;
  readonly jsGzipBytes: number;
  readonly cssBytes: number;
  /** The source files bundled into main.js, relative to the repository. */
  readonly inputs: readonly string[];
}

export function buildRenderer(options?: { outdir?: string; minify?: boolean }): Promise<BuiltRenderer>;
