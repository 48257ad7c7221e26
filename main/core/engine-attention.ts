// Idle and reminders: absences (idle, lock, suspend) and the keep/discard prompt, the reminder
// inside working hours, and the local tick that checks both without a request.

import type { EngineParts } from './engine.ts';
import { OK, fail, type EngineState } from './engine-state.ts';
import { entryViews, publish, recentEntries, runningEntry } from './engine-views.ts';
import { applyIdleChoice, presenceOf, promptFor, stepIdle } from './idle-policy.ts';
import { IDLE_NOTIFICATION_ID, idleNotification, isIdleChoice } from './idle-notification.ts';
import { decideReminder, reminderTarget, snoozeUntil, REMINDER_NOTIFICATION_ID, REMINDER_ACTION_CONTINUE } from './reminder-policy.ts';
import type { IdlePrompt } from './snapshot.ts';
import type { CommandResult, IdleChoice, SnoozeChoice } from './stint-api.ts';
import { planStart, planStopAt } from './tracker.ts';

export class EngineAttention {
  private pendingAbsence: { since: number; until: number; reason: IdlePrompt['reason'] } | null = null;

  constructor(
    private readonly s: EngineState,
    private readonly parts: EngineParts,
  ) {}

  async resolveIdle(choice: IdleChoice): Promise<CommandResult> {
    const prompt = this.s.prompt;
    if (!prompt) return fail('There is no idle time to decide on.');
    this.s.prompt = null;
    this.s.ports.notifier.close(IDLE_NOTIFICATION_ID);
    const action = applyIdleChoice(choice, prompt, runningEntry(this.s), this.s.now());
    if (action.kind === 'nothing') {
      publish(this.s);
      return OK;
    }
    const entry = entryViews(this.s).find((v) => v.key === action.entryKey);
    if (!entry) {
      publish(this.s);
      return OK;
    }
    const r = await this.parts.commands.run(planStopAt(this.parts.commands.tracker(), entry, action.endAt));
    if (!r.ok || !action.restart) return r;
    const restart = action.restart;
    return this.parts.commands.run(() => planStart({ ...this.parts.commands.tracker(), now: restart.startAt }, restart));
  }

  async snoozeReminders(choice: SnoozeChoice): Promise<CommandResult> {
    this.s.reminderSnoozedUntil = snoozeUntil(this.s.now(), this.s.known.zone.offsetMinutes, choice, this.s.schedule());
    this.s.ports.notifier.close(REMINDER_NOTIFICATION_ID);
    publish(this.s);
    return OK;
  }

  onSystemEvent(ev: 'lock' | 'unlock' | 'suspend' | 'resume'): void {
    this.feedIdle({ type: ev, at: this.s.now() });
    if (ev === 'resume' || ev === 'unlock') this.parts.loop.requestRead(ev === 'resume' ? 'wake' : 'unlock');
    this.s.kick();
    publish(this.s);
  }

  private feedIdle(event: Parameters<typeof stepIdle>[1]): void {
    const step = stepIdle(this.s.idleState, event, {
      enabled: this.s.settings.idle.enabled,
      thresholdSeconds: this.s.settings.idle.thresholdMinutes * 60,
      running: runningEntry(this.s),
      pending: this.s.prompt,
    });
    this.s.idleState = step.state;
    if (step.returned && step.prompt) {
      // A fresh read decides: the timer may have been stopped elsewhere meanwhile.
      this.pendingAbsence = step.returned;
      this.parts.loop.requestRead('prompt');
    }
  }

  /** After the fresh read an absence asked for: prompt only if the timer still ran through it. */
  afterReadForIdle(): void {
    const absence = this.pendingAbsence;
    if (!absence) return;
    this.pendingAbsence = null;
    const running = runningEntry(this.s);
    const prompt = promptFor(absence, running, this.s.settings.idle.enabled, this.s.prompt);
    if (!prompt || !running) return;
    this.s.prompt = prompt;
    this.s.ports.notifier.show(idleNotification(prompt, running.projectName, this.s.known.zone.offsetMinutes));
  }

  async onNotification(id: string, action: string): Promise<void> {
    if (id === IDLE_NOTIFICATION_ID && isIdleChoice(action)) {
      await this.resolveIdle(action);
      return;
    }
    if (id === REMINDER_NOTIFICATION_ID) {
      this.s.reminderTarget = reminderTarget(action);
      this.s.reminderClickedAt = this.s.now();
      if (action === REMINDER_ACTION_CONTINUE) {
        const last = recentEntries(this.s)[0];
        if (last) await this.parts.commands.continueEntry(last.key);
      }
      publish(this.s);
    }
  }

  async ticker(): Promise<void> {
    const every = this.s.opts.tickMs ?? 15_000;
    while (!this.s.closed) {
      try {
        await this.s.ports.clock.sleep(every, this.s.tickStop.signal);
      } catch {
        return;
      }
      this.tick();
    }
  }

  /** Local checks only: idle readings and the reminder. No request unless they call for a read. */
  private tick(): void {
    const now = this.s.now();
    this.feedIdle({ type: 'tick', at: now, idleSeconds: this.s.ports.idle.idleSeconds() });
    this.considerReminder();
    publish(this.s);
  }

  considerReminder(): void {
    if (!this.s.record) return;
    const recent = recentEntries(this.s).find((v) => v.runningSince === null) ?? null;
    const d = decideReminder({
      now: this.s.now(),
      offsetMinutes: this.s.known.zone.offsetMinutes,
      enabled: this.s.settings.reminders.enabled,
      intervalMinutes: this.s.settings.reminders.intervalMinutes,
      schedule: this.s.schedule(),
      signedIn: true,
      timerRunning: runningEntry(this.s) !== null,
      lastReadAt: this.s.lastReadAt,
      lastLocalChangeAt: this.s.lastLocalChangeAt,
      presence: presenceOf(this.s.idleState),
      snoozedUntil: this.s.reminderSnoozedUntil,
      lastShownAt: this.s.reminderShownAt,
      lastStoppedAt: this.s.lastStoppedAt,
      lastEntry: recent,
    });
    if (d.action === 'refresh_then_remind') {
      if (!this.s.reminderPending) {
        this.s.reminderPending = true;
        this.parts.loop.requestRead('prompt');
      }
      return;
    }
    this.s.reminderPending = false;
    if (d.action === 'remind') {
      this.s.reminderShownAt = this.s.now();
      this.s.ports.notifier.show(d.notification);
    }
  }
}
