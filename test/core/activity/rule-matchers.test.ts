// The activity rules' matchers (issue 73, item 3): the application alone, all of some words,
// any of some words, the web domain (the address, else a domain the title shows), a regular
// expression on RE2; the stored form with its version, the first form still read. The work of
// a match is counted (code units read), never timed: a hostile expression and a 10,000-unit
// title stay linear.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { domainOf, regexMatches, regexProblem, wordList, wordsMatch, domainMatches } from '../../../main/core/activity/rule-matchers.ts';
import { matchProblems, readActivityRules, readMatch, ruleForWindow, ruleMatches, storedRules, type ActivityMatch, type ActivityRule } from '../../../main/core/activity/activity-rules.ts';
import type { Meter } from '../../../main/core/activity/title-patterns.ts';

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
  assert.match(regexProblem('(a)\\1')!, /backreferences/);
  assert.match(regexProblem('(?=a)')!, /not one Stint can run/);
  assert.equal(regexProblem('.*'), 'matches an empty title: it would match every window');
  assert.equal(regexProblem('a'.repeat(201)), 'must be at most 200 characters');
  assert.equal(regexProblem('(a+)+$'), null);
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
