// The app's side of the command line's channel (app-channel.ts): a command the command line
// was given while the app holds the data folder runs here, on the app's own engine and
// accounts, as the command line would run it on its own (run.ts), and its lines go back to be
// printed. Each request carries its run's choices (the account in use, the terminal's folder):
// the app keeps no "current" of its own, so one terminal's `use` never acts in another. What
// is the person's (Undo, the changes not saved) goes through the person's facade, the
// window's own door. The numbers typed name the lists printed before, in the same
// cli-lists.json the command line keeps (only the holder of the folder writes it). A command
// that needs a password (signin, accounts add) is refused: the app's window signs in.

import { chmod, rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import type { Clock } from '../time/clock.ts';
import type { Logger } from '../core/ports.ts';
import type { StintAccounts } from '../core/accounts/accounts.ts';
import type { PersonStint } from '../core/stint-api.ts';
import type { TimesheetCommands } from '../core/accounts/person-timesheet.ts';
import type { RoundingCommands } from '../core/accounts/person-rounding.ts';
import { FIRST_ACCOUNT_KEY } from '../core/accounts/account-list.ts';
import { answerText, channelPath, firstLine, jsonOf, readRequest, WORKING_EVERY_MS, WORKING_TEXT, type ChannelAnswer, type ChannelRequest } from './app-channel.ts';
import { listenDuringCommand } from './announce-during.ts';
import type { CliAccounts } from './accounts-lines.ts';
import { parseLine } from './commands.ts';
import { ListsKeeper, loadPrintedLists } from './printed-lists-file.ts';
import { noLists } from './printed-lists.ts';
import { accountsContext, runCommand, type RunContext } from './run.ts';
import { trayPlatform } from './tray-platform.ts';
import { errorLine } from './render.ts';
import { wordsFor } from '../i18n/words.ts';

export interface CommandLineChannelFacts {
  readonly dataDir: string;
  readonly hub: StintAccounts;
  /** The person's facade the window talks to (the same door for Undo and the changes not saved). */
  readonly person: PersonStint & TimesheetCommands & RoundingCommands;
  readonly clock: Clock;
  readonly platform: NodeJS.Platform;
  readonly logger: Pick<Logger, 'log'>;
  /** How often a command in progress is said to be in progress (WORKING_EVERY_MS; tests give a short one). */
  readonly workingEveryMs?: number;
}

export interface CommandLineChannel {
  close(): Promise<void>;
}


/** Listens on the data folder's channel; the folder's lock is held, so a socket left there is a dead holder's. */
export async function serveCommandLine(facts: CommandLineChannelFacts): Promise<CommandLineChannel> {
  const { hub, clock, logger } = facts;
  const path = channelPath(facts.dataDir, facts.platform);
  const kept = await loadPrintedLists(facts.dataDir, wordsFor(hub.first.snapshot().language));
  const printed = kept.problem === null ? kept.lists : noLists();
  const keeper = new ListsKeeper(facts.dataDir, kept.problem === null ? kept.lists : null);
  // One command at a time, in the order they came, as at the prompt.
  let queue: Promise<unknown> = Promise.resolve();
  const run = async ({ line, run: choices }: ChannelRequest): Promise<ChannelAnswer> => {
    // The terminal's language, else (an older command line) the app's.
    const i18n = wordsFor(choices.language ?? hub.first.snapshot().language);
    const parsed = parseLine(line, i18n);
    const gone = hub.account(choices.account) === undefined;
    // An account removed (in the window, or by another terminal) since this run chose it.
    const accounts: CliAccounts = { hub, current: gone ? FIRST_ACCOUNT_KEY : choices.account };
    const said = gone ? [i18n._({ id: 'cli.app.accountGone', message: 'note: the account this run used is no longer here: its commands now act on the first account.' })] : [];
    const answer = (ok: boolean, lines: readonly string[]): ChannelAnswer => ({ ok, lines: [...said, ...lines], account: accounts.current });
    if (!parsed.ok) return answer(false, [errorLine(parsed.message, i18n)]);
    if (parsed.command === null) return answer(true, []);
    if (parsed.command.kind === 'quit') return answer(true, [i18n._({ id: 'cli.app.quit', message: 'Stint keeps running; this command line ends.' })]);
    const ctx: RunContext = accountsContext(accounts, {
      i18n,
      ...(choices.locale !== undefined ? { typedLocale: choices.locale } : {}),
      clock,
      platform: trayPlatform(facts.platform),
      baseUrl: null,
      printed,
      askPassword: async () => ({
        ok: false,
        message: i18n._({ id: 'cli.app.noPassword', message: 'Stint is running on this folder: sign in in its window (a password is never passed to it from the command line).' }),
      }),
      person: facts.person,
      cwd: choices.cwd,
      home: choices.home,
    });
    const listening = listenDuringCommand(hub, () => accounts.current, i18n);
    let out;
    try {
      out = await runCommand(parsed.command, ctx);
    } finally {
      said.push(...listening.stop());
    }
    const warning = await keeper.keep(printed, i18n);
    return answer(out.ok, warning === null ? out.lines : [warning, ...out.lines]);
  };
  const answer = async (socket: Socket): Promise<void> => {
    const request = readRequest(jsonOf(await firstLine(socket)));
    if (request === null) {
      const i18n = wordsFor(hub.first.snapshot().language);
      socket.end(answerText({ ok: false, lines: [errorLine(i18n._({ id: 'cli.app.unreadable', message: 'the app could not read this command (a newer or older command line?).' }), i18n)], account: FIRST_ACCOUNT_KEY }));
      return;
    }
    // Said at once and while the command waits its turn or runs: the command line waits as
    // long as the app keeps saying so, and knows a silent app for one that is stuck.
    socket.write(WORKING_TEXT);
    const working = setInterval(() => socket.write(WORKING_TEXT), facts.workingEveryMs ?? WORKING_EVERY_MS);
    const next = queue.then(() => run(request));
    queue = next.catch(() => undefined);
    const out = await next.catch((e: unknown): ChannelAnswer => ({ ok: false, lines: [errorLine(e instanceof Error ? e.message : String(e), wordsFor(request.run.language ?? hub.first.snapshot().language))], account: request.run.account }));
    clearInterval(working);
    socket.end(answerText(out));
  };
  const server: Server = createServer((socket) => {
    socket.on('error', () => undefined);
    void answer(socket);
  });
  if (facts.platform !== 'win32') await rm(path, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // The socket is its owner's alone from the instant it exists (bound inside the private data
    // folder, and made under a umask that leaves others nothing); listen binds before it returns.
    const umask = facts.platform === 'win32' ? null : process.umask(0o177);
    try {
      server.listen(path, () => resolve());
    } finally {
      if (umask !== null) process.umask(umask);
    }
  });
  if (facts.platform !== 'win32') await chmod(path, 0o600);
  logger.log('info', 'the command line may send commands', {});
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}
