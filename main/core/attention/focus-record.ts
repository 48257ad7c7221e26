// The focus rhythm's state as kept between runs: one record in the durable store, for one
// user of one account (another user starts afresh). A restart in the middle of a break
// finds the break and its end; a question already asked is not asked again. What is read
// is `unknown` until checked here; a record that does not check starts the rhythm afresh
// (only a phase is lost, never time on the service).

import type { DurableStore } from '../ports.ts';
import { isRecord } from '../json-guard.ts';
import { INITIAL_FOCUS_STATE, type BreakKind, type FocusEntry, type FocusState } from './focus-rhythm.ts';

export const FOCUS_KEY = 'focus';

type Fields = Record<string, unknown>;

const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isKind = (v: unknown): v is BreakKind => v === 'short' || v === 'long';

function parseEntry(v: unknown): FocusEntry | null | undefined {
  if (v === null) return null;
  if (!isRecord(v)) return undefined;
  const { key, projectId, projectName, taskId, taskName, description } = v;
  if (typeof key !== 'string' || !Number.isInteger(projectId) || typeof projectName !== 'string' || typeof description !== 'string') return undefined;
  if (taskId !== null && !Number.isInteger(taskId)) return undefined;
  if (taskName !== null && typeof taskName !== 'string') return undefined;
  return { key, projectId: projectId as number, projectName, taskId: taskId as number | null, taskName: taskName as string | null, description };
}

function parseBreak(v: Fields, sessionsDone: number): FocusState | null {
  const entry = parseEntry(v.entry);
  const keptKey = v.keptKey;
  if (!isKind(v.kind) || entry === undefined || (keptKey !== null && typeof keptKey !== 'string')) return null;
  if (v.stage === 'break') {
    if (!isTime(v.startedAt) || !isTime(v.endsAt)) return null;
    return { stage: 'break', kind: v.kind, sessionsDone, startedAt: v.startedAt, endsAt: v.endsAt, entry, keptKey };
  }
  return isTime(v.at) ? { stage: 'break_over', kind: v.kind, sessionsDone, at: v.at, entry, keptKey } : null;
}

/** The state a stored value holds, or null when it is not one. */
export function parseFocusState(v: unknown): FocusState | null {
  if (!isRecord(v) || !isCount(v.sessionsDone)) return null;
  const sessionsDone = v.sessionsDone;
  switch (v.stage) {
    case 'idle':
      return v.restedSince === null || isTime(v.restedSince) ? { stage: 'idle', sessionsDone, restedSince: v.restedSince } : null;
    case 'focus':
      return isTime(v.countingSince) && isTime(v.endsAt) ? { stage: 'focus', sessionsDone, countingSince: v.countingSince, endsAt: v.endsAt } : null;
    case 'paused':
      return isTime(v.pausedAt) && isTime(v.leftMs) && v.leftMs >= 0 ? { stage: 'paused', sessionsDone, pausedAt: v.pausedAt, leftMs: v.leftMs } : null;
    case 'focus_over': {
      const entry = parseEntry(v.entry);
      return isTime(v.at) && entry !== undefined ? { stage: 'focus_over', sessionsDone, at: v.at, entry } : null;
    }
    case 'break':
    case 'break_over':
      return parseBreak(v, sessionsDone);
    default:
      return null;
  }
}

/** The rhythm of `ownerKey` as the last run left it; afresh when none was kept, or another user's. */
export async function loadFocus(store: DurableStore, ownerKey: string): Promise<FocusState> {
  if (ownerKey === '') return INITIAL_FOCUS_STATE;
  const r = await store.read(FOCUS_KEY);
  if (r.status !== 'ok' || !isRecord(r.value) || r.value.ownerKey !== ownerKey) return INITIAL_FOCUS_STATE;
  return parseFocusState(r.value.state) ?? INITIAL_FOCUS_STATE;
}

export async function saveFocus(store: DurableStore, ownerKey: string, state: FocusState): Promise<void> {
  await store.write(FOCUS_KEY, { ownerKey, state });
}
