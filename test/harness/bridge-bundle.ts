// The page's bridge script (page/bridge-client.ts), bundled with esbuild when the harness
// starts, so the harness serves what the source says today without a build step.

import { build } from 'esbuild';

const ENTRY = new URL('./page/bridge-client.ts', import.meta.url).pathname;

export async function bundleBridgeClient(): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    legalComments: 'none',
    logLevel: 'silent',
  });
  const file = result.outputFiles[0];
  if (!file) throw new Error('esbuild produced no bridge script');
  return file.text;
}
