// What a click on a tray menu item means, as data, and the one function that carries it out.
// The tray model (tray-model.ts) names its items with stable ids; the Electron adapter only
// reports which id was clicked. Keeping the meaning here, under plain Node, lets a test
// click every item without Electron, and keeps the shell's main.ts a list of wires.

import type { Snapshot } from '../snapshot.ts';
import { todoIdOfItem } from './tray-todos.ts';
import { gapEventOfItem, gapFillOfItem, isGapEventItem, isGapWindowItem } from './tray-gaps.ts';
import type { Logger } from '../ports.ts';
import { ACTIVITY_PAUSE_CHOICES, isActivityPauseItem } from './tray-activity.ts';
import type { AccountCommands, ActivityCommands, CalendarCommands, CommandResult, FocusChoice, StillWorkingChoice, Stint } from '../stint-api.ts';
import { ACCOUNTS_MENU_ID, ADD_ACCOUNT_ID, accountKeyOfItem, isTodayAccountItem } from './tray-accounts.ts';
import { wordsFor, type I18n } from '../../i18n/words.ts';

/**
 * Where the window opens. All but `idle` travel to the window as the `open` prompt event
 * (main/ipc/contract.ts); `idle` needs none: the window shows a waiting idle prompt (and
 * "Still working?") over every screen by itself.
 */
export type WindowPlace = 'picker' | 'quick-entry' | 'export' | 'settings' | 'accounts' | 'today' | 'sign-in' | 'todos' | 'idle';

export type TrayAction =
  | { readonly kind: 'stop' }
  | { readonly kind: 'continue'; readonly entryKey: string }
  /** A switch from the menu: start on this project (the engine stops what runs). */
  | { readonly kind: 'start'; readonly projectId: number }
  /** Start on a to-do of the "To-dos" submenu: a timer on its project, its name the description. */
  | { readonly kind: 'start-todo'; readonly todoId: string }
  /** Fill an untracked gap with a recent entry's project, task and description: one manual entry spanning it. */
  | { readonly kind: 'fill-gap'; readonly start: number; readonly end: number; readonly entryKey: string }
  /** Fill a calendar event's untracked time with the work remembered for it (issue 42). */
  | { readonly kind: 'fill-event'; readonly eventKey: string }
  | { readonly kind: 'sign-out' }
  | { readonly kind: 'show'; readonly place: WindowPlace }
  | { readonly kind: 'quit' }
  /** An answer to the focus rhythm's question ("Take a break", "Keep going", "Continue <entry>"). */
  | { readonly kind: 'focus'; readonly choice: FocusChoice }
  /** An answer to "Still working?" ("Stop at 17:00", "Stop at 17:10 (last activity)", "Keep running"). */
  | { readonly kind: 'still-working'; readonly choice: StillWorkingChoice }
  /** "Restart to update to X": the engine asks the shell's updater to restart into it. */
  | { readonly kind: 'install-update' }
  /** "Stint X is out: get it" (an install that cannot update itself): the release page in the person's browser. */
  | { readonly kind: 'open-url'; readonly url: string }
  /** An account of the "Accounts" submenu (several accounts): the window and the tray show it. */
  | { readonly kind: 'use-account'; readonly accountKey: string }
  /** "Pause activity record" for an hour or for today, or "Resume activity record" (issue 62). */
  | { readonly kind: 'activity-pause'; readonly choice: Parameters<ActivityCommands['pauseActivity']>[0] }
  /** An id this code does not know (a newer model, a typo): logged, never thrown. */
  | { readonly kind: 'unknown'; readonly id: string };

/** Same pattern as the IPC contract's entry keys (`e42`, `l<local id>`). */
const ENTRY_KEY = /^[el][A-Za-z0-9_-]{1,99}$/;
const PROJECT_ID = /^[1-9][0-9]{0,15}$/;

const FOCUS_ANSWERS: Readonly<Record<string, FocusChoice>> = {
  'focus-take-break': 'take_break',
  'focus-keep-going': 'keep_going',
  'focus-continue': 'continue',
};

const STILL_WORKING_ANSWERS: Readonly<Record<string, StillWorkingChoice>> = {
  'still-stop-end': 'stop_at_end',
  'still-stop-activity': 'stop_at_activity',
  'still-keep': 'keep',
};

const SHOW: Readonly<Record<string, WindowPlace>> = {
  start: 'picker',
  'open-window': 'today',
  'quick-entry': 'quick-entry',
  export: 'export',
  settings: 'settings',
  'sign-in': 'sign-in',
  'idle-prompt': 'idle',
  // The question's own line (disabled in the model): the window asks it too.
  'still-working': 'idle',
  // The window's foot says what waits and why; a read or a send is the engine's to time.
  'sync-status': 'today',
  // The changes the service refused are listed in the window, each with what was meant and why.
  'not-saved': 'today',
  // Informational lines (disabled in the model); should a desktop let them be clicked,
  // the window shows the same figures.
  'running-summary': 'today',
  'today-total': 'today',
  // The "To-dos" submenu's way to the window's view (which reads them when none were read).
  todos: 'todos',
  'todos-open': 'todos',
  'todos-none': 'todos',
  // The phase and what is left of it: the timer screen shows them too.
  'focus-status': 'today',
  // Several accounts: accounts are added (and signed in again) in Settings.
  [ACCOUNTS_MENU_ID]: 'accounts',
  [ADD_ACCOUNT_ID]: 'accounts',
};

