// "Still working?": asked once per run, on the local tick, of a timer that runs on past the end
// of the working day (or is found running after a night), and answered from the window, the
// notification or the command line: stop at the end of working hours, at the last activity,
// or keep. The stop is queued like any other (offline-safe, kept through a restart).

import type { EngineParts } from './engine-parts.ts';
import { OK, fail, type EngineState } from './engine-state.ts';
import { displayOf, publish, runningEntry } from './engine-views.ts';
import { presenceOf } from '../attention/idle-policy.ts';
import { decideStillWorking, runIdOf, stopInstant } from '../attention/still-working.ts';
import { STILL_WORKING_NOTIFICATION_ID, isStillWorkingChoice, stillWorkingNotification } from '../attention/still-working-notification.ts';
import { planStopAt } from '../commands/tracker.ts';
import type { CommandResult, StillWorkingChoice } from '../stint-api.ts';

export class EngineStillWorking {
  constructor(
    private readonly s: EngineState,
    private readonly parts: EngineParts,
  ) {}

  /**
   * On each tick: withdraws a question whose run ended, and asks when the policy says so,
   * also of a person away (the question waits for them; the away prompt then does not ask).
   */
  consider(): void {
    const run = this.run();
    const q = this.s.stillWorking;
    if (q !== null && (run === null || runIdOf(run) !== q.runId)) this.close();
    if (presenceOf(this.s.idleState) === 'suspended') return;
    this.ask(this.s.idleState.away?.since ?? null);
  }

  /** An absence ended while the timer ran past the end of the day: asked here, not by the away prompt. */
  takesOver(awaySince: number): boolean {
    const q = this.s.stillWorking;
    if (q !== null) {
      // Asked on a tick before the return was looked at: now the last activity is known.
      const run = this.run();
      if (q.lastActiveAt === null && run !== null && awaySince > run.runningSince) this.show({ ...q, lastActiveAt: awaySince }, run.projectName);
      return true;
    }
    this.ask(awaySince);
    return this.s.stillWorking !== null;
  }

  private run(): { key: string; runningSince: number; projectName: string } | null {
    const running = runningEntry(this.s);
    return running && running.runningSince !== null ? { key: running.key, runningSince: running.runningSince, projectName: running.projectName } : null;
  }

  /** `awaySince`: when the person left, the last activity the question offers to stop at. */
  private ask(awaySince: number | null): void {
    const run = this.run();
    if (this.s.stillWorking !== null || !this.s.record || run === null || this.s.prompt !== null) return;
    const d = decideStillWorking({
      now: this.s.now(),
      offsetMinutes: this.s.known.zone.offsetMinutes,
      schedule: this.s.schedule(),
      marginMinutes: this.s.settings.idle.stillWorkingMinutes,
      running: run,
      askedRun: this.s.stillWorkingAskedRun,
    });
    if (!d.ask) return;
    this.s.stillWorkingAskedRun = d.runId;
    const lastActiveAt = awaySince !== null && awaySince > run.runningSince ? awaySince : null;
    this.show({ runId: d.runId, entryKey: run.key, endOfDayAt: d.endOfDayAt, lastActiveAt }, run.projectName);
  }

  private show(q: NonNullable<EngineState['stillWorking']>, projectName: string): void {
    this.s.stillWorking = q;
    this.s.ports.notifier.show(stillWorkingNotification(q, projectName, this.s.known.zone.offsetMinutes, displayOf(this.s).hourCycle));
  }

  /** The away prompt's Keep answered for the run: it is not asked again. */
  kept(): void {
    const running = runningEntry(this.s);
    if (running && running.runningSince !== null) this.s.stillWorkingAskedRun = runIdOf({ key: running.key, runningSince: running.runningSince });
  }

  async answer(choice: StillWorkingChoice): Promise<CommandResult> {
    const q = this.s.stillWorking;
    if (q === null) return fail('There is no question about the timer to answer.');
    this.close();
    const running = runningEntry(this.s);
    if (running === null || running.runningSince === null || runIdOf({ key: running.key, runningSince: running.runningSince }) !== q.runId) {
      publish(this.s);
      return OK;
    }
    const at = stopInstant(choice, q, running.runningSince);
    if (at === null) {
      publish(this.s);
      return OK;
    }
    return this.parts.commands.run(planStopAt(this.parts.commands.tracker(), running, at));
  }

  async onNotification(id: string, action: string): Promise<void> {
    if (id === STILL_WORKING_NOTIFICATION_ID && isStillWorkingChoice(action)) await this.answer(action);
  }

  private close(): void {
    this.s.stillWorking = null;
    this.s.ports.notifier.close(STILL_WORKING_NOTIFICATION_ID);
  }
}
