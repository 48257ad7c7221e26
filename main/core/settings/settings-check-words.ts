// What a valid value of each setting is, in the person's language: the words of the checks of
// settings-schema.ts. A check's message is said as a field error of the settings command ("must
// be a whole number of minutes from 1 to 120", which the window starts a sentence with) and
// inside a settings problem ("... could not be read as stored (it must be ...)"), so each is a
// function of the `i18n` of the moment it is said, never a string fixed when this loads. What
// is typed in a settings file stays as typed in every language: true, false, null, system,
// 12h, stable, HH:MM, the shapes in braces. Pure.

import type { I18n } from '../../i18n/words.ts';

/** A check's words, said in the language of the `i18n` given. */
export type CheckWords = (i18n: I18n) => string;

export const trueOrFalse: CheckWords = (i18n) => i18n._({ id: 'settings.check.boolean', message: 'must be true or false' });

/** A whole number of minutes from `min` to `max`. */
export const wholeMinutes =
  (min: number, max: number): CheckWords =>
  (i18n) =>
    i18n._({ id: 'settings.check.minutes', message: 'must be a whole number of minutes from {min} to {max}', values: { min, max } });

export const stillWorkingMinutes: CheckWords = (i18n) => i18n._({ id: 'settings.check.stillWorking', message: 'must be a whole number of minutes from 0 to 240, or null (never ask)' });
export const workingHoursWords: CheckWords = (i18n) => i18n._({ id: 'settings.check.workingHours', message: 'must be the hours of your account, or days with one or more windows of time' });
export const shortcutWords: CheckWords = (i18n) =>
  i18n._({ id: 'settings.check.shortcut', message: 'must be a key with at least one modifier, such as {example}; leave it empty for no shortcut', values: { example: 'CommandOrControl+Shift+T' } });
export const screenPlace: CheckWords = (i18n) => i18n._({ id: 'settings.check.screenPlace', message: 'must be a place on screen {shape} in whole pixels, or null', values: { shape: '{x, y}' } });
export const themeWords: CheckWords = (i18n) => i18n._({ id: 'settings.check.theme', message: 'must be system, light or dark' });

/** One of `choices`, as typed. */
export const oneOf =
  (choices: readonly string[]): CheckWords =>
  (i18n) =>
    i18n._({ id: 'settings.check.oneOf', message: 'must be one of {choices}', values: { choices: choices.join(', ') } });

export const clockWords: CheckWords = (i18n) => i18n._({ id: 'settings.check.clock', message: 'must be system, 12h or 24h' });
export const weekStartWords: CheckWords = (i18n) => i18n._({ id: 'settings.check.weekStart', message: 'must be system, or a day from 0 (Sunday) to 6 (Saturday)' });
export const channelWords: CheckWords = (i18n) => i18n._({ id: 'settings.check.channel', message: 'must be stable or beta' });
export const focusSessions: CheckWords = (i18n) => i18n._({ id: 'settings.check.focusSessions', message: 'must be a whole number of focus sessions from 1 to 12' });
export const hoursPerDay: CheckWords = (i18n) => i18n._({ id: 'settings.check.hoursPerDay', message: 'must be a number of hours from 0 (no target) to 24, or null (the hours of your account)' });
export const targetDays: CheckWords = (i18n) => i18n._({ id: 'settings.check.targetDays', message: 'must list days 0 (Sunday) to 6 (Saturday), each once, at least one; or null (the days of your account)' });
export const passedMargin: CheckWords = (i18n) => i18n._({ id: 'settings.check.passedMargin', message: 'must be a whole number of minutes from 0 to 480, or null (no notice past the target)' });
export const keepDays: CheckWords = (i18n) => i18n._({ id: 'settings.check.keepDays', message: 'must be a whole number of days from 1 to 365' });
export const appNames: CheckWords = (i18n) => i18n._({ id: 'settings.check.appNames', message: 'must list application names, each with some text, at most 200' });
export const titlePatterns: CheckWords = (i18n) => i18n._({ id: 'settings.check.titlePatterns', message: 'must list title patterns, each with some text besides * (which stands for any text), at most 200 characters' });
export const rewritesWords: CheckWords = (i18n) =>
  i18n._({ id: 'settings.check.rewrites', message: 'must be title patterns (some text besides *, at most 200 characters), each with what it becomes ({marker} puts back what the first * matched)', values: { marker: '{1}' } });
