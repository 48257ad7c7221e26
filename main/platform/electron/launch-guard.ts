// What an installed Stint refuses or ignores from the way it was started. A debugging switch
// on the command line would open the app (and the token it holds) to any local process:
// Chromium's remote debugging port or pipe, Node's inspector (its fuse is off in the
// package too; refused here as well, so the person is told). And the environment variables
// made for development (the demo's account, a default service, a data folder of its own)
// mean nothing to an installed app: an installed app ignores them, so a variable left in a
// shell profile cannot sign it in somewhere or point it at another folder.

/** The switches an installed Stint will not start with (`--inspect`, `--inspect-brk`, `--inspect-port`… all count). */
const REFUSED = /^--(remote-debugging-port|remote-debugging-pipe|remote-debugging-address|inspect(-[a-z]+)?)(=|$)/;

/** The development variables (main.ts and the shell read no others of Stint's own). */
export const DEVELOPMENT_ENV = ['STINT_DEMO_ACCOUNT', 'STINT_SERVICE_URL', 'STINT_USER_DATA_DIR', 'STINT_TEST_HOOKS'] as const;

/** Chromium's own switches of those, which it may have been given other than on the argv. */
const CHROMIUM_DEBUGGING = ['remote-debugging-port', 'remote-debugging-pipe'] as const;

/** The debugging switches in `argv` and among Chromium's switches (`hasSwitch`), by name (`--remote-debugging-port`), each once. */
export function debuggingSwitches(argv: readonly string[], hasSwitch: (name: string) => boolean = () => false): string[] {
  const found = argv.flatMap((a) => {
    const m = REFUSED.exec(a);
    return m ? [`--${m[1]}`] : [];
  });
  for (const name of CHROMIUM_DEBUGGING) if (hasSwitch(name)) found.push(`--${name}`);
  return [...new Set(found)];
}

/** The environment the app reads: without the development variables when installed (a build not for development: start/dev-build.ts). */
export function appEnvironment(env: Readonly<Record<string, string | undefined>>, installed: boolean): { env: Readonly<Record<string, string | undefined>>; ignored: string[] } {
  if (!installed) return { env, ignored: [] };
  const ignored = DEVELOPMENT_ENV.filter((k) => env[k] !== undefined);
  if (ignored.length === 0) return { env, ignored };
  const kept = { ...env };
  for (const k of ignored) delete kept[k];
  return { env: kept, ignored };
}
