// Every malformed payload is answered `bad_payload`, naming the field at fault, and never
// reaches the engine. The table: shapes wrong for any channel (null, undefined, a list for an
// object, extra keys, prototype keys, objects that are not plain data), then each channel's
// own fields (missing, wrong type, out of range, too long, not one of the choices).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { COMMAND_CHANNELS, PAYLOAD_SCHEMAS, type Command } from '../../main/ipc/contract.ts';
import { createIpcHandlers } from '../../main/ipc/handlers.ts';
import { FakeStint } from './fake-stint.ts';
import { COMMANDS, VALID } from './valid-payloads.ts';

const SENDER = { frame: 'stint-window' };

interface Case {
  readonly command: Command;
  readonly name: string;
  readonly payload: unknown;
  /** The one field the answer must name. */
  readonly field: string;
}

const takesPayload = (c: Command) => PAYLOAD_SCHEMAS[c].type !== 'null';

/** `valid` with `key` set to `value` as an own property, as JSON.parse would make it. */
function withOwn(valid: unknown, key: string, value: unknown): unknown {
  const o = JSON.parse(JSON.stringify(valid)) as Record<string, unknown>;
  Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
  return o;
}

function without(valid: unknown, key: string): unknown {
  const o = { ...(valid as Record<string, unknown>) };
  delete o[key];
  return o;
}

function nested(depth: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}

const HUGE = 'x'.repeat(1_000_000);

function shapeCases(command: Command): Case[] {
  const valid = VALID[command];
  const c = (name: string, payload: unknown, field = 'payload'): Case => ({ command, name, payload, field });
  if (!takesPayload(command)) {
    return [
      c('an empty object', {}),
      c('a list', []),
      c('text', 'stop'),
      c('a number', 0),
      c('false', false),
      c('a JSON __proto__ object', JSON.parse('{"__proto__": {"polluted": true}}')),
      c('a Date', new Date(0)),
    ];
  }
  return [
    c('null', null),
    c('undefined', undefined),
    c('a list for an object', []),
    c('a list holding the object', [valid]),
    c('text', JSON.stringify(valid)),
    c('a number', 42),
    c('true', true),
    c('an extra field', { ...(valid as object), extra: 1 }, 'extra'),
    c('a __proto__ key (from JSON)', withOwn(valid, '__proto__', { polluted: true }), '__proto__'),
    c('a constructor key', withOwn(valid, 'constructor', { prototype: { polluted: true } }), 'constructor'),
    c('a prototype key', withOwn(valid, 'prototype', {}), 'prototype'),
    c('fields inherited through the prototype', Object.create(valid as object)),
    c('a class instance', Object.assign(new (class Payload {})(), valid)),
    c('a Map', new Map(Object.entries(valid as object))),
    c('a Date', new Date(0)),
    c('a function', () => valid),
    c('a symbol key', Object.assign({ [Symbol('x')]: 1 }, valid)),
  ];
}