/**
 * The meaning of a click on the item `id`. `s` is the snapshot the menu was built from: a
 * project that needs a task cannot be started from the menu (its label ends in "…"), so
 * its switch opens the picker instead, and such a to-do opens the To-dos view.
 */
export function trayAction(id: string, s: Pick<Snapshot, 'projects'> & Partial<Pick<Snapshot, 'update' | 'todos' | 'accounts' | 'calendar'>>): TrayAction {
  if (id === 'stop') return { kind: 'stop' };
  if (id === 'update-restart') return { kind: 'install-update' };
  // The page of the update the menu was built from; with none ready any more, nothing to open.
  if (id === 'update-download' && s.update?.how === 'download' && s.update.releaseUrl !== null) return { kind: 'open-url', url: s.update.releaseUrl };
  if (id === 'sign-out') return { kind: 'sign-out' };
  if (id === 'quit') return { kind: 'quit' };
  if (Object.hasOwn(FOCUS_ANSWERS, id)) return { kind: 'focus', choice: FOCUS_ANSWERS[id]! };
  if (Object.hasOwn(STILL_WORKING_ANSWERS, id)) return { kind: 'still-working', choice: STILL_WORKING_ANSWERS[id]! };
  if (Object.hasOwn(SHOW, id)) return { kind: 'show', place: SHOW[id]! };
  if (isActivityPauseItem(id)) return { kind: 'activity-pause', choice: ACTIVITY_PAUSE_CHOICES[id] };
  if (id.startsWith('today-total:') || isTodayAccountItem(id)) return { kind: 'show', place: 'today' };
  const accountKey = accountKeyOfItem(id);
  if (accountKey !== null) {
    // One signed out would not be shown while another is signed in: Settings → Accounts has its Sign in.
    const row = s.accounts?.rows.find((r) => r.key === accountKey);
    return row?.session === 'signed_out' ? { kind: 'show', place: 'settings' } : { kind: 'use-account', accountKey };
  }
  if (id.startsWith('continue:')) {
    const entryKey = id.slice('continue:'.length);
    if (ENTRY_KEY.test(entryKey)) return { kind: 'continue', entryKey };
  }
  // An event's fill offered in a gap's submenu; gone (filled, its rule forgotten): the window's timeline.
  if (isGapEventItem(id)) {
    const event = gapEventOfItem(id, s);
    return event === null ? { kind: 'show', place: 'today' } : { kind: 'fill-event', eventKey: event.eventKey };
  }
  const fill = gapFillOfItem(id);
  if (fill !== null) return { kind: 'fill-gap', ...fill };
  // A gap's line or its "Other…": quick entry, where the person types what it was.
  if (isGapWindowItem(id)) return { kind: 'show', place: 'quick-entry' };
  const todoId = todoIdOfItem(id);
  if (todoId !== null) {
    // Its project needs a task (the label ends in "…"): the window's To-dos view asks for it.
    const todo = s.todos?.projects.flatMap((p) => p.lists.flatMap((l) => l.todos)).find((t) => t.id === todoId);
    return todo?.requiredTask ? { kind: 'show', place: 'todos' } : { kind: 'start-todo', todoId };
  }
  if (id.startsWith('switch:')) {
    const raw = id.slice('switch:'.length);
    const projectId = Number(raw);
    if (PROJECT_ID.test(raw) && Number.isSafeInteger(projectId)) {
      const project = s.projects.find((p) => p.id === projectId);
      return project?.requiredTask ? { kind: 'show', place: 'picker' } : { kind: 'start', projectId };
    }
  }
  return { kind: 'unknown', id };
}

/** What the shell lends `runTrayAction`. */
export interface TrayActionDeps {
  /** `useAccount`: the person's facade of several accounts has it (the Electron shell's always does). */
  /** `snapshot`: the language Stint's own words are in. */
  readonly stint: Pick<Stint, 'snapshot' | 'stop' | 'start' | 'continueEntry' | 'signOut' | 'installUpdate' | 'answerFocus' | 'answerStillWorking' | 'startTodo' | 'fillGap'> &
    Partial<Pick<AccountCommands, 'useAccount'>> &
    Partial<Pick<CalendarCommands, 'fillFromEvent'>> &
    Partial<Pick<ActivityCommands, 'pauseActivity'>>;
  /** Shows (and focuses) the window at `place`. */
  showWindow(place: WindowPlace): void;
  /** Opens a page in the person's browser (the shell's external links, which check it against their allow-list). */
  openUrl(url: string): void;
  /** Quits the app (the shell flushes the outbox and closes the engine on its way out). */
  quit(): void;
  readonly logger: Pick<Logger, 'log'>;
  /**
   * Tells the person that a command from the tray was refused or failed: the tray has no
   * place of its own to say it, and the facade has no way to raise a notice. The shell
   * shows a notification.
   */
  tell(message: string): void;
}

