// Runs one parsed command against the engine facade, and nothing deeper: the numbers the
// person typed are looked up in the current snapshot, the facade is called, and the answer
// becomes lines to print. A write is followed by waiting for the engine to settle, so what
// is printed next is what the service confirmed (or that the action waits in the outbox).

import type { I18n } from '../i18n/words.ts';
import type { Clock } from '../time/clock.ts';
import { settle } from './settle.ts';
import { addDays } from '../core/time/local-time.ts';
import { formatClockText } from '../core/time/clock-format.ts';
import { entryNear, readCut, readEntryTimes, type TypedEntryTimes } from '../core/time/typed-entry-times.ts';
import { readTypedTime } from '../core/time/typed-time.ts';
import type { CommandResult, EntryView, ManualInput, Snapshot, Stint } from '../core/stint.ts';
import type { PersonStint } from '../core/stint-api.ts';
import type { TrayPlatform } from '../core/views/tray-model.ts';
import { COMMANDS, helpLines, type Command, type EndOrDuration } from './commands.ts';
import { settleEndOrDuration } from './end-or-length.ts';
import { addAccount, removeAccount, renameAccount, renderAccounts, useAccount, type CliAccounts } from './accounts-lines.ts';
import { besideOtherAccounts, personStint } from '../core/accounts/person-stint.ts';
import { runActivity, type ActivityPersonFacade } from './activity-lines.ts';
import { addCalendar, refreshCalendars, removeCalendar, renderCalendars } from './calendar-lines.ts';
import { renderTodos, todosNumbered } from './todo-lines.ts';
import type { TodoView } from '../core/snapshot.ts';
import { accountOf, listed, stillListed, whenListed, type ListName, type PrintedLists } from './printed-lists.ts';
import { entryNumbered, noEntryNumbered, noRecentNumbered, numberedProjects, projectNumbered, recentNumbered, tasksOf, todayNumbered, weekNumbered } from './numbering.ts';
import {
  alreadyRunningLine,
  errorLine,
  noProjectsYet,
  renderFailure,
  renderProjects,
  renderRecent,
  renderStatus,
  renderTasks,
  renderToday,
  runningLine,
  snoozedLine,
  stoppedLine,
  syncLine,
  todayTotalLines,
} from './render.ts';
import { renderShownWeek } from './render-week.ts';
import { onDiskUntilSignIn } from './announce.ts';
import { runNotSaved, runUndo, undoLine } from './undo-lines.ts';
import { runExport, type ExportDoor } from './export-lines.ts';
import type { ExportCommand } from './export-command.ts';
import type { RoundCommand } from './round-command.ts';
import { runRound } from './round-lines.ts';
import type { RoundingCommands } from '../core/accounts/person-rounding.ts';
import { gapKeys, gapNumbered, renderAway, renderGaps, spanText } from './render-gaps.ts';

/** What the person's facade answers for the commands that are the person's. */
export type PersonDoor = ActivityPersonFacade & ExportDoor & RoundingCommands & Pick<PersonStint, 'undo' | 'dismissNotSaved' | 'applyNotSaved'>;

export type PasswordAnswer = { readonly ok: true; readonly password: string } | { readonly ok: false; readonly message: string };

export interface RunContext {
  /** The words of the person's language: every line below is worded in it. */
  readonly i18n: I18n;
  /** The locale what is typed is read in (`1,5`, `14.30`): the terminal's, through the app; absent: the snapshot's. */
  readonly typedLocale?: string;
  /** The account in use (`use`), or the only one. */
  readonly stint: Stint;
  /** The person's accounts, where the driver holds them: a start keeps one timer across them. */
  readonly accounts?: CliAccounts;
  readonly clock: Clock;
  readonly platform: TrayPlatform;
  /** `--base-url`; null: the address remembered from the last sign-in. */
  readonly baseUrl: string | null;
  askPassword(email: string): Promise<PasswordAnswer>;
  /** Waits until the engine has nothing left to do now; false when it gave up waiting. */
  settle(): Promise<boolean>;
  /**
   * The lists as last printed (`continue`, `today`, `week`, `todos`), which the numbers typed
   * after them name; null until one was printed. Kept by the session (main.ts, and in the data
   * folder between runs), updated here.
   */
  readonly printed?: PrintedLists;
  /**
   * The person's facade, the window's own door, for what is the person's and not an account's:
   * the activity record, Undo (the person's last change, whatever account it was in) and the
   * changes not saved (each acted on in the account that listed it).
   */
  readonly person?: PersonDoor;
  /** The terminal's working folder and home, where a path typed is read from (default: this process's). */
  readonly cwd?: string;
  readonly home?: string;
  /** Whether this desktop can record, in the backend chooser's words, where the driver opens no backend (the command line). */
  readonly desktop?: string;
}

/**
 * A context on the person's accounts, the commands acting on the account in use (`use`).
 * `person`: the driver's own facade of the person where it has one (the app's); else one is made.
 */
export function accountsContext(accounts: CliAccounts, rest: Omit<RunContext, 'stint' | 'accounts' | 'settle'>): RunContext {
  const { hub } = accounts;
  return {
    get stint() {
      return hub.account(accounts.current) ?? hub.first;
    },
    accounts,
    settle: () => settle(hub, rest.clock),
    ...rest,
    person: rest.person ?? personStint(hub),
  };
}

export interface RunOutput {
  readonly ok: boolean;
  readonly lines: readonly string[];
  /** The person asked to leave. */
  readonly quit?: boolean;
}

const done = (lines: readonly string[]): RunOutput => ({ ok: true, lines });
const failed = (i18n: I18n, message: string): RunOutput => ({
  ok: false,
  lines: renderFailure({ ok: false, message, fields: {} }, i18n),
});

/** `typed`: what the person typed for each of the engine's fields, to name a refused one by its value. */
function fromResult(i18n: I18n, r: CommandResult, lines: readonly string[] = [], typed: Readonly<Record<string, string>> = {}): RunOutput {
  return r.ok ? done(lines) : { ok: false, lines: renderFailure(r, i18n, typed) };
}

/** What a recent entry's number stands for: the entry itself. */
function recentKeys(s: Snapshot): string[] {
  return s.recent.map((e) => e.key);
}

/** What the week's numbers stand for (`w1`...): the entries `week` lists. */
function weekKeys(s: Snapshot): string[] {
  return weekNumbered(s).map((e) => e.key);
}

/** What today's numbers stand for (`t1`...): the entries `today` lists. */
function todayKeys(s: Snapshot, now: number): string[] {
  return todayNumbered(s, now).map((e) => e.key);
}

/** Notes a list as printed now: the numbers typed after it name what it showed. */
function noteListed(ctx: RunContext, name: Exclude<ListName, 'week'>, s: Snapshot, keys: readonly string[]): void {
  if (ctx.printed) ctx.printed[name] = listed(s, keys, ctx.clock.now());
}

