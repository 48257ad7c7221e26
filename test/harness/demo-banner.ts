// The banner `npm run demo` prints when the window runs in the browser harness (the tray
// app's own is in scripts/demo.ts): a line for each thing a person needs, each one whole
// sentence or a labelled address, whichever way it came to run in the browser and whether
// the demo account signed in.

/** Why the harness and not the tray app: the person asked (--browser), or Electron's binary is missing (its reason). */
export type HarnessWhy = { readonly asked: true } | { readonly asked: false; readonly reason: string };

export interface HarnessBannerInput {
  readonly why: HarnessWhy;
  /** The simulator's base URL (`…/api/v1`). */
  readonly simBase: string;
  readonly account: { readonly email: string; readonly accountId: string; readonly password: string };
  /** The demo account's sign-in at start; its refusal in the engine's words. */
  readonly signedIn: { readonly ok: true } | { readonly ok: false; readonly message: string };
  /** The harness's origin (`http://127.0.0.1:5180`): the page is at its root. */
  readonly origin: string;
  /** What the activity record sees in this demo: this desktop's windows or a scripted desktop (demo-desktop.ts). */
  readonly activity: string;
}

export const FRESH = "The demo starts fresh each time: the simulator's data and Stint's settings, queue and session last until Ctrl-C.";

/** Text that may end without a full stop (an error's message), ended as a sentence. */
function sentence(text: string): string {
  const t = text.trim();
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

/**
 * The simulator's second account (issue 41), for trying several accounts before the window
 * offers them: the command line adds it beside the demo account.
 */
export function secondAccount(b: Pick<HarnessBannerInput, 'simBase' | 'account'>): string {
  return `accounts: a second one, studio (Free plan), same email and password: STINT_PASSWORD=${b.account.password} npm run cli -- --base-url ${b.simBase} -c "signin ${b.account.email} ${b.account.accountId}" -c "accounts add Studio studio" -c accounts`;
}

export function harnessBanner(b: HarnessBannerInput): string[] {
  const why = b.why.asked ? 'You asked for the browser (--browser): without it, the tray app would start.' : `The tray app does not start here because ${b.why.reason.trim().replace(/\.$/, '')}.`;
  const who = b.signedIn.ok
    ? `Signed in as ${b.account.email} (account ${b.account.accountId}, password ${b.account.password}).`
    : `The demo account is not signed in: ${sentence(b.signedIn.message)} The window's "Try the demo" button signs in to it.`;
  return [
    '',
    'Stint demo: the window in your browser, on the real engine (the browser harness).',
    `  ${why}`,
    `  service:  the simulator at ${b.simBase}, with the demo data`,
    `  ${who}`,
    `  ${secondAccount(b)}`,
    `  ${FRESH}`,
    `  activity: ${b.activity}`,
    `  tray:     ${b.origin}/tray   control: ${b.origin}/control (test/harness/README.md)`,
    '',
    `Open ${b.origin}/ in a browser. Ctrl-C stops everything.`,
  ];
}
