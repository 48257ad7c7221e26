// What the command line says by itself, between or during commands, when a new snapshot
// shows something the person did not just ask for: a command the service refused after it
// was queued, the session ended, an idle prompt, sync stalling or coming back.

import type { I18n } from '../i18n/words.ts';
import type { Snapshot, SyncState } from '../core/stint.ts';
import { endOfDayWords } from '../core/views/end-of-day-words.ts';
import { formatInstantClock } from '../core/time/clock-format.ts';
import { actionsWait, renderFailure, signedOutWhy, syncLine } from './render.ts';

/** Sync states worth a line when they begin; `syncing` and `ok` are the quiet ones. */
const LOUD: ReadonlySet<SyncState> = new Set(['offline', 'rate_limited', 'held', 'error']);

export class Announcer {
  private prev: Snapshot | null = null;
  /** The last sync state announced, `syncing` skipped: a retry that fails again says nothing new. */
  private syncSaid: SyncState = 'ok';

  constructor(private readonly i18n: I18n) {}

  /** Lines for what changed since the last snapshot seen; the first call announces a notice already there. */
  next(s: Snapshot): string[] {
    const prev = this.prev;
    this.prev = s;
    const i18n = this.i18n;
    const lines: string[] = [];
    if (s.notice !== null && s.notice !== prev?.notice) {
      const n = s.notice;
      if (n.level === 'error') lines.push(...renderFailure({ ok: false, message: n.message, fields: n.fields }, i18n));
      else lines.push(i18n._({ id: 'cli.notice', message: '{level, select, warning {warning} other {note}}: {message}', values: { level: n.level, message: n.message } }));
    }
    // Without a reason it was the person's own `signout`, which says so itself (run.ts).
    if (prev?.session.state === 'signed_in' && s.session.state === 'signed_out' && s.session.reason) {
      lines.push(signedOutWhy(s.session.reason, i18n));
      const n = s.sync.queued;
      if (n > 0) lines.push(onDiskUntilSignIn(n, i18n));
    }
    const prompt = s.idle.prompt;
    if (prompt !== null && prompt !== prev?.idle.prompt) {
      lines.push(
        i18n._({ id: 'cli.idle.prompt', message: 'You were away since {since} while a timer ran: answer with idle keep | idle discard | idle continue',
          values: { since: formatInstantClock(prompt.since, s.zone.offsetMinutes, s.display.hourCycle) },
        }),
      );
    }
    const still = s.idle.stillWorking;
    if (still !== null && still.entryKey !== prev?.idle.stillWorking?.entryKey) {
      const at = (ms: number) => formatInstantClock(ms, s.zone.offsetMinutes, s.display.hourCycle);
      const ended = endOfDayWords(still.endOfDayAt, s.today, s.zone.offsetMinutes, s.display.hourCycle, i18n);
      lines.push(
        still.lastActiveAt !== null
          ? i18n._({ id: 'cli.still.promptActivity', message: 'Still working? A timer is running; your working day ended at {ended}: answer with still end | still activity (stop at {active}) | still keep',
              values: { ended, active: at(still.lastActiveAt) },
            })
          : i18n._({ id: 'cli.still.prompt', message: 'Still working? A timer is running; your working day ended at {ended}: answer with still end | still keep', values: { ended } }),
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
    if (LOUD.has(state)) return [syncLine(s, s.session.state !== 'signed_in', this.i18n)];
    if (state === 'ok' && LOUD.has(was)) return [this.i18n._({ id: 'cli.sync.backToNormal', message: 'Sync: back to normal, all changes synced.' })];
    return [];
  }
}

/** "2 actions wait on disk until you sign in again as the same user." */
export function onDiskUntilSignIn(n: number, i18n: I18n): string {
  return i18n._({ id: 'cli.onDiskUntilSignIn', message: '{waiting} on disk until you sign in again as the same user.', values: { waiting: actionsWait(n, i18n) } });
}
