// What the chaos cases share (chaos.test.ts in `npm test`, issue-shapes.ts in the long run):
// one simulator for the file, a run judged against the person's own record, and the person's
// commands written down as they are acknowledged.

import { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { startWatchedSim, type WatchedSim } from '../cli/support/kill-harness.ts';
import { ChaosRun } from './chaos-run.ts';
import type { Ack } from './protocol.ts';

let sim: WatchedSim;
/** One simulator for the calling file's cases, started before them and closed after. */
export function useChaosSim(): void {
  before(async () => {
    sim = await startWatchedSim();
  });
  after(async () => {
    await sim.close();
  });
}

export const SEC = 1000;
const hhmmss = (ms: number): string => new Date(ms).toISOString().slice(11, 19);

/** A run on the shared simulator; its log is printed only when the test fails. */
export async function chaos(body: (run: ChaosRun) => Promise<void>): Promise<void> {
  const lines: string[] = [];
  // A short Undo time: a kill right after a correction still lands inside it, and the drain waits less.
  const run = await ChaosRun.open({ sim, log: (l) => lines.push(l), undoHoldMs: 3000 });
  try {
    await run.begin();
    await body(run);
    const { verdict, notSaved } = await run.finish();
    const said = `\n${lines.join('\n')}\nnot saved: ${JSON.stringify(notSaved)}`;
    assert.deepEqual(run.disagreements, [], `what the process showed agrees with the person${said}`);
    assert.deepEqual(verdict, { missing: [], unexpected: [], mistimed: [], running: [] }, `the service holds what the person meant${said}`);
  } finally {
    await run.close(false);
  }
}

/** The person's own commands, written down as they are acknowledged. */
export function person(run: ChaosRun) {
  const projects = run.projects();
  const p = (n: number) => projects[n % projects.length]!.id;
  return {
    start: (description: string, n = 0) => run.act({ do: 'start', projectId: p(n), description }, (a) => run.person.start({ projectId: p(n), taskId: null, description }, a.at)),
    stop: () => run.act({ do: 'stop' }, (a) => run.person.stop(a.at)),
    continueEntry: (description: string) => run.act({ do: 'continue', description }, (a) => run.person.continue(run.person.finished(description, run.today(a.at))!, a.at)),
    rename: (description: string, to: string) => {
      const m = run.person.finished(description, run.today(run.now()))!;
      return run.act({ do: 'rename', description, timeStart: hhmmss(Date.parse(`${m.date}T00:00:00Z`) + m.timeStart * SEC), to }, () => run.person.rename(m, to));
    },
    minutesAgo: (minutes: number) => run.act({ do: 'started', input: { minutesAgo: minutes, confirmOverlap: true } }, (a) => run.person.startedAt(Math.floor(a.at / SEC) * SEC - minutes * 60 * SEC)),
    startedAt: (at: number) => run.act({ do: 'started', input: { at: hhmmss(at), confirmOverlap: true } }, () => run.person.startedAt(at)),
    fromLastStop: () => run.act({ do: 'started', input: { fromLastStop: true, confirmOverlap: true } }, (a) => run.person.startedAt(run.person.lastStop(run.today(a.at), a.at)!)),
    split: (cut: number, description: string) => {
      const r = run.person.running()!;
      return run.act({ do: 'split', at: hhmmss(cut), description }, () => run.person.split(cut, { projectId: r.projectId, taskId: null, description }));
    },
  };
}

export const ok = (a: Ack) => assert.ok(a.ok, `refused: ${a.message}`);
