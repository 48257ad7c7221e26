// The day's target's notices wired to the engine: after every published snapshot, and when a
// running timer is due to reach the target or pass it by the margin, it counts today's total
// now and tells the person once per day and threshold (attention/target-notice.ts). What was
// told is kept in the durable store by owner, so a restart never tells it twice. Only a state
// a read of this run confirmed counts: a cache from yesterday's run is not news. It sends no
// request.

import type { EngineState } from './engine-state.ts';
import { afterEachPublish } from './engine-views.ts';
import { wordsOf } from './engine-language.ts';
import { nextTargetCrossingMs, targetNoticeDue, targetNoticeKeys, targetNoticeText, type TargetNoticeInput } from '../attention/target-notice.ts';
import { Remembered } from './engine-remembered.ts';
import { TARGET_NOTICES_KEY } from './engine-records.ts';
import { localDate } from '../time/local-time.ts';
import { todayTotal } from '../views/totals.ts';
import { sameInputs as sameLook } from './engine-memo.ts';

export const TARGET_NOTIFICATION_ID = 'stint.target';
const KEY = TARGET_NOTICES_KEY;
/** Days' notices remembered, newest last: a month of both. */
const KEEP = 62;

export class EngineTarget {
  private readonly told: Remembered;
  /** What the last look was made with: a look again at the same is not made. */
  private lastLook: readonly unknown[] = [];

  constructor(private readonly s: EngineState) {
    this.told = new Remembered(s, KEY, 'told', KEEP, 'the target notices');
  }

  /** The account was removed: what was told or asked of it is forgotten. */
  forget(): void {
    this.told.forget();
  }

  async load(): Promise<void> {
    await this.told.load();
    afterEachPublish(this.s, () => this.look());
  }

  /** Wakes when a running timer is due to cross the next threshold. */
  async ticker(): Promise<void> {
    const every = this.s.opts.tickMs ?? 15_000;
    while (!this.s.closed) {
      const input = this.input();
      const due = input !== null && this.s.snap?.running ? nextTargetCrossingMs(input, this.told.all) : null;
      try {
        await this.s.ports.clock.sleep(due === null ? every : Math.min(every, Math.max(1, due)), this.s.tickStop.signal);
      } catch {
        return;
      }
      this.look();
    }
  }

  /** Today's figures now, or null when there is nothing to tell about. */
  private input(): TargetNoticeInput | null {
    const snap = this.s.snap;
    const target = snap?.target ?? null;
    if (!snap || target === null || !this.s.record || !this.s.settings.target.notify) return null;
    const now = this.s.now();
    const today = localDate(now, snap.zone.offsetMinutes);
    // Past midnight the snapshot's target is yesterday's until the next publish.
    if (target.date !== today) return null;
    const margin = this.s.settings.target.passedMarginMinutes;
    return {
      date: today,
      workingDay: target.workingDay,
      targetSeconds: target.targetSeconds,
      doneSeconds: todayTotal({ entries: snap.todayEntries, running: snap.running, today, now }).seconds,
      marginSeconds: margin === null ? null : margin * 60,
    };
  }

  private look(): void {
    if (this.s.closed || !this.s.record) return;
    if (!this.told.current()) return;
    if (this.s.lastReadAt === null) return;
    // The tick's publish made this look at this instant already (the ticker wakes with it):
    // the same snapshot, settings, read and notices told give the same answer.
    const looked = [this.s.snap, this.s.now(), this.s.settings, this.s.record, this.s.lastReadAt, this.told.all];
    if (sameLook(this.lastLook, looked)) return;
    this.lastLook = looked;
    const input = this.input();
    if (input === null) return;
    const due = targetNoticeDue(input, this.told.all);
    if (due === null) return;
    const words = targetNoticeText(due, input, wordsOf(this.s));
    this.s.ports.notifier.show({ id: TARGET_NOTIFICATION_ID, title: words.title, body: words.body, actions: [] });
    this.told.add(...targetNoticeKeys(input.date, due));
  }
}
