// The patterns a person writes for window titles and applications: plain text where `*`
// stands for any text, matched against the whole title, case aside ("*bank*", "* - Mozilla
// Firefox"). A rewrite's replacement may put back what each `*` matched: `{1}`, `{2}`...
// ("* — Visual Studio Code" -> "{1}" keeps the file's name). No regular expressions: a person
// cannot write one that hangs Stint, and every pattern means what it reads. Pure.

const MAX_PATTERN = 200;

/** Why `pattern` cannot serve, in words for the field; null: it can. */
export function patternProblem(pattern: string): string | null {
  if (pattern.trim() === '') return 'must not be empty';
  if (pattern.length > MAX_PATTERN) return `must be at most ${MAX_PATTERN} characters`;
  if (/^\*+$/.test(pattern.trim())) return 'must hold some text besides *: it would match every window';
  return null;
}

const cache = new Map<string, RegExp>();

function compiled(pattern: string): RegExp {
  let re = cache.get(pattern);
  if (!re) {
    // Runs of `*` are one: "a**b" is "a*b", and never two lazy groups fighting over the same text.
    const parts = pattern.trim().replace(/\*+/g, '*').split('*').map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    re = new RegExp(`^${parts.join('(.*?)')}$`, 'is');
    if (cache.size > 500) cache.clear();
    cache.set(pattern, re);
  }
  return re;
}

/** Whether `text` matches `pattern` whole (case aside); a pattern with a problem matches nothing. */
export function matches(pattern: string, text: string): boolean {
  return patternProblem(pattern) === null && compiled(pattern).test(text.trim());
}

/** `text` rewritten by the first of `rewrites` it matches (`{n}`: what the n-th `*` matched); unchanged when none does. */
export function rewritten(text: string, rewrites: readonly { readonly pattern: string; readonly replacement: string }[]): string {
  for (const r of rewrites) {
    if (patternProblem(r.pattern) !== null) continue;
    const m = compiled(r.pattern).exec(text.trim());
    if (m) return r.replacement.replace(/\{(\d)\}/g, (_, n: string) => m[Number(n)] ?? '').trim();
  }
  return text;
}

/** A title as the pattern of a learned rule: itself, its spaces as one (a rare `*` in it then stands for any text). */
export const patternOf = (title: string): string => title.trim().replace(/\s+/g, ' ');
