// `activity`, `activity on|off|pause|resume|delete`: the person's activity record (issue 62) on
// the command line, through the person's facade (ActivityCommands). The command line never
// records (it opens no backend): on, off and pause change the person's settings and the pause
// kept in the data folder, which the app follows at its next start, or at once when the
// command reaches the running app (app-channel.ts). Delete removes the day files and then
// looks at the folder again, so "deleted" is said only of files that are gone. No title of
// the record is ever printed here.

import type { ActivitySnapshot, Snapshot } from '../core/snapshot.ts';
import type { ActivityCommands, CommandResult } from '../core/stint-api.ts';
import { formatInstantClock } from '../core/time/clock-format.ts';
import { startOfLocalDate } from '../core/time/local-calendar.ts';
import { addDays, localDate } from '../core/time/local-time.ts';
import { recordOnDisk, type RecordOnDisk } from '../platform/node/activity-files.ts';
import type { ActivityAction } from './commands.ts';
import { runActivityFile } from './activity-file-lines.ts';

/** The person's side of the record: its commands, and the snapshot that shows it. */
export interface ActivityPersonFacade extends ActivityCommands {
  snapshot(): Snapshot;
}

export interface ActivityLinesFacts {
  readonly person: ActivityPersonFacade;
  readonly now: number;
  /**
   * Whether this desktop can record, in the backend chooser's words, for a driver that opens no
   * backend (the command line); absent: the record's own word (the app's opened backend).
   */
  readonly desktop?: string;
  /** The terminal's folder and home, where a file typed is read or written (default: this process's). */
  readonly cwd?: string | undefined;
  readonly home?: string | undefined;
}

export interface ActivityLines {
  readonly ok: boolean;
  readonly lines: readonly string[];
}

const failed = (r: Extract<CommandResult, { ok: false }>): ActivityLines => ({ ok: false, lines: [`error: ${r.message}`] });

const NO_RECORD: ActivityLines = { ok: false, lines: ['error: the activity record is not open here.'] };

const RECORD_OF = { today: 'the activity record of today', week: 'the activity record of this week', all: 'the whole activity record' } as const;
const NOTHING_IN = { today: 'Nothing was recorded today', week: 'Nothing was recorded this week', all: 'Nothing was recorded' } as const;

export async function runActivity(action: ActivityAction, facts: ActivityLinesFacts): Promise<ActivityLines> {
  const { person } = facts;
  if (person.snapshot().activity === undefined) return NO_RECORD;
  switch (action.verb) {
    case 'status':
      return { ok: true, lines: await statusLines(facts) };
    case 'on': {
      const was = person.snapshot().settings.activity.enabled;
      const r = await person.setActivityRecording(true);
      if (!r.ok) return failed(r);
      const a = person.snapshot().activity!;
      const on = was ? 'The activity record was already on.' : `The activity record is on: Stint records the window in focus while it runs, kept ${daysText(a.keepDays)} on this computer only.`;
      return { ok: true, lines: [on, a.held === null ? desktopLine(a, facts) : `It is paused all the same: ${a.held}`] };
    }
    case 'off': {
      const was = person.snapshot().settings.activity.enabled;
      const r = await person.setActivityRecording(false);
      if (!r.ok) return failed(r);
      return { ok: true, lines: [was ? 'The activity record is off: nothing more is recorded. What was recorded stays until it is past keeping (activity delete today|week|all removes it now).' : 'The activity record was already off.'] };
    }
    case 'pause': {
      const r = await person.pauseActivity(action.until);
      if (!r.ok) return failed(r);
      const s = person.snapshot();
      return { ok: true, lines: [`The activity record is paused ${untilText(s.activity!.pausedUntil ?? facts.now, s)}: nothing is recorded until then, even after a restart (activity resume goes on now).`] };
    }
    case 'resume': {
      const was = person.snapshot().activity!.pausedUntil;
      const r = await person.pauseActivity('resume');
      if (!r.ok) return failed(r);
      return { ok: true, lines: [was === null ? 'The activity record was not paused: it goes on as it was.' : 'The activity record goes on: recording from now.'] };
    }
    case 'delete':
      return deleteRecord(action.range, facts);
    case 'export':
    case 'rules-export':
    case 'rules-import':
      return runActivityFile(action, facts);
  }
}

