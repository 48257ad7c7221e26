// Types of scripts/package-preflight.mjs, for the TypeScript that calls it.
export const PROBE_MS: number;

export interface ElectronDownload {
  /** `Electron 45.4.1 for linux-x64`. */
  readonly name: string;
  readonly file: string;
  readonly url: string;
  readonly host: string;
  /** Where @electron/get keeps it once downloaded. */
  readonly cachePath: string;
}

export interface DownloadQuestion {
  readonly args: readonly string[];
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly version: string;
  readonly platform: string;
  readonly arch: string;
  readonly cacheRoot: string;
  /** electron-builder.yml, parsed. */
  readonly config?: unknown;
}

export function defaultCacheRoot(env: Readonly<Record<string, string | undefined>>, platform?: string, home?: string): string;
export function electronDownloads(q: DownloadQuestion): ElectronDownload[];
export function packagingPreflight(
  q: DownloadQuestion & { readonly fetch: (url: string, init: RequestInit) => Promise<Response>; readonly script: string },
): Promise<{ ok: true } | { ok: false; line: string }>;
