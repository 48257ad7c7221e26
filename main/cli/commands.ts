// The command line's grammar: one typed line becomes the facade call it names. Numbers are
// the ones the listings print (1-based) and are looked up in the snapshot only when the
// command runs (run.ts), so parsing needs no engine and is tested on its own.

import { activityFileAction, ACTIVITY_EXPORT_USAGE, ACTIVITY_RULES_USAGE, type ActivityFileAction } from './activity-command.ts';
import type { IdleChoice, SnoozeChoice, StillWorkingChoice } from '../core/stint.ts';
import { exportSummary, EXPORT_USAGE, parseExport, type ExportCommand } from './export-command.ts';
import { wordsFor, type I18n } from '../i18n/words.ts';
import { parseRound, roundSummary, ROUND_USAGE, type RoundCommand } from './round-command.ts';

/** The fourth word of `add`: an end time (`10:30`) or a duration (`+1:30`, `90m`, `1h30m`, `1.5h`). */
export type EndOrDuration = { readonly end: string } | { readonly duration: string };
/** As typed, before the locale is known: `14.30` or `14h30`, which the person's locale makes an end, a length or a question (main/core/time/typed-hours.ts). */
export type EndOrDurationTyped = EndOrDuration | { readonly endOrLength: string };

export type Command =
  | { readonly kind: 'help' }
  /** Email and account id default to the last sign-in remembered in settings. */
  | { readonly kind: 'signin'; readonly email: string | null; readonly accountId: string | null }
  | { readonly kind: 'signout' }
  | { readonly kind: 'status' }
  | { readonly kind: 'projects'; readonly filter: string }
  | { readonly kind: 'tasks'; readonly project: number }
  | { readonly kind: 'start'; readonly project: number; readonly task: number | null; readonly description: string }
  | { readonly kind: 'stop' }
  /** Without a number: list the recent entries. */
  | { readonly kind: 'continue'; readonly n: number | null }
  | { readonly kind: 'edit'; readonly description: string }
  /**
   * `edit #n [[date] <start> <end|+duration>] [--project project#[/task#]] [--description words...]`:
   * the n-th recent entry's times (and date), project and task, description; what is not given stays.
   */
  | {
      readonly kind: 'edit';
      readonly n: number;
      /** Which listing `n` counts in: `#n` the recent entries (`continue`), `t<n>` today's (`today`), `w<n>` the week's (`week`). */
      readonly list: EntryList;
      readonly date: string | null;
      readonly times: { readonly start: string; readonly endOrDuration: EndOrDurationTyped } | null;
      /** `--end <time>`: the end alone, the start kept. */
      readonly end: string | null;
      readonly project: number | null;
      readonly task: number | null;
      readonly description: string | null;
      readonly yes: boolean;
    }
  /** `split #n|t<n>|w<n>|running <time> [project#[/task#]] [description...]`: the n-th recent entry, today's or the week's (`n` null: the running timer) cut in two at a time of its day. */
  | { readonly kind: 'split'; readonly n: number | null; readonly list: EntryList; readonly at: string; readonly project: number | null; readonly task: number | null; readonly description: string | null }
  /** `started 10m ago | started 9:40 | started last stop`: the running timer's start moved to when the work began. */
  | {
      readonly kind: 'started';
      readonly input: { readonly ago: string } | { readonly at: string } | { readonly fromLastStop: true };
      /** `started --yes ...`: the person confirmed that the earlier start lies over another entry. */
      readonly yes: boolean;
    }
  | {
      readonly kind: 'add';
      /** `today`, `yesterday` or `YYYY-MM-DD` (the engine checks it). */
      readonly date: string;
      readonly project: number;
      readonly task: number | null;
      readonly start: string;
      readonly endOrDuration: EndOrDurationTyped;
      readonly description: string;
      /** `add --yes ...`: the person confirmed an entry that ends later than now, or overlaps another. */
      readonly yes: boolean;
    }
  | { readonly kind: 'today' }
  /** `date`: a day of the week to show (YYYY-MM-DD), or `weeksBack` weeks before this one. */
  | { readonly kind: 'week'; readonly date: string | null; readonly weeksBack: number }
  /** `gaps`: today's untracked working time, numbered in time order. */
  | { readonly kind: 'gaps' }
  /** `fill <gap#> <recent#>`: the gap becomes an entry like the n-th recent one. */
  | { readonly kind: 'fill'; readonly gap: number; readonly recent: number }
  /** `fill <gap#> --project <project#>[/task#] [description...]`: on a project instead. */
  | { readonly kind: 'fill'; readonly gap: number; readonly project: number; readonly task: number | null; readonly description: string }
  /** `away`: today's away stretches; `away clear` forgets every one kept. */
  | { readonly kind: 'away'; readonly clear: boolean }
  | { readonly kind: 'refresh' }
  | { readonly kind: 'idle'; readonly choice: IdleChoice }
  /** `idle book [--continue] <project#>[/task#] [description...]`: the time away as its own entry. */
  | { readonly kind: 'idle'; readonly book: { readonly project: number; readonly task: number | null; readonly description: string; readonly continueTimer: boolean } }
  | { readonly kind: 'snooze'; readonly choice: SnoozeChoice }
  /** `still end|activity|keep`: the answer to "Still working?". */
  | { readonly kind: 'still'; readonly choice: StillWorkingChoice }
  /** Undo of the last correction or manual entry. */
  | { readonly kind: 'undo' }
  /** `todos [refresh]`: the account in use's open to-dos, numbered (read when stale; `refresh`: now). */
  | { readonly kind: 'todos'; readonly refresh: boolean }
  /** `todo start <n> [task#] | todo done <n> | todo undo [n]`: the n-th to-do `todos` lists (undo: the n-th done here, the newest without n). */
  | { readonly kind: 'todo'; readonly action: 'start' | 'done' | 'undo'; readonly n: number | null; readonly task: number | null }
  /** The changes the service refused; `dismiss`: the n-th of them, read. */
  | { readonly kind: 'notsaved'; readonly dismiss: number | null; readonly apply?: number }
  /** `accounts`: list them; `add <name> <account-id> [email]` signs in to another (asks the password); `remove <n> [--yes]`. */
  | {
      readonly kind: 'accounts';
      readonly add?: { readonly label: string; readonly accountId: string; readonly email: string | null };
      readonly remove?: { readonly n: number; readonly yes: boolean };
      /** `accounts rename <n> <name...>`. */
      readonly rename?: { readonly n: number; readonly label: string };
    }
  /** `use <n>`: the account the commands after it act on (projects, start, today...). */
  | { readonly kind: 'use'; readonly n: number }
  /**
   * `calendar [list]`: the person's calendars with today's events; `add <address or file> [--name <name...>] [--colour #rrggbb]`
   * reads one and keeps it; `remove <n>`; `refresh [n]` reads all (or the n-th) again. Numbers as `calendar` lists them.
   */
  | {
      readonly kind: 'calendar';
      readonly add?: { readonly address: string; readonly name: string | null; readonly colour: string | null };
      readonly remove?: number;
      /** `n` null: every calendar. */
      readonly refresh?: { readonly n: number | null };
    }
  /**
   * `activity [status] | on | off | pause [hour|day] | resume | delete today|week|all`: the
   * person's activity record, kept on this computer only (the app records; the command line
   * changes the setting, the pause and the files).
   */
  | { readonly kind: 'activity'; readonly action: ActivityAction }
  /** `export [--from --to | --range] [--accounts] [--group] [--columns] [--format] ... [--out FILE]`: a timesheet (export-command.ts). */
  | ExportCommand
  /** `round [--from --to | --range] [--account] [--project] [--yes]`: rounding stored in one account's entries (round-command.ts). */
  | RoundCommand
  | { readonly kind: 'quit' };

