// Why a rule's match cannot serve, said in the person's language: the matchers (title-patterns.ts,
// rule-matchers.ts) answer what is wrong as data, and this words it with the field's name, one
// sentence a problem, so that no sentence is glued from translated pieces. Pure.

import type { I18n } from '../../i18n/words.ts';

/** What is wrong with one field of a match; `most` a limit, `word` a word the person typed, `why` RE2's own words. */
export type MatchProblem =
  | { readonly kind: 'empty' }
  | { readonly kind: 'tooLong'; readonly most: number }
  | { readonly kind: 'onlyStars' }
  | { readonly kind: 'noWords' }
  | { readonly kind: 'tooManyWords'; readonly most: number }
  | { readonly kind: 'notOneWord'; readonly word: string; readonly most: number }
  | { readonly kind: 'notDomain' }
  | { readonly kind: 'cannotRun'; readonly why: string }
  | { readonly kind: 'matchesEmpty' };

/** The fields of a match, by their key in it (and in a rules file). */
export type MatchField = 'app' | 'title' | 'allWords' | 'anyWords' | 'domain' | 'regex';

/** A field's name as the sentences below say it, in the words of `i18n`. */
export function matchFieldName(field: MatchField, i18n: I18n): string {
  switch (field) {
    case 'app':
      return i18n._({ id: 'activity.match.field.app', message: 'application pattern' });
    case 'title':
      return i18n._({ id: 'activity.match.field.title', message: 'title pattern' });
    case 'allWords':
      return i18n._({ id: 'activity.match.field.allWords', message: 'list of words (all)' });
    case 'anyWords':
      return i18n._({ id: 'activity.match.field.anyWords', message: 'list of words (any)' });
    case 'domain':
      return i18n._({ id: 'activity.match.field.domain', message: 'web domain' });
    case 'regex':
      return i18n._({ id: 'activity.match.field.regex', message: 'regular expression' });
  }
}

/** "The title pattern must not be empty.": `problem` of `field`, in the words of `i18n`. */
export function matchProblemWords(field: MatchField, problem: MatchProblem, i18n: I18n): string {
  const name = matchFieldName(field, i18n);
  switch (problem.kind) {
    case 'empty':
      return i18n._({ id: 'activity.match.empty', message: 'The {field} must not be empty.', values: { field: name } });
    case 'tooLong':
      return i18n._({ id: 'activity.match.tooLong', message: 'The {field} must be at most {most} characters.', values: { field: name, most: problem.most } });
    case 'onlyStars':
      return i18n._({ id: 'activity.match.onlyStars', message: 'The {field} must hold some text besides *: it would match every window.', values: { field: name } });
    case 'noWords':
      return i18n._({ id: 'activity.match.noWords', message: 'The {field} needs at least one word.', values: { field: name } });
    case 'tooManyWords':
      return i18n._({ id: 'activity.match.tooManyWords', message: 'The {field} may hold at most {most} words.', values: { field: name, most: problem.most } });
    case 'notOneWord':
      return i18n._({ id: 'activity.match.notOneWord', message: 'The {field} holds “{word}”, which is not one word of letters or digits (at most {most}).', values: { field: name, word: problem.word, most: problem.most } });
    case 'notDomain':
      return i18n._({ id: 'activity.match.notDomain', message: 'The {field} must be a web domain such as github.com (no https://, no path).', values: { field: name } });
    case 'cannotRun':
      return i18n._({ id: 'activity.match.cannotRun', message: 'The {field} is not one Stint can run ({why}); write it without backreferences or lookarounds.', values: { field: name, why: problem.why } });
    case 'matchesEmpty':
      return i18n._({ id: 'activity.match.matchesEmpty', message: 'The {field} matches an empty title: it would match every window.', values: { field: name } });
  }
}
