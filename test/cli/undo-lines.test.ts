// `notsaved` on the command line: a header that holds for the service's refusals and for
// Stint's own checks before sending, and each change named once, then who refused it and why.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { notSavedLines, runNotSaved, type NotSavedFacts } from '../../main/cli/undo-lines.ts';
import type { NotSavedView, Snapshot } from '../../main/core/snapshot.ts';
import { wordsFor } from '../../main/i18n/words.ts';

/** The English words: these tests read the command line's lines in English. */
const EN = wordsFor('en');

const AT = Date.UTC(2026, 10, 26, 4, 44);

function view(id: string, why: string): NotSavedView {
  return { id, what: 'Add Internal Tools on 2026-11-26', why, at: AT, fields: {}, refusal: {} };
}

test('the changes not saved: one header for both kinds, each change named once', () => {
  const s = {
    notSaved: [
      view('a', 'Stint did not send it. It would overlap “Desk call” (12:20 AM–12:25 AM), which was not there when you confirmed the overlap.'),
      view('b', 'The service refused it. Internal Tools is archived: entries cannot be added to it. Pick another project.'),
    ],
    zone: { offsetMinutes: 0 },
    display: { hourCycle: 'h12' },
  } as unknown as Pick<Snapshot, 'notSaved' | 'zone' | 'display'>;
  assert.deepEqual(notSavedLines(s, EN), [
    '2 changes not saved (notsaved dismiss <n> once read):',
    '  1. 4:44 AM Not saved: Add Internal Tools on 2026-11-26. Stint did not send it. It would overlap “Desk call” (12:20 AM–12:25 AM), which was not there when you confirmed the overlap.',
    '  2. 4:44 AM Not saved: Add Internal Tools on 2026-11-26. The service refused it. Internal Tools is archived: entries cannot be added to it. Pick another project.',
  ]);
});

/** A person with refusals `ids` (named by id), a door that records what it was asked. */
function person(ids: string[], printed: string[] | null) {
  let list = ids.map((id) => ({ ...view(id, 'The service refused it.'), what: `Refused ${id}` }));
  const asked: string[] = [];
  const noted: string[][] = [];
  const facts: NotSavedFacts = {
    door: {
      applyNotSaved: async (id) => (asked.push(`apply ${id}`), (list = list.filter((r) => r.id !== id)), { ok: true }),
      dismissNotSaved: async (id) => (asked.push(`dismiss ${id}`), (list = list.filter((r) => r.id !== id)), { ok: true }),
    },
    person: () => ({ notSaved: list, zone: { offsetMinutes: 0 }, display: { hourCycle: 'h23' } }) as unknown as Pick<Snapshot, 'notSaved' | 'zone' | 'display'>,
    printed,
    noteListed: (keys) => noted.push([...keys]),
  };
  return { facts, asked, noted, drop: (id: string) => (list = list.filter((r) => r.id !== id)) };
}

test('notsaved apply <n> acts on the refusal printed at n; the list after is noted as printed, numbered afresh', async () => {
  const p = person(['x', 'y', 'z'], ['x', 'y', 'z']);
  const out = await runNotSaved({ dismiss: null, apply: 2 }, p.facts, EN);
  assert.equal(out.ok, true);
  assert.deepEqual(p.asked, ['apply y']);
  assert.equal(out.lines[0], 'Queued again over the web version: Refused y.');
  assert.equal(out.lines[1], '2 changes not saved (notsaved dismiss <n> once read):');
  assert.deepEqual(p.noted, [['x', 'z']]);
});

test('notsaved <n> refused, nothing done: before any listing, past the listing, and one no longer listed (printed again)', async () => {
  const unlisted = person(['x'], null);
  assert.deepEqual(await runNotSaved({ dismiss: 1 }, unlisted.facts, EN), { ok: false, lines: ['error: List the changes not saved first (notsaved): a number names the one it printed.'] });
  const past = person(['x'], ['x']);
  assert.deepEqual(await runNotSaved({ dismiss: 2 }, past.facts, EN), { ok: false, lines: ['error: There is no refused change 2: notsaved listed 1.'] });
  // Dismissed in the window since it was printed: the number would now name another.
  const gone = person(['x', 'y'], ['x', 'y']);
  gone.drop('x');
  const out = await runNotSaved({ dismiss: null, apply: 1 }, gone.facts, EN);
  assert.equal(out.ok, false);
  assert.equal(out.lines[0], 'error: refused change 1 of that listing is no longer listed (dismissed or sent again here or in the window): nothing was done. Now:');
  assert.match(out.lines[2]!, /^ {2}1\. .*Refused y/);
  assert.deepEqual([unlisted.asked, past.asked, gone.asked], [[], [], []]);
  assert.deepEqual(gone.noted, [['y']]);
});
