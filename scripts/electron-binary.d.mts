// Types of scripts/electron-binary.mjs, for the TypeScript that calls it.
export function electronBinary(): { ok: true; path: string } | { ok: false; reason: string };
