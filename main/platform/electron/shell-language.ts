// The language of the shell's own words (issue 72): its notifications, dialogs, menu and the
// Settings lines it reports. Once the engine runs it is the snapshot's `language`, so a
// change in Settings reaches the shell's next words. Before the engine exists (the data
// folder's lock at start, the session store chosen in shell-ports.ts, an update that failed
// in the last run) it is the person's Settings choice read from settings.json when it is
// there and valid, else the system's languages: what the engine will choose once it reads
// the same file (engine-language.ts).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_CHOICES, languageInUse, type Language, type LanguageChoice } from '../../i18n/languages.ts';
import { wordsFor, type I18n } from '../../i18n/words.ts';
import type { Stint } from '../../core/stint.ts';
import type { ShellApp } from './shell-electron.ts';

/** The language in use from what settings.json holds (`unknown`: anything, or nothing) and the system's preferred languages. */
export function shellLanguage(stored: unknown, systemLanguages: readonly string[]): Language {
  const choice = stored !== null && typeof stored === 'object' ? (stored as Record<string, unknown>).language : undefined;
  const valid = LANGUAGE_CHOICES.find((c) => c === choice);
  return languageInUse(valid ?? ('system' satisfies LanguageChoice), systemLanguages);
}

/**
 * settings.json of `userData` as JSON, or undefined when it is missing or unreadable. Only
 * read: the settings store keeps a damaged file aside later, once the folder is locked.
 */
export function storedSettings(userData: string): unknown {
  try {
    return JSON.parse(readFileSync(join(userData, 'settings.json'), 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** The language before the engine runs: Settings' choice in the app's settings.json, else the system's. */
export function languageAtStart(app: Pick<ShellApp, 'getPath' | 'getPreferredSystemLanguages'>): Language {
  return shellLanguage(storedSettings(app.getPath('userData')), app.getPreferredSystemLanguages());
}

/** The shell's words now: before the engine, from settings.json and the system; after `follow`, the snapshot's. */
export interface ShellWords {
  now(): I18n;
  /** From here on the engine's language (the snapshot's). */
  follow(stint: Pick<Stint, 'snapshot'>): void;
}

export function shellWords(before: () => Language): ShellWords {
  let engine: Pick<Stint, 'snapshot'> | null = null;
  // Read once, when first needed: nothing changes settings.json before the engine runs (the folder is this Stint's).
  let start: Language | null = null;
  return {
    now: () => wordsFor(engine !== null ? engine.snapshot().language : (start ??= before())),
    follow(stint) {
      engine = stint;
    },
  };
}
