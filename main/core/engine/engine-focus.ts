// The focus rhythm wired to the engine: it looks at the running entry, the person's
// presence and the working hours after every change the engine publishes and on its own
// local tick, asks its questions through the notifier, carries out the stop and the
// continue the person chooses, and keeps its state in the durable store. It sends nothing
// by itself: no read, no write but the person's own choice.

import type { EngineParts } from './engine-parts.ts';
import type { EngineState } from './engine-state.ts';
import { afterEachPublish, entryViewsWithWeek, publish, runningEntry } from './engine-views.ts';
import { wordsOf } from './engine-language.ts';
import {
  FOCUS_NOTIFICATION_ID,
  INITIAL_FOCUS_STATE,
  isFocusChoice,
  nextFocusDue,
  stepFocus,
  type FocusChoice,
  type FocusContext,
  type FocusEffect,
  type FocusEntry,
  type FocusEvent,
} from '../attention/focus-rhythm.ts';
import { loadFocus, saveFocus } from '../attention/focus-record.ts';
import { presenceOf } from '../attention/idle-policy.ts';
import { isWorkingTime } from '../attention/working-hours.ts';
import { planStart, planStop } from '../commands/tracker.ts';
import type { EntryView } from '../snapshot.ts';
import type { CommandResult } from '../stint-api.ts';

function focusEntry(v: EntryView): FocusEntry {
  return { key: v.key, projectId: v.projectId, projectName: v.projectName, taskId: v.taskId, taskName: v.taskName, description: v.description };
}

export class EngineFocus {
  /** Whose rhythm `s.focus` is: another user signing in starts afresh. */
  private owner = '';
  /** The JSON last written, so that only a change is written. */
  private saved = '';
  /** The start of the absence under way, as the idle state last showed it. */
  private awaySince: number | null = null;
  /** Another user's rhythm is being read. */
  private loading = false;

  constructor(
    private readonly s: EngineState,
    private readonly parts: EngineParts,
  ) {}

  /**
   * At start, once the session is known: the rhythm as the last run left it. From then on
   * every published snapshot is followed by a look (after the publish, never inside it).
   */
  async load(): Promise<void> {
    this.owner = this.s.ownerKey();
    // A rhythm that cannot be read starts afresh: it must never keep Stint from starting.
    this.s.focus = await loadFocus(this.s.ports.durable, this.owner).catch((e: unknown) => {
      this.s.logFailure('reading the focus rhythm', e);
      return INITIAL_FOCUS_STATE;
    });
    this.saved = JSON.stringify(this.s.focus);
    afterEachPublish(this.s, () => this.look());
  }

  /** The account was removed: its rhythm is forgotten (a later sign-in starts afresh). */
  forget(): void {
    this.owner = '';
    this.s.focus = INITIAL_FOCUS_STATE;
    this.saved = JSON.stringify(INITIAL_FOCUS_STATE);
  }

  /** The local tick: the phase's end is met on time, and absences are seen as they end. */
  async ticker(): Promise<void> {
    const every = this.s.opts.tickMs ?? 15_000;
    while (!this.s.closed) {
      const now = this.s.now();
      const due = nextFocusDue(this.s.focus, this.s.settings.focus);
      // A due time already past waits for something else (the person's return): the usual tick.
      const wait = due === null || due <= now ? every : Math.min(every, due - now);
      try {
        await this.s.ports.clock.sleep(wait, this.s.tickStop.signal);
      } catch {
        return;
      }
      this.look();
    }
  }

  async onNotification(id: string, action: string): Promise<void> {
    if (id !== FOCUS_NOTIFICATION_ID || !isFocusChoice(action)) return;
    await this.answer(action);
  }

  /** The person's answer to the rhythm's question (a notification's action, or the tray's). */
  async answer(choice: FocusChoice): Promise<void> {
    if (!this.ready()) return;
    const results = this.apply({ type: 'choice', choice });
    publish(this.s);
    for (const r of await Promise.all(results)) {
      if (!r.ok) this.s.ports.logger.log('warn', 'focus: the chosen command was refused', { choice, message: r.message });
    }
  }