export type ActivityAction =
  | { readonly verb: 'status' | 'on' | 'off' | 'resume' }
  | { readonly verb: 'pause'; readonly until: 'hour' | 'day' }
  | { readonly verb: 'delete'; readonly range: 'today' | 'week' | 'all' }
  | ActivityFileAction;

/** Words that do not fit a command, said in words; a wrong shape prints the usage instead. */
interface Unplaced {
  readonly refuse: string;
}

/** `command: null` for a blank line or a `#` comment. */
export type ParseResult = { readonly ok: true; readonly command: Command | null } | { readonly ok: false; readonly message: string };

/** How to add a calendar, as `help` and an empty `calendar` say it. */
export const CALENDAR_ADD_USAGE = 'calendar add <https address or .ics file> [--name <name>] [--colour #rrggbb]';

/**
 * What `help` lists, in this order: each command's usage, its grammar as typed (command words
 * are typed as they are in every language); `usage` is also the error text for a malformed line.
 * What each does is said in the person's language (summaryOf).
 */
export const COMMANDS: Readonly<Record<Command['kind'], { readonly usage: string }>> = {
  signin: { usage: 'signin <email> <account-id>' },
  signout: { usage: 'signout' },
  status: { usage: 'status' },
  projects: { usage: 'projects [filter]' },
  tasks: { usage: 'tasks <project#>' },
  start: { usage: 'start <project#> [task#|-] [description...]' },
  stop: { usage: 'stop' },
  continue: { usage: 'continue [n]' },
  edit: { usage: 'edit <description...> | edit [--yes] #n|t<n>|w<n> [[date] <start> <end|+duration>] [--end <time>] [--project project#[/task#]] [--description words...|--clear-description]' },
  split: { usage: 'split #n|t<n>|w<n>|running <time> [project#[/task#]] [description...]' },
  started: { usage: 'started [--yes] <time> | started [--yes] <duration> ago | started [--yes] last stop' },
  add: { usage: 'add [--yes] <date> <project#>[/task#] <start> <end|+duration> [description...]' },
  today: { usage: 'today' },
  week: { usage: 'week [-N|YYYY-MM-DD]' },
  gaps: { usage: 'gaps' },
  fill: { usage: 'fill <gap#> <recent#> | fill <gap#> --project <project#>[/task#] [description...]' },
  away: { usage: 'away [clear]' },
  refresh: { usage: 'refresh' },
  idle: { usage: 'idle keep|discard|continue | idle book [--continue] <project#>[/task#] [description...]' },
  snooze: { usage: 'snooze hour|tomorrow' },
  still: { usage: 'still end|activity|keep' },
  undo: { usage: 'undo' },
  todos: { usage: 'todos [refresh]' },
  todo: { usage: 'todo start <n> [task#] | todo done <n> | todo undo [n]' },
  notsaved: { usage: 'notsaved [dismiss <n> | apply <n>]' },
  accounts: { usage: 'accounts | accounts add <name> <account-id> [email] | accounts rename <n> <name...> | accounts remove [--yes] <n>' },
  use: { usage: 'use <n>' },
  calendar: { usage: `calendar [list] | ${CALENDAR_ADD_USAGE} | calendar remove <n> | calendar refresh [n]` },
  activity: { usage: `activity [status] | activity on|off | activity pause [hour|day] | activity resume | activity delete today|week|all | ${ACTIVITY_EXPORT_USAGE} | ${ACTIVITY_RULES_USAGE}` },
  export: { usage: EXPORT_USAGE },
  round: { usage: ROUND_USAGE },
  help: { usage: 'help' },
  quit: { usage: 'quit' },
};

