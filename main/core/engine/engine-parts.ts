// What the engine's parts (engine-*.ts) ask of each other, and nothing more. It lives below
// them, so a part names another's methods without importing it: the parts form no import
// circle with each other or with the engine that makes them (engine.ts).
import type { AnyServiceError } from '../../api/errors.ts';
import type { TimeEntry } from '../../api/types.ts';
import type { ServerEntry } from '../reads/server-entry.ts';
import type { CommandResult } from '../stint-api.ts';
import type { Plan, Refuse, TrackerView } from '../commands/tracker.ts';
import type { UndoAfter } from '../commands/last-change.ts';
import type { Absence } from '../attention/idle-policy.ts';
import type { ChangeKind } from '../commands/change-words.ts';
import type { QueuedOp } from '../commands/outbox.ts';
import type { Op } from '../commands/ops.ts';
import type { StepOutcome } from '../commands/sender.ts';

/** A plan of ops that each go on their own (`runApart`), or a refusal. */
export type ApartPlan = { readonly op: Op; readonly more: readonly Op[] } | Refuse;

/** A correction's words beside Undo, and how Undo puts it back after the hold. */
export interface Described {
  readonly words: string;
  readonly undo: UndoAfter;
}

/** Why a read is asked for out of turn. */
export type ReadEvent = 'show' | 'wake' | 'unlock' | 'online' | 'prompt' | 'budget' | 'signin';

export interface EngineParts {
  readonly session: { tokenGone(e: AnyServiceError): Promise<void> };
  readonly commands: {
    tracker(): TrackerView;
    /** `change`: a correction or a manual entry, held for Undo (commands/hold.ts). */
    run(plan: Plan | (() => Plan), change?: ChangeKind): Promise<CommandResult>;
    /** Ops that each go on their own (one refused takes none of the others with it); `described`: held for Undo as one correction. */
    runApart<P extends ApartPlan>(plan: () => P, described?: (p: Extract<P, { op: Op }>) => Described): Promise<P | Refuse>;
    continueEntry(entryKey: string): Promise<CommandResult>;
    /** Why no command can be queued now (signed out, another user's actions waiting), or null. */
    checkSignedIn(): CommandResult | null;
  };
  readonly loop: { requestRead(event: ReadEvent): void; sendDue(): boolean; readBudget(): number; spareReads(): number; backOnlineAt(): number };
  readonly reads: {
    readNow(): Promise<void>;
    /** The project list alone (a refusal named the project right after the day was read). */
    readProjectsNow(): Promise<void>;
    /** One project alone, dropped or replaced in the list (a refusal named it). */
    readProjectNow(id: number): Promise<void>;
    onEntryAnswer(entry: ServerEntry, answer: TimeEntry, sentAt: number, saysWhatRuns: boolean, ours: boolean): void;
  };
  readonly attention: { afterReadForIdle(): void; considerReminder(): void; closeStaleReminder(): void };
  readonly stillWorking: {
    consider(): void;
    kept(): void;
    takesOver(awaySince: number): boolean;
    /** A command of the person's was queued: its ops may be their word on the run. */
    heard(ops: readonly Op[]): void;
  };
  readonly away: { record(absence: Absence): void };
  readonly undoing: { changed(): void };
  readonly preflight: { send(head: QueuedOp, send: () => Promise<StepOutcome>): Promise<StepOutcome> };
}
