// A person's day for a chaos run, drawn from a seed (fast-check's generator, so a seed replays
// the same script): starts, switches, continues, moved starts ("started N minutes ago",
// "started at", "from the last stop"), edits, splits, fills and stops, some typed without
// waiting for the one before, the network turned bad and good between them, and a SIGKILL
// after some (at once, once a request of theirs is on its way, with a correction still held).
// The steps are choices, not commands: `playScript` makes each one the command the person
// would give given their own record (a split only of a timer that runs, a continue of an
// entry they see), and writes down what it meant once it is acknowledged.

import fc from 'fast-check';
import type { ChaosRun } from './chaos-run.ts';
import type { Command } from './engine-process.ts';
import type { ProxyMode } from './proxy.ts';
import type { Ack } from './protocol.ts';
import { hms } from '../core/support/intent.ts';

export type Step =
  | { readonly kind: 'start'; readonly project: number }
  | { readonly kind: 'stop' }
  | { readonly kind: 'continue'; readonly pick: number }
  | { readonly kind: 'started'; readonly how: 'ago' | 'at' | 'last'; readonly minutes: number }
  | { readonly kind: 'rename'; readonly pick: number }
  | { readonly kind: 'split'; readonly fraction: number }
  | { readonly kind: 'fill'; readonly slot: number };

export type After = 'ack' | 'type-ahead' | 'pause' | 'kill' | 'kill-in-call';

export interface Move {
  readonly step: Step;
  readonly after: After;
  /** The network from this step on (null: as it was). */
  readonly network: ProxyMode | null;
  /** The OS says offline (false) or online (true) before the step; null: says nothing. */
  readonly announce: boolean | null;
}

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('start' as const), project: fc.nat(3) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('stop' as const) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('continue' as const), pick: fc.nat(5) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('started' as const), how: fc.constantFrom('ago' as const, 'at' as const, 'last' as const), minutes: fc.integer({ min: 1, max: 40 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('rename' as const), pick: fc.nat(5) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('split' as const), fraction: fc.double({ min: 0.2, max: 0.8, noNaN: true }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('fill' as const), slot: fc.nat(27) }) },
);

