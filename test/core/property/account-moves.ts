// The person's moves across two accounts the property suite draws besides clicks in the window
// (issue 59): an answer to whatever notification is on screen (Undo, the reminder's Continue,
// focus's Take a break / Keep going / Continue, "Still working?", the away prompt's answers),
// each acting in the one account it is of; a session revoked on the service (signed out
// everywhere on the web) while that account's timer may run, and signing in to it again later.
// The model (engine-model.ts) takes in what each answer means; a revoked account's timer is
// stopped by a start elsewhere or Stop at the click, its stop owed until it is signed in again.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { NotificationRequest } from '../../../main/core/ports.ts';
import { hms, secondsOfDay, type Fields } from '../support/intent.ts';
import { accountOf, assertShown, now, onAccount, stintOf, switchedAcross } from './engine-model.ts';
import type { Model, Real } from './run-state.ts';
import { moveStats, signInAgain } from './account-checks.ts';

type Cmd = fc.AsyncCommand<Model, Real>;

const SEC = 1000;


/** The account a notification is of, by the name its title begins with (`Studio · …`); null: the person's (the reminder). */
function ownerOf(m: Model, r: Real, n: NotificationRequest): number | null {
  const rows = r.h.hub?.snapshot().accounts ?? [];
  const row = rows.find((a) => n.title.startsWith(`${a.name} · `));
  if (!row) return null;
  const i = m.accounts.findIndex((a) => a.key === row.key);
  return i < 0 ? null : i;
}

/** Each account's actions waiting and its Undo, to tell which account an answer acted in. */
function before(m: Model, r: Real): { queued: number; undo: string | null }[] {
  return m.accounts.map((_, i) => {
    const s = stintOf(m, r, i).snapshot();
    return { queued: s.sync.queued, undo: s.undo?.id ?? null };
  });
}

/**
 * A new run the answer began: the account (other than those already running it) whose window
 * now shows a run from `at`, with the fields of an entry the person had there.
 */
function begunBy(m: Model, r: Real, at: number): { i: number; f: Fields } | null {
  for (let i = 0; i < m.accounts.length; i++) {
    const shown = stintOf(m, r, i).snapshot().running;
    // Once sent, the window shows the run from the service's start, in whole seconds.
    if (!shown || shown.runningSince === null || shown.runningSince < Math.floor(at / 1000) * 1000) continue;
    const running = accountOf(m, i).intent.running();
    if (running && running.since !== null && running.since >= at) continue;
    const f: Fields = { projectId: shown.projectId, taskId: shown.taskId, description: shown.description };
    const had = accountOf(m, i).intent.entries.some((e) => e.projectId === f.projectId && e.taskId === f.taskId && e.description === f.description);
    assert.ok(had, `an answer began "${f.description}" in ${accountOf(m, i).key}, an entry the person never had there`);
    return { i, f };
  }
  return null;
}

