// Rounding stored in this account's entries (issue 70, item 3): the billed seconds the person
// asked to store, planned against what this engine shows (commands/round-ops.ts), queued as one
// correction held for Undo, its updates each checked on a new read of its day before it is sent.
// Each update and its read are two requests: on a day with a quota (the Free plan's 50) they
// must fit in what the day leaves beyond the timer's reserve (reads/export-reserve.ts, the
// export's own terms), else nothing is queued and the words say what it would cost. Refused
// whole, never cut: half a timesheet rounded is harder to hand over than none.

import type { ApartPlan, EngineParts } from './engine-parts.ts';
import type { EngineState } from './engine-state.ts';
import { refreshPolicyInputOf } from './engine-read-plan.ts';
import { exportAllowance } from '../reads/export-reserve.ts';
import { planRoundingOps, readRoundingInput, REQUESTS_PER_ENTRY, roundingWords, type RoundingOps } from '../commands/round-ops.ts';
import type { ApplyRoundingResult, RoundingLeftView } from '../stint-api.ts';
import { wordsOf } from './engine-language.ts';

function refusedWith(message: string, left: readonly RoundingLeftView[] = []): ApplyRoundingResult {
  return Object.freeze({ ok: false as const, message, fields: Object.freeze({}), left });
}

export class EngineRounding {
  constructor(
    private readonly s: EngineState,
    private readonly parts: EngineParts,
  ) {}

  apply(input: unknown): Promise<ApplyRoundingResult> {
    return this.s.track(this.queue(input));
  }

  private async queue(input: unknown): Promise<ApplyRoundingResult> {
    const bad = this.parts.commands.checkSignedIn();
    if (bad !== null && !bad.ok) return refusedWith(bad.message);
    const i18n = wordsOf(this.s);
    const read = readRoundingInput(input, i18n);
    if (typeof read === 'string') return refusedWith(read);
    const name = read.accountName ?? this.s.record?.credentials.accountId ?? i18n._({ id: 'round.thisAccount', message: 'this account' });
    if (read.check === true) {
      const p = planRoundingOps(this.parts.commands.tracker(), read.entries);
      return this.tooMany(p, name) ?? this.answer(p, read.accountName, false);
    }
    let planned: RoundingOps | null = null;
    let refusal: ApplyRoundingResult | null = null;
    // Planned against the queue as it stands, in the same step that appends it (engine-commands.ts).
    const plan = (): ApartPlan => {
      const p = planRoundingOps(this.parts.commands.tracker(), read.entries);
      planned = p;
      refusal = this.tooMany(p, name);
      if (refusal !== null) return { refuse: refusal as ApplyRoundingResult & { ok: false } };
      return { op: p.ops[0]!, more: p.ops.slice(1) };
    };
    const queued = await this.parts.commands.runApart(plan, () => ({ words: roundingWords(planned!.ops.length, planned!.added, i18n, read.accountName), undo: planned!.undo }));
    const p = planned as RoundingOps | null;
    if ('refuse' in queued || p === null) return refusal ?? refusedWith('refuse' in queued ? queued.refuse.message : i18n._({ id: 'round.nothingQueued', message: 'Nothing was queued.' }), p?.left ?? []);
    return this.answer(p, read.accountName, true);
  }

  private answer(p: RoundingOps, accountName: string | undefined, queued: boolean): ApplyRoundingResult {
    const a = exportAllowance(refreshPolicyInputOf(this.s));
    return Object.freeze({
      ok: true as const,
      message: roundingWords(p.ops.length, p.added, wordsOf(this.s), accountName),
      stored: p.ops.length,
      added: p.added,
      requests: p.ops.length * REQUESTS_PER_ENTRY,
      spare: Number.isFinite(a.spare) ? a.spare : null,
      keeps: a.keeps,
      left: p.left,
      queued,
    });
  }

  /** Null when the plan may be queued; else its refusal in words (nothing to store, or more requests than the day leaves). */
  private tooMany(p: RoundingOps, name: string): ApplyRoundingResult | null {
    const i18n = wordsOf(this.s);
    if (p.ops.length === 0) {
      const why =
        p.left.length === 0
          ? i18n._({ id: 'round.nothing.held', message: 'Nothing to store in {account}: every entry already holds its billed time.', values: { account: name } })
          : i18n._({ id: 'round.nothing.left', message: '{count, plural, one {Nothing to store in {account}: the one entry to change is left as tracked.} other {Nothing to store in {account}: all # entries to change are left as tracked.}}', values: { account: name, count: p.left.length } });
      return refusedWith(why, p.left);
    }
    const needed = p.ops.length * REQUESTS_PER_ENTRY;
    const a = exportAllowance(refreshPolicyInputOf(this.s));
    if (needed <= a.spare) return null;
    const values = { count: p.ops.length, account: name, needed, spare: a.spare, keeps: a.keeps };
    return refusedWith(
      i18n._({ id: 'round.tooMany', message: '{count, plural, one {Storing the rounded times of {count} entry} other {Storing the rounded times of {count} entries}} of {account} needs {needed, plural, one {{needed} request} other {{needed} requests}} (an update and a read before it, each); {spare, plural, =0 {none are} one {{spare} is} other {{spare} are}} left today after the {keeps} the timer keeps. Nothing was changed: choose a shorter range or fewer projects, or apply it tomorrow.', values }),
      p.left,
    );
  }
}