function noteWeekListed(ctx: RunContext, s: Snapshot): void {
  if (ctx.printed && s.shownWeek) ctx.printed.week = { ...listed(s, weekKeys(s), ctx.clock.now()), start: s.shownWeek.start };
}

/**
 * The number typed refers to a list that changed since it was printed (an entry added on the
 * phone, or a command here that reordered it), in this run or an earlier one, or to another
 * account's: refused, and the new list printed, which the numbers then refer to. The week a
 * `w<n>` names is the one listed: shown again first when another (or none, in a new run) is
 * shown. Signed out, a number waits for the sign-in, the list kept as it was.
 */
async function listChanged(cmd: Command, ctx: RunContext): Promise<RunOutput | null> {
  const list = (cmd.kind === 'edit' && 'n' in cmd) || (cmd.kind === 'split' && cmd.n !== null) ? cmd.list : (cmd.kind === 'continue' && cmd.n !== null) || (cmd.kind === 'fill' && 'recent' in cmd) ? 'recent' : null;
  const printed = list === null ? null : (ctx.printed?.[list] ?? null);
  if (list === null || printed === null) return null;
  if (accountOf(ctx.stint.snapshot()) === null) return failed(ctx.i18n, signInFirst('entry', ctx.i18n));
  const week = ctx.printed!.week;
  if (list === 'week' && week !== null && ctx.stint.snapshot().shownWeek?.start !== week.start) {
    const r = await ctx.stint.showWeek(week.start);
    if (!r.ok) return fromResult(ctx.i18n, r);
  }
  const s = ctx.stint.snapshot();
  const now = ctx.clock.now();
  const keys = list === 'recent' ? recentKeys(s) : list === 'today' ? todayKeys(s, now) : weekKeys(s);
  if (stillListed(printed, s, keys)) return null;
  if (list === 'week') noteWeekListed(ctx, s);
  else noteListed(ctx, list, s, keys);
  const listing = list === 'recent' ? renderRecent(s, ctx.i18n) : list === 'today' ? renderToday(s, now, ctx.i18n) : renderShownWeek(s, now, ctx.i18n);
  return listedAgain(ctx.i18n, list, printed.of === accountOf(s) ? whenListed(printed, s, now, ctx.i18n) : null, listing);
}

/**
 * A number typed names a list that changed since it was printed (`when` it was), or that was
 * printed for another account or signed out (`when` null): nothing is done, the list is printed again.
 */
function listedAgain(i18n: I18n, list: 'recent' | 'today' | 'week' | 'gaps' | 'projects', when: string | null, listing: readonly string[]): RunOutput {
  const why =
    when !== null
      ? i18n._({ id: 'cli.stale.changed', message: "{list, select, recent {the recent entries changed since they were listed {when} (an entry added or changed elsewhere, or by a command here), so that number may name another entry} today {today's entries changed since they were listed {when} (an entry added or changed elsewhere, or by a command here), so that number may name another entry} week {the week's entries changed since they were listed {when} (an entry added or changed elsewhere, or by a command here), so that number may name another entry} gaps {today's gaps changed since they were listed {when} (time booked elsewhere, or by a command here), so that number may name another gap} other {the projects changed since they were listed {when} (a project added, renamed or archived elsewhere), so that number may name another project}}: nothing was done. They are now:", values: { list, when } })
      : i18n._({ id: 'cli.stale.elsewhere', message: "{list, select, recent {the recent entries were listed for another account or before signing in, so that number may name another entry} today {today's entries were listed for another account or before signing in, so that number may name another entry} week {the week's entries were listed for another account or before signing in, so that number may name another entry} gaps {today's gaps were listed for another account or before signing in, so that number may name another gap} other {the projects were listed for another account or before signing in, so that number may name another project}}: nothing was done. They are now:", values: { list } });
  return { ok: false, lines: [errorLine(why, i18n), ...listing] };
}

/** What the projects' numbers stand for: the active projects' ids, as `projects` numbers them. */
function projectKeys(s: Snapshot): string[] {
  return numberedProjects(s).map((p) => String(p.id));
}

/** The project number a command names (`start 3`, `--project 3/1`...), or null. */
function projectNumberOf(cmd: Command): number | null {
  switch (cmd.kind) {
    case 'start':
    case 'tasks':
    case 'add':
      return cmd.project;
    case 'fill':
      return 'project' in cmd ? cmd.project : null;
    case 'edit':
      return 'n' in cmd ? cmd.project : null;
    case 'split':
      return cmd.project;
    case 'idle':
      return 'book' in cmd ? cmd.book.project : null;
    case 'export':
    case 'round':
      return cmd.project?.project ?? null;
    default:
      return null;
  }
}

/**
 * A gap's or a project's number names the one printed, in this run or an earlier one: a gap
 * booked on the phone since, or a project added on the web, shifts the numbers, so the command
 * is refused and the list printed again, whose numbers hold from then on (as listChanged does
 * for entries). Nothing printed yet: the numbers are the current ones.
 */
function numbersChanged(cmd: Command, ctx: RunContext): RunOutput | null {
  const uses: ('gaps' | 'projects')[] = [];
  // While an account is signed out no gap is known: the fill is refused for that (fillGap).
  if (cmd.kind === 'fill' && signedOutAccount(ctx) === null) uses.push('gaps');
  if (projectNumberOf(cmd) !== null) uses.push('projects');
  for (const list of uses) {
    const printed = ctx.printed?.[list] ?? null;
    if (printed === null) continue;
    const s = list === 'gaps' ? personDay(ctx) : ctx.stint.snapshot();
    if (accountOf(s) === null) return failed(ctx.i18n, signInFirst(list === 'gaps' ? 'gap' : 'project', ctx.i18n));
    const now = ctx.clock.now();
    const keys = list === 'gaps' ? gapKeys(s, now) : projectKeys(s);
    if (stillListed(printed, s, keys)) continue;
    noteListed(ctx, list, s, keys);
    return listedAgain(ctx.i18n, list, printed.of === accountOf(s) ? whenListed(printed, s, now, ctx.i18n) : null, list === 'gaps' ? renderGaps(s, ctx.i18n) : renderProjects(s, '', ctx.i18n));
  }
  return null;
}

/** With several accounts, the person's day as the window shows it: another account's time is no gap here. */
function personDay(ctx: RunContext): Snapshot {
  return ctx.accounts ? besideOtherAccounts(ctx.accounts.hub, ctx.accounts.current) : ctx.stint.snapshot();
}

