// A backend's sentences as the person reads them in English: a reason or a note comes as words
// said when shown (ActivityWords), so a test words it as Settings would, in the source language.
import type { ActivityAvailability, ActivityWords } from '../../../../main/core/ports.ts';
import type { BackendChoice } from '../../../../main/platform/node/activity/desktop-choice.ts';
import { cannotWords } from '../../../../main/platform/node/activity/desktop-words.ts';
import { sourceWords } from '../../../../main/i18n/words.ts';

export function english(words: ActivityWords): string {
  return typeof words === 'string' ? words : words(sourceWords());
}

/** The availability with its reason or note in English. */
export function inEnglish(a: ActivityAvailability): ActivityAvailability {
  if (!a.ok) return { ...a, reason: english(a.reason) };
  return a.note === undefined ? a : { ...a, note: english(a.note) };
}

/** Why no backend can see here, in English; '' when one can. */
export function reasonOf(choice: BackendChoice): string {
  return choice.kind === 'none' ? cannotWords(choice.why, sourceWords()) : '';
}

/** A watch's troubles, kept as the person would read them in English. */
export function englishTroubles(push: (reason: string) => void): (reason: ActivityWords) => void {
  return (reason) => push(english(reason));
}
