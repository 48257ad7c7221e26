// Commands from outside carried out by the real engine against the simulator, through the
// same facade and tray actions as the menu: what the service holds afterwards is what the
// person asked for; a project or task not found for certain sends nothing and says so.

import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import type { LogLevel } from '../../../main/core/ports.ts';
import type { AppCommand } from '../../../main/core/views/app-command.ts';
import { runAppCommand, type AppCommandDeps } from '../../../main/core/views/app-command-run.ts';
import type { WindowPlace } from '../../../main/core/views/tray-menu-actions.ts';
import { EngineHarness, PROJECT } from '../support/engine-harness.ts';

interface Seen {
  readonly shown: WindowPlace[];
  readonly told: string[];
  readonly logs: { level: LogLevel; message: string; fields: unknown }[];
}

let h: EngineHarness;
let seen: Seen;
let ADA: number;

function deps(): AppCommandDeps {
  return {
    stint: h.stint,
    showWindow: (place) => void seen.shown.push(place),
    quit: () => assert.fail('a command never quits'),
    logger: { log: (level, message, fields) => void seen.logs.push({ level, message, fields }) },
    tell: (message) => void seen.told.push(message),
    openUrl: () => assert.fail('a command opens no page'),
  };
}

async function run(command: AppCommand) {
  const outcome = await runAppCommand(command, deps());
  await h.settle();
  return outcome;
}

/** Ada's entries on the service whose stopwatch runs. */
const runningOnService = () => h.serviceEntries((e) => e.user_id === ADA && e.stopwatch_started_at !== null);

beforeEach(async () => {
  h = await EngineHarness.start();
  await h.signIn();
  const s = h.stint.snapshot().session;
  ADA = s.state === 'signed_in' ? s.userId : -1;
  seen = { shown: [], told: [], logs: [] };
});
afterEach(() => h.close());

describe('--toggle, --stop, --continue', () => {
  test('toggle with nothing running continues the most recent entry on the service; toggle again stops it', async () => {
    assert.deepEqual(runningOnService(), []);
    const last = h.stint.snapshot().recent[0]!;
    assert.deepEqual(await run({ kind: 'toggle' }), { ok: true });
    const started = runningOnService();
    assert.equal(started.length, 1);
    assert.deepEqual([started[0]!.project_id, started[0]!.task_id, started[0]!.description], [last.projectId, last.taskId, last.description]);

    assert.deepEqual(await run({ kind: 'toggle' }), { ok: true });
    assert.deepEqual(runningOnService(), []);
    assert.deepEqual(seen.told, []);
  });

  test("continue is the tray's first Continue item: the most recent entry, or while one runs, the one before it", async () => {
    const [last, before] = h.stint.snapshot().recent;
    assert.ok(last && before);
    await run({ kind: 'continue' });
    const work = () => runningOnService().map((e) => [e.project_id, e.task_id, e.description]);
    assert.deepEqual(work(), [[last.projectId, last.taskId, last.description]]);
    await run({ kind: 'continue' });
    assert.deepEqual(work(), [[before.projectId, before.taskId, before.description]], 'switched, one timer only');
  });

  test('stop with nothing running sends nothing and tells the person why', async () => {
    const mark = h.mark();
    const outcome = await run({ kind: 'stop' });
    assert.equal(outcome.ok, false);
    assert.deepEqual(h.sentSince(mark), []);
    assert.equal(seen.told.length, 1);
  });
});

describe('--show and --quick-entry open the window where the tray items do', () => {
  test('show opens today, quick entry the quick entry; nothing is sent', async () => {
    const mark = h.mark();
    await run({ kind: 'show' });
    await run({ kind: 'quick-entry' });
    assert.deepEqual(seen.shown, ['today', 'quick-entry']);
    assert.deepEqual(h.sentSince(mark), []);
  });
});

describe('--start by names', () => {
  test('project and task by name, with a description: the service runs exactly that', async () => {
    assert.deepEqual(await run({ kind: 'start', target: 'website redesign/design', description: 'Spec review' }), { ok: true });
    const [e] = runningOnService();
    assert.equal(e?.project_id, PROJECT.website);
    const design = h.stint.snapshot().tasks[PROJECT.website]?.find((t) => t.name === 'Design');
    assert.ok(design);
    assert.equal(e.task_id, design.id);
    assert.equal(e.description, 'Spec review');
  });

  test('a project by the beginning of its name, without a task', async () => {
    await run({ kind: 'start', target: 'Internal' });
    const [e] = runningOnService();
    assert.equal(e?.project_id, PROJECT.internal);
    assert.equal(e.task_id, null);
  });

  test('a project by its name with its customer', async () => {
    await run({ kind: 'start', target: 'Data Migration (Globex)' });
    assert.equal(runningOnService()[0]?.project_id, PROJECT.migration);
  });

  test('an unknown project, or an inactive one: nothing sent, the person told what was not found', async () => {
    for (const target of ['Nonexistent', 'Legacy Portal']) {
      const mark = h.mark();
      const outcome = await run({ kind: 'start', target });
      assert.equal(outcome.ok, false);
      assert.deepEqual(h.sentSince(mark), [], target);
      assert.match(seen.told.at(-1)!, new RegExp(`no active project matches “${target}”`));
    }
    assert.deepEqual(runningOnService(), []);
    for (const l of seen.logs) assert.doesNotMatch(JSON.stringify(l), /Nonexistent|Legacy/, 'names stay out of the log');
  });

  test('a name that matches several projects: nothing started, the person told which matched', async () => {
    // "Website Redesign" and "Support Retainer" both have a word that begins with "re".
    const mark = h.mark();
    const outcome = await run({ kind: 'start', target: 're' });
    assert.equal(outcome.ok, false);
    assert.deepEqual(h.sentSince(mark), []);
    assert.match(seen.told.at(-1)!, /“re” matches more than one project \((Website Redesign, Support Retainer|Support Retainer, Website Redesign)\)/);
  });

  test('a project that needs a task, named without one: nothing sent, the person told how to name it', async () => {
    const mark = h.mark();
    assert.equal((await run({ kind: 'start', target: 'Mobile App' })).ok, false);
    assert.deepEqual(h.sentSince(mark), []);
    assert.match(seen.told.at(-1)!, /Mobile App needs a task.*--start “Mobile App\/Task”/);
  });

  test("an unknown task: the project's tasks are read, nothing is started", async () => {
    const mark = h.mark();
    assert.equal((await run({ kind: 'start', target: 'Mobile App/Juggling' })).ok, false);
    assert.ok(h.sentSince(mark).every((r) => r.startsWith('GET ')), `only the tasks read: ${h.sentSince(mark).join(', ')}`);
    assert.match(seen.told.at(-1)!, /no task of Mobile App matches “Juggling”/);
    assert.deepEqual(runningOnService(), []);
  });

  test('a task of a project that needs one, by the beginning of its name', async () => {
    await run({ kind: 'start', target: 'Mobile App/test' });
    const [e] = runningOnService();
    assert.equal(e?.project_id, PROJECT.mobile);
    assert.equal(e.task_id, h.stint.snapshot().tasks[PROJECT.mobile]?.find((t) => t.name === 'Testing')?.id);
  });
});
