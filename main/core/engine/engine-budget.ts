// Budget notices wired to the engine: after every published snapshot, and when a running
// timer is due to cross 80% or 100% of its project's time budget, it looks at the snapshot's
// `runningBudget` and tells the person once per project, budget and threshold
// (attention/budget-notice.ts). What was told is kept in the durable store, so a restart or
// a read that corrects the share never tells it twice. It sends no request.

import type { EngineState } from './engine-state.ts';
import { afterEachPublish, publish } from './engine-views.ts';
import { wordsOf } from './engine-language.ts';
import { budgetNoticeDue, budgetNoticeKey, budgetNoticeText } from '../attention/budget-notice.ts';
import { Remembered } from './engine-remembered.ts';
import { BUDGET_NOTICES_KEY } from './engine-records.ts';
import { FULL_SHARE, NEAR_SHARE } from '../views/budget-view.ts';
import type { BudgetProgress } from '../snapshot.ts';
import { sameInputs as sameLook } from './engine-memo.ts';

export const BUDGET_NOTIFICATION_ID = 'stint.budget';
const KEY = BUDGET_NOTICES_KEY;
/** The notices remembered, newest last: enough for every budget a person works on. */
const KEEP = 200;

export class EngineBudget {
  private readonly told: Remembered;
  /** The share last seen, and for which running entry on which project. */
  private last: { readonly entryKey: string; readonly projectId: number; readonly share: number } | null = null;
  /** What the last look was made with: a look again at the same is not made. */
  private lastLook: readonly unknown[] = [];

  constructor(private readonly s: EngineState) {
    this.told = new Remembered(s, KEY, 'told', KEEP, 'the budget notices');
  }

  /** The account was removed: what was told or asked of it is forgotten. */
  forget(): void {
    this.told.forget();
  }

  async load(): Promise<void> {
    await this.told.load();
    afterEachPublish(this.s, () => this.look());
  }

  /** Wakes when the running timer is due to cross the next threshold of a time budget. */
  async ticker(): Promise<void> {
    const every = this.s.opts.tickMs ?? 15_000;
    while (!this.s.closed) {
      const due = this.nextCrossingIn(this.s.snap?.runningBudget ?? null);
      try {
        await this.s.ports.clock.sleep(due === null ? every : Math.min(every, due), this.s.tickStop.signal);
      } catch {
        return;
      }
      // The snapshot holds the share as of its making: a fresh one moves it on.
      if (this.s.snap?.runningBudget?.by === 'time') publish(this.s);
      else this.look();
    }
  }

  private nextCrossingIn(p: BudgetProgress | null): number | null {
    if (!p || p.by !== 'time' || p.usedSeconds === null) return null;
    const budgetSeconds = p.amount * 3600;
    for (const at of [NEAR_SHARE, FULL_SHARE]) {
      const left = at * budgetSeconds - p.usedSeconds;
      if (left > 0) return Math.ceil(left * 1000);
    }
    return null;
  }

  private look(): void {
    if (this.s.closed || !this.s.record) return;
    if (!this.told.current()) return;
    // The tick's publish made this look at this snapshot already (the ticker wakes with it):
    // the share is the one last seen, so no threshold can be crossed.
    const looked = [this.s.snap, this.s.record, this.told.all];
    if (sameLook(this.lastLook, looked)) return;
    this.lastLook = looked;
    const snap = this.s.snap;
    const p = snap?.runningBudget ?? null;
    const running = snap?.running ?? null;
    if (!p || !running) {
      this.last = null;
      return;
    }
    const same = this.last !== null && this.last.entryKey === running.key && this.last.projectId === p.projectId;
    const due = budgetNoticeDue(same ? this.last!.share : null, p, this.told.all);
    this.last = { entryKey: running.key, projectId: p.projectId, share: p.share };
    if (due === null) return;
    const words = budgetNoticeText(p, due, wordsOf(this.s));
    this.s.ports.notifier.show({ id: BUDGET_NOTIFICATION_ID, title: words.title, body: words.body, actions: [] });
    this.told.add(budgetNoticeKey(p, due));
  }
}