export async function runCommand(cmd: Command, ctx: RunContext): Promise<RunOutput> {
  const stale = (await listChanged(cmd, ctx)) ?? numbersChanged(cmd, ctx);
  if (stale) return stale;
  // The person's last change, whatever account it is in: the one `undo` takes back.
  const before = personDay(ctx).undo?.id;
  const out = await runOne(cmd, ctx);
  const line = undoLine(personDay(ctx), before, ctx.clock.now(), ctx.i18n);
  return line === null ? out : { ...out, lines: [...out.lines, line] };
}

async function runOne(cmd: Command, ctx: RunContext): Promise<RunOutput> {
  // The day's target and the tray line count every account's too.
  const s = personDay(ctx);
  const now = ctx.clock.now();
  const i18n = ctx.i18n;
  switch (cmd.kind) {
    case 'help':
      return done([i18n._({ id: 'cli.help.header', message: 'Commands (numbers are the ones the listings show):' }), ...helpLines(i18n)]);
    case 'status':
      return done(renderStatus(s, now, ctx.platform, i18n));
    case 'signin':
      return signIn(cmd, ctx);
    case 'signout':
      return signOut(ctx);
    case 'projects':
      noteListed(ctx, 'projects', s, projectKeys(s));
      return done(renderProjects(s, cmd.filter, i18n));
    case 'tasks': {
      const project = projectNumbered(s, cmd.project);
      if (!project) return noSuchProject(s, cmd.project, i18n);
      const r = await ctx.stint.pickProject(project.id);
      if (!r.ok) return fromResult(ctx.i18n, r);
      return done(renderTasks(project, tasksOf(ctx.stint.snapshot(), project.id) ?? [], i18n));
    }
    case 'start': {
      const where = await resolveProjectTask(ctx, cmd.project, cmd.task);
      if ('lines' in where) return where;
      const input = { projectId: where.projectId, taskId: where.taskId, description: cmd.description.trim() };
      const before = ctx.stint.snapshot();
      const was = before.session.state === 'signed_in' ? before.running : null;
      // Start while a timer runs switches, as the window's does. Asked for exactly what runs
      // (a start typed twice), a switch would only stop it after a few seconds and start its
      // copy: nothing the person meant, so nothing is done.
      if (was && was.runningSince !== null && sameWork(was, input)) return done([alreadyRunningLine(before, ctx.clock.now(), i18n)]);
      const at = ctx.clock.now();
      const across = ctx.accounts ? otherAccountRunning(ctx.accounts) : null;
      return write(
        ctx,
        ctx.accounts ? await ctx.accounts.hub.start(ctx.accounts.current, input) : await ctx.stint.start(input),
        // What runs first (the answer to `start`, as without a switch), then what the switch stopped.
        (after) => [runningLine(after, ctx.clock.now(), i18n), ...switchedLines(was, at, across, i18n)],
        taskHint(cmd.project, i18n, true),
      );
    }
    case 'stop':
      return write(ctx, ctx.accounts ? await ctx.accounts.hub.stop() : await ctx.stint.stop(), (after) => [i18n._({ id: 'cli.stopped', message: 'Stopped.' }), ...todayTotalLines(after, ctx.clock.now(), i18n).slice(0, 1)]);
    case 'continue': {
      if (cmd.n === null) {
        noteListed(ctx, 'recent', s, recentKeys(s));
        return done(renderRecent(s, i18n));
      }
      const entry = recentNumbered(s, cmd.n);
      if (!entry) return failed(i18n, noRecentNumbered(cmd.n, i18n));
      const was = s.session.state === 'signed_in' ? s.running : null;
      const at = ctx.clock.now();
      const across = ctx.accounts ? otherAccountRunning(ctx.accounts) : null;
      const continued = ctx.accounts ? await ctx.accounts.hub.continueEntry(ctx.accounts.current, entry.key) : await ctx.stint.continueEntry(entry.key);
      // Continuing the work that runs changes nothing: nothing was stopped.
      const switched = (after: Snapshot) => (was && after.running?.key === was.key ? [] : switchedLines(was, at, across, i18n));
      return write(ctx, continued, (after) => [runningLine(after, ctx.clock.now(), i18n), ...switched(after)]);
    }
    case 'edit':
      if ('n' in cmd) return editTimes(cmd, ctx, s);
      return write(ctx, await ctx.stint.editRunning({ description: cmd.description }), (after) => [runningLine(after, ctx.clock.now(), i18n)]);
    case 'split':
      return splitEntry(cmd, ctx, s);
    case 'started': {
      const r = await ctx.stint.setRunningStart({ ...cmd.input, ...(cmd.yes ? { confirmOverlap: true } : {}) });
      if (!r.ok && 'confirm' in r && r.confirm !== undefined) return { ok: false, lines: [r.message, i18n._({ id: 'cli.confirm.started', message: 'To start it there anyway, give the same command as started --yes ...' })] };
      return write(ctx, r, (after) => [runningLine(after, ctx.clock.now(), i18n)], undefined, 'at' in cmd.input ? { start: cmd.input.at } : 'ago' in cmd.input ? { start: `${cmd.input.ago} ago` } : {});
    }
    case 'add':
      return addManual(cmd, ctx, s);
    case 'today':
      noteListed(ctx, 'today', s, todayKeys(s, now));
      return done(renderToday(s, now, i18n));
    case 'week': {
      const r = await ctx.stint.showWeek(cmd.date ?? addDays(s.today, -7 * cmd.weeksBack));
      const shown = ctx.stint.snapshot();
      if (r.ok) noteWeekListed(ctx, shown);
      return fromResult(i18n, r, renderShownWeek(shown, ctx.clock.now(), i18n));
    }
    case 'gaps': {
      if (s.session.state !== 'signed_in') return failed(ctx.i18n, noDaySignedOut(ctx.i18n));
      const unknown = signedOutAccount(ctx);
      if (unknown !== null) return failed(ctx.i18n, unknown);
      noteListed(ctx, 'gaps', s, gapKeys(s, now));
      return done(renderGaps(s, i18n));
    }
    case 'away': {
      if (!cmd.clear) return done(renderAway(s, i18n));
      return fromResult(i18n, await ctx.stint.clearAwayLog(), [i18n._({ id: 'cli.away.cleared', message: 'Away stretches forgotten; new ones are kept from now on.' })]);
    }
    case 'fill':
      return fillGap(cmd, ctx, s);
    case 'refresh': {
      const r = await ctx.stint.refresh();
      return fromResult(i18n, r, [runningLine(ctx.stint.snapshot(), ctx.clock.now(), i18n)]);
    }
    case 'idle': {
      if ('choice' in cmd) return write(ctx, await ctx.stint.resolveIdle(cmd.choice), (after) => [runningLine(after, ctx.clock.now(), i18n)]);
      const where = await resolveProjectTask(ctx, cmd.book.project, cmd.book.task);
      if ('lines' in where) return where;
      const r = await ctx.stint.bookIdle({ ...where, description: cmd.book.description.trim(), continueTimer: cmd.book.continueTimer });
      return write(ctx, r, (after) => [i18n._({ id: 'cli.idle.booked', message: 'Time away booked.' }), runningLine(after, ctx.clock.now(), i18n)], taskHint(cmd.book.project, i18n));
    }
    case 'still':
      return write(ctx, await ctx.stint.answerStillWorking(cmd.choice), (after) => [runningLine(after, ctx.clock.now(), i18n)]);
    case 'snooze': {
      const r = await ctx.stint.snoozeReminders(cmd.choice);
      const line = snoozedLine(ctx.stint.snapshot(), ctx.clock.now(), i18n);
      return fromResult(ctx.i18n, r, line === null ? [] : [line]);
    }
    case 'undo':
      // The window's Undo: the person's last change, in the account it was made in.
      return runUndo(ctx.person ?? ctx.stint, ctx.stint.snapshot(), i18n);
    case 'todos':
      return showTodos(cmd.refresh, ctx);
    case 'todo':
      return runTodo(cmd, ctx);
    case 'notsaved':
      return runNotSaved(cmd, {
        door: ctx.person ?? ctx.stint,
        person: () => personDay(ctx),
        printed: ctx.printed?.notSaved?.keys ?? null,
        noteListed: (ids) => noteListed(ctx, 'notSaved', personDay(ctx), ids),
      }, i18n);
    case 'accounts':
      return runAccounts(cmd, ctx);
    case 'use':
      return ctx.accounts ? useAccount(ctx.accounts, cmd.n, i18n) : failed(i18n, oneAccount(i18n));
    case 'calendar':
      return runCalendar(cmd, ctx);
    case 'export':
      if (!ctx.person || !ctx.accounts) return failed(i18n, i18n._({ id: 'cli.driver.noTimesheets', message: 'This driver reads no timesheets: run {command} in the command line or the app.', values: { command: 'export' } }));
      return exportOn(cmd, ctx, ctx.person, ctx.accounts, s);
    case 'round':
      if (!ctx.person || !ctx.accounts) return failed(i18n, i18n._({ id: 'cli.driver.noTimesheets', message: 'This driver reads no timesheets: run {command} in the command line or the app.', values: { command: 'round' } }));
      return roundOn(cmd, ctx, ctx.person, ctx.accounts, s);
    case 'activity':
      if (!ctx.person) return failed(i18n, i18n._({ id: 'cli.driver.noActivity', message: 'This driver keeps no activity record.' }));
      return runActivity(cmd.action, { i18n, person: ctx.person, now, cwd: ctx.cwd, home: ctx.home, ...(ctx.desktop !== undefined ? { desktop: ctx.desktop } : {}) });
    case 'quit':
      return { ok: true, lines: [], quit: true };
  }
}

