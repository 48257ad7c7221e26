// What an activity rule can match on (issue 73, item 3), in the words of the rule forms (New
// rule… and a rule's Edit): each matcher's name, its field's label and its hint. Every matcher a
// rule gives must match.

export type Kind = 'app' | 'title' | 'allWords' | 'anyWords' | 'domain' | 'regex';

export const KINDS: readonly { readonly kind: Kind; readonly option: string; readonly label: string; readonly hint: string }[] = [
  { kind: 'app', option: 'The application', label: 'Application matches', hint: 'Its name, such as Figma. * stands for any text.' },
  { kind: 'title', option: 'A title pattern', label: 'Title matches', hint: 'The whole title, case aside. * stands for any text: *invoice*.' },
  { kind: 'allWords', option: 'All of these words', label: 'Words the title has, all of them', hint: 'Whole words, in any order, case aside: design review.' },
  { kind: 'anyWords', option: 'Any of these words', label: 'Words the title has, one is enough', hint: 'Whole words, case aside: invoice receipt.' },
  { kind: 'domain', option: 'The web domain', label: 'Web domain', hint: 'Such as github.com (its subdomains too): the page’s address, else a domain in the title.' },
  { kind: 'regex', option: 'A regular expression', label: 'Regular expression', hint: 'Found anywhere in the title, case aside (RE2: no backreferences or lookarounds).' },
];
