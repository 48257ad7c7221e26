// The command line's terminal: the prompt and line editing (node:readline), lines printed
// while the person types (a refused command, a reminder) without mangling what they typed,
// and a password asked without echo and kept out of the line history.

import { createInterface, clearLine, cursorTo, type Interface } from 'node:readline';
import { Writable } from 'node:stream';

/** Forwards to the real output unless muted: readline echoes typed characters through it. */
class MutableOutput extends Writable {
  muted = false;

  constructor(private readonly target: NodeJS.WriteStream) {
    super();
  }

  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    if (!this.muted) this.target.write(chunk);
    done();
  }

  /** readline wraps long lines at the real terminal's width. */
  get columns(): number | undefined {
    return this.target.columns;
  }
}

export class Terminal {
  private readonly out: MutableOutput;
  private rl: Interface | null = null;
  /** The prompt is on screen and the person may be typing: a printed line must redraw it. */
  private atPrompt = false;

  constructor(
    private readonly input: NodeJS.ReadStream = process.stdin,
    private readonly output: NodeJS.WriteStream = process.stdout,
  ) {
    this.out = new MutableOutput(output);
  }

  /** Both ends are a terminal: prompt, line editing, hidden password entry. */
  get isTTY(): boolean {
    return Boolean(this.input.isTTY && this.output.isTTY);
  }

  print(lines: readonly string[]): void {
    if (lines.length === 0) return;
    const redraw = this.atPrompt && this.rl !== null && this.isTTY && !this.out.muted;
    if (redraw) {
      clearLine(this.output, 0);
      cursorTo(this.output, 0);
    }
    this.output.write(`${lines.join('\n')}\n`);
    if (redraw) this.rl!.prompt(true);
  }

  private open(): Interface {
    if (this.rl) return this.rl;
    const rl = createInterface({ input: this.input, output: this.out, terminal: this.isTTY, historySize: 200 });
    rl.setPrompt('stint> ');
    // readline adds every entered line to its history, the answer to a question too; the
    // listener may edit the array (node:readline documents this for passwords).
    rl.on('history', (history: string[]) => {
      if (this.out.muted) history.shift();
    });
    this.rl = rl;
    return rl;
  }

  /** The lines the person types (or pipes in), each after a prompt, until end of input or close(). */
  async *lines(onInterrupt: () => void): AsyncGenerator<string> {
    const rl = this.open();
    rl.on('SIGINT', onInterrupt);
    const it = rl[Symbol.asyncIterator]();
    try {
      for (;;) {
        // Closed while the last line ran (Ctrl-C at the password prompt): no more lines.
        if (this.rl !== rl) return;
        if (this.isTTY) {
          rl.prompt();
          this.atPrompt = true;
        }
        const next = await it.next();
        this.atPrompt = false;
        if (next.done) return;
        yield next.value;
      }
    } finally {
      this.atPrompt = false;
    }
  }

  /**
   * Asks without echo; the answer never enters the history. Only on a terminal. Null when
   * the person gave up instead: Ctrl-C, or the input ended (Ctrl-D). readline answers
   * neither to a pending question, so without this the question would wait forever.
   */
  async askHidden(question: string): Promise<string | null> {
    const rl = this.open();
    this.output.write(question);
    this.out.muted = true;
    let giveUp = (): void => {};
    try {
      return await new Promise<string | null>((resolve) => {
        giveUp = () => resolve(null);
        rl.once('SIGINT', giveUp);
        rl.once('close', giveUp);
        rl.question('', resolve);
      });
    } finally {
      rl.off('SIGINT', giveUp);
      rl.off('close', giveUp);
      this.out.muted = false;
      this.output.write('\n');
    }
  }

  close(): void {
    this.rl?.close();
    this.rl = null;
  }
}
