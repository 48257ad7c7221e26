// A snapshot as the lines the command line prints. Pure: the snapshot and `now` in, text
// out, so a fixture snapshot shows exactly what a person would read. Times are in the
// account's zone, as the snapshot gives them, in the clock of the display settings
// (`snapshot.display`, as the window and the tray); durations are h:mm, but for the running
// timer's own clock, which counts seconds as the window's does. The live figures use the
// same functions as the tray, so `status` agrees with it.

import type { I18n } from '../i18n/words.ts';
import { isLanguage, type Language } from '../i18n/languages.ts';
import { entryLabel } from '../core/views/entry-label.ts';
import { localDate } from '../core/time/local-time.ts';
import { formatClockText, formatInstantClock } from '../core/time/clock-format.ts';
import type { CommandResult, EntryView, HourCycle, ProjectView, Snapshot, TaskView } from '../core/stint.ts';
import type { DisplayView } from '../core/snapshot.ts';
import { formatHours } from '../core/views/hours.ts';
import { computeTotals, formatDurationWithSeconds, liveEntrySeconds } from '../core/views/totals.ts';
import { syncStatusLabel, trayModel, type TrayPlatform } from '../core/views/tray-model.ts';
import { runStartedAt } from '../core/views/running-since.ts';
import { numberedProjects, todayNumbered } from './numbering.ts';
import { billableLine, dayTotalLine, targetLines } from './render-target.ts';

/** Queued actions listed by `status`; the rest are counted. */
const QUEUED_SHOWN = 5;
/** The engine's field names, in the words the command line uses. */
const FIELD_NAMES: Readonly<Record<string, string>> = { baseUrl: '--base-url', accountId: 'account-id' };
/**
 * The window's sentence for a refusal whose fields say what is wrong ("Check the highlighted
 * fields."): it points at the fields it marks. A terminal marks nothing, so there each
 * field's own line, with the value typed, says it instead.
 */
const POINTS_AT_FIELDS = /\bhighlighted\b/i;

/** "1 action waits", "2 actions wait". */
export function actionsWait(n: number, i18n: I18n): string {
  return i18n._({ id: 'cli.actionsWait', message: '{count, plural, one {# action waits} other {# actions wait}}', values: { count: n } });
}

