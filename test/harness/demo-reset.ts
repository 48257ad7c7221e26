// "Reset the demo": the simulator the demo runs against starts again from its demo data
// (POST /_sim/reset: every sign-in block and limit forgotten, every token gone), and the
// engine signs in to the demo account again, as `npm run demo` does at its start. The way
// out of the service's 15-minute block for a person trying Stint, without knowing the
// simulator's control surface.

import type { FetchLike } from '../../main/core/ports.ts';
import type { Stint } from '../../main/core/stint-api.ts';
import type { DemoResetAnswer } from '../../renderer/state/demo-control.ts';
import { DEMO_PASSWORD } from '../sim/demo.ts';

/** The account `npm run demo` signs in with (test/sim/demo.ts; the renderer's DEMO_ACCOUNT fills the form with it). */
export const DEMO_ACCOUNT = { email: 'ada@example.com', password: DEMO_PASSWORD, accountId: 'demo' } as const;

/** The simulator's control address for a base URL such as `http://127.0.0.1:4010/api/v1`. */
export function simResetUrl(baseUrl: string): string {
  return `${new URL(baseUrl).origin}/_sim/reset`;
}

export async function resetDemo(stint: Stint, baseUrl: string, fetchImpl: FetchLike = (url, init) => fetch(url, init)): Promise<DemoResetAnswer> {
  const control = simResetUrl(baseUrl);
  let answer: Response;
  try {
    answer = await fetchImpl(control, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return { ok: false, message: `The simulator did not answer at ${control} (${why}): is the demo still running? Nothing was changed.` };
  }
  if (!answer.ok) {
    return { ok: false, message: `The simulator's reset at ${control} answered ${answer.status}: the service at ${baseUrl} may not be the simulator. Nothing was changed.` };
  }
  // The reset destroyed the session's token: end the session here before anything is sent with it.
  await stint.signOut();
  const signedIn = await stint.signIn({ baseUrl, ...DEMO_ACCOUNT });
  return signedIn.ok ? { ok: true } : { ok: false, message: `The demo was reset, but signing in to it failed: ${signedIn.message}` };
}
