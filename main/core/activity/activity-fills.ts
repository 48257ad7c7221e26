// What a gap offers from the activity inside it (issue 62, item 5): "Fill with <what was
// done>". The fill takes the time the record shows the person at the computer inside the gap
// (stretches closer than the longest break bridged joined: a moment between two windows is
// the same work), never more than the gap, whole seconds, no part shorter than the shortest
// entry (both the person's settings, merge-parts.ts; 5 minutes and a minute by default). The work is the rule that matches most of that time (rules in the
// person's order); with no rule, the person picks the project and the offer names the
// window they spent most of it in. Pure.

import type { Span } from '../time/entry-span.ts';
import { mergedParts, type MergeRules } from './merge-parts.ts';
import { grouped, within, type AppTime } from './activity-day.ts';
import type { Stretch } from './activity-lines.ts';
import { ruleForWindow, type ActivityRule } from './activity-rules.ts';

export interface ActivityWork {
  readonly projectId: number;
  readonly taskId: number | null;
  readonly description: string;
  readonly ruleId: string;
  readonly accountKey: string;
}

export interface ActivityFill {
  readonly date: string;
  readonly gap: Span;
  /** What was done inside the gap, by application and title, the longest first. */
  readonly done: readonly AppTime[];
  /** What a fill takes: the time at the computer inside the gap, breaks bridged, whole seconds, each at least the shortest entry. */
  readonly parts: readonly Span[];
  /** Seconds of `parts` that are breaks bridged (the longest break bridged adds them). */
  readonly bridgedSeconds: number;
  /** Seconds at the computer left out, in parts shorter than the shortest entry. */
  readonly droppedSeconds: number;
  /** What was done, in a few words: the rule's description, else the window most of the time went to. */
  readonly label: string;
  /** The work a rule gives it; null: the person picks it. */
  readonly work: ActivityWork | null;
}

const nameOf = (s: { readonly app: string; readonly title: string }): string => s.title || s.app;

/** The title (or application) that holds the most of `stretches`' time. */
function longest(stretches: readonly Stretch[]): string {
  const by = new Map<string, number>();
  for (const s of stretches) by.set(nameOf(s), (by.get(nameOf(s)) ?? 0) + s.end - s.start);
  return [...by].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? '';
}

/** The offer of one gap; null when the record shows nothing of a minute inside it. */
export function fillOfGap(gap: Span & { readonly date: string }, stretches: readonly Stretch[], rules: readonly ActivityRule[], merge: MergeRules): ActivityFill | null {
  const inside = within(stretches, gap);
  const { parts, bridgedSeconds, droppedSeconds } = mergedParts(inside, merge);
  if (parts.length === 0) return null;
  const byRule = new Map<string, { rule: ActivityRule; ms: number; stretches: Stretch[] }>();
  for (const s of inside) {
    const rule = ruleForWindow(rules, s);
    if (!rule) continue;
    const held = byRule.get(rule.id) ?? { rule, ms: 0, stretches: [] };
    held.ms += s.end - s.start;
    held.stretches.push(s);
    byRule.set(rule.id, held);
  }
  const best = [...byRule.values()].sort((a, b) => b.ms - a.ms)[0];
  const base = { date: gap.date, gap: { start: gap.start, end: gap.end }, done: grouped(inside), parts, bridgedSeconds, droppedSeconds };
  if (!best) return { ...base, label: longest(inside), work: null };
  const description = best.rule.description ?? longest(best.stretches);
  return { ...base, label: description, work: { projectId: best.rule.projectId, taskId: best.rule.taskId, description, ruleId: best.rule.id, accountKey: best.rule.accountKey } };
}

/** Every gap's offer, by start (gaps the record shows nothing in left out). */
export function activityFills(gaps: readonly (Span & { readonly date: string })[], stretches: readonly Stretch[], rules: readonly ActivityRule[], merge: MergeRules): ActivityFill[] {
  return gaps.flatMap((g) => fillOfGap(g, stretches, rules, merge) ?? []).sort((a, b) => a.gap.start - b.gap.start);
}

/** The window a booking of `span` was mostly spent in (what "always book ... to ..." names); null: nothing recorded in it. */
export function mostlyIn(span: Span, stretches: readonly Stretch[]): { readonly app: string; readonly title: string } | null {
  const inside = within(stretches, span);
  const by = new Map<string, { app: string; title: string; ms: number }>();
  for (const s of inside) {
    const k = `${s.app}\u0000${s.title}`;
    const h = by.get(k) ?? { app: s.app, title: s.title, ms: 0 };
    h.ms += s.end - s.start;
    by.set(k, h);
  }
  const best = [...by.values()].sort((a, b) => b.ms - a.ms)[0];
  return best ? { app: best.app, title: best.title } : null;
}
