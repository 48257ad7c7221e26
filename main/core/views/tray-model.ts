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
  Partial<Pick<Snapshot, 'timeline' | 'notSaved' | 'accounts' | 'activity'>>;

export const RECENT_PROJECTS_IN_MENU = 10;
export const ENTRIES_TO_CONTINUE = 5;
/** Windows cuts tray tooltips at 127 characters. */
const TOOLTIP_MAX = 127;

function separator(id: string): TrayMenuItem {
  return { id, label: '', enabled: false, type: 'separator' };
}

function actions(n: number): string {
  return `${n} ${n === 1 ? 'action' : 'actions'}`;
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
export function syncStatusLabel(sync: SyncView, signedOut: boolean, offsetMinutes: number, hourCycle: HourCycle): string {
  const n = sync.queued;
  if (signedOut || sync.state === 'signed_out') return n > 0 ? `${actions(n)} waiting: sign in to sync` : 'Signed out';
  switch (sync.state) {
    case 'held':
      return `${actions(n)} held: queued by another user`;
    case 'offline':
      return n > 0 ? `Offline: ${actions(n)} waiting to sync` : 'Offline';
    case 'rate_limited': {
      const when = sync.resumesAt === null ? '' : `: sync resumes at ${formatInstantClock(sync.resumesAt, offsetMinutes, hourCycle)}`;
      return `Request limit reached${when}${n > 0 ? ` (${actions(n)} waiting)` : ''}`;
    }
    case 'error':
      return sync.message ?? (n > 0 ? `Sync failed: ${actions(n)} waiting` : 'Sync failed');
    case 'syncing':
      return n > 0 ? `Syncing ${actions(n)}…` : 'Syncing…';
    case 'ok':
      return n > 0 ? `${actions(n)} waiting to sync` : 'All changes synced';
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

const PHASE_NAME: Readonly<Record<FocusView['phase'], string>> = { focus: 'Focus', short_break: 'Short break', long_break: 'Long break' };

/**
 * The focus rhythm's phase and what is left of it ("Focus: 12 min left"), counted from the
 * clock so it moves between snapshots; null when no phase is under way.
 */
export function focusLabel(focus: FocusView | null | undefined, now: number): string | null {
  if (focus === null || focus === undefined) return null;
  const name = PHASE_NAME[focus.phase];
  if (focus.status === 'over') return focus.phase === 'focus' ? 'Focus session done: time for a break' : `${name} over`;
  const seconds = focus.endsAt === null ? focus.leftSeconds : Math.max(0, Math.ceil((focus.endsAt - now) / 1000));
  const left = `${Math.ceil(seconds / 60)} min left`;
  return focus.status === 'paused' ? `${name} paused: ${left}` : `${name}: ${left}`;
}

/**
 * The answers to the focus rhythm's question while it waits, as its notification offers
 * them (a notification may be gone or never shown on the desktop): "Take a break" and "Keep
 * going" after a session, "Continue <entry>" after a break that interrupted one.
 */
export function focusAnswerItems(focus: FocusView | null | undefined): TrayMenuItem[] {
  if (focus === null || focus === undefined || focus.status !== 'over') return [];
  if (focus.phase === 'focus') {
    return [
      { id: 'focus-take-break', label: 'Take a break', enabled: true },
      { id: 'focus-keep-going', label: 'Keep going', enabled: true },
    ];
  }
  return focus.entry === undefined ? [] : [{ id: 'focus-continue', label: `Continue ${truncateLabel(focus.entry, 50)}`, enabled: true }];
}

/** When the working day ended, as the notification says it ("17:00", "17:00 yesterday"), from the clock's day. */
function endOfDay(q: StillWorkingQuestion, now: number, offsetMinutes: number, hourCycle: HourCycle): string {
  return endOfDayWords(q.endOfDayAt, localDate(now, offsetMinutes), offsetMinutes, hourCycle);
}

/** "Still working? The working day ended at 17:00": the question's line in the menu and the tooltip. */
export function stillWorkingLabel(q: StillWorkingQuestion, now: number, offsetMinutes: number, hourCycle: HourCycle): string {
  return `Still working? The working day ended at ${endOfDay(q, now, offsetMinutes, hourCycle)}`;
}

/**
 * "Still working?" while it waits, with its answers as its notification words them
 * (attention/still-working-notification.ts): stop at the end of working hours, at the last
 * activity (when known), or keep the timer running.
 */
export function stillWorkingItems(q: StillWorkingQuestion | null, now: number, offsetMinutes: number, hourCycle: HourCycle): TrayMenuItem[] {
  if (q === null) return [];
  return [
    { id: 'still-working', label: stillWorkingLabel(q, now, offsetMinutes, hourCycle), enabled: false },
    { id: 'still-stop-end', label: `Stop at ${endOfDay(q, now, offsetMinutes, hourCycle)}`, enabled: true },
    ...(q.lastActiveAt !== null ? [{ id: 'still-stop-activity', label: `Stop at ${formatInstantClock(q.lastActiveAt, offsetMinutes, hourCycle)} (last activity)`, enabled: true }] : []),
    { id: 'still-keep', label: 'Keep running', enabled: true },
  ];
}

function submenuItem(id: string, label: string, submenu: TrayMenuItem[]): TrayMenuItem {
  return submenu.length > 0 ? { id, label, enabled: true, submenu } : { id, label, enabled: false };
}

function trackerItems(s: TrayInput, now: number, platform: TrayPlatform, elapsed: string, todayLabel: string, today: TodayTotal, focus: string | null): TrayMenuItem[] {
  const items: TrayMenuItem[] = [];
  const accounts = severalAccounts(s.accounts);
  // With several accounts the running entry is named with its account ("Acme · Website redesign").
  const named = s.running === null ? null : withAccountName(s.running, accounts);
  // Linux trays show neither title nor tooltip: the menu itself says what runs.
  if (platform === 'linux') {
    const summary = named === null ? 'No timer running' : `${entryLabel(named, 50)} · ${elapsed}`;
    items.push({ id: 'running-summary', label: summary, enabled: false });
  }
  if (s.idle.prompt !== null) {
    const since = formatInstantClock(s.idle.prompt.since, s.zone.offsetMinutes, s.display.hourCycle);
    items.push({ id: 'idle-prompt', label: `Away since ${since}: keep or discard the time…`, enabled: true });
  }
  items.push(...stillWorkingItems(s.idle.stillWorking, now, s.zone.offsetMinutes, s.display.hourCycle));
  if (focus !== null) items.push({ id: 'focus-status', label: focus, enabled: false });
  items.push(...focusAnswerItems(s.focus));
  items.push(
    named === null
      ? { id: 'start', label: 'Start timer…', enabled: true }
      : { id: 'stop', label: `Stop ${entryLabel(named, 40)}`, enabled: true },
  );
  items.push(submenuItem('switch', s.running === null ? 'Start on' : 'Switch to', switchItems(s)));
  items.push(submenuItem('continue', 'Continue', continueItems(s)));
  items.push(todosMenu(s));
  items.push(separator('separator:totals'));
  const byProject = today.byProject.map((p) => {
    const project = truncateLabel(p.projectName, 40);
    // With several accounts the projects are the account in use's: named with it.
    return { id: `today-total:${p.projectId}`, label: `${accounts === null ? project : inUseProjectLabel(accounts, project)}: ${formatHours(p.seconds, s.display)}`, enabled: false };
  });
  // With several accounts the Today line is every account's together: each account's first.
  const breakdown =
    accounts === null
      ? byProject
      : [...todayByAccountItems(accountSeconds(accounts, today.seconds, today.date), s.display), ...(byProject.length > 0 ? [separator('separator:today-accounts'), ...byProject] : [])];
  items.push(submenuItem('today-total', todayLabel, breakdown));
  items.push(...gapItems(s));
  return items;
}

/**
 * The menu's item for an update that is ready, above Quit: a restart into it, or, where this
 * install cannot update itself (a deb), its release page. None when nothing is ready, or a
 * page to open is missing.
 */
export function updateItem(update: UpdateReady | null | undefined): TrayMenuItem | null {
  if (update === null || update === undefined) return null;
  if (update.how === 'restart') return { id: 'update-restart', label: `Restart to update to ${truncateLabel(update.version, 30)}`, enabled: true };
  if (update.releaseUrl === null) return null;
  return { id: 'update-download', label: `Stint ${truncateLabel(update.version, 30)} is out: get it`, enabled: true };
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
  const target = signedIn ? targetLine(s.target, today.date, daySeconds) : null;
  const todayLabel = `${accounts === null ? 'Today' : 'Today, all accounts'}: ${target ?? formatHours(daySeconds, s.display)}`;
  const syncLabel = syncStatusLabel(s.sync, !signedIn, offset, s.display.hourCycle);
  const syncItem: TrayMenuItem = {
    id: 'sync-status',
    label: syncLabel,
    enabled: s.sync.queued > 0 || (s.sync.state !== 'ok' && s.sync.state !== 'syncing'),
  };

  const menu: TrayMenuItem[] = [];
  const tooltip: string[] = [];
  if (signedIn) {
    const focus = focusLabel(s.focus, now);
    menu.push(...trackerItems({ ...s, running }, now, platform, elapsed, todayLabel, today, focus));
    menu.push(separator('separator:window'));
    menu.push({ id: 'open-window', label: 'Open Stint', enabled: true });
    menu.push({ id: 'quick-entry', label: 'Quick entry…', enabled: true });
    // Issue 70: the window's Export screen (its preview, then Save… or Copy as text).
    menu.push({ id: 'export', label: 'Export timesheet…', enabled: true });
    menu.push(syncItem);
    const notSaved = notSavedTrayItem(s.notSaved);
    if (notSaved !== null) menu.push(notSaved);
    menu.push(separator('separator:app'));
    if (accounts !== null) menu.push(accountsMenu(accounts));
    menu.push(...activityItems(s.activity, offset, s.display.hourCycle));
    menu.push({ id: 'settings', label: 'Settings…', enabled: true });
    // With several accounts, the account in use is the one signed out of.
    menu.push({ id: 'sign-out', label: accounts === null ? 'Sign out' : `Sign out of ${truncateLabel(accounts.inUseName, 30)}`, enabled: true });
    tooltip.push(running === null ? 'No timer running' : `${entryLabel(withAccountName(running, accounts), 60)}: ${elapsed}`, todayLabel);
    if (focus !== null) tooltip.push(focus);
    if (s.idle.stillWorking !== null) tooltip.push(stillWorkingLabel(s.idle.stillWorking, now, offset, s.display.hourCycle));
  } else {
    const signingIn = s.session.state === 'signing_in';
    menu.push({ id: 'sign-in', label: signingIn ? 'Signing in…' : 'Sign in…', enabled: !signingIn });
    if (s.sync.queued > 0) menu.push(syncItem);
    menu.push(separator('separator:window'));
    menu.push({ id: 'open-window', label: 'Open Stint', enabled: true });
    if (accounts !== null) menu.push(accountsMenu(accounts));
    // The record is the person's, not an account's: it records (and pauses) signed out too.
    menu.push(...activityItems(s.activity, offset, s.display.hourCycle));
    menu.push({ id: 'settings', label: 'Settings…', enabled: true });
    tooltip.push(signingIn ? 'Stint: signing in' : 'Stint: signed out');
  }
  const update = updateItem(s.update);
  if (update !== null) menu.push(update);
  menu.push({ id: 'quit', label: 'Quit Stint', enabled: true });
  if (s.idle.prompt !== null) tooltip.push('Away time to review');
  if (s.notSaved !== undefined && s.notSaved.length > 0) tooltip.push(notSavedTrayItem(s.notSaved)!.label);
  const quietSync = s.sync.state === 'syncing' || (s.sync.queued === 0 && (s.sync.state === 'ok' || !signedIn));
  if (!quietSync) tooltip.push(syncLabel);

  return {
    icon: trayIcon(s),
    tooltip: truncateLabel(tooltip.join('\n'), TOOLTIP_MAX),
    title: platform === 'darwin' ? elapsed : '',
    menu,
  };
}
