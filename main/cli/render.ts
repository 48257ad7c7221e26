// A snapshot as the lines the command line prints. Pure: the snapshot and `now` in, text
// out, so a fixture snapshot shows exactly what a person would read. Times are in the
// account's zone, as the snapshot gives them, in the clock of the display settings
// (`snapshot.display`, as the window and the tray); durations are h:mm, but for the running
// timer's own clock, which counts seconds as the window's does. The live figures use the
// same functions as the tray, so `status` agrees with it.

import { CLI_WORDS } from './cli-words.ts';
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

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
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
export function actionsWait(n: number): string {
  return n === 1 ? '1 action waits' : `${n} actions wait`;
}

/** `UTC+05:30`. */
export function zoneLabel(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const m = Math.abs(offsetMinutes);
  return `UTC${sign}${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** `Mon` for `YYYY-MM-DD`. */
export function weekday(date: string): string {
  return WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? '';
}

function projectLabel(p: Pick<ProjectView, 'name' | 'customerName'>): string {
  return p.customerName ? `${p.name} (${p.customerName})` : p.name;
}

/** Rows of two columns, the first padded to the widest. */
function columns(rows: readonly (readonly [string, string])[], indent = '  '): string[] {
  const width = Math.max(0, ...rows.map(([a]) => a.length));
  return rows.map(([a, b]) => `${indent}${a.padEnd(width)}  ${b}`);
}

function entryFlags(e: EntryView): string {
  const flags = [e.runningSince !== null ? 'running' : '', e.locked ? 'locked' : '', e.pending ? 'waiting to sync' : ''].filter((f) => f !== '');
  return flags.length > 0 ? `  (${flags.join(', ')})` : '';
}

/** `09:12–10:30  1:18  Website Redesign · Design: spec` (`9:12 AM–10:30 AM` in 12-hour; `1.30` in decimal hours); a running entry ends "now". */
export function entryLine(e: EntryView, now: number, hourCycle: HourCycle, display?: Pick<DisplayView, 'decimalHours'>): string {
  const start = formatClockText(e.timeStart, hourCycle);
  const end = e.runningSince !== null ? 'now' : formatClockText(e.timeEnd, hourCycle);
  // Padded to the widest time, so the durations line up in either clock.
  const width = hourCycle === 'h12' ? '12:00 AM'.length : '00:00'.length;
  return `${start.padStart(width)}–${end.padEnd(width)}  ${formatHours(liveEntrySeconds(e, now), display).padStart(5)}  ${entryLabel(e, 70)}${entryFlags(e)}`;
}

/**
 * `Website Redesign: spec, 0:12:05 since 09:54`: a running entry, counted live (the timer's
 * clock keeps its seconds), since its start as the service holds it when the run goes on from
 * what it holds (a start moved back elsewhere), since the run began after a pause
 * (views/running-since.ts).
 */
function runningText(r: EntryView & { runningSince: number }, s: Pick<Snapshot, 'zone' | 'display'>, now: number): string {
  const since = formatInstantClock(runStartedAt(r, s.zone.offsetMinutes) ?? r.runningSince, s.zone.offsetMinutes, s.display.hourCycle);
  return `${entryLabel(r, 70)}, ${formatDurationWithSeconds(liveEntrySeconds(r, now))} since ${since}${r.pending ? ' (waiting to sync)' : ''}`;
}

const isRunning = (r: EntryView | null): r is EntryView & { runningSince: number } => r !== null && r.runningSince !== null;

/** The running entry in one line, or that none runs. */
export function runningLine(s: Pick<Snapshot, 'running' | 'zone' | 'display'>, now: number): string {
  return isRunning(s.running) ? `Running: ${runningText(s.running, s, now)}` : 'No timer running.';
}

/** What `start` says when the person asked for exactly what runs. */
export function alreadyRunningLine(s: Pick<Snapshot, 'running' | 'zone' | 'display'>, now: number): string {
  return isRunning(s.running) ? `Already running: ${runningText(s.running, s, now)}.` : 'No timer running.';
}

/** What a switch stopped: the entry that ran, with what it held at the click (H:MM:SS: a run of 1:53 is not "0:01"). */
export function stoppedLine(e: EntryView, at: number): string {
  return `Stopped ${entryLabel(e, 70)} after ${formatDurationWithSeconds(liveEntrySeconds(e, at))}.`;
}

function sessionLines(s: Snapshot): string[] {
  const session = s.session;
  switch (session.state) {
    case 'signed_in':
      return [`Signed in as ${session.userName} <${session.email}> (${session.role}), account ${session.accountId} at ${session.baseUrl}`];
    case 'signing_in':
      return ['Signing in…'];
    case 'signed_out': {
      const lines = [session.reason ? `Signed out: ${session.reason}` : 'Signed out.'];
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

export function todayTotalLines(s: Snapshot, now: number): string[] {
  const today = totalsOf(s, now).today;
  return [
    dayTotalLine(`Today (${today.date})`, s, now, today.seconds),
    ...columns(today.byProject.map((p) => [p.projectName, formatHours(p.seconds, s.display).padStart(5)] as const)),
  ];
}

function syncLines(s: Snapshot): string[] {
  const signedOut = s.session.state !== 'signed_in';
  const lines = [`Sync: ${syncStatusLabel(s.sync, signedOut, s.zone.offsetMinutes, s.display.hourCycle, CLI_WORDS)}`];
  const labels = s.sync.queuedLabels;
  for (const label of labels.slice(0, QUEUED_SHOWN)) lines.push(`  waiting: ${label}`);
  if (labels.length > QUEUED_SHOWN) lines.push(`  and ${labels.length - QUEUED_SHOWN} more`);
  // The label says the rest; a hold needs the longer explanation.
  if (s.sync.message && s.sync.state === 'held') lines.push(`  ${s.sync.message}`);
  const { quotaRemaining: left, quotaLimit: limit } = s.sync;
  lines.push(left === null ? 'Quota: not reported yet' : `Quota: ${left}${limit === null ? '' : ` of ${limit}`} requests left today (whole account)`);
  return lines;
}

function idleLines(s: Snapshot): string[] {
  const lines: string[] = [];
  const p = s.idle.prompt;
  if (p !== null) {
    const why = p.reason === 'lock' ? 'screen locked' : p.reason === 'suspend' ? 'asleep' : 'idle';
    lines.push(`Away since ${formatInstantClock(p.since, s.zone.offsetMinutes, s.display.hourCycle)} (${why}): answer with idle keep | idle discard | idle continue`);
  }
  if (s.idle.detection === 'off') lines.push('Idle detection: off (settings)');
  if (s.idle.detection === 'limited') lines.push('Idle detection: limited (no idle time reported here; lock and suspend still count)');
  return lines;
}

/** Until when reminders are snoozed (the date only when it is not today); null when they are not. */
export function snoozedLine(s: Pick<Snapshot, 'reminder' | 'zone' | 'display'>, now: number): string | null {
  const until = s.reminder.snoozedUntil;
  if (until === null || until <= now) return null;
  const day = localDate(until, s.zone.offsetMinutes);
  const date = day === localDate(now, s.zone.offsetMinutes) ? '' : `${day} `;
  return `Reminders snoozed until ${date}${formatInstantClock(until, s.zone.offsetMinutes, s.display.hourCycle)}.`;
}

/** What `status` prints. */
export function renderStatus(s: Snapshot, now: number, platform: TrayPlatform): string[] {
  const lines = sessionLines(s);
  if (s.session.state === 'signed_in') {
    lines.push(runningLine(s, now), ...todayTotalLines(s, now), ...targetLines(s, now));
  }
  lines.push(...syncLines(s), ...idleLines(s));
  const snoozed = snoozedLine(s, now);
  if (snoozed !== null) lines.push(snoozed);
  if (s.notice !== null) lines.push(`Last message: ${s.notice.message}`);
  for (const p of s.settingsProblems ?? []) lines.push(`Settings: ${p.message}`);
  lines.push(`Tray: ${trayModel({ ...s, language: 'en' }, now, platform).tooltip.split('\n').join(' | ')}`);
  return lines;
}

export function renderToday(s: Snapshot, now: number): string[] {
  const date = localDate(now, s.zone.offsetMinutes);
  const header = `Today, ${weekday(date)} ${date} (times in the account's zone, ${zoneLabel(s.zone.offsetMinutes)})`;
  const entries = todayNumbered(s, now);
  if (entries.length === 0) return [header, '  No entries today.', ...targetLines(s, now)];
  const billable = billableLine(s, now);
  // `t1`...: what edit t<n> and split t<n> name.
  const width = `t${entries.length}`.length;
  return [
    header,
    ...entries.map((e, i) => `  ${`t${i + 1}`.padEnd(width)}  ${entryLine(e, now, s.display.hourCycle, s.display)}`),
    dayTotalLine('Total', s, now, totalsOf(s, now).today.seconds, ' '),
    ...(billable === null ? [] : [billable]),
    ...targetLines(s, now),
    'Change one with edit t<n> ... or split t<n> <time>.',
  ];
}

export function renderProjects(s: Snapshot, filter: string): string[] {
  const all = numberedProjects(s);
  if (all.length === 0) return ['No projects loaded yet: sign in, or try refresh.'];
  const want = filter.trim().toLowerCase();
  const width = String(all.length).length;
  const rows = all.flatMap((p, i) => {
    const label = projectLabel(p);
    if (want !== '' && !label.toLowerCase().includes(want)) return [];
    return [`  ${String(i + 1).padStart(width)}. ${label}${p.requiredTask ? '  [needs a task]' : ''}`];
  });
  return rows.length > 0 ? rows : [`No active project matches "${filter.trim()}".`];
}

export function renderTasks(project: ProjectView, tasks: readonly TaskView[]): string[] {
  const header = `Tasks of ${projectLabel(project)}${project.requiredTask ? ' (a task is required)' : ''}:`;
  if (tasks.length === 0) return [header, '  No tasks.'];
  const width = String(tasks.length).length;
  return [header, ...tasks.map((t, i) => `  ${String(i + 1).padStart(width)}. ${t.name}`)];
}

export function renderRecent(s: Snapshot): string[] {
  if (s.recent.length === 0) return ['No recent entries.'];
  const width = String(s.recent.length).length;
  return [
    'Recent entries (continue <n>):',
    ...s.recent.map((e, i) => `  ${String(i + 1).padStart(width)}. ${e.date}  ${entryLabel(e, 70)}${entryFlags(e)}`),
  ];
}

/**
 * A refused command: what went wrong, then each field at fault, named as the command line
 * names it and with the value the person typed (`typed`, by the engine's field name; never
 * the password). Where the message only points at the fields, the fields' lines are the error.
 */
export function renderFailure(r: Extract<CommandResult, { ok: false }>, typed: Readonly<Record<string, string>> = {}): string[] {
  const fields = Object.entries(r.fields).map(([field, message]) => {
    const name = Object.hasOwn(FIELD_NAMES, field) ? FIELD_NAMES[field] : field;
    const value = Object.hasOwn(typed, field) ? ` "${typed[field]}"` : '';
    return `${name}${value}: ${message}`;
  });
  if (fields.length > 0 && POINTS_AT_FIELDS.test(r.message)) return fields.map((f) => `error: ${f}`);
  return [`error: ${r.message}`, ...fields.map((f) => `  ${f}`)];
}
