// Tray clicks at the edges: ids that only look like an entry key or a project id (text
// before or after it), every informational line opening the window, the release page only
// while a download waits, a to-do clicked before any were read, and what the log and the
// person get for each refusal, a throw and an unknown id.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ProjectView } from '../../../main/core/snapshot.ts';
import type { CommandResult, FillGapInput, FocusChoice, ManualEntryResult, StartInput, StillWorkingChoice, TodoStartInput } from '../../../main/core/stint-api.ts';
import type { LogLevel } from '../../../main/core/ports.ts';
import { runTrayAction, trayAction, type TrayAction, type TrayActionDeps, type WindowPlace } from '../../../main/core/views/tray-menu-actions.ts';
import { snapshotIn } from '../../support/tray-deps.ts';

const PROJECTS: ProjectView[] = [{ id: 3, name: 'Support', customerName: null, requiredTask: false, active: true }];
const s = { projects: PROJECTS };

describe('what an id means', () => {
  test('text before or after an entry key or a project id makes it no id', () => {
    for (const id of ['continue:xe42', 'continue:e42 ', 'continue:e42\n', 'switch:1e3', 'switch:12 ', 'switch: 12', 'project12', 'whatever:e42', 'continue e42']) {
      assert.deepEqual(trayAction(id, s), { kind: 'unknown', id }, JSON.stringify(id));
    }
  });

  test('every informational line opens the window where it shows the same', () => {
    const places: Record<string, WindowPlace> = {
      'sync-status': 'today',
      'running-summary': 'today',
      'today-total': 'today',
      'today-total:3': 'today',
      'focus-status': 'today',
      todos: 'todos',
      'todos-open': 'todos',
      'todos-none': 'todos',
    };
    for (const [id, place] of Object.entries(places)) assert.deepEqual(trayAction(id, s), { kind: 'show', place }, id);
    assert.deepEqual(trayAction('x-today-total:3', s), { kind: 'unknown', id: 'x-today-total:3' });
  });

  test('the release page only while a download is what the update waits for, with its page', () => {
    const url = 'https://github.com/stint-app/stint/releases/tag/v1.3.0';
    assert.deepEqual(trayAction('update-download', { ...s, update: { version: '1.3.0', how: 'download', releaseUrl: url } }), { kind: 'open-url', url });
    assert.deepEqual(trayAction('update-download', { ...s, update: { version: '1.3.0', how: 'restart', releaseUrl: url } }), { kind: 'unknown', id: 'update-download' });
    assert.deepEqual(trayAction('update-download', { ...s, update: { version: '1.3.0', how: 'download', releaseUrl: null } }), { kind: 'unknown', id: 'update-download' });
    assert.deepEqual(trayAction('update-download', s), { kind: 'unknown', id: 'update-download' });
    // Another item of the same menu is still itself.
    for (const id of ['sign-out', 'quit', 'open-window']) assert.notEqual(trayAction(id, { ...s, update: { version: '1.3.0', how: 'download', releaseUrl: url } }).kind, 'open-url', id);
  });

  test('a to-do clicked before any to-dos were read starts it', () => {
    assert.deepEqual(trayAction('todo:t1', s), { kind: 'start-todo', todoId: 't1' });
  });
});

function deps(answer: CommandResult | Error) {
  const logs: { level: LogLevel; message: string; fields: unknown }[] = [];
  const told: string[] = [];
  const reply = async (): Promise<CommandResult> => {
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const d = {
    stint: {
      snapshot: snapshotIn(),
      stop: reply,
      start: (_: StartInput) => reply(),
      continueEntry: (_: string) => reply(),
      signOut: reply,
      installUpdate: reply,
      answerFocus: (_: FocusChoice) => reply(),
      answerStillWorking: (_: StillWorkingChoice) => reply(),
      startTodo: (_: TodoStartInput) => reply(),
      fillGap: async (_: FillGapInput): Promise<ManualEntryResult> => {
        const r = await reply();
        return r.ok ? { ok: true, entryKey: 'l1', entryKeys: ['l1'] } : r;
      },
    },
    showWindow: () => {},
    quit: () => {},
    openUrl: () => {},
    logger: { log: (level: LogLevel, message: string, fields?: Readonly<Record<string, string | number | boolean | null>>) => void logs.push({ level, message, fields }) },
    tell: (m: string) => void told.push(m),
  } satisfies TrayActionDeps;
  return { d, logs, told };
}

describe('what the log and the person get', () => {
  test('a refusal is logged with the ids of what was clicked, never the words', async () => {
    const refused: CommandResult = { ok: false, message: 'No.', fields: {} };
    const cases: [TrayAction, Record<string, unknown>][] = [
      [{ kind: 'continue', entryKey: 'e42' }, { action: 'continue', entryKey: 'e42' }],
      [{ kind: 'start-todo', todoId: 't1' }, { action: 'start-todo', todoId: 't1' }],
      [{ kind: 'focus', choice: 'keep_going' }, { action: 'focus', choice: 'keep_going' }],
      [{ kind: 'stop' }, { action: 'stop' }],
      [{ kind: 'sign-out' }, { action: 'sign-out' }],
      [{ kind: 'install-update' }, { action: 'install-update' }],
    ];
    for (const [action, fields] of cases) {
      const { d, logs, told } = deps(refused);
      assert.deepEqual(await runTrayAction(action, d), { ok: false, message: 'No.' });
      assert.deepEqual(logs, [{ level: 'info', message: 'tray: command refused', fields }], action.kind);
      assert.deepEqual(told, ['No.']);
    }
  });

  test('a throw: the log names the command and the error; the person reads what to do', async () => {
    const { d, logs, told } = deps(new Error('disk full'));
    const message = 'Stint could not do that. Open Stint and try again; the log has the details.';
    assert.deepEqual(await runTrayAction({ kind: 'focus', choice: 'take_break' }, d), { ok: false, message });
    assert.deepEqual(logs, [{ level: 'error', message: 'tray: command failed', fields: { action: 'focus', error: 'disk full' } }]);
    assert.deepEqual(told, [message]);
    const odd = deps('odd' as unknown as Error);
    await runTrayAction({ kind: 'stop' }, { ...odd.d, stint: { ...odd.d.stint, stop: () => Promise.reject('odd') } });
    assert.deepEqual(odd.logs[0]?.fields, { action: 'stop', error: 'odd' });
  });

  test('an unknown id is cut to 100 characters in the log and in the answer', async () => {
    const { d, logs } = deps({ ok: true });
    const id = `x${'y'.repeat(150)}`;
    const r = await runTrayAction({ kind: 'unknown', id }, d);
    assert.deepEqual(r, { ok: false, message: `Unknown tray menu item ${id.slice(0, 100)}.` });
    assert.deepEqual(logs[0]?.fields, { id: id.slice(0, 100) });
  });
});
