// The IPC handlers: one per channel of the contract, each checking the sender, then the
// payload (an `unknown` until its schema passes), then calling the facade. Every answer is
// an `IpcAnswer`; nothing throws out of a handler, and an error the engine throws is
// answered in plain words (its message and stack may hold anything, so they go only to
// `onFailure`, which the shell points at the redacting logger).
//
// The Electron shell registers these with `ipcMain.handle(channel, (e, p) =>
// handlers[channel](e.senderFrame, p))`; the browser harness calls them from its WebSocket.

import { COMMAND_CHANNELS } from './channels.ts';
import type { AnswerOf, Command, IpcAnswer, IpcError, IpcHandler, IpcHandlers, RequestOf, ViewCommand, WindowStint } from './contract.ts';
import { checkPayload } from './payload-check.ts';
import { createViewKeeper, type ViewKeeper } from './view-state.ts';
import { sourceWords, type I18n } from '../i18n/words.ts';

export interface IpcHandlerOptions {
  /** True only for Stint's own window (the shell compares the sender frame with it). */
  isTrustedSender(sender: unknown): boolean;
  /** Told about every error the engine threw, for the log; the window sees only plain words. */
  onFailure?(channel: string, error: unknown): void;
  /** Where the window's own state is kept between its pages (default: one of these handlers' own). */
  views?: ViewKeeper;
  /** The words of the moment a refusal is said in (the language in use); English when absent. */
  words?(): I18n;
}

/** How each command reaches the facade. `FacadeCalls` makes a command without a call a compile error. */
type FacadeCalls = { readonly [C in Exclude<Command, ViewCommand>]: (stint: WindowStint, payload: RequestOf<C>) => AnswerOf<C> | Promise<AnswerOf<C>> };
/** The window's own state goes to the view keeper, not the engine (view-state.ts). */
type ViewCalls = { readonly [C in ViewCommand]: (views: ViewKeeper, payload: RequestOf<C>) => AnswerOf<C> };

const VIEW_CALLS: ViewCalls = {
  keepView: (v, p) => v.keep(p),
  getView: (v) => v.handOver(),
};

function isViewCommand(command: Command): command is ViewCommand {
  return Object.hasOwn(VIEW_CALLS, command);
}

const CALLS: FacadeCalls = {
  signIn: (s, p) => s.signIn(p),
  signOut: (s) => s.signOut(),
  start: (s, p) => s.start(p),
  stop: (s) => s.stop(),
  continueEntry: (s, p) => s.continueEntry(p.entryKey),
  editRunning: (s, p) => s.editRunning(p),
  editDescription: (s, p) => s.editDescription(p.entryKey, p.description),
  setRunningStart: (s, p) => s.setRunningStart(p),
  editEntry: (s, p) => s.editEntry(p),
  splitEntry: (s, p) => s.splitEntry(p),
  addManualEntry: (s, p) => s.addManualEntry(p),
  fillGap: (s, p) => s.fillGap(p),
  clearAwayLog: (s) => s.clearAwayLog(),
  pickProject: (s, p) => s.pickProject(p.projectId),
  openTodos: (s) => s.openTodos(),
  refreshTodos: (s) => s.refreshTodos(),
  completeTodo: (s, p) => s.completeTodo(p.todoId),
  undoTodo: (s, p) => s.undoTodo(p.todoId),
  startTodo: (s, p) => s.startTodo(p),
  showWeek: (s, p) => s.showWeek(p.date),
  resolveIdle: (s, p) => s.resolveIdle(p.choice),
  bookIdle: (s, p) => s.bookIdle(p),
  answerStillWorking: (s, p) => s.answerStillWorking(p.choice),
  snoozeReminders: (s, p) => s.snoozeReminders(p.choice),
  answerFocus: (s, p) => s.answerFocus(p.choice),
  refresh: (s) => s.refresh(),
  setWindowVisible: (s, p) => {
    s.setWindowVisible(p.visible);
    return null;
  },
  updateSettings: (s, p) => s.updateSettings(p),
  dismissNotice: (s) => {
    s.dismissNotice();
    return null;
  },
  undo: (s) => s.undo(),
  dismissNotSaved: (s, p) => s.dismissNotSaved(p.id),
  applyNotSaved: (s, p) => s.applyNotSaved(p.id),
  installUpdate: (s) => s.installUpdate(),
  dismissUpdatedNote: (s) => {
    s.dismissUpdatedNote();
    return null;
  },
  getSnapshot: (s) => s.snapshot(),
  addAccount: (s, p) => s.addAccount(p),
  renameAccount: (s, p) => s.renameAccount(p.accountKey, p.label),
  setAccountTimesheets: (s, p) => s.setAccountTimesheets(p),
  removeAccount: (s, p) => s.removeAccount(p.accountKey, p.discardQueued, p.asked),
  useAccount: (s, p) => s.useAccount(p.accountKey),
  startInAccount: (s, p) => s.startInAccount(p),
  pickProjectInAccount: (s, p) => s.pickProjectInAccount(p.accountKey, p.projectId),
  continueInAccount: (s, p) => s.continueInAccount(p.accountKey, p.entryKey),
  addCalendar: (s, p) => s.addCalendar(p),
  removeCalendar: (s, p) => s.removeCalendar(p.calendarId),
  // An absent colour keeps the calendar's: the facade is called without it, not with undefined.
  renameCalendar: (s, p) => (p.colour === undefined ? s.renameCalendar(p.calendarId, p.name) : s.renameCalendar(p.calendarId, p.name, p.colour)),
  // No calendar named: every calendar is read.
  refreshCalendars: (s, p) => (p.calendarId === undefined ? s.refreshCalendars() : s.refreshCalendars(p.calendarId)),
  fillFromEvent: (s, p) => s.fillFromEvent(p),
  fillMeetings: (s, p) => s.fillMeetings(p.date),
  forgetEventRule: (s, p) => s.forgetEventRule(p.ruleId),
  // The activity record (issue 62)
  setActivityRecording: (s, p) => s.setActivityRecording(p.on),
  pauseActivity: (s, p) => s.pauseActivity(p.choice),
  deleteActivity: (s, p) => s.deleteActivity(p.range),
  fillFromActivity: (s, p) => s.fillFromActivity(p),
  previewActivityFills: (s, p) => s.previewActivityFills(p.date),
  fillDayFromActivity: (s, p) => s.fillDayFromActivity(p.date),
  openActivityDay: (s, p) => s.openActivityDay(p.date),
  closeActivityDay: (s) => s.closeActivityDay(),
  previewActivityBooking: (s, p) => s.previewActivityBooking(p),
  bookActivityStretches: (s, p) => s.bookActivityStretches(p),
  learnActivityRule: (s, p) => s.learnActivityRule(p),
  addActivityRule: (s, p) => s.addActivityRule(p),
  dryRunActivityRule: (s, p) => s.dryRunActivityRule(p),
  updateActivityRule: (s, { ruleId, ...rule }) => s.updateActivityRule(ruleId, rule),
  moveActivityRule: (s, p) => s.moveActivityRule(p.ruleId, p.index),
  removeActivityRule: (s, p) => s.removeActivityRule(p.ruleId),
  answerActivitySwitch: (s, p) => s.answerActivitySwitch(p.choice),
  // The record's files from Settings, through main's dialogs (issue 73)
  saveActivityRecord: (s, p) => s.saveActivityRecord(p),
  saveActivityRules: (s) => s.saveActivityRules(),
  importActivityRulesFile: (s) => s.importActivityRulesFile(),
  // The export of a timesheet (issue 70)
  previewTimesheet: (s, p) => s.previewTimesheet(p),
  saveTimesheet: (s, p) => s.saveTimesheet(p),
  copyTimesheet: (s, p) => s.copyTimesheet(p),
  previewRounding: (s, p) => s.previewRounding(p),
  applyRounding: (s, p) => s.applyRounding(p),
};

