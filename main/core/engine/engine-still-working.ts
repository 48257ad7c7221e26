// "Still working?": asked once per run, on the local tick, of a timer that runs on past the end
// of the working day (or is found running after a night), and answered from the window, the
// notification or the command line: stop at the end of working hours, at the last activity,
// or keep. The stop is queued like any other (offline-safe, kept through a restart). What was
// asked is kept in the durable store, so a restart does not ask the same again; so is the
// person's last word on the running timer (a start, a switch, a start moved earlier, an edit
// of it, from any door): an end of day before it is not asked about, and a question on screen
// when they speak goes, answered by what they did.

import type { EngineParts } from './engine-parts.ts';
import { OK, fail, type EngineState } from './engine-state.ts';
import { displayOf, publish, runningEntry } from './engine-views.ts';
import { wordsOf } from './engine-language.ts';
import { presenceOf } from '../attention/idle-policy.ts';
import { confirmedFrom, decideStillWorking, stopInstant } from '../attention/still-working.ts';
import { Remembered } from './engine-remembered.ts';
import { STILL_WORKING_KEY, STILL_WORKING_SAID_KEY } from './engine-records.ts';
import { STILL_WORKING_NOTIFICATION_ID, isStillWorkingChoice, stillWorkingNotification } from '../attention/still-working-notification.ts';
import { planStopAt } from '../commands/tracker.ts';
import { refersTo, type Op } from '../commands/ops.ts';
import type { EntryView } from '../snapshot.ts';
import type { CommandResult, StillWorkingChoice } from '../stint-api.ts';

const KEY = STILL_WORKING_KEY;
/** The questions remembered, newest last: a few weeks of working days. */
const KEEP = 40;

export class EngineStillWorking {
  /** What was asked (or answered by Keep on the away prompt). */
  private readonly asked: Remembered;
  /** The person's last word on a run, `<entry key>@<epoch ms>`: only the latest is kept. */
  private readonly said: Remembered;

  constructor(
    private readonly s: EngineState,
    private readonly parts: EngineParts,
  ) {
    this.asked = new Remembered(s, KEY, 'asked', KEEP, 'what "Still working?" asked');
    this.said = new Remembered(s, STILL_WORKING_SAID_KEY, 'said', 1, 'the last word on the timer');
  }

  /** The account was removed: what was told or asked of it is forgotten. */
  forget(): void {
    this.asked.forget();
    this.said.forget();
  }

  async load(): Promise<void> {
    await Promise.all([this.asked.load(), this.said.load()]);
  }

  /**
   * A command of the person's was queued (`ops`, from any door): when it started, continued,
   * moved or edited the run now running, that is their word that it runs, now.
   */
  heard(ops: readonly Op[]): void {
    const running = runningEntry(this.s);
    if (running === null || running.runningSince === null || !ops.some((op) => isAbout(op, running))) return;
    if (!this.said.current()) return;
    this.said.add(`${running.key}@${this.s.now()}`);
    if (this.s.stillWorking?.entryKey === running.key) this.close();
  }

  /** When the person last spoke of the run `key`, as kept (null: not since it began here). */
  private saidAt(key: string): number | null {
    const last = [...this.said.all].at(-1);
    const cut = last?.lastIndexOf('@') ?? -1;
    if (last === undefined || last.slice(0, cut) !== key) return null;
    const at = Number(last.slice(cut + 1));
    return Number.isFinite(at) ? at : null;
  }

  /**
   * On each tick: withdraws a question whose run ended, and asks when the policy says so,
   * also of a person away (the question waits for them; the away prompt then does not ask).
   */
  consider(): void {
    const run = this.run();
    const q = this.s.stillWorking;
    // A start moved earlier keeps the question: it is about the entry running past the day's end.
    if (q !== null && (run === null || run.key !== q.entryKey)) this.close();
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

  private run(): { key: string; runningSince: number; saidAt: number | null; projectName: string } | null {
    const running = runningEntry(this.s);
    if (running === null || running.runningSince === null) return null;
    return { key: running.key, runningSince: running.runningSince, saidAt: this.said.current() ? this.saidAt(running.key) : null, projectName: running.projectName };
  }

  /** `awaySince`: when the person left, the last activity the question offers to stop at. */
  private ask(awaySince: number | null): void {
    const run = this.run();
    if (this.s.stillWorking !== null || !this.s.record || run === null || this.s.prompt !== null) return;
    if (!this.asked.current()) return;
    const d = this.decide(run);
    if (!d.ask) return;
    this.asked.add(d.runId);
    const lastActiveAt = awaySince !== null && awaySince > run.runningSince ? awaySince : null;
    this.show({ runId: d.runId, entryKey: run.key, endOfDayAt: d.endOfDayAt, lastActiveAt }, run.projectName);
  }

  private decide(run: { key: string; runningSince: number; saidAt: number | null }) {
    return decideStillWorking({
      now: this.s.now(),
      offsetMinutes: this.s.known.zone.offsetMinutes,
      schedule: this.s.schedule(),
      marginMinutes: this.s.settings.idle.stillWorkingMinutes,
      running: run,
      asked: this.asked.all,
    });
  }

  private show(q: NonNullable<EngineState['stillWorking']>, projectName: string): void {
    this.s.stillWorking = q;
    this.s.ports.notifier.show(stillWorkingNotification(q, projectName, this.s.now(), this.s.known.zone.offsetMinutes, displayOf(this.s).hourCycle, wordsOf(this.s)));
  }

  /**
   * The away prompt's Keep, when the timer already runs past the end of a working day by the
   * margin: that answers the question, which is not asked again. (Keep at lunch does not.)
   */
  kept(): void {
    const run = this.run();
    if (run === null || !this.asked.current()) return;
    const d = this.decide(run);
    if (d.ask) this.asked.add(d.runId);
  }

  async answer(choice: StillWorkingChoice): Promise<CommandResult> {
    const q = this.s.stillWorking;
    const i18n = wordsOf(this.s);
    if (q === null) return fail(i18n._({ id: 'engine.still.none', message: 'There is no question about the timer to answer.' }));
    this.close();
    const running = runningEntry(this.s);
    const run = this.run();
    if (running === null || run === null || running.key !== q.entryKey) {
      publish(this.s);
      return OK;
    }
    const at = stopInstant(choice, q, confirmedFrom(run));
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

/** Whether `op` starts, moves or changes the entry `v` (a switch's start is the new run's). */
function isAbout(op: Op, v: EntryView): boolean {
  if (op.kind === 'start_new' || op.kind === 'create_manual') return v.key === `l${op.localId}`;
  // A stop ends a run; it never says one runs.
  if (op.kind === 'todo' || op.kind === 'stop') return false;
  return refersTo(op.entry, v);
}