const FIELD_CASES: Case[] = [
  // signIn
  ...(['baseUrl', 'email', 'password', 'accountId'] as const).flatMap((f): Case[] => [
    { command: 'signIn', name: `${f} missing`, payload: without(VALID.signIn, f), field: f },
    { command: 'signIn', name: `${f} a number`, payload: { ...VALID.signIn, [f]: 1 }, field: f },
    { command: 'signIn', name: `${f} null`, payload: { ...VALID.signIn, [f]: null }, field: f },
    { command: 'signIn', name: `${f} huge`, payload: { ...VALID.signIn, [f]: HUGE }, field: f },
    { command: 'signIn', name: `${f} a list`, payload: { ...VALID.signIn, [f]: ['a'] }, field: f },
    { command: 'signIn', name: `${f} an object`, payload: { ...VALID.signIn, [f]: { toString: 'a' } }, field: f },
  ]),
  // start, editRunning, addManualEntry share projectId/taskId/description
  ...(['start', 'editRunning', 'addManualEntry'] as const).flatMap((command): Case[] => {
    const valid = VALID[command];
    const c = (name: string, patch: object, field: string): Case => ({ command, name, payload: { ...valid, ...patch }, field });
    return [
      c('projectId negative', { projectId: -1 }, 'projectId'),
      c('projectId zero', { projectId: 0 }, 'projectId'),
      c('projectId a fraction', { projectId: 1.5 }, 'projectId'),
      c('projectId text', { projectId: '3' }, 'projectId'),
      c('projectId NaN', { projectId: Number.NaN }, 'projectId'),
      c('projectId Infinity', { projectId: Number.POSITIVE_INFINITY }, 'projectId'),
      c('projectId beyond safe integers', { projectId: 2 ** 60 }, 'projectId'),
      c('projectId null', { projectId: null }, 'projectId'),
      c('projectId an object', { projectId: { id: 3 } }, 'projectId'),
      c('taskId negative', { taskId: -3 }, 'taskId'),
      c('taskId text', { taskId: 'x' }, 'taskId'),
      c('taskId true', { taskId: true }, 'taskId'),
      c('description a number', { description: 5 }, 'description'),
      c('description null', { description: null }, 'description'),
      c('description huge', { description: HUGE }, 'description'),
      c('description a list', { description: ['a'] }, 'description'),
    ];
  }),
  { command: 'start', name: 'projectId missing', payload: { description: 'x' }, field: 'projectId' },
  { command: 'addAccount', name: 'label missing', payload: without(VALID.addAccount, 'label'), field: 'label' },
  { command: 'addAccount', name: 'password huge', payload: { ...VALID.addAccount, password: HUGE }, field: 'password' },
  { command: 'renameAccount', name: 'accountKey with a slash', payload: { ...VALID.renameAccount, accountKey: '../main' }, field: 'accountKey' },
  { command: 'renameAccount', name: 'label a number', payload: { ...VALID.renameAccount, label: 7 }, field: 'label' },
  { command: 'setAccountTimesheets', name: 'currency lower-case', payload: { ...VALID.setAccountTimesheets, currency: 'eur' }, field: 'currency' },
  { command: 'setAccountTimesheets', name: 'rounding a list', payload: { ...VALID.setAccountTimesheets, rounding: [] }, field: 'rounding' },
  { command: 'removeAccount', name: 'discardQueued missing', payload: without(VALID.removeAccount, 'discardQueued'), field: 'discardQueued' },
  { command: 'removeAccount', name: 'accountKey empty', payload: { ...VALID.removeAccount, accountKey: '' }, field: 'accountKey' },
  { command: 'removeAccount', name: 'asked not a question id', payload: { ...VALID.removeAccount, asked: 'Remove it' }, field: 'asked' },
  { command: 'useAccount', name: 'accountKey upper case', payload: { accountKey: 'MAIN' }, field: 'accountKey' },
  { command: 'startInAccount', name: 'accountKey missing', payload: without(VALID.startInAccount, 'accountKey'), field: 'accountKey' },
  { command: 'startInAccount', name: 'projectId zero', payload: { ...VALID.startInAccount, projectId: 0 }, field: 'projectId' },
  { command: 'pickProjectInAccount', name: 'projectId text', payload: { ...VALID.pickProjectInAccount, projectId: '3' }, field: 'projectId' },
  { command: 'continueInAccount', name: 'entryKey missing', payload: without(VALID.continueInAccount, 'entryKey'), field: 'entryKey' },
  { command: 'continueInAccount', name: 'accountKey with a dot', payload: { ...VALID.continueInAccount, accountKey: 'a.b' }, field: 'accountKey' },
  // The calendars: an address bounded (its reading is the engine's), ids that name a durable record, names and colours as the list keeps them
  { command: 'addCalendar', name: 'address missing', payload: without(VALID.addCalendar, 'address'), field: 'address' },
  { command: 'addCalendar', name: 'address huge', payload: { ...VALID.addCalendar, address: `https://example.com/${HUGE}` }, field: 'address' },
  { command: 'addCalendar', name: 'address over 2000 characters', payload: { ...VALID.addCalendar, address: `https://example.com/${'a'.repeat(2_000)}` }, field: 'address' },
  { command: 'addCalendar', name: 'address a list', payload: { ...VALID.addCalendar, address: ['https://example.com/a.ics'] }, field: 'address' },
  { command: 'addCalendar', name: 'name over 40 characters', payload: { ...VALID.addCalendar, name: 'n'.repeat(41) }, field: 'name' },
  { command: 'addCalendar', name: 'colour a word', payload: { ...VALID.addCalendar, colour: 'blue' }, field: 'colour' },
  { command: 'addCalendar', name: 'colour short', payload: { ...VALID.addCalendar, colour: '#fff' }, field: 'colour' },
  { command: 'addCalendar', name: 'colour with a stray line', payload: { ...VALID.addCalendar, colour: '#16a34a\n' }, field: 'colour' },
  ...(['removeCalendar', 'refreshCalendars'] as const).flatMap((command): Case[] => [
    { command, name: 'calendarId a path', payload: { calendarId: '../calendar-copy-c1a2b3c4d' }, field: 'calendarId' },
    { command, name: 'calendarId upper case', payload: { calendarId: 'C1A2B3C4D' }, field: 'calendarId' },
    { command, name: 'calendarId too long', payload: { calendarId: 'c1a2b3c4d5' }, field: 'calendarId' },
    { command, name: 'calendarId a number', payload: { calendarId: 1 }, field: 'calendarId' },
  ]),
  { command: 'removeCalendar', name: 'calendarId missing', payload: {}, field: 'calendarId' },
  { command: 'refreshCalendars', name: 'calendarId null', payload: { calendarId: null }, field: 'calendarId' },
  { command: 'renameCalendar', name: 'name missing', payload: without(VALID.renameCalendar, 'name'), field: 'name' },
  { command: 'renameCalendar', name: 'name huge', payload: { ...VALID.renameCalendar, name: HUGE }, field: 'name' },
  { command: 'renameCalendar', name: 'colour without its #', payload: { ...VALID.renameCalendar, colour: 'db2777' }, field: 'colour' },
  { command: 'renameCalendar', name: 'calendarId empty', payload: { ...VALID.renameCalendar, calendarId: '' }, field: 'calendarId' },
  { command: 'fillFromEvent', name: 'eventKey missing', payload: without(VALID.fillFromEvent, 'eventKey'), field: 'eventKey' },
  { command: 'fillFromEvent', name: 'eventKey empty', payload: { ...VALID.fillFromEvent, eventKey: '' }, field: 'eventKey' },
  { command: 'fillFromEvent', name: 'eventKey over 600 characters', payload: { ...VALID.fillFromEvent, eventKey: `c1a2b3c4d:${'u'.repeat(600)}:` }, field: 'eventKey' },
  { command: 'fillFromEvent', name: 'remember unknown', payload: { ...VALID.fillFromEvent, remember: 'always' }, field: 'remember' },
  { command: 'fillFromEvent', name: 'remember true', payload: { ...VALID.fillFromEvent, remember: true }, field: 'remember' },
  { command: 'fillFromEvent', name: 'projectId zero', payload: { ...VALID.fillFromEvent, projectId: 0 }, field: 'projectId' },
  { command: 'fillFromEvent', name: 'anyTime as text', payload: { ...VALID.fillFromEvent, anyTime: 'yes' }, field: 'anyTime' },
  { command: 'fillFromEvent', name: 'description huge', payload: { ...VALID.fillFromEvent, description: HUGE }, field: 'description' },
  { command: 'fillMeetings', name: 'date missing', payload: {}, field: 'date' },
  { command: 'fillMeetings', name: 'date in another format', payload: { date: '10/03/2026' }, field: 'date' },
  { command: 'fillMeetings', name: 'date a number', payload: { date: 20260310 }, field: 'date' },
  { command: 'forgetEventRule', name: 'ruleId missing', payload: {}, field: 'ruleId' },
  { command: 'forgetEventRule', name: 'ruleId a path', payload: { ruleId: '../event-rules' }, field: 'ruleId' },
  { command: 'forgetEventRule', name: 'ruleId huge', payload: { ruleId: `r${HUGE}` }, field: 'ruleId' },
  { command: 'forgetEventRule', name: 'ruleId empty', payload: { ruleId: '' }, field: 'ruleId' },
  // The activity record: choices closed, dates and instants as the snapshot gives them, patterns bounded, ids that name a rule
  { command: 'setActivityRecording', name: 'on missing', payload: {}, field: 'on' },
  { command: 'setActivityRecording', name: 'on as text', payload: { on: 'true' }, field: 'on' },
  { command: 'pauseActivity', name: 'choice unknown', payload: { choice: 'week' }, field: 'choice' },
  { command: 'pauseActivity', name: 'choice a number of minutes', payload: { choice: 60 }, field: 'choice' },
  { command: 'deleteActivity', name: 'range missing', payload: {}, field: 'range' },
  { command: 'deleteActivity', name: 'range a date', payload: { range: '2026-03-10' }, field: 'range' },
  { command: 'fillFromActivity', name: 'gapStart missing', payload: without(VALID.fillFromActivity, 'gapStart'), field: 'gapStart' },
  { command: 'fillFromActivity', name: 'gapStart as a time of day', payload: { ...VALID.fillFromActivity, gapStart: '10:00' }, field: 'gapStart' },
  { command: 'fillFromActivity', name: 'date missing', payload: without(VALID.fillFromActivity, 'date'), field: 'date' },
  { command: 'fillFromActivity', name: 'remember unknown', payload: { ...VALID.fillFromActivity, remember: 'event' }, field: 'remember' },
  { command: 'fillFromActivity', name: 'projectId zero', payload: { ...VALID.fillFromActivity, projectId: 0 }, field: 'projectId' },
  { command: 'fillFromActivity', name: 'accountKey upper case', payload: { ...VALID.fillFromActivity, accountKey: 'MAIN' }, field: 'accountKey' },
  { command: 'previewActivityFills', name: 'date in another format', payload: { date: '10/03/2026' }, field: 'date' },
  { command: 'fillDayFromActivity', name: 'date missing', payload: {}, field: 'date' },
  { command: 'openActivityDay', name: 'date in another format', payload: { date: '9 March' }, field: 'date' },
  { command: 'previewActivityBooking', name: 'starts empty', payload: { date: '2026-03-09', starts: [] }, field: 'starts' },
  { command: 'bookActivityStretches', name: 'a start as a time of day', payload: { ...VALID.bookActivityStretches, starts: ['10:00'] }, field: 'starts.0' },
  { command: 'bookActivityStretches', name: 'projectId missing', payload: without(VALID.bookActivityStretches, 'projectId'), field: 'projectId' },
  { command: 'learnActivityRule', name: 'by unknown', payload: { ...VALID.learnActivityRule, by: 'url' }, field: 'by' },
  { command: 'learnActivityRule', name: 'entryKey a path', payload: { ...VALID.learnActivityRule, entryKey: '../x' }, field: 'entryKey' },
  ...(['addActivityRule', 'updateActivityRule', 'dryRunActivityRule'] as const).flatMap((command): Case[] => [
    { command, name: 'projectId missing', payload: without(VALID[command], 'projectId'), field: 'projectId' },
    { command, name: 'title pattern over 200 characters', payload: { ...VALID[command], title: `*${'t'.repeat(200)}` }, field: 'title' },
    { command, name: 'app pattern a list', payload: { ...VALID[command], app: ['Figma'] }, field: 'app' },
    { command, name: 'description huge', payload: { ...VALID[command], description: HUGE }, field: 'description' },
    { command, name: 'taskId as text', payload: { ...VALID[command], taskId: '7' }, field: 'taskId' },
    { command, name: 'words a list', payload: { ...VALID[command], allWords: ['design'] }, field: 'allWords' },
    { command, name: 'regex over 200 characters', payload: { ...VALID[command], regex: 'r'.repeat(201) }, field: 'regex' },
  ]),
  { command: 'dryRunActivityRule', name: 'ruleId a path', payload: { ...VALID.dryRunActivityRule, ruleId: '../x' }, field: 'ruleId' },
  { command: 'updateActivityRule', name: 'ruleId missing', payload: without(VALID.updateActivityRule, 'ruleId'), field: 'ruleId' },
  { command: 'moveActivityRule', name: 'index negative', payload: { ...VALID.moveActivityRule, index: -1 }, field: 'index' },
  { command: 'moveActivityRule', name: 'index not whole', payload: { ...VALID.moveActivityRule, index: 0.5 }, field: 'index' },
  { command: 'moveActivityRule', name: 'index missing', payload: without(VALID.moveActivityRule, 'index'), field: 'index' },
  { command: 'removeActivityRule', name: 'ruleId a path', payload: { ruleId: '../activity-rules' }, field: 'ruleId' },
  { command: 'answerActivitySwitch', name: 'choice yes', payload: { choice: 'yes' }, field: 'choice' },
  // The export of a timesheet (issue 70)
  ...(['previewTimesheet', 'copyTimesheet'] as const).flatMap((command): Case[] => [
    { command, name: 'from not a date', payload: { ...VALID[command], from: 'last week' }, field: 'from' },
    { command, name: 'to missing', payload: without(VALID[command], 'to'), field: 'to' },
    { command, name: 'a grouping unknown', payload: { ...VALID[command], groupBy: ['client'] }, field: 'groupBy.0' },
    { command, name: 'a grouping twice', payload: { ...VALID[command], groupBy: ['day', 'day'] }, field: 'groupBy' },
    { command, name: 'a column unknown', payload: { ...VALID[command], columns: ['date', 'salary'] }, field: 'columns.1' },
    { command, name: 'no column', payload: { ...VALID[command], columns: [] }, field: 'columns' },
    { command, name: 'accounts empty', payload: { ...VALID[command], accounts: [] }, field: 'accounts' },
    { command, name: 'an account key a path', payload: { ...VALID[command], accounts: ['../main'] }, field: 'accounts.0' },
    { command, name: 'style hours', payload: { ...VALID[command], style: 'hours' }, field: 'style' },
    { command, name: 'rounding as text', payload: { ...VALID[command], rounding: 'true' }, field: 'rounding' },
    { command, name: 'a filter of a key no account has (a path)', payload: { ...VALID[command], filters: { '../main': { projectIds: [3] } } }, field: 'filters.../main' },
    { command, name: 'a filter of an upper-case key', payload: { ...VALID[command], filters: { Main: { projectIds: [3] } } }, field: 'filters.Main' },
    { command, name: 'a project id not whole', payload: { ...VALID[command], filters: { main: { projectIds: [3.5] } } }, field: 'filters.main.projectIds.0' },
    { command, name: 'a project id as text', payload: { ...VALID[command], filters: { main: { projectIds: ['3'] } } }, field: 'filters.main.projectIds.0' },
    { command, name: 'a customer id of 0', payload: { ...VALID[command], filters: { main: { customerIds: [0] } } }, field: 'filters.main.customerIds.0' },
    { command, name: 'a task id negative', payload: { ...VALID[command], filters: { main: { projectIds: [3], taskIds: [-1] } } }, field: 'filters.main.taskIds.0' },
    { command, name: 'an empty list of projects', payload: { ...VALID[command], filters: { main: { projectIds: [] } } }, field: 'filters.main.projectIds' },
    { command, name: 'a project twice', payload: { ...VALID[command], filters: { main: { projectIds: [3, 3] } } }, field: 'filters.main.projectIds' },
    { command, name: 'a filter of nothing', payload: { ...VALID[command], filters: { main: {} } }, field: 'filters.main' },
    { command, name: 'a filter by client', payload: { ...VALID[command], filters: { main: { clientIds: [3] } } }, field: 'filters.main.clientIds' },
    { command, name: 'filters a list', payload: { ...VALID[command], filters: [{ projectIds: [3] }] }, field: 'filters' },
  ]),
  ...(['previewRounding', 'applyRounding'] as const).flatMap((command): Case[] => [
    { command, name: 'from not a date', payload: { ...VALID[command], from: 'last month' }, field: 'from' },
    { command, name: 'no account (one at a time: its rules are its own)', payload: without(VALID[command], 'account'), field: 'account' },
    { command, name: 'several accounts', payload: { ...VALID[command], account: ['main', 'a2'] }, field: 'account' },
    { command, name: 'a filter of the project by name', payload: { ...VALID[command], filter: { projectIds: ['Website'] } }, field: 'filter.projectIds.0' },
    { command, name: 'a task id not whole', payload: { ...VALID[command], filter: { projectIds: [3], taskIds: [1.5] } }, field: 'filter.taskIds.0' },
    { command, name: 'filters of several accounts (one at a time)', payload: { ...VALID[command], filters: { main: { projectIds: [3] } } }, field: 'filters' },
  ]),
  // The record's files (issue 73): dates, CSV or JSON; the path is the dialog's, never the window's.
  { command: 'saveActivityRecord', name: 'from missing', payload: without(VALID.saveActivityRecord, 'from'), field: 'from' },
  { command: 'saveActivityRecord', name: 'to in another format', payload: { ...VALID.saveActivityRecord, to: '08/03/2026' }, field: 'to' },
  { command: 'saveActivityRecord', name: 'format xlsx (the record is CSV or JSON)', payload: { ...VALID.saveActivityRecord, format: 'xlsx' }, field: 'format' },
  { command: 'saveActivityRecord', name: 'format missing', payload: without(VALID.saveActivityRecord, 'format'), field: 'format' },
  { command: 'saveActivityRecord', name: 'a path sent (the dialog chooses it)', payload: { ...VALID.saveActivityRecord, output: '/etc/cron.d/x' }, field: 'output' },
  { command: 'importActivityRulesFile', name: 'a path sent (the dialog chooses it)', payload: { path: '/etc/shadow' }, field: 'payload' },
  { command: 'importActivityRulesFile', name: "a file's text sent (the app reads the file the person chose)", payload: '[{"match":{}}]', field: 'payload' },
  { command: 'saveTimesheet', name: 'format docx', payload: { ...VALID.saveTimesheet, format: 'docx' }, field: 'format' },
  { command: 'saveTimesheet', name: 'request missing', payload: without(VALID.saveTimesheet, 'request'), field: 'request' },
  { command: 'saveTimesheet', name: "the request's from not a date", payload: { ...VALID.saveTimesheet, request: { ...VALID.saveTimesheet.request, from: 'x' } }, field: 'request.from' },
  { command: 'saveTimesheet', name: 'a path sent (the dialog chooses it)', payload: { ...VALID.saveTimesheet, path: '/etc/passwd' }, field: 'path' },
  { command: 'editRunning', name: 'nothing to change', payload: {}, field: 'payload' },
  { command: 'setRunningStart', name: 'no choice', payload: {}, field: 'payload' },
  { command: 'editEntry', name: 'entryKey missing', payload: { start: '09:00' }, field: 'entryKey' },
  { command: 'editEntry', name: 'date not a date', payload: { entryKey: 'e1', date: 'Monday' }, field: 'date' },
  { command: 'splitEntry', name: 'at missing', payload: { entryKey: 'e1' }, field: 'at' },
  { command: 'fillGap', name: 'end missing', payload: { start: 1, entryKey: 'e1' }, field: 'end' },
  { command: 'fillGap', name: 'start as a time of day', payload: { start: '10:00', end: 2, entryKey: 'e1' }, field: 'start' },
  { command: 'fillGap', name: 'start not whole', payload: { start: 1.5, end: 2, entryKey: 'e1' }, field: 'start' },
  { command: 'fillGap', name: 'end negative', payload: { start: 1, end: -2, entryKey: 'e1' }, field: 'end' },
  { command: 'fillGap', name: 'entryKey with a slash', payload: { start: 1, end: 2, entryKey: 'e1/2' }, field: 'entryKey' },
  { command: 'splitEntry', name: 'entryKey with a slash', payload: { entryKey: 'e1/2', at: '10:00' }, field: 'entryKey' },
  { command: 'setRunningStart', name: 'minutes ago of 0', payload: { minutesAgo: 0 }, field: 'minutesAgo' },
  { command: 'setRunningStart', name: 'minutes ago as text', payload: { minutesAgo: '10' }, field: 'minutesAgo' },
  { command: 'setRunningStart', name: 'fromLastStop false', payload: { fromLastStop: false }, field: 'fromLastStop' },
  { command: 'editDescription', name: 'entryKey missing', payload: { description: 'x' }, field: 'entryKey' },
  { command: 'editDescription', name: 'description missing', payload: { entryKey: 'e1' }, field: 'description' },
  { command: 'editDescription', name: 'entryKey not a key', payload: { entryKey: '../x', description: 'x' }, field: 'entryKey' },
  { command: 'editDescription', name: 'description a number', payload: { entryKey: 'e1', description: 5 }, field: 'description' },
  // addManualEntry
  { command: 'addManualEntry', name: 'date missing', payload: without(VALID.addManualEntry, 'date'), field: 'date' },
  { command: 'addManualEntry', name: 'projectId missing', payload: without(VALID.addManualEntry, 'projectId'), field: 'projectId' },
  { command: 'addManualEntry', name: 'date with slashes', payload: { ...VALID.addManualEntry, date: '2026/03/10' }, field: 'date' },
  { command: 'addManualEntry', name: 'date a number', payload: { ...VALID.addManualEntry, date: 20260310 }, field: 'date' },
  { command: 'addManualEntry', name: 'date huge', payload: { ...VALID.addManualEntry, date: HUGE }, field: 'date' },
  ...(['start', 'end', 'duration'] as const).flatMap((f): Case[] => [
    { command: 'addManualEntry', name: `${f} a number`, payload: { ...VALID.addManualEntry, [f]: 930 }, field: f },
    { command: 'addManualEntry', name: `${f} huge`, payload: { ...VALID.addManualEntry, [f]: HUGE }, field: f },
    { command: 'addManualEntry', name: `${f} an object`, payload: { ...VALID.addManualEntry, [f]: { h: 9 } }, field: f },
  ]),
  // continueEntry
  { command: 'continueEntry', name: 'entryKey missing', payload: {}, field: 'entryKey' },
  { command: 'continueEntry', name: 'entryKey a number', payload: { entryKey: 42 }, field: 'entryKey' },
  { command: 'continueEntry', name: 'entryKey empty', payload: { entryKey: '' }, field: 'entryKey' },
  { command: 'continueEntry', name: 'entryKey not an entry key', payload: { entryKey: '../../etc' }, field: 'entryKey' },
  { command: 'continueEntry', name: 'entryKey huge', payload: { entryKey: `e${HUGE}` }, field: 'entryKey' },
  // pickProject
  { command: 'pickProject', name: 'projectId missing', payload: {}, field: 'projectId' },
  { command: 'pickProject', name: 'projectId zero', payload: { projectId: 0 }, field: 'projectId' },
  { command: 'pickProject', name: 'projectId negative', payload: { projectId: -7 }, field: 'projectId' },
  { command: 'pickProject', name: 'projectId text', payload: { projectId: '7' }, field: 'projectId' },
  // completeTodo, undoTodo, startTodo: the id goes into the service's path
  ...(['completeTodo', 'undoTodo', 'startTodo'] as const).flatMap((command): Case[] => [
    { command, name: 'todoId missing', payload: {}, field: 'todoId' },
    { command, name: 'todoId a number', payload: { todoId: 42 }, field: 'todoId' },
    { command, name: 'todoId empty', payload: { todoId: '' }, field: 'todoId' },
    { command, name: 'todoId null', payload: { todoId: null }, field: 'todoId' },
    { command, name: 'todoId a path', payload: { todoId: '../time-entries/1' }, field: 'todoId' },
    { command, name: 'todoId with a query', payload: { todoId: 'abc?is_completed=0' }, field: 'todoId' },
    { command, name: 'todoId huge', payload: { todoId: `a${HUGE}` }, field: 'todoId' },
  ]),
  { command: 'startTodo', name: 'taskId zero', payload: { todoId: 'abc', taskId: 0 }, field: 'taskId' },
  { command: 'startTodo', name: 'taskId text', payload: { todoId: 'abc', taskId: '7' }, field: 'taskId' },
  { command: 'startTodo', name: 'a description (the to-do names it)', payload: { todoId: 'abc', description: 'x' }, field: 'description' },
  // dismissNotSaved: an id as the snapshot lists it
  { command: 'dismissNotSaved', name: 'id missing', payload: {}, field: 'id' },
  { command: 'dismissNotSaved', name: 'id a number', payload: { id: 7 }, field: 'id' },
  { command: 'dismissNotSaved', name: 'id empty', payload: { id: '' }, field: 'id' },
  { command: 'dismissNotSaved', name: 'id with a slash', payload: { id: '../x' }, field: 'id' },
  { command: 'dismissNotSaved', name: 'id huge', payload: { id: `a${HUGE}` }, field: 'id' },
  { command: 'applyNotSaved', name: 'id missing', payload: {}, field: 'id' },
  { command: 'applyNotSaved', name: 'id with a slash', payload: { id: '../x' }, field: 'id' },
  // showWeek
  { command: 'showWeek', name: 'date missing', payload: {}, field: 'date' },
  { command: 'showWeek', name: 'date a number', payload: { date: 20261116 }, field: 'date' },
  { command: 'showWeek', name: 'date in another format', payload: { date: '16/11/2026' }, field: 'date' },
  // resolveIdle, snoozeReminders
  { command: 'resolveIdle', name: 'choice missing', payload: {}, field: 'choice' },
  { command: 'answerStillWorking', name: 'choice unknown', payload: { choice: 'stop' }, field: 'choice' },
  { command: 'bookIdle', name: 'continueTimer missing', payload: { projectId: 3 }, field: 'continueTimer' },
  { command: 'bookIdle', name: 'projectId a string', payload: { projectId: '3', continueTimer: false }, field: 'projectId' },
  { command: 'resolveIdle', name: 'choice unknown', payload: { choice: 'maybe' }, field: 'choice' },
  { command: 'resolveIdle', name: 'choice in other case', payload: { choice: 'KEEP' }, field: 'choice' },
  { command: 'resolveIdle', name: 'choice a number', payload: { choice: 1 }, field: 'choice' },
  { command: 'snoozeReminders', name: 'choice unknown', payload: { choice: 'week' }, field: 'choice' },
  { command: 'snoozeReminders', name: 'choice null', payload: { choice: null }, field: 'choice' },
  // answerFocus
  { command: 'answerFocus', name: 'choice missing', payload: {}, field: 'choice' },
  { command: 'answerFocus', name: 'choice unknown', payload: { choice: 'snooze' }, field: 'choice' },
  { command: 'answerFocus', name: 'choice as the label', payload: { choice: 'Take a break' }, field: 'choice' },
  { command: 'answerFocus', name: 'choice a list', payload: { choice: ['continue'] }, field: 'choice' },
  { command: 'answerFocus', name: 'an entry to continue (the engine knows it)', payload: { choice: 'continue', entryKey: 'e42' }, field: 'entryKey' },
  // setWindowVisible
  { command: 'setWindowVisible', name: 'visible missing', payload: {}, field: 'visible' },
  { command: 'setWindowVisible', name: 'visible text', payload: { visible: 'yes' }, field: 'visible' },
  { command: 'setWindowVisible', name: 'visible 1', payload: { visible: 1 }, field: 'visible' },
  // updateSettings
  { command: 'updateSettings', name: 'a threshold below range', payload: { idle: { thresholdMinutes: -5 } }, field: 'idle.thresholdMinutes' },
  { command: 'updateSettings', name: 'a threshold as text', payload: { idle: { thresholdMinutes: '5' } }, field: 'idle.thresholdMinutes' },
  { command: 'updateSettings', name: 'an interval above range', payload: { reminders: { intervalMinutes: 10_000 } }, field: 'reminders.intervalMinutes' },
  { command: 'updateSettings', name: 'an unknown theme', payload: { theme: 'pink' }, field: 'theme' },
  { command: 'updateSettings', name: 'window mode as text', payload: { windowMode: 'on' }, field: 'windowMode' },
  // The shell marks the no-tray notice told through the facade; the window may not.
  { command: 'updateSettings', name: 'trayNoticeShown', payload: { trayNoticeShown: true }, field: 'trayNoticeShown' },
  // The engine keeps the version that ran last; a window that set it could show or hide "Updated to".
  { command: 'updateSettings', name: 'lastRunVersion', payload: { lastRunVersion: '0.0.1' }, field: 'lastRunVersion' },
  { command: 'updateSettings', name: 'an unknown update channel', payload: { updates: { channel: 'nightly' } }, field: 'updates.channel' },
  { command: 'updateSettings', name: 'updates on as text', payload: { updates: { enabled: 'yes' } }, field: 'updates.enabled' },
  { command: 'updateSettings', name: 'an unknown key in updates', payload: { updates: { feed: 'https://evil.test' } }, field: 'updates.feed' },
  { command: 'updateSettings', name: 'a focus length below range', payload: { focus: { focusMinutes: 1 } }, field: 'focus.focusMinutes' },
  { command: 'updateSettings', name: 'focus sessions on as text', payload: { focus: { enabled: 'true' } }, field: 'focus.enabled' },
  { command: 'updateSettings', name: 'a long break every 0 sessions', payload: { focus: { longBreakEvery: 0 } }, field: 'focus.longBreakEvery' },
  { command: 'updateSettings', name: 'an unknown key in focus', payload: { focus: { state: 'break' } }, field: 'focus.state' },
  { command: 'updateSettings', name: 'installId', payload: { installId: 'abcdefgh-1234' }, field: 'installId' },
  { command: 'updateSettings', name: 'version', payload: { version: 9 }, field: 'version' },
  { command: 'updateSettings', name: 'a token', payload: { token: 'abc' }, field: 'token' },
  { command: 'updateSettings', name: 'a token inside a group', payload: { idle: { enabled: true, token: 'abc' } }, field: 'idle.token' },
  { command: 'updateSettings', name: 'a password in lastSignIn', payload: { lastSignIn: { password: 'pw' } }, field: 'lastSignIn.password' },
  { command: 'updateSettings', name: 'a group as a list', payload: { idle: [] }, field: 'idle' },
  { command: 'updateSettings', name: 'a group as null', payload: { reminders: null }, field: 'reminders' },
  { command: 'updateSettings', name: 'a day out of range', payload: { workingHours: { days: [9], windows: [{ start: '09:00', end: '17:00' }] } }, field: 'workingHours.days.0' },
  { command: 'updateSettings', name: 'a window without an end', payload: { workingHours: { days: [1], windows: [{ start: '09:00' }] } }, field: 'workingHours.windows.0.end' },
  { command: 'updateSettings', name: 'a window with an extra key', payload: { workingHours: { days: [1], windows: [{ start: '09:00', end: '17:00', tz: 'x' }] } }, field: 'workingHours.windows.0.tz' },
  { command: 'updateSettings', name: 'a huge list of days', payload: { workingHours: { days: Array.from({ length: 100_000 }, () => 1), windows: [{ start: '09:00', end: '17:00' }] } }, field: 'workingHours.days' },
  { command: 'updateSettings', name: 'a list with holes', payload: { workingHours: { days: [1, , 3], windows: [{ start: '09:00', end: '17:00' }] } }, field: 'workingHours.days' },
  { command: 'updateSettings', name: 'a huge shortcut', payload: { shortcut: HUGE }, field: 'shortcut' },
  { command: 'updateSettings', name: 'an address that is not one', payload: { lastSignIn: { serviceAddress: 'ftp://x' } }, field: 'lastSignIn.serviceAddress' },
  { command: 'updateSettings', name: 'a __proto__ group (from JSON)', payload: JSON.parse('{"__proto__": {"idle": {"enabled": false}}}'), field: '__proto__' },
  { command: 'updateSettings', name: 'a __proto__ key inside a group', payload: JSON.parse('{"idle": {"__proto__": {"enabled": false}}}'), field: 'idle.__proto__' },
  { command: 'updateSettings', name: 'a constructor key inside a group', payload: { idle: withOwn({}, 'constructor', {}) }, field: 'idle.constructor' },
  { command: 'updateSettings', name: 'nested 10,000 deep', payload: { idle: nested(10_000) }, field: ['idle', ...Array.from({ length: 16 }, () => 'a')].join('.') },
  { command: 'updateSettings', name: 'a getter', payload: Object.defineProperty({}, 'theme', { get: () => assert.fail('the getter ran'), enumerable: true }), field: 'theme' },
];

