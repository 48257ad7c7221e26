// The tray as a pure function of the snapshot and the clock: icon state, tooltip, macOS
// title and the menu as data with stable ids (the Electron adapter only renders it; tests
// find items by id). The elapsed time comes from `now` and the run's start, so the tray
// ticks without a request.

import type { EntryView, FocusView, HourCycle, ProjectView, Snapshot, StillWorkingQuestion, SyncView, UpdateReady } from '../snapshot.ts';
import { entryLabel, truncateLabel } from './entry-label.ts';
import { localDate } from '../time/local-time.ts';
import { formatInstantClock } from '../time/clock-format.ts';
import { endOfDayWords } from './end-of-day-words.ts';
import { formatDuration, liveEntrySeconds, todayTotal, type TodayTotal } from './totals.ts';
import { formatHours } from './hours.ts';
import { todosMenu } from './tray-todos.ts';
import { targetLine } from './day-target.ts';
import { gapItems } from './tray-gaps.ts';
import { notSavedTrayItem } from './not-saved.ts';
import { activityItems } from './tray-activity.ts';
import type { I18n } from '../../i18n/words.ts';
import { wordsFor } from '../../i18n/words.ts';
import { accountSeconds, accountsMenu, allAccountsSeconds, inUseProjectLabel, severalAccounts, todayByAccountItems, withAccountName } from './tray-accounts.ts';

export type TrayPlatform = 'darwin' | 'win32' | 'linux';
export type TrayIcon = 'idle' | 'running' | 'offline' | 'attention';

import type { TrayMenuItem } from './tray-menu-item.ts';

export type { TrayMenuItem };

export interface TrayModel {
  readonly icon: TrayIcon;
  readonly tooltip: string;
  /** Shown beside the icon on macOS only; '' elsewhere and when no timer runs. */
  readonly title: string;
  readonly menu: readonly TrayMenuItem[];
}

/**
 * The parts of the snapshot the tray reads (a whole Snapshot fits). `update`, `focus` and `todos` are
 * always set by the engine; absent only in inputs made by hand, and read as none. `accounts`
 * is set by the person's facade with several accounts (tray-accounts.ts); null or absent: one.
 */
export type TrayInput = Partial<Pick<Snapshot, 'target'>> &
  Pick<Snapshot, 'session' | 'running' | 'todayEntries' | 'recent' | 'projects' | 'sync' | 'idle' | 'notice' | 'zone' | 'display'> &
  Partial<Pick<Snapshot, 'update' | 'focus' | 'todos'>> &
  Partial<Pick<Snapshot, 'timeline' | 'notSaved' | 'accounts' | 'activity' | 'language'>>;

export const RECENT_PROJECTS_IN_MENU = 10;
export const ENTRIES_TO_CONTINUE = 5;
/** Windows cuts tray tooltips at 127 characters. */
const TOOLTIP_MAX = 127;

function separator(id: string): TrayMenuItem {
  return { id, label: '', enabled: false, type: 'separator' };
}


export function trayIcon(s: TrayInput): TrayIcon {
  const signedOut = s.session.state !== 'signed_in';
  if (
    (signedOut && s.sync.queued > 0) ||
    s.idle.prompt !== null ||
    (!signedOut && s.idle.stillWorking !== null) ||
    s.sync.state === 'error' ||
    s.sync.state === 'held' ||
    s.notice?.level === 'error' ||
    // A refused change stays a matter for the person until dismissed, whatever runs since.
    (s.notSaved !== undefined && s.notSaved.length > 0)
  ) {
    return 'attention';
  }
  // While sending, queued work is normal; it is "waiting" only when nothing is sending it.
  // A correction waiting out its Undo time is not stuck: it is not "waiting to sync".
  if (s.sync.state === 'offline' || s.sync.state === 'rate_limited' || (s.sync.queued - (s.sync.heldForUndo ?? 0) > 0 && s.sync.state !== 'syncing')) {
    return 'offline';
  }
  return !signedOut && s.running !== null ? 'running' : 'idle';
}

