// Idle and reminders: absences (idle, lock, suspend) and the keep/discard prompt, the reminder
// inside working hours, and the local tick that checks both without a request.

import type { EngineParts } from './engine-parts.ts';
import { OK, fail, type EngineState, type OtherEntryView } from './engine-state.ts';
import { startOfLocalDate } from '../time/local-calendar.ts';
import { localDate, parseHms } from '../time/local-time.ts';
import { displayOf, entryViews, publish, recentEntries, runningEntry } from './engine-views.ts';
import { wordsOf } from './engine-language.ts';
import type { I18n } from '../../i18n/words.ts';
import {
  PROMPT_READ_WAIT_MS,
  applyIdleChoice,
  presenceOf,
  promptBasis,
  promptFor,
  promptedRun,
  reviewUnread,
  stepIdle,
  type Absence,
  type AskedRun,
  type IdleAction,
  type IdleRunning,
} from '../attention/idle-policy.ts';
import { IDLE_NOTIFICATION_ID, idleNotification, idleWithdrawnNotice, isIdleChoice } from '../attention/idle-notification.ts';
import { decideReminder, reminderTarget, snoozeUntil, REMINDER_NOTIFICATION_ID, REMINDER_ACTION_CONTINUE } from '../attention/reminder-policy.ts';
import type { EntryView, IdlePrompt } from '../snapshot.ts';
import type { CommandResult, IdleBookingInput, IdleChoice, SnoozeChoice } from '../stint-api.ts';
import { planIdleBooking } from '../commands/idle-booking.ts';
import { planStart, planStopAt, refOf, type Plan, type TrackerView } from '../commands/tracker.ts';
import { formatInstantClock } from '../time/clock-format.ts';

/** What the prompt on screen was made from. */
interface Asked {
  /** The running entry as the prompt found it. */
  readonly run: AskedRun;
  /** When the prompt was made: the person's commands after it explain a change of the run. */
  readonly at: number;
  /** Made without a read since the return: the first such read may withdraw it. */
  readonly unread: boolean;
}

/**
 * Ends the entry where the person's choice says, holding what the choice leaves it; the
 * entry as the view shows it may have run again from later (a start queued offline that
 * reached the service late), so the total is the action's, not the view's.
 */
function planEndEntry(t: TrackerView, entry: EntryView, action: Extract<IdleAction, { kind: 'end_entry' }>): Plan {
  return { op: { kind: 'stop', opId: t.makeId(), at: action.endAt, entry: refOf(entry), intendedSeconds: action.totalSeconds } };
}

export class EngineAttention {
  private pendingAbsence: Absence | null = null;
  private asked: Asked | null = null;
  /** Aborted when the read an absence waits for answers in time (or the engine closes). */
  private readWait: AbortController | null = null;
  /** When the opt-in stop on a lock or a sleep last ended the running timer. */
  private stoppedAwayAt: number | null = null;
  /** A "No timer running" reminder is on screen (shown, not yet answered, snoozed or closed). */
  private reminderOpen = false;

  constructor(
    private readonly s: EngineState,
    private readonly parts: EngineParts,
  ) {}

  async resolveIdle(choice: IdleChoice): Promise<CommandResult> {
    const prompt = this.s.prompt;
    if (!prompt) return fail(noIdleTime(wordsOf(this.s)));
    // Signed out meanwhile (its token refused): a discard cannot be queued, so the question
    // stays, to be answered once signed in again, rather than closing with nothing done.
    const cannot = choice === 'keep' ? null : this.parts.commands.checkSignedIn();
    if (cannot) return cannot;
    const running = this.runningAsAsked(prompt);
    this.closePrompt();
    const action = applyIdleChoice(choice, prompt, running, this.s.now());
    if (choice === 'keep') this.parts.stillWorking.kept();
    if (action.kind === 'nothing') {
      publish(this.s);
      return OK;
    }
    const entry = entryViews(this.s).find((v) => v.key === action.entryKey);
    if (!entry) {
      publish(this.s);
      return OK;
    }
    // A discard is a correction, held for Undo; with a restart it is not (Undo of the stop
    // alone would leave the restart's new timer beside the old one).
    const r = await this.parts.commands.run(planEndEntry(this.parts.commands.tracker(), entry, action), action.restart ? undefined : 'discard');
    if (!r.ok || !action.restart) return r;
    const restart = action.restart;
    return this.parts.commands.run(() => planStart({ ...this.parts.commands.tracker(), now: restart.startAt }, restart));
  }

