// The title patterns' own unit tests (main/core/activity/title-patterns.ts): what a pattern
// matches, what each `*` puts back in a rewrite, which patterns cannot serve, and the work a
// match does, counted in code units compared (issue 68: a pattern of 11 `*` held the engine's
// thread 6.4 s against a 118-character title; the work must grow with the title, not explode).
// The captures are checked against the regular expression of lazy groups the matcher replaced,
// on random patterns and titles: the same text in every `{n}`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { captures, matches, patternOf, patternProblem, rewritten, type Meter } from '../../../main/core/activity/title-patterns.ts';
import { matchProblemWords } from '../../../main/core/activity/match-problems.ts';
import { sourceWords } from '../../../main/i18n/words.ts';

/** Why a title pattern cannot serve, as the person reads it in English; null: it can. */
const said = (pattern: string): string | null => {
  const problem = patternProblem(pattern);
  return problem === null ? null : matchProblemWords('title', problem, sourceWords());
};

test('a pattern that cannot serve says why; one that can, null', () => {
  assert.equal(said(''), 'The title pattern must not be empty.');
  assert.equal(said('   '), 'The title pattern must not be empty.');
  assert.equal(said('x'.repeat(201)), 'The title pattern must be at most 200 characters.');
  assert.equal(said('x'.repeat(200)), null);
  assert.equal(said(' *** '), 'The title pattern must hold some text besides *: it would match every window.');
  assert.equal(said('*'), 'The title pattern must hold some text besides *: it would match every window.');
  assert.equal(said('*a*'), null);
  assert.equal(said('a'), null);
  assert.equal(said('* *'), null, 'a space between two * is some text');
});

test('the whole title, case aside, spaces around it aside', () => {
  assert.equal(matches('*bank*', 'My Bank — Firefox'), true);
  assert.equal(matches('bank', 'My Bank'), false, 'the whole title, not a part of it');
  assert.equal(matches('bank', 'bank'), true);
  assert.equal(matches('BANK', '  bank  '), true);
  assert.equal(matches('  bank  ', 'bank'), true, 'the pattern is trimmed too');
  assert.equal(matches('bank', 'banks'), false);
  assert.equal(matches('bank', 'ban'), false);
  assert.equal(matches('bank*', 'Bank of Acme'), true);
  assert.equal(matches('bank*', 'My bank'), false, 'a pattern without a leading * starts the title');
  assert.equal(matches('* - Mozilla Firefox', 'Mail - Mozilla Firefox'), true);
  assert.equal(matches('* - Mozilla Firefox', 'Mail - Mozilla Firefox (Private)'), false, 'ends the title');
  assert.equal(matches('a*b*c', 'a-b-c'), true);
  assert.equal(matches('a*b*c', 'a-c-b'), false, 'the pieces in their order');
  assert.equal(matches('a*c', 'ac'), true, 'a * may match nothing');
  assert.equal(matches('ab*ba', 'aba'), false, 'the first and the last piece never share a letter');
  assert.equal(matches('ab*ba', 'abba'), true);
  assert.equal(matches('*ab*b', 'xab'), false, 'a middle piece never reaches into the last');
  assert.equal(matches('*ab*b', 'xabb'), true);
  assert.equal(matches('a**b', 'a-b'), true, 'a run of * is one');
  assert.equal(matches('x*y', 'x\ny'), true, 'a * matches across a line break');
  assert.equal(matches('*.*', 'notes.md'), true, 'no character is special but *');
  assert.equal(matches('(*)', '(x)'), true);
  assert.equal(matches('*$^?+[]{}|\\*', 'a$^?+[]{}|\\b'), true);
  assert.equal(matches('a.c', 'abc'), false);
});

test('a pattern with a problem matches nothing, and is not used to rewrite', () => {
  assert.equal(matches('*', 'anything'), false);
  assert.equal(matches('', ''), false);
  assert.equal(matches('x'.repeat(201), 'x'.repeat(201)), false);
  assert.equal(rewritten('anything', [{ pattern: '**', replacement: 'gone' }]), 'anything');
});

test('case aside as a regular expression sets it aside: é is É; ſ is not s, nor ß SS', () => {
  assert.equal(matches('café*', 'CAFÉ CRÈME'), true);
  assert.equal(matches('*ß*', 'STRASSE'), false);
  assert.equal(matches('*ß*', 'Straße'), true);
  assert.equal(matches('*s*', 'ſ'), false, 'ſ upper-cases to ASCII S, which a regular expression without u does not count');
  assert.equal(matches('*ſ*', 'ſ'), true);
  assert.equal(matches('*k*', '\u212A'), false, 'the Kelvin sign is not K either');
  assert.equal(matches('i', 'İ'), false);
  assert.equal(matches('ı', 'I'), false, 'dotless ı upper-cases to ASCII I, kept apart as ſ is');
  assert.equal(matches('ÿ', 'Ÿ'), true, 'beyond Latin-1 both ways');
  assert.equal(matches('ς', 'σ'), true, 'final and medial sigma: both upper-case to Σ');
  assert.equal(matches('µ', 'μ'), true, 'the micro sign and mu: both upper-case to Μ');
  assert.equal(matches('ʼ', 'ŉ'), false, 'ŉ upper-cases to two units (ʼN): kept as it is, never its first');
});

