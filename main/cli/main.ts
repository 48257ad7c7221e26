// `npm run cli -- [--base-url URL] [--data-dir DIR] [-c COMMAND]...`: Stint from a terminal,
// against the simulator or a real service. It drives the engine through the facade
// (createStint) and the Node ports, like any other driver: each account's token in the OS
// keychain as the app keeps it (sessions.ts), settings, the outbox and caches on disk, so
// sessions and queued actions outlive a run. While the app holds the data folder, each
// command goes to the app instead and its answer is printed (through-app.ts). With -c it runs the
// given commands in order and quits; otherwise it reads commands from the terminal.
// A bad option prints one line on stderr (exit 2); nothing prints a stack trace.

import { readFileSync, writeSync } from 'node:fs';
import { homedir, hostname } from 'node:os';
import { clockRunningFrom, systemClock } from '../time/clock.ts';
import { openAccounts } from '../core/accounts/accounts.ts';
import { nodeAccountPorts } from '../platform/node/account-ports.ts';
import { openCliSessions } from './sessions.ts';
import type { CliAccounts } from './accounts-lines.ts';
import { trayPlatform } from './tray-platform.ts';
import { exitStatus, runThroughApp } from './through-app.ts';
import { lockDataFolder } from '../platform/node/data-folder-lock.ts';
import { makePrivateFolder, narrowedWords } from '../platform/node/private-folder.ts';
import { ManualIdleSource, nodePorts } from '../platform/node/index.ts';
import { listenToAccounts } from './announce-during.ts';
import { alreadyRunningMessage } from './lock-message.ts';
import { parseLine, shownLine } from './commands.ts';
import { TerminalNotifier } from './notifier.ts';
import { actionsWait } from './render.ts';
import { helpText, parseOptions, type CliOptions } from './options.ts';
import { accountsContext, runCommand, type PasswordAnswer, type RunContext } from './run.ts';
import { ListsKeeper, loadPrintedLists } from './printed-lists-file.ts';
import { Terminal } from './terminal.ts';
import { chooseBackend } from '../platform/node/activity/desktop-choice.ts';
import { processDesktopFacts } from '../platform/node/activity/desktop-facts.ts';
import { desktopWords } from '../platform/node/activity/desktop-words.ts';
import { shutdown } from './shutdown.ts';
import { wordsFor, type I18n } from '../i18n/words.ts';
import { errorLine } from './render.ts';
import { openingLines, typeHelp } from './opening-lines.ts';

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