/** The entry is what `start` asks for: the same project, task and description. */
function sameWork(e: EntryView, input: { projectId: number; taskId: number | null; description: string }): boolean {
  return e.projectId === input.projectId && (e.taskId ?? null) === input.taskId && e.description === input.description;
}

function noSuchProject(s: Snapshot, n: number, i18n: I18n): RunOutput {
  const count = numberedProjects(s).length;
  if (count === 0) return failed(i18n, noProjectsYet(i18n));
  return failed(i18n, i18n._({ id: 'cli.project.noSuch', message: 'There is no project {n}: projects lists the {count} active ones.', values: { n, count } }));
}

/** A number typed while signed out names nothing yet: the list is the one of the account signed in to. */
function signInFirst(what: 'entry' | 'gap' | 'project' | 'todo', i18n: I18n): string {
  return i18n._({ id: 'cli.signInFirst', message: 'Sign in first (signin): a number names {what, select, entry {an entry} gap {a gap} project {a project} other {a to-do}} of the list printed for the account you sign in to. Nothing was done.',
    values: { what },
  });
}

function oneAccount(i18n: I18n): string {
  return i18n._({ id: 'cli.driver.oneAccount', message: 'This driver holds one account.' });
}

function noAddress(i18n: I18n): string {
  return i18n._({ id: 'cli.signin.noAddress', message: 'No service address yet: start the command line with --base-url <url>.' });
}

/** `round`, its `--project` numbers looked up in the account in use. */
async function roundOn(cmd: RoundCommand, ctx: RunContext, door: RoundingCommands, accounts: CliAccounts, s: Snapshot): Promise<RunOutput> {
  const where = cmd.project === null ? null : await resolveProjectTask(ctx, cmd.project.project, cmd.project.task);
  if (where !== null && 'lines' in where) return where;
  return runRound(cmd, { i18n: ctx.i18n, door, accounts: accounts.hub.snapshot().accounts, current: accounts.current, project: where ?? undefined, today: s.today, weekStartsOn: s.display.firstDayOfWeek });
}

/** `export`, its `--project` numbers looked up in the account in use. */
async function exportOn(cmd: ExportCommand, ctx: RunContext, door: ExportDoor, accounts: CliAccounts, s: Snapshot): Promise<RunOutput> {
  const where = cmd.project === null ? null : await resolveProjectTask(ctx, cmd.project.project, cmd.project.task);
  if (where !== null && 'lines' in where) return where;
  const project = where === null ? undefined : { account: accounts.current, ...where };
  return runExport(cmd, { i18n: ctx.i18n, door, accounts: accounts.hub.snapshot().accounts, project, today: s.today, weekStartsOn: s.display.firstDayOfWeek, locale: s.display.locale, cwd: ctx.cwd, home: ctx.home });
}

/** The project and task behind the numbers typed; a task number reads the project's tasks first. */
async function resolveProjectTask(
  ctx: RunContext,
  projectN: number,
  taskN: number | null,
): Promise<{ projectId: number; taskId: number | null } | RunOutput> {
  const project = projectNumbered(ctx.stint.snapshot(), projectN);
  if (!project) return noSuchProject(ctx.stint.snapshot(), projectN, ctx.i18n);
  if (taskN === null) return { projectId: project.id, taskId: null };
  const r = await ctx.stint.pickProject(project.id);
  if (!r.ok) return fromResult(ctx.i18n, r);
  const tasks = tasksOf(ctx.stint.snapshot(), project.id) ?? [];
  const task = tasks[taskN - 1];
  if (!task) return failed(ctx.i18n, ctx.i18n._({ id: 'cli.task.noSuch', message: '{project} has no task {task}: tasks {n} lists its {count}.', values: { project: project.name, task: taskN, n: projectN, count: tasks.length } }));
  return { projectId: project.id, taskId: task.id };
}

/**
 * A queued write: refused at once (printed with its fields), or queued and then settled.
 * A refusal by the service arrives as a notice, which the announcer prints as it comes;
 * then the confirmation lines would contradict it, so they are left out.
 */
