// The running app's side of the command line's channel, for the process tests of "two
// terminals through the running app": in this test process, the person's accounts on the
// simulator (AccountsHarness: the manual clock, each account its own keychain item and
// folder), the data folder's lock held as the app holds it, the channel served as the shell
// serves it (the person's facade, the window's door, beside the hub). Each terminal is a real
// command-line process on that folder (`terminal`), which finds the lock held and sends its
// commands here.
//
//   const app = await AppSide.start();
//   await app.h.acmeAndStudio();
//   const r = await app.terminal(['-c', 'status']);

import { homedir } from 'node:os';
import { serveCommandLine, type CommandLineChannel } from '../../../main/cli/app-channel-server.ts';
import type { RunChoices } from '../../../main/cli/app-channel.ts';
import { personStint } from '../../../main/core/accounts/person-stint.ts';
import type { PersonStint } from '../../../main/core/stint-api.ts';
import { lockDataFolder } from '../../../main/platform/node/data-folder-lock.ts';
import { runProcess, type Ran } from '../../support/run-process.ts';
import { bundledEntry } from '../../support/bundled-entry.ts';
import { AccountsHarness } from '../../core/support/accounts-harness.ts';
import { HANG_MS, ROOT } from './run-cli.ts';

/** What a request from the test itself carries: the first account, this process's folders. */
export function runOf(account = 'main'): RunChoices {
  return { account, cwd: process.cwd(), home: homedir() };
}

/** By its full address and bundled (support/bundled-entry.ts): a terminal may run in any folder. */
const CLI = 'main/cli/main.ts';

export interface TerminalOptions {
  /** The terminal's working folder (default: the repository). */
  readonly cwd?: string;
  readonly env?: Record<string, string>;
}

export class AppSide {
  private constructor(
    readonly h: AccountsHarness,
    /** The window's facade of the person (what the window's Undo and the rest call through IPC). */
    readonly person: PersonStint,
    private readonly channel: CommandLineChannel,
    private readonly release: () => Promise<void>,
  ) {}

  static async start(now?: string): Promise<AppSide> {
    const h = await AccountsHarness.start(now);
    const lock = await lockDataFolder({ dir: h.dataDir, onLost: () => undefined });
    if (!lock.ok) throw new Error(`the test could not take the lock of ${h.dataDir}`);
    const person = personStint(h.hub);
    const channel = await serveCommandLine({ dataDir: h.dataDir, hub: h.hub, person, clock: h.clock, platform: process.platform, logger: { log: () => undefined } });
    return new AppSide(h, person, channel, () => lock.release());
  }

  /** A terminal: the command line run to its end on the app's folder, in `cwd` (default: the repository). */
  terminal(args: readonly string[], options: TerminalOptions = {}): Promise<Ran> {
    return AppSide.terminalOn(this.h.dataDir, args, options);
  }

  /** A terminal on any folder (one a fake app holds). */
  static terminalOn(dataDir: string, args: readonly string[], options: TerminalOptions = {}): Promise<Ran> {
    // The terminal's language and locale are the test's (English, C) whatever the machine's LANG.
    const { DBUS_SESSION_BUS_ADDRESS: _bus, LC_ALL: _all, LC_MESSAGES: _messages, LANG: _lang, ...inherited } = process.env;
    return runProcess(process.execPath, [bundledEntry(CLI), '--data-dir', dataDir, ...args], {
      cwd: options.cwd ?? ROOT,
      // No password: the app's window signs in, so none may be needed here.
      env: { ...inherited, LANG: 'C.UTF-8', STINT_UNDO_SECONDS: '0', ...options.env },
      hangMs: HANG_MS,
    });
  }

  async close(): Promise<void> {
    await this.channel.close();
    await this.release();
    await this.h.close();
  }
}

