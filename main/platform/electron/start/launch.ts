// The launch guard, the shell's first step: an installed Stint refuses the debugging
// switches and ignores the development variables (launch-guard.ts says why). "Installed" is
// the build's own word (dev-build.ts), never the executable's name. A run from a clone may
// be a journey test's (test/journeys/), which drives the OS's side and the clock.

import { systemClock, type Clock } from '../../../time/clock.ts';
import { appEnvironment, debuggingSwitches } from '../launch-guard.ts';
import type { ShellApp } from '../shell-electron.ts';
import { drivenSystem, type DrivenSystem } from '../test-hooks.ts';
import { wordsFor, type I18n } from '../../../i18n/words.ts';
import { languageAtStart } from '../shell-language.ts';

export type Env = Readonly<Record<string, string | undefined>>;

export type Launch =
  /** Said so on stderr, and the app exits. */
  | { readonly state: 'refused'; readonly switches: readonly string[] }
  | {
      readonly state: 'allowed';
      /** The environment the app reads (the development variables gone when installed). */
      readonly env: Env;
      /** The development variables the installed app ignored (the log says so once it exists). */
      readonly ignoredEnv: readonly string[];
      readonly driven: DrivenSystem | null;
      readonly clock: Clock;
    };

export interface LaunchFacts {
  readonly argv: readonly string[];
  readonly env: Env;
  /** A build for development (dev-build.ts): only then are the switches and variables for development taken. */
  readonly devBuild: boolean;
  /** A test's clock; else a journey's, else the system's. */
  readonly clock?: Clock | undefined;
}

/** What an installed Stint prints when started with debugging switches, in the words of `i18n`. */
export function refusedSwitchesWords(switches: readonly string[], i18n: I18n): string {
  return i18n._({ id: 'shell.launch.debugRefused', message: 'Stint does not start with {switches}: the installed app refuses debugging switches.', values: { switches: switches.join(', ') } });
}

export function checkLaunch(app: Pick<ShellApp, 'commandLine' | 'exit' | 'getPath' | 'getPreferredSystemLanguages'>, facts: LaunchFacts): Launch {
  const installed = !facts.devBuild;
  if (installed) {
    const switches = debuggingSwitches(facts.argv, (name) => app.commandLine.hasSwitch(name));
    if (switches.length > 0) {
      // In the language of the start (the installed app's own folder: its development variables count for nothing).
      console.error(refusedSwitchesWords(switches, wordsFor(languageAtStart(app))));
      app.exit(1);
      return { state: 'refused', switches };
    }
  }
  const { env, ignored } = appEnvironment(facts.env, installed);
  const driven = drivenSystem(env, installed);
  return { state: 'allowed', env, ignoredEnv: ignored, driven, clock: facts.clock ?? driven?.clock ?? systemClock };
}
