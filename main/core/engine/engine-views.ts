// What the engine shows: the service's entries with the queued commands applied, the recent
// entries "continue" offers, and the snapshot published to every listener after each change.

import type { EngineState } from './engine-state.ts';
import { idleDetection } from '../attention/idle-policy.ts';
import { describeOp } from '../commands/op-label.ts';
import { newestFirst, overlay } from '../commands/overlay.ts';
import { buildSnapshot } from '../views/snapshot-builder.ts';
import { localDate } from '../time/local-time.ts';
import type { EntryView } from '../snapshot.ts';
import { serviceWorkingHours } from '../attention/working-hours.ts';

const RECENT_LIMIT = 10;

export function entryViews(s: EngineState): EntryView[] {
  return overlay({
    entries: [...s.known.entries.values()],
    queue: s.outbox.items,
    ids: (r) => s.outbox.resolve(r),
    localIdOf: (id) => s.outbox.localIdOf(id),
    offsetMinutes: s.known.zone.offsetMinutes,
    projectName: (id) => s.known.projects.find((p) => p.id === id)?.name ?? `Project ${id}`,
    customerName: (id) => s.known.projects.find((p) => p.id === id)?.customerName ?? null,
    taskName: (pid, tid) => s.known.tasks[String(pid)]?.find((t) => t.id === tid)?.name ?? null,
  }).sort(newestFirst);
}

export function runningEntry(s: EngineState): EntryView | null {
  return entryViews(s).find((v) => v.runningSince !== null) ?? null;
}

/**
 * Distinct recent entries (project, task, description), newest first: what "continue" offers.
 * Never the entry running now (it needs no continuing), nor one dated after today (a part of
 * an entry that ends tomorrow is not work to pick up again).
 */
export function recentEntries(s: EngineState, views: readonly EntryView[] = entryViews(s)): EntryView[] {
  const today = localDate(s.now(), s.known.zone.offsetMinutes);
  const seen = new Set<string>();
  const out: EntryView[] = [];
  for (const v of views) {
    if (v.runningSince !== null || v.date > today) continue;
    const k = `${v.projectId}|${v.taskId}|${v.description}`;
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(v);
    if (out.length >= RECENT_LIMIT) break;
  }
  return out;
}

export function publish(s: EngineState): void {
  if (!s.settings || !s.outbox) return;
  const views = entryViews(s);
  const snap = buildSnapshot({
    now: s.now(),
    session: s.sessionState,
    signedIn: s.record !== null,
    views,
    recent: recentEntries(s, views),
    week: s.known.week,
    projects: s.known.projects,
    tasks: s.known.tasks,
    queuedLabels: s.outbox.items.map((q) => describeOp(q.op, (id) => s.known.projects.find((p) => p.id === id)?.name ?? `project ${id}`, s.known.zone.offsetMinutes)),
    held: s.held,
    sync: { state: s.syncState, message: s.syncMessage, resumesAt: s.resumesAt, lastReadAt: s.lastReadAt },
    limits: s.pacer.limits.snapshot(),
    idle: { detection: idleDetection(s.idleState, s.settings.idle.enabled), prompt: s.prompt },
    reminder: { snoozedUntil: s.reminderSnoozedUntil, lastShownAt: s.reminderShownAt, target: s.reminderTarget, clickedAt: s.reminderClickedAt },
    settings: s.settings,
    serviceWorkingHours: s.record ? serviceWorkingHours(s.record.user) : null,
    zone: s.known.zone,
    secretStore: s.ports.secrets.description,
    shell: s.shell,
    notice: s.notice,
    windowVisible: s.windowVisible,
  });
  s.snap = snap;
  for (const l of s.listeners) {
    try {
      l(s.snap);
    } catch (e) {
      s.ports.logger.log('warn', 'snapshot listener failed', { error: e instanceof Error ? e.message : String(e) });
    }
  }
}