  /**
   * Signed in, with the rhythm of this user: else the rhythm waits as it is. Someone else
   * signing in has their own rhythm read from disk first (afresh when it is not theirs).
   */
  private ready(): boolean {
    if (this.s.closed || !this.s.record || !this.s.settings || this.loading) return false;
    const owner = this.s.ownerKey();
    if (owner === this.owner) return true;
    this.owner = owner;
    this.s.focus = INITIAL_FOCUS_STATE;
    this.saved = JSON.stringify(INITIAL_FOCUS_STATE);
    this.loading = true;
    const loaded = loadFocus(this.s.ports.durable, owner).then(
      (state) => {
        if (this.owner !== owner) return;
        this.s.focus = state;
        this.saved = JSON.stringify(state);
      },
      (e: unknown) => this.s.logFailure('reading the focus rhythm', e),
    );
    void this.s.track(
      loaded.finally(() => {
        this.loading = false;
        this.look();
      }),
    );
    return false;
  }

  /** Looks at the state as it is now, and publishes when the rhythm moved. */
  look(): void {
    if (!this.ready()) return;
    const before = this.s.focus;
    const returned = this.noteAbsence();
    if (returned) this.apply(returned);
    this.apply({ type: 'observe' });
    if (this.s.focus !== before) publish(this.s);
  }

  /** An absence that counts (longer than the idle threshold) ends: the rhythm hears when it began and ended. */
  private noteAbsence(): FocusEvent | null {
    const idle = this.s.idleState;
    if (idle.away !== null) {
      this.awaySince = this.awaySince === null ? idle.away.since : Math.min(this.awaySince, idle.away.since);
      return null;
    }
    if (this.awaySince === null) return null;
    const since = this.awaySince;
    this.awaySince = null;
    const until = Math.max(since, idle.lastReturnAt ?? this.s.now());
    return until - since > this.s.settings.idle.thresholdMinutes * 60_000 ? { type: 'returned', since, until } : null;
  }

  private context(): FocusContext {
    const now = this.s.now();
    const running = runningEntry(this.s);
    return {
      now,
      settings: this.s.settings.focus,
      running: running === null ? null : focusEntry(running),
      present: presenceOf(this.s.idleState) === 'active',
      workingTime: isWorkingTime(now, this.s.known.zone.offsetMinutes, this.s.schedule()),
      i18n: wordsOf(this.s),
    };
  }

  /** One step of the rhythm: the new state kept (and saved when it changed), its effects carried out. */
  private apply(event: FocusEvent): Promise<CommandResult>[] {
    const step = stepFocus(this.s.focus, event, this.context());
    this.s.focus = step.state;
    this.save();
    return step.effects.flatMap((e) => this.carryOut(e));
  }

  private carryOut(e: FocusEffect): Promise<CommandResult>[] {
    const notifier = this.s.ports.notifier;
    switch (e.kind) {
      case 'notify':
        notifier.show(e.notification);
        return [];
      case 'withdraw':
        notifier.close(FOCUS_NOTIFICATION_ID);
        return [];
      case 'stop_timer':
        return [this.parts.commands.run(() => planStop(this.parts.commands.tracker()))];
      case 'continue_entry':
        return [this.continueEntry(e.entry)];
    }
  }

  /** The entry again as "Continue" in the window restarts it; a like one when it is no longer among the entries known. */
  private continueEntry(entry: FocusEntry): Promise<CommandResult> {
    if (entryViewsWithWeek(this.s).some((v) => v.key === entry.key)) return this.parts.commands.continueEntry(entry.key);
    return this.parts.commands.run(() => planStart(this.parts.commands.tracker(), { projectId: entry.projectId, taskId: entry.taskId, description: entry.description }));
  }

  private save(): void {
    const json = JSON.stringify(this.s.focus);
    if (json === this.saved || this.owner === '') return;
    this.saved = json;
    const state = this.s.focus;
    void this.s.track(saveFocus(this.s.ports.durable, this.owner, state)).catch((e: unknown) => this.s.logFailure('saving the focus rhythm', e));
  }
}
