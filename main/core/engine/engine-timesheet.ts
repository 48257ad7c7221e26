// A timesheet's read in this account (issue 70): the person's own entries of a range from the
// detailed report, page after page (100 rows a request), through this account's client and
// pacer; and its cost said first. Never from the requests the day's timer still needs
// (reads/export-reserve.ts): refused in words before they are spent. A read cut short is
// refused whole: a sheet that leaves out rows unsaid would hand a client too little time.

import { isServiceError } from '../../api/errors.ts';
import type { DetailedReport, DetailedReportQuery, DetailedReportRow } from '../../api/types.ts';
import { exportAllowance, exportRefusal, pagesFor } from '../reads/export-reserve.ts';
import type { EngineState } from './engine-state.ts';
import { unreachable } from './engine-state.ts';
import { refreshPolicyInputOf } from './engine-read-plan.ts';
import { displayOf } from './engine-views.ts';
import { wordsOf } from './engine-language.ts';
import type { I18n } from '../../i18n/words.ts';
import { formatInstantClock } from '../time/clock-format.ts';
import { addDays } from '../time/local-time.ts';
import type { TimesheetCostResult, TimesheetReadInput, TimesheetRowsResult } from '../stint-api.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A timesheet covers at most a year and a bit: the longest range a person hands over. */
const MAX_DAYS = 366;
/** Paging itself never stops a read the cost check allowed (the check is the bound). */
const MAX_PAGES = 10_000;

type Refused = Extract<TimesheetRowsResult, { ok: false }>;

export class EngineTimesheet {
  constructor(private readonly s: EngineState) {}

  /** The rows of the range, or why not; `requests`: what was spent either way. */
  read(input: TimesheetReadInput): Promise<TimesheetRowsResult> {
    return this.s.track(this.readRows(input));
  }

  cost(input: TimesheetReadInput): Promise<TimesheetCostResult> {
    return this.s.track(this.count(input));
  }

  private async readRows(input: unknown): Promise<TimesheetRowsResult> {
    const i18n = wordsOf(this.s);
    const checked = this.check(input, i18n);
    if (typeof checked === 'string') return refused(checked, 0);
    const name = this.name(input);
    const client = this.s.client;
    if (client === null) return refused(signInFirst(i18n), 0);
    const before = exportAllowance(refreshPolicyInputOf(this.s));
    const first = exportRefusal(i18n, name, 1, false, before);
    if (first !== null) return refused(first, 0);
    const rows: DetailedReportRow[] = [];
    let requests = 0;
    try {
      for await (const page of client.reports.detailedPages(checked, { maxPages: MAX_PAGES })) {
        requests++;
        rows.push(...page.data);
        if (!page.has_next_page || page.data.length === 0) break;
        // The first page tells the count (and the headers the quota as it is now, other
        // devices' requests included): the rest is allowed or refused before it is asked for.
        const now = exportAllowance(refreshPolicyInputOf(this.s));
        const total = totalRowsOf(page);
        const needed = total === null ? 1 : pagesFor(total) - requests;
        const words = exportRefusal(i18n, name, needed + requests, total !== null, { spare: now.spare + requests, keeps: now.keeps }, total ?? undefined);
        if (words !== null) return refused(`${words} ${i18n._({ id: 'timesheet.spentFindingOut', message: 'Nothing was exported; {requests, plural, one {# request was} other {# requests were}} spent finding out.', values: { requests } })}`, requests);
      }
    } catch (e) {
      return refused(this.failureWords(i18n, name, e), requests);
    }
    const t = this.s.settings.timesheets;
    return { ok: true, rows, requests, rounding: t.rounding, currency: t.currency };
  }

  private async count(input: unknown): Promise<TimesheetCostResult> {
    const i18n = wordsOf(this.s);
    const checked = this.check(input, i18n);
    if (typeof checked === 'string') return { ...refused(checked, 0), spent: 0 };
    const name = this.name(input);
    const client = this.s.client;
    if (client === null) return { ...refused(signInFirst(i18n), 0), spent: 0 };
    const before = exportAllowance(refreshPolicyInputOf(this.s));
    // The question costs a request too: asked only when an export could follow.
    const first = exportRefusal(i18n, name, 1, false, before);
    if (first !== null) return { ...refused(first, 0), spent: 0 };
    let page: DetailedReport;
    try {
      page = await client.reports.detailed({ ...checked, opt_page_limit: 1 });
    } catch (e) {
      return { ...refused(this.failureWords(i18n, name, e), 0), spent: 1 };
    }
    const total = totalRowsOf(page);
    if (total === null) return { ...refused(i18n._({ id: 'timesheet.noCount', message: 'The service did not say how many entries the range holds; export it to see what it costs.' }), 0), spent: 1 };
    const now = exportAllowance(refreshPolicyInputOf(this.s));
    const requests = pagesFor(total);
    const words = exportRefusal(i18n, name, requests, true, now, total);
    if (words !== null) return { ...refused(words, 0), spent: 1 };
    const spare = Number.isFinite(now.spare) ? now.spare : null;
    const values = { requests, account: name, entries: total, spare: spare ?? 0, keeps: now.keeps };
    const message =
      spare === null
        ? i18n._({ id: 'timesheet.cost', message: 'This export needs {requests, plural, one {# request} other {# requests}} of {account} ({entries, plural, one {# entry} other {# entries}}).', values })
        : i18n._({
            id: 'timesheet.costLeft',
            message: 'This export needs {requests, plural, one {# request} other {# requests}} of {account} ({entries, plural, one {# entry} other {# entries}}); {spare, plural, one {# is} other {# are}} left today after the {keeps} the timer keeps.',
            values,
          });
    return { ok: true, requests, entries: total, spare, keeps: now.keeps, spent: 1, message };
  }

