// The activity rules' matchers (issue 73, item 3): the application alone, all of some words,
// any of some words, the web domain (the address, else a domain the title shows), a regular
// expression on RE2; the stored form with its version, the first form still read. The work of
// a match is counted (code units read), never timed: a hostile expression and a 10,000-unit
// title stay linear.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { domainOf, domainProblem, regexMatches, regexProblem, wordList, wordsMatch, wordsProblem, domainMatches } from '../../../main/core/activity/rule-matchers.ts';
import { matchProblems, readActivityRules, readMatch, ruleForWindow, ruleMatches, storedRules, type ActivityMatch, type ActivityRule } from '../../../main/core/activity/activity-rules.ts';
import type { Meter } from '../../../main/core/activity/title-patterns.ts';
import { matchProblemWords, type MatchField, type MatchProblem } from '../../../main/core/activity/match-problems.ts';
import { sourceWords } from '../../../main/i18n/words.ts';

/** A field's problem as the person reads it in English; null: none. */
const said = (field: MatchField, problem: MatchProblem | null): string | null => (problem === null ? null : matchProblemWords(field, problem, sourceWords()));
const regexSaid = (source: string): string | null => said('regex', regexProblem(source));
const wordsSaid = (words: readonly string[]): string | null => said('allWords', wordsProblem(words));
const domainSaid = (domain: string): string | null => said('domain', domainProblem(domain));

const m = (over: Partial<ActivityMatch>): ActivityMatch => ({ app: null, title: null, ...over });
const win = (title: string, app = 'Firefox', url?: string) => (url === undefined ? { app, title } : { app, title, url });

test('the application alone matches every title of that application', () => {
  assert.equal(ruleMatches(m({ app: 'Figma' }), win('Homepage — Acme', 'Figma')), true);
  assert.equal(ruleMatches(m({ app: 'Figma' }), win('', 'figma')), true, 'case aside, a window without a title too');
  assert.equal(ruleMatches(m({ app: 'Figma' }), win('Figma', 'Firefox')), false, 'the title is not the application');
});

test('all of some words: each as a whole word, case aside, in any order', () => {
  const all = wordList('Design, review');
  assert.deepEqual(all, ['design', 'review']);
  assert.equal(wordsMatch(all, 'Review of the homepage DESIGN — Figma', true), true);
  assert.equal(wordsMatch(all, 'Design sprint', true), false, 'one word missing');
  assert.equal(wordsMatch(all, 'Designs reviewed', true), false, 'whole words: designs is not design');
  assert.equal(ruleMatches(m({ allWords: all }), win('design/review.md — Code')), true, 'punctuation separates words');
  assert.equal(wordsMatch(['café'], 'Le Café — Maps', true), true, 'letters of any script');
});

test('any of some words: one is enough', () => {
  const any = wordList('invoice receipt');
  assert.equal(ruleMatches(m({ anyWords: any }), win('Receipt #42 — Mail')), true);
  assert.equal(ruleMatches(m({ anyWords: any }), win('Invoices — Mail')), false);
  assert.equal(ruleMatches(m({ anyWords: any, app: 'Mail' }), win('Receipt #42', 'Firefox')), false, 'every matcher given must match');
});

test('the web domain: the address where the record has one, else a domain the title shows; subdomains count', () => {
  assert.equal(domainOf('https://www.GitHub.com/acme/site?x=1'), 'github.com');
  assert.equal(domainOf('github'), null, 'a domain has a dot');
  assert.equal(domainOf('exa mple.com'), null);
  assert.equal(domainMatches('github.com', win('Pull request #7', 'Firefox', 'https://github.com/acme/site/pull/7')), true);
  assert.equal(domainMatches('github.com', win('github.com — nothing', 'Firefox', 'https://gitlab.com/x')), false, 'the address wins over the title');
  assert.equal(domainMatches('github.com', win('acme/site: docs.github.com/en — Mozilla Firefox')), true, 'from the title, a subdomain');
  assert.equal(domainMatches('github.com', win('notgithub.com — Firefox')), false, 'not a suffix of another name');
  assert.equal(domainMatches('github.com', win('GitHub — Firefox')), false, 'a name is not a domain');
  assert.deepEqual(matchProblems(m({ domain: 'https://github.com' })), { domain: 'The web domain must be a web domain such as github.com (no https://, no path).' });
});

test('a regular expression is found anywhere in the title, case aside; one RE2 cannot run is named with why', () => {
  assert.equal(regexMatches('ticket-\\d+', 'Fix TICKET-123 — Jira'), true);
  assert.equal(regexMatches('^fix', 'Not a fix'), false);
  assert.match(regexSaid('(a)\\1')!, /backreferences/);
  assert.match(regexSaid('(?=a)')!, /not one Stint can run/);
  assert.equal(regexSaid('.*'), 'The regular expression matches an empty title: it would match every window.');
  assert.equal(regexSaid('a'.repeat(201)), 'The regular expression must be at most 200 characters.');
  assert.equal(regexSaid('(a+)+$'), null);
  assert.equal(regexMatches('(a', 'a'), false, 'an expression with a problem matches nothing');
});