export type TrayOutcome = { readonly ok: true } | { readonly ok: false; readonly message: string };

const OK: TrayOutcome = { ok: true };

/** The words of the language every text is in now (the snapshot's). */
export function wordsNow(stint: Pick<Stint, 'snapshot'>): I18n {
  return wordsFor(stint.snapshot().language);
}

/** What the person is told when a command threw: a bug, whose details went to the log. */
export function couldNotDoThat(i18n: I18n): string {
  return i18n._({ id: 'command.failed', message: 'Stint could not do that. Open Stint and try again; the log has the details.' });
}

function ids(action: TrayAction): Record<string, string | number> {
  if (action.kind === 'continue') return { entryKey: action.entryKey };
  if (action.kind === 'start') return { projectId: action.projectId };
  if (action.kind === 'start-todo') return { todoId: action.todoId };
  if (action.kind === 'fill-gap') return { start: action.start, end: action.end, entryKey: action.entryKey };
  if (action.kind === 'fill-event') return { eventKey: action.eventKey.slice(0, 100) };
  if (action.kind === 'focus' || action.kind === 'still-working' || action.kind === 'activity-pause') return { choice: action.choice };
  if (action.kind === 'use-account') return { accountKey: action.accountKey };
  return {};
}

function command(action: TrayAction, stint: TrayActionDeps['stint']): Promise<CommandResult> | null {
  switch (action.kind) {
    case 'stop':
      return stint.stop();
    case 'continue':
      return stint.continueEntry(action.entryKey);
    case 'start':
      return stint.start({ projectId: action.projectId });
    case 'start-todo':
      return stint.startTodo({ todoId: action.todoId });
    case 'fill-gap':
      return stint.fillGap({ start: action.start, end: action.end, entryKey: action.entryKey });
    case 'sign-out':
      return stint.signOut();
    case 'install-update':
      return stint.installUpdate();
    case 'focus':
      return stint.answerFocus(action.choice);
    case 'still-working':
      return stint.answerStillWorking(action.choice);
    case 'fill-event':
      return stint.fillFromEvent ? stint.fillFromEvent({ eventKey: action.eventKey }) : notHere(stint, 'calendars');
    case 'activity-pause':
      return stint.pauseActivity ? stint.pauseActivity(action.choice) : notHere(stint, 'activity');
    case 'use-account':
      // A facade of one account has no accounts to choose from (the menu then offers none).
      return stint.useAccount ? stint.useAccount(action.accountKey) : notHere(stint, 'accounts');
    default:
      return null;
  }
}

/** A command this facade (one account's, not the person's) cannot carry out, refused in words. */
function notHere(stint: Pick<Stint, 'snapshot'>, what: 'calendars' | 'activity' | 'accounts'): Promise<CommandResult> {
  const i18n = wordsNow(stint);
  const message =
    what === 'calendars'
      ? i18n._({ id: 'tray.action.noCalendars', message: 'Calendars are read by the window of the person.' })
      : what === 'activity'
        ? i18n._({ id: 'tray.action.noActivity', message: 'The activity record is kept by the window of the person.' })
        : i18n._({ id: 'accounts.noSuch', message: 'There is no such account.' });
  return Promise.resolve({ ok: false, message, fields: {} });
}

function unknownItem(i18n: I18n, id: string): string {
  return i18n._({ id: 'tray.action.unknown', message: 'Unknown tray menu item {id}.', values: { id } });
}

/**
 * Performs `action`. Never rejects: a command the engine refused is told to the person and
 * logged; an unknown id is logged only (a person cannot have meant anything by it).
 */
export async function runTrayAction(action: TrayAction, deps: TrayActionDeps): Promise<TrayOutcome> {
  switch (action.kind) {
    case 'show':
      deps.showWindow(action.place);
      return OK;
    case 'quit':
      deps.quit();
      return OK;
    case 'open-url':
      deps.openUrl(action.url);
      return OK;
    case 'unknown':
      deps.logger.log('warn', 'tray: click on an unknown menu item', { id: action.id.slice(0, 100) });
      return { ok: false, message: unknownItem(wordsNow(deps.stint), action.id.slice(0, 100)) };
  }
  let result: CommandResult;
  try {
    result = await command(action, deps.stint)!;
  } catch (e) {
    // The engine answers refusals as results; a throw is a bug: the log gets its words.
    deps.logger.log('error', 'tray: command failed', { action: action.kind, error: e instanceof Error ? e.message : String(e) });
    const message = couldNotDoThat(wordsNow(deps.stint));
    deps.tell(message);
    return { ok: false, message };
  }
  if (result.ok) return OK;
  // Ids only: the engine's words may carry project names.
  deps.logger.log('info', 'tray: command refused', { action: action.kind, ...ids(action) });
  deps.tell(result.message);
  return { ok: false, message: result.message };
}
