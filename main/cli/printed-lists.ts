// The lists the command line printed last, which the numbers typed after them name: `#n` the
// recent list (`continue`), `t<n>` today's, `w<n>` the week's, the to-dos', the gaps' (`fill`),
// the projects' (`start`, `add`, `--project`...) and the changes not saved's numbers. Each
// remembers whose it was (the service, account and user signed in), when it was printed, and
// what stood at each number. They are kept in the data folder between runs
// (printed-lists-file.ts): a person lists in one run and acts in the next, and an entry added
// on the phone in between must not shift a number onto another entry.

import type { Snapshot } from '../core/stint.ts';
import { localDate } from '../core/time/local-time.ts';
import { formatInstantClock } from '../core/time/clock-format.ts';
import type { I18n } from '../i18n/words.ts';

export interface Listed {
  /** The account the list was of (`accountOf`); null: printed signed out. */
  readonly of: string | null;
  /** What each number stood for, from 1: entries' keys, to-dos' ids. */
  readonly keys: readonly string[];
  /** When it was printed (epoch ms). */
  readonly at: number;
}

export interface PrintedLists {
  recent: Listed | null;
  today: Listed | null;
  /** `start`: the first day of the week listed, shown again in a later run before its numbers are read. */
  week: (Listed & { readonly start: string }) | null;
  todos: Listed | null;
  /** The to-dos marked done here, as `todos` listed them. */
  todosDone: Listed | null;
  /** Today's gaps as `gaps` listed them (`fill <gap#>`): each gap's span (gaps.ts `gapKeys`). */
  gaps: Listed | null;
  /** The active projects as `projects` listed them (`start <project#>` and the rest): their ids. */
  projects: Listed | null;
  /** Every account's refused changes as `notsaved` listed them (`notsaved apply|dismiss <n>`): their ids. */
  notSaved: Listed | null;
}

export type ListName = keyof PrintedLists;

export const LIST_NAMES: readonly ListName[] = ['recent', 'today', 'week', 'todos', 'todosDone', 'gaps', 'projects', 'notSaved'];
/** The lists a file written before gaps and projects were kept holds: the others read as not printed. */
export const FIRST_LIST_NAMES: readonly ListName[] = ['recent', 'today', 'week', 'todos', 'todosDone'];

export function noLists(): PrintedLists {
  return { recent: null, today: null, week: null, todos: null, todosDone: null, gaps: null, projects: null, notSaved: null };
}

/** Who a list is of: the service, the account and the user signed in; null signed out. */
export function accountOf(s: Pick<Snapshot, 'session'>): string | null {
  return s.session.state === 'signed_in' ? `${s.session.baseUrl} ${s.session.accountId} ${s.session.userId}` : null;
}

export function listed(s: Pick<Snapshot, 'session'>, keys: readonly string[], at: number): Listed {
  return { of: accountOf(s), keys: [...keys], at };
}

/** The list printed is the one the account holds now, number for number. */
export function stillListed(l: Listed, s: Pick<Snapshot, 'session'>, keys: readonly string[]): boolean {
  return l.of === accountOf(s) && l.keys.length === keys.length && l.keys.every((k, i) => k === keys[i]);
}

/** "at 9:12 AM", or "on 2026-11-24 at 9:12 AM" for an earlier day, in the account's zone. */
export function whenListed(l: Listed, s: Pick<Snapshot, 'zone' | 'display'>, now: number, i18n: I18n): string {
  const offset = s.zone.offsetMinutes;
  const time = formatInstantClock(l.at, offset, s.display.hourCycle);
  const day = localDate(l.at, offset);
  return day === localDate(now, offset)
    ? i18n._({ id: 'cli.listed.at', message: 'at {time}', values: { time } })
    : i18n._({ id: 'cli.listed.onAt', message: 'on {date} at {time}', values: { date: day, time } });
}

/** The shape of the file the lists are kept in (printed-lists-file.ts): this version writes 1. */
export const PRINTED_LISTS_VERSION = 1;

const LISTED = {
  type: ['object', 'null'],
  required: ['of', 'keys', 'at'],
  properties: {
    of: { type: ['string', 'null'] },
    keys: { type: 'array', items: { type: 'string' }, maxItems: 10_000 },
    at: { type: 'number' },
    start: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
  },
  additionalProperties: false,
} as const;

/**
 * The JSON schema of the file: a file that does not match is not one this version wrote. Its
 * check is generated code (scripts/gen-printed-lists-check.ts), made from this schema.
 */
export const PRINTED_LISTS_FILE_SCHEMA = {
  type: 'object',
  required: ['version', 'lists'],
  properties: {
    version: { const: PRINTED_LISTS_VERSION },
    lists: {
      type: 'object',
      // Lists kept later (gaps, projects) may be missing from a file an earlier version wrote.
      required: [...FIRST_LIST_NAMES],
      properties: Object.fromEntries(LIST_NAMES.map((n) => [n, n === 'week' ? { ...LISTED, required: [...LISTED.required, 'start'] } : LISTED])),
      additionalProperties: false,
    },
  },
  additionalProperties: false,
} as const;
