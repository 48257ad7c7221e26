// The pickers' own index answers what fuzzysort 4.0.2 answers over the keys [label, detail]:
// every option that matches, with the same raw score and the same marked characters in its
// name and its customer, for every query a person types letter by letter, every pair of
// letters, words with accents and without, several words, digits and punctuation. This is
// also the guard for a fuzzysort upgrade: the index ports its scoring (name-score.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fuzzysort from 'fuzzysort';
import { prepareQuery } from '../../../renderer/pickers/name-table.ts';
import { marksOf, optionIndex, searchIndex, TopRows } from '../../../renderer/pickers/option-index.ts';
import { rank, searchable, type PickOption } from '../../../renderer/pickers/fuzzy.ts';

const KEYS = ['label', (o: PickOption) => o.detail];

const AREAS = ['Website', 'Mobile', 'Data', 'Cloud', 'Sécurité', 'Search', 'Design', 'Ventes', 'Research', 'Légal', 'Zürich Office', 'Øresund', 'Łódź Hub', 'naïve Bayes'];
const KINDS = ['Redesign', 'Migration', 'Audit', 'Launch', 'Portal', 'Analytics', 'Review', 'Pipeline', 'Startup Kickoff', 'Survey', 'Glossary', 'DataPipeline', 'iOS app', 'Q&A', '“Quoted” – dash'];
const PHASES = ['', 'Q1', 'phase two', 'North America', 'v2', 'Accessibility pass', 'EMEA', '2026-11'];
const CUSTOMERS = ['Acme Corp', 'Globex', 'Initech', 'Stark Industries', 'Wayne Enterprises', 'Soylent', 'Massive Dynamic', 'Sécurité Générale', 'Müller & Söhne', 'São Paulo Ltda'];

/** Projects of ten customers (client → projects): names repeat across customers (ties), some have no customer or an empty one. */
function projects(count: number): PickOption[] {
  return Array.from({ length: count }, (_, i) => {
    const area = AREAS[(i * 7) % AREAS.length]!;
    const kind = KINDS[(i * 3) % KINDS.length]!;
    const phase = PHASES[(i * 5) % PHASES.length]!;
    const detail = i % 13 === 0 ? null : i % 17 === 0 ? '' : CUSTOMERS[i % CUSTOMERS.length]!;
    // Every fifth a name without a number: the same name under several customers, equal scores.
    return { id: `p${i}`, label: i % 5 === 0 ? `${area} ${kind}` : `${area} ${kind} ${phase} ${i}`, detail };
  });
}

/** A project's tasks: short names, no detail. */
const TASKS: PickOption[] = ['Design', 'Development', 'Code review', 'QA', 'Meetings', 'Déploiement', 'Support (on call)', 'Design review', 'Dev-ops'].map((label, i) => ({ id: `t${i}`, label, detail: null }));

/** Each beginning of each word, every pair of letters, and words of several kinds. */
function queries(): string[] {
  const qs = new Set<string>();
  const words = ['website', 'acme', 'globex', 'stark', 'securite', 'sécu', 'SÉCU', 'zurich', 'zür', 'oresund', 'lodz', 'naive', 'muller', 'sao', 'redes', 'dyn', 'ex', '12', '2026-1', 'q&a', 'quoted', 'datapi', 'ios', 'zq', '"quo', '-', 'x'];
  for (const word of words) for (let i = 1; i <= word.length; i++) qs.add(word.slice(0, i));
  for (const a of 'acdeilmnorstuw') for (const b of 'aeinorsy') qs.add(a + b);
  for (const q of ['acme mob', 'web re', 'web redesign', 'data pipe 12', 'stark  da', 'e wa', 'n sta', 'glob x', 'sécurité gén', 'phase two', 'north america', 'q1 audit', 'design design', 'a b c', 'review acme', 'zur off', ' acme ', 'mig 1']) {
    for (let i = 1; i <= q.length; i++) qs.add(q.slice(0, i));
  }
  return [...qs];
}

/** fuzzysort's raw score of a match. */
const rawOf = (r: unknown): number => (r as { _score: number })._score;

/** An option's match as one line: its raw score and its marks in name and detail. */
const line = (id: string, raw: number, label: readonly number[], detail: readonly number[]) => `${id} ${raw} [${label.join()}] [${detail.join()}]`;

/** The best `limit` matches fuzzysort answers, one line each, best first (equal scores in any order). */
function fuzzysortLines(index: ReturnType<typeof fuzzysort.snapshot<PickOption>>, query: string, limit: number): string[] {
  return fuzzysort.go(query, index, { threshold: 0, limit }).map((r) => line(r.obj.id, rawOf(r), r[0]?.indexes ?? [], r[1]?.indexes ?? []));
}

/** The best `limit` matches the index answers, one line each, best first. */
function ourLines(options: readonly PickOption[], index: ReturnType<typeof optionIndex<PickOption>>, query: string, limit: number): string[] {
  const q = prepareQuery(query);
  const top = new TopRows(limit);
  searchIndex(index, q, top);
  return top
    .entries()
    .sort((a, b) => b.score - a.score)
    .map(({ row, score }) => {
      const marks = marksOf(index, row, q);
      return line(options[row]!.id, score, marks.label, marks.detail);
    });
}