/** Answers one of the notifications on screen with one of its actions, as the person clicks it there. */
export class Answer implements Cmd {
  constructor(
    readonly pick: number,
    readonly actionPick: number,
  ) {}
  check = (m: Readonly<Model>): boolean => m.accounts.length > 1;
  async run(m: Model, r: Real): Promise<void> {
    const open = r.h.ports.notifier.open().filter((n) => n.actions.length > 0 && n.id !== 'stint.idle');
    if (open.length === 0) return;
    const n = open[this.pick % open.length]!;
    const action = n.actions[this.actionPick % n.actions.length]!.id;
    const owner = ownerOf(m, r, n);
    const at = r.h.clock.now();
    // What the person expects of the answer, decided before it is clicked (null: not clicked).
    const expect = this.expectation(m, r, n, action, owner);
    if (expect === null) return;
    const was = before(m, r);
    r.h.ports.notifier.choose(n.id, action);
    await r.h.quiet();
    r.log.push(`${now(r)} answered ${n.id} "${n.title}" with ${action}`);
    moveStats.answers++;
    const begun = expect === 'begins' ? begunBy(m, r, at) : null;
    if (expect === 'undo' && owner !== null) {
      const change = m.lastChange[owner];
      m.lastChange[owner] = null;
      // Put back, its Undo is gone from the window; refused (the entry no longer listed as it
      // was: told so), it stays and nothing changed. Not judged by the notice, which may be
      // another refusal told at the same instant (a queued start the service refused).
      const putBack = was[owner]!.undo !== null && stintOf(m, r, owner).snapshot().undo?.id !== was[owner]!.undo;
      if (change?.kind === 'times' && putBack) {
        Object.assign(change.meant, change.before);
        moveStats.undos++;
      }
    } else if (expect === 'stops' && owner !== null) {
      accountOf(m, owner).intent.stop(at, false);
    } else if (typeof expect === 'number' && owner !== null) {
      accountOf(m, owner).intent.stop(expect, false);
    } else if (begun) {
      if (n.id === 'stint.focus') assert.equal(begun.i, owner, `focus's Continue of ${n.title} began a run in another account`);
      accountOf(m, begun.i).intent.start(begun.f, at, false);
      switchedAcross(m, begun.i, at);
      if (n.id === 'stint.reminder') moveStats.reminderContinues++;
    }
    // Acted in its own account alone: no other account queued anything or lost its Undo (but
    // the stop of a timer a Continue ended there).
    const after = before(m, r);
    m.accounts.forEach((a, i) => {
      if (i === owner || (owner === null && begun?.i === i)) return;
      const stopped = begun !== null && begun.i !== i ? 1 : 0;
      assert.ok(after[i]!.queued <= was[i]!.queued + stopped, `the answer ${action} to "${n.title}" queued ${after[i]!.queued - was[i]!.queued} actions in ${a.key}, an account it is not of`);
      assert.equal(after[i]!.undo, was[i]!.undo, `the answer ${action} to "${n.title}" took ${a.key}'s Undo`);
    });
    m.clicks++;
    assertShown(m, r, `click ${m.clicks} (${action} on ${n.id})`);
  }

  /**
   * What answering `n` with `action` does, as the person reads it: `undo` (the owner's last
   * change put back), `stops` (the owner's timer stops now), an instant (it stops there),
   * `begins` (a run of an entry the person had begins now), `nothing`; null when the model
   * does not follow that answer (not clicked).
   */
  private expectation(m: Model, r: Real, n: NotificationRequest, action: string, owner: number | null): 'undo' | 'stops' | 'begins' | 'nothing' | number | null {
    switch (n.id) {
      case 'undo': {
        if (owner === null) return null;
        const c = m.lastChange[owner];
        if (c === null || c === undefined) return 'undo';
        if (c.kind !== 'times') return null;
        const e = c.meant;
        const settled = !m.excused.has(e) && !m.webTouched.has(e) && !m.renamed.has(e) && !m.pending.has(e) && ![...m.pending.values()].some((p) => p.first === e);
        return settled && e.since === null ? 'undo' : null;
      }
      case 'stint.focus':
        if (owner === null) return null;
        moveStats.focusAnswers++;
        // Take a break stops the timer (stopOnBreak, the default) when the account's own runs.
        if (action === 'take_break') return accountOf(m, owner).intent.running() ? 'stops' : 'nothing';
        return action === 'continue' ? 'begins' : 'nothing';
      case 'stint.reminder':
        return action === 'continue' ? 'begins' : 'nothing';
      case 'stint.still-working': {
        if (owner === null || action === 'stop_at_activity') return null;
        moveStats.stillWorkingAnswers++;
        const q = stintOf(m, r, owner).snapshot().idle.stillWorking;
        if (action === 'keep' || !q || !accountOf(m, owner).intent.running()) return 'nothing';
        return Math.max(q.endOfDayAt, accountOf(m, owner).intent.running()!.since!);
      }
      default:
        return null;
    }
  }
  toString = (): string => `Answer(${this.pick}, ${this.actionPick})`;
}

/**
 * The screen locked with a timer running; back, the person answers the away prompt on its
 * notification: Keep, Discard (the run ends where the absence began) or Discard and continue
 * (and the same work runs again from now). The prompt is the running account's.
 */
