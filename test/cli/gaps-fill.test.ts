// `gaps`, `fill` and `away` on the command line without a process: the grammar, the lines
// printed (times in the account's zone, UTC+01:00 in the fixture), and the facade call a
// fill becomes (the numbered gap and the numbered recent entry, or a project).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseLine } from '../../main/cli/commands.ts';
import { renderAway, renderGaps } from '../../main/cli/render-gaps.ts';
import { runCommand, type RunContext } from '../../main/cli/run.ts';
import type { CommandResult, FillGapInput, ManualEntryResult, Snapshot, Stint, TimelineView } from '../../main/core/stint.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { NOW, snapshot } from './fixture.ts';
import { wordsFor } from '../../main/i18n/words.ts';

/** The English words: these tests read the command line's lines in English. */
const EN = wordsFor('en');

const at = (iso: string): number => Date.parse(iso);
const TIMELINE: TimelineView = {
  today: {
    date: '2026-03-10',
    windows: [],
    away: [{ start: at('2026-03-10T07:30:00Z'), end: at('2026-03-10T07:55:00Z'), kind: 'lock' }],
    gaps: [
      { date: '2026-03-10', start: at('2026-03-10T07:20:00Z'), end: at('2026-03-10T08:00:00Z'), seconds: 2400, kind: 'away', awaySeconds: 1500 },
      { date: '2026-03-10', start: at('2026-03-10T09:00:00Z'), end: at('2026-03-10T09:54:30Z'), seconds: 3270, kind: 'present', awaySeconds: 0 },
    ],
  },
  largestGaps: [],
  week: [],
};

const parsed = (line: string) => {
  const p = parseLine(line);
  return p.ok ? p.command : p.message;
};

test('the grammar: gaps; fill <gap#> <recent#> (or #n); fill <gap#> --project p[/t] words; away [clear]', () => {
  assert.deepEqual(parsed('gaps'), { kind: 'gaps' });
  assert.deepEqual(parsed('fill 2 3'), { kind: 'fill', gap: 2, recent: 3 });
  assert.deepEqual(parsed('fill 2 #3'), { kind: 'fill', gap: 2, recent: 3 });
  assert.deepEqual(parsed('fill 1 --project 3/2 call with "Acme"'), { kind: 'fill', gap: 1, project: 3, task: 2, description: 'call with "Acme"' });
  assert.deepEqual(parsed('fill 1 -p 3'), { kind: 'fill', gap: 1, project: 3, task: null, description: '' });
  assert.deepEqual(parsed('away'), { kind: 'away', clear: false });
  assert.deepEqual(parsed('away CLEAR'), { kind: 'away', clear: true });
  for (const bad of ['gaps 1', 'fill', 'fill 1', 'fill x 1', 'fill 0 1', 'fill 1 2 3', 'fill 1 --project', 'fill 1 --project x', 'away now']) {
    assert.match(String(parsed(bad)), /^usage: /, bad);
  }
});

test('gaps: numbered in time order with times in the account zone, how long, away or untracked; none said as such', () => {
  assert.deepEqual(renderGaps(snapshot({ timeline: TIMELINE }), wordsFor('en')), [
    'Untracked today, within working hours:',
    '  1. 08:20–09:00   0:40  away',
    '  2. 10:00–10:54   0:54  untracked',
    'fill <gap#> <recent#> makes one an entry (continue lists the recent entries).',
  ]);
  assert.deepEqual(renderGaps(snapshot({ timeline: { ...TIMELINE, today: { ...TIMELINE.today, gaps: [] } } }), wordsFor('en')), ['No untracked time today within working hours.']);
  assert.deepEqual(renderAway(snapshot({ timeline: TIMELINE }), wordsFor('en')), ['Away today (kept on this computer only):', '  08:30–08:55   0:25  locked']);
});