async function write(
  ctx: RunContext,
  r: CommandResult,
  confirm: (after: Snapshot) => string[],
  hint?: string,
  typed: Readonly<Record<string, string>> = {},
): Promise<RunOutput> {
  if (!r.ok) {
    const out = renderFailure(r, ctx.i18n, typed);
    if (hint !== undefined && Object.hasOwn(r.fields, 'task')) out.push(hint);
    return { ok: false, lines: out };
  }
  const before = ctx.stint.snapshot();
  const settled = await ctx.settle();
  const after = ctx.stint.snapshot();
  if (after.notice !== null && after.notice !== before.notice && after.notice.level === 'error' && !aboutAnEarlierChange(after.notice, before, after)) return { ok: false, lines: [] };
  const lines = confirm(after);
  if (!settled) lines.push(ctx.i18n._({ id: 'cli.write.background', message: '(still working with the service in the background)' }));
  // A change of sync state was announced as it happened; an unchanged one is said here.
  if (after.sync.queued > 0 && after.sync.state === before.sync.state) lines.push(syncLine(after, after.session.state !== 'signed_in', ctx.i18n));
  return done(lines);
}

/**
 * Whether a refusal told while a command waited is about a change made before it: an entry that
 * already waited in the outbox, and is neither what ran nor what runs now. Its words are said as
 * it arrives; the command itself was done (a start printed "error" for a manual entry refused
 * beside it, and the person took the timer for not started: issue 68, the property suite's
 * second writer, --seed 20261128 run 641).
 */
function aboutAnEarlierChange(n: NonNullable<Snapshot['notice']>, before: Snapshot, after: Snapshot): boolean {
  const key = n.entryKey;
  if (key === undefined || !(before.sync.pendingKeys ?? []).includes(key)) return false;
  return key !== before.running?.key && key !== after.running?.key;
}

/** Where the tasks of the project typed are listed, and how this command takes one (`start 2 <task#>`, elsewhere `2/<task#>`). */
function taskHint(projectN: number | null | undefined, i18n: I18n, start = false): string | undefined {
  if (projectN === null || projectN === undefined) return undefined;
  const values = { n: projectN };
  return start
    ? i18n._({ id: 'cli.task.hintStart', message: '  (tasks {n} lists them; start {n} <task#> ...)', values })
    : i18n._({ id: 'cli.task.hint', message: '  (tasks {n} lists them; give the project as {n}/<task#>)', values });
}

/** The name of another account whose timer runs (a start here stops it), or null. */
/** What a start or a continue stopped: the timer it switched from, and another account's. */
function switchedLines(was: Snapshot['running'], at: number, across: string | null, i18n: I18n): string[] {
  return [
    ...(was && was.runningSince !== null ? [stoppedLine(was, at, i18n)] : []),
    ...(across ? [i18n._({ id: 'cli.switch.otherAccount', message: '{account}: stopped (one timer runs across your accounts).', values: { account: across } })] : []),
  ];
}

function otherAccountRunning(a: CliAccounts): string | null {
  const running = a.hub.snapshot().running;
  return running && running.accountKey !== a.current ? running.accountName : null;
}

async function runAccounts(cmd: Extract<Command, { kind: 'accounts' }>, ctx: RunContext): Promise<RunOutput> {
  const a = ctx.accounts;
  if (!a) return failed(ctx.i18n, oneAccount(ctx.i18n));
  if (cmd.remove) return removeAccount(a, cmd.remove.n, cmd.remove.yes, ctx.i18n);
  if (cmd.rename) return renameAccount(a, cmd.rename.n, cmd.rename.label, ctx.i18n);
  if (!cmd.add) return done(renderAccounts(a, ctx.i18n));
  const last = ctx.stint.snapshot().settings.lastSignIn;
  const baseUrl = ctx.baseUrl ?? last.serviceAddress;
  const email = cmd.add.email ?? last.email;
  if (baseUrl === null) return failed(ctx.i18n, noAddress(ctx.i18n));
  if (email === null) return failed(ctx.i18n, ctx.i18n._({ id: 'cli.accounts.noEmail', message: 'usage: {usage} (no earlier sign-in to take the email from)', values: { usage: COMMANDS.accounts.usage } }));
  const password = await ctx.askPassword(email);
  if (!password.ok) return failed(ctx.i18n, password.message);
  const out = await addAccount(a, { label: cmd.add.label, accountId: cmd.add.accountId, email, baseUrl, password: password.password }, ctx.i18n);
  if (out.ok) await ctx.settle();
  return out;
}

/** The account in use's to-dos (with several accounts, each account's are its own: `use` another to see its). */
async function showTodos(refresh: boolean, ctx: RunContext): Promise<RunOutput> {
  const r = refresh ? await ctx.stint.refreshTodos() : await ctx.stint.openTodos();
  if (!r.ok) return fromResult(ctx.i18n, r);
  await ctx.settle();
  const s = ctx.stint.snapshot();
  noteTodosListed(ctx, s);
  return done(renderTodos(s, ctx.i18n));
}

function noteTodosListed(ctx: RunContext, s: Snapshot): void {
  noteListed(ctx, 'todos', s, todosNumbered(s.todos).map((t) => t.id));
  noteListed(ctx, 'todosDone', s, (s.todos?.done ?? []).map((t) => t.id));
}

/**
 * The to-do a number names: the one at that place in the listing last printed, so the numbers
 * keep their meaning after a `todo done` from the same listing. Refused when nothing was
 * printed, or when that one is no longer in the list (done or changed elsewhere): the list is
 * then printed again, and its numbers are the ones from then on.
 */
function todoNumbered(ctx: RunContext, list: 'todos' | 'todosDone', n: number, now: readonly TodoView[], s: Snapshot): TodoView | RunOutput {
  const printed = ctx.printed?.[list] ?? null;
  const i18n = ctx.i18n;
  if (printed === null) return failed(i18n, i18n._({ id: 'cli.todo.listFirst', message: 'List the to-dos first (todos): the numbers are the ones it shows.' }));
  if (accountOf(s) === null) return failed(i18n, signInFirst('todo', i18n));
  if (printed.of !== accountOf(s)) return failed(i18n, i18n._({ id: 'cli.todo.otherAccount', message: "The to-dos last listed were another account's: list this account's first (todos)." }));
  const id = printed.keys[n - 1];
  if (id === undefined) {
    const values = { n, count: printed.keys.length };
    return failed(
      i18n,
      list === 'todos'
        ? i18n._({ id: 'cli.todo.noSuch', message: 'There is no to-do {n}: todos listed {count} open ones.', values })
        : i18n._({ id: 'cli.todo.noSuchDone', message: 'There is no done to-do {n}: todos listed {count} marked done here.', values }),
    );
  }
  const todo = now.find((t) => t.id === id);
  if (todo !== undefined) return todo;
  noteTodosListed(ctx, s);
  const gone = i18n._({ id: 'cli.todo.gone', message: 'to-do {n} of that listing is no longer {list, select, todos {open} other {marked done here}} (changed here or elsewhere): nothing was done. The to-dos now:',
    values: { n, list },
  });
  return { ok: false, lines: [errorLine(gone, i18n), ...renderTodos(s, i18n)] };
}

