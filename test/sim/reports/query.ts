// Reads and validates the report queries (spec "Reports"; docs/service-decisions.md
// "Reports"). Every problem is a 422 naming the parameter, collected before any work.
import type { Fields } from '../fields.ts';
import type { ReportFilter } from './filter.ts';
import { DAY_MS, parseDate } from '../format.ts';
import { templateRange } from './periods.ts';

export const DETAILED_SORT_KEYS = ['date_execution', 'user_name', 'project_name', 'customer_name', 'task_name', 'todo_name'] as const;
export type DetailedSortKey = (typeof DETAILED_SORT_KEYS)[number];

export const GROUP_BY_VALUES = ['date', 'week', 'month', 'year', 'user_id', 'task_id', 'todo_id', 'project_id', 'customer_id'] as const;
/** A group_by value, or `custom_field_<n>`. */
export type GroupBy = (typeof GROUP_BY_VALUES)[number] | `custom_field_${number}`;
export type GroupSortKey = (typeof GROUP_BY_VALUES)[number];

export const TEMPLATES = ['days', 'months', 'users_and_days'] as const;
export type Template = (typeof TEMPLATES)[number];

export type Direction = 'asc' | 'desc';

const EXPORT_COLUMNS = new Set([
  'user_id', 'user_name', 'user_email', 'user_active', 'user_role', 'user_is_owner', 'user_work_start_at',
  'user_work_end_at', 'user_cost_rate', 'task_id', 'task_name', 'todo_id', 'todo_name', 'project_id',
  'project_name', 'customer_id', 'customer_name', 'time_billable', 'time_non_billable', 'billable_total',
  'billable_taxes_total', 'billable_net_total', 'billable_invoiced', 'billable_uninvoiced', 'cost_total',
  'cost_billable', 'cost_non_billable',
]);
/** The spec's wildcard columns (`user_capacity_*`: a suffix of [a-z0-9_]) and custom fields. */
const EXPORT_PATTERNS = [/^user_capacity_[a-z0-9_]+$/, /^project_budget_[a-z0-9_]+$/, /^margin_[a-z0-9_]+$/, /^custom_field_\d+$/, /^custom_field_\d+_enum_name$/];
const CUSTOM_FIELD = /^custom_field_\d+$/;

/** A comma-separated list parameter; undefined when absent or empty. */
function list(f: Fields, name: string): string[] | undefined {
  const raw = f.str(name);
  if (raw === undefined) return undefined;
  const items = raw.split(',').map((s) => s.trim()).filter((s) => s !== '');
  return items.length === 0 ? undefined : items;
}

function checkedList<T extends string>(f: Fields, name: string, ok: (v: string) => boolean, allowed: string): T[] | undefined {
  const items = list(f, name);
  if (items === undefined) return undefined;
  const bad = items.filter((v) => !ok(v));
  if (bad.length > 0) {
    f.fail(name, `unknown value${bad.length > 1 ? 's' : ''} ${bad.join(', ')}; must be a comma-separated list of: ${allowed}`);
    return undefined;
  }
  return items as T[];
}

const asSet = <T>(values: T[] | undefined) => (values === undefined ? undefined : new Set(values));

/** The filters common to both reports. */
export function readFilter(f: Fields, includeArchivedUsers: boolean): ReportFilter {
  return {
    includeArchivedUsers,
    start: f.date('date_execution_start'),
    end: f.date('date_execution_end'),
    projectIds: asSet(f.idList('project_id')),
    taskIds: asSet(f.idList('task_id')),
    customerIds: asSet(f.idList('customer_id')),
    userIds: asSet(f.idList('user_id')),
    teamIds: asSet(f.idList('team_id')),
    ids: asSet(f.guidList('id')),
  };
}

export interface DetailedQuery {
  filter: ReportFilter;
  sortBy: DetailedSortKey[];
  direction: Direction;
}

export function readDetailedQuery(f: Fields): DetailedQuery {
  const filter = readFilter(f, true);
  const direction = f.oneOf('opt_sort_direction', ['asc', 'desc'] as const) ?? 'asc';
  const sortBy = checkedList<DetailedSortKey>(f, 'opt_sort_by', (v) => (DETAILED_SORT_KEYS as readonly string[]).includes(v),
    DETAILED_SORT_KEYS.join(', ')) ?? [];
  f.page();
  f.done();
  return { filter, sortBy, direction };
}

export interface GroupedQuery {
  filter: ReportFilter;
  groupBy: GroupBy[];
  template: Template | undefined;
  sortBy: GroupSortKey[];
  direction: Direction;
  exportColumns: string[];
}

/** Longest template ranges: ten years of daily (a century of monthly) groups is already a huge answer. */
export const MAX_TEMPLATE_DAYS = 3660;
export const MAX_TEMPLATE_MONTHS = 1200;

function rangeTooLong(template: Template, start: string, end: string): string | undefined {
  if (template === 'months') {
    const months = (Number(end.slice(0, 4)) - Number(start.slice(0, 4))) * 12 + Number(end.slice(5, 7)) - Number(start.slice(5, 7)) + 1;
    return months > MAX_TEMPLATE_MONTHS ? `the months template covers at most ${MAX_TEMPLATE_MONTHS} months` : undefined;
  }
  const days = ((parseDate(end) ?? 0) - (parseDate(start) ?? 0)) / DAY_MS + 1;
  return days > MAX_TEMPLATE_DAYS ? `the ${template} template covers at most ${MAX_TEMPLATE_DAYS} days` : undefined;
}

/** `today` (`YYYY-MM-DD` in the account's zone, service clock) anchors a template's default range. */
export function readGroupedQuery(f: Fields, today: string): GroupedQuery {
  const filter = readFilter(f, f.bool('include_archived_users') ?? false);
  const direction = f.oneOf('opt_sort_direction', ['asc', 'desc'] as const) ?? 'asc';
  const groupBy = checkedList<GroupBy>(f, 'opt_group_by',
    (v) => (GROUP_BY_VALUES as readonly string[]).includes(v) || CUSTOM_FIELD.test(v),
    `${GROUP_BY_VALUES.join(', ')}, custom_field_<id>`) ?? [];
  const sortBy = checkedList<GroupSortKey>(f, 'opt_sort_by', (v) => (GROUP_BY_VALUES as readonly string[]).includes(v),
    GROUP_BY_VALUES.join(', ')) ?? [];
  const exportColumns = checkedList<string>(f, 'opt_export_columns',
    (v) => EXPORT_COLUMNS.has(v) || EXPORT_PATTERNS.some((p) => p.test(v)),
    'the columns listed by the specification') ?? [];
  const rawTemplate = f.str('opt_report_template');
  const template = rawTemplate === undefined || rawTemplate === '' ? undefined : f.oneOf('opt_report_template', TEMPLATES);
  if (template !== undefined && f.ok) {
    // A template shows its whole range, so the range also bounds the entries.
    const range = templateRange(template, today, filter.start, filter.end);
    const tooLong = rangeTooLong(template, range.start, range.end);
    if (tooLong) f.fail('date_execution_start', tooLong);
    filter.start = range.start;
    filter.end = range.end;
  }
  f.done();
  return { filter, groupBy, template, sortBy, direction, exportColumns };
}
