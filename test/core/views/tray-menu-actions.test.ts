// A click on each tray menu item, as the person means it: the command the engine gets, or
// the place the window opens at, or quit; a refused command is told to the person and logged
// by ids only; an id nobody knows is logged, never thrown.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { EntryView, ProjectView, SyncView } from '../../../main/core/snapshot.ts';
import { entryView } from '../../support/entry-view.ts';
import type { CommandResult, FillGapInput, FocusChoice, ManualEntryResult, StartInput, StillWorkingChoice, TodoStartInput } from '../../../main/core/stint-api.ts';
import { todoView, todosView } from '../../support/todos-view.ts';
import { runTrayAction, trayAction, type TrayActionDeps, type TrayAction, type WindowPlace } from '../../../main/core/views/tray-menu-actions.ts';
import { trayModel, type TrayInput, type TrayMenuItem } from '../../../main/core/views/tray-model.ts';
import type { LogLevel } from '../../../main/core/ports.ts';
import type { PromptEvent } from '../../../main/ipc/contract.ts';
import { DISPLAY_24H } from '../../support/display.ts';
import { snapshotIn } from '../../support/tray-deps.ts';

const NOW = Date.parse('2025-11-20T15:00:00.000Z');

const entry = entryView;

const PROJECTS: ProjectView[] = [
  { id: 1, name: 'Website redesign', customerName: null, requiredTask: false, active: true },
  { id: 2, name: 'Mobile app', customerName: 'Acme', requiredTask: true, active: true },
  { id: 3, name: 'Support', customerName: null, requiredTask: false, active: true },
];

const SYNC: SyncView = { state: 'ok', queued: 0, queuedLabels: [], resumesAt: null, lastReadAt: NOW, quotaRemaining: null, quotaLimit: null, message: null };
const SIGNED_IN = { state: 'signed_in', baseUrl: 'https://svc.test', accountId: 'acme', email: 'ann@acme.test', userId: 4, userName: 'Ann', role: 'regular' } as const;

function input(over: Partial<TrayInput> = {}): TrayInput {
  const recent = [entry('e10', { projectId: 1 }), entry('e11', { projectId: 2, projectName: 'Mobile app', taskId: 7, taskName: 'Testing' }), entry('e12', { projectId: 3, projectName: 'Support' })];
  return {
    session: SIGNED_IN,
    running: null,
    todayEntries: [],
    recent,
    projects: PROJECTS,
    sync: SYNC,
    idle: { detection: 'on', prompt: null, stillWorking: null },
    notice: null,
    zone: { offsetMinutes: 0, source: 'report' },
    display: DISPLAY_24H,
    ...over,
  };
}

function allItems(menu: readonly TrayMenuItem[]): TrayMenuItem[] {
  return menu.flatMap((i) => [i, ...(i.submenu ? allItems(i.submenu) : [])]);
}

interface Recorded {
  readonly calls: string[];
  readonly shown: WindowPlace[];
  readonly told: string[];
  readonly opened: string[];
  readonly logs: { level: LogLevel; message: string; fields: Readonly<Record<string, unknown>> | undefined }[];
  quits: number;
}