function appVersion(): string {
  try {
    const pkg: unknown = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    const v = (pkg as { version?: unknown } | null)?.version;
    return typeof v === 'string' ? v : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

async function run(options: CliOptions): Promise<number> {
  // The person's alone, whoever made it first; one made wider before is narrowed and said once.
  const narrowed = narrowedWords(options.dataDir, await makePrivateFolder(options.dataDir), wordsFor(options.language));
  if (narrowed !== null) process.stderr.write(`stint: ${narrowed}\n`);
  // Before anything is read: another Stint on this folder would overwrite our outbox, or we its.
  const lock = await lockDataFolder({
    dir: options.dataDir,
    i18n: wordsFor(options.language),
    // Nothing more is written (the stores' guard refuses); this run ends at once, saying why.
    onLost: (message) => {
      writeSync(2, `stint: error: ${message}\n`);
      process.exit(1);
    },
  });
  if (!lock.ok) {
    // The app holds it: each command goes to the app, which answers. Another command line: refused.
    const through = await runThroughApp(options);
    if (through !== null) return through;
    process.stderr.write(`stint: ${alreadyRunningMessage(options.dataDir, lock.holder, hostname(), wordsFor(options.language))}\n`);
    return 1;
  }
  try {
    return await runLocked(options, lock.guard, wordsFor(options.language));
  } finally {
    await lock.release().catch(() => undefined);
  }
}

async function runLocked(options: CliOptions, guard: () => void, i18n: I18n): Promise<number> {
  const clock = options.clockAt === null ? systemClock : clockRunningFrom(options.clockAt);
  const terminal = new Terminal();
  const print = (lines: readonly string[]) => terminal.print(lines);
  const sessions = await openCliSessions(options.dataDir, options.appDataDir, process.platform, i18n);
  const ports = {
    ...nodePorts({ dataDir: options.dataDir, clock, fetch: (url, init) => fetch(url, init), secrets: sessions.first, guard, language: options.language }),
    // A terminal cannot see idle time; lock and suspend would still count if reported.
    idle: new ManualIdleSource({ idleSeconds: undefined }),
    notifier: new TerminalNotifier(print, i18n),
  };
  // Every account's token in its own keychain item, as the app keeps them: the next run is signed in.
  const hub = await openAccounts(nodeAccountPorts({ first: ports, dataDir: options.dataDir, secretsFor: (key) => sessions.secretsFor(key), activity: null, guard }), { appVersion: appVersion(), platform: `cli-${process.platform}`, ...(options.undoHoldMs !== null ? { undoHoldMs: options.undoHoldMs } : {}) });
  const accounts: CliAccounts = { hub, current: 'main' };
  const stint = hub.first;

  print([...openingLines(options.dataDir, i18n), sessions.words]);
  // Every account is heard: a refusal in the account in use is said whatever account that is.
  listenToAccounts(hub, () => accounts.current, print, { sayWhatStands: true }, i18n);
  const start = stint.snapshot();
  if (start.sync.queued > 0) {
    const who = start.settings.lastSignIn.email;
    const values = { waiting: actionsWait(start.sync.queued, i18n), count: start.sync.queued, email: who };
    print([
      who
        ? i18n._({ id: 'cli.start.waitingAs', message: 'From an earlier run, {waiting} to be sent: sign in as {email} to send {count, plural, one {it} other {them}}.', values })
        : i18n._({ id: 'cli.start.waiting', message: 'From an earlier run, {waiting} to be sent: sign in to send {count, plural, one {it} other {them}}.', values }),
    ]);
  }

  // The lists printed in an earlier run: a number typed now names what they showed.
  const kept = await loadPrintedLists(options.dataDir, i18n);
  if (kept.problem !== null) {
    print([i18n._({ id: 'cli.start.listsSetAside', message: 'The lists printed in an earlier run are set aside: {why}. List again (continue, today, week, todos) before using their numbers.', values: { why: kept.problem } })]);
  }
  const keeper = new ListsKeeper(options.dataDir, kept.problem === null ? kept.lists : null);

  let interrupted = false;
  const interrupt = () => {
    interrupted = true;
    terminal.close();
  };

  const ctx: RunContext = accountsContext(accounts, {
    i18n,
    clock,
    platform: trayPlatform(process.platform),
    baseUrl: options.baseUrl,
    printed: kept.lists,
    // The command line opens no backend (it never records): the chooser's words say what the app could here.
    desktop: desktopWords(chooseBackend(processDesktopFacts()), i18n),
    askPassword: async (email): Promise<PasswordAnswer> => {
      if (terminal.isTTY) {
        const typed = await terminal.askHidden(i18n._({ id: 'cli.password.ask', message: 'Password for {email}: ', values: { email } }));
        if (typed !== null) return { ok: true, password: typed };
        // Ctrl-C (or Ctrl-D) at the password prompt: the person wants out, not another try.
        interrupt();
        return { ok: false, message: i18n._({ id: 'cli.password.cancelled', message: 'Sign-in cancelled: not signed in.' }) };
      }
      const password = process.env.STINT_PASSWORD;
      if (password === undefined) return { ok: false, message: i18n._({ id: 'cli.password.notTerminal', message: 'Standard input is not a terminal: set STINT_PASSWORD to sign in.' }) };
      if (password === '') return { ok: false, message: i18n._({ id: 'cli.password.empty', message: 'STINT_PASSWORD is empty: set it to the password of {email}.', values: { email } }) };
      return { ok: true, password };
    },
  });

  let failures = 0;
  let unreadable = 0;
  /** Runs one typed line; false when the person asked to quit. */
  const handle = async (line: string): Promise<boolean> => {
    const parsed = parseLine(line, i18n);
    if (!parsed.ok) {
      failures++;
      unreadable++;
      print([errorLine(parsed.message, i18n)]);
      return true;
    }
    if (parsed.command === null) return true;
    try {
      const out = await runCommand(parsed.command, ctx);
      if (!out.ok) failures++;
      // Kept before the answer is printed: the prompt then comes right after it, as before.
      const warning = await keeper.keep(ctx.printed!, i18n);
      print(warning === null ? out.lines : [warning, ...out.lines]);
      return !out.quit;
    } catch (e) {
      failures++;
      print([errorLine(errorText(e), i18n)]);
      return true;
    }
  };

  process.once('SIGTERM', interrupt);

  if (options.commands.length > 0) {
    process.once('SIGINT', interrupt);
    for (const line of options.commands) {
      if (interrupted) break;
      print([`stint> ${shownLine(line)}`]);
      if (!(await handle(line))) break;
    }
  } else {
    print([typeHelp(i18n)]);
    for await (const line of terminal.lines(interrupt)) {
      // Piped in, the commands are not on screen: echo them so the output reads as a session.
      if (!terminal.isTTY) print([`stint> ${shownLine(line)}`]);
      if (!(await handle(line))) break;
    }
    // Ctrl-C leaves the cursor after the prompt: end that line before the last words.
    if (interrupted && terminal.isTTY) print(['']);
  }

  await shutdown(stint, hub, print, options.dataDir, clock, i18n);
  terminal.close();
  return options.commands.length > 0 ? exitStatus(failures, unreadable) : 0;
}

process.on('unhandledRejection', (e) => {
  process.stderr.write(`stint: internal error: ${errorText(e)}\n`);
});

const parsed = parseOptions(process.argv.slice(2), { env: process.env, platform: process.platform, home: homedir() });
if (parsed.kind === 'help') {
  process.stdout.write(`${helpText(wordsFor(parsed.language))}\n`);
  process.exit(0);
}
if (parsed.kind === 'error') {
  process.stderr.write(`stint: ${parsed.message}\n`);
  process.exit(2);
}
try {
  const code = await run(parsed.options);
  // Keep-alive connections would hold the process for seconds after the last command.
  process.exit(code);
} catch (e) {
  process.stderr.write(`stint: ${errorText(e)}\n`);
  process.exit(1);
}
