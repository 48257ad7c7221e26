// "Apply rounding to these entries" (issue 70, item 3), the preview's pure plan: which entries
// store their billed time (billed as the sheet bills them), by how much in all, and which are
// left as tracked and why: running, locked for this user, rounded over the day's next entry
// (filtered out of the sheet or not), past midnight. No rule, or billed equal to tracked: not
// touched. Stored, the entries sum to the billed sheet (a fast-check property).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { DetailedReportRow } from '../../../main/api/types.ts';
import { planRounding } from '../../../main/core/timesheets/round-plan.ts';
import { NO_RULES, type RoundingRule, type RuleBook } from '../../../main/core/timesheets/rounding-rule.ts';
import { buildSheet } from '../../../main/core/timesheets/sheet.ts';
import { readSheetEntry } from '../../../main/core/timesheets/sheet-entry.ts';
import { formatHms } from '../../../main/core/time/local-time.ts';

let nextId = 100;
/** A report row of `date` from `start` holding `seconds`; the end as the service stores it. */
function row(date: string, start: string, seconds: number, fields: Partial<Record<keyof DetailedReportRow, unknown>> = {}): DetailedReportRow {
  const [h, m] = start.split(':').map(Number);
  const from = h! * 3600 + m! * 60;
  return {
    id: nextId++, project_id: 3, user_id: 1, date_execution: date, time_start: formatHms(from), time_end: formatHms((from + seconds) % 86_400), time_total: formatHms(seconds),
    stopwatch_active: 0, customer_id: 2, customer_name: 'Acme', project_name: 'Website', task_id: null, task_name: null,
    description: 'Work', is_billable: true, billable_net_amount: 10, is_locked: false, permissions: { can_modify_locked: false }, ...fields,
  } as DetailedReportRow;
}

const rule = (fields: Partial<RoundingRule> = {}): RoundingRule => ({ scope: 'entry', direction: 'up', to: 15, minimum: null, ...fields });
const book = (fields: Partial<RuleBook> = {}): RuleBook => ({ ...NO_RULES, ...fields });
const plan = (rows: DetailedReportRow[], b: RuleBook, filter?: { projectIds: number[] }) => planRounding({ account: 'Acme', rows, book: b, hourCycle: 'h23', ...(filter ? { filter } : {}) });

test('each-entry rule: the entries whose billed differs change, by how much in all; round ones and entries without a rule are not touched', () => {
  const rows = [row('2026-02-03', '09:00', 4030, { description: 'Spec' }), row('2026-02-03', '11:00', 2700, { description: 'Round' }), row('2026-02-03', '13:00', 601, { project_id: 9, description: 'Other' })];
  const p = plan(rows, book({ projects: new Map([[3, rule()]]) }));
  assert.deepEqual(p.changes.map((c) => [c.name, c.tracked, c.billed, c.start]), [['“Spec” on 2026-02-03 at 09:00', 4030, 4500, '09:00:00']]);
  assert.equal(p.added, 470);
  assert.deepEqual(p.left, []);
  assert.deepEqual(p.changes[0]!.seen, { date: '2026-02-03', timeStart: '09:00:00', timeEnd: '10:07:10', totalSeconds: 4030, projectId: 3, taskId: null, description: 'Spec', running: false });
  assert.deepEqual(plan(rows, NO_RULES).changes, [], 'no rule: nothing');
});

test("day-total rule: the day's difference on its longest entry, as the sheet bills it", () => {
  const rows = [row('2026-02-05', '08:00', 3 * 3600 + 125, { description: 'Long' }), row('2026-02-05', '12:00', 1000, { description: 'Short' })];
  const p = plan(rows, book({ account: rule({ scope: 'day', to: 30 }) }));
  assert.deepEqual(p.changes.map((c) => [c.name, c.billed - c.tracked]), [['“Long” on 2026-02-05 at 08:00', 675]]);
  // Rounded down, the difference is taken from the longest.
  const down = plan(rows, book({ account: rule({ scope: 'day', to: 30, direction: 'down' }) }));
  assert.deepEqual(down.changes.map((c) => [c.name, c.billed - c.tracked]), [['“Long” on 2026-02-05 at 08:00', -1125]]);
});

test('left as tracked, each said in words: running, locked for this user, over the next entry (one the filter leaves out too), past midnight', () => {
  const rows = [
    row('2026-02-04', '08:00', 600, { description: 'Timer', stopwatch_active: 1 }),
    row('2026-02-04', '09:00', 3000, { description: 'Design' }),
    row('2026-02-04', '09:55', 900, { description: 'Standup', project_id: 9 }),
    row('2026-02-04', '15:00', 600, { description: 'Invoiced', is_locked: true }),
    row('2026-02-04', '16:00', 600, { description: 'Unlockable', is_locked: true, permissions: { can_modify_locked: true } }),
    row('2026-02-04', '23:50', 300, { description: 'Late fix' }),
  ];
  const p = plan(rows, book({ account: rule() }), { projectIds: [3] });
  assert.deepEqual(p.changes.map((c) => c.name), ['“Unlockable” on 2026-02-04 at 16:00']);
  assert.deepEqual(p.left.map((l) => l.words), [
    '“Timer” on 2026-02-04 at 08:00 is running: it keeps its tracked time. Stop it, then apply the rounding again.',
    '“Design” on 2026-02-04 at 09:00 rounded to 1:00 would end at 10:00, over “Standup” on 2026-02-04 at 09:55: left as tracked.',
    '“Invoiced” on 2026-02-04 at 15:00 is locked on the service (its period is closed): left as tracked.',
    '“Late fix” on 2026-02-04 at 23:50 rounded to 0:15 would end past midnight, which the service does not store on one day: left as tracked.',
  ]);
  assert.equal(p.added, 300);
});

