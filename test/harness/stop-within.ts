// How long Ctrl-C may take in `npm run demo` and `npm run dev:browser`: 5 s, or
// STINT_STOP_WITHIN_MS (tests shorten it). The engine gets most of it to send what waits;
// the rest is for closing the servers, and at the bound the process ends whatever still
// hangs (a request the service never answers must not hold a person's terminal).

export const STOP_WITHIN_MS = 5_000;
/** The engine's part of the bound; closing the servers and the folder takes well under the rest. */
const ENGINE_SHARE = 0.8;

export interface StopBound {
  /** When the process ends, whatever still hangs. */
  readonly withinMs: number;
  /** How long the engine may go on sending what waits. */
  readonly engineMs: number;
}

/** The bound from the environment, or a message naming what to fix. */
export function stopBound(env: NodeJS.ProcessEnv): { ok: true; bound: StopBound } | { ok: false; message: string } {
  const raw = env.STINT_STOP_WITHIN_MS;
  if (raw === undefined || raw === '') return { ok: true, bound: boundOf(STOP_WITHIN_MS) };
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 600_000) {
    return { ok: false, message: `STINT_STOP_WITHIN_MS must be whole milliseconds from 1 to 600000, got "${raw}"` };
  }
  return { ok: true, bound: boundOf(Number(raw)) };
}

function boundOf(withinMs: number): StopBound {
  return { withinMs, engineMs: Math.floor(withinMs * ENGINE_SHARE) };
}