async function statusLines(facts: ActivityLinesFacts): Promise<string[]> {
  const s = facts.person.snapshot();
  const a = s.activity!;
  const disk = a.where === null ? null : await recordOnDisk(a.where);
  // What of the record's own settings was not read (the held reason is said in the state line).
  const unread = (s.settingsProblems ?? []).filter((p) => p.field.startsWith('activity.') && !(a.held?.includes(p.message) ?? false)).map((p) => p.message);
  return [`Activity record: ${stateText(s, a, facts)}`, ...unread, `Kept ${daysText(a.keepDays)}, on this computer only${a.where === null ? '.' : ` (${a.where}).`}`, diskText(disk), desktopLine(a, facts)];
}

function stateText(s: Snapshot, a: ActivitySnapshot, facts: ActivityLinesFacts): string {
  if (!s.settings.activity.enabled) return 'off (activity on turns it on).';
  if (a.held !== null) return `paused: ${a.held}`;
  if (a.pausedUntil !== null) return `paused ${untilText(a.pausedUntil, s)} (activity resume goes on now).`;
  // The command line records nothing itself: on means the app records while it runs.
  if (facts.desktop !== undefined) return 'on: the app records the window in focus while it runs.';
  if (a.state === 'away') return 'on, not recording while you are away.';
  if (a.state === 'unavailable') return 'on, but nothing can be recorded here (see below).';
  return 'on, recording.';
}

function desktopLine(a: ActivitySnapshot, facts: ActivityLinesFacts): string {
  if (facts.desktop !== undefined) return facts.desktop;
  if (a.cannot !== null) return `This desktop cannot record: ${a.cannot}`;
  return a.note === null ? 'Stint can record the window in focus on this desktop.' : `Stint can record on this desktop: ${a.note}`;
}

function diskText(disk: RecordOnDisk | null): string {
  if (disk === null || disk.dates.length === 0) return 'Nothing recorded on disk.';
  const days = disk.dates.length === 1 ? `1 day (${disk.dates[0]})` : `${disk.dates.length} days (${disk.dates[0]} to ${disk.dates.at(-1)})`;
  return `On disk: ${days}, ${bytesText(disk.bytes)}.`;
}

/** "until 4:15 PM", "until the end of today", or with its date when it is another day's. */
function untilText(until: number, s: Snapshot): string {
  const offset = s.zone.offsetMinutes;
  if (until === startOfLocalDate(addDays(s.today, 1), offset)) return 'until the end of today';
  const clock = formatInstantClock(until, offset, s.display.hourCycle);
  const date = localDate(until, offset);
  return `until ${date === s.today ? '' : `${date} `}${clock}`;
}

function daysText(n: number): string {
  return n === 1 ? '1 day' : `${n} days`;
}

function bytesText(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  return bytes < 1_000_000 ? `${(bytes / 1000).toFixed(1)} KB` : `${(bytes / 1_000_000).toFixed(1)} MB`;
}

async function deleteRecord(range: 'today' | 'week' | 'all', facts: ActivityLinesFacts): Promise<ActivityLines> {
  const { person } = facts;
  const r = await person.deleteActivity(range);
  if (!r.ok) return failed(r);
  const gone = r.dates ?? [];
  const a = person.snapshot().activity!;
  const what = RECORD_OF[range];
  if (a.where === null) return { ok: true, lines: [`Deleted ${what}.`] };
  // Checked on the disk: a deleted date's file must be gone. While the app records, today's
  // file begins again with what is recorded from now, which the delete does not cover.
  const left = (await recordOnDisk(a.where)).dates.filter((d) => gone.includes(d) && !(d === person.snapshot().today && a.state === 'on' && facts.desktop === undefined));
  if (left.length > 0) return { ok: false, lines: [`error: ${what} is not all deleted: ${left.join(', ')} still on disk in ${a.where}. Delete ${left.length === 1 ? 'it' : 'them'} by hand, or try again.`] };
  if (gone.length === 0) return { ok: true, lines: [`${NOTHING_IN[range]}: no record file is on disk, nothing to delete.`] };
  const files = gone.length === 1 ? `1 day's file (${gone[0]})` : `${gone.length} days' files (${gone[0]} to ${gone.at(-1)})`;
  return { ok: true, lines: [`Deleted ${what}: ${files} removed from ${a.where}; checked, none is left.`] };
}