async function runTodo(cmd: Extract<Command, { kind: 'todo' }>, ctx: RunContext): Promise<RunOutput> {
  const s = ctx.stint.snapshot();
  if (cmd.action === 'undo') {
    const marked = s.todos?.done ?? [];
    // Without a number, the newest (named in the answer); a number is the listing's.
    const todo = cmd.n === null ? marked[0] : todoNumbered(ctx, 'todosDone', cmd.n, marked, s);
    if (todo === undefined) return failed(ctx.i18n, ctx.i18n._({ id: 'cli.todo.noneDone', message: 'No to-do was marked done here lately.' }));
    if ('lines' in todo) return todo;
    return write(ctx, await ctx.stint.undoTodo(todo.id), () => [ctx.i18n._({ id: 'cli.todo.reopened', message: 'Reopened “{todo}”.', values: { todo: todo.name } })]);
  }
  const todo = todoNumbered(ctx, 'todos', cmd.n!, todosNumbered(s.todos), s);
  if ('lines' in todo) return todo;
  if (cmd.action === 'done') return write(ctx, await ctx.stint.completeTodo(todo.id), () => [ctx.i18n._({ id: 'cli.todo.marked', message: 'Marked “{todo}” done (todo undo reopens it).', values: { todo: todo.name } })]);
  let taskId: number | null | undefined;
  if (cmd.task !== null) {
    const picked = await ctx.stint.pickProject(todo.projectId);
    if (!picked.ok) return fromResult(ctx.i18n, picked);
    const task = tasksOf(ctx.stint.snapshot(), todo.projectId)?.[cmd.task - 1];
    if (!task) return failed(ctx.i18n, ctx.i18n._({ id: 'cli.todo.noTask', message: '{project} has no task {task}: its tasks are listed by tasks <project#>.', values: { project: todo.projectName, task: cmd.task } }));
    taskId = task.id;
  }
  const was = s.session.state === 'signed_in' ? s.running : null;
  const at = ctx.clock.now();
  const across = ctx.accounts ? otherAccountRunning(ctx.accounts) : null;
  const input = { todoId: todo.id, ...(taskId !== undefined ? { taskId } : {}) };
  const r = ctx.accounts ? await ctx.accounts.hub.startTodo(ctx.accounts.current, input) : await ctx.stint.startTodo(input);
  const needsTask = todo.requiredTask ? ctx.i18n._({ id: 'cli.todo.giveTask', message: '  (give the task: todo start <n> <task#>; tasks <project#> lists them)' }) : undefined;
  return write(ctx, r, (after) => [runningLine(after, ctx.clock.now(), ctx.i18n), ...switchedLines(was, at, across, ctx.i18n)], needsTask);
}

/** The calendars are the person's, held by the accounts hub beside the accounts: read in the account in use's zone. */
async function runCalendar(cmd: Extract<Command, { kind: 'calendar' }>, ctx: RunContext): Promise<RunOutput> {
  const hub = ctx.accounts?.hub;
  if (!hub) return failed(ctx.i18n, ctx.i18n._({ id: 'cli.driver.noCalendars', message: 'This driver reads no calendars.' }));
  const day = () => ctx.stint.snapshot();
  // A file typed is read from the terminal's folder, where the app runs it too.
  if (cmd.add) return addCalendar(hub, day, cmd.add, () => ctx.settle(), ctx.i18n, { cwd: ctx.cwd, home: ctx.home });
  if (cmd.remove !== undefined) return removeCalendar(hub, cmd.remove, ctx.i18n);
  if (cmd.refresh) return refreshCalendars(hub, day, cmd.refresh.n, () => ctx.settle(), ctx.i18n);
  return renderCalendars(hub, day(), ctx.i18n);
}

/**
 * `signout`: the account this run uses (the first unless `use` chose another in it), said by
 * name, with the accounts that stay signed in. The sign-out is the person's own doing, so
 * nothing else says it (announce.ts says a sign-out that has a reason).
 */
async function signOut(ctx: RunContext): Promise<RunOutput> {
  const key = ctx.accounts?.current ?? null;
  const row = key === null ? undefined : ctx.accounts!.hub.snapshot().accounts.find((a) => a.key === key);
  const was = ctx.stint.snapshot().session;
  const r = await ctx.stint.signOut();
  if (!r.ok) return fromResult(ctx.i18n, r);
  const i18n = ctx.i18n;
  if (was.state !== 'signed_in') {
    return done([
      row && ctx.accounts!.hub.accounts().length > 1
        ? i18n._({ id: 'cli.signout.wasOut', message: '{account} was signed out.', values: { account: row.name } })
        : i18n._({ id: 'cli.signout.already', message: 'Already signed out.' }),
    ]);
  }
  const who = row && row.name !== was.accountId ? `${row.name} (${was.accountId}, ${was.email})` : `${was.accountId} (${was.email})`;
  const still = (ctx.accounts?.hub.snapshot().accounts ?? []).filter((a) => a.key !== key && a.session === 'signed_in').map((a) => a.name);
  const after = ctx.stint.snapshot().sync.queued;
  return done([
    still.length > 0
      ? i18n._({ id: 'cli.signout.doneOthers', message: 'Signed out of {who}; {others} {count, plural, one {stays} other {stay}} signed in.', values: { who, others: still.join(', '), count: still.length } })
      : i18n._({ id: 'cli.signout.done', message: 'Signed out of {who}.', values: { who } }),
    ...(after > 0 ? [onDiskUntilSignIn(after, i18n)] : []),
  ]);
}

