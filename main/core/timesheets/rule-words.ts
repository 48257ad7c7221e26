// A rounding rule said in words where it applies ("Each entry rounded up to 15 minutes"), so a
// billed figure never differs from the tracked one without the reason beside it.
import type { RoundingRule } from './rounding-rule.ts';

const minutes = (n: number): string => (n === 1 ? '1 minute' : `${n} minutes`);

/** "Each entry rounded up to 15 minutes, at least 30 minutes"; "The day's total rounded to the nearest 6 minutes". */
export function ruleWords(rule: RoundingRule): string {
  const what = rule.scope === 'entry' ? 'Each entry' : "The day's total";
  const how = rule.direction === 'nearest' ? `rounded to the nearest ${minutes(rule.to)}` : `rounded ${rule.direction} to ${minutes(rule.to)}`;
  const least = rule.minimum === null ? '' : `, each entry at least ${minutes(rule.minimum)}`;
  return `${what} ${how}${least}`;
}