  /** "Book it to…": the absence becomes its own entry; the prompt stays when the booking is refused (a project needing a task). */
  async bookIdle(input: IdleBookingInput): Promise<CommandResult> {
    const prompt = this.s.prompt;
    const i18n = wordsOf(this.s);
    if (!prompt) return fail(noIdleTime(i18n));
    const action = applyIdleChoice('discard', prompt, this.runningAsAsked(prompt), this.s.now());
    if (action.kind === 'nothing') {
      this.closePrompt();
      publish(this.s);
      return fail(i18n._({ id: 'engine.idle.timerStopped', message: 'The timer stopped meanwhile (elsewhere): nothing was changed. Add the time away with Quick entry if it is missing.' }));
    }
    const r = await this.parts.commands.run(() => planIdleBooking(this.parts.commands.tracker(), action, prompt.until, input), 'booking');
    if (r.ok && this.s.prompt === prompt) this.closePrompt();
    publish(this.s);
    return r;
  }

  private closePrompt(): void {
    this.s.prompt = null;
    this.asked = null;
    this.s.ports.notifier.close(IDLE_NOTIFICATION_ID);
  }

  async snoozeReminders(choice: SnoozeChoice): Promise<CommandResult> {
    this.s.reminderSnoozedUntil = snoozeUntil(this.s.now(), this.s.known.zone.offsetMinutes, choice, this.s.schedule());
    this.reminderOpen = false;
    this.s.ports.notifier.close(REMINDER_NOTIFICATION_ID);
    publish(this.s);
    return OK;
  }

  /** The running entry, with the times of the run the prompt asked about when it is that run. */
  private runningAsAsked(prompt: IdlePrompt): IdleRunning | null {
    const running = runningEntry(this.s);
    const asked = this.asked;
    if (asked === null || asked.run.key !== prompt.entryKey) return running;
    return promptedRun(asked.run, prompt.since, running, this.commandedSince(asked)) ?? running;
  }

  private commandedSince(asked: Asked): boolean {
    return this.s.lastLocalChangeAt !== null && this.s.lastLocalChangeAt >= asked.at;
  }

  onSystemEvent(ev: 'lock' | 'unlock' | 'suspend' | 'resume'): void {
    this.stopOnAway(ev);
    this.feedIdle({ type: ev, at: this.s.now() });
    if (ev === 'resume' || ev === 'unlock') this.parts.loop.requestRead(ev === 'resume' ? 'wake' : 'unlock');
    this.s.kick();
    publish(this.s);
  }

  /**
   * The opt-in stops: the timer ends at the instant the screen locked or the machine went to
   * sleep, queued like a Stop (sent when the network allows), and said when the person is back.
   */
  private stopOnAway(ev: 'lock' | 'unlock' | 'suspend' | 'resume'): void {
    const { stopOnLock, stopOnSleep } = this.s.settings.idle;
    if (!((ev === 'lock' && stopOnLock) || (ev === 'suspend' && stopOnSleep))) return;
    void this.stopRunningBecause(ev === 'lock' ? 'lock' : 'sleep');
  }

  /** The opt-in stop at power-off: resolves once the stop is on disk, so the shell may quit. */
  async stopOnShutdown(): Promise<CommandResult> {
    if (!this.s.settings.idle.stopOnShutdown) return OK;
    return this.stopRunningBecause('shutdown');
  }

  private async stopRunningBecause(what: 'lock' | 'sleep' | 'shutdown'): Promise<CommandResult> {
    const running = runningEntry(this.s);
    if (!running || !this.s.record) return OK;
    const at = this.s.now();
    this.stoppedAwayAt = at;
    const r = await this.parts.commands.run(planStopAt(this.parts.commands.tracker(), running, at));
    if (r.ok) {
      const time = formatInstantClock(at, this.s.known.zone.offsetMinutes, displayOf(this.s).hourCycle);
      const i18n = wordsOf(this.s);
      const said = i18n._({ id: 'notice.stoppedWhen', message: 'Timer stopped at {time}, when {what, select, lock {the screen locked} sleep {the computer went to sleep} other {the computer shut down}} (Settings → Idle).', values: { time, what } });
      this.s.setNotice('info', said);
    }
    publish(this.s);
    return r;
  }

  /**
   * The running entry as the idle decisions see it: a run the opt-in stop ended did not run
   * through the absence, even while its stop is still on its way into the outbox.
   */
  private runningForIdle(): EntryView | null {
    const running = runningEntry(this.s);
    const stoppedAt = this.stoppedAwayAt;
    return running && stoppedAt !== null && running.runningSince !== null && running.runningSince <= stoppedAt ? null : running;
  }

