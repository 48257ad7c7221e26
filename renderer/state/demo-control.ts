// What a demo page may do beyond the bridge: start the demo again. Only the browser harness
// started for the demo (`npm run demo`, `dev:browser --demo`) puts it at `window.stintDemo`;
// the Electron shell never does, so the window offers it only where it is there. It is not
// part of the IPC contract: a real service has nothing like it.

/** The account the demo's sign-in fills in (test/sim/demo.ts). */
export const DEMO_ACCOUNT = { email: 'ada@example.com', password: 'demo-password', accountId: 'demo' } as const;

/** The simulator's second account (test/sim/demo-studio.ts), which Add an account fills in on a demo page: the same person and password. */
export const DEMO_SECOND_ACCOUNT = { label: 'Studio', accountId: 'studio', password: DEMO_ACCOUNT.password } as const;

/** Where the demo's harness serves a calendar of today's meetings (test/harness/demo-calendar.ts), on the page's own origin: Add a calendar fills it in on a demo page. */
export const DEMO_CALENDAR_PATH = '/demo/calendar.ics';

export type DemoResetAnswer = { readonly ok: true } | { readonly ok: false; readonly message: string };

export interface DemoControl {
  /** The simulator's reset (the demo data again, no sign-in blocked, every token gone), then the demo account signed in. */
  reset(): Promise<DemoResetAnswer>;
}

declare global {
  interface Window {
    stintDemo?: DemoControl;
  }
}

/** The demo's control, or null where the page is no demo (the tray app, a real service). */
export function demoControl(): DemoControl | null {
  return window.stintDemo ?? null;
}
