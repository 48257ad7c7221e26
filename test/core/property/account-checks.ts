// What the property suite judges across two accounts beyond each account's own entries (issue
// 59): a switch across accounts leaves no second between the entry it stopped and the run it
// began, whatever the network did, and a revoked account's stop owed is sent once it is
// signed in again. Pure judgements of the service and the model, for engine-model.ts.
import assert from 'node:assert/strict';
import type { TimeEntry } from '../../sim/model.ts';
import { DEMO_PASSWORD } from '../support/engine-harness.ts';
import { fromService, hms, identity, type Meant } from '../support/intent.ts';
import type { Model, Real, Seam } from './run-state.ts';

/** What the runs of two accounts answered, revoked and judged. */
export const moveStats = { answers: 0, undos: 0, focusAnswers: 0, reminderContinues: 0, awayAnswers: 0, stillWorkingAnswers: 0, revokes: 0, signInsAgain: 0, seamsJudged: 0 };

/**
 * What the person waits for (a sign-in, a read): time moves a second at a time until it is
 * answered (a slow network's latency holds its request until time moves).
 */
export async function meanwhile<T>(r: Real, work: Promise<T>): Promise<T> {
  let done = false;
  const tracked = work.finally(() => {
    done = true;
  });
  await r.h.quiet();
  for (let s = 0; s < 120 && !done; s++) await r.h.step(1000);
  return tracked;
}

/** Signs in to revoked account `i` again, as the person does in its row: answers whether it worked (the service reached). */
export async function signInAgain(m: Model, r: Real, i: number): Promise<boolean> {
  const a = m.accounts[i]!;
  const result = await meanwhile(r, r.h.hub!.signIn(a.key, { baseUrl: r.h.sim.baseUrl, email: a.email, password: DEMO_PASSWORD, accountId: a.accountId }));
  r.log.push(`${new Date(r.h.clock.now()).toISOString().slice(11, 23)} signed in to ${a.key} again: ${result.ok ? 'ok' : `refused (${result.message})`}`);
  if (!result.ok) return false;
  m.revoked.delete(i);
  moveStats.signInsAgain++;
  return true;
}

/** The one entry of the service that `m` is (same day, start, project, task, description), or null when none or several. */
function heldAs(service: readonly TimeEntry[], m: Meant): TimeEntry | null {
  const hits = service.filter((e) => identity(fromService(e)) === identity(m));
  return hits.length === 1 ? hits[0]! : null;
}

/** Whether a seam still says what it said at the switch: neither entry changed since, none excused or touched by the web. */
function standing(m: Model, s: Seam): boolean {
  const untouched = (e: Meant): boolean => !m.excused.has(e) && !m.webTouched.has(e) && !m.renamed.has(e) && !m.pending.has(e) && ![...m.pending.values()].some((p) => p.first === e);
  return untouched(s.from) && untouched(s.to) && `${s.from.timeStart}+${s.from.total}` === s.fromTimes && s.to.timeStart === s.toStart && s.from.date === s.to.date;
}

/**
 * Each switch across accounts whose two entries the person left as they were: the stopped
 * entry ends on the service where the new run begins, to the second (`waiting`: accounts whose
 * actions wait for tomorrow's quota, judged no further). Answers how many were judged.
 */
export function judgeSeams(m: Model, entriesOf: (i: number) => readonly TimeEntry[], waiting: ReadonlySet<number>): number {
  let judged = 0;
  for (const s of m.seams) {
    if (waiting.has(s.fromAccount) || waiting.has(s.toAccount) || !standing(m, s)) continue;
    const from = heldAs(entriesOf(s.fromAccount), s.from);
    const to = heldAs(entriesOf(s.toAccount), s.to);
    if (from === null || to === null) continue;
    judged++;
    assert.equal(
      hms(from.time_start + from.time_total),
      hms(to.time_start),
      `the switch from ${identity(s.from)} (account ${s.fromAccount}) to ${identity(s.to)} (account ${s.toAccount}): the first ends where the second begins, to the second (it holds ${from.time_total} s)`,
    );
  }
  return judged;
}
