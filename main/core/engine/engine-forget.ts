// An account removed: everything its engine holds of it goes, on disk and in memory (the
// queue with the refusals and the last change, the copies of the service's entries,
// projects, week and to-dos, what was told or asked once, the away stretches, the last
// sign-in), so that signing in to that account again, as the same user or another, finds
// nothing of the old queue. The person's settings stay: they are every account's.

import { ACCOUNT_RECORD_KEYS } from './engine-records.ts';
import type { EngineState } from './engine-state.ts';
import { Outbox } from '../commands/outbox.ts';
import { emptyKnown } from '../reads/known.ts';
import { emptyTodoRead } from '../reads/todo-cache.ts';
import { updateSettings } from '../settings/settings.ts';

/** Drops the account's records and what the state holds of them; the caller signed out and let the loop settle first, so no send writes to the queue meanwhile. */
export async function forgetRecords(s: EngineState): Promise<void> {
  for (const key of ACCOUNT_RECORD_KEYS) await s.ports.durable.delete(key);
  // A fresh, empty queue read from the store just emptied: the old one is never written again.
  s.outbox = (await Outbox.open(s.ports.durable)).outbox;
  s.known = emptyKnown();
  s.lastOwnerKey = '';
  s.queueKnown = null;
  s.held = false;
  s.lastReadAt = null;
  s.lastReportAt = null;
  s.lastReadAttemptAt = null;
  s.weekShown = null;
  s.todos = { read: emptyTodoRead(''), reading: false, attemptAt: null, failure: null };
  s.away = [];
  s.stillWorking = null;
  s.prompt = null;
  s.notice = null;
  const r = updateSettings(s.ports.settings, s.settings, { lastSignIn: { serviceAddress: null, email: null, accountId: null } });
  if (r.ok) s.settings = r.settings;
  s.settledSync();
}
