// The command line while the app holds the data folder: each command given is sent to the app
// (app-channel.ts) and its answer printed. What this run chose travels with each command (the
// account `use` picked, the terminal's folder and home) and comes back changed by it: it lives
// and ends with this run, as it does when the command line runs alone.

import { homedir } from 'node:os';
import { FIRST_ACCOUNT_KEY } from '../core/accounts/account-list.ts';
import { sendToApp, silenceWords, ANSWER_SILENCE_MS, type RunChoices, type Sent } from './app-channel.ts';
import { parseLine, shownLine } from './commands.ts';
import type { CliOptions } from './options.ts';
import { Terminal } from './terminal.ts';
import { openingLines, typeHelp } from './opening-lines.ts';
import { errorLine } from './render.ts';
import { wordsFor, type I18n } from '../i18n/words.ts';

/** What to do about an app that holds the folder and does not answer, in words (printed after "error: "). */
function notAnswering(options: CliOptions, sent: Extract<Sent, { reached: false }>, during: string | null, i18n: I18n): string {
  const folder = options.dataDir;
  if (sent.failure === 'unreadable') {
    const values = { folder, why: sent.why, command: during };
    return during === null
      ? i18n._({ id: 'cli.app.otherVersion', message: 'Stint holds {folder}, but {why}: quit it, or update it and this command line to the same version.', values })
      : i18n._({ id: 'cli.app.otherVersionDuring', message: 'Stint holds {folder}, but {why}: quit it, or update it and this command line to the same version (`{command}` may not have run).', values });
  }
  const values = { folder, silence: silenceWords(options.appSilenceMs ?? ANSWER_SILENCE_MS), command: during };
  return during === null
    ? i18n._({ id: 'cli.app.silent', message: 'Stint holds {folder} and took the connection, but said nothing for {silence}: it is not answering. Quit Stint (or end its process) and run this again, or use another folder with --data-dir.',
        values,
      })
    : i18n._({ id: 'cli.app.silentDuring', message: 'Stint holds {folder} and took `{command}`, but said nothing for {silence}: it is not answering. The command may still run there: status shows what it holds once it answers again. Quit Stint (or end its process) and run this again, or use another folder with --data-dir.',
        values,
      });
}

/**
 * The commands given, each sent to the app that holds the data folder and its answer printed;
 * null when no app listens there (the folder is another command line's). An app that is there
 * but silent, or of another version, is said in words (exit 1).
 */
export async function runThroughApp(options: CliOptions): Promise<number | null> {
  const i18n = wordsFor(options.language);
  // The terminal's language and locale travel with each command: the app answers in them, and reads what was typed in them.
  let run: RunChoices = { account: FIRST_ACCOUNT_KEY, cwd: process.cwd(), home: homedir(), language: options.language, locale: new Intl.DateTimeFormat().resolvedOptions().locale };
  const send = (line: string) => sendToApp(options.dataDir, { line, run }, options.appSilenceMs === null ? {} : { silenceMs: options.appSilenceMs });
  // An empty line asks nothing of the app: it tells whether one answers at all.
  const probe = await send('');
  if (!probe.reached) {
    if (probe.failure === 'absent') return null;
    process.stderr.write(`stint: ${notAnswering(options, probe, null, i18n)}\n`);
    return 1;
  }
  const terminal = new Terminal();
  const print = (lines: readonly string[]) => terminal.print(lines);
  print([...openingLines(options.dataDir, i18n), i18n._({ id: 'cli.app.through', message: 'Stint is running on this folder: each command goes to it, and its answer is printed here.' })]);
  let failures = 0;
  let unreadable = 0;
  /** Sends one line and prints the answer; false to go no further (the app stopped answering, or quit). */
  const handle = async (line: string): Promise<boolean> => {
    const parsed = parseLine(line, i18n);
    if (!parsed.ok) unreadable++;
    if (parsed.ok && parsed.command?.kind === 'quit') return false;
    const sent = await send(line);
    if (!sent.reached) {
      failures++;
      print(
        [sent.failure === 'absent' ? i18n._({ id: 'cli.app.stopped', message: 'Stint stopped answering ({why}); nothing more was sent.', values: { why: sent.why } }) : notAnswering(options, sent, shownLine(line), i18n)].map((why) => errorLine(why, i18n)));
      return false;
    }
    run = { ...run, account: sent.answer.account };
    if (!sent.answer.ok) failures++;
    print(sent.answer.lines);
    return true;
  };
  try {
    if (options.commands.length > 0) {
      for (const line of options.commands) {
        print([`stint> ${shownLine(line)}`]);
        if (!(await handle(line))) break;
      }
      return exitStatus(failures, unreadable);
    }
    print([typeHelp(i18n)]);
    for await (const line of terminal.lines(() => terminal.close())) {
      if (!terminal.isTTY) print([`stint> ${shownLine(line)}`]);
      if (!(await handle(line))) break;
    }
    return 0;
  } finally {
    terminal.close();
  }
}

/** A -c run's exit status: 2 when a command's words could not be read (as for a bad option), 1 when one failed, else 0. */
export function exitStatus(failures: number, unreadable: number): number {
  return unreadable > 0 ? 2 : failures > 0 ? 1 : 0;
}
