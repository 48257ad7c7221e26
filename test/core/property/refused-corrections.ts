// The shape hostile-network runs with kill -9 restarts found (issue 60, item 13), drawn as one
// command so that a run has it whole, often: with connections refused (the OS not saying
// offline) a timer is started, the process killed right after the click, "Started N minutes
// ago" after the restart, killed again, an edit of another entry's times, and "From the last
// stop". Each step is the person's own command (engine-model.ts) judged as always: the window
// after each click, and after the drain every move on the service or listed as not saved.
import fc from 'fast-check';
import { DESCRIPTIONS, EditTimes, Kill, Network, Start, StartedAgo, Wait, watched } from './engine-model.ts';
import type { Model, Real } from './run-state.ts';

type Cmd = fc.AsyncCommand<Model, Real>;

/** How often a run had the shape, and how many of its two moves were acknowledged while connections were refused. */
export const shapeStats = { refusedShapes: 0, refusedMoves: 0 };

/** A stretch between two of the shape's steps: at once, within the loop's first retries, or after a few. */
const pause = fc.constantFrom(0, 300, 1_500, 4_000, 12_000);

export class RefusedCorrections implements Cmd {
  private readonly steps: readonly Cmd[];

  constructor(
    readonly start: Start,
    readonly minutes: number,
    readonly edit: EditTimes,
    readonly pauses: readonly number[],
  ) {
    const [a = 0, b = 0, c = 0, d = 0] = pauses;
    this.steps = [new Network('refused'), start, new Kill(), new Wait(a, null), new StartedAgo(minutes, null), new Kill(), new Wait(b, null), edit, new Wait(c, null), new StartedAgo('last stop', null), new Wait(d, null)];
  }

  check = (): boolean => true;

  async run(m: Model, r: Real): Promise<void> {
    r.log.push('-- the shape: refused, start, kill, move, kill, edit, from the last stop --');
    // Each step as its own command is run: what the person read first, whether it can be clicked.
    shapeStats.refusedShapes++;
    for (const step of this.steps) {
      const w = watched(step);
      const moved = m.clicks;
      if (w.check(m)) await w.run(m, r);
      if (step instanceof StartedAgo && m.clicks > moved && r.h.offline) shapeStats.refusedMoves++;
    }
  }

  toString = (): string => `RefusedCorrections(${this.start}, ${this.minutes}, ${this.edit}, [${this.pauses.join(', ')}])`;
}

/** Drawn when the scenario is made (scenario.ts imports this file; this file imports the commands of engine-model.ts). */
export const refusedCorrections = (): fc.Arbitrary<Cmd> =>
  fc
    .tuple(
    fc.nat(),
    fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
    fc.constantFrom(...DESCRIPTIONS),
    fc.constantFrom(1, 2, 5),
    fc.nat(),
    fc.integer({ min: 6 * 3600, max: 8 * 3600 }),
    fc.integer({ min: 60, max: 3600 }),
    fc.array(pause, { minLength: 4, maxLength: 4 }),
  )
  .map(([p, t, d, n, e, s, total, pauses]) => new RefusedCorrections(new Start(p, t, d, null), n, new EditTimes(e, s, total, null), pauses));
