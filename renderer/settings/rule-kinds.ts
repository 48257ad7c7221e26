// What an activity rule can match on (issue 73, item 3), in the words of the rule forms (New
// rule… and a rule's Edit): each matcher's name, its field's label, its hint, and its hint in
// Edit (with what empty means there). Every matcher a rule gives must match. Worded when drawn.

import { i18n } from '../i18n/words.ts';

export type Kind = 'app' | 'title' | 'allWords' | 'anyWords' | 'domain' | 'regex';

export const KINDS: readonly Kind[] = ['app', 'title', 'allWords', 'anyWords', 'domain', 'regex'];

export interface KindWords {
  /** The matcher's name in New rule's "Match on". */
  readonly option: string;
  readonly label: string;
  readonly hint: string;
  /** The hint in a rule's Edit, where every matcher shows and an empty one is not looked at. */
  readonly editHint: string;
}

export function kindWords(kind: Kind): KindWords {
  switch (kind) {
    case 'app':
      return {
        option: i18n._({ id: 'record.kind.app', message: 'The application' }),
        label: i18n._({ id: 'record.kind.app.label', message: 'Application matches' }),
        hint: i18n._({ id: 'record.kind.app.hint', message: 'Its name, such as Figma. * stands for any text.' }),
        editHint: i18n._({ id: 'record.kind.app.editHint', message: 'Empty: any application. * stands for any text.' }),
      };
    case 'title':
      return {
        option: i18n._({ id: 'record.kind.title', message: 'A title pattern' }),
        label: i18n._({ id: 'record.kind.title.label', message: 'Title matches' }),
        hint: i18n._({ id: 'record.kind.title.hint', message: 'The whole title, case aside. * stands for any text: *invoice*.' }),
        editHint: i18n._({ id: 'record.kind.title.editHint', message: 'Empty: any title.' }),
      };
    case 'allWords':
      return {
        option: i18n._({ id: 'record.kind.allWords', message: 'All of these words' }),
        label: i18n._({ id: 'record.kind.allWords.label', message: 'Words the title has, all of them' }),
        hint: i18n._({ id: 'record.kind.allWords.hint', message: 'Whole words, in any order, case aside: design review.' }),
        editHint: i18n._({ id: 'record.kind.allWords.editHint', message: 'Whole words, in any order, case aside: design review. Empty: not looked at.' }),
      };
    case 'anyWords':
      return {
        option: i18n._({ id: 'record.kind.anyWords', message: 'Any of these words' }),
        label: i18n._({ id: 'record.kind.anyWords.label', message: 'Words the title has, one is enough' }),
        hint: i18n._({ id: 'record.kind.anyWords.hint', message: 'Whole words, case aside: invoice receipt.' }),
        editHint: i18n._({ id: 'record.kind.anyWords.editHint', message: 'Whole words, case aside: invoice receipt. Empty: not looked at.' }),
      };
    case 'domain':
      return {
        option: i18n._({ id: 'record.kind.domain', message: 'The web domain' }),
        label: i18n._({ id: 'record.kind.domain.label', message: 'Web domain' }),
        hint: i18n._({ id: 'record.kind.domain.hint', message: 'Such as github.com (its subdomains too): the page’s address, else a domain in the title.' }),
        editHint: i18n._({ id: 'record.kind.domain.editHint', message: 'Such as github.com (its subdomains too): the page’s address, else a domain in the title. Empty: not looked at.' }),
      };
    case 'regex':
      return {
        option: i18n._({ id: 'record.kind.regex', message: 'A regular expression' }),
        label: i18n._({ id: 'record.kind.regex.label', message: 'Regular expression' }),
        hint: i18n._({ id: 'record.kind.regex.hint', message: 'Found anywhere in the title, case aside (RE2: no backreferences or lookarounds).' }),
        editHint: i18n._({ id: 'record.kind.regex.editHint', message: 'Found anywhere in the title, case aside (RE2: no backreferences or lookarounds). Empty: not looked at.' }),
      };
  }
}
