// What the command line says by itself, between or during commands, when a new snapshot
// shows something the person did not just ask for: a command the service refused after it
// was queued, the session ended, an idle prompt, sync stalling or coming back.

import { CLI_WORDS } from './cli-words.ts';
import type { Snapshot, SyncState } from '../core/stint.ts';
import { endOfDayWords } from '../core/views/end-of-day-words.ts';
import { formatInstantClock } from '../core/time/clock-format.ts';
import { syncStatusLabel } from '../core/views/tray-model.ts';
import { actionsWait, renderFailure } from './render.ts';

/** Sync states worth a line when they begin; `syncing` and `ok` are the quiet ones. */
const LOUD: ReadonlySet<SyncState> = new Set(['offline', 'rate_limited', 'held', 'error']);

export class Announcer {
  private prev: Snapshot | null = null;
  /** The last sync state announced, `syncing` skipped: a retry that fails again says nothing new. */
  private syncSaid: SyncState = 'ok';

  /** Lines for what changed since the last snapshot seen; the first call announces a notice already there. */
  next(s: Snapshot): string[] {
    const prev = this.prev;
    this.prev = s;
    const lines: string[] = [];
    if (s.notice !== null && s.notice !== prev?.notice) {
      const n = s.notice;
      if (n.level === 'error') lines.push(...renderFailure({ ok: false, message: n.message, fields: n.fields }));
      else lines.push(`${n.level === 'warning' ? 'warning' : 'note'}: ${n.message}`);
    }
    // Without a reason it was the person's own `signout`, which says so itself (run.ts).
    if (prev?.session.state === 'signed_in' && s.session.state === 'signed_out' && s.session.reason) {
      lines.push(`Signed out: ${s.session.reason}`);
      const n = s.sync.queued;
      if (n > 0) lines.push(`${actionsWait(n)} on disk until you sign in again as the same user.`);
    }
    const prompt = s.idle.prompt;
    if (prompt !== null && prompt !== prev?.idle.prompt) {
      lines.push(
        `You were away since ${formatInstantClock(prompt.since, s.zone.offsetMinutes, s.display.hourCycle)} while a timer ran:` +
          ' answer with idle keep | idle discard | idle continue',
      );
    }
    const still = s.idle.stillWorking;
    if (still !== null && still.entryKey !== prev?.idle.stillWorking?.entryKey) {
      const at = (ms: number) => formatInstantClock(ms, s.zone.offsetMinutes, s.display.hourCycle);
      lines.push(
        `Still working? A timer is running; your working day ended at ${endOfDayWords(still.endOfDayAt, s.today, s.zone.offsetMinutes, s.display.hourCycle)}: answer with still end` +
          (still.lastActiveAt !== null ? ` | still activity (stop at ${at(still.lastActiveAt)})` : '') +
          ' | still keep',
      );
    }
    lines.push(...this.syncChange(s));
    return lines;
  }

  private syncChange(s: Snapshot): string[] {
    const state = s.sync.state;
    if (state === 'syncing' || state === this.syncSaid) return [];
    const was = this.syncSaid;
    this.syncSaid = state;
    if (LOUD.has(state)) return [`Sync: ${syncStatusLabel(s.sync, s.session.state !== 'signed_in', s.zone.offsetMinutes, s.display.hourCycle, CLI_WORDS)}`];
    if (state === 'ok' && LOUD.has(was)) return ['Sync: back to normal, all changes synced.'];
    return [];
  }
}
