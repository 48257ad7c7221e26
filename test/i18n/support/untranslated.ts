// What of a text no catalog gave, for the checks in the pseudo-locale (en-XA): every catalog
// text is ⟦bracketed⟧ there, so a letter left outside the brackets and the data handed in is
// English the code wrote itself.

/** '' when every letter of `text` is in a ⟦catalog text⟧ or is one of `data`; else what is left. */
export function untranslated(text: string, data: readonly string[] = []): string {
  let rest = text;
  // Innermost first: a catalog text may hold another (a sentence around a reason).
  for (let before = ''; before !== rest; ) [before, rest] = [rest, rest.replace(/⟦[^⟦⟧]*⟧/g, ' ')];
  for (const d of [...data].sort((a, b) => b.length - a.length)) rest = rest.split(d).join(' ');
  return /\p{L}/u.test(rest) ? rest.trim() : '';
}