test('captures: each * as short as the rest allows, [0] the whole title trimmed', () => {
  assert.deepEqual(captures('*-*', ' a-b-c '), ['a-b-c', 'a', 'b-c']);
  assert.deepEqual(captures('* — *', 'x — y — z'), ['x — y — z', 'x', 'y — z']);
  assert.deepEqual(captures('a*b*c', 'aXbYbZc'), ['aXbYbZc', 'X', 'YbZ']);
  assert.deepEqual(captures('*a', 'aaa'), ['aaa', 'aa']);
  assert.deepEqual(captures('a*', 'aaa'), ['aaa', 'aa']);
  assert.deepEqual(captures('a*a', 'aa'), ['aa', '']);
  assert.equal(captures('a*a', 'a'), null);
  assert.deepEqual(captures('Mail', 'MAIL'), ['MAIL'], 'the title as it is, not as it was compared');
  assert.equal(captures('Mail', 'Mai'), null);
  assert.equal(captures('*x*', 'abc'), null);
  assert.deepEqual(captures('*x*y', 'axbxy'), ['axbxy', 'a', 'bx']);
});

test('rewrites: the first that matches, its {n} put back, the result trimmed; no match leaves the title as it was', () => {
  const rewrites = [
    { pattern: '* — Visual Studio Code', replacement: '{1}' },
    { pattern: '*Private Browsing*', replacement: 'Private' },
    { pattern: '* - *', replacement: ' {2} ({1}) {3} ' },
  ];
  assert.equal(rewritten('offer.md — Visual Studio Code', rewrites), 'offer.md');
  assert.equal(rewritten('Mail — Private Browsing — Firefox', rewrites), 'Private');
  assert.equal(rewritten('Inbox - Mail', rewrites), 'Mail (Inbox)', 'a {n} past the last * puts back nothing');
  assert.equal(rewritten('  Untouched  ', rewrites), '  Untouched  ');
  assert.equal(rewritten('x', []), 'x');
  assert.equal(rewritten('a — Visual Studio Code', [{ pattern: '*', replacement: 'all' }, ...rewrites]), 'a', 'a pattern that cannot serve is passed over');
  assert.equal(rewritten('abc', [{ pattern: 'a*c', replacement: '{0}!' }]), 'abc!', '{0}: the whole title');
  assert.equal(rewritten('abc', [{ pattern: 'a*c', replacement: '{12}' }]), '{12}', 'one digit between the braces, or none is put back');
});

test('a learned rule\'s pattern: the title, its spaces as one', () => {
  assert.equal(patternOf('  Homepage   —\tAcme  '), 'Homepage — Acme');
});

/** The regular expression the matcher replaced: lazy groups between the escaped pieces. */
function lazyGroups(pattern: string, text: string): string[] | null {
  const parts = pattern
    .trim()
    .replace(/\*+/g, '*')
    .split('*')
    .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const m = new RegExp(`^${parts.join('(.*?)')}$`, 'is').exec(text.trim());
  return m ? [...m] : null;
}

test('the same captures as the lazy groups it replaced, on random patterns and titles', () => {
  // A fixed seed by default (a mutant is judged the same at every run); STINT_SEED picks another.
  const seed = Number(process.env.STINT_SEED ?? 68);
  console.log(`title-patterns property seed=${seed}`);
  const unit = fc.constantFrom('a', 'A', 'b', '*', ' ', '-', 'ß', 'ſ', 's', 'S', '\u212A', 'k', 'é', 'É', '\n', '.', 'ς', 'σ', 'µ', 'μ', 'ŉ', 'ʼ');
  const text = (max: number) => fc.array(unit, { maxLength: max }).map((a) => a.join(''));
  fc.assert(
    fc.property(text(7), text(12), (p, t) => assert.deepEqual(captures(p, t), lazyGroups(p, t))),
    { seed, numRuns: 3000 },
  );
  // Titles made from the pattern, so that most of them match.
  fc.assert(
    fc.property(text(7), fc.array(text(4), { maxLength: 8 }), (p, fills) => {
      let i = 0;
      const t = p.replace(/\*/g, () => fills[i++] ?? '');
      assert.deepEqual(captures(p, t), lazyGroups(p, t));
    }),
    { seed, numRuns: 3000 },
  );
});

/** Code units compared matching `pattern` against `title`. */
function steps(pattern: string, title: string): number {
  const meter: Meter = { steps: 0 };
  captures(pattern, title, meter);
  return meter.steps;
}

test('the work a match does grows with the title, whatever the number of *: counted, never timed', () => {
  // The shape that held the engine: many `*` whose pieces all match, and one that never does.
  const stars = (n: number) => `${'*a'.repeat(n - 2)}*b*a`;
  const title = (n: number) => 'a'.repeat(n);
  const at118 = steps(stars(11), title(118));
  assert.ok(at118 > 100, `the scan reads the title (${at118})`);
  assert.ok(at118 <= 118 * 2, `11 * against 118 characters: ${at118} units compared`);
  // 4 more `*` cost a few more units, not 4 times the work.
  assert.ok(steps(stars(15), title(118)) <= at118 + 8);
  // Linear in the title: twice the title, about twice the work.
  assert.ok(steps(stars(11), title(236)) <= 2 * at118 + 8);
  // The worst a pattern of 200 characters can do against a title of 300: no more than their product.
  const worst = `*${'a'.repeat(98)}b*${'a'.repeat(99)}`;
  assert.equal(worst.length, 200);
  const n = steps(worst, title(300));
  assert.ok(n <= 300 * 200, `${n}`);
  assert.equal(matches(stars(40), title(300)), false);
  assert.equal(matches(stars(40), `${title(100)}b${title(100)}`), true);
});

test('no meter, no count: the match is the same', () => {
  const meter: Meter = { steps: 0 };
  assert.deepEqual(captures('*b*', 'abc', meter), captures('*b*', 'abc'));
  assert.equal(meter.steps, 2, 'a against b, then b against b');
});