async function signIn(cmd: Extract<Command, { kind: 'signin' }>, ctx: RunContext): Promise<RunOutput> {
  const last = ctx.stint.snapshot().settings.lastSignIn;
  const baseUrl = ctx.baseUrl ?? last.serviceAddress;
  const email = cmd.email ?? last.email;
  const accountId = cmd.accountId ?? last.accountId;
  if (baseUrl === null) return failed(ctx.i18n, noAddress(ctx.i18n));
  if (email === null || accountId === null) return failed(ctx.i18n, ctx.i18n._({ id: 'cli.signin.noEarlier', message: 'usage: {usage} (no earlier sign-in to take them from)', values: { usage: COMMANDS.signin.usage } }));
  const password = await ctx.askPassword(email);
  if (!password.ok) return failed(ctx.i18n, password.message);
  const r = await ctx.stint.signIn({ baseUrl, email, password: password.password, accountId });
  if (!r.ok) return fromResult(ctx.i18n, r, [], { baseUrl, email, accountId });
  const settled = await ctx.settle();
  const after = ctx.stint.snapshot();
  const lines: string[] = [];
  if (after.session.state === 'signed_in') {
    const { userName, role, accountId: account } = after.session;
    lines.push(ctx.i18n._({ id: 'cli.signin.done', message: 'Signed in as {name} ({role}) on account {account}.', values: { name: userName, role, account } }));
  }
  const projects = numberedProjects(after).length;
  if (projects > 0) lines.push(ctx.i18n._({ id: 'cli.signin.projects', message: '{count, plural, one {# active project} other {# active projects}}: projects lists them.', values: { count: projects } }));
  if (!settled) lines.push(ctx.i18n._({ id: 'cli.signin.background', message: '(still reading the service in the background)' }));
  if (after.sync.queued > 0) lines.push(syncLine(after, false, ctx.i18n));
  return done(lines);
}

/** `today` and `yesterday` are the account's, not this machine's. */
function resolveDate(word: string, s: Snapshot): string {
  if (word === 'today') return s.today;
  if (word === 'yesterday') return addDays(s.today, -1);
  return word;
}

/** The account's clock at `now`, for reading typed times as the engine does. */
function clockOf(s: Snapshot, now: number) {
  return { now, offsetMinutes: s.zone.offsetMinutes, hourCycle: s.display.hourCycle };
}

/** Seconds of a day as the person's clock writes them: "1:30 PM" or "13:30". */
function clockWords(seconds: number, s: Pick<Snapshot, 'display'>): string {
  const t = ((seconds % 86_400) + 86_400) % 86_400;
  const pad = (n: number) => String(n).padStart(2, '0');
  return formatClockText(`${pad(Math.floor(t / 3600))}:${pad(Math.floor((t % 3600) / 60))}:${pad(t % 60)}`, s.display.hourCycle);
}

/** "from 1:30 PM to 2:00 PM": times as typed or read (`HH:MM:SS`, said with AM/PM on a 12-hour clock); null when neither is given. */
function spanWords(start: string | null, end: string | null, i18n: I18n, s?: Pick<Snapshot, 'display'>): string | null {
  const clock = (t: string) => (s === undefined ? t : formatClockText(t, s.display.hourCycle));
  if (start !== null && end !== null) return i18n._({ id: 'cli.span.fromTo', message: 'from {start} to {end}', values: { start: clock(start), end: clock(end) } });
  if (start !== null) return i18n._({ id: 'cli.span.from', message: 'from {start}', values: { start: clock(start) } });
  if (end !== null) return i18n._({ id: 'cli.span.to', message: 'to {end}', values: { end: clock(end) } });
  return null;
}

/**
 * What an edit's line says of its times: ": from 1:05 PM to 1:25 PM", ": to 9:30 AM" (an end
 * alone keeps the start), read as the engine reads them (a time without AM/PM nearest the
 * entry's own: typed-entry-times.ts); the text as typed where it cannot be read (the engine says why).
 */
function editWords(cmd: Extract<Command, { kind: 'edit'; n: number }>, ends: EndOrDuration | null, entry: EntryView, date: string, s: Snapshot, now: number, i18n: I18n): string | null {
  const start = cmd.times?.start ?? null;
  const typedEnd = cmd.end ?? (ends !== null && 'end' in ends ? ends.end : null);
  if (start === null && typedEnd === null) return null;
  // As the engine takes them (entry-edit.ts): an end alone keeps the entry's own start.
  const typed: TypedEntryTimes = { start: start ?? entry.timeStart, end: typedEnd };
  const near = entryNear(entry);
  const read = readEntryTimes(typed, { ...clockOf(s, now), date, ...(near ? { near } : {}) }, readTypedTime);
  if (!read.ok) return spanWords(start, typedEnd, i18n);
  return spanWords(start === null ? null : read.start, read.end, i18n, s);
}

async function editTimes(cmd: Extract<Command, { kind: 'edit'; n: number }>, ctx: RunContext, s: Snapshot): Promise<RunOutput> {
  const i18n = ctx.i18n;
  const entry = entryNumbered(s, cmd.list, cmd.n, ctx.clock.now());
  if (!entry) return failed(i18n, noEntryNumbered(cmd.list, cmd.n, i18n));
  const where = cmd.project === null ? null : await resolveProjectTask(ctx, cmd.project, cmd.task);
  if (where && 'lines' in where) return where;
  const ends = cmd.times === null ? null : settleEndOrDuration(cmd.times.endOrDuration, ctx.typedLocale ?? s.display.locale, i18n);
  if (ends !== null && 'refuse' in ends) return failed(i18n, ends.refuse);
  // Read as the engine reads them, at the same instant: the line says the times it used.
  const said = editWords(cmd, ends, entry, cmd.date !== null ? resolveDate(cmd.date, s) : entry.date, s, ctx.clock.now(), i18n);
  const r = await ctx.stint.editEntry({
    entryKey: entry.key,
    ...(cmd.date !== null ? { date: resolveDate(cmd.date, s) } : {}),
    ...(cmd.times !== null && ends !== null ? { start: cmd.times.start, ...ends } : {}),
    ...(cmd.end !== null ? { end: cmd.end } : {}),
    ...(where ? { projectId: where.projectId, taskId: where.taskId } : {}),
    ...(cmd.description !== null ? { description: cmd.description } : {}),
    ...(cmd.yes ? { confirmFutureEnd: true, confirmLongDay: true, confirmOverlap: true } : {}),
  });
  if (!r.ok && r.confirm !== undefined) return { ok: false, lines: [r.message, saveAnyway('edit', i18n)] };
  const what = entryWords(entry);
  const changed = said === null ? i18n._({ id: 'cli.edit.done', message: 'Changed {entry}.', values: { entry: what } }) : i18n._({ id: 'cli.edit.doneTimes', message: 'Changed {entry}: {times}.', values: { entry: what, times: said } });
  return write(ctx, r, () => [changed], taskHint(cmd.project, i18n), cmd.times !== null && ends !== null ? { start: cmd.times.start, ...ends } : cmd.end !== null ? { end: cmd.end } : undefined);
}

