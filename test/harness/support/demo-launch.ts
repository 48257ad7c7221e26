// `npm run demo` as a real process for the process tests: either the script itself
// (`node --import tsx scripts/demo.ts --browser`), or as the README runs it (`npm run demo --
// --browser`) in a process group of its own, so that `ctrlC` reaches every process in it as a
// terminal's Ctrl-C does, and `groupGone` says whether anything it started is still running.
// `ready` resolves once the banner says where to open the window.

import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { bundledEntry } from '../../support/bundled-entry.ts';

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface DemoReady {
  /** Everything printed up to the "Open … in a browser." line. */
  readonly banner: string;
  readonly pageUrl: string;
  readonly simBase: string;
}

export interface DemoEnd {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface Demo {
  readonly child: ChildProcessWithoutNullStreams;
  readonly ready: Promise<DemoReady>;
  readonly done: Promise<DemoEnd>;
  /** SIGINT to what a terminal would send it to: the process group as the README runs it, else the process. */
  ctrlC(): Promise<DemoEnd>;
  /** True once no process of its group is left (as the README runs it). */
  groupGone(): boolean;
  /** Ends whatever is left, at once (a test's cleanup). */
  kill(): void;
}

export interface LaunchOptions {
  readonly env?: Record<string, string>;
  /** `npm run demo -- --browser` in a process group of its own (default: the script, bundled: support/bundled-entry.ts). */
  readonly asReadme?: boolean;
}

export function launchDemo(options: LaunchOptions = {}): Demo {
  const env = { ...process.env, npm_config_update_notifier: 'false', ...options.env };
  const child = options.asReadme
    ? spawn('npm', ['run', 'demo', '--', '--browser'], { cwd: ROOT, stdio: 'pipe', env, detached: true })
    : spawn(process.execPath, [bundledEntry('scripts/demo.ts'), '--browser'], { cwd: ROOT, stdio: 'pipe', env });
  let stdout = '';
  let stderr = '';
  let onReady: (r: DemoReady) => void = () => {};
  let onFail: (e: Error) => void = () => {};
  const ready = new Promise<DemoReady>((resolve, reject) => {
    onReady = resolve;
    onFail = reject;
  });
  child.stdout.setEncoding('utf8').on('data', (d: string) => {
    stdout += d;
    const open = /Open (http:\/\/127\.0\.0\.1:\d+\/) in a browser\..*\n/.exec(stdout);
    const sim = /the simulator at (http:\/\/127\.0\.0\.1:\d+\/api\/v1)/.exec(stdout);
    if (open && sim) onReady({ banner: stdout.slice(0, open.index + open[0].length), pageUrl: open[1]!, simBase: sim[1]! });
  });
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const done = new Promise<DemoEnd>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      onFail(new Error(`the demo ended before it was ready (code ${code}):\n${stdout}\n${stderr}`));
      resolve({ code, signal, stdout, stderr });
    });
  });
  const group = (signal: NodeJS.Signals | 0): boolean => {
    try {
      process.kill(-child.pid!, signal);
      return true;
    } catch {
      return false;
    }
  };
  return {
    child,
    ready,
    done,
    ctrlC: () => {
      if (options.asReadme) group('SIGINT');
      else child.kill('SIGINT');
      return done;
    },
    groupGone: () => !group(0),
    kill: () => {
      if (options.asReadme) group('SIGKILL');
      child.kill('SIGKILL');
    },
  };
}