test('a hostile expression, (a+)+$ against 10,000 a and a !, reads each code unit a bounded number of times: counted, not timed', () => {
  const title = `${'a'.repeat(10_000)}!`;
  const meter: Meter = { steps: 0 };
  assert.equal(regexMatches('(a+)+$', title, meter), false);
  // A backtracking engine would try 2^10000 ways; RE2 reads the input a few times over.
  assert.ok(meter.steps > 0 && meter.steps <= 8 * title.length, `${meter.steps} code units read for ${title.length}`);
  const again: Meter = { steps: 0 };
  assert.equal(ruleMatches(m({ regex: '(a+)+$' }), win(title), again), false);
  assert.ok(again.steps <= 8 * title.length, 'the same through the rule');
});

test('a 10,000-unit title: every matcher of one rule together does work linear in it', () => {
  const title = `${'word '.repeat(1_999)}x github.com`;
  assert.equal(title.length, 10_007);
  const match = m({ title: '*x*github*', allWords: ['word', 'x'], anyWords: ['nothing', 'github'], domain: 'github.com', regex: '(w|o|r|d| )+x' });
  const meter: Meter = { steps: 0 };
  assert.equal(ruleMatches(match, win(title), meter), true);
  assert.ok(meter.steps <= 20 * title.length, `${meter.steps} steps for ${title.length} units`);
  // Twice the title, about twice the work: linear, not worse.
  const meter2: Meter = { steps: 0 };
  assert.equal(ruleMatches(match, win(`${'word '.repeat(3_999)}x github.com`), meter2), true);
  assert.ok(meter2.steps < 2.2 * meter.steps, `${meter2.steps} against ${meter.steps}`);
});

test('the stored form has a version; the first form (no version, app and title) is still read; a bad rule is left out, the rest kept', () => {
  const to = { accountKey: 'a1', projectId: 1, taskId: null, description: null };
  const old = { rules: [{ id: 'r00000010', match: { app: null, title: '*bank*' }, ...to }, { id: 'r00000020', match: { app: 'Figma', title: null }, ...to }] };
  const read = readActivityRules(old);
  assert.deepEqual(read.map((r) => [r.id, r.match]), [['r00000010', { app: null, title: '*bank*' }], ['r00000020', { app: 'Figma', title: null }]]);
  const rules: ActivityRule[] = [...read, { id: 'r00000030', match: m({ allWords: ['design'], domain: 'figma.com', regex: 'v\\d' }), ...to }];
  const stored = JSON.parse(JSON.stringify(storedRules(rules))) as unknown;
  assert.equal((stored as { version: number }).version, 2);
  assert.deepEqual(readActivityRules(stored), rules, 'read back as written');
  const bad = { version: 2, rules: [...(stored as { rules: unknown[] }).rules, { id: 'r00000040', match: { app: null, title: null, regex: '(?<=a)b' }, ...to }] };
  assert.deepEqual(readActivityRules(bad).map((r) => r.id), ['r00000010', 'r00000020', 'r00000030']);
  const why = readMatch({ app: null, title: null, regex: '(?<=a)b' });
  assert.ok('problem' in why && /regular expression/.test(why.problem), JSON.stringify(why));
  assert.deepEqual(readMatch({ allWords: 'design' }), { problem: 'Its list of words (all) (allWords) is not a list of words.' });
});

test('the first rule that matches serves, in the person\'s order, whatever its matcher', () => {
  const to = { accountKey: 'a1', projectId: 1, taskId: null, description: null };
  const rules: ActivityRule[] = [
    { id: 'r00000010', match: m({ domain: 'github.com' }), ...to },
    { id: 'r00000020', match: m({ anyWords: ['acme'] }), ...to },
  ];
  assert.equal(ruleForWindow(rules, win('Acme site — github.com'))?.id, 'r00000010');
  assert.equal(ruleForWindow(rules, win('Acme site — gitlab.com'))?.id, 'r00000020');
  assert.equal(ruleForWindow(rules, win('Other')), null);
});

test('the words a rule takes: at least one, at most 20, each one word of letters or digits of at most 60', () => {
  assert.equal(wordsSaid([]), 'The list of words (all) needs at least one word.');
  assert.equal(wordsSaid(Array.from({ length: 20 }, (_, i) => `w${i}`)), null);
  assert.equal(wordsSaid(Array.from({ length: 21 }, (_, i) => `w${i}`)), 'The list of words (all) may hold at most 20 words.');
  assert.equal(wordsSaid(['a'.repeat(60)]), null);
  assert.equal(wordsSaid(['ok', 'a'.repeat(61)]), `The list of words (all) holds “${'a'.repeat(60)}”, which is not one word of letters or digits (at most 60).`);
  assert.equal(wordsSaid(['de-sign']), 'The list of words (all) holds “de-sign”, which is not one word of letters or digits (at most 60).');
  assert.equal(wordsSaid(['two words']), 'The list of words (all) holds “two words”, which is not one word of letters or digits (at most 60).');
  assert.equal(wordsSaid(['Design']), null, 'case aside');
  assert.equal(wordsSaid([' design']), 'The list of words (all) holds “ design”, which is not one word of letters or digits (at most 60).', 'as the engine keeps words: trimmed');
  assert.deepEqual(wordList('design, Design; review'), ['design', 'review'], 'each once');
});