/** What a command does, as `help` says it, in the person's language. */
export function summaryOf(kind: Command['kind'], i18n: I18n): string {
  switch (kind) {
    case 'signin':
      return i18n._({ id: 'cli.help.signin', message: 'sign in (asks the password; both default to the last sign-in)' });
    case 'signout':
      return i18n._({ id: 'cli.help.signout', message: 'sign out of the account in use, said by name (queued actions stay on disk)' });
    case 'status':
      return i18n._({ id: 'cli.help.status', message: 'running entry, today by project, sync, quota, the tray tooltip' });
    case 'projects':
      return i18n._({ id: 'cli.help.projects', message: 'active projects, numbered' });
    case 'tasks':
      return i18n._({ id: 'cli.help.tasks', message: "the project's tasks, numbered" });
    case 'start':
      return i18n._({ id: 'cli.help.start', message: 'start a timer; while one runs, switch to this one (the same one again: nothing changes)' });
    case 'stop':
      return i18n._({ id: 'cli.help.stop', message: 'stop the running timer' });
    case 'continue':
      return i18n._({ id: 'cli.help.continue', message: 'continue the n-th recent entry (without n: list them)' });
    case 'edit':
      return i18n._({ id: 'cli.help.edit', message: "change the running entry's description (`edit -` clears it; quote one that begins with #n, t<n> or w<n>); or the n-th recent entry's (#n, as continue lists them) , today's (t<n>, as today lists them) or the week's (w<n>, as week lists them) times (and date) as add reads them, or its end alone (--end), its project and task, its description (the words after --description up to the next flag of edit's; quote words that hold one; --clear-description empties it); what is not given stays; --yes saves an entry that ends later than now or is longer than the working day" });
    case 'split':
      return i18n._({ id: 'cli.help.split', message: 'cut the n-th recent entry (#n), today\'s n-th (t<n>), the week\'s (w<n>) or the running timer (running) in two at a time of its day: the part from the time on becomes a new entry, on the project and description given or the same ones' });
    case 'started':
      return i18n._({ id: 'cli.help.started', message: 'the running timer started earlier: at a time (9:40, 9:40 AM), a while ago (10m ago, 1h10m ago), or where the last entry stopped' });
    case 'add':
      return i18n._({ id: 'cli.help.add', message: 'manual entry: date today|yesterday|YYYY-MM-DD, times 9:40, 9:40 AM or 21:40 (without AM/PM on a 12-hour clock: the nearest sensible one), duration +1:30, 90m or 1h30m; across midnight it is one entry per day; --yes saves one that ends later than now or overlaps another entry' });
    case 'today':
      return i18n._({ id: 'cli.help.today', message: "today's entries and total" });
    case 'week':
      return i18n._({ id: 'cli.help.week', message: 'this week day by day with its entries; -1 the week before, or the week of a date' });
    case 'gaps':
      return i18n._({ id: 'cli.help.gaps', message: "today's working time no entry covers, numbered: away (mostly locked, asleep or idle) or untracked" });
    case 'fill':
      return i18n._({ id: 'cli.help.fill', message: 'the gap becomes one entry spanning it, like the n-th recent entry (continue lists them), or on a project' });
    case 'away':
      return i18n._({ id: 'cli.help.away', message: 'today\'s away stretches, kept on this computer only (14 days); clear forgets them all' });
    case 'refresh':
      return i18n._({ id: 'cli.help.refresh', message: 'read the service now, the projects too (unless read in the last 5 minutes)' });
    case 'idle':
      return i18n._({ id: 'cli.help.idle', message: 'answer the idle prompt; book: the time away becomes its own entry (a meeting, lunch), and with --continue the timer goes on from your return' });
    case 'snooze':
      return i18n._({ id: 'cli.help.snooze', message: 'snooze reminders' });
    case 'still':
      return i18n._({ id: 'cli.help.still', message: 'answer "Still working?": stop at the end of the working day, at your last activity, or keep the timer' });
    case 'undo':
      return i18n._({ id: 'cli.help.undo', message: 'take back the last correction or manual entry: within 10 s nothing reaches the service; later an edit is put back, a new entry cannot be' });
    case 'todos':
      return i18n._({ id: 'cli.help.todos', message: "your open to-dos in the account in use, numbered, by project and to-do list, and those marked done here lately (read when the last read is old; refresh reads now)" });
    case 'todo':
      return i18n._({ id: 'cli.help.todo', message: 'start a timer on the n-th to-do todos lists (its name the description; a project that needs a task takes the task number tasks lists), mark it done, or reopen one marked done here (the newest without n)' });
    case 'notsaved':
      return i18n._({ id: 'cli.help.notsaved', message: "the changes not saved (refused by the service, or by Stint's check before sending), numbered, with why; dismiss n once read (for one changed on the web: keep the web's); apply n sends yours over the web's" });
    case 'accounts':
      return i18n._({ id: 'cli.help.accounts', message: 'the accounts, numbered, with the one in use and the one that runs; add signs in to another account of the service (one timer across them all); rename gives one a new name; remove signs out of one and deletes what this computer holds of it, saying first what would be lost (--yes: its actions not sent yet, and a timer a signed-out account leaves running on the service, go all the same)' });
    case 'use':
      return i18n._({ id: 'cli.help.use', message: 'act on the n-th account (accounts lists them): projects, start, today...' });
    case 'calendar':
      return i18n._({ id: 'cli.help.calendar', message: "your calendars, numbered, each with today's events (read on this computer, never sent to the service); add reads one first and keeps it only if it reads (an address is kept in the keychain beside the sessions, or in memory for the run where there is none; a file stays); remove forgets the n-th; refresh reads them all (or the n-th) again now" });
    case 'activity':
      return i18n._({ id: 'cli.help.activity', message: "your activity record (the applications and windows you were in, kept on this computer only, never sent): status says whether it is on, paused and until when, the days kept, its size on disk and whether this desktop can record; on and off turn it on or off (the app records while it runs); pause stops it for an hour (or the rest of the day) and resume starts it again; delete removes the record of today, this week or every day from the disk; export prints (or writes to --output, never over a file unless --force) the days --from to --to as CSV or JSON, your exclusions and rewrites as they stand applied again; rules export writes your rules as a JSON file, rules import reads one, each rule checked: a bad one is named with why, the rest kept" });
    case 'export':
      return exportSummary(i18n);
    case 'round':
      return roundSummary(i18n);
    case 'help':
      return i18n._({ id: 'cli.help.help', message: 'this list' });
    case 'quit':
      return i18n._({ id: 'cli.help.quit', message: 'send what waits, then leave (queued actions stay on disk)' });
  }
}