async function splitEntry(cmd: Extract<Command, { kind: 'split' }>, ctx: RunContext, s: Snapshot): Promise<RunOutput> {
  const i18n = ctx.i18n;
  const entry = cmd.n === null ? (s.session.state === 'signed_in' ? s.running : null) : entryNumbered(s, cmd.list, cmd.n, ctx.clock.now());
  if (!entry) {
    const none = i18n._({ id: 'cli.split.noTimer', message: "No timer is running: split #n splits a recent entry, split t<n> one of today's, split w<n> one of the week's." });
    return failed(i18n, cmd.n === null ? none : noEntryNumbered(cmd.list, cmd.n, i18n));
  }
  const where = cmd.project === null ? null : await resolveProjectTask(ctx, cmd.project, cmd.task);
  if (where && 'lines' in where) return where;
  const cut = readCut(cmd.at, entry, clockOf(s, ctx.clock.now()), readTypedTime);
  const r = await ctx.stint.splitEntry({
    entryKey: entry.key,
    at: cmd.at,
    ...(where ? { projectId: where.projectId, taskId: where.taskId } : {}),
    ...(cmd.description !== null ? { description: cmd.description } : {}),
  });
  const done = i18n._({ id: 'cli.split.done', message: 'Split {entry} at {time}.', values: { entry: entryWords(entry), time: cut.ok ? clockWords(cut.seconds, s) : cmd.at } });
  return write(ctx, r, () => [done], taskHint(cmd.project, i18n), { at: cmd.at });
}

/** Signed out, the day is not read: no gap is known, which is not the same as none. */
function noDaySignedOut(i18n: I18n): string {
  return i18n._({ id: 'cli.gaps.signedOut', message: "Not signed in: today's entries are not read, so its gaps are not known. Sign in (signin), then gaps lists them." });
}

/** "Website Redesign: spec", or the project alone. */
function entryWords(e: Pick<EntryView, 'projectName' | 'description'>): string {
  return e.description === '' ? e.projectName : `${e.projectName}: ${e.description}`;
}

/** A question (a future end, an overlap) is answered by the same command with --yes. */
function saveAnyway(command: 'add' | 'edit', i18n: I18n): string {
  return i18n._({ id: 'cli.confirm.save', message: 'To save it anyway, give the same command as {command} --yes ...', values: { command } });
}

/**
 * Another account of the person is signed out: its time today is not read, so what looks
 * untracked may be its entries (a fill would book them twice). Null when every one is signed in.
 */
function signedOutAccount(ctx: RunContext): string | null {
  const rows = ctx.accounts?.hub.snapshot().accounts ?? [];
  const n = rows.findIndex((r) => r.session !== 'signed_in');
  if (n === -1) return null;
  return ctx.i18n._({ id: 'cli.gaps.otherSignedOut', message: '{account} is signed out: its time today is not known, so what looks untracked may be its entries and nothing is listed or filled. Sign in to it (use {n}, then signin), or remove it (accounts remove {n}).',
    values: { account: rows[n]!.name, n: n + 1 },
  });
}

async function fillGap(cmd: Extract<Command, { kind: 'fill' }>, ctx: RunContext, s: Snapshot): Promise<RunOutput> {
  if (s.session.state !== 'signed_in') return failed(ctx.i18n, noDaySignedOut(ctx.i18n));
  const unknown = signedOutAccount(ctx);
  if (unknown !== null) return failed(ctx.i18n, unknown);
  const i18n = ctx.i18n;
  const gap = gapNumbered(s, cmd.gap);
  if (!gap) {
    const count = s.timeline?.today.gaps.length ?? 0;
    return failed(
      i18n,
      count === 0
        ? i18n._({ id: 'cli.fill.nothing', message: 'There is no untracked time today: nothing to fill.' })
        : i18n._({ id: 'cli.fill.noSuch', message: "There is no gap {n}: gaps lists today's {count}.", values: { n: cmd.gap, count } }),
    );
  }
  const span = spanText(gap, s);
  // Held for Undo, the fill is said by the Undo line (run.ts runCommand): one line, not two.
  const held = ctx.stint.snapshot().undo?.id;
  const said = (line: string) => (after: Snapshot) => (after.undo != null && after.undo.id !== held && after.undo.until > ctx.clock.now() ? [] : [line]);
  if ('recent' in cmd) {
    const entry = recentNumbered(s, cmd.recent);
    if (!entry) return failed(i18n, noRecentNumbered(cmd.recent, i18n));
    const filled = i18n._({ id: 'cli.fill.withEntry', message: 'Filled {span} with {entry}.', values: { span, entry: entryWords(entry) } });
    return write(ctx, await ctx.stint.fillGap({ start: gap.start, end: gap.end, entryKey: entry.key }), said(filled));
  }
  const where = await resolveProjectTask(ctx, cmd.project, cmd.task);
  if ('lines' in where) return where;
  const r = await ctx.stint.fillGap({ start: gap.start, end: gap.end, ...where, description: cmd.description.trim() });
  return write(ctx, r, said(i18n._({ id: 'cli.fill.done', message: 'Filled {span}.', values: { span } })), taskHint(cmd.project, i18n));
}

async function addManual(typedCmd: Extract<Command, { kind: 'add' }>, ctx: RunContext, s: Snapshot): Promise<RunOutput> {
  const i18n = ctx.i18n;
  const ends = settleEndOrDuration(typedCmd.endOrDuration, ctx.typedLocale ?? s.display.locale, i18n);
  if ('refuse' in ends) return failed(i18n, ends.refuse);
  const cmd = { ...typedCmd, endOrDuration: ends };
  const where = await resolveProjectTask(ctx, cmd.project, cmd.task);
  if ('lines' in where) return where;
  const input: ManualInput = {
    date: resolveDate(cmd.date, s),
    projectId: where.projectId,
    taskId: where.taskId,
    description: cmd.description,
    start: cmd.start,
    ...cmd.endOrDuration,
    ...(cmd.yes ? { confirmFutureEnd: true, confirmOverlap: true } : {}),
  };
  // Read as the engine reads them, at the same instant: the line says the times it used.
  // (A date that cannot be read is refused by the engine, which names it.)
  const read = /^\d{4}-\d{2}-\d{2}$/.test(input.date)
    ? readEntryTimes({ start: cmd.start, end: 'end' in cmd.endOrDuration ? cmd.endOrDuration.end : null }, { ...clockOf(s, ctx.clock.now()), date: input.date }, readTypedTime)
    : ({ ok: false } as const);
  const r = await ctx.stint.addManualEntry(input);
  // Not an error: a question, answered by the same command with --yes.
  if (!r.ok && r.confirm !== undefined) return { ok: false, lines: [r.message, saveAnyway('add', i18n)] };
  return write(
    ctx,
    r,
    (after) => {
      const day = input.date === after.today ? todayTotalLines(after, ctx.clock.now(), i18n).slice(0, 1) : [];
      const span = (read.ok ? spanWords(read.start, read.end, i18n, after) : null) ?? spanWords(cmd.start, null, i18n)!;
      return [i18n._({ id: 'cli.add.done', message: 'Added an entry on {date} {span}.', values: { date: input.date, span } }), ...day];
    },
    taskHint(cmd.project, i18n),
    { date: cmd.date, start: cmd.start, ...cmd.endOrDuration },
  );
}
