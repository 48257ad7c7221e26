// "Apply rounding to these entries" over the person's accounts (issue 70, item 3): for ONE
// account (its rules are its own) and a range with the export's filters, a preview first (a
// pure plan: which entries change, by how much in all, which are left as tracked and why, what
// it costs), then the apply: one correction in that account, held for Undo like any other. The
// person's Undo takes back their last change in whichever account they made it, so one change
// per apply, in one account, is what Undo can honestly take back whole.
//
// The range is read unfiltered (every entry of the person's there is a neighbour a rounded end
// must not reach) through the account's engine, on the export's terms: refused in words before
// it would spend what the day's timer keeps. The read is kept for the apply of the same
// request, so applying costs no second read; the engine checks each update again on a new read
// of its day just before it is sent.
import type { AccountFilter } from '../timesheets/sheet-filter.ts';
import { readRuleBook } from '../timesheets/rounding-rule.ts';
import { planRounding, type RoundingChange, type RoundingPlan } from '../timesheets/round-plan.ts';
import type { ApplyRoundingResult, RoundingEntryInput, RoundingLeftView, TimesheetRowsResult } from '../stint-api.ts';
import { formatSignedDuration } from '../time/local-time.ts';
import type { StintAccounts } from './accounts.ts';
import { noAccount } from './person-timesheet.ts';
import { wordsFor, type I18n } from '../../i18n/words.ts';

export interface RoundingRequest {
  /** `YYYY-MM-DD`, inclusive, in the account's calendar. */
  readonly from: string;
  readonly to: string;
  /** The account's key: one account at a time (its rules are its own). */
  readonly account: string;
  /** The customers, projects and tasks the timesheet keeps; left out: all. */
  readonly filter?: AccountFilter;
}

export type RoundingPreview =
  | {
      readonly ok: true;
      readonly key: string;
      readonly name: string;
      readonly changes: readonly RoundingChange[];
      /** Entries left as tracked, and why (the plan's, then what the account's engine shows). */
      readonly left: readonly RoundingLeftView[];
      readonly added: number;
      /** What storing them costs: an update and a read before it, each. */
      readonly requests: number;
      /** What the day leaves beyond the timer's reserve (null: no daily quota told), and what the timer keeps. */
      readonly spare: number | null;
      readonly keeps: number;
      /** Requests the read of the range spent. */
      readonly readRequests: number;
      /** The whole preview in words: what it stores, what it leaves, what it costs. */
      readonly message: string;
      /** Rows that could not be read. */
      readonly problems: readonly string[];
      /** Whether Apply may go (something to store, and room in the day for it). */
      readonly applicable: boolean;
    }
  | { readonly ok: false; readonly message: string; readonly readRequests: number };

export interface RoundingCommands {
  /** What applying the account's rounding to the range's entries would store, said first. */
  previewRounding(request: RoundingRequest): Promise<RoundingPreview>;
  /** Stores it: one correction in that account, with one Undo. */
  applyRounding(request: RoundingRequest): Promise<ApplyRoundingResult>;
}

/** The request's shape checked (a window or a command line may send anything), or the words of what is wrong. */
function shapeProblem(hub: StintAccounts, request: RoundingRequest, i18n: I18n): string | null {
  if (typeof request !== 'object' || request === null || typeof request.account !== 'string') return i18n._({ id: 'rounding.chooseAccount', message: 'Choose the one account whose entries to round.' });
  if (!hub.named().some((a) => a.key === request.account)) return noAccount(request.account, hub.named(), i18n);
  return null;
}

export class PersonRounding implements RoundingCommands {
  /** The last preview's read, for the apply of the same request (no second read). */
  private kept: { readonly request: string; readonly rows: Extract<TimesheetRowsResult, { ok: true }> } | null = null;

  constructor(private readonly hub: StintAccounts) {}

  /** The person's words: the language in use (the first account's snapshot says it). */
  private words(): I18n {
    return wordsFor(this.hub.first.snapshot().language);
  }

  async previewRounding(request: RoundingRequest): Promise<RoundingPreview> {
    const r = await this.plan(request, false);
    if (!r.ok) return r;
    const check = await this.hub.engineOf(request.account)!.applyRounding({ accountName: r.name, entries: entriesOf(r.plan.changes), check: true });
    return previewOf(request.account, r.name, r.plan, r.readRequests, check, this.words());
  }

  async applyRounding(request: RoundingRequest): Promise<ApplyRoundingResult> {
    const r = await this.plan(request, true);
    if (!r.ok) return { ok: false, message: r.message, fields: {}, left: [] };
    const applied = await this.hub.engineOf(request.account)!.applyRounding({ accountName: r.name, entries: entriesOf(r.plan.changes) });
    // The entries the plan left as tracked are said with those the engine left.
    return { ...applied, left: [...r.plan.left, ...applied.left] };
  }

