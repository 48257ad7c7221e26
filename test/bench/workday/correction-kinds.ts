// The requests of one correction of each kind (issue 61, item 1), counted on the wire against
// the simulator on the manual clock, with the app's Undo hold (10 s): printed per kind by
// `npm run bench:workday` and held to its goal by test/core/engine/engine-correction-requests.test.ts.
// Each kind runs on a fresh engine and simulator, and says what the service must hold after it.

import { EngineHarness, PROJECT } from '../../core/support/engine-harness.ts';

const MIN = 60_000;
const HOLD = 10_000;
const hm = (h: number, m: number): number => h * 3600 + m * 60;

/** What the engine sent for the correction: its reads (GET) and its writes, each in order. */
export interface Sent {
  readonly reads: readonly string[];
  readonly writes: readonly string[];
}

export interface Measured {
  /** Left open: the caller looks at the service and closes it. */
  readonly h: EngineHarness;
  readonly sent: Sent;
  /** Differences between the service and what the correction meant (none when right). */
  readonly wrong: readonly string[];
}

export interface CorrectionKind {
  readonly name: string;
  /** The fewest requests the service allows for it (issue 61). */
  readonly goal: { readonly reads: number; readonly writes: number };
  /** Measured on main at d540e97, before issue 61. */
  readonly was: { readonly reads: number; readonly writes: number };
  /** Why the goal is what it is, in a line. */
  readonly why: string;
  measure(): Promise<Measured>;
}

function sentSince(h: EngineHarness, mark: number): Sent {
  const all = h.sentSince(mark);
  return { reads: all.filter((r) => r.startsWith('GET ')), writes: all.filter((r) => !r.startsWith('GET ')) };
}

/** [date, start, total] of the service's entries described `description`, by date and start. */
export function held(h: EngineHarness, description: string): [string, number, number][] {
  return h
    .serviceEntries((e) => e.description === description)
    .map((e): [string, number, number] => [e.date_execution, e.time_start, e.time_total])
    .sort((a, b) => a[0].localeCompare(b[0]) || a[1] - b[1]);
}

/** The service holds exactly `want` for `description`, or the difference in words. */
function expect(h: EngineHarness, description: string, want: [string, number, number][]): string[] {
  const got = held(h, description);
  return JSON.stringify(got) === JSON.stringify(want) ? [] : [`${description}: ${JSON.stringify(got)}, meant ${JSON.stringify(want)}`];
}

/**
 * Signed in at 12:00 with a finished entry of today, 09:00 to 11:00 (added and sent), and
 * the clock at 12:02:30: the engine's last read of the day is minutes old, as for any
 * correction made a while after the window showed the day.
 */
async function withEntry(): Promise<{ h: EngineHarness; key: string }> {
  const h = await EngineHarness.start({ now: '2026-03-10T12:00:00Z', undoHoldMs: HOLD });
  await h.signIn();
  const r = await h.stint.addManualEntry({ date: '2026-03-10', projectId: PROJECT.website, description: 'Spec', start: '09:00', end: '11:00' });
  if (!r.ok) throw new Error(`the entry was refused: ${r.message}`);
  await h.advance(HOLD + 2_000);
  const v = h.stint.snapshot().todayEntries.find((e) => e.description === 'Spec');
  if (v?.id === null || v === undefined) throw new Error('the entry did not reach the service');
  await h.advanceTo('2026-03-10T12:02:30Z');
  return { h, key: v.key };
}

/** Runs `act` (the person's correction), then the hold and a few seconds: what was sent meanwhile. */
async function after(h: EngineHarness, act: () => Promise<{ ok: boolean }>): Promise<Sent> {
  const mark = h.mark();
  const r = await act();
  if (!r.ok) throw new Error(`the correction was refused: ${JSON.stringify(r)}`);
  await h.advance(HOLD + 5_000);
  return sentSince(h, mark);
}

/** Signed in at 12:00 with the network gone: `act` offline, then the network back for a minute. */
async function offline(act: (h: EngineHarness) => Promise<void>): Promise<{ h: EngineHarness; sent: Sent }> {
  const h = await EngineHarness.start({ now: '2026-03-10T12:00:00Z', undoHoldMs: HOLD });
  await h.signIn();
  h.setOnline(false);
  await act(h);
  await h.advance(MIN);
  const mark = h.mark();
  h.setOnline(true);
  await h.advance(MIN);
  return { h, sent: sentSince(h, mark) };
}

async function addedOffline(h: EngineHarness): Promise<string> {
  const r = await h.stint.addManualEntry({ date: '2026-03-10', projectId: PROJECT.website, description: 'Spec', start: '09:00', end: '10:00' });
  if (!r.ok) throw new Error(`the entry was refused: ${r.message}`);
  await h.advance(MIN);
  return r.entryKey;
}

function must(r: { ok: boolean }, what: string): void {
  if (!r.ok) throw new Error(`${what} was refused: ${JSON.stringify(r)}`);
}