  private feedIdle(event: Parameters<typeof stepIdle>[1]): void {
    const step = stepIdle(this.s.idleState, event, {
      enabled: this.s.settings.idle.enabled,
      thresholdSeconds: this.s.settings.idle.thresholdMinutes * 60,
      running: this.runningForIdle(),
      pending: this.s.prompt,
    });
    this.s.idleState = step.state;
    if (step.returned) this.parts.away.record(step.returned);
    if (step.returned && step.prompt) {
      // A fresh read decides (the timer may have been stopped elsewhere meanwhile), when it
      // can come soon; else what the engine knows does, and a later read may take it back.
      this.pendingAbsence = step.returned;
      if (!this.s.record) return;
      // Offline no read can come: the person is asked now, not when the network returns.
      if (!this.s.ports.network.online()) {
        this.ask(step.returned, false);
        return;
      }
      this.waitForRead();
      this.parts.loop.requestRead('prompt');
    }
  }

  /** Asks on what the engine knows when the read has not answered within PROMPT_READ_WAIT_MS. */
  private waitForRead(): void {
    this.stopWaiting();
    const wait = new AbortController();
    this.readWait = wait;
    const closing = () => wait.abort();
    this.s.tickStop.signal.addEventListener('abort', closing, { once: true });
    this.s.ports.clock
      .sleep(PROMPT_READ_WAIT_MS, wait.signal)
      .then(
        () => {
          if (this.readWait !== wait || this.s.closed || !this.pendingAbsence) return;
          this.ask(this.pendingAbsence, false);
          publish(this.s);
        },
        () => {},
      )
      .finally(() => this.s.tickStop.signal.removeEventListener('abort', closing));
  }

  private stopWaiting(): void {
    this.readWait?.abort();
    this.readWait = null;
  }

  /**
   * After a read ended (answered or not) or could not be made: a prompt made without a read
   * stands or goes; an absence waiting for the read is asked about unless a read made since
   * the return is still on its way.
   */
  afterReadForIdle(): void {
    this.reviewUnreadPrompt();
    const absence = this.pendingAbsence;
    if (!absence) return;
    const basis = promptBasis({
      returnedAt: absence.until,
      lastReadAt: this.s.lastReadAt,
      lastAttemptAt: this.s.lastReadAttemptAt,
      readRequested: this.s.readRequested,
    });
    if (basis !== 'wait') this.ask(absence, basis === 'read');
  }

  /** Prompts only if the timer still ran through the absence, as far as the engine knows. */
  private ask(absence: Absence, read: boolean): void {
    this.pendingAbsence = null;
    this.stopWaiting();
    const running = this.runningForIdle();
    const prompt = promptFor(absence, running, this.s.settings.idle.enabled, this.s.prompt);
    if (!prompt || !running) return;
    // A timer that ran on past the end of the working day: "Still working?" asks instead.
    if (this.parts.stillWorking.takesOver(absence.since)) return;
    // A prompt extended by a second absence still asks about the run it first found.
    const extended = this.asked !== null && this.s.prompt?.since === prompt.since && this.asked.run.key === prompt.entryKey ? this.asked : null;
    this.asked = { run: extended?.run ?? running, at: extended?.at ?? this.s.now(), unread: !read };
    this.s.prompt = prompt;
    this.s.ports.notifier.show(idleNotification(prompt, running.projectName, this.s.known.zone.offsetMinutes, displayOf(this.s).hourCycle, wordsOf(this.s)));
  }

  private reviewUnreadPrompt(): void {
    const prompt = this.s.prompt;
    const asked = this.asked;
    if (prompt === null || asked === null || !asked.unread || asked.run.key !== prompt.entryKey) return;
    const commandedSince = this.commandedSince(asked);
    const verdict = reviewUnread({ prompt, asked: asked.run, running: runningEntry(this.s), commandedSince, lastReadAt: this.s.lastReadAt });
    if (verdict === 'unknown') return;
    if (verdict === 'stands') {
      this.asked = { ...asked, unread: false };
      return;
    }
    this.s.prompt = null;
    this.asked = null;
    this.s.ports.notifier.close(IDLE_NOTIFICATION_ID);
    // The person's own command since the prompt ended the run: nothing to tell them.
    if (!commandedSince) this.s.setNotice('info', idleWithdrawnNotice(wordsOf(this.s)));
  }