  /** The report query of a checked input, or the words of what is wrong with it. */
  private check(input: unknown, i18n: I18n): DetailedReportQuery | string {
    const record = this.s.record;
    if (!record) return signInFirst(i18n);
    if (typeof input !== 'object' || input === null) return i18n._({ id: 'timesheet.range.missing', message: 'Give the range to export: from and to, as YYYY-MM-DD.' });
    const i = input as Record<string, unknown>;
    const from = i.from;
    const to = i.to;
    if (!isDate(from) || !isDate(to)) return i18n._({ id: 'timesheet.range.dates', message: 'Give the range to export as two dates YYYY-MM-DD, for example 2026-11-01 to 2026-11-30.' });
    if (to < from) return i18n._({ id: 'timesheet.range.backwards', message: 'The range ends ({to}) before it starts ({from}): swap the two dates.', values: { to, from } });
    if (addDays(from, MAX_DAYS - 1) < to) return i18n._({ id: 'timesheet.range.tooLong', message: 'The range is longer than {days} days: export it in parts of a year at most.', values: { days: MAX_DAYS } });
    const query: DetailedReportQuery = { date_execution_start: from, date_execution_end: to, user_id: [record.user.id], opt_page_limit: 100 };
    for (const [key, field] of [['customerIds', 'customer_id'], ['projectIds', 'project_id'], ['taskIds', 'task_id']] as const) {
      const ids = i[key];
      if (ids === undefined) continue;
      if (!Array.isArray(ids) || !ids.every((x) => Number.isInteger(x) && (x as number) > 0)) return i18n._({ id: 'timesheet.ids.notIds', message: '{key} should be a list of ids (whole numbers), or left out for all.', values: { key } });
      // An empty list keeps nothing: the service is asked for nothing rather than for everything.
      if (ids.length === 0) return i18n._({ id: 'timesheet.ids.empty', message: '{key} is empty: it keeps no entries. Leave it out to keep all.', values: { key } });
      query[field] = [...(ids as number[])];
    }
    return query;
  }

  /** The account as the words name it: the name the caller gave (the accounts layer's), else the account id. */
  private name(input: unknown): string {
    const given = typeof input === 'object' && input !== null ? (input as { accountName?: unknown }).accountName : undefined;
    if (typeof given === 'string' && given.trim() !== '') return given;
    const i18n = wordsOf(this.s);
    return this.s.record?.credentials.accountId ?? i18n._({ id: 'timesheet.thisAccount', message: 'this account' });
  }

  private failureWords(i18n: I18n, name: string, e: unknown): string {
    if (!isServiceError(e)) return i18n._({ id: 'timesheet.failed.why', message: 'The timesheet of {account} could not be read ({why}). Nothing was exported; try again.', values: { account: name, why: e instanceof Error ? e.message : String(e) } });
    if (e.kind === 'rate_limited') {
      const time = formatInstantClock(e.retryAt, this.s.known.zone.offsetMinutes, displayOf(this.s).hourCycle);
      return i18n._({ id: 'timesheet.failed.limit', message: "The timesheet of {account} could not be read: the service's request limit is reached until {time}. Nothing was exported; try again then.", values: { account: name, time } });
    }
    if (e.kind === 'unauthenticated') return i18n._({ id: 'timesheet.failed.signIn', message: 'The timesheet of {account} could not be read: its sign-in was refused. Sign in to it again, then export.', values: { account: name } });
    if (unreachable(e)) return i18n._({ id: 'timesheet.failed.unreachable', message: 'The timesheet of {account} could not be read: the service cannot be reached. Nothing was exported; try again when it can.', values: { account: name } });
    return i18n._({ id: 'timesheet.failed.other', message: 'The timesheet of {account} could not be read: {why}. Nothing was exported.', values: { account: name, why: e.message.replace(/\.$/, '') } });
  }
}

function isDate(v: unknown): v is string {
  // addDays of a day that does not exist (2026-02-30) lands on another date.
  return typeof v === 'string' && DATE.test(v) && addDays(v, 0) === v && v >= '2000-01-01';
}

/** The report's row count, when it says one. */
function totalRowsOf(page: DetailedReport): number | null {
  const n: unknown = page.totals.total_rows;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : null;
}

function signInFirst(i18n: I18n): string {
  return i18n._({ id: 'timesheet.signInAccount', message: 'Sign in to this account first.' });
}

function refused(message: string, requests: number): Refused {
  return { ok: false, message, fields: {}, requests };
}
