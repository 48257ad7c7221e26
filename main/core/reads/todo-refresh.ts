// When to read the person's to-dos. Never in the background: only when the To-dos view or the
// tray's submenu opens, and then at most once every 15 minutes; a person's press of Refresh
// reads at once. On a tight day (the daily quota leaves no spare reads beyond the running
// timer's own polls, refresh-policy.ts) an opening reads nothing: the view shows what was
// last read and when, and offers Refresh. Every to-do read is a request the quota headers
// count, so the refresh policy sees it in what is left. Pure: the engine passes everything in.

import { allowance, type RefreshPolicyInput } from './refresh-policy.ts';

/** An opening reads the to-dos again only when the last read is at least this old. */
export const TODO_READ_GAP_MS = 15 * 60_000;

/** `open`: the view or the submenu opened (the engine's own doing); `press`: the person pressed Refresh. */
export type TodoReadAsk = 'open' | 'press';

export interface TodoReadInput {
  readonly ask: TodoReadAsk;
  readonly now: number;
  /** Epoch ms of the last successful to-do read; null: never read. */
  readonly readAt: number | null;
  /** Epoch ms of the last read tried, answered or not: a failed one is not tried again by an opening sooner either. */
  readonly attemptAt: number | null;
  /** What the running timer's reads are planned on (the quota among it). */
  readonly policy: RefreshPolicyInput;
}

export type TodoReadDecision = { readonly read: true } | { readonly read: false; readonly because: 'fresh' | 'tight' };

/** The day's requests are scarce: no spare read beyond what the hidden schedule needs (refresh-policy.ts). */
export function todosTight(policy: RefreshPolicyInput): boolean {
  return policy.quota !== null && allowance(policy).spare < 1;
}

export function decideTodoRead(i: TodoReadInput): TodoReadDecision {
  if (i.ask === 'press') return { read: true };
  const last = Math.max(i.readAt ?? Number.NEGATIVE_INFINITY, i.attemptAt ?? Number.NEGATIVE_INFINITY);
  if (i.now - last < TODO_READ_GAP_MS) return { read: false, because: 'fresh' };
  if (todosTight(i.policy)) return { read: false, because: 'tight' };
  return { read: true };
}
