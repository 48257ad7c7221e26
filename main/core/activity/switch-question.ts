// A nudge, not a nag (issue 62, item 6): when a rule says the person has been working on
// something other than the running timer for a while (`switchMinutes`, 5 by default), one
// quiet question: "Switch to Acme · Design?". Never outside working hours, never while no
// timer runs, never twice for the same stretch of work, and off with one setting. Pure.

import type { Span } from '../time/entry-span.ts';
import type { Stretch } from './activity-lines.ts';
import { ruleForWindow, type ActivityRule } from './activity-rules.ts';

export interface SwitchInput {
  /** Today's stretches by start, the one under way last (ending now). */
  readonly stretches: readonly Stretch[];
  readonly rules: readonly ActivityRule[];
  /** What the timer books to; null: no timer runs. */
  readonly running: { readonly accountKey: string; readonly projectId: number; readonly taskId: number | null } | null;
  readonly now: number;
  readonly minutes: number;
  readonly enabled: boolean;
  /** The day's working hours as instants. */
  readonly windows: readonly Span[];
  /** When the stretch of work last asked about (or answered) began: not asked again. */
  readonly asked: number | null;
}

/** A moment between two windows of the same work does not end it. */
const JOIN_MS = 1_000;

/** The rule the person has followed up to now without a break, and since when; null: none. */
export function currentWork(stretches: readonly Stretch[], rules: readonly ActivityRule[], now: number): { readonly rule: ActivityRule; readonly since: number } | null {
  const last = stretches[stretches.length - 1];
  if (!last || now - last.end > JOIN_MS) return null;
  const rule = ruleForWindow(rules, last);
  if (!rule) return null;
  let since = last.start;
  for (let i = stretches.length - 2; i >= 0; i--) {
    const s = stretches[i]!;
    if (since - s.end > JOIN_MS || ruleForWindow(rules, s)?.id !== rule.id) break;
    since = s.start;
  }
  return { rule, since };
}

/** The rule to ask about switching to, and since when its work runs; null: nothing to ask. */
export function switchQuestion(input: SwitchInput): { readonly rule: ActivityRule; readonly since: number } | null {
  if (!input.enabled || input.running === null) return null;
  if (!input.windows.some((w) => w.start <= input.now && input.now < w.end)) return null;
  const work = currentWork(input.stretches, input.rules, input.now);
  if (work === null || input.now - work.since < input.minutes * 60_000 || work.since === input.asked) return null;
  const r = input.running;
  const same = work.rule.accountKey === r.accountKey && work.rule.projectId === r.projectId && (work.rule.taskId === null || work.rule.taskId === r.taskId);
  return same ? null : work;
}

/**
 * What "Switch" starts the timer with, shown in the question so that a click sends what it
 * showed: the rule's description, or the title of the first window of the work (fixed for
 * the stretch of work the question is about, so the question never changes under the
 * person's hand); '' where that window has no title.
 */
export function switchDescription(work: { readonly rule: ActivityRule; readonly since: number }, stretches: readonly Stretch[]): string {
  return work.rule.description ?? stretches.find((s) => s.start === work.since)?.title ?? '';
}