  async onNotification(id: string, action: string): Promise<void> {
    if (id === IDLE_NOTIFICATION_ID && isIdleChoice(action)) {
      const r = await this.resolveIdle(action);
      // A notification has no form to show the refusal in: the window says it.
      if (!r.ok) {
        const i18n = wordsOf(this.s);
        const again = i18n._({ id: 'notice.idleAnswerAgain', message: 'Your answer to "Keep the time you were away?" was not applied: answer it again in the window.' });
        this.s.setNotice('error', `${r.message} ${again}`);
        publish(this.s);
      }
      return;
    }
    if (id === REMINDER_NOTIFICATION_ID) {
      this.reminderOpen = false;
      this.s.reminderTarget = reminderTarget(action);
      this.s.reminderClickedAt = this.s.now();
      // "No timer running" answered after a timer was started: the answer is stale, and
      // continuing would switch away from the timer the person just started.
      const runs = entryViews(this.s).some((v) => v.runningSince !== null) || this.s.opts.otherAccounts?.running() === true;
      if (action === REMINDER_ACTION_CONTINUE && !runs) {
        const last = this.lastEntry();
        const others = this.s.opts.otherAccounts;
        // Another account's entry continues there, through the accounts: one timer runs.
        if (last && 'accountName' in last && others?.continueEntry) await others.continueEntry(last.key);
        else if (last) await this.parts.commands.continueEntry(last.key);
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
    this.parts.stillWorking.consider();
    publish(this.s);
  }

  /** The person's last entry that ended, whatever account it is of: the reminder offers to continue it. */
  private lastEntry(): EntryView | OtherEntryView | null {
    const offset = this.s.known.zone.offsetMinutes;
    const today = localDate(this.s.now(), offset);
    const own = recentEntries(this.s).find((v) => v.runningSince === null) ?? null;
    const others = (this.s.opts.otherAccounts?.entries?.(offset) ?? []).filter((v) => v.runningSince === null && v.date <= today);
    let best: EntryView | OtherEntryView | null = own;
    for (const v of others) if (best === null || endOf(v, offset) > endOf(best, offset)) best = v;
    return best;
  }

  considerReminder(): void {
    this.closeStaleReminder();
    if (!this.s.record) return;
    const others = this.s.opts.otherAccounts;
    if (others && !others.reminds()) return;
    const last = this.lastEntry();
    const recent = last && 'accountName' in last ? { ...last, projectName: `${last.accountName} · ${last.projectName}` } : last;
    const d = decideReminder({
      i18n: wordsOf(this.s),
      now: this.s.now(),
      offsetMinutes: this.s.known.zone.offsetMinutes,
      enabled: this.s.settings.reminders.enabled,
      intervalMinutes: this.s.settings.reminders.intervalMinutes,
      schedule: this.s.schedule(),
      signedIn: true,
      timerRunning: runningEntry(this.s) !== null || (others?.running() ?? false),
      lastReadAt: this.s.lastReadAt,
      lastLocalChangeAt: this.s.lastLocalChangeAt,
      presence: presenceOf(this.s.idleState),
      snoozedUntil: this.s.reminderSnoozedUntil,
      lastShownAt: this.s.reminderShownAt,
      lastStoppedAt: latest(this.s.lastStoppedAt, others?.lastRunAt() ?? null),
      lastActedAt: this.s.lastActedAt,
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
      this.reminderOpen = true;
      this.s.ports.notifier.show(d.notification);
    }
  }

  /**
   * "No timer running" left on screen once a timer runs (started here, on the web, in another
   * account) or reminders are turned off: a stale nudge whose Continue would switch away from
   * the timer the person just started. It goes, as the idle question does: after each command
   * and each read.
   */
  closeStaleReminder(): void {
    if (!this.reminderOpen) return;
    const runs = runningEntry(this.s) !== null || (this.s.opts.otherAccounts?.running() ?? false);
    if (!runs && this.s.settings.reminders.enabled) return;
    this.reminderOpen = false;
    this.s.ports.notifier.close(REMINDER_NOTIFICATION_ID);
  }
}

/** Epoch ms an entry that ended ends (its stored start and what it holds). */
function endOf(v: EntryView, offsetMinutes: number): number {
  return startOfLocalDate(v.date, offsetMinutes) + (parseHms(v.timeStart) + v.totalSeconds) * 1000;
}

function latest(a: number | null, b: number | null): number | null {
  return a === null ? b : b === null ? a : Math.max(a, b);
}

/** An answer to the idle question when none is asked (answered elsewhere, or never asked). */
function noIdleTime(i18n: I18n): string {
  return i18n._({ id: 'engine.idle.none', message: 'There is no idle time to decide on.' });
}
