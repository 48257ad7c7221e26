// When the day's tracked time reaches its target, and when it passes it by the margin the
// person set, they are told once each, on working days only. "Once" is per day and
// threshold, remembered across restarts: a read that moves the total back and forth, or a
// restart, never tells it twice. When both are crossed at once (a long entry typed in, or a
// first read late in the day) only the later one is said, and both are remembered.

import { formatDuration } from '../views/totals.ts';
import type { I18n } from '../../i18n/words.ts';

export type TargetThreshold = 'reached' | 'passed';

export interface TargetNoticeInput {
  readonly date: string;
  readonly workingDay: boolean;
  readonly targetSeconds: number;
  /** Today's total now, the running entry included. */
  readonly doneSeconds: number;
  /** How far past the target the second notice comes; null: no second notice. */
  readonly marginSeconds: number | null;
}

export function targetNoticeKey(date: string, threshold: TargetThreshold): string {
  return `${date}:${threshold}`;
}

function applies(i: TargetNoticeInput): boolean {
  return i.workingDay && i.targetSeconds > 0;
}

/** The notice due now, if any (the later threshold first), and not told before. */
export function targetNoticeDue(i: TargetNoticeInput, told: ReadonlySet<string>): TargetThreshold | null {
  if (!applies(i)) return null;
  const passed = told.has(targetNoticeKey(i.date, 'passed'));
  if (i.marginSeconds !== null && i.doneSeconds >= i.targetSeconds + i.marginSeconds) return passed ? null : 'passed';
  if (i.doneSeconds >= i.targetSeconds) return passed || told.has(targetNoticeKey(i.date, 'reached')) ? null : 'reached';
  return null;
}

/** What telling `threshold` settles: the passed notice settles the reached one too. */
export function targetNoticeKeys(date: string, threshold: TargetThreshold): string[] {
  return threshold === 'passed' ? [targetNoticeKey(date, 'reached'), targetNoticeKey(date, 'passed')] : [targetNoticeKey(date, 'reached')];
}

/**
 * Milliseconds until a timer running now crosses the next threshold not told yet (for the
 * engine's wake-up); null when none is ahead.
 */
export function nextTargetCrossingMs(i: TargetNoticeInput, told: ReadonlySet<string>): number | null {
  if (!applies(i)) return null;
  const ahead: number[] = [];
  if (!told.has(targetNoticeKey(i.date, 'reached')) && !told.has(targetNoticeKey(i.date, 'passed'))) ahead.push(i.targetSeconds);
  if (i.marginSeconds !== null && !told.has(targetNoticeKey(i.date, 'passed'))) ahead.push(i.targetSeconds + i.marginSeconds);
  const next = ahead.filter((at) => at > i.doneSeconds).sort((a, b) => a - b)[0];
  return next === undefined ? null : (next - i.doneSeconds) * 1000;
}

/** The notice's words, in the whole minutes the tray shows. */
export function targetNoticeText(threshold: TargetThreshold, i: Pick<TargetNoticeInput, 'targetSeconds' | 'doneSeconds'>, i18n: I18n): { title: string; body: string } {
  const done = Math.max(0, Math.floor(i.doneSeconds / 60)) * 60;
  const target = Math.max(0, Math.floor(i.targetSeconds / 60)) * 60;
  const body = i18n._({ id: 'target.body', message: '{done} tracked today; the target is {target}.', values: { done: formatDuration(done), target: formatDuration(target) } });
  if (threshold === 'reached') return { title: i18n._({ id: 'target.reached', message: "Today's target reached" }), body };
  return { title: i18n._({ id: 'target.passed', message: "{over} past today's target", values: { over: formatDuration(Math.max(0, done - target)) } }), body };
}