const network: fc.Arbitrary<ProxyMode | null> = fc.oneof(
  { weight: 12, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: fc.constant({ kind: 'clean' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'refuse' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'reset' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'blackhole' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delay' as const), delayMs: fc.integer({ min: 20, max: 1500 }) }) },
);

const move: fc.Arbitrary<Move> = fc.record({
  step,
  after: fc.constantFrom<After>('ack', 'ack', 'type-ahead', 'pause', 'pause', 'kill', 'kill', 'kill-in-call'),
  network,
  announce: fc.oneof({ weight: 10, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.boolean() }),
});

export function drawScript(seed: number, actions: number): Move[] {
  return fc.sample(fc.array(move, { minLength: actions, maxLength: actions }), { seed, numRuns: 1 })[0]!;
}

const SEC = 1000;
const hhmmss = (ms: number): string => new Date(ms).toISOString().slice(11, 19);
let made = 0;

/**
 * The command a step is for the person now, and what it means to them once acknowledged;
 * null when the person would not give it (nothing runs to split, nothing to continue).
 */
function commandOf(run: ChaosRun, s: Step): { command: Command; meaning: (a: Ack) => void } | null {
  const person = run.person;
  const projects = run.projects();
  const now = run.now();
  const today = run.today(now);
  const finished = person.intent.entries.filter((m) => m.since === null && m.date === today && m.description.startsWith('w'));
  const picked = (pick: number) => finished[finished.length - 1 - (pick % Math.max(1, finished.length))];
  switch (s.kind) {
    case 'start': {
      const p = projects[s.project % projects.length]!;
      const description = `w${++made}`;
      return { command: { do: 'start', projectId: p.id, description }, meaning: (a) => person.start({ projectId: p.id, taskId: null, description }, a.at) };
    }
    case 'stop':
      return person.running() ? { command: { do: 'stop' }, meaning: (a) => person.stop(a.at) } : null;
    case 'continue': {
      const m = picked(s.pick);
      // The window offers no continue of the work that runs.
      if (!m || (person.running() && person.running()!.description === m.description)) return null;
      return { command: { do: 'continue', description: m.description }, meaning: (a) => person.continue(m, a.at) };
    }
    case 'started': {
      if (!person.running()) return null;
      if (s.how === 'ago') return { command: { do: 'started', input: { minutesAgo: s.minutes, confirmOverlap: true } }, meaning: (a) => person.startedAt(Math.floor(a.at / SEC) * SEC - s.minutes * 60 * SEC) };
      if (s.how === 'at') {
        const at = Math.floor(now / SEC) * SEC - s.minutes * 37 * SEC;
        return { command: { do: 'started', input: { at: hhmmss(at), confirmOverlap: true } }, meaning: () => person.startedAt(at) };
      }
      return { command: { do: 'started', input: { fromLastStop: true, confirmOverlap: true } }, meaning: (a) => {
        const end = person.lastStop(today, a.at);
        if (end !== null) person.startedAt(end);
      } };
    }
    case 'rename': {
      const m = picked(s.pick);
      if (!m) return null;
      const to = `w${++made}`;
      return { command: { do: 'rename', description: m.description, timeStart: hms(m.timeStart), to }, meaning: () => person.rename(m, to) };
    }
    case 'split': {
      const r = person.running();
      if (!r) return null;
      const from = Math.ceil((r.since! - r.total * SEC) / SEC) * SEC;
      const cut = Math.floor((from + (now - from) * s.fraction) / SEC) * SEC;
      if (cut <= from || cut >= now - SEC) return null;
      const description = `w${++made}`;
      return { command: { do: 'split', at: hhmmss(cut), description }, meaning: () => person.split(cut, { projectId: r.projectId, taskId: null, description }) };
    }
    case 'fill': {
      const start = Date.parse(`${today}T01:00:00Z`) + s.slot * 15 * 60 * SEC;
      const p = projects[s.slot % projects.length]!;
      const description = `w${++made}`;
      return { command: { do: 'fill', start, end: start + 10 * 60 * SEC, projectId: p.id, description }, meaning: () => person.fill({ projectId: p.id, taskId: null, description }, start, start + 10 * 60 * SEC) };
    }
  }
}

/** Plays the moves on a run begun (`run.begin()`): the person's record is written as they go. */
export async function playScript(run: ChaosRun, moves: readonly Move[]): Promise<void> {
  made = 0;
  /** Commands typed ahead, waiting for their acknowledgment, with what they mean. */
  let ahead: Promise<void> = Promise.resolve();
  const catchUp = async () => {
    await ahead;
    ahead = Promise.resolve();
  };
  for (const m of moves) {
    if (m.network) await run.network(m.network);
    if (m.announce !== null) {
      await catchUp();
      await run.announce(m.announce);
    }
    // The person looks at the window before each choice: what they typed ahead has shown by then.
    await catchUp();
    const c = commandOf(run, m.step);
    if (c === null) continue;
    if (m.after === 'kill-in-call') {
      await run.act(c.command, c.meaning);
      await run.killWhenSending();
      await run.restart();
      continue;
    }
    if (m.after === 'type-ahead') {
      // The next click follows before this one is acknowledged: a new timer (always the person's to start).
      const p = run.projects()[made % run.projects().length]!;
      const description = `w${++made}`;
      ahead = Promise.all([run.typeAhead(c.command, c.meaning), run.typeAhead({ do: 'start', projectId: p.id, description }, (a) => run.person.start({ projectId: p.id, taskId: null, description }, a.at))]).then(() => undefined);
      continue;
    }
    await run.act(c.command, c.meaning);
    if (m.after === 'pause') await run.pause();
    if (m.after === 'kill') {
      await run.kill();
      await run.restart();
    }
  }
  await catchUp();
}