const CASES: Case[] = [...COMMANDS.flatMap(shapeCases), ...FIELD_CASES];

for (const k of CASES) {
  test(`${COMMAND_CHANNELS[k.command]}: ${k.name} is bad_payload on ${k.field}`, async () => {
    const fake = new FakeStint();
    const handlers = createIpcHandlers(fake, { isTrustedSender: (s) => s === SENDER });
    const answer = await handlers[COMMAND_CHANNELS[k.command]](SENDER, k.payload);
    assert.equal(answer.ok, false);
    if (answer.ok) return;
    assert.equal(answer.error.kind, 'bad_payload');
    assert.deepEqual(Object.keys(answer.error.fields ?? {}), [k.field]);
    assert.match(answer.error.message, /malformed/);
    assert.match(answer.error.message, new RegExp(k.field.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    assert.deepEqual(fake.calls, [], 'the engine was called');
  });
}

test('every channel has at least one malformed case beyond the shared shapes', () => {
  const covered = new Set(FIELD_CASES.map((k) => k.command));
  assert.deepEqual(COMMANDS.filter((c) => takesPayload(c) && !covered.has(c)), []);
});

test('a refused payload never repeats its values: a long password, a huge description', async () => {
  const fake = new FakeStint();
  const handlers = createIpcHandlers(fake, { isTrustedSender: () => true });
  const password = `canary-password-${'p'.repeat(2_000)}`;
  const answers = [
    await handlers['stint:signIn'](null, { ...VALID.signIn, password }),
    await handlers['stint:signIn'](null, { ...VALID.signIn, password: 'canary-short', extra: 'canary-extra-value' }),
    await handlers['stint:start'](null, { projectId: 'canary-project', description: 'canary-description' }),
  ];
  const text = JSON.stringify(answers);
  for (const canary of ['canary-password', 'canary-short', 'canary-extra-value', 'canary-project', 'canary-description']) {
    assert.equal(text.includes(canary), false, `${canary} was echoed`);
  }
  assert.deepEqual(
    answers.map((a) => (a.ok ? [] : Object.keys(a.error.fields ?? {}))),
    [['password'], ['extra'], ['projectId']],
  );
  assert.deepEqual(fake.calls, []);
});

test('a field name chosen by the sender is cut short in the answer', async () => {
  const handlers = createIpcHandlers(new FakeStint(), { isTrustedSender: () => true });
  const answer = await handlers['stint:start'](null, { ...VALID.start, [HUGE]: 1 });
  assert.equal(answer.ok, false);
  if (answer.ok) return;
  const [name] = Object.keys(answer.error.fields ?? {});
  assert.equal(name, `${'x'.repeat(100)}...`);
});

test('every mistake in one payload is named at once', async () => {
  const handlers = createIpcHandlers(new FakeStint(), { isTrustedSender: () => true });
  const answer = await handlers['stint:addManualEntry'](null, { date: 'soon', projectId: -1, start: 9, colour: 'red' });
  assert.equal(answer.ok, false);
  if (answer.ok) return;
  assert.deepEqual(Object.keys(answer.error.fields ?? {}).sort(), ['colour', 'date', 'projectId', 'start']);
  assert.equal(answer.error.fields?.date, 'must be a date as YYYY-MM-DD');
  assert.equal(answer.error.fields?.projectId, 'must be a project id (a whole number of 1 or more)');
  assert.equal(answer.error.fields?.colour, 'is not expected here');
});

test('a refused setting reads as the settings form words it', async () => {
  const handlers = createIpcHandlers(new FakeStint(), { isTrustedSender: () => true });
  const answer = await handlers['stint:updateSettings'](null, { idle: { thresholdMinutes: 500 }, workingHours: { days: [1], windows: [{ start: '9am', end: '17:00' }] } });
  assert.equal(answer.ok, false);
  if (answer.ok) return;
  assert.deepEqual(answer.error.fields, {
    'idle.thresholdMinutes': 'must be a whole number of minutes from 1 to 120',
    'workingHours.windows.0.start': 'must be a time HH:MM from 00:00 to 23:59',
  });
});
