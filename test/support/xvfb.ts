// An X server of its own for a test (Xvfb): the keyring's password prompt, the real app's
// window. CI installs Xvfb through .ci/run; a caller checks with missingDbus(['Xvfb']).

import { spawn } from 'node:child_process';

export interface Xvfb {
  /** For DISPLAY, e.g. `:99`. */
  readonly display: string;
  /** The server's process id (a bench reads its CPU time). */
  readonly pid: number;
  stop(): Promise<void>;
}

/** An X server for the keyring's password prompt; resolves with its DISPLAY once it accepts clients. */
export async function startXvfb(): Promise<Xvfb> {
  const x = spawn('Xvfb', ['-displayfd', '3', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
  const number = await new Promise<string>((resolve, reject) => {
    let text = '';
    (x.stdio[3] as NodeJS.ReadableStream).setEncoding('utf8').on('data', (d: string) => {
      text += d;
      if (text.includes('\n')) resolve(text.trim());
    });
    x.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it was ready`)));
  });
  return {
    display: `:${number}`,
    pid: x.pid!,
    async stop() {
      if (x.exitCode !== null || x.signalCode !== null) return;
      const exited = new Promise((r) => x.once('exit', r));
      x.kill('SIGTERM');
      await exited;
    },
  };
}