const ALIASES: Readonly<Record<string, Command['kind']>> = { '?': 'help', exit: 'quit', login: 'signin', logout: 'signout' };

const IDLE_CHOICES: Readonly<Record<string, IdleChoice>> = { keep: 'keep', discard: 'discard', continue: 'discard_continue' };
const STILL_CHOICES: Readonly<Record<string, StillWorkingChoice>> = { end: 'stop_at_end', activity: 'stop_at_activity', keep: 'keep' };
const CLOCK_TIME = /^\d{1,2}:\d{2}(?::\d{2})?$/;
// A time as the command line prints it or a person types one: `9:40`, `9:40 AM`, `9am`, `21.30`.
const TIME_WORD = /^\d{1,2}(?:[:.]\d{2}){0,2}(?: ?[ap]\.?m?\.?)?$/i;
// A time as French and Brazilian people write one: `14h30`.
const H_TIME = /^\d{1,2}h\d{2}$/i;
// An end or a length by the locale: `14.30`, `14h30` (main/core/time/typed-hours.ts `readEndOrLength`).
const END_OR_LENGTH = /^\d{1,2}[.h]\d{2}$/i;
const MERIDIEM = /^[ap]\.?m\.?$/i;

/** `9:40` `AM` as one word, as the command line prints it ("9:40 AM"). */
function joinMeridiem(words: readonly string[]): string[] {
  const out: string[] = [];
  for (const w of words) {
    const last = out.at(-1);
    if (last !== undefined && MERIDIEM.test(w) && /^\d{1,2}(?:[:.]\d{2}){0,2}$/.test(last)) out[out.length - 1] = `${last} ${w}`;
    else out.push(w);
  }
  return out;
}

/** What a word where a time is expected stands for. */
type TimeSlot = 'start' | 'end' | 'cut' | 'time';

/** Why a word where a time is expected is none: a bare number, or a word that is no time. */
function notATime(word: string, what: TimeSlot, i18n: I18n): Unplaced | undefined {
  if (/^\d+$/.test(word)) {
    const values = { word, slot: what, hour: word.padStart(2, '0'), length: `+${word}m` };
    if (what === 'end') return { refuse: i18n._({ id: 'cli.parse.numberNotEnd', message: '"{word}" is a number, not an end: type a time with its minutes ({hour}:00, or 9:40 AM), or a duration with + ({length}).', values }) };
    return { refuse: i18n._({ id: 'cli.parse.numberNotTime', message: '"{word}" is a number, not {slot, select, start {a start} cut {a time to split at} other {a time}}: type a time with its minutes ({hour}:00, or 9:40 AM).', values }) };
  }
  if (TIME_WORD.test(word) || H_TIME.test(word)) return undefined;
  return { refuse: i18n._({ id: 'cli.parse.notATime', message: '"{word}" is not {slot, select, start {a start} end {an end} cut {a time to split at} other {a time}}: type a time such as 9:40 or 9:40 AM.', values: { word, slot: what } }) };
}

/** A word in a description that belongs to the command's grammar, not to the words: refused rather than folded in. */
function unplaceable(words: readonly string[], i18n: I18n): Unplaced | undefined {
  const odd = words.find((w) => MERIDIEM.test(w) || TIME_WORD.test(w) || /^\d+\/\d+$/.test(w) || /^--?[a-z]/i.test(w));
  if (odd === undefined) return undefined;
  return { refuse: i18n._({ id: 'cli.parse.cannotPlace', message: '"{word}" cannot be placed: times come right after the entry, the project#[/task#] before the description; quote a description that holds it ("...").', values: { word: odd } }) };
}

function isKind(word: string): word is Command['kind'] {
  return Object.hasOwn(COMMANDS, word);
}

function usage(kind: Command['kind'], i18n: I18n): ParseResult {
  return { ok: false, message: i18n._({ id: 'cli.parse.usage', message: 'usage: {usage}', values: { usage: COMMANDS[kind].usage } }) };
}

/** A 1-based number as the listings print it, or undefined. */
/** `#n`: the recent entries as `continue` lists them; `t<n>`: today's as `today` lists them; `w<n>`: the week's as `week` lists them. */
export type EntryList = 'recent' | 'today' | 'week';

