// What one run of the property suite holds on each side (fast-check's model and real
// system), shared by the person's commands (engine-model.ts) and the world's (world.ts):
// the person's account, the engine and its harness, and what the world did.
import type { EngineHarness } from '../support/engine-harness.ts';
import { DEMO_ADA } from '../support/engine-harness.ts';
import { Elsewhere } from '../support/elsewhere.ts';
import type { Catalogue, Intent, Meant } from '../support/intent.ts';
import type { NotSavedWatch } from './not-saved.ts';

const SEC = 1000;
export const MAX_LATENCY_MS = 3000;
/**
 * What one run of an entry may leave uncorrected, for the fault run's reasons
 * (engine-faults.test.ts): a correction is sent only for 2 s or more (up to 1 s on whole
 * seconds, and the clicks here fall between seconds: 1 s more), and the latency of the
 * request that started or ended the run stays in it.
 */
export const SLACK_PER_RUN_S = 2 + MAX_LATENCY_MS / SEC;

/** One of the person's accounts (issue 41): what they meant in it, and where it is. */
export interface AccountModel {
  /** The accounts layer's key (`main` for the first). */
  readonly key: string;
  /** The simulator's account id. */
  readonly accountId: string;
  readonly intent: Intent;
  readonly catalogue: Catalogue;
  /** The person's user in that account. */
  readonly userId: number;
  /** Their sign-in there (to sign in again after a revoked session). */
  readonly email: string;
}

/**
 * The account's last change the person can take back with the notification's Undo, as the
 * engine keeps it: an edit of a finished entry's times (Undo puts back what it held), another
 * change (a split, an entry made, a start moved, a booking: modelled no further, so no Undo is
 * clicked), or none (Undo says there is nothing to undo).
 */
export type UndoableChange = { readonly kind: 'times'; readonly meant: Meant; readonly before: { readonly timeStart: number; readonly total: number; readonly runs: number } } | { readonly kind: 'other' } | null;

/**
 * A switch across accounts (issue 59): the entry it stopped (`from`) ends where the new run
 * (`to`) begins, to the second, as each stood at the switch.
 */
export interface Seam {
  readonly fromAccount: number;
  readonly toAccount: number;
  readonly from: Meant;
  readonly to: Meant;
  /** What `from` and `to` held at the switch: a later change of them (an edit, a split) ends the claim. */
  readonly fromTimes: string;
  readonly toStart: number;
}

export interface Model {
  /** The first account's (the one account of a run without a second). */
  readonly intent: Intent;
  readonly catalogue: Catalogue;
  /** The person's user on the service. */
  readonly userId: number;
  /**
   * Every account of the run, the first first: one, or two opened through the accounts layer
   * (one timer across them). The world's moves act on the first alone.
   */
  readonly accounts: readonly AccountModel[];
  /** Entries the engine listed as not saved: the service may lack what the person meant of them. */
  readonly excused: Set<Meant>;
  /**
   * Changes of several parts whose requests may still be refused, by the part added (a split's
   * part, a booking's time away): one change to the person, so a refusal of either part makes
   * none of it. `moved`: the seconds the part took from `first`, given back then; null when
   * what `first` holds after is not known (it is excused with the part).
   */
  readonly pending: Map<Meant, { readonly first: Meant; readonly moved: number | null }>;
  /** Entries the other device changed: the window shows them as it last read them, until the drain's read. */
  readonly webTouched: Set<Meant>;
  /**
   * The descriptions the other device replaced, by entry: a refusal told before the engine read
   * the new one names the entry by its old description (its later telling, by the new one,
   * may come after the change it was part of is settled).
   */
  readonly renamed: Map<Meant, string[]>;
  /** Clicks acknowledged so far (a label for failures). */
  clicks: number;
  /** Accounts (by index) whose session was revoked on the service and not signed in again by the person. */
  readonly revoked: Set<number>;
  /** Each account's last change that Undo would take back, by index. */
  readonly lastChange: UndoableChange[];
  /** The account of the person's last change of all (the person's Undo takes that one): null before any. */
  lastChangedIn: number | null;
  /** The switches across accounts acknowledged, judged after the drain. */
  readonly seams: Seam[];
  /**
   * Entries a command line alone wrote with its clock off (command-line.ts), by the seconds it
   * was off: Stint stamps an action with the clock of the process that took it, and no process
   * can tell its own clock's error, so where such an entry begins and what it holds may be off
   * by that much (by the sum of the errors where two such runs stamped it, one its start and
   * one its stop). It must still be there, once, and nothing else may be off.
   */
  readonly skewed: Map<Meant, number>;
}

export interface Real {
  readonly h: EngineHarness;
  /** What happened, one line per command, for a failure's report. */
  readonly log: string[];
  /** What others do to the service; null when the scenario has no world moves. */
  readonly world: World | null;
  /** What each account's engine listed as not saved, in the order of `Model.accounts`. */
  readonly notSaved: readonly NotSavedWatch[];
  /** How many of each account's items listed as not saved the person has read. */
  readonly notSavedRead: number[];
  /** The notification answers and revoked sessions are drawn, and switches judged to the second (ScenarioOptions.moves). */
  readonly moves: boolean;
  /** What a command started that must end with the run, before its folder goes (the app's command-line channel). */
  readonly atEnd: (() => Promise<void>)[];
}

/** What the world did in one run, and what the faults command last asked of the service. */
export class World {
  readonly archived = new Set<number>();
  readonly taskRequired = new Set<number>();
  /** Entries locked: a queued change of one is refused, and with it what the person did to its parts. */
  readonly locked = new Set<number>();
  /** Entries the other device added: a change laid over one is refused, and with it what the person did to it next. */
  created = 0;
  faults: object = {};

  private constructor(
    /** The person's other device: their own user, another token. */
    readonly web: Elsewhere,
    /** An administrator of the account (the person's manager at their desk). */
    readonly admin: Elsewhere,
  ) {}

  static async open(h: EngineHarness, person: string): Promise<World> {
    return new World(await Elsewhere.signIn(h.sim.baseUrl, person), await Elsewhere.signIn(h.sim.baseUrl, DEMO_ADA));
  }

  /**
   * Whether a change of the person may now be refused at the click: the engine read the world's
   * change, or a refusal of it took away an entry the person was about to click (a split's part;
   * a manual entry laid over one the other device added, refused as the person clicks its Edit:
   * "This entry is no longer in the list", `--seed 959208689 --accounts 1`, run 176).
   */
  get refuses(): boolean {
    return this.archived.size + this.taskRequired.size + this.locked.size + this.created > 0;
  }
}

