// Words for a refused settings patch: the settings module's own messages ("must be a whole
// number of minutes from 1 to 120"), so a field refused at the IPC boundary reads the same
// as one the engine refuses. The patch schema is derived from the same field schemas, so a
// field it refuses is one `validateField` refuses too.

import { FIELD_NAMES, validateField } from '../core/settings/settings-schema.ts';
import { sourceWords, type I18n } from '../i18n/words.ts';

function valueAt(v: unknown, path: readonly string[]): unknown {
  let cur = v;
  for (const part of path) {
    if (cur === null || typeof cur !== 'object' || !Object.hasOwn(cur, part)) return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

/** The settings module's message for the dotted field `name` of `patch`, if it has one, in the words of `i18n`. */
export function settingsFieldMessage(patch: unknown, name: string, i18n: I18n = sourceWords()): string | undefined {
  const setting = FIELD_NAMES.find((f) => name === f || name.startsWith(`${f}.`));
  if (setting === undefined) return undefined;
  const errors = validateField(setting, valueAt(patch, setting.split('.')), 'strict', { i18n });
  return Object.hasOwn(errors, name) ? errors[name] : undefined;
}
