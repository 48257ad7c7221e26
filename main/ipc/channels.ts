// The IPC channel names, alone in a file without imports: the preload needs the names at
// run time, and importing contract.ts there would pull the payload schemas (and the settings
// schema's validator) into the preload bundle. contract.ts ties these names to its commands
// and events at compile time (ChannelsFit): a command without a channel, a channel without a
// command, or a misspelt one, does not compile. This file imports nothing from it, so the two
// form no import circle.

/** One channel per facade command, `ipcMain.handle`d in main, invoked by the preload. */
export const COMMAND_CHANNELS = {
  signIn: 'stint:signIn',
  signOut: 'stint:signOut',
  start: 'stint:start',
  stop: 'stint:stop',
  continueEntry: 'stint:continueEntry',
  editRunning: 'stint:editRunning',
  editDescription: 'stint:editDescription',
  setRunningStart: 'stint:setRunningStart',
  editEntry: 'stint:editEntry',
  splitEntry: 'stint:splitEntry',
  addManualEntry: 'stint:addManualEntry',
  fillGap: 'stint:fillGap',
  clearAwayLog: 'stint:clearAwayLog',
  pickProject: 'stint:pickProject',
  openTodos: 'stint:openTodos',
  refreshTodos: 'stint:refreshTodos',
  completeTodo: 'stint:completeTodo',
  undoTodo: 'stint:undoTodo',
  startTodo: 'stint:startTodo',
  showWeek: 'stint:showWeek',
  resolveIdle: 'stint:resolveIdle',
  bookIdle: 'stint:bookIdle',
  answerStillWorking: 'stint:answerStillWorking',
  snoozeReminders: 'stint:snoozeReminders',
  answerFocus: 'stint:answerFocus',
  refresh: 'stint:refresh',
  setWindowVisible: 'stint:setWindowVisible',
  updateSettings: 'stint:updateSettings',
  dismissNotice: 'stint:dismissNotice',
  undo: 'stint:undo',
  dismissNotSaved: 'stint:dismissNotSaved',
  applyNotSaved: 'stint:applyNotSaved',
  installUpdate: 'stint:installUpdate',
  dismissUpdatedNote: 'stint:dismissUpdatedNote',
  getSnapshot: 'stint:getSnapshot',
  addAccount: 'stint:addAccount',
  renameAccount: 'stint:renameAccount',
  setAccountTimesheets: 'stint:setAccountTimesheets',
  removeAccount: 'stint:removeAccount',
  useAccount: 'stint:useAccount',
  startInAccount: 'stint:startInAccount',
  pickProjectInAccount: 'stint:pickProjectInAccount',
  continueInAccount: 'stint:continueInAccount',
  addCalendar: 'stint:addCalendar',
  removeCalendar: 'stint:removeCalendar',
  renameCalendar: 'stint:renameCalendar',
  refreshCalendars: 'stint:refreshCalendars',
  fillFromEvent: 'stint:fillFromEvent',
  fillMeetings: 'stint:fillMeetings',
  forgetEventRule: 'stint:forgetEventRule',
  // The activity record (issue 62)
  setActivityRecording: 'stint:setActivityRecording',
  pauseActivity: 'stint:pauseActivity',
  deleteActivity: 'stint:deleteActivity',
  fillFromActivity: 'stint:fillFromActivity',
  previewActivityFills: 'stint:previewActivityFills',
  fillDayFromActivity: 'stint:fillDayFromActivity',
  learnActivityRule: 'stint:learnActivityRule',
  addActivityRule: 'stint:addActivityRule',
  updateActivityRule: 'stint:updateActivityRule',
  moveActivityRule: 'stint:moveActivityRule',
  removeActivityRule: 'stint:removeActivityRule',
  answerActivitySwitch: 'stint:answerActivitySwitch',
  // The export of a timesheet (issue 70)
  previewTimesheet: 'stint:previewTimesheet',
  saveTimesheet: 'stint:saveTimesheet',
  copyTimesheet: 'stint:copyTimesheet',
  previewRounding: 'stint:previewRounding',
  applyRounding: 'stint:applyRounding',
  // The window's own state, kept by main while the window is released (issue 71; view-state.ts)
  keepView: 'stint:keepView',
  getView: 'stint:getView',
} as const;

/** Channels main sends on (`webContents.send`) and the window only listens to. */
export const EVENT_CHANNELS = {
  snapshot: 'stint:snapshot',
  tray: 'stint:tray',
  prompt: 'stint:prompt',
} as const;
