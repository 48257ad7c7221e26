// One well-formed payload per command (the mapped type makes a missing command a compile
// error), and how the facade is expected to receive it.

import type { Command, RequestOf } from '../../main/ipc/contract.ts';

/** A to-do's id as the service gives it (a GUID). */
const TODO_ID = '00000000-0000-4000-8000-000000000002';

export const VALID: { readonly [C in Command]: RequestOf<C> } = {
  signIn: { baseUrl: 'https://example.com/api/v1', email: 'ada@example.com', password: 'pw', accountId: 'demo' },
  signOut: null,
  start: { projectId: 3, taskId: null, description: 'Design review' },
  stop: null,
  continueEntry: { entryKey: 'e42' },
  editRunning: { description: 'Renamed' },
  editDescription: { entryKey: 'e7', description: 'Spec review' },
  setRunningStart: { minutesAgo: 10 },
  editEntry: { entryKey: 'e7', start: '09:40', end: '10:15' },
  splitEntry: { entryKey: 'lop~1', at: '10:30', projectId: 3, taskId: null, description: 'Review' },
  addManualEntry: { date: '2026-03-10', projectId: 3, taskId: 7, description: 'Call', start: '09:00', end: null, duration: '1h30m' },
  fillGap: { start: 1_773_136_800_000, end: 1_773_140_400_000, entryKey: 'l1~1' },
  clearAwayLog: null,
  pickProject: { projectId: 3 },
  openTodos: null,
  refreshTodos: null,
  completeTodo: { todoId: TODO_ID },
  undoTodo: { todoId: TODO_ID },
  startTodo: { todoId: TODO_ID, taskId: 7 },
  showWeek: { date: '2026-03-09' },
  resolveIdle: { choice: 'discard_continue' },
  bookIdle: { projectId: 3, taskId: null, description: 'Lunch', continueTimer: true },
  answerStillWorking: { choice: 'stop_at_activity' },
  snoozeReminders: { choice: 'tomorrow' },
  answerFocus: { choice: 'take_break' },
  refresh: null,
  setWindowVisible: { visible: true },
  updateSettings: { idle: { thresholdMinutes: 10 }, updates: { channel: 'beta' }, windowMode: true, workingHours: { days: [1, 2, 3], windows: [{ start: '09:00', end: '12:00' }] } },
  dismissNotice: null,
  undo: null,
  dismissNotSaved: { id: '0b7e2c1a-5f1d-4c3e-9a57-2d1c3b4a5e6f' },
  installUpdate: null,
  dismissUpdatedNote: null,
  getSnapshot: null,
};

/** The facade method each command calls and the arguments it passes for `VALID`. */
export const EXPECTED_CALL: { readonly [C in Command]: { method: string; args: unknown[] } } = {
  signIn: { method: 'signIn', args: [VALID.signIn] },
  signOut: { method: 'signOut', args: [] },
  start: { method: 'start', args: [VALID.start] },
  stop: { method: 'stop', args: [] },
  continueEntry: { method: 'continueEntry', args: ['e42'] },
  editRunning: { method: 'editRunning', args: [VALID.editRunning] },
  editDescription: { method: 'editDescription', args: ['e7', 'Spec review'] },
  setRunningStart: { method: 'setRunningStart', args: [{ minutesAgo: 10 }] },
  editEntry: { method: 'editEntry', args: [{ entryKey: 'e7', start: '09:40', end: '10:15' }] },
  splitEntry: { method: 'splitEntry', args: [VALID.splitEntry] },
  addManualEntry: { method: 'addManualEntry', args: [VALID.addManualEntry] },
  fillGap: { method: 'fillGap', args: [VALID.fillGap] },
  clearAwayLog: { method: 'clearAwayLog', args: [] },
  pickProject: { method: 'pickProject', args: [3] },
  openTodos: { method: 'openTodos', args: [] },
  refreshTodos: { method: 'refreshTodos', args: [] },
  completeTodo: { method: 'completeTodo', args: [TODO_ID] },
  undoTodo: { method: 'undoTodo', args: [TODO_ID] },
  startTodo: { method: 'startTodo', args: [VALID.startTodo] },
  showWeek: { method: 'showWeek', args: ['2026-03-09'] },
  resolveIdle: { method: 'resolveIdle', args: ['discard_continue'] },
  bookIdle: { method: 'bookIdle', args: [VALID.bookIdle] },
  answerStillWorking: { method: 'answerStillWorking', args: ['stop_at_activity'] },
  snoozeReminders: { method: 'snoozeReminders', args: ['tomorrow'] },
  answerFocus: { method: 'answerFocus', args: ['take_break'] },
  refresh: { method: 'refresh', args: [] },
  setWindowVisible: { method: 'setWindowVisible', args: [true] },
  updateSettings: { method: 'updateSettings', args: [VALID.updateSettings] },
  dismissNotice: { method: 'dismissNotice', args: [] },
  undo: { method: 'undo', args: [] },
  dismissNotSaved: { method: 'dismissNotSaved', args: [VALID.dismissNotSaved.id] },
  installUpdate: { method: 'installUpdate', args: [] },
  dismissUpdatedNote: { method: 'dismissUpdatedNote', args: [] },
  getSnapshot: { method: 'snapshot', args: [] },
};

export const COMMANDS = Object.keys(VALID) as Command[];