/** The sync line of the menu and tooltip ("3 actions waiting to sync"); a time in the account's zone and `hourCycle`. */
export function syncStatusLabel(sync: SyncView, signedOut: boolean, offsetMinutes: number, hourCycle: HourCycle, i18n: I18n): string {
  const count = sync.queued;
  if (signedOut || sync.state === 'signed_out') {
    return count > 0
      ? i18n._({ id: 'tray.sync.signInToSync', message: '{count, plural, one {# action} other {# actions}} waiting: sign in to sync', values: { count } })
      : i18n._({ id: 'tray.sync.signedOut', message: 'Signed out' });
  }
  switch (sync.state) {
    case 'held':
      return i18n._({ id: 'tray.sync.held', message: '{count, plural, one {# action} other {# actions}} held: queued by another user', values: { count } });
    case 'offline':
      return count > 0
        ? i18n._({ id: 'tray.sync.offlineWaiting', message: 'Offline: {count, plural, one {# action} other {# actions}} waiting to sync', values: { count } })
        : i18n._({ id: 'tray.sync.offline', message: 'Offline' });
    case 'rate_limited': {
      if (sync.resumesAt === null) {
        return count > 0
          ? i18n._({ id: 'tray.sync.limitWaiting', message: 'Request limit reached ({count, plural, one {# action} other {# actions}} waiting)', values: { count } })
          : i18n._({ id: 'tray.sync.limit', message: 'Request limit reached' });
      }
      const time = formatInstantClock(sync.resumesAt, offsetMinutes, hourCycle);
      return count > 0
        ? i18n._({ id: 'tray.sync.limitResumesWaiting', message: 'Request limit reached: sync resumes at {time} ({count, plural, one {# action} other {# actions}} waiting)', values: { time, count } })
        : i18n._({ id: 'tray.sync.limitResumes', message: 'Request limit reached: sync resumes at {time}', values: { time } });
    }
    case 'error':
      // The service's own message where it gave one: its words, not ours.
      return (
        sync.message ??
        (count > 0
          ? i18n._({ id: 'tray.sync.failedWaiting', message: 'Sync failed: {count, plural, one {# action} other {# actions}} waiting', values: { count } })
          : i18n._({ id: 'tray.sync.failed', message: 'Sync failed' }))
      );
    case 'syncing':
      return count > 0
        ? i18n._({ id: 'tray.sync.syncingCount', message: 'Syncing {count, plural, one {# action} other {# actions}}…', values: { count } })
        : i18n._({ id: 'tray.sync.syncing', message: 'Syncing…' });
    case 'ok':
      return count > 0
        ? i18n._({ id: 'tray.sync.waiting', message: '{count, plural, one {# action} other {# actions}} waiting to sync', values: { count } })
        : i18n._({ id: 'tray.sync.allSynced', message: 'All changes synced' });
  }
}

function projectLabel(id: number, fallback: EntryView, projects: readonly ProjectView[]): string {
  const p = projects.find((x) => x.id === id);
  const name = p?.name ?? fallback.projectName;
  const customer = p?.customerName ?? fallback.customerName;
  const label = truncateLabel(customer ? `${name} (${customer})` : name, 50);
  // The ellipsis says the picker opens: such a project needs a task first.
  return p?.requiredTask ? `${label}…` : label;
}

function switchItems(s: TrayInput): TrayMenuItem[] {
  const seen = new Set<number>();
  const items: TrayMenuItem[] = [];
  for (const e of s.recent) {
    if (seen.has(e.projectId) || items.length >= RECENT_PROJECTS_IN_MENU) continue;
    seen.add(e.projectId);
    if (s.projects.find((p) => p.id === e.projectId)?.active === false) continue;
    const current = s.running?.projectId === e.projectId;
    items.push({
      id: `switch:${e.projectId}`,
      label: projectLabel(e.projectId, e, s.projects),
      enabled: !current,
      ...(current ? { checked: true, type: 'checkbox' as const } : {}),
    });
  }
  return items;
}

