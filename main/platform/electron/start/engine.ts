// The engine, one per account of the person's (main/core/accounts) behind the facade the
// window, the tray and the shell call (the account in use's, with the rules across accounts),
// made from the ports (and the updater where there is one), then what a run
// from a clone asks of it: the sign-in form's default service (STINT_SERVICE_URL) and, once
// the tray shows, `npm run demo`'s sign-in (STINT_DEMO_ACCOUNT, `demoSignIn`). An installed app never sees either
// variable (launch.ts).

import type { ActivitySource, Logger, Ports, SecretStore } from '../../../core/ports.ts';
import { isRecord } from '../../../core/json-guard.ts';
import { openAccounts, type StintAccounts } from '../../../core/accounts/accounts.ts';
import { personStint } from '../../../core/accounts/person-stint.ts';
import type { TimesheetCommands } from '../../../core/accounts/person-timesheet.ts';
import type { ExportPorts } from '../../../core/accounts/person-export.ts';
import type { OpenPorts } from '../../../core/accounts/person-activity-files.ts';
import type { WindowStint } from '../../../ipc/contract.ts';
import type { Stint } from '../../../core/stint.ts';
import { nodeAccountPorts } from '../../node/account-ports.ts';
import type { Updater } from '../updater.ts';
import type { Env } from './launch.ts';

export interface EngineFacts {
  readonly ports: Ports;
  /** The data folder; the other accounts live in `accounts/<key>` inside it. */
  readonly dataDir: string;
  /** Another account's token store (one keychain item per account). */
  readonly secretsFor: (key: string) => SecretStore;
  readonly updater: Updater | null;
  readonly appVersion: string;
  readonly platform: NodeJS.Platform;
  readonly env: Env;
  readonly logger: Pick<Logger, 'log'>;
  /** The focused window for the activity record (this desktop's backend); absent: none, the record says it cannot see windows here. */
  readonly activity?: ActivitySource;
  /** The data folder's lock: every account's settings and durable files ask it before each write. */
  readonly guard?: () => void;
  /** The export's save dialog, file, clipboard and printer (export-ports.ts); absent: the export says it cannot save here. */
  readonly exportPorts?: ExportPorts;
  /** The open dialog and the file read for a rules file imported (open-ports.ts); absent: the import says it cannot open files here. */
  readonly openPorts?: OpenPorts;
}

/** The person's facade, and the accounts behind it (the command line's channel runs on them). */
export interface StartedEngine {
  readonly stint: WindowStint & TimesheetCommands;
  readonly hub: StintAccounts;
}

export async function startEngine(facts: EngineFacts): Promise<StartedEngine> {
  const { env } = facts;
  const first = { ...facts.ports, ...(facts.updater ? { updates: facts.updater } : {}) };
  const hub = await openAccounts(nodeAccountPorts({ first, dataDir: facts.dataDir, secretsFor: facts.secretsFor, ...(facts.activity ? { activity: facts.activity } : {}), ...(facts.guard ? { guard: facts.guard } : {}) }), { appVersion: facts.appVersion, platform: facts.platform });
  const stint = personStint(hub, facts.exportPorts ?? null, facts.openPorts ?? null);
  const defaultService = env.STINT_SERVICE_URL;
  if (defaultService && stint.snapshot().settings.lastSignIn.serviceAddress === null) {
    await stint.updateSettings({ lastSignIn: { serviceAddress: defaultService } });
  }
  return { stint, hub };
}

/**
 * Called by the shell once the network is let go (held-fetch.ts), after the tray's first menu.
 * `npm run demo` starts the app signed in to the simulator's demo account, whose password
 * is public (test/sim/demo.ts): it passes the account as JSON in STINT_DEMO_ACCOUNT.
 */
export async function demoSignIn(stint: Stint, account: string | undefined, logger: Pick<Logger, 'log'>): Promise<void> {
  if (!account || stint.snapshot().session.state === 'signed_in') return;
  const a: unknown = JSON.parse(account);
  const field = (k: string) => (isRecord(a) && typeof a[k] === 'string' ? a[k] : '');
  const r = await stint.signIn({ baseUrl: field('baseUrl'), email: field('email'), password: field('password'), accountId: field('accountId') });
  if (!r.ok) logger.log('warn', 'the demo sign-in failed; the sign-in form is shown', {});
}