/** A request from a frame that is not Stint's window. */
export function badSenderMessage(i18n: I18n): string {
  return i18n._({ id: 'ipc.badSender', message: 'This request did not come from the Stint window, so it was ignored.' });
}

/** The engine threw: a bug, whose details went to the log. */
export function failedMessage(i18n: I18n): string {
  return i18n._({ id: 'ipc.failed', message: 'Stint ran into an internal error and could not finish this. Try again; the log file has the details.' });
}

function refuse(error: IpcError): { readonly ok: false; readonly error: IpcError } {
  return { ok: false, error };
}

/** A payload refused: the fields named (at most three, `...` for more), in the words of `i18n`. */
export function badPayloadMessage(fields: Readonly<Record<string, string>>, i18n: I18n): string {
  const names = Object.keys(fields);
  const shown = `${names.slice(0, 3).join(', ')}${names.length > 3 ? ', ...' : ''}`;
  return i18n._({ id: 'ipc.malformedFields', message: 'The request was malformed ({fields}), so Stint did not act on it.', values: { fields: shown } });
}

function handlerFor<C extends Command>(command: C, stint: WindowStint, options: IpcHandlerOptions, views: ViewKeeper): IpcHandler<C> {
  const channel = COMMAND_CHANNELS[command];
  const call = (
    isViewCommand(command) ? (_s: WindowStint, p: never) => (VIEW_CALLS[command] as (v: ViewKeeper, p: never) => unknown)(views, p) : CALLS[command as Exclude<Command, ViewCommand>]
  ) as (stint: WindowStint, payload: RequestOf<C>) => AnswerOf<C> | Promise<AnswerOf<C>>;
  return async (sender: unknown, payload: unknown): Promise<IpcAnswer<C>> => {
    let trusted = false;
    try {
      trusted = options.isTrustedSender(sender) === true;
    } catch {
      // A check that cannot decide does not let the call through.
    }
    const words = options.words ?? sourceWords;
    if (!trusted) return refuse({ kind: 'bad_sender', message: badSenderMessage(words()) });
    const i18n = words();
    const checked = checkPayload(command, payload, i18n);
    if (!checked.ok) return refuse({ kind: 'bad_payload', message: badPayloadMessage(checked.fields, i18n), fields: checked.fields });
    try {
      return { ok: true, value: await call(stint, checked.value) };
    } catch (error) {
      try {
        options.onFailure?.(channel, error);
      } catch {
        // Logging must not turn a plain answer into a thrown one.
      }
      return refuse({ kind: 'failed', message: failedMessage(words()) });
    }
  };
}

/** One handler per channel, keyed by channel name. */
export function createIpcHandlers(stint: WindowStint, options: IpcHandlerOptions): IpcHandlers {
  const handlers: Record<string, IpcHandler<Command>> = {};
  const views = options.views ?? createViewKeeper();
  for (const command of Object.keys(COMMAND_CHANNELS) as Command[]) {
    handlers[COMMAND_CHANNELS[command]] = handlerFor(command, stint, options, views) as IpcHandler<Command>;
  }
  return Object.freeze(handlers) as unknown as IpcHandlers;
}
