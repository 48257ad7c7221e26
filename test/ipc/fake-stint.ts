// A Stint that only records what it was asked: the IPC tests check that a refused call never
// reaches the engine, and that an accepted one reaches it with exactly the payload sent.

import type { ApplyRoundingResult, CommandResult, PersonStint, Stint } from '../../main/core/stint-api.ts';
import type { RoundingPreview } from '../../main/core/accounts/person-rounding.ts';
import type { WindowStint } from '../../main/ipc/contract.ts';
import type { ExportAnswer, TimesheetPreview } from '../../main/core/accounts/person-export.ts';
import type { RulesImportAnswer } from '../../main/core/accounts/person-activity-files.ts';
import type { Snapshot } from '../../main/core/snapshot.ts';

export interface Call {
  readonly method: string;
  readonly args: readonly unknown[];
}

const OK: CommandResult = { ok: true };
/** The key `addManualEntry` answers for the entry it "queued". */
export const FAKE_ENTRY_KEY = 'lfake';

/** What the fake's export answers: a preview of one line, and a file saved. */
export const FAKE_PREVIEW: TimesheetPreview = { ok: true, cost: ['This export needs 1 request of demo (3 entries).'], lines: [{ depth: 0, label: 'Website', figures: '1:30' }], total: '1:30', entries: 3, problems: [], incomplete: false };
export const FAKE_ROUNDING_PREVIEW: RoundingPreview = { ok: false, message: 'Account Acme has no rounding rules.', readRequests: 1 };
export const FAKE_ROUNDED: ApplyRoundingResult = { ok: true, message: 'Rounded 2 entries of Acme (+0:20)', stored: 2, added: 1200, requests: 4, spare: null, keeps: 0, left: [], queued: true };
export const FAKE_IMPORTED: RulesImportAnswer = { ok: true, added: 2, changed: 0, refused: [{ n: 3, why: 'Its projectId is not a project’s number.' }], message: '2 rules added, 1 refused: rule 3: Its projectId is not a project’s number.' };
export const FAKE_SAVED: ExportAnswer = { ok: true, path: '/home/ada/timesheet.csv', message: 'Saved 3 entries to /home/ada/timesheet.csv.' };

export class FakeStint implements WindowStint {
  readonly calls: Call[] = [];
  /** When set, every command throws this instead of answering. */
  throwing: unknown = undefined;

  constructor(private readonly snap: Snapshot = {} as Snapshot) {}

  private record(method: string, args: unknown[]): void {
    this.calls.push({ method, args });
    if (this.throwing !== undefined) throw this.throwing;
  }

