// Assembles the one immutable snapshot from the engine's parts. Pure: the same parts give
// the same snapshot, and every part of it is frozen so no driver can change what another sees.

import type { LimitSnapshot } from '../../api/limit-state.ts';
import { localDate } from '../time/local-time.ts';
import { NO_TODOS } from './todo-view.ts';
import { runningBudget } from './budget-view.ts';
import { NO_SPLIT, tasksAsEntered } from './billable-totals.ts';
import { dayEntries } from './totals.ts';
import type { BillableTotals, DayTargetView, EntryView, Snapshot, SyncState, TaskView } from '../snapshot.ts';
import { wordsFor } from '../../i18n/words.ts';

/** No away stretches and no gaps: a snapshot made without the engine's timeline. */
const NO_TIMELINE = (today: string): NonNullable<Snapshot['timeline']> =>
  Object.freeze({ today: Object.freeze({ date: today, windows: Object.freeze([]), away: Object.freeze([]), gaps: Object.freeze([]) }), largestGaps: Object.freeze([]), week: Object.freeze([]) });

/** The parts passed through to the snapshot as they are. */
type PassedThrough = Pick<Snapshot, 'session' | 'recent' | 'week' | 'projects' | 'idle' | 'reminder' | 'settings' | 'serviceWorkingHours' | 'zone' | 'display' | 'language' | 'shownWeek' | 'todos' | 'secretStore' | 'shell' | 'notice' | 'update' | 'updatedTo' | 'windowVisible' | 'focus'> &
  Partial<Pick<Snapshot, 'timeline'>>;

export interface SnapshotParts extends PassedThrough {
  readonly now: number;
  readonly signedIn: boolean;
  /** Entries with the queued commands applied, newest first. */
  readonly views: readonly EntryView[];
  readonly tasks: Readonly<Record<string, readonly TaskView[]>>;
  /** The queued actions in the person's words, oldest first (one per op in the outbox). */
  readonly queuedLabels: readonly string[];
  /** The queue belongs to another user and waits for them. */
  readonly held: boolean;
  readonly sync: { readonly state: SyncState; readonly message: string | null; readonly resumesAt: number | null; readonly lastReadAt: number | null; readonly readsRationed?: boolean };
  readonly limits: LimitSnapshot;
  /** By project id: seconds recorded on a budgeted project since its figure was read (views/budget-view.ts). */
  readonly budgetRecorded?: Readonly<Record<string, number>>;
  /** Today's and the week's target (views/day-target.ts); absent or null: none. */
  readonly target?: DayTargetView | null;
  /** Today's and the week's billable split (views/billable-totals.ts); absent: nothing counted. */
  readonly billable?: BillableTotals;
}

function noBillable(today: string): BillableTotals {
  return Object.freeze({ today: NO_SPLIT, week: Object.freeze({ ...NO_SPLIT, start: today, end: today }) });
}

function syncState(p: SnapshotParts): SyncState {
  // Nothing can be saved any more: the problem above every other.
  if (p.shell.dataFolder != null) return 'error';
  if (!p.signedIn && p.queuedLabels.length > 0) return 'signed_out';
  if (p.held) return 'held';
  return p.sync.state;
}

function heldMessage(p: SnapshotParts, count: number): string {
  const i18n = wordsFor(p.language);
  return i18n._({
    id: 'sync.heldForOtherUser',
    message: '{count, plural, one {# action of another user waits; it is sent only when that user signs in again.} other {# actions of another user wait; they are sent only when that user signs in again.}}',
    values: { count },
  });
}

export function buildSnapshot(p: SnapshotParts): Snapshot {
  const offset = p.zone.offsetMinutes;
  const today = localDate(p.now, offset);
  const n = p.queuedLabels.length;
  const running = p.views.find((v) => v.runningSince !== null) ?? null;
  return Object.freeze({
    session: p.session,
    running,
    runningBudget: runningBudget(running, p.projects, p.now, p.budgetRecorded, wordsFor(p.language)),
    target: p.target ?? null,
    billable: p.billable ?? noBillable(today),
    today,
    // A timer started before midnight is today's too, from 00:00 (totals.ts dayEntries).
    todayEntries: Object.freeze(dayEntries(p.views, today, offset)),
    recent: Object.freeze([...p.recent]),
    week: p.week,
    projects: p.projects,
    tasks: tasksAsEntered(p.projects, p.tasks),
    sync: Object.freeze({
      state: syncState(p),
      queued: n,
      queuedLabels: Object.freeze([...p.queuedLabels]),
      pendingKeys: Object.freeze(p.views.filter((v) => v.pending).map((v) => v.key)),
      resumesAt: p.sync.resumesAt,
      lastReadAt: p.sync.lastReadAt,
      readsRationed: p.sync.readsRationed ?? false,
      quotaRemaining: p.limits.daily?.remaining ?? null,
      quotaLimit: p.limits.daily?.limit ?? null,
      message:
        p.shell.dataFolder ??
        (p.held ? heldMessage(p, n) : p.sync.message),
    }),
    idle: Object.freeze({ ...p.idle }),
    reminder: Object.freeze({ ...p.reminder }),
    settings: p.settings,
    serviceWorkingHours: p.serviceWorkingHours,
    zone: p.zone,
    display: p.display,
    language: p.language,
    shownWeek: p.shownWeek,
    todos: p.todos ?? NO_TODOS,
    secretStore: p.secretStore,
    shell: p.shell,
    notice: p.notice,
    update: p.update,
    updatedTo: p.updatedTo,
    windowVisible: p.windowVisible,
    focus: p.focus ?? null,
    timeline: p.timeline ?? NO_TIMELINE(today),
  });
}
