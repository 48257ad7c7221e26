// The scenarios the engine's property draws (engine-model.ts): the person's commands, the
// world's moves (world.ts) and the whole shapes hostile-network runs found
// (refused-corrections.ts), in a file of their own so that none of those imports another back.
import fc from 'fast-check';
import { commandArbitraries, twoAccountArbitraries, type AccountCount } from './engine-model.ts';
import { accountMoveArbitraries } from './account-moves.ts';
import { refusedCorrections } from './refused-corrections.ts';
import type { Model, Real } from './run-state.ts';
import { worldArbitraries, type WorldMoves } from './world.ts';
import { typedArbitraries, type Writers } from './command-line.ts';

type Cmd = fc.AsyncCommand<Model, Real>;

/** The commands of one run: enough to queue several together, few enough to read when one fails. */
/** `replayPath`: the one a shrunk counterexample printed, to run it again with `path`. */
/** `moves`: with two accounts, the notification answers and revoked sessions too (account-moves.ts; the long run's, issue 59). */
/**
 * `writers`: with two accounts, `both` draws the command line typed beside the app too
 * (command-line.ts, issue 68); `app` (the default here) adds nothing, so earlier seeds replay.
 */
export const scenarioOf = (world: WorldMoves, replayPath?: string, accounts: AccountCount = 1, moves = false, writers: Writers = 'app') =>
  fc.commands([...(accounts === 2 ? [...twoAccountArbitraries, ...(moves ? accountMoveArbitraries : [])] : commandArbitraries), ...worldArbitraries(world), ...shapes(world), ...(accounts === 2 ? typedArbitraries(writers) : [])], { maxCommands: 40, size: 'medium', ...(replayPath !== undefined ? { replayPath } : {}) });

/**
 * Whole sequences the hostile-network runs found, drawn as one command each (issue 60, item 13:
 * refused-corrections.ts). With the world's moves only: `--world none` draws as before, so its
 * seeds replay.
 */
const shapes = (world: WorldMoves): fc.Arbitrary<Cmd>[] => (world === 'none' ? [] : [refusedCorrections()]);

/** The person, the network and kills: the suite before the world's moves (its seeds replay so). */
export const scenario = scenarioOf('none');