  snapshot(): Snapshot {
    this.record('snapshot', []);
    return this.snap;
  }
  subscribe(): () => void {
    return () => {};
  }
  async signIn(...args: Parameters<Stint['signIn']>) {
    this.record('signIn', args);
    return OK;
  }
  async signOut() {
    this.record('signOut', []);
    return OK;
  }
  async start(...args: Parameters<Stint['start']>) {
    this.record('start', args);
    return OK;
  }
  async stop() {
    this.record('stop', []);
    return OK;
  }
  async continueEntry(...args: Parameters<Stint['continueEntry']>) {
    this.record('continueEntry', args);
    return OK;
  }
  async editRunning(...args: Parameters<Stint['editRunning']>) {
    this.record('editRunning', args);
    return OK;
  }
  async editDescription(...args: Parameters<Stint['editDescription']>) {
    this.record('editDescription', args);
    return OK;
  }
  async setRunningStart(...args: Parameters<Stint['setRunningStart']>) {
    this.record('setRunningStart', args);
    return OK;
  }
  async editEntry(...args: Parameters<Stint['editEntry']>): ReturnType<Stint['editEntry']> {
    this.record('editEntry', args);
    return { ok: true, entryKey: args[0].entryKey, entryKeys: [args[0].entryKey] };
  }
  async splitEntry(...args: Parameters<Stint['splitEntry']>): ReturnType<Stint['splitEntry']> {
    this.record('splitEntry', args);
    return { ok: true, entryKey: args[0].entryKey, entryKeys: [args[0].entryKey, 'lsplit'] };
  }
  async addManualEntry(...args: Parameters<Stint['addManualEntry']>): ReturnType<Stint['addManualEntry']> {
    this.record('addManualEntry', args);
    return { ok: true, entryKey: FAKE_ENTRY_KEY, entryKeys: [FAKE_ENTRY_KEY] };
  }
  async fillGap(...args: Parameters<Stint['fillGap']>): ReturnType<Stint['fillGap']> {
    this.record('fillGap', args);
    return { ok: true, entryKey: FAKE_ENTRY_KEY, entryKeys: [FAKE_ENTRY_KEY] };
  }
  async clearAwayLog() {
    this.record('clearAwayLog', []);
    return OK;
  }
  async showWeek(...args: Parameters<Stint['showWeek']>) {
    this.record('showWeek', args);
    return OK;
  }
  async pickProject(...args: Parameters<Stint['pickProject']>) {
    this.record('pickProject', args);
    return OK;
  }
  async openTodos() {
    this.record('openTodos', []);
    return OK;
  }
  async refreshTodos() {
    this.record('refreshTodos', []);
    return OK;
  }
  async completeTodo(...args: Parameters<Stint['completeTodo']>) {
    this.record('completeTodo', args);
    return OK;
  }
  async undoTodo(...args: Parameters<Stint['undoTodo']>) {
    this.record('undoTodo', args);
    return OK;
  }
  async startTodo(...args: Parameters<Stint['startTodo']>) {
    this.record('startTodo', args);
    return OK;
  }
  async systemShuttingDown(...args: Parameters<Stint['systemShuttingDown']>) {
    this.record('systemShuttingDown', args);
    return OK;
  }
  async answerStillWorking(...args: Parameters<Stint['answerStillWorking']>) {
    this.record('answerStillWorking', args);
    return OK;
  }
  async bookIdle(...args: Parameters<Stint['bookIdle']>) {
    this.record('bookIdle', args);
    return OK;
  }
  async resolveIdle(...args: Parameters<Stint['resolveIdle']>) {
    this.record('resolveIdle', args);
    return OK;
  }
  async snoozeReminders(...args: Parameters<Stint['snoozeReminders']>) {
    this.record('snoozeReminders', args);
    return OK;
  }
  async answerFocus(...args: Parameters<Stint['answerFocus']>) {
    this.record('answerFocus', args);
    return OK;
  }
  async refresh() {
    this.record('refresh', []);
    return OK;
  }
  setWindowVisible(...args: Parameters<Stint['setWindowVisible']>): void {
    this.record('setWindowVisible', args);
  }
  async updateSettings(...args: Parameters<Stint['updateSettings']>) {
    this.record('updateSettings', args);
    return OK;
  }
  dismissNotice(): void {
    this.record('dismissNotice', []);
  }
  async undo() {
    this.record('undo', []);
    return { ok: true as const, message: 'Undone.' };
  }
  async dismissNotSaved(...args: Parameters<Stint['dismissNotSaved']>) {
    this.record('dismissNotSaved', args);
    return OK;
  }
  async applyNotSaved(...args: Parameters<Stint['applyNotSaved']>) {
    this.record('applyNotSaved', args);
    return OK;
  }
  async installUpdate() {
    this.record('installUpdate', []);
    return OK;
  }
  dismissUpdatedNote(): void {
    this.record('dismissUpdatedNote', []);
  }
  reportShellStatus(...args: Parameters<Stint['reportShellStatus']>): void {
    this.record('reportShellStatus', args);
  }
  async settled(): Promise<void> {}
  async close(): Promise<void> {}
  async addAccount(...args: Parameters<PersonStint['addAccount']>) {
    this.record('addAccount', args);
    return OK;
  }
  async renameAccount(...args: Parameters<PersonStint['renameAccount']>) {
    this.record('renameAccount', args);
    return OK;
  }
  async setAccountTimesheets(...args: Parameters<PersonStint['setAccountTimesheets']>) {
    this.record('setAccountTimesheets', args);
    return OK;
  }
  async removeAccount(...args: Parameters<PersonStint['removeAccount']>) {
    this.record('removeAccount', args);
    return OK;
  }
  async useAccount(...args: Parameters<PersonStint['useAccount']>) {
    this.record('useAccount', args);
    return OK;
  }
  async startInAccount(...args: Parameters<PersonStint['startInAccount']>) {
    this.record('startInAccount', args);
    return OK;
  }
  async continueInAccount(...args: Parameters<PersonStint['continueInAccount']>) {
    this.record('continueInAccount', args);
    return OK;
  }
  async addCalendar(...args: Parameters<PersonStint['addCalendar']>) {
    this.record('addCalendar', args);
    return OK;
  }
  async removeCalendar(...args: Parameters<PersonStint['removeCalendar']>) {
    this.record('removeCalendar', args);
    return OK;
  }
  async renameCalendar(...args: Parameters<PersonStint['renameCalendar']>) {
    this.record('renameCalendar', args);
    return OK;
  }
  async refreshCalendars(...args: Parameters<PersonStint['refreshCalendars']>) {
    this.record('refreshCalendars', args);
    return OK;
  }
  async fillFromEvent(...args: Parameters<PersonStint['fillFromEvent']>) {
    this.record('fillFromEvent', args);
    return OK;
  }
  async fillMeetings(...args: Parameters<PersonStint['fillMeetings']>) {
    this.record('fillMeetings', args);
    return OK;
  }
  async forgetEventRule(...args: Parameters<PersonStint['forgetEventRule']>) {
    this.record('forgetEventRule', args);
    return OK;
  }
  async pickProjectInAccount(...args: Parameters<PersonStint['pickProjectInAccount']>) {
    this.record('pickProjectInAccount', args);
    return OK;
  }
  async setActivityRecording(...args: Parameters<PersonStint['setActivityRecording']>) {
    this.record('setActivityRecording', args);
    return OK;
  }
  async pauseActivity(...args: Parameters<PersonStint['pauseActivity']>) {
    this.record('pauseActivity', args);
    return OK;
  }
  async deleteActivity(...args: Parameters<PersonStint['deleteActivity']>) {
    this.record('deleteActivity', args);
    return OK;
  }
  async fillFromActivity(...args: Parameters<PersonStint['fillFromActivity']>) {
    this.record('fillFromActivity', args);
    return OK;
  }
  async previewActivityFills(...args: Parameters<PersonStint['previewActivityFills']>) {
    this.record('previewActivityFills', args);
    return OK;
  }
  async openActivityDay(...args: Parameters<PersonStint['openActivityDay']>) {
    this.record('openActivityDay', args);
    return OK;
  }
  async closeActivityDay() {
    this.record('closeActivityDay', []);
    return OK;
  }
  async previewActivityBooking(...args: Parameters<PersonStint['previewActivityBooking']>) {
    this.record('previewActivityBooking', args);
    return OK;
  }
  async bookActivityStretches(...args: Parameters<PersonStint['bookActivityStretches']>) {
    this.record('bookActivityStretches', args);
    return { ok: true as const, entryKey: FAKE_ENTRY_KEY, entryKeys: [FAKE_ENTRY_KEY] };
  }
  async fillDayFromActivity(...args: Parameters<PersonStint['fillDayFromActivity']>) {
    this.record('fillDayFromActivity', args);
    return OK;
  }
  async learnActivityRule(...args: Parameters<PersonStint['learnActivityRule']>) {
    this.record('learnActivityRule', args);
    return OK;
  }
  async addActivityRule(...args: Parameters<PersonStint['addActivityRule']>) {
    this.record('addActivityRule', args);
    return OK;
  }
  async exportActivity(...args: Parameters<PersonStint['exportActivity']>) {
    this.record('exportActivity', args);
    return OK;
  }
  async exportActivityRules(...args: Parameters<PersonStint['exportActivityRules']>) {
    this.record('exportActivityRules', args);
    return OK;
  }
  async importActivityRules(...args: Parameters<PersonStint['importActivityRules']>) {
    this.record('importActivityRules', args);
    return OK;
  }
  async dryRunActivityRule(...args: Parameters<PersonStint['dryRunActivityRule']>) {
    this.record('dryRunActivityRule', args);
    return OK;
  }
  async updateActivityRule(...args: Parameters<PersonStint['updateActivityRule']>) {
    this.record('updateActivityRule', args);
    return OK;
  }
  async moveActivityRule(...args: Parameters<PersonStint['moveActivityRule']>) {
    this.record('moveActivityRule', args);
    return OK;
  }
  async removeActivityRule(...args: Parameters<PersonStint['removeActivityRule']>) {
    this.record('removeActivityRule', args);
    return OK;
  }
  async answerActivitySwitch(...args: Parameters<PersonStint['answerActivitySwitch']>) {
    this.record('answerActivitySwitch', args);
    return OK;
  }
  async saveActivityRecord(...args: Parameters<WindowStint['saveActivityRecord']>) {
    this.record('saveActivityRecord', args);
    return FAKE_SAVED;
  }
  async saveActivityRules(...args: Parameters<WindowStint['saveActivityRules']>) {
    this.record('saveActivityRules', args);
    return FAKE_SAVED;
  }
  async importActivityRulesFile(...args: Parameters<WindowStint['importActivityRulesFile']>) {
    this.record('importActivityRulesFile', args);
    return FAKE_IMPORTED;
  }
  async previewTimesheet(...args: Parameters<WindowStint['previewTimesheet']>) {
    this.record('previewTimesheet', args);
    return FAKE_PREVIEW;
  }
  async saveTimesheet(...args: Parameters<WindowStint['saveTimesheet']>) {
    this.record('saveTimesheet', args);
    return FAKE_SAVED;
  }
  async copyTimesheet(...args: Parameters<WindowStint['copyTimesheet']>) {
    this.record('copyTimesheet', args);
    return FAKE_SAVED;
  }
  async previewRounding(...args: Parameters<WindowStint['previewRounding']>) {
    this.record('previewRounding', args);
    return FAKE_ROUNDING_PREVIEW;
  }
  async applyRounding(...args: Parameters<WindowStint['applyRounding']>) {
    this.record('applyRounding', args);
    return FAKE_ROUNDED;
  }
}