function setup(first: Snapshot, opts: { heldForUndo?: boolean } = {}) {
  let snap = first;
  const calls: { method: string; arg?: unknown }[] = [];
  const ok = async (method: string, arg?: unknown): Promise<CommandResult> => {
    calls.push({ method, arg });
    return { ok: true };
  };
  const stint = {
    snapshot: () => snap,
    fillGap: async (i: FillGapInput): Promise<ManualEntryResult> => {
      calls.push({ method: 'fillGap', arg: i });
      // As the engine does with an Undo time: the new entry waits, said in words.
      if (opts.heldForUndo) snap = { ...snap, undo: { id: 'u1', words: 'Filled 10:00–10:54 with Mobile App', at: NOW, until: NOW + 10_000 } };
      return { ok: true, entryKey: 'l1', entryKeys: ['l1'] };
    },
    clearAwayLog: () => ok('clearAwayLog'),
    pickProject: (id: number) => ok('pickProject', id),
  } as unknown as Stint;
  const ctx: RunContext = { i18n: EN, stint, clock: new ManualClock(NOW), platform: 'linux', baseUrl: null, askPassword: async () => ({ ok: false, message: 'no' }), settle: async () => true };
  const run = async (line: string) => {
    const p = parseLine(line);
    assert.ok(p.ok && p.command !== null, line);
    return runCommand(p.command, ctx);
  };
  return { calls, run };
}

test('fill 2 2: the second gap, exactly, with the second recent entry; fill 1 --project: the numbered project', async () => {
  const snap = snapshot({ timeline: TIMELINE });
  const { calls, run } = setup(snap);
  const out = await run('fill 2 2');
  assert.deepEqual(out, { ok: true, lines: ['Filled 10:00–10:54 with Mobile App.'] });
  assert.deepEqual(calls, [{ method: 'fillGap', arg: { start: TIMELINE.today.gaps[1]!.start, end: TIMELINE.today.gaps[1]!.end, entryKey: snap.recent[1]!.key } }]);
  calls.length = 0;
  // The fixture's projects by name: 1 Internal Tools (3), 2 Mobile App (2), 3 Website Redesign (1).
  assert.equal((await run('fill 1 --project 1 planning')).ok, true);
  assert.deepEqual(calls, [{ method: 'fillGap', arg: { start: TIMELINE.today.gaps[0]!.start, end: TIMELINE.today.gaps[0]!.end, projectId: 3, taskId: null, description: 'planning' } }]);
});

test('a fill held for Undo is said once: the Undo line, not a second near-identical one before it', async () => {
  const { run } = setup(snapshot({ timeline: TIMELINE }), { heldForUndo: true });
  assert.deepEqual(await run('fill 2 2'), { ok: true, lines: ['Filled 10:00–10:54 with Mobile App. Sent in 10 s: type undo before then to take it back without a trace.'] });
});

test('fill names what is missing: a gap, a recent entry; away clear forgets', async () => {
  const { calls, run } = setup(snapshot({ timeline: TIMELINE }));
  assert.match((await run('fill 3 1')).lines.join('\n'), /There is no gap 3: gaps lists today's 2/);
  assert.match((await run('fill 1 9')).lines.join('\n'), /There is no recent entry 9/);
  assert.deepEqual(await run('away clear'), { ok: true, lines: ['Away stretches forgotten; new ones are kept from now on.'] });
  assert.deepEqual(calls.map((c) => c.method), ['clearAwayLog']);
  const none = setup(snapshot());
  assert.match((await none.run('fill 1 1')).lines.join('\n'), /no untracked time today/);
  // Found on the command line: signed out, gaps and fill said there was no untracked time.
  const out = setup(snapshot({ session: { state: 'signed_out', reason: null, authAttemptsLeft: null, authWrongLeft: null, limits: [] } }));
  for (const line of ['gaps', 'fill 1 1']) {
    const r = await out.run(line);
    assert.deepEqual([r.ok, r.lines], [false, ["error: Not signed in: today's entries are not read, so its gaps are not known. Sign in (signin), then gaps lists them."]], line);
  }
  assert.deepEqual(out.calls, []);
});