/**
 * Compares the answers for each query: with `limit` at least the options' count, every match
 * (the same lines); else the same lines but for those tied at the last place (any of them may
 * be kept), and as many. Answers how many lines it compared.
 */
function assertSameAnswers(options: readonly PickOption[], qs: readonly string[], limit = options.length, theirs = fuzzysort.snapshot(options, { keys: KEYS })): number {
  const ours = optionIndex(options);
  let compared = 0;
  for (const query of qs) {
    const want = fuzzysortLines(theirs, query, limit);
    const got = ourLines(options, ours, query, limit);
    const lastRaw = want.at(-1)?.split(' ')[1];
    const settled = (lines: string[]) => (limit >= options.length ? lines.sort() : lines.filter((l) => l.split(' ')[1] !== lastRaw).sort());
    assert.equal(got.length, want.length, `"${query}": as many matches`);
    const [w, g] = [settled(want), settled(got)];
    if (w.join('\n') !== g.join('\n')) assert.deepEqual(g, w, `"${query}": the same matches, scores and marks`);
    compared += want.length;
  }
  return compared;
}

test('every match, its score and its marks are fuzzysort\'s: projects of ten customers, accents, ties, several words', () => {
  const compared = assertSameAnswers(projects(400), queries());
  assert.ok(compared > 30_000, `compared ${compared} matches`);
});

test("a project's tasks (no customer): the same answers as fuzzysort", () => {
  const qs = ['d', 'de', 'des', 'dep', 'deploi', 'review', 'rev', 'cr', 'qa', 'q', 'on call', 'support on', '(', 'ops', 'dev-', 'design r'];
  assert.ok(assertSameAnswers(TASKS, qs) > 20);
});

test('names of every kind of character: the same answers as fuzzysort', () => {
  const odd = ['', ' ', 'A', 'İstanbul', 'ǅemal', 'straße', 'ﬁnance', '日本語プロジェクト', '😀 Emoji launch', 'x'.repeat(300), 'ALLCAPS NAME', 'camelCaseName', 'snake_case_name', 'tab\there', 'a  b   c', 'Ünïcödé', 'œuvre', 'Æther'].map((label, i) => ({ id: `o${i}`, label, detail: i % 2 === 0 ? null : 'Ça va' }));
  const qs = ['a', 'e', 'i', 'is', 'ist', 'st', 'strasse', 'ss', 'fi', 'fin', 'dz', 'de', '日本', 'プロ', 'emoji', 'xx', 'xxxxx', 'cn', 'ccn', 'case name', 'sn', 'tab', 'a b c', 'unicode', 'oeu', 'ae', 'ca va', 'ça'];
  assertSameAnswers(odd, qs);
});

/** 20,000 projects and fuzzysort's index of them, made once for the two tests below. */
let big: { options: PickOption[]; theirs: ReturnType<typeof fuzzysort.snapshot<PickOption>> } | null = null;
function twentyThousand(): NonNullable<typeof big> {
  if (big === null) {
    const options = projects(20_000);
    big = { options, theirs: fuzzysort.snapshot(options, { keys: KEYS }) };
  }
  return big;
}

test('20,000 projects: the best 50 are fuzzysort\'s for a typing of a few words', () => {
  const { options, theirs } = twentyThousand();
  const typed: string[] = [];
  for (const q of ['web re', 'acme m', 'sécu', 'pipe 1', 'zq']) for (let i = 1; i <= q.length; i++) typed.push(q.slice(0, i));
  assert.ok(assertSameAnswers(options, typed, 50, theirs) > 500);
});

test("the best 50 of 20,000, recently used ones lifted: what fuzzysort's answers give, place by place but for ties at the last place", () => {
  const { options, theirs } = twentyThousand();
  const parts = [options.slice(0, 10_000), options.slice(10_000)];
  const recent = ['p7', 'p10003', 'p5'];
  const s = searchable(options, recent, parts);
  const lift = (id: string) => (recent.includes(id) ? 0.08 / (1 + recent.indexOf(id)) : 0);
  for (const query of ['we', 'web r', 'acme', 'sécur', 'design d', 'zz']) {
    // fuzzysort's best 50 and the recent options: every option that can be among the best 50 once lifted.
    const matches = new Map([...fuzzysort.go(query, theirs, { threshold: 0, limit: 50 }), ...fuzzysort.go(query, fuzzysort.snapshot(options.filter((o) => recent.includes(o.id)), { keys: KEYS }), { threshold: 0, limit: 50 })].map((r) => [r.obj.id, r]));
    const want = [...matches.values()]
      .map((r) => ({ id: r.obj.id, label: r.obj.label, score: r.score + lift(r.obj.id), marks: [r[0]?.indexes ?? [], r[1]?.indexes ?? []] }))
      .sort((a, b) => b.score - a.score || a.label.localeCompare(b.label))
      .slice(0, 50);
    const got = rank(s, query);
    assert.equal(got.length, want.length, `"${query}": as many listed`);
    const lastScore = want.at(-1)?.score;
    want.forEach((w, i) => {
      if (w.score === lastScore) return;
      assert.equal(got[i]!.option.id, w.id, `"${query}" #${i}`);
      assert.deepEqual([got[i]!.labelMarks, got[i]!.detailMarks], w.marks, `"${query}" #${i}: its marks`);
    });
  }
});
