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
  readonly folders: DemoFolders;
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
 * The demo's second account (issue 41): the window adds it. The command line cannot: it
 * reaches the running demo, which never takes a password from a terminal.
 */
export const SECOND_ACCOUNT = "accounts: Settings → Accounts → Add an account… fills in the demo's second one, studio (Free plan).";

/** A word as a POSIX shell reads it back: as it is where nothing in it is special, else in single quotes. */
export function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/** Where the running demo keeps its data, and where its command line is. */
export interface DemoFolders {
  /** The repository (`npm run cli` runs there). */
  readonly root: string;
  /** The demo's data folder: the running demo holds it and answers the command line there. */
  readonly dataDir: string;
}

/**
 * The data folder, and the command line that reaches the running demo from another terminal,
 * whatever folder that terminal is in: it goes to the demo's folder, where the demo answers
 * each command (main/cli/through-app.ts), so it shows what the window shows, asks no
 * password, and leaves nothing in the person's own folder for a later run to count.
 */
export function commandLineLines(f: DemoFolders): string[] {
  return [
    `  data:     ${f.dataDir} (this run's alone: deleted at Ctrl-C)`,
    '  command line: this demo from another terminal (status, gaps, fill, stop; no password asked):',
    `    cd ${shellWord(f.root)} && npm run cli -- --data-dir ${shellWord(f.dataDir)}`,
  ];
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
    `  ${SECOND_ACCOUNT}`,
    ...commandLineLines(b.folders),
    `  ${FRESH}`,
    `  activity: ${b.activity}`,
    `  tray:     ${b.origin}/tray   control: ${b.origin}/control (test/harness/README.md)`,
    '',
    `Open ${b.origin}/ in a browser. Ctrl-C stops everything.`,
  ];
}
