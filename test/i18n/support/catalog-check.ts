// What makes a translated catalog complete: every message of the source catalog, nothing
// more, each with the same placeholders and the same plural and select arguments, and only
// the plural forms its language has (CLDR, through Intl.PluralRules) with `other` among
// them. Messages are read as Lingui compiles them (arrays of text and arguments).

import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

type Token = CompiledMessage[number];

/** Every argument of a message: `name` for a placeholder, `name:plural` for a choice, with the choices' keys. */
function argumentsOf(message: CompiledMessage | string, into: Map<string, Set<string>> = new Map()): Map<string, Set<string>> {
  if (typeof message === 'string') return into;
  for (const token of message as readonly Token[]) {
    if (typeof token === 'string') continue;
    const [name, format, choices] = token as [string, string?, Record<string, CompiledMessage | string>?];
    const key = format === undefined ? name : `${name}:${format}`;
    const keys = into.get(key) ?? new Set<string>();
    into.set(key, keys);
    if (choices !== undefined) {
      for (const [choice, branch] of Object.entries(choices)) {
        keys.add(choice);
        argumentsOf(branch, into);
      }
    }
  }
  return into;
}

/** What is wrong with `target` (a compiled catalog in `locale`) against `source`, in words; empty when nothing. */
export function catalogProblems(source: Readonly<Record<string, unknown>>, target: Readonly<Record<string, unknown>>, locale: string): string[] {
  const problems: string[] = [];
  const forms = new Set(new Intl.PluralRules(locale).resolvedOptions().pluralCategories as readonly string[]);
  for (const id of Object.keys(source)) if (!(id in target)) problems.push(`${locale}: ${id} is missing`);
  for (const id of Object.keys(target)) if (!(id in source)) problems.push(`${locale}: ${id} is not in the source catalog`);
  for (const id of Object.keys(source).filter((i) => i in target)) {
    const want = argumentsOf(source[id] as CompiledMessage);
    const got = argumentsOf(target[id] as CompiledMessage);
    const names = (m: Map<string, Set<string>>) => [...m.keys()].sort().join(', ');
    if (names(want) !== names(got)) problems.push(`${locale}: ${id} has {${names(got)}} where the source has {${names(want)}}`);
    for (const [key, keys] of got) {
      if (!key.endsWith(':plural')) continue;
      if (!keys.has('other')) problems.push(`${locale}: ${id} has no 'other' form for ${key}`);
      // An exact choice (`=0`, compiled as `0`) is every language's.
      const foreign = [...keys].filter((k) => !k.startsWith('=') && !/^\d+$/.test(k) && !forms.has(k));
      if (foreign.length > 0) problems.push(`${locale}: ${id} has plural forms ${foreign.join(', ')} that ${locale} does not use`);
    }
  }
  return problems;
}
