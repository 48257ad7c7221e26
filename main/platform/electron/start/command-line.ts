// The command line's channel (main/cli/app-channel-server.ts): while this Stint holds the data
// folder, `npm run cli` on it sends each command here and prints the answer, instead of
// being refused. A channel that cannot open is logged; the app runs on without it.

import type { Clock } from '../../../time/clock.ts';
import type { Logger } from '../../../core/ports.ts';
import type { StintAccounts } from '../../../core/accounts/accounts.ts';
import type { PersonStint } from '../../../core/stint-api.ts';
import type { TimesheetCommands } from '../../../core/accounts/person-timesheet.ts';
import type { RoundingCommands } from '../../../core/accounts/person-rounding.ts';
import type { CommandLineChannel } from '../../../cli/app-channel-server.ts';

export interface CommandLineFacts {
  readonly dataDir: string;
  readonly hub: StintAccounts;
  /** The person's facade the window talks to: Undo and the changes not saved go through it. */
  readonly person: PersonStint & TimesheetCommands & RoundingCommands;
  readonly clock: Clock;
  readonly platform: NodeJS.Platform;
  readonly logger: Pick<Logger, 'log'>;
}

export async function openCommandLineChannel(facts: CommandLineFacts): Promise<CommandLineChannel | null> {
  try {
    // The command line's modules (its words, its parsers) are loaded with the channel, after the tray shows (issue 71).
    const { serveCommandLine } = await import('../../../cli/app-channel-server.ts');
    return await serveCommandLine(facts);
  } catch (e) {
    facts.logger.log('warn', 'the command line cannot reach this Stint: its channel did not open', { error: e instanceof Error ? e.message : String(e) });
    return null;
  }
}