export const CORRECTION_KINDS: readonly CorrectionKind[] = [
  {
    name: 'edit',
    goal: { reads: 1, writes: 1 },
    was: { reads: 2, writes: 1 },
    why: 'the day read once (the entry as the web left it, and what lies under the new times), then the update',
    async measure() {
      const { h, key } = await withEntry();
      const sent = await after(h, () => h.stint.editEntry({ entryKey: key, start: '08:45', end: '10:15' }));
      return { h, sent, wrong: expect(h, 'Spec', [['2026-03-10', hm(8, 45), 90 * 60]]) };
    },
  },
  {
    name: 'split',
    goal: { reads: 1, writes: 2 },
    was: { reads: 2, writes: 2 },
    why: 'the day read once, the first part\'s times, the second part made',
    async measure() {
      const { h, key } = await withEntry();
      const sent = await after(h, () => h.stint.splitEntry({ entryKey: key, at: '10:15', projectId: PROJECT.internal, description: 'Review' }));
      return { h, sent, wrong: [...expect(h, 'Spec', [['2026-03-10', hm(9, 0), 75 * 60]]), ...expect(h, 'Review', [['2026-03-10', hm(10, 15), 45 * 60]])] };
    },
  },
  {
    name: 'across-midnight',
    goal: { reads: 1, writes: 2 },
    was: { reads: 2, writes: 2 },
    why: 'both days in one read, the entry to 23:59:59, the next day\'s part made',
    async measure() {
      const { h, key } = await withEntry();
      // Yesterday 22:30 to today 00:20; the demo's 00:00-00:30 handover lies under the second part: confirmed.
      const sent = await after(h, () => h.stint.editEntry({ entryKey: key, date: '2026-03-09', start: '22:30', end: '00:20', confirmOverlap: true }));
      return { h, sent, wrong: expect(h, 'Spec', [['2026-03-09', hm(22, 30), 90 * 60 - 1], ['2026-03-10', 0, 20 * 60]]) };
    },
  },
  {
    name: 'split-running',
    goal: { reads: 1, writes: 3 },
    was: { reads: 1, writes: 3 },
    why: 'the new entry from the cut and its start, the first part\'s total; one read tells whether the web changed it (none right after a read)',
    async measure() {
      const h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z', undoHoldMs: HOLD });
      await h.signIn();
      must(await h.stint.start({ projectId: PROJECT.website, description: 'Landing page' }), 'the start');
      await h.settle();
      await h.advanceTo('2026-03-10T11:00:00Z');
      const sent = await after(h, () => h.stint.splitEntry({ entryKey: h.stint.snapshot().running!.key, at: '10:30', description: 'Call' }));
      return { h, sent, wrong: expect(h, 'Landing page', [['2026-03-10', hm(10, 0), 30 * 60]]) };
    },
  },
  {
    name: 'right-after-read',
    goal: { reads: 0, writes: 1 },
    was: { reads: 1, writes: 1 },
    why: 'an edit whose hold ends 3 s after the day was read (Refresh): that read is the service\'s copy',
    async measure() {
      const { h, key } = await withEntry();
      must(await h.stint.editEntry({ entryKey: key, start: '09:15', end: '11:00' }), 'the edit');
      await h.advance(7_000, 1_000);
      must(await h.stint.refresh(), 'Refresh');
      const mark = h.mark();
      await h.advance(HOLD, 1_000);
      return { h, sent: sentSince(h, mark), wrong: expect(h, 'Spec', [['2026-03-10', hm(9, 15), 105 * 60]]) };
    },
  },
  {
    name: 'offline-add-edit',
    goal: { reads: 1, writes: 1 },
    was: { reads: 1, writes: 2 },
    why: 'one create with the edited times; the read is the network return\'s, made with nothing queued too',
    async measure() {
      const { h, sent } = await offline(async (h) => {
        const key = await addedOffline(h);
        must(await h.stint.editEntry({ entryKey: key, start: '08:30', end: '10:00', description: 'Spec, longer' }), 'the edit');
      });
      return { h, sent, wrong: [...expect(h, 'Spec, longer', [['2026-03-10', hm(8, 30), 90 * 60]]), ...expect(h, 'Spec', [])] };
    },
  },
  {
    name: 'offline-manual-split',
    goal: { reads: 1, writes: 2 },
    was: { reads: 1, writes: 3 },
    why: 'two creates; the read is the network return\'s, made with nothing queued too',
    async measure() {
      const { h, sent } = await offline(async (h) => {
        const key = await addedOffline(h);
        must(await h.stint.splitEntry({ entryKey: key, at: '09:40', description: 'Two' }), 'the split');
      });
      return { h, sent, wrong: [...expect(h, 'Spec', [['2026-03-10', hm(9, 0), 40 * 60]]), ...expect(h, 'Two', [['2026-03-10', hm(9, 40), 20 * 60]])] };
    },
  },
];
