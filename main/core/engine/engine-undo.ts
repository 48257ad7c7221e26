// Undo of the last correction and the list of refused changes: Undo within the hold takes the
// change out of the outbox (nothing was sent), later it queues the put-back the plan makes or
// says why it cannot; a refused change is listed until dismissed. Both are kept with the
// outbox on disk (commands/outbox.ts), for the person who made them.

import type { EngineParts } from './engine-parts.ts';
import { OK, type EngineState } from './engine-state.ts';
import { refused } from '../commands/tracker.ts';
import { publish, undoViewOf } from './engine-views.ts';
import { wordsOf } from './engine-language.ts';
import { planUndoAfter } from '../commands/undo-plan.ts';
import type { CommandResult, UndoResult } from '../stint-api.ts';
import { UNDO_ACTION, UNDO_NOTIFICATION_ID, undoNotification } from '../views/not-saved.ts';

export class EngineUndo {
  constructor(
    private readonly s: EngineState,
    private readonly parts: EngineParts,
  ) {}

  /** A correction was queued: away from the window, a notification carries its Undo. */
  changed(): void {
    const u = undoViewOf(this.s);
    if (u === null) return;
    if (!this.s.windowVisible) this.s.ports.notifier.show(undoNotification(u, wordsOf(this.s)));
  }

  async undo(): Promise<UndoResult> {
    const i18n = wordsOf(this.s);
    if (!this.s.record) {
      const kept = this.s.lastOwnerKey ? this.s.outbox.lastChange(this.s.lastOwnerKey) : null;
      return refused(
        kept === null
          ? i18n._({ id: 'undo.signInFirst', message: 'Sign in first.' })
          : i18n._({ id: 'undo.signInAgain', message: 'Sign in again to undo “{change}”: its account is signed out, and the change waits there.', values: { change: kept.words } }),
      );
    }
    const change = this.s.outbox.lastChange(this.s.ownerKey());
    if (change === null) return refused(i18n._({ id: 'undo.nothing', message: 'Nothing to undo: no correction or manual entry was made since the last Undo.' }));
    this.s.ports.notifier.close(UNDO_NOTIFICATION_ID);
    // Within the hold, or after it while nothing of it could be sent (offline): taken out whole.
    const removed = await this.s.outbox.withdraw(change.id, change.opIds);
    if (removed !== null) {
      this.s.notice = null;
      publish(this.s);
      this.s.kick();
      return Object.freeze({ ok: true as const, message: i18n._({ id: 'undo.withdrawn', message: 'Undone: {change}. Nothing was sent.', values: { change: change.words } }) });
    }
    const planned = planUndoAfter(this.parts.commands.tracker(), change);
    if ('refuse' in planned) return planned.refuse;
    // Several entries are put back each on its own: one changed on the web since is listed, the others go back.
    const r =
      change.undo.kind === 'entries'
        ? await this.parts.commands.runApart(() => {
            const p = planUndoAfter(this.parts.commands.tracker(), change);
            return 'refuse' in p ? p : { op: p.op, more: p.more ?? [] };
          }).then((p) => ('refuse' in p ? p.refuse : OK))
        : await this.parts.commands.run(() => planUndoAfter(this.parts.commands.tracker(), change));
    if (!r.ok) return r;
    await this.s.outbox.forgetChange(change.id);
    publish(this.s);
    return Object.freeze({ ok: true as const, message: i18n._({ id: 'undo.puttingBack', message: 'Putting back what “{change}” changed.', values: { change: change.words } }) });
  }

  async dismissNotSaved(id: string): Promise<CommandResult> {
    if (!(await this.s.outbox.dismissNotSaved(id))) {
      const i18n = wordsOf(this.s);
      return refused(i18n._({ id: 'notSaved.alreadyDismissed', message: 'That change is no longer listed: it was dismissed already.' }));
    }
    publish(this.s);
    return OK;
  }

  async onNotification(id: string, action: string): Promise<void> {
    if (id !== UNDO_NOTIFICATION_ID || action !== UNDO_ACTION) return;
    const r = await this.undo();
    if (!r.ok) {
      this.s.setNotice('warning', r.message);
      publish(this.s);
    }
  }
}