export const shortestEntry: CheckWords = (i18n) => i18n._({ id: 'settings.check.shortestEntry', message: 'must be a whole number of seconds from 5 to 3600' });
export const bridgeMinutes: CheckWords = (i18n) => i18n._({ id: 'settings.check.bridge', message: 'must be a whole number of minutes from 0 (no break bridged) to 60' });
export const currencyWords: CheckWords = (i18n) => i18n._({ id: 'settings.check.currency', message: 'must be a currency code of three capital letters, such as EUR or USD, or null (none named)' });
export const roundingWords: CheckWords = (i18n) => i18n._({ id: 'settings.check.rounding', message: 'must be the rounding rules: an object with account, customers and projects, or null (no rounding)' });
export const versionWords: CheckWords = (i18n) => i18n._({ id: 'settings.check.version', message: 'must be a version such as 1.4.0, or null' });
export const installIdWords: CheckWords = (i18n) => i18n._({ id: 'settings.check.installId', message: 'must be 8 to 64 letters, digits or dashes' });
export const addressWords: CheckWords = (i18n) => i18n._({ id: 'settings.check.address', message: 'must be an http or https address, or null' });
export const emailWords: CheckWords = (i18n) => i18n._({ id: 'settings.check.email', message: 'must be an email address, or null' });
export const accountIdWords: CheckWords = (i18n) => i18n._({ id: 'settings.check.accountId', message: 'must be an account id without spaces, or null' });

// The parts of the working hours, each said on its own.
export const workDays: CheckWords = (i18n) => i18n._({ id: 'settings.check.workDays', message: 'must list days 0 (Sunday) to 6 (Saturday), each once, at least one' });
export const windowCount: CheckWords = (i18n) => i18n._({ id: 'settings.check.windowCount', message: 'must have from 1 to 12 windows' });
export const windowStart: CheckWords = (i18n) => i18n._({ id: 'settings.check.windowStart', message: 'must be a time HH:MM from 00:00 to 23:59' });
export const windowEnd: CheckWords = (i18n) => i18n._({ id: 'settings.check.windowEnd', message: 'must be a time HH:MM, at most 24:00' });
export const windowShape: CheckWords = (i18n) => i18n._({ id: 'settings.check.windowShape', message: 'must be {shape}', values: { shape: '{start, end}' } });
export const endsAfterStart: CheckWords = (i18n) => i18n._({ id: 'settings.check.endsAfterStart', message: 'must end after it starts' });

/** A window that overlaps the `window`-th (counted from 1, as the person numbers them). */
export const overlapsWindow = (window: number, i18n: I18n): string => i18n._({ id: 'settings.check.overlaps', message: 'overlaps window {window}', values: { window } });

// What a patch is refused with beside a value's own check.
export const unknownSetting: CheckWords = (i18n) => i18n._({ id: 'settings.check.unknown', message: 'unknown setting' });
export const isRequired: CheckWords = (i18n) => i18n._({ id: 'settings.check.required', message: 'is required' });
export const noSecrets: CheckWords = (i18n) => i18n._({ id: 'settings.check.noSecrets', message: 'settings never hold a token, password or secret' });
export const managedByStint: CheckWords = (i18n) => i18n._({ id: 'settings.check.managed', message: 'is managed by Stint and cannot be changed' });
export const notAPatch: CheckWords = (i18n) => i18n._({ id: 'settings.check.notPatch', message: 'must be an object of the settings to change' });