export class LockAndAnswer implements Cmd {
  constructor(
    readonly awayS: number,
    readonly choice: 'keep' | 'discard' | 'discard_continue',
    readonly account: number,
  ) {}
  check = (m: Readonly<Model>): boolean => accountOf(m, this.account).intent.running() !== undefined;
  async run(m: Model, r: Real): Promise<void> {
    const { intent } = accountOf(m, this.account);
    r.h.ports.idle.emit('lock');
    await r.h.step(this.awayS * SEC);
    r.h.ports.idle.emit('unlock');
    await r.h.step(6 * SEC);
    const prompt = stintOf(m, r, this.account).snapshot().idle.prompt;
    const running = intent.running();
    const n = r.h.ports.notifier.open().find((x) => x.id === 'stint.idle');
    r.log.push(`${now(r)} locked ${this.awayS}s, prompt ${prompt ? 'shown' : 'none'}, its notification ${n ? `"${n.title}"` : 'none'}`);
    if (!prompt || !running || !n) {
      if (prompt) await stintOf(m, r, this.account).resolveIdle('keep');
      return;
    }
    assert.equal(ownerOf(m, r, n), this.account, `the away prompt "${n.title}" is of the account whose timer runs (${accountOf(m, this.account).key})`);
    const at = r.h.clock.now();
    r.h.ports.notifier.choose(n.id, this.choice);
    await r.h.quiet();
    const stint = stintOf(m, r, this.account);
    if (this.choice !== 'keep' && stint.snapshot().session.state !== 'signed_in' && stint.snapshot().idle.prompt !== null) {
      // Signed out meanwhile (its session revoked): nothing can be queued, so the question
      // stays and the window says the answer was not applied; the person keeps the time.
      assert.match(stint.snapshot().notice?.message ?? '', /was not applied: answer it again in the window/, 'the refused answer is said');
      r.log.push(`${now(r)} answered the away prompt with ${this.choice}${onAccount(this.account)}: not applied (signed out), then kept`);
      await stint.resolveIdle('keep');
      await r.h.quiet();
      return assertShown(m, r, `after ${this.choice} on the away prompt refused`);
    }
    r.log.push(`${now(r)} answered the away prompt (${hms(secondsOfDay(prompt.since))}-${hms(secondsOfDay(prompt.until))}) with ${this.choice}${onAccount(this.account)}`);
    moveStats.awayAnswers++;
    if (this.choice !== 'keep') {
      const fields: Fields = { projectId: running.projectId, taskId: running.taskId, description: running.description };
      intent.stop(Math.max(prompt.since, running.since!), false);
      if (this.choice === 'discard_continue') intent.start(fields, at, false);
      m.lastChange[this.account] = { kind: 'other' };
    }
    m.clicks++;
    assertShown(m, r, `click ${m.clicks} (${this.choice} on the away prompt)`);
  }
  toString = (): string => `LockAndAnswer(${this.awayS}, ${this.choice}${onAccount(this.account)})`;
}

/** The account's session revoked on the service (signed out everywhere on the web): its next request is refused. */
export class Revoke implements Cmd {
  readonly sessionMove = true;
  constructor(readonly account: number) {}
  check = (m: Readonly<Model>): boolean => m.accounts.length > 1 && !m.revoked.has(this.account);
  async run(m: Model, r: Real): Promise<void> {
    const a = accountOf(m, this.account);
    if (!(await r.h.revoke(a.key, a.accountId))) return;
    m.revoked.add(this.account);
    moveStats.revokes++;
    r.log.push(`${now(r)} world: ${a.key}'s session revoked${a.intent.running() ? ' while its timer runs' : ''}`);
  }
  toString = (): string => `Revoke(${this.account})`;
}

/** The person signs in to the account again, once its window says it is signed out. */
export class SignInAgain implements Cmd {
  readonly sessionMove = true;
  constructor(readonly account: number) {}
  check = (m: Readonly<Model>): boolean => m.revoked.has(this.account);
  async run(m: Model, r: Real): Promise<void> {
    if (stintOf(m, r, this.account).snapshot().session.state === 'signed_in') return;
    await signInAgain(m, r, this.account);
    assertShown(m, r, `after signing in to ${accountOf(m, this.account).key} again`);
  }
  toString = (): string => `SignInAgain(${this.account})`;
}

const account = fc.constantFrom(0, 1);
const answer = fc.tuple(fc.nat(), fc.nat()).map(([p, a]) => new Answer(p, a));
const lockAndAnswer = fc
  .tuple(fc.integer({ min: 6, max: 40 }).map((n) => n * 60), fc.constantFrom('keep' as const, 'discard' as const, 'discard_continue' as const), account)
  .map(([s, c, a]) => new LockAndAnswer(s, c, a));
const revoke = account.map((a) => new Revoke(a));
const signIn = account.map((a) => new SignInAgain(a));

/** The moves of two accounts, beside the clicks: answers often, a revoked session now and then, signing in again as often. */
export const accountMoveArbitraries: fc.Arbitrary<Cmd>[] = [answer, answer, answer, lockAndAnswer, revoke, signIn, signIn];
