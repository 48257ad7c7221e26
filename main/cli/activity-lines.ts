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
import type { I18n } from '../i18n/words.ts';
import { errorLine } from './render.ts';

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
  /** The words of the person's language. */
  readonly i18n: I18n;
}

export interface ActivityLines {
  readonly ok: boolean;
  readonly lines: readonly string[];
}

const failed = (r: Extract<CommandResult, { ok: false }>, i18n: I18n): ActivityLines => ({ ok: false, lines: [errorLine(r.message, i18n)] });

export async function runActivity(action: ActivityAction, facts: ActivityLinesFacts): Promise<ActivityLines> {
  const { person, i18n } = facts;
  if (person.snapshot().activity === undefined) return { ok: false, lines: [errorLine(i18n._({ id: 'cli.activity.notOpen', message: 'the activity record is not open here.' }), i18n)] };
  switch (action.verb) {
    case 'status':
      return { ok: true, lines: await statusLines(facts) };
    case 'on': {
      const was = person.snapshot().settings.activity.enabled;
      const r = await person.setActivityRecording(true);
      if (!r.ok) return failed(r, i18n);
      const a = person.snapshot().activity!;
      const on = was
        ? i18n._({ id: 'cli.activity.alreadyOn', message: 'The activity record was already on.' })
        : i18n._({ id: 'cli.activity.on', message: 'The activity record is on: Stint records the window in focus while it runs, kept {days, plural, one {# day} other {# days}} on this computer only.', values: { days: a.keepDays } });
      return { ok: true, lines: [on, a.held === null ? desktopLine(a, facts) : i18n._({ id: 'cli.activity.pausedAnyway', message: 'It is paused all the same: {why}', values: { why: a.held } })] };
    }
    case 'off': {
      const was = person.snapshot().settings.activity.enabled;
      const r = await person.setActivityRecording(false);
      if (!r.ok) return failed(r, i18n);
      return {
        ok: true,
        lines: [
          was
            ? i18n._({ id: 'cli.activity.off', message: 'The activity record is off: nothing more is recorded. What was recorded stays until it is past keeping (activity delete today|week|all removes it now).' })
            : i18n._({ id: 'cli.activity.alreadyOff', message: 'The activity record was already off.' }),
        ],
      };
    }
    case 'pause': {
      const r = await person.pauseActivity(action.until);
      if (!r.ok) return failed(r, i18n);
      const s = person.snapshot();
      return { ok: true, lines: [i18n._({ id: 'cli.activity.paused', message: 'The activity record is paused {until}: nothing is recorded until then, even after a restart (activity resume goes on now).', values: { until: untilText(s.activity!.pausedUntil ?? facts.now, s, i18n) } })] };
    }
    case 'resume': {
      const was = person.snapshot().activity!.pausedUntil;
      const r = await person.pauseActivity('resume');
      if (!r.ok) return failed(r, i18n);
      return {
        ok: true,
        lines: [
          was === null
            ? i18n._({ id: 'cli.activity.notPaused', message: 'The activity record was not paused: it goes on as it was.' })
            : i18n._({ id: 'cli.activity.resumed', message: 'The activity record goes on: recording from now.' }),
        ],
      };
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
  const { i18n } = facts;
  const s = facts.person.snapshot();
  const a = s.activity!;
  const disk = a.where === null ? null : await recordOnDisk(a.where);
  // What of the record's own settings was not read (the held reason is said in the state line).
  const unread = (s.settingsProblems ?? []).filter((p) => p.field.startsWith('activity.') && !(a.held?.includes(p.message) ?? false)).map((p) => p.message);
  const kept =
    a.where === null
      ? i18n._({ id: 'cli.activity.kept', message: 'Kept {days, plural, one {# day} other {# days}}, on this computer only.', values: { days: a.keepDays } })
      : i18n._({ id: 'cli.activity.keptIn', message: 'Kept {days, plural, one {# day} other {# days}}, on this computer only ({folder}).', values: { days: a.keepDays, folder: a.where } });
  return [i18n._({ id: 'cli.activity.status', message: 'Activity record: {state}', values: { state: stateText(s, a, facts) } }), ...unread, kept, diskText(disk, i18n), desktopLine(a, facts)];
}

function stateText(s: Snapshot, a: ActivitySnapshot, facts: ActivityLinesFacts): string {
  const { i18n } = facts;
  if (!s.settings.activity.enabled) return i18n._({ id: 'cli.activity.state.off', message: 'off (activity on turns it on).' });
  if (a.held !== null) return i18n._({ id: 'cli.activity.state.held', message: 'paused: {why}', values: { why: a.held } });
  if (a.pausedUntil !== null) return i18n._({ id: 'cli.activity.state.paused', message: 'paused {until} (activity resume goes on now).', values: { until: untilText(a.pausedUntil, s, i18n) } });
  // The command line records nothing itself: on means the app records while it runs.
  if (facts.desktop !== undefined) return i18n._({ id: 'cli.activity.state.app', message: 'on: the app records the window in focus while it runs.' });
  if (a.state === 'away') return i18n._({ id: 'cli.activity.state.away', message: 'on, not recording while you are away.' });
  if (a.state === 'unavailable') return i18n._({ id: 'cli.activity.state.unavailable', message: 'on, but nothing can be recorded here (see below).' });
  return i18n._({ id: 'cli.activity.state.on', message: 'on, recording.' });
}

function desktopLine(a: ActivitySnapshot, facts: ActivityLinesFacts): string {
  const { i18n } = facts;
  if (facts.desktop !== undefined) return facts.desktop;
  if (a.cannot !== null) return i18n._({ id: 'cli.activity.desktop.cannot', message: 'This desktop cannot record: {why}', values: { why: a.cannot } });
  return a.note === null
    ? i18n._({ id: 'cli.activity.desktop.can', message: 'Stint can record the window in focus on this desktop.' })
    : i18n._({ id: 'cli.activity.desktop.note', message: 'Stint can record on this desktop: {note}', values: { note: a.note } });
}

function diskText(disk: RecordOnDisk | null, i18n: I18n): string {
  if (disk === null || disk.dates.length === 0) return i18n._({ id: 'cli.activity.disk.none', message: 'Nothing recorded on disk.' });
  return i18n._({ id: 'cli.activity.disk', message: '{days, plural, one {On disk: # day ({from}), {size}.} other {On disk: # days ({from} to {to}), {size}.}}',
    values: { days: disk.dates.length, from: disk.dates[0]!, to: disk.dates.at(-1)!, size: bytesText(disk.bytes, i18n) },
  });
}

/** "until 4:15 PM", "until the end of today", or with its date when it is another day's. */
function untilText(until: number, s: Snapshot, i18n: I18n): string {
  const offset = s.zone.offsetMinutes;
  if (until === startOfLocalDate(addDays(s.today, 1), offset)) return i18n._({ id: 'cli.activity.untilDayEnd', message: 'until the end of today' });
  const clock = formatInstantClock(until, offset, s.display.hourCycle);
  const date = localDate(until, offset);
  return date === s.today
    ? i18n._({ id: 'cli.activity.until', message: 'until {time}', values: { time: clock } })
    : i18n._({ id: 'cli.activity.untilDate', message: 'until {date} {time}', values: { date, time: clock } });
}

function bytesText(bytes: number, i18n: I18n): string {
  if (bytes < 1000) return i18n._({ id: 'cli.activity.bytes', message: '{count, plural, one {# byte} other {# bytes}}', values: { count: bytes } });
  return bytes < 1_000_000 ? `${(bytes / 1000).toFixed(1)} KB` : `${(bytes / 1_000_000).toFixed(1)} MB`;
}

async function deleteRecord(range: 'today' | 'week' | 'all', facts: ActivityLinesFacts): Promise<ActivityLines> {
  const { person, i18n } = facts;
  const r = await person.deleteActivity(range);
  if (!r.ok) return failed(r, i18n);
  const gone = r.dates ?? [];
  const a = person.snapshot().activity!;
  if (a.where === null) return { ok: true, lines: [i18n._({ id: 'cli.activity.deleted', message: '{range, select, today {Deleted the activity record of today.} week {Deleted the activity record of this week.} other {Deleted the whole activity record.}}', values: { range } })] };
  // Checked on the disk: a deleted date's file must be gone. While the app records, today's
  // file begins again with what is recorded from now, which the delete does not cover.
  const left = (await recordOnDisk(a.where)).dates.filter((d) => gone.includes(d) && !(d === person.snapshot().today && a.state === 'on' && facts.desktop === undefined));
  if (left.length > 0) {
    const why = i18n._({ id: 'cli.activity.deleteLeft', message: '{range, select, today {the activity record of today} week {the activity record of this week} other {the whole activity record}} is not all deleted: {dates} still on disk in {folder}. {count, plural, one {Delete it by hand, or try again.} other {Delete them by hand, or try again.}}',
      values: { range, dates: left.join(', '), folder: a.where, count: left.length },
    });
    return { ok: false, lines: [errorLine(why, i18n)] };
  }
  if (gone.length === 0) return { ok: true, lines: [i18n._({ id: 'cli.activity.nothingToDelete', message: '{range, select, today {Nothing was recorded today} week {Nothing was recorded this week} other {Nothing was recorded}}: no record file is on disk, nothing to delete.', values: { range } })] };
  const said = i18n._({ id: 'cli.activity.deletedFiles', message: "{range, select, today {Deleted the activity record of today} week {Deleted the activity record of this week} other {Deleted the whole activity record}}: {count, plural, one {# day's file ({from})} other {# days' files ({from} to {to})}} removed from {folder}; checked, none is left.",
    values: { range, count: gone.length, from: gone[0]!, to: gone.at(-1)!, folder: a.where },
  });
  return { ok: true, lines: [said] };
}