function sameWork(a: EntryView, b: EntryView | null): boolean {
  return b !== null && a.projectId === b.projectId && a.taskId === b.taskId && a.description === b.description;
}

function continueItems(s: TrayInput): TrayMenuItem[] {
  return s.recent.slice(0, ENTRIES_TO_CONTINUE).map((e) => {
    const current = sameWork(e, s.running);
    return {
      id: `continue:${e.key}`,
      label: entryLabel(e, 50),
      enabled: !current,
      ...(current ? { checked: true, type: 'checkbox' as const } : {}),
    };
  });
}

function phaseName(phase: FocusView['phase'], i18n: I18n): string {
  if (phase === 'focus') return i18n._({ id: 'focus.phase.focus', message: 'Focus' });
  return phase === 'short_break' ? i18n._({ id: 'focus.phase.shortBreak', message: 'Short break' }) : i18n._({ id: 'focus.phase.longBreak', message: 'Long break' });
}

/**
 * The focus rhythm's phase and what is left of it ("Focus: 12 min left"), counted from the
 * clock so it moves between snapshots; null when no phase is under way.
 */
export function focusLabel(focus: FocusView | null | undefined, now: number, i18n: I18n): string | null {
  if (focus === null || focus === undefined) return null;
  const phase = phaseName(focus.phase, i18n);
  if (focus.status === 'over') {
    return focus.phase === 'focus' ? i18n._({ id: 'tray.focus.sessionDone', message: 'Focus session done: time for a break' }) : i18n._({ id: 'tray.focus.phaseOver', message: '{phase} over', values: { phase } });
  }
  const seconds = focus.endsAt === null ? focus.leftSeconds : Math.max(0, Math.ceil((focus.endsAt - now) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return focus.status === 'paused'
    ? i18n._({ id: 'tray.focus.paused', message: '{phase} paused: {minutes} min left', values: { phase, minutes } })
    : i18n._({ id: 'tray.focus.left', message: '{phase}: {minutes} min left', values: { phase, minutes } });
}

/**
 * The answers to the focus rhythm's question while it waits, as its notification offers
 * them (a notification may be gone or never shown on the desktop): "Take a break" and "Keep
 * going" after a session, "Continue <entry>" after a break that interrupted one.
 */
export function focusAnswerItems(focus: FocusView | null | undefined, i18n: I18n): TrayMenuItem[] {
  if (focus === null || focus === undefined || focus.status !== 'over') return [];
  if (focus.phase === 'focus') {
    return [
      { id: 'focus-take-break', label: i18n._({ id: 'focus.takeBreak', message: 'Take a break' }), enabled: true },
      { id: 'focus-keep-going', label: i18n._({ id: 'focus.keepGoing', message: 'Keep going' }), enabled: true },
    ];
  }
  const entry = focus.entry === undefined ? undefined : truncateLabel(focus.entry, 50);
  return entry === undefined ? [] : [{ id: 'focus-continue', label: i18n._({ id: 'tray.continueEntry', message: 'Continue {entry}', values: { entry } }), enabled: true }];
}

/** When the working day ended, as the notification says it ("17:00", "17:00 yesterday"), from the clock's day. */
function endOfDay(q: StillWorkingQuestion, now: number, offsetMinutes: number, hourCycle: HourCycle, i18n: I18n): string {
  return endOfDayWords(q.endOfDayAt, localDate(now, offsetMinutes), offsetMinutes, hourCycle, i18n);
}

/** "Still working? The working day ended at 17:00": the question's line in the menu and the tooltip. */
export function stillWorkingLabel(q: StillWorkingQuestion, now: number, offsetMinutes: number, hourCycle: HourCycle, i18n: I18n): string {
  return i18n._({ id: 'tray.stillWorking', message: 'Still working? The working day ended at {end}', values: { end: endOfDay(q, now, offsetMinutes, hourCycle, i18n) } });
}

/**
 * "Still working?" while it waits, with its answers as its notification words them
 * (attention/still-working-notification.ts): stop at the end of working hours, at the last
 * activity (when known), or keep the timer running.
 */
export function stillWorkingItems(q: StillWorkingQuestion | null, now: number, offsetMinutes: number, hourCycle: HourCycle, i18n: I18n): TrayMenuItem[] {
  if (q === null) return [];
  const activity = q.lastActiveAt === null ? null : formatInstantClock(q.lastActiveAt, offsetMinutes, hourCycle);
  return [
    { id: 'still-working', label: stillWorkingLabel(q, now, offsetMinutes, hourCycle, i18n), enabled: false },
    { id: 'still-stop-end', label: i18n._({ id: 'stillWorking.stopAt', message: 'Stop at {time}', values: { time: endOfDay(q, now, offsetMinutes, hourCycle, i18n) } }), enabled: true },
    ...(activity !== null ? [{ id: 'still-stop-activity', label: i18n._({ id: 'stillWorking.stopAtActivity', message: 'Stop at {time} (last activity)', values: { time: activity } }), enabled: true }] : []),
    { id: 'still-keep', label: i18n._({ id: 'stillWorking.keepRunning', message: 'Keep running' }), enabled: true },
  ];
}

function submenuItem(id: string, label: string, submenu: TrayMenuItem[]): TrayMenuItem {
  return submenu.length > 0 ? { id, label, enabled: true, submenu } : { id, label, enabled: false };
}

function trackerItems(s: TrayInput, now: number, platform: TrayPlatform, elapsed: string, todayLabel: string, today: TodayTotal, focus: string | null, i18n: I18n): TrayMenuItem[] {
  const items: TrayMenuItem[] = [];
  const accounts = severalAccounts(s.accounts);
  // With several accounts the running entry is named with its account ("Acme · Website redesign").
  const named = s.running === null ? null : withAccountName(s.running, accounts);
  // Linux trays show neither title nor tooltip: the menu itself says what runs.
  if (platform === 'linux') {
    const summary = named === null ? i18n._({ id: 'tray.noTimer', message: 'No timer running' }) : `${entryLabel(named, 50)} · ${elapsed}`;
    items.push({ id: 'running-summary', label: summary, enabled: false });
  }
  if (s.idle.prompt !== null) {
    const since = formatInstantClock(s.idle.prompt.since, s.zone.offsetMinutes, s.display.hourCycle);
    items.push({ id: 'idle-prompt', label: i18n._({ id: 'tray.awaySince', message: 'Away since {since}: keep or discard the time…', values: { since } }), enabled: true });
  }
  items.push(...stillWorkingItems(s.idle.stillWorking, now, s.zone.offsetMinutes, s.display.hourCycle, i18n));
  if (focus !== null) items.push({ id: 'focus-status', label: focus, enabled: false });
  items.push(...focusAnswerItems(s.focus, i18n));
  items.push(
    named === null
      ? { id: 'start', label: i18n._({ id: 'tray.startTimer', message: 'Start timer…' }), enabled: true }
      : { id: 'stop', label: i18n._({ id: 'tray.stopEntry', message: 'Stop {entry}', values: { entry: entryLabel(named, 40) } }), enabled: true },
  );
  items.push(submenuItem('switch', s.running === null ? i18n._({ id: 'tray.startOn', message: 'Start on' }) : i18n._({ id: 'tray.switchTo', message: 'Switch to' }), switchItems(s)));
  items.push(submenuItem('continue', i18n._({ id: 'tray.continue', message: 'Continue' }), continueItems(s)));
  items.push(todosMenu(s, i18n));
  items.push(separator('separator:totals'));
  const byProject = today.byProject.map((p) => {
    const project = truncateLabel(p.projectName, 40);
    // With several accounts the projects are the account in use's: named with it.
    const label = i18n._({ id: 'tray.todayProject', message: '{project}: {hours}', values: { project: accounts === null ? project : inUseProjectLabel(accounts, project), hours: formatHours(p.seconds, s.display) } });
    return { id: `today-total:${p.projectId}`, label, enabled: false };
  });
  // With several accounts the Today line is every account's together: each account's first.
  const breakdown =
    accounts === null
      ? byProject
      : [...todayByAccountItems(accountSeconds(accounts, today.seconds, today.date), s.display), ...(byProject.length > 0 ? [separator('separator:today-accounts'), ...byProject] : [])];
  items.push(submenuItem('today-total', todayLabel, breakdown));
  items.push(...gapItems(s, i18n));
  return items;
}

/**
 * The menu's item for an update that is ready, above Quit: a restart into it, or, where this
 * install cannot update itself (a deb), its release page. None when nothing is ready, or a
 * page to open is missing.
 */
export function updateItem(update: UpdateReady | null | undefined, i18n: I18n): TrayMenuItem | null {
  if (update === null || update === undefined) return null;
  const version = truncateLabel(update.version, 30);
  if (update.how === 'restart') return { id: 'update-restart', label: i18n._({ id: 'tray.update.restart', message: 'Restart to update to {version}', values: { version } }), enabled: true };
  if (update.releaseUrl === null) return null;
  return { id: 'update-download', label: i18n._({ id: 'tray.update.download', message: 'Stint {version} is out: get it', values: { version } }), enabled: true };
}

/**
 * Today's seconds as the Today line counts them at `now`: the account's own total, the running
 * entry counted live (while signed in); with several accounts, every account's together
 * (tray-accounts.ts).
 */
export function trayDaySeconds(s: TrayInput, now: number): number {
  const signedIn = s.session.state === 'signed_in';
  const today = todayTotal({ entries: s.todayEntries, running: signedIn ? s.running : null, today: localDate(now, s.zone.offsetMinutes), now });
  const accounts = severalAccounts(s.accounts);
  return accounts === null ? today.seconds : allAccountsSeconds(accounts, today.seconds, today.date);
}

export function trayModel(s: TrayInput, now: number, platform: TrayPlatform): TrayModel {
  const i18n = wordsFor(s.language ?? 'en');
  const offset = s.zone.offsetMinutes;
  const signedIn = s.session.state === 'signed_in';
  const running = signedIn ? s.running : null;
  const elapsed = running === null ? '' : formatDuration(liveEntrySeconds(running, now));
  // "Today" follows the clock, not the snapshot's date, so the total resets at the
  // account's midnight even before the next read.
  const today = todayTotal({ entries: s.todayEntries, running, today: localDate(now, offset), now });
  const accounts = severalAccounts(s.accounts);
  // With several accounts, the person's day: every account's today together.
  const daySeconds = accounts === null ? today.seconds : allAccountsSeconds(accounts, today.seconds, today.date);
  // On a working day with a target the line says what is left of it; on a day off, the total alone.
  const target = signedIn ? targetLine(s.target, today.date, daySeconds, i18n) : null;
  const total = target ?? formatHours(daySeconds, s.display);
  const todayLabel =
    accounts === null
      ? i18n._({ id: 'tray.today', message: 'Today: {total}', values: { total } })
      : i18n._({ id: 'tray.todayAllAccounts', message: 'Today, all accounts: {total}', values: { total } });
  const syncLabel = syncStatusLabel(s.sync, !signedIn, offset, s.display.hourCycle, i18n);
  const syncItem: TrayMenuItem = {
    id: 'sync-status',
    label: syncLabel,
    enabled: s.sync.queued > 0 || (s.sync.state !== 'ok' && s.sync.state !== 'syncing'),
  };

  const menu: TrayMenuItem[] = [];
  const tooltip: string[] = [];
  if (signedIn) {
    const focus = focusLabel(s.focus, now, i18n);
    menu.push(...trackerItems({ ...s, running }, now, platform, elapsed, todayLabel, today, focus, i18n));
    menu.push(separator('separator:window'));
    menu.push({ id: 'open-window', label: i18n._({ id: 'tray.openStint', message: 'Open Stint' }), enabled: true });
    menu.push({ id: 'quick-entry', label: i18n._({ id: 'tray.quickEntry', message: 'Quick entry…' }), enabled: true });
    // Issue 70: the window's Export screen (its preview, then Save… or Copy as text).
    menu.push({ id: 'export', label: i18n._({ id: 'tray.exportTimesheet', message: 'Export timesheet…' }), enabled: true });
    menu.push(syncItem);
    const notSaved = notSavedTrayItem(s.notSaved, i18n);
    if (notSaved !== null) menu.push(notSaved);
    menu.push(separator('separator:app'));
    if (accounts !== null) menu.push(accountsMenu(accounts, i18n));
    menu.push(...activityItems(s.activity, offset, s.display.hourCycle, i18n));
    menu.push({ id: 'settings', label: i18n._({ id: 'tray.settings', message: 'Settings…' }), enabled: true });
    // With several accounts, the account in use is the one signed out of.
    menu.push({
      id: 'sign-out',
      label:
        accounts === null
          ? i18n._({ id: 'tray.signOut', message: 'Sign out' })
          : i18n._({ id: 'tray.signOutOf', message: 'Sign out of {account}', values: { account: truncateLabel(accounts.inUseName, 30) } }),
      enabled: true,
    });
    tooltip.push(running === null ? i18n._({ id: 'tray.noTimer', message: 'No timer running' }) : `${entryLabel(withAccountName(running, accounts), 60)}: ${elapsed}`, todayLabel);
    if (focus !== null) tooltip.push(focus);
    if (s.idle.stillWorking !== null) tooltip.push(stillWorkingLabel(s.idle.stillWorking, now, offset, s.display.hourCycle, i18n));
  } else {
    const signingIn = s.session.state === 'signing_in';
    menu.push({ id: 'sign-in', label: signingIn ? i18n._({ id: 'tray.signingIn', message: 'Signing in…' }) : i18n._({ id: 'tray.signIn', message: 'Sign in…' }), enabled: !signingIn });
    if (s.sync.queued > 0) menu.push(syncItem);
    menu.push(separator('separator:window'));
    menu.push({ id: 'open-window', label: i18n._({ id: 'tray.openStint', message: 'Open Stint' }), enabled: true });
    if (accounts !== null) menu.push(accountsMenu(accounts, i18n));
    // The record is the person's, not an account's: it records (and pauses) signed out too.
    menu.push(...activityItems(s.activity, offset, s.display.hourCycle, i18n));
    menu.push({ id: 'settings', label: i18n._({ id: 'tray.settings', message: 'Settings…' }), enabled: true });
    tooltip.push(signingIn ? i18n._({ id: 'tray.tooltip.signingIn', message: 'Stint: signing in' }) : i18n._({ id: 'tray.tooltip.signedOut', message: 'Stint: signed out' }));
  }
  const update = updateItem(s.update, i18n);
  if (update !== null) menu.push(update);
  menu.push({ id: 'quit', label: i18n._({ id: 'tray.quit', message: 'Quit Stint' }), enabled: true });
  if (s.idle.prompt !== null) tooltip.push(i18n._({ id: 'tray.tooltip.awayTime', message: 'Away time to review' }));
  if (s.notSaved !== undefined && s.notSaved.length > 0) tooltip.push(notSavedTrayItem(s.notSaved, i18n)!.label);
  const quietSync = s.sync.state === 'syncing' || (s.sync.queued === 0 && (s.sync.state === 'ok' || !signedIn));
  if (!quietSync) tooltip.push(syncLabel);

  return {
    icon: trayIcon(s),
    tooltip: truncateLabel(tooltip.join('\n'), TOOLTIP_MAX),
    title: platform === 'darwin' ? elapsed : '',
    menu,
  };
}