/** `UTC+05:30`. */
export function zoneLabel(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const m = Math.abs(offsetMinutes);
  return `UTC${sign}${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** `Mon` for `YYYY-MM-DD`, in the language of `i18n` (Intl's own names: `Mo` in German). */
export function weekday(date: string, i18n: Pick<I18n, 'locale'>): string {
  return new Intl.DateTimeFormat(i18n.locale, { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

function projectLabel(p: Pick<ProjectView, 'name' | 'customerName'>): string {
  return p.customerName ? `${p.name} (${p.customerName})` : p.name;
}

/** Rows of two columns, the first padded to the widest. */
function columns(rows: readonly (readonly [string, string])[], indent = '  '): string[] {
  const width = Math.max(0, ...rows.map(([a]) => a.length));
  return rows.map(([a, b]) => `${indent}${a.padEnd(width)}  ${b}`);
}

function entryFlags(e: EntryView, i18n: I18n): string {
  const flags = [
    e.runningSince !== null ? i18n._({ id: 'cli.entry.running', message: 'running' }) : '',
    e.locked ? i18n._({ id: 'cli.entry.locked', message: 'locked' }) : '',
    e.pending ? i18n._({ id: 'cli.entry.waiting', message: 'waiting to sync' }) : '',
  ].filter((f) => f !== '');
  return flags.length > 0 ? `  (${flags.join(', ')})` : '';
}

/** `09:12–10:30  1:18  Website Redesign · Design: spec` (`9:12 AM–10:30 AM` in 12-hour; `1.30` in decimal hours); a running entry ends "now". */
export function entryLine(e: EntryView, now: number, hourCycle: HourCycle, i18n: I18n, display?: Pick<DisplayView, 'decimalHours'>): string {
  const start = formatClockText(e.timeStart, hourCycle);
  const end = e.runningSince !== null ? i18n._({ id: 'cli.entry.now', message: 'now' }) : formatClockText(e.timeEnd, hourCycle);
  // Padded to the widest time, so the durations line up in either clock.
  const width = hourCycle === 'h12' ? '12:00 AM'.length : '00:00'.length;
  return `${start.padStart(width)}–${end.padEnd(width)}  ${formatHours(liveEntrySeconds(e, now), display).padStart(5)}  ${entryLabel(e, 70)}${entryFlags(e, i18n)}`;
}

/**
 * `Website Redesign: spec, 0:12:05 since 09:54`: a running entry, counted live (the timer's
 * clock keeps its seconds), since its start as the service holds it when the run goes on from
 * what it holds (a start moved back elsewhere), since the run began after a pause
 * (views/running-since.ts).
 */
function runningText(r: EntryView & { runningSince: number }, s: Pick<Snapshot, 'zone' | 'display'>, now: number, i18n: I18n): string {
  const since = formatInstantClock(runStartedAt(r, s.zone.offsetMinutes) ?? r.runningSince, s.zone.offsetMinutes, s.display.hourCycle);
  const values = { entry: entryLabel(r, 70), duration: formatDurationWithSeconds(liveEntrySeconds(r, now)), since };
  return r.pending
    ? i18n._({ id: 'cli.running.textWaiting', message: '{entry}, {duration} since {since} (waiting to sync)', values })
    : i18n._({ id: 'cli.running.text', message: '{entry}, {duration} since {since}', values });
}

const isRunning = (r: EntryView | null): r is EntryView & { runningSince: number } => r !== null && r.runningSince !== null;

/** The running entry in one line, or that none runs. */
export function runningLine(s: Pick<Snapshot, 'running' | 'zone' | 'display'>, now: number, i18n: I18n): string {
  if (!isRunning(s.running)) return noTimer(i18n);
  return i18n._({ id: 'cli.running.line', message: 'Running: {running}', values: { running: runningText(s.running, s, now, i18n) } });
}

function noTimer(i18n: I18n): string {
  return i18n._({ id: 'cli.running.none', message: 'No timer running.' });
}

/** What `start` says when the person asked for exactly what runs. */
export function alreadyRunningLine(s: Pick<Snapshot, 'running' | 'zone' | 'display'>, now: number, i18n: I18n): string {
  if (!isRunning(s.running)) return noTimer(i18n);
  return i18n._({ id: 'cli.running.already', message: 'Already running: {running}.', values: { running: runningText(s.running, s, now, i18n) } });
}

/** What a switch stopped: the entry that ran, with what it held at the click (H:MM:SS: a run of 1:53 is not "0:01"). */
export function stoppedLine(e: EntryView, at: number, i18n: I18n): string {
  return i18n._({ id: 'cli.stopped.after', message: 'Stopped {entry} after {duration}.', values: { entry: entryLabel(e, 70), duration: formatDurationWithSeconds(liveEntrySeconds(e, at)) } });
}

function sessionLines(s: Snapshot, i18n: I18n): string[] {
  const session = s.session;
  switch (session.state) {
    case 'signed_in':
      return [
        i18n._({ id: 'cli.status.signedIn', message: 'Signed in as {name} <{email}> ({role}), account {account} at {address}',
          values: { name: session.userName, email: session.email, role: session.role, account: session.accountId, address: session.baseUrl },
        }),
      ];
    case 'signing_in':
      return [i18n._({ id: 'cli.status.signingIn', message: 'Signing in…' })];
    case 'signed_out': {
      const lines = [session.reason ? signedOutWhy(session.reason, i18n) : i18n._({ id: 'cli.status.signedOut', message: 'Signed out.' })];
      lines.push(...session.limits);
      return lines;
    }
  }
}

/** Today's total and the seven days, the running entry counted live (as the tray counts it). */
function totalsOf(s: Snapshot, now: number): ReturnType<typeof computeTotals> {
  const running = s.session.state === 'signed_in' ? s.running : null;
  return computeTotals({ entries: s.todayEntries, running, week: s.week, today: localDate(now, s.zone.offsetMinutes), now, offsetMinutes: s.zone.offsetMinutes });
}

/** "Signed out: <why>". */
export function signedOutWhy(reason: string, i18n: I18n): string {
  return i18n._({ id: 'cli.signedOut.why', message: 'Signed out: {why}', values: { why: reason } });
}

export function todayTotalLines(s: Snapshot, now: number, i18n: I18n): string[] {
  const today = totalsOf(s, now).today;
  return [
    dayTotalLine(i18n._({ id: 'cli.today.dated', message: 'Today ({date})', values: { date: today.date } }), s, now, today.seconds, i18n),
    ...columns(today.byProject.map((p) => [p.projectName, formatHours(p.seconds, s.display).padStart(5)] as const)),
  ];
}

/** "Sync: <the tray's words>", with or without a session. */
export function syncLine(s: Pick<Snapshot, 'sync' | 'zone' | 'display'>, signedOut: boolean, i18n: I18n): string {
  const state = syncStatusLabel(s.sync, signedOut, s.zone.offsetMinutes, s.display.hourCycle, i18n);
  return i18n._({ id: 'cli.sync.line', message: 'Sync: {state}', values: { state } });
}

function syncLines(s: Snapshot, i18n: I18n): string[] {
  const signedOut = s.session.state !== 'signed_in';
  const lines = [syncLine(s, signedOut, i18n)];
  const labels = s.sync.queuedLabels;
  for (const label of labels.slice(0, QUEUED_SHOWN)) lines.push(i18n._({ id: 'cli.sync.waiting', message: '  waiting: {action}', values: { action: label } }));
  if (labels.length > QUEUED_SHOWN) lines.push(i18n._({ id: 'cli.sync.more', message: '  and {count} more', values: { count: labels.length - QUEUED_SHOWN } }));
  // The label says the rest; a hold needs the longer explanation.
  if (s.sync.message && s.sync.state === 'held') lines.push(`  ${s.sync.message}`);
  const { quotaRemaining: left, quotaLimit: limit } = s.sync;
  lines.push(
    left === null
      ? i18n._({ id: 'cli.quota.unknown', message: 'Quota: not reported yet' })
      : limit === null
        ? i18n._({ id: 'cli.quota.left', message: 'Quota: {left} requests left today (whole account)', values: { left } })
        : i18n._({ id: 'cli.quota.leftOf', message: 'Quota: {left} of {limit} requests left today (whole account)', values: { left, limit } }),
  );
  return lines;
}

function idleLines(s: Snapshot, i18n: I18n): string[] {
  const lines: string[] = [];
  const p = s.idle.prompt;
  if (p !== null) {
    lines.push(
      i18n._({ id: 'cli.idle.awaySince', message: 'Away since {since} ({reason, select, lock {screen locked} suspend {asleep} other {idle}}): answer with idle keep | idle discard | idle continue',
        values: { since: formatInstantClock(p.since, s.zone.offsetMinutes, s.display.hourCycle), reason: p.reason },
      }),
    );
  }
  if (s.idle.detection === 'off') lines.push(i18n._({ id: 'cli.idle.off', message: 'Idle detection: off (settings)' }));
  if (s.idle.detection === 'limited') lines.push(i18n._({ id: 'cli.idle.limited', message: 'Idle detection: limited (no idle time reported here; lock and suspend still count)' }));
  return lines;
}

/** Until when reminders are snoozed (the date only when it is not today); null when they are not. */
export function snoozedLine(s: Pick<Snapshot, 'reminder' | 'zone' | 'display'>, now: number, i18n: I18n): string | null {
  const until = s.reminder.snoozedUntil;
  if (until === null || until <= now) return null;
  const day = localDate(until, s.zone.offsetMinutes);
  const time = formatInstantClock(until, s.zone.offsetMinutes, s.display.hourCycle);
  if (day === localDate(now, s.zone.offsetMinutes)) return i18n._({ id: 'cli.snoozed.today', message: 'Reminders snoozed until {time}.', values: { time } });
  return i18n._({ id: 'cli.snoozed.day', message: 'Reminders snoozed until {date} {time}.', values: { date: day, time } });
}

/** What `status` prints. */
export function renderStatus(s: Snapshot, now: number, platform: TrayPlatform, i18n: I18n): string[] {
  const lines = sessionLines(s, i18n);
  if (s.session.state === 'signed_in') {
    lines.push(runningLine(s, now, i18n), ...todayTotalLines(s, now, i18n), ...targetLines(s, now, i18n));
  }
  lines.push(...syncLines(s, i18n), ...idleLines(s, i18n));
  const snoozed = snoozedLine(s, now, i18n);
  if (snoozed !== null) lines.push(snoozed);
  if (s.notice !== null) lines.push(i18n._({ id: 'cli.status.lastMessage', message: 'Last message: {message}', values: { message: s.notice.message } }));
  for (const p of s.settingsProblems ?? []) lines.push(i18n._({ id: 'cli.status.settings', message: 'Settings: {problem}', values: { problem: p.message } }));
  // The tray's words in the terminal's language (the tray model speaks the snapshot's).
  const tooltip = trayModel({ ...s, language: languageOfWords(i18n) }, now, platform).tooltip.split('\n').join(' | ');
  lines.push(i18n._({ id: 'cli.status.tray', message: 'Tray: {tooltip}', values: { tooltip } }));
  return lines;
}

export function renderToday(s: Snapshot, now: number, i18n: I18n): string[] {
  const date = localDate(now, s.zone.offsetMinutes);
  const header = i18n._({ id: 'cli.today.header', message: "Today, {weekday} {date} (times in the account's zone, {zone})", values: { weekday: weekday(date, i18n), date, zone: zoneLabel(s.zone.offsetMinutes) } });
  const entries = todayNumbered(s, now);
  if (entries.length === 0) return [header, i18n._({ id: 'cli.today.none', message: '  No entries today.' }), ...targetLines(s, now, i18n)];
  const billable = billableLine(s, now, i18n);
  // `t1`...: what edit t<n> and split t<n> name.
  const width = `t${entries.length}`.length;
  return [
    header,
    ...entries.map((e, i) => `  ${`t${i + 1}`.padEnd(width)}  ${entryLine(e, now, s.display.hourCycle, i18n, s.display)}`),
    dayTotalLine(i18n._({ id: 'cli.today.total', message: 'Total' }), s, now, totalsOf(s, now).today.seconds, i18n, ' '),
    ...(billable === null ? [] : [billable]),
    ...targetLines(s, now, i18n),
    i18n._({ id: 'cli.today.howToChange', message: 'Change one with edit t<n> ... or split t<n> <time>.' }),
  ];
}

export function renderProjects(s: Snapshot, filter: string, i18n: I18n): string[] {
  const all = numberedProjects(s);
  if (all.length === 0) return [noProjectsYet(i18n)];
  const want = filter.trim().toLowerCase();
  const width = String(all.length).length;
  const rows = all.flatMap((p, i) => {
    const label = projectLabel(p);
    if (want !== '' && !label.toLowerCase().includes(want)) return [];
    return [`  ${String(i + 1).padStart(width)}. ${label}${p.requiredTask ? `  ${i18n._({ id: 'cli.projects.needsTask', message: '[needs a task]' })}` : ''}`];
  });
  return rows.length > 0 ? rows : [i18n._({ id: 'cli.projects.noMatch', message: 'No active project matches "{filter}".', values: { filter: filter.trim() } })];
}

/** No project is known yet (signed out, or before the first read). */
export function noProjectsYet(i18n: I18n): string {
  return i18n._({ id: 'cli.projects.noneYet', message: 'No projects loaded yet: sign in, or try refresh.' });
}

export function renderTasks(project: ProjectView, tasks: readonly TaskView[], i18n: I18n): string[] {
  const values = { project: projectLabel(project) };
  const header = project.requiredTask
    ? i18n._({ id: 'cli.tasks.headerRequired', message: 'Tasks of {project} (a task is required):', values })
    : i18n._({ id: 'cli.tasks.header', message: 'Tasks of {project}:', values });
  if (tasks.length === 0) return [header, i18n._({ id: 'cli.tasks.none', message: '  No tasks.' })];
  const width = String(tasks.length).length;
  return [header, ...tasks.map((t, i) => `  ${String(i + 1).padStart(width)}. ${t.name}`)];
}

export function renderRecent(s: Snapshot, i18n: I18n): string[] {
  if (s.recent.length === 0) return [i18n._({ id: 'cli.recent.none', message: 'No recent entries.' })];
  const width = String(s.recent.length).length;
  return [
    i18n._({ id: 'cli.recent.header', message: 'Recent entries (continue <n>):' }),
    ...s.recent.map((e, i) => `  ${String(i + 1).padStart(width)}. ${e.date}  ${entryLabel(e, 70)}${entryFlags(e, i18n)}`),
  ];
}

/**
 * A refused command: what went wrong, then each field at fault, named as the command line
 * names it and with the value the person typed (`typed`, by the engine's field name; never
 * the password). Where the message only points at the fields, the fields' lines are the error.
 */
export function renderFailure(r: Extract<CommandResult, { ok: false }>, i18n: I18n, typed: Readonly<Record<string, string>> = {}): string[] {
  const fields = Object.entries(r.fields).map(([field, message]) => {
    const name = Object.hasOwn(FIELD_NAMES, field) ? FIELD_NAMES[field]! : fieldName(field, i18n);
    const value = Object.hasOwn(typed, field) ? ` "${typed[field]}"` : '';
    return `${name}${value}: ${message}`;
  });
  if (fields.length > 0 && POINTS_AT_FIELDS.test(r.message)) return fields.map((f) => errorLine(f, i18n));
  return [errorLine(r.message, i18n), ...fields.map((f) => `  ${f}`)];
}

/** "error: <why>": a line saying a command was not done. */
export function errorLine(why: string, i18n: I18n): string {
  return i18n._({ id: 'cli.error', message: 'error: {why}', values: { why } });
}

/** An engine's field as the person reads it ("start" in English, "Beginn" in German); one the command line has no word for as it is. */
function fieldName(field: string, i18n: I18n): string {
  return i18n._({ id: 'cli.field', message: '{field, select, project {project} task {task} date {date} description {description} start {start} end {end} duration {duration} email {email} password {password} other {{field}}}',
    values: { field },
  });
}

/** The language the words of `i18n` are in (the tray model takes it from a snapshot). */
function languageOfWords(i18n: Pick<I18n, 'locale'>): Language {
  return isLanguage(i18n.locale) ? i18n.locale : 'en';
}