test("rounded down, an entry never reaches the next; one over another already is left (the check before sending would refuse it); a 12-hour clock names the times so", () => {
  const rows = [row('2026-02-06', '09:00', 3030, { description: 'A' }), row('2026-02-06', '09:51', 600, { description: 'B' }), row('2026-02-06', '13:00', 700, { description: 'C' }), row('2026-02-06', '13:05', 600, { description: 'D' })];
  const down = plan(rows, book({ account: rule({ direction: 'down', to: 5 }) }));
  assert.deepEqual(down.changes.map((c) => [c.name, c.billed]), [['“A” on 2026-02-06 at 09:00', 3000]]);
  assert.deepEqual(down.left.map((l) => l.words), ['“C” on 2026-02-06 at 13:00 rounded to 0:10 would end at 13:10, over “D” on 2026-02-06 at 13:05: left as tracked.']);
  const up = planRounding({ account: 'Acme', rows, book: book({ account: rule() }), hourCycle: 'h12' });
  assert.deepEqual(up.changes.map((c) => c.name), ['“B” on 2026-02-06 at 9:51 AM']);
  assert.deepEqual(up.left.map((l) => l.words), [
    '“A” on 2026-02-06 at 9:00 AM rounded to 1:00 would end at 10:00 AM, over “B” on 2026-02-06 at 9:51 AM: left as tracked.',
    '“C” on 2026-02-06 at 1:00 PM rounded to 0:15 would end at 1:15 PM, over “D” on 2026-02-06 at 1:05 PM: left as tracked.',
    '“D” on 2026-02-06 at 1:05 PM rounded to 0:15 would end at 1:20 PM, over “C” on 2026-02-06 at 1:00 PM: left as tracked.',
  ]);
});

test('a row that cannot be read is said and left as it is', () => {
  const p = plan([row('2026-02-07', '09:00', 600, { id: 5, time_total: 'ten minutes' })], book({ account: rule() }));
  assert.deepEqual(p.problems, ['Entry 5 of account Acme (2026-02-07): its duration "ten minutes" is not HH:MM:SS. It is left as it is.']);
  assert.deepEqual(p.changes, []);
});

test('property: stored, the changed entries with the rest as they are sum to the billed sheet, when none is left as tracked', () => {
  const rules = fc.record({ scope: fc.constantFrom('entry' as const, 'day' as const), direction: fc.constantFrom('up' as const, 'down' as const, 'nearest' as const), to: fc.constantFrom(1 as const, 5 as const, 6 as const, 10 as const, 15 as const, 30 as const), minimum: fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }) });
  const day = fc.array(fc.record({ date: fc.constantFrom('2026-02-02', '2026-02-03'), seconds: fc.integer({ min: 1, max: 3 * 3600 }), project: fc.constantFrom(3, 4) }), { minLength: 1, maxLength: 8 });
  fc.assert(
    fc.property(rules, day, (r, laid) => {
      // Each entry in an hour-and-a-half slot of its own, from 00:00: rounding never reaches the next.
      const slots = new Map<string, number>();
      const rows = laid.map((e) => {
        const n = slots.get(e.date) ?? 0;
        slots.set(e.date, n + 1);
        return row(e.date, `${String(n * 3).padStart(2, '0')}:00`, Math.min(e.seconds, 3 * 3600 - 1800), { project_id: e.project });
      });
      const b = book({ account: r });
      const p = plan(rows, b);
      if (p.left.length > 0) return;
      const entries = rows.map((x) => readSheetEntry('Acme', x)).flatMap((x) => (x.ok ? [x.entry] : []));
      const billed = buildSheet({ entries, filters: new Map(), rules: new Map([['Acme', b]]), groupBy: [], weekStartsOn: 1, currencies: new Map() }).totals.billed;
      const tracked = entries.reduce((s, e) => s + e.tracked, 0);
      assert.equal(tracked + p.added, billed);
      assert.equal(p.changes.reduce((s, c) => s + c.billed - c.tracked, 0), p.added);
    }),
  );
});