function deps(answer: CommandResult | Error = { ok: true }): { deps: TrayActionDeps; rec: Recorded } {
  const rec: Recorded = { calls: [], shown: [], told: [], opened: [], logs: [], quits: 0 };
  const reply = async (call: string): Promise<CommandResult> => {
    rec.calls.push(call);
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const d = {
    stint: {
      snapshot: snapshotIn(),
      stop: () => reply('stop'),
      start: (i: StartInput) => reply(`start ${JSON.stringify(i)}`),
      continueEntry: (key: string) => reply(`continueEntry ${key}`),
      signOut: () => reply('signOut'),
      installUpdate: () => reply('installUpdate'),
      answerFocus: (choice: FocusChoice) => reply(`answerFocus ${choice}`),
      answerStillWorking: (choice: StillWorkingChoice) => reply(`answerStillWorking ${choice}`),
      startTodo: (i: TodoStartInput) => reply(`startTodo ${JSON.stringify(i)}`),
      fillGap: async (i: FillGapInput): Promise<ManualEntryResult> => {
        const r = await reply(`fillGap ${JSON.stringify(i)}`);
        return r.ok ? { ok: true, entryKey: 'l1', entryKeys: ['l1'] } : r;
      },
    },
    showWindow: (place: WindowPlace) => void rec.shown.push(place),
    quit: () => void rec.quits++,
    openUrl: (url: string) => void rec.opened.push(url),
    logger: { log: (level: LogLevel, message: string, fields?: Readonly<Record<string, string | number | boolean | null>>) => void rec.logs.push({ level, message, fields }) },
    tell: (message: string) => void rec.told.push(message),
  } satisfies TrayActionDeps;
  return { deps: d, rec };
}

describe('what each menu item means', () => {
  test('the window items open the window at their place', () => {
    const s = input();
    const places: Record<string, WindowPlace> = {
      start: 'picker',
      'open-window': 'today',
      'quick-entry': 'quick-entry',
      export: 'export',
      settings: 'settings',
      'sign-in': 'sign-in',
      'idle-prompt': 'idle',
    };
    for (const [id, place] of Object.entries(places)) assert.deepEqual(trayAction(id, s), { kind: 'show', place }, id);
  });

  test('stop, sign out and quit are themselves', () => {
    assert.deepEqual(trayAction('stop', input()), { kind: 'stop' });
    assert.deepEqual(trayAction('sign-out', input()), { kind: 'sign-out' });
    assert.deepEqual(trayAction('quit', input()), { kind: 'quit' });
  });

  test('Continue names the entry by its key, a local key included', () => {
    assert.deepEqual(trayAction('continue:e42', input()), { kind: 'continue', entryKey: 'e42' });
    assert.deepEqual(trayAction('continue:l3f9-a_b', input()), { kind: 'continue', entryKey: 'l3f9-a_b' });
  });

  test('Switch to a project starts it; a project that needs a task opens the picker instead', () => {
    assert.deepEqual(trayAction('switch:3', input()), { kind: 'start', projectId: 3 });
    assert.deepEqual(trayAction('switch:2', input()), { kind: 'show', place: 'picker' });
    // A project the snapshot no longer lists: the engine decides (it refuses an unknown one).
    assert.deepEqual(trayAction('switch:99', input()), { kind: 'start', projectId: 99 });
  });

  test('the update items: a restart into the ready update, or its release page for an install that cannot update itself', () => {
    const restart = { version: '1.3.0', how: 'restart', releaseUrl: null } as const;
    const download = { version: '1.3.0', how: 'download', releaseUrl: 'https://github.com/stint-app/stint/releases/tag/v1.3.0' } as const;
    assert.deepEqual(trayAction('update-restart', input({ update: restart })), { kind: 'install-update' });
    assert.deepEqual(trayAction('update-download', input({ update: download })), { kind: 'open-url', url: download.releaseUrl });
    // A menu older than the snapshot: the update it offered is gone, so there is nothing to open.
    assert.deepEqual(trayAction('update-download', input({ update: null })), { kind: 'unknown', id: 'update-download' });
    assert.deepEqual(trayAction('update-download', input({ update: restart })), { kind: 'unknown', id: 'update-download' });
  });

  test("the focus rhythm's answers are the choices of its notification; its status line opens the timer screen", () => {
    assert.deepEqual(trayAction('focus-take-break', input()), { kind: 'focus', choice: 'take_break' });
    assert.deepEqual(trayAction('focus-keep-going', input()), { kind: 'focus', choice: 'keep_going' });
    assert.deepEqual(trayAction('focus-continue', input()), { kind: 'focus', choice: 'continue' });
    assert.deepEqual(trayAction('focus-status', input()), { kind: 'show', place: 'today' });
  });

  test('"Still working?" answers are the choices of its notification; its question line opens the window, which asks it too', () => {
    assert.deepEqual(trayAction('still-stop-end', input()), { kind: 'still-working', choice: 'stop_at_end' });
    assert.deepEqual(trayAction('still-stop-activity', input()), { kind: 'still-working', choice: 'stop_at_activity' });
    assert.deepEqual(trayAction('still-keep', input()), { kind: 'still-working', choice: 'keep' });
    assert.deepEqual(trayAction('still-working', input()), { kind: 'show', place: 'idle' });
  });

  test('a to-do of the To-dos submenu starts on it; one whose project needs a task opens the To-dos view, as do its other items', () => {
    const s = input({ todos: todosView([todoView('a1-b2'), todoView('c3', { projectId: 2, projectName: 'Mobile app', requiredTask: true })]) });
    assert.deepEqual(trayAction('todo:a1-b2', s), { kind: 'start-todo', todoId: 'a1-b2' });
    assert.deepEqual(trayAction('todo:c3', s), { kind: 'show', place: 'todos' });
    // A to-do the snapshot no longer lists: the engine decides (it refuses one no longer in the list).
    assert.deepEqual(trayAction('todo:gone', s), { kind: 'start-todo', todoId: 'gone' });
    for (const id of ['todos', 'todos-open', 'todos-none']) assert.deepEqual(trayAction(id, s), { kind: 'show', place: 'todos' }, id);
  });

  test('malformed or unknown ids are typed unknown, never thrown', () => {
    for (const id of ['', 'launch-rockets', 'switch:', 'switch:0', 'switch:-1', 'switch:1.5', 'switch:99999999999999999', 'continue:', 'continue:x1', 'continue:e 1', 'todo:', 'todo:../time-entries/1', 'todo:a?b', `todo:${'a'.repeat(65)}`, '__proto__', 'toString']) {
      assert.deepEqual(trayAction(id, input()), { kind: 'unknown', id }, JSON.stringify(id));
    }
  });

  test('every enabled item of every menu the model builds means something', () => {
    const running = entry('e10', { runningSince: NOW - 60_000 });
    const menus = [
      input(),
      input({ running, todayEntries: [running] }),
      input({ idle: { detection: 'on', prompt: { since: NOW - 600_000, until: NOW, entryKey: 'e10', reason: 'idle' }, stillWorking: null }, running, todayEntries: [running] }),
      input({ session: { state: 'signed_out', reason: null, authAttemptsLeft: null, authWrongLeft: null, limits: [] }, sync: { ...SYNC, queued: 2 } }),
      input({ sync: { ...SYNC, state: 'offline', queued: 1 } }),
      input({ update: { version: '1.3.0', how: 'restart', releaseUrl: null } }),
      input({ todos: todosView([todoView('a'), todoView('b', { requiredTask: true }), todoView('c', { actions: { allowed: false, reason: 'Archived.' } })]) }),
      input({ todos: todosView([]) }),
      input({ update: { version: '1.3.0', how: 'download', releaseUrl: 'https://github.com/stint-app/stint/releases/tag/v1.3.0' } }),
      input({ running, todayEntries: [running], focus: { phase: 'focus', status: 'over', endsAt: null, leftSeconds: 0, sessionsDone: 1 } }),
      input({ focus: { phase: 'short_break', status: 'over', endsAt: null, leftSeconds: 0, sessionsDone: 1, entry: 'Website redesign: header' } }),
      input({ idle: { detection: 'on', prompt: null, stillWorking: { entryKey: 'e10', endOfDayAt: NOW - 3_600_000, lastActiveAt: NOW - 3_000_000 } }, running, todayEntries: [running] }),
    ];
    for (const s of menus) {
      for (const platform of ['darwin', 'win32', 'linux'] as const) {
        for (const item of allItems(trayModel(s, NOW, platform).menu)) {
          if (!item.enabled || item.submenu || item.type === 'separator') continue;
          assert.notEqual(trayAction(item.id, s).kind, 'unknown', `${platform}: ${item.id}`);
        }
      }
    }
  });

  test('every place but idle is one the window can be asked to open at', () => {
    // Compiles only while the contract's `open` event takes each of these places.
    const places: Exclude<WindowPlace, 'idle'>[] = ['picker', 'quick-entry', 'export', 'settings', 'today', 'sign-in', 'todos'];
    const events: PromptEvent[] = places.map((place) => ({ kind: 'open', place }));
    assert.equal(events.length, 7);
  });
});

describe('carrying out a click', () => {
  const cases: [TrayAction, string][] = [
    [{ kind: 'stop' }, 'stop'],
    [{ kind: 'continue', entryKey: 'e42' }, 'continueEntry e42'],
    [{ kind: 'start', projectId: 3 }, 'start {"projectId":3}'],
    [{ kind: 'start-todo', todoId: '00000000-0000-4000-8000-000000000002' }, 'startTodo {"todoId":"00000000-0000-4000-8000-000000000002"}'],
    [{ kind: 'sign-out' }, 'signOut'],
    [{ kind: 'install-update' }, 'installUpdate'],
    [{ kind: 'focus', choice: 'take_break' }, 'answerFocus take_break'],
    [{ kind: 'focus', choice: 'keep_going' }, 'answerFocus keep_going'],
    [{ kind: 'focus', choice: 'continue' }, 'answerFocus continue'],
    [{ kind: 'still-working', choice: 'stop_at_end' }, 'answerStillWorking stop_at_end'],
    [{ kind: 'still-working', choice: 'stop_at_activity' }, 'answerStillWorking stop_at_activity'],
    [{ kind: 'still-working', choice: 'keep' }, 'answerStillWorking keep'],
  ];
  for (const [action, call] of cases) {
    test(`${action.kind} calls the engine once and tells nobody when it succeeds`, async () => {
      const { deps: d, rec } = deps();
      assert.deepEqual(await runTrayAction(action, d), { ok: true });
      assert.deepEqual(rec.calls, [call]);
      assert.deepEqual(rec.told, []);
      assert.deepEqual(rec.shown, []);
    });
  }

  test('a place opens the window there, without calling the engine', async () => {
    const { deps: d, rec } = deps();
    assert.deepEqual(await runTrayAction({ kind: 'show', place: 'quick-entry' }, d), { ok: true });
    assert.deepEqual(rec.shown, ['quick-entry']);
    assert.deepEqual(rec.calls, []);
  });

  test('a release page opens in the browser through the shell, without calling the engine', async () => {
    const { deps: d, rec } = deps();
    const url = 'https://github.com/stint-app/stint/releases/tag/v1.3.0';
    assert.deepEqual(await runTrayAction({ kind: 'open-url', url }, d), { ok: true });
    assert.deepEqual(rec.opened, [url]);
    assert.deepEqual([rec.calls, rec.shown, rec.told], [[], [], []]);
  });

  test('a restart the updater could not make is told to the person in the engine\'s words', async () => {
    const message = 'Stint 1.3.0 could not be installed now; this version keeps running. Try again later.';
    const { deps: d, rec } = deps({ ok: false, message, fields: {} });
    assert.deepEqual(await runTrayAction({ kind: 'install-update' }, d), { ok: false, message });
    assert.deepEqual(rec.calls, ['installUpdate']);
    assert.deepEqual(rec.told, [message]);
  });

  test('a focus answer that came too late (answered in the window) is told in the engine\'s words', async () => {
    const message = 'No focus session has just ended: nothing to answer.';
    const { deps: d, rec } = deps({ ok: false, message, fields: {} });
    assert.deepEqual(await runTrayAction({ kind: 'focus', choice: 'take_break' }, d), { ok: false, message });
    assert.deepEqual(rec.told, [message]);
    assert.deepEqual(rec.logs, [{ level: 'info', message: 'tray: command refused', fields: { action: 'focus', choice: 'take_break' } }]);
  });

  test('a "Still working?" answer that came too late (answered in the window) is told in the engine\'s words', async () => {
    const message = 'There is no question about the timer to answer.';
    const { deps: d, rec } = deps({ ok: false, message, fields: {} });
    assert.deepEqual(await runTrayAction({ kind: 'still-working', choice: 'keep' }, d), { ok: false, message });
    assert.deepEqual(rec.told, [message]);
    assert.deepEqual(rec.logs, [{ level: 'info', message: 'tray: command refused', fields: { action: 'still-working', choice: 'keep' } }]);
  });

  test('quit quits', async () => {
    const { deps: d, rec } = deps();
    await runTrayAction({ kind: 'quit' }, d);
    assert.equal(rec.quits, 1);
  });

  test('a refused command is told to the person in the engine\'s words and logged by ids only', async () => {
    const { deps: d, rec } = deps({ ok: false, message: 'Mobile app needs a task: pick one.', fields: { task: 'This project needs a task.' } });
    assert.deepEqual(await runTrayAction({ kind: 'start', projectId: 2 }, d), { ok: false, message: 'Mobile app needs a task: pick one.' });
    assert.deepEqual(rec.told, ['Mobile app needs a task: pick one.']);
    assert.deepEqual(rec.logs, [{ level: 'info', message: 'tray: command refused', fields: { action: 'start', projectId: 2 } }]);
  });

  test('an engine that throws is logged as an error and the person is told to try in the window; nothing rejects', async () => {
    const { deps: d, rec } = deps(new Error('disk full'));
    const r = await runTrayAction({ kind: 'stop' }, d);
    assert.equal(r.ok, false);
    assert.equal(rec.logs[0]?.level, 'error');
    assert.equal(rec.logs[0]?.fields?.error, 'disk full');
    assert.match(rec.told[0] ?? '', /Open Stint and try again/);
  });

  test('an unknown id is logged and nothing else happens', async () => {
    const { deps: d, rec } = deps();
    const r = await runTrayAction({ kind: 'unknown', id: 'launch-rockets' }, d);
    assert.equal(r.ok, false);
    assert.deepEqual(rec.logs, [{ level: 'warn', message: 'tray: click on an unknown menu item', fields: { id: 'launch-rockets' } }]);
    assert.deepEqual([rec.calls, rec.shown, rec.told, rec.quits], [[], [], [], 0]);
  });
});
