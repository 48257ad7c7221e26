// The chaos test in `npm test` (issue 68, item 7): the engine in a process of its own
// (driver.ts), a TCP proxy between it and the simulator, SIGKILL and a restart from the data
// folder, judged against the person's own record (chaos-run.ts): the three shapes the issue
// found with real processes, as the issue tells them, and the case the long run found. Seeded
// runs are the long run's, `npm run test:chaos` (cli.ts): each restart of a real process costs
// CPU, and `npm test` keeps to about 30 s of it here. Real processes on the real clock: every
// wait is for a line the process prints or its end, with a hang guard only; times are judged
// within a run's slack.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startWatchedSim, type WatchedSim } from '../cli/support/kill-harness.ts';
import { ChaosRun } from './chaos-run.ts';
import type { Ack } from './protocol.ts';

let sim: WatchedSim;
before(async () => {
  sim = await startWatchedSim();
});
after(async () => {
  await sim.close();
});

const SEC = 1000;
const hhmmss = (ms: number): string => new Date(ms).toISOString().slice(11, 19);

/** A run on the shared simulator; its log is printed only when the test fails. */
async function chaos(body: (run: ChaosRun) => Promise<void>): Promise<void> {
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
function person(run: ChaosRun) {
  const projects = run.projects();
  const p = (n: number) => projects[n % projects.length]!.id;
  return {
    start: (description: string, n = 0) => run.act({ do: 'start', projectId: p(n), description }, (a) => run.person.start({ projectId: p(n), taskId: null, description }, a.at)),
    stop: () => run.act({ do: 'stop' }, (a) => run.person.stop(a.at)),
    continueEntry: (description: string) => run.act({ do: 'continue', description }, (a) => run.person.continue(run.person.finished(description, run.today(a.at))!, a.at)),
    rename: (description: string, to: string) => {
      const m = run.person.finished(description, run.today(Date.now()))!;
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

const ok = (a: Ack) => assert.ok(a.ok, `refused: ${a.message}`);

test('connections refused (the OS says nothing): a start, kill, an edit of another entry, "Started 3 minutes ago", kill, "From the last stop", Stop: every restart shows the moved start and the service holds the last one', async () => {
  await chaos(async (run) => {
    const me = person(run);
    ok(await me.start('Earlier work', 1));
    ok(await me.stop());
    await run.pause();
    await run.network({ kind: 'refuse' });
    ok(await me.start('Moved start'));
    await run.kill();
    await run.restart();
    ok(await me.rename('Earlier work', 'Earlier work, renamed'));
    ok(await me.minutesAgo(3));
    await run.kill();
    await run.restart();
    ok(await me.fromLastStop());
    ok(await me.stop());
  });
});

test('the network clean: a start, kill, a split of the running timer, kill, "Started at", kill, a Continue of another entry, kill: the move lands', async () => {
  await chaos(async (run) => {
    const me = person(run);
    ok(await me.start('Other work', 1));
    ok(await me.stop());
    await run.pause();
    ok(await me.start('Split me'));
    await run.kill();
    await run.restart();
    // A second before now: after the run's start wherever the service counts it from (a start sent late by the restart).
    ok(await me.split(Math.floor(Date.now() / SEC) * SEC - SEC, 'Second part'));
    await run.kill();
    await run.restart();
    ok(await me.startedAt(Math.floor(Date.now() / SEC) * SEC - 5 * 60 * SEC));
    await run.kill();
    await run.restart();
    ok(await me.continueEntry('Other work'));
    await run.kill();
    await run.restart();
  });
});

test('a Continue acknowledged, then "Started … minutes ago" across kills with connections refused: never "No timer is running." while the continued timer runs', async () => {
  await chaos(async (run) => {
    const me = person(run);
    ok(await me.start('Continued work', 1));
    ok(await me.stop());
    ok(await me.start('Between'));
    ok(await me.stop());
    await run.pause();
    await run.network({ kind: 'refuse' });
    ok(await me.continueEntry('Continued work'));
    await run.kill();
    await run.restart();
    ok(await me.minutesAgo(2));
    await run.kill();
    await run.restart();
    ok(await me.minutesAgo(4));
  });
});

test('a moved start held for Undo, then two switches typed at once: the later start never goes ahead of the move, which lands (seed 4 of the long run)', async () => {
  await chaos(async (run) => {
    const me = person(run);
    ok(await me.start('Moved', 1));
    await run.killWhenSending();
    await run.restart();
    ok(await me.minutesAgo(8));
    // Typed without waiting: the first switch is folded into a finished entry by the second,
    // which then names nothing it replaces, yet starting it stops "Moved" on the service.
    const first = run.typeAhead({ do: 'start', projectId: run.projects()[2]!.id, description: 'Next' }, (a) => run.person.start({ projectId: run.projects()[2]!.id, taskId: null, description: 'Next' }, a.at));
    const second = run.typeAhead({ do: 'start', projectId: run.projects()[3]!.id, description: 'Last' }, (a) => run.person.start({ projectId: run.projects()[3]!.id, taskId: null, description: 'Last' }, a.at));
    await Promise.all([first, second]);
    await run.pause();
  });
});