test('letters beyond the first plane are letters: a word of them is one word', () => {
  // U+10000 (a Linear B syllable, a letter) is the surrogate pair D800 DC00; U+1D400 (bold A) D835 DC00.
  assert.deepEqual(wordList('\u{10000}\u{10001} report'), ['\u{10000}\u{10001}', 'report']);
  assert.deepEqual(wordList('\u{1D400}x report'), ['\u{1D400}x', 'report']);
  assert.equal(wordsMatch(['\u{10000}\u{10001}'], 'see \u{10000}\u{10001}!', true), true);
  // Every surrogate is part of a word, the last (DFFF) too; a unit past them (a fullwidth comma) is not.
  assert.deepEqual(wordList('a\u{10FFFF}b'), ['a\u{10FFFF}b']);
  assert.deepEqual(wordList('design\uFF0Creview'), ['design', 'review']);
});

test('a domain as typed: scheme, www, port, path and a final dot aside; each label 1 to 63 letters, digits or inner dashes; the last with a letter', () => {
  assert.equal(domainOf('  HTTPS://WWW.Example.COM:8080/x#y  '), 'example.com');
  assert.equal(domainOf('ftp://files.example.org'), 'files.example.org');
  assert.equal(domainOf('example.com.'), 'example.com');
  assert.equal(domainOf('wwwexample.com'), 'wwwexample.com', 'www only as a label');
  assert.equal(domainOf('a..com'), null);
  assert.equal(domainOf(`${'a'.repeat(63)}.com`), `${'a'.repeat(63)}.com`);
  assert.equal(domainOf(`${'a'.repeat(64)}.com`), null);
  assert.equal(domainOf('-acme.com'), null);
  assert.equal(domainOf('acme-.com'), null);
  assert.equal(domainOf('ac-me.com'), 'ac-me.com');
  assert.equal(domainOf('10.0.0.1'), null, 'an address of numbers is not a domain');
  assert.equal(domainOf('acme.c0m'), 'acme.c0m');
  assert.equal(domainOf('ac_me.com'), null);
  const named = (last: number) => `${Array.from({ length: 3 }, () => 'a'.repeat(63)).join('.')}.${'a'.repeat(last)}.com`;
  assert.equal(named(57).length, 253);
  assert.equal(domainOf(named(57)), named(57), '253 characters');
  assert.equal(domainOf(named(58)), null, '254 characters');
  assert.equal(domainOf('awww.example.com'), 'awww.example.com', 'www. only at the start');
  assert.equal(domainOf('1ab://x.com'), null, 'a scheme only at the start');
  assert.equal(domainOf('a.b.123'), null, 'the last label has a letter');
  assert.equal(domainOf(''), null);
  assert.equal(domainSaid('github.com'), null);
  assert.equal(domainSaid('GitHub.com'), 'The web domain must be a web domain such as github.com (no https://, no path).', 'as the engine keeps it: lower case');
});

test('a domain in the title: any word shaped like one, three characters at least; an address that is not a web page hides the title', () => {
  assert.equal(domainMatches('x.io', win('go x.io now')), true);
  assert.equal(domainMatches('x.io', win('go x.io')), true, 'at the end of the title');
  assert.equal(domainMatches('x.io', win('x.io/docs')), true, 'before a path');
  assert.equal(domainMatches('x.io', win('go xx.io now')), false);
  assert.equal(domainMatches('a.b', win('see a.b here')), true, 'a domain of three characters');
  assert.equal(domainMatches('github.com', win('github.com — Firefox', 'Firefox', 'about:blank')), false, 'the address rules, and it has no domain');
  const meter: Meter = { steps: 0 };
  const title = 'a '.repeat(500);
  assert.equal(domainMatches('github.com', win(title), meter), false);
  assert.ok(meter.steps >= title.length && meter.steps <= title.length + 1, `one step a code unit: ${meter.steps}`);
});

test('the words of a title are found in one pass: one step a code unit, and one more at the end', () => {
  const title = 'design review '.repeat(100);
  const meter: Meter = { steps: 0 };
  assert.equal(wordsMatch(['design'], title, true, meter), true);
  assert.equal(meter.steps, title.length + 1);
});

test('an expression: blank is empty; at most 200; RE2\'s own words for one it cannot run', () => {
  assert.equal(regexSaid('   '), 'The regular expression must not be empty.');
  assert.equal(regexSaid('a'.repeat(200)), null);
  assert.equal(regexSaid('(a'), 'The regular expression is not one Stint can run (missing closing ): `(a`); write it without backreferences or lookarounds.');
  // Many expressions, more than are kept compiled at once: each still answers as itself.
  for (let i = 0; i < 300; i++) assert.equal(regexMatches(`^t${i}$`, `T${i}`), true);
  assert.equal(regexMatches('^t1$', 't2'), false);
});