test('the day ends at 23:59:59: an entry rounded to end there changes, one rounded to end at midnight is left', () => {
  const atLast = row('2026-02-09', '23:44', 600, { time_start: '23:44:59', time_end: '23:54:59', description: 'Last' });
  const atMidnight = row('2026-02-10', '23:45', 600, { description: 'Midnight' });
  const p = plan([atLast, atMidnight], book({ account: rule() }));
  assert.deepEqual(p.changes.map((c) => [c.name, c.billed]), [['“Last” on 2026-02-09 at 23:44', 900]]);
  assert.deepEqual(p.left.map((l) => l.words), ['“Midnight” on 2026-02-10 at 23:45 rounded to 0:15 would end past midnight, which the service does not store on one day: left as tracked.']);
});

test('locked as the service says it, in its forms (true, 1, "1", "true"), unless this user may change locked entries; no permissions at all: locked', () => {
  const forms: unknown[] = [true, 1, '1', 'true'];
  const rows = [
    ...forms.map((v, i) => row('2026-02-11', `0${i}:00`, 600, { description: `Locked ${String(v)}`, is_locked: v })),
    ...forms.map((v, i) => row('2026-02-11', `1${i}:00`, 600, { description: `May ${String(v)}`, is_locked: true, permissions: { can_modify_locked: v } })),
    row('2026-02-11', '20:00', 600, { description: 'No permissions', is_locked: 1, permissions: undefined }),
    row('2026-02-11', '21:00', 600, { description: 'Open', is_locked: 0 }),
    row('2026-02-11', '22:00', 600, { description: 'Open too', is_locked: 'false' }),
  ];
  const p = plan(rows, book({ account: rule() }));
  assert.deepEqual(p.changes.map((c) => c.name.replace(/ on .*/, '')), ['“May true”', '“May 1”', '“May 1”', '“May true”', '“Open”', '“Open too”']);
  assert.deepEqual(p.left.map((l) => l.words.replace(/ on .*/, '')), ['“Locked true”', '“Locked 1”', '“Locked 1”', '“Locked true”', '“No permissions”']);
});

test('an entry is named by its description trimmed, else its project, else its id', () => {
  const rows = [
    row('2026-02-12', '09:00', 600, { description: '  Spec  ' }),
    row('2026-02-12', '10:00', 600, { description: '   ', project_name: 'Website' }),
    row('2026-02-12', '11:00', 600, { id: 77, description: '', project_name: '' }),
  ];
  assert.deepEqual(plan(rows, book({ account: rule() })).changes.map((c) => c.name), ['“Spec” on 2026-02-12 at 09:00', '“Website” on 2026-02-12 at 10:00', '“Entry 77” on 2026-02-12 at 11:00']);
});

test('touching is not lying over: an entry may end where the next begins and begin where the one before ends; of several under it, the earliest is named', () => {
  const rows = [
    row('2026-02-13', '08:50', 600, { description: 'Before' }),
    row('2026-02-13', '09:00', 600, { description: 'Touch' }),
    row('2026-02-13', '09:15', 300, { description: 'Next' }),
  ];
  const p = plan(rows, book({ projects: new Map([[3, rule()]]) }), { projectIds: [3] });
  assert.deepEqual(p.changes.map((c) => c.name.replace(/ on .*/, '')), ['“Touch”', '“Next”'], '“Before” rounded up reaches 09:05, over Touch');
  assert.deepEqual(p.left.map((l) => l.words), ['“Before” on 2026-02-13 at 08:50 rounded to 0:15 would end at 09:05, over “Touch” on 2026-02-13 at 09:00: left as tracked.']);
  const several = [row('2026-02-14', '09:00', 60, { description: 'Short' }), row('2026-02-14', '09:20', 60, { description: 'Second' }), row('2026-02-14', '09:10', 60, { description: 'First' })];
  const over = plan(several, book({ account: rule({ to: 30 }) }));
  assert.equal(over.left.find((l) => l.words.startsWith('“Short”'))?.words, '“Short” on 2026-02-14 at 09:00 rounded to 0:30 would end at 09:30, over “First” on 2026-02-14 at 09:10: left as tracked.');
});

test("the filter's entries alone change: one the filter leaves out keeps its time, though its rule would round it", () => {
  const rows = [row('2026-02-16', '09:00', 600, { description: 'Mine' }), row('2026-02-16', '11:00', 600, { description: 'Other', project_id: 9 })];
  const p = plan(rows, book({ account: rule() }), { projectIds: [3] });
  assert.deepEqual(p.changes.map((c) => c.name.replace(/ on .*/, '')), ['“Mine”']);
  assert.equal(p.added, 300);
});

test('a day rule that leaves seconds on an entry names its rounded time to the second', () => {
  const rows = [row('2026-02-17', '22:00', 7000, { description: 'Long' }), row('2026-02-17', '09:00', 650, { description: 'Short' })];
  const p = plan(rows, book({ account: rule({ scope: 'day', to: 30, direction: 'up' }) }));
  assert.deepEqual(p.left.map((l) => l.words), ['“Long” on 2026-02-17 at 22:00 rounded to 2:19:10 would end past midnight, which the service does not store on one day: left as tracked.']);
});
