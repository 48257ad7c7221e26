// A rounding rule said in words where it applies ("Each entry rounded up to 15 minutes"), so a
// billed figure never differs from the tracked one without the reason beside it.
import type { RoundingRule } from './rounding-rule.ts';
import { sourceWords, type I18n } from '../../i18n/words.ts';

/** "Each entry rounded up to 15 minutes, at least 30 minutes"; "The day's total rounded to the nearest 6 minutes"; in the words of `i18n` (English when none is given). */
export function ruleWords(rule: RoundingRule, i18n: I18n = sourceWords()): string {
  const values = { to: rule.to };
  // One message a scope and a direction: the words around the length change with both, language by language.
  const how =
    rule.scope === 'entry'
      ? rule.direction === 'nearest'
        ? i18n._({ id: 'rounding.rule.entryNearest', message: 'Each entry rounded to the nearest {to, plural, one {{to} minute} other {{to} minutes}}', values })
        : rule.direction === 'up'
          ? i18n._({ id: 'rounding.rule.entryUp', message: 'Each entry rounded up to {to, plural, one {{to} minute} other {{to} minutes}}', values })
          : i18n._({ id: 'rounding.rule.entryDown', message: 'Each entry rounded down to {to, plural, one {{to} minute} other {{to} minutes}}', values })
      : rule.direction === 'nearest'
        ? i18n._({ id: 'rounding.rule.dayNearest', message: "The day's total rounded to the nearest {to, plural, one {{to} minute} other {{to} minutes}}", values })
        : rule.direction === 'up'
          ? i18n._({ id: 'rounding.rule.dayUp', message: "The day's total rounded up to {to, plural, one {{to} minute} other {{to} minutes}}", values })
          : i18n._({ id: 'rounding.rule.dayDown', message: "The day's total rounded down to {to, plural, one {{to} minute} other {{to} minutes}}", values });
  if (rule.minimum === null) return how;
  return i18n._({ id: 'rounding.rule.minimum', message: '{rule}, each entry at least {minimum, plural, one {{minimum} minute} other {{minimum} minutes}}', values: { rule: how, minimum: rule.minimum } });
}