  private async plan(request: RoundingRequest, reuse: boolean): Promise<{ ok: true; name: string; plan: RoundingPlan; readRequests: number } | { ok: false; message: string; readRequests: number }> {
    const i18n = this.words();
    const wrong = shapeProblem(this.hub, request, i18n);
    if (wrong !== null) return { ok: false, message: wrong, readRequests: 0 };
    const account = this.hub.named().find((a) => a.key === request.account)!;
    const engine = this.hub.engineOf(request.account)!;
    const key = JSON.stringify({ from: request.from, to: request.to, account: request.account });
    let rows = reuse && this.kept?.request === key ? this.kept.rows : null;
    let readRequests = 0;
    if (rows === null) {
      // Unfiltered: the entries of other projects that day are neighbours too.
      const read = await engine.readTimesheet({ accountName: account.name, from: request.from, to: request.to });
      readRequests = read.requests;
      if (!read.ok) return { ok: false, message: read.message, readRequests };
      rows = read;
    }
    this.kept = reuse ? null : { request: key, rows };
    const book = readRuleBook(rows.rounding, account.name, i18n);
    if (!book.ok) return { ok: false, message: i18n._({ id: 'rounding.mendRules', message: '{problems} Nothing was changed: mend the rounding rules in Settings → Timesheets first.', values: { problems: book.problems.join(' ') } }), readRequests };
    const hourCycle = account.snapshot.display.hourCycle;
    const plan = planRounding({ account: account.name, rows: rows.rows, book: book.value, ...(request.filter ? { filter: request.filter } : {}), hourCycle, i18n });
    return { ok: true, name: account.name, plan, readRequests };
  }
}

function entriesOf(changes: readonly RoundingChange[]): RoundingEntryInput[] {
  return changes.map((c) => ({ id: c.id, seen: c.seen, seconds: c.billed, name: c.name }));
}

function previewOf(key: string, name: string, plan: RoundingPlan, readRequests: number, check: ApplyRoundingResult, i18n: I18n): RoundingPreview {
  const engineLeft = check.left.filter((l) => !plan.left.some((p) => p.id === l.id));
  const left = [...plan.left, ...engineLeft];
  const leftIds = new Set(engineLeft.map((l) => l.id));
  const changes = plan.changes.filter((c) => !leftIds.has(c.id));
  const added = changes.reduce((sum, c) => sum + c.billed - c.tracked, 0);
  const requests = check.ok ? check.requests : changes.length * 2;
  const spare = check.ok ? check.spare : null;
  const keeps = check.ok ? check.keeps : 0;
  // Each its own sentence: what it stores, what it leaves, what it costs.
  const stores =
    changes.length === 0
      ? left.length > 0
        ? i18n._({ id: 'rounding.nothingButLeft', message: "Nothing to store in {account}: no entry's billed time differs from its tracked time but those left as tracked.", values: { account: name } })
        : i18n._({ id: 'rounding.nothing', message: "Nothing to store in {account}: no entry's billed time differs from its tracked time.", values: { account: name } })
      : i18n._({ id: 'rounding.stores', message: '{count, plural, one {Stores the billed time of {count} entry of {account} as their own ({change} in all): each keeps its start, its end moves.} other {Stores the billed time of {count} entries of {account} as their own ({change} in all): each keeps its start, its end moves.}}',
          values: { count: changes.length, account: name, change: formatSignedDuration(added) },
        });
  const leaves = left.length === 0 ? '' : ` ${i18n._({ id: 'rounding.leaves', message: '{count, plural, one {# entry is left as tracked.} other {# entries are left as tracked.}}', values: { count: left.length } })}`;
  const costs =
    changes.length === 0
      ? ''
      : check.ok
        ? ` ${
            spare === null
              ? i18n._({ id: 'rounding.costs', message: 'It costs {count, plural, one {{count} request} other {{count} requests}} of {account} (an update and a read before it, each).', values: { count: requests, account: name } })
              : i18n._({ id: 'rounding.costsSpare', message: 'It costs {count, plural, one {{count} request} other {{count} requests}} of {account} (an update and a read before it, each); {spare, plural, one {{spare} is} other {{spare} are}} left today after the {keeps} the timer keeps.', values: { count: requests, account: name, spare, keeps } })
          }`
        : ` ${check.message}`;
  return {
    ok: true,
    key,
    name,
    changes,
    left,
    added,
    requests,
    spare,
    keeps,
    readRequests,
    message: `${stores}${leaves}${costs}`,
    problems: plan.problems,
    applicable: check.ok && changes.length > 0,
  };
}