const ENTRY_NUMBER = /^(#|t|w)(\d+)$/i;
const LISTS: Record<string, EntryList> = { '#': 'recent', t: 'today', w: 'week' };

/** `#3`, `t3` or `w3` (an entry by its number in a listing), else undefined. */
function entryNumber(word: string | undefined): { readonly n: number; readonly list: EntryList } | undefined {
  const m = ENTRY_NUMBER.exec(word ?? '');
  const n = m === null ? undefined : ordinal(m[2]);
  return m === null || n === undefined ? undefined : { n, list: LISTS[m[1]!.toLowerCase()]! };
}

function ordinal(word: string | undefined): number | undefined {
  if (word === undefined || !/^\d{1,6}$/.test(word)) return undefined;
  const n = Number(word);
  return n >= 1 ? n : undefined;
}

/** The rest of the line as one text; one pair of surrounding quotes is dropped (`"a b"`). */
function text(words: readonly string[]): string {
  const joined = words.join(' ');
  const m = /^(["'])(.*)\1$/s.exec(joined);
  return m ? m[2]! : joined;
}

/** `3` or `3/2` (project 3, its task 2). */
function projectAndTask(word: string | undefined): { project: number; task: number | null } | undefined {
  const m = /^([^/]+)(?:\/(.+))?$/.exec(word ?? '');
  if (!m) return undefined;
  const project = ordinal(m[1]);
  const task = m[2] === undefined ? null : ordinal(m[2]);
  return project === undefined || task === undefined ? undefined : { project, task };
}

const DESCRIPTION_FLAGS: ReadonlySet<string> = new Set(['--description', '-m']);
/** The words that are `edit`'s own flags: one of them ends the words of `--description`. */
const EDIT_FLAGS: ReadonlySet<string> = new Set([...DESCRIPTION_FLAGS, '--project', '-p', '--end', '--clear-description', '--yes', '-y']);

/**
 * Where the words of `--description` that begin at `from` end: before the next word that is
 * one of edit's flags (`--description call notes --project 2` moves the project too), or
 * after the closing quote of words quoted (`--description "notes --project 2"` keeps them).
 */
function descriptionEnd(words: readonly string[], from: number): number {
  const quote = /^["']/.exec(words[from] ?? '')?.[0];
  if (quote !== undefined) {
    const closing = words.findIndex((w, i) => i >= from && (i > from || w.length > 1) && w.endsWith(quote));
    return closing === -1 ? words.length : closing + 1;
  }
  const flag = words.findIndex((w, i) => i >= from && EDIT_FLAGS.has(w.toLowerCase()));
  return flag === -1 ? words.length : flag;
}

/** `#n [[date] <start> <end|+duration>] [--end <time>] [--project p[/t]] [--description words...|--clear-description]`, with at least one change. */
function entryEdit(words: readonly string[], yes: boolean, i18n: I18n): Command | Unplaced | undefined {
  const picked = entryNumber(words[0]);
  const rest = words.slice(1);
  const d = rest.findIndex((w) => DESCRIPTION_FLAGS.has(w));
  const wordsEnd = d === -1 ? -1 : descriptionEnd(rest, d + 1);
  const described = d === -1 ? null : text(rest.slice(d + 1, wordsEnd));
  if (described !== null && described.trim() === '') return { refuse: i18n._({ id: 'cli.parse.emptyDescription', message: 'An empty --description would clear it: to clear the description, say --clear-description.' }) };
  const before = d === -1 ? rest : [...rest.slice(0, d), ...rest.slice(wordsEnd)];
  if (before.some((w) => DESCRIPTION_FLAGS.has(w))) return { refuse: i18n._({ id: 'cli.parse.descriptionOnce', message: 'Give --description once (quote words that hold a flag: --description "notes -p 2").' }) };
  const cleared = before.includes('--clear-description');
  if (cleared && described !== null) return { refuse: i18n._({ id: 'cli.parse.describeOrClear', message: 'Give --description words or --clear-description, not both.' }) };
  const description = cleared ? '' : described;
  const flags = before.filter((w) => w !== '--clear-description');
  const p = flags.findIndex((w) => w === '--project' || w === '-p');
  const where = p === -1 ? null : projectAndTask(flags[p + 1]);
  const unflagged = p === -1 ? flags : [...flags.slice(0, p), ...flags.slice(p + 2)];
  const e = unflagged.indexOf('--end');
  const end = e === -1 ? null : (unflagged[e + 1] ?? '');
  if (end !== null) {
    const bad = notATime(end, 'end', i18n);
    if (bad) return bad;
  }
  const positional = e === -1 ? unflagged : [...unflagged.slice(0, e), ...unflagged.slice(e + 2)];
  if (picked === undefined || where === undefined || positional.some((w) => w.startsWith('--'))) return undefined;
  if (positional.length === 1 || positional.length > 3) return undefined;
  if (positional.length >= 2 && end !== null) return { refuse: i18n._({ id: 'cli.parse.timesOrEnd', message: 'Give the times or --end, not both.' }) };
  if (positional.length === 0 && where === null && description === null && end === null) return undefined;
  const start = positional.at(-2);
  const last = positional.at(-1);
  const badStart = start === undefined ? undefined : notATime(start, 'start', i18n);
  if (badStart) return badStart;
  const times = start !== undefined && last !== undefined ? { start, endOrDuration: endOrDuration(last, i18n) } : null;
  if (times && 'refuse' in times.endOrDuration) return times.endOrDuration;
  const date = positional.length === 3 ? positional[0]!.toLowerCase() : null;
  return { kind: 'edit', n: picked.n, list: picked.list, date, times: times as { start: string; endOrDuration: EndOrDurationTyped } | null, end, project: where?.project ?? null, task: where?.task ?? null, description, yes };
}

/** An end (a time) or a duration; a bare number is neither: `17` could be 17:00 or 17 minutes. */
function endOrDuration(word: string, i18n: I18n): EndOrDurationTyped | Unplaced {
  if (word.startsWith('+')) return { duration: word.slice(1) };
  if (/^\d+$/.test(word)) return notATime(word, 'end', i18n)!;
  if (END_OR_LENGTH.test(word)) return { endOrLength: word };
  return CLOCK_TIME.test(word) || TIME_WORD.test(word) ? { end: word } : { duration: word };
}

const NAME_FLAGS = new Set(['--name']);
const COLOUR_FLAGS = new Set(['--colour', '--color']);

/**
 * `<address or file> [--name <name...>] [--colour #rrggbb]` after `calendar add`. The address
 * is a secret: no refusal here repeats it (nor a word after --colour, where one could stray).
 */
function calendarAdd(words: readonly string[], i18n: I18n): Command | Unplaced | undefined {
  const isFlag = (w: string) => NAME_FLAGS.has(w.toLowerCase()) || COLOUR_FLAGS.has(w.toLowerCase());
  const first = words.findIndex((w) => w.startsWith('-'));
  const where = first === -1 ? words : words.slice(0, first);
  if (where.length === 0) return undefined;
  if (where.length > 1 && !/^["']/.test(where[0]!)) return { refuse: i18n._({ id: 'cli.parse.calendarOneWord', message: 'The address or file is one word: quote a file path that holds spaces ("..."), and give the name after --name.' }) };
  let name: string | null = null;
  let colour: string | null = null;
  for (let i = where.length; i < words.length; ) {
    const flag = words[i]!.toLowerCase();
    if (NAME_FLAGS.has(flag)) {
      const end = words.findIndex((w, j) => j > i && isFlag(w));
      const named = text(words.slice(i + 1, end === -1 ? words.length : end)).trim();
      if (named === '' || name !== null) return { refuse: name !== null ? i18n._({ id: 'cli.parse.giveOnce', message: 'Give {option} once.', values: { option: '--name' } }) : i18n._({ id: 'cli.parse.calendarName', message: "Give the calendar's name after --name." }) };
      name = named;
      i = end === -1 ? words.length : end;
    } else if (COLOUR_FLAGS.has(flag)) {
      const value = words[i + 1];
      if (value === undefined || !/^#[0-9a-f]{6}$/i.test(value) || colour !== null) return { refuse: colour !== null ? i18n._({ id: 'cli.parse.giveOnce', message: 'Give {option} once.', values: { option: '--colour' } }) : i18n._({ id: 'cli.parse.calendarColour', message: 'Give the colour after --colour as #rrggbb, such as #3b82f6.' }) };
      colour = value.toLowerCase();
      i += 2;
    } else {
      return { refuse: i18n._({ id: 'cli.parse.calendarOption', message: '"{option}" is not an option of calendar add: --name and --colour are.', values: { option: words[i]! } }) };
    }
  }
  return { kind: 'calendar', add: { address: text(where), name, colour } };
}

/** A word that holds an address (`https://host/secret...`) as it may be shown: its scheme and host. */
function maskedAddress(word: string): string {
  return word.replace(/([a-z][a-z0-9+.-]*:\/\/)(?:[^/?#\s@]*@)?([^/?#\s"']*)[^\s"']*/gi, (all, scheme: string, host: string) => (all === `${scheme}${host}` ? all : `${scheme}${host}/…`));
}

/**
 * The line as it may be echoed (`stint> ...`) or kept: a calendar's address is a secret, so
 * `calendar add` shows only its scheme and host.
 */
export function shownLine(line: string): string {
  const [first, second] = line.trim().split(/\s+/);
  return first?.toLowerCase() === 'calendar' && second?.toLowerCase() === 'add' ? maskedAddress(line) : line;
}

/** `i18n`: the words of a line that cannot be read (the command line's language; English for tests of the grammar alone). */
export function parseLine(line: string, i18n: I18n = wordsFor('en')): ParseResult {
  const words = joinMeridiem(line.trim().split(/\s+/).filter((w) => w !== ''));
  const first = words[0]?.toLowerCase();
  if (first === undefined || first.startsWith('#')) return { ok: true, command: null };
  const kind = ALIASES[first] ?? first;
  if (!isKind(kind)) return { ok: false, message: i18n._({ id: 'cli.parse.unknownCommand', message: 'unknown command "{command}": type help for the list', values: { command: words[0] } }) };
  const args = words.slice(1);
  const command = parseArgs(kind, args, i18n);
  if (command !== undefined && 'refuse' in command) return { ok: false, message: i18n._({ id: 'cli.parse.refusedWithUsage', message: '{why} (usage: {usage})', values: { why: command.refuse, usage: COMMANDS[kind].usage } }) };
  return command === undefined ? usage(kind, i18n) : { ok: true, command };
}

/** The command, words it cannot place, or undefined when its words do not fit its usage. */
function parseArgs(kind: Command['kind'], args: readonly string[], i18n: I18n): Command | Unplaced | undefined {
  switch (kind) {
    case 'help':
    case 'signout':
    case 'status':
    case 'stop':
    case 'today':
    case 'refresh':
    case 'quit':
      return args.length === 0 ? { kind } : undefined;
    case 'week': {
      const word = args[0];
      if (args.length > 1) return undefined;
      if (word === undefined) return { kind, date: null, weeksBack: 0 };
      if (/^-\d{1,3}$/.test(word)) return { kind, date: null, weeksBack: Number(word.slice(1)) };
      return /^\d{4}-\d{2}-\d{2}$/.test(word) ? { kind, date: word, weeksBack: 0 } : undefined;
    }
    case 'signin':
      return args.length <= 2 ? { kind, email: args[0] ?? null, accountId: args[1] ?? null } : undefined;
    case 'projects':
      return { kind, filter: text(args) };
    case 'tasks': {
      const project = ordinal(args[0]);
      return project !== undefined && args.length === 1 ? { kind, project } : undefined;
    }
    case 'start': {
      const project = ordinal(args[0]);
      if (project === undefined) return undefined;
      // A second word that is a number names a task; `-` says "no task" before a description that starts with a number.
      const second = args[1];
      const task = ordinal(second);
      if (task !== undefined) return { kind, project, task, description: text(args.slice(2)) };
      if (second === '-') return { kind, project, task: null, description: text(args.slice(2)) };
      if (second !== undefined && /^\d+$/.test(second)) return undefined;
      return { kind, project, task: null, description: text(args.slice(1)) };
    }
    case 'continue': {
      if (args.length === 0) return { kind, n: null };
      const n = ordinal(args[0]);
      return n !== undefined && args.length === 1 ? { kind, n } : undefined;
    }
    case 'edit': {
      if (args.length === 0) return undefined;
      const yes = args[0] === '--yes' || args[0] === '-y';
      const words = yes ? args.slice(1) : args;
      if (ENTRY_NUMBER.test(words[0] ?? '')) return entryEdit(words, yes, i18n);
      if (yes) return undefined;
      return { kind, description: args.length === 1 && args[0] === '-' ? '' : text(args) };
    }
    case 'gaps':
    case 'undo':
      return args.length === 0 ? { kind } : undefined;
    case 'accounts': {
      const verb = args[0]?.toLowerCase();
      if (verb === undefined) return { kind };
      if (verb === 'add') {
        if (args.length < 3 || args.length > 4) return undefined;
        return { kind, add: { label: args[1]!, accountId: args[2]!, email: args[3] ?? null } };
      }
      if (verb === 'rename') {
        const n = ordinal(args[1]);
        return n !== undefined && args.length >= 3 ? { kind, rename: { n, label: text(args.slice(2)) } } : undefined;
      }
      if (verb !== 'remove') return undefined;
      const yes = args[1] === '--yes' || args[1] === '-y';
      const n = ordinal(args[yes ? 2 : 1]);
      return n !== undefined && args.length === (yes ? 3 : 2) ? { kind, remove: { n, yes } } : undefined;
    }
    case 'use': {
      const n = ordinal(args[0]);
      return n !== undefined && args.length === 1 ? { kind, n } : undefined;
    }
    case 'calendar': {
      const verb = args[0]?.toLowerCase();
      if (verb === undefined || (verb === 'list' && args.length === 1)) return { kind };
      if (verb === 'add') return calendarAdd(args.slice(1), i18n);
      const n = ordinal(args[1]);
      if (verb === 'remove') return n !== undefined && args.length === 2 ? { kind, remove: n } : undefined;
      if (verb !== 'refresh' || args.length > 2) return undefined;
      return args.length === 1 ? { kind, refresh: { n: null } } : n !== undefined ? { kind, refresh: { n } } : undefined;
    }
    case 'export':
      return parseExport(args, i18n);
    case 'round':
      return parseRound(args, i18n);
    case 'todos':
      if (args.length === 0) return { kind, refresh: false };
      return args.length === 1 && args[0]!.toLowerCase() === 'refresh' ? { kind, refresh: true } : undefined;
    case 'todo': {
      const action = args[0]?.toLowerCase();
      const n = args[1] === undefined ? null : ordinal(args[1]);
      if (n === undefined) return undefined;
      if (action === 'undo') return args.length <= 2 ? { kind, action, n, task: null } : undefined;
      if (n === null) return undefined;
      if (action === 'done') return args.length === 2 ? { kind, action, n, task: null } : undefined;
      const task = args[2] === undefined ? null : ordinal(args[2]);
      return action === 'start' && task !== undefined && args.length <= 3 ? { kind, action, n, task } : undefined;
    }
    case 'notsaved': {
      if (args.length === 0) return { kind, dismiss: null };
      const n = ordinal(args[1]);
      if (args.length !== 2 || n === undefined) return undefined;
      const verb = args[0]!.toLowerCase();
      return verb === 'dismiss' ? { kind, dismiss: n } : verb === 'apply' ? { kind, dismiss: null, apply: n } : undefined;
    }
    case 'away':
      if (args.length === 0) return { kind, clear: false };
      return args.length === 1 && args[0]!.toLowerCase() === 'clear' ? { kind, clear: true } : undefined;
    case 'activity':
    {
      const file = activityFileAction(args, i18n);
      if (file === undefined) return activityAction(args.map((w) => w.toLowerCase()), i18n);
      return 'refuse' in file ? file : { kind: 'activity', action: file };
    }
    case 'fill': {
      const gap = ordinal(args[0]);
      if (gap === undefined) return undefined;
      if (args[1] === '--project' || args[1] === '-p') {
        const where = projectAndTask(args[2]);
        return where ? { kind, gap, ...where, description: text(args.slice(3)) } : undefined;
      }
      // `#3` as split and edit name a recent entry; a bare 3 too.
      const recent = ordinal(args[1]?.replace(/^#/, ''));
      return recent !== undefined && args.length === 2 ? { kind, gap, recent } : undefined;
    }
    case 'split': {
      const running = args[0]?.toLowerCase() === 'running';
      const picked = entryNumber(args[0]);
      const at = args[1];
      if ((picked === undefined && !running) || at === undefined) return undefined;
      const bad = notATime(at, 'cut', i18n);
      if (bad) return bad;
      const where = projectAndTask(args[2]);
      const rest = where ? args.slice(3) : args.slice(2);
      const quoted = rest.length > 0 && /^["']/.test(rest[0]!);
      const odd = quoted ? undefined : unplaceable(rest, i18n);
      if (odd) return odd;
      return { kind, n: running ? null : picked!.n, list: picked?.list ?? 'recent', at, project: where?.project ?? null, task: where?.task ?? null, description: rest.length > 0 ? text(rest) : null };
    }
    case 'started': {
      const yes = args[0] === '--yes' || args[0] === '-y';
      const words = yes ? args.slice(1) : args;
      const said = words.join(' ').toLowerCase();
      if (said === '') return undefined;
      if (said === 'last stop' || said === 'from last stop' || said === 'from the last stop') return { kind, input: { fromLastStop: true }, yes };
      if (words.length === 1 && /^\d+$/.test(words[0]!)) return notATime(words[0]!, 'time', i18n);
      // `10m ago`, `1h10m ago`: how long ago as a duration; other phrases (`10 minutes ago`) the engine reads.
      const ago = /^(\d+(?:[.,]\d+)?h)?\s*(\d+m(?:in)?)?\s+ago$/.exec(said);
      if (ago && (ago[1] !== undefined || ago[2] !== undefined)) return { kind, input: { ago: said.replace(/\s*ago$/, '').replace(/\s+/g, '') }, yes };
      return { kind, input: { at: words.join(' ') }, yes };
    }
    case 'add': {
      const yes = args[0] === '--yes' || args[0] === '-y';
      const [date, pt, start, endOrDur, ...rest] = yes ? args.slice(1) : args;
      const where = projectAndTask(pt);
      if (date === undefined || where === undefined || start === undefined || endOrDur === undefined) return undefined;
      const ends = endOrDuration(endOrDur, i18n);
      if ('refuse' in ends) return ends;
      return { kind, date: date.toLowerCase(), ...where, start, endOrDuration: ends, description: text(rest), yes };
    }
    case 'idle': {
      if (args[0]?.toLowerCase() === 'book') {
        const continueTimer = args[1] === '--continue';
        const rest = continueTimer ? args.slice(2) : args.slice(1);
        const where = projectAndTask(rest[0]);
        return where ? { kind, book: { ...where, description: text(rest.slice(1)), continueTimer } } : undefined;
      }
      const word = args.length === 1 ? args[0]!.toLowerCase() : '';
      return Object.hasOwn(IDLE_CHOICES, word) ? { kind, choice: IDLE_CHOICES[word]! } : undefined;
    }
    case 'still': {
      const word = args.length === 1 ? args[0]!.toLowerCase() : '';
      return Object.hasOwn(STILL_CHOICES, word) ? { kind, choice: STILL_CHOICES[word]! } : undefined;
    }
    case 'snooze': {
      const choice = args[0]?.toLowerCase();
      return args.length === 1 && (choice === 'hour' || choice === 'tomorrow') ? { kind, choice } : undefined;
    }
  }
}


/** The words after `activity`, lower case. */
function activityAction(words: readonly string[], i18n: I18n): Command | Unplaced {
  const [verb, what, ...more] = words;
  if (more.length > 0) return { refuse: i18n._({ id: 'cli.parse.activityMore', message: '"{more}" is more than activity {verb} {what} takes.', values: { more: more.join(' '), verb: verb!, what: what! } }) };
  if (verb === undefined || ((verb === 'status' || verb === 'on' || verb === 'off' || verb === 'resume') && what === undefined)) return { kind: 'activity', action: { verb: verb ?? 'status' } };
  if (verb === 'pause') {
    if (what === undefined || what === 'hour' || what === 'day') return { kind: 'activity', action: { verb, until: what ?? 'hour' } };
    return { refuse: i18n._({ id: 'cli.parse.activityPause', message: 'Pause for an hour or for the rest of the day: activity pause hour, or activity pause day (not "{what}").', values: { what } }) };
  }
  if (verb === 'delete') {
    if (what === 'today' || what === 'week' || what === 'all') return { kind: 'activity', action: { verb, range: what } };
    return {
      refuse:
        what === undefined
          ? i18n._({ id: 'cli.parse.activityDeleteWhich', message: 'Say which record to delete: activity delete today, activity delete week or activity delete all.' })
          : i18n._({ id: 'cli.parse.activityDeleteNot', message: '"{what}" is not a record to delete: today, week or all is.', values: { what } }),
    };
  }
  if (verb === 'status' || verb === 'on' || verb === 'off' || verb === 'resume') return { refuse: i18n._({ id: 'cli.parse.activityNoMore', message: 'activity {verb} takes no more words (not "{what}").', values: { verb, what: what! } }) };
  return { refuse: i18n._({ id: 'cli.parse.activityVerb', message: '"{verb}" is not an activity command: status, on, off, pause, resume, delete, export and rules are.', values: { verb } }) };
}

const USAGE_COLUMN = 34;

/** The `help` text: one line per command, summaries aligned; a long usage has its summary on the next line. */
export function helpLines(i18n: I18n): string[] {
  return (Object.keys(COMMANDS) as Command['kind'][]).flatMap((kind) => {
    const { usage } = COMMANDS[kind];
    const summary = summaryOf(kind, i18n);
    return usage.length <= USAGE_COLUMN ? [`  ${usage.padEnd(USAGE_COLUMN)}  ${summary}`] : [`  ${usage}`, `  ${''.padEnd(USAGE_COLUMN)}  ${summary}`];
  });
}
