// Each command reaches the facade with the ids behind the numbers the listings showed, and
// every answer, a refusal with its fields included, becomes lines for the person.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parseLine } from '../../main/cli/commands.ts';
import { runCommand, type PasswordAnswer, type RunContext, type RunOutput } from '../../main/cli/run.ts';
import type { CommandResult, Snapshot, Stint } from '../../main/core/stint.ts';
import type { TodosView, TodoView } from '../../main/core/snapshot.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { noLists, type PrintedLists } from '../../main/cli/printed-lists.ts';
import { printedListsText } from '../../main/cli/printed-lists-file.ts';
import { EARLY, MOBILE, NOW, RUNNING, SYNC_OK, snapshot } from './fixture.ts';
import { DISPLAY_12H, DISPLAY_24H } from '../support/display.ts';
import { wordsFor } from '../../main/i18n/words.ts';

/** The English words: these tests read the command line's lines in English. */
const EN = wordsFor('en');

interface Call {
  readonly method: string;
  readonly args: readonly unknown[];
}

const OK: CommandResult = { ok: true };

/** A facade that records its calls; `answer` decides each result, `onSettle` what the service did meanwhile. */
class RecordingStint implements Stint {
  readonly calls: Call[] = [];
  answer: (method: string) => CommandResult = () => OK;

  constructor(public snap: Snapshot) {}

  private call(method: string, ...args: unknown[]): Promise<CommandResult> {
    this.calls.push({ method, args });
    return Promise.resolve(this.answer(method));
  }

  snapshot = () => this.snap;
  installUpdate = () => this.call('installUpdate');
  dismissUpdatedNote = () => {};
  subscribe = () => () => {};
  signIn = (i: unknown) => this.call('signIn', i);
  signOut = () => this.call('signOut');
  start = (i: unknown) => this.call('start', i);
  stop = () => this.call('stop');
  continueEntry = (k: string) => this.call('continueEntry', k);
  editRunning = (i: unknown) => this.call('editRunning', i);
  editDescription = (key: string, d: string) => this.call('editDescription', { key, d });
  setRunningStart = (input: unknown) => this.call('setRunningStart', input);
  editEntry = (input: unknown) => this.call('editEntry', input) as never;
  splitEntry = (input: unknown) => this.call('splitEntry', input) as never;
  addManualEntry = (i: unknown) => this.call('addManualEntry', i).then((r) => (r.ok ? { ok: true as const, entryKey: 'l1', entryKeys: ['l1'] } : { ...r, ...this.confirm }));
  fillGap = (i: unknown) => this.call('fillGap', i).then((r) => (r.ok ? { ok: true as const, entryKey: 'l2', entryKeys: ['l2'] } : r));
  clearAwayLog = () => this.call('clearAwayLog');
  /** What a refusal of a manual entry adds: the engine's question about an end later than now. */
  confirm: { confirm?: 'ends_in_future' } = {};
  pickProject = (id: number) => {
    // The engine reads the project's tasks once and keeps them in the snapshot.
    if (id === 2) this.snap = { ...this.snap, tasks: { ...this.snap.tasks, 2: [{ id: 12, name: 'Testing' }, { id: 13, name: 'Deployment' }] } };
    return this.call('pickProject', id);
  };
  showWeek = (d: string) => this.call('showWeek', d);
  openTodos = () => this.call('openTodos');
  refreshTodos = () => this.call('refreshTodos');
  completeTodo = (id: string) => this.call('completeTodo', id);
  undoTodo = (id: string) => this.call('undoTodo', id);
  startTodo = (i: unknown) => this.call('startTodo', i);
  resolveIdle = (c: unknown) => this.call('resolveIdle', c);
  bookIdle = (i: unknown) => this.call('bookIdle', i);
  answerStillWorking = (c: unknown) => this.call('answerStillWorking', c);
  systemShuttingDown = () => this.call('systemShuttingDown');
  snoozeReminders = (c: unknown) => this.call('snoozeReminders', c);
  answerFocus = (c: unknown) => this.call('answerFocus', c);
  refresh = () => this.call('refresh');
  setWindowVisible = () => {};
  updateSettings = async () => OK;
  dismissNotice = () => {};
  undo = async () => ({ ok: true as const, message: 'Undone.' });
  dismissNotSaved = (id: unknown) => this.call('dismissNotSaved', id);
  applyNotSaved = (id: unknown) => this.call('applyNotSaved', id);
  reportShellStatus = () => {};
  settled = async () => {};
  close = async () => {};

  /** The commands the facade was given, in order. */
  commands(): Call[] {
    return this.calls;
  }
}

function setup(over: Partial<Snapshot> = {}, opts: { baseUrl?: string | null; password?: PasswordAnswer; onSettle?: (s: RecordingStint) => void; now?: number; printed?: PrintedLists } = {}) {
  const stint = new RecordingStint(snapshot(over));
  const asked: string[] = [];
  const ctx: RunContext = { i18n: EN,
    stint,
    clock: new ManualClock(opts.now ?? NOW),
    platform: 'linux',
    baseUrl: opts.baseUrl === undefined ? 'http://127.0.0.1:9/api/v1' : opts.baseUrl,
    askPassword: async (email) => {
      asked.push(email);
      return opts.password ?? { ok: true, password: 'pw' };
    },
    settle: async () => {
      opts.onSettle?.(stint);
      return true;
    },
    printed: opts.printed ?? noLists(),
  };
  const run = async (line: string): Promise<RunOutput> => {
    const p = parseLine(line);
    assert.ok(p.ok && p.command !== null, `"${line}" parses`);
    return runCommand(p.command, ctx);
  };
  return { stint, run, asked, printed: ctx.printed! };
}

/** The lists as the data folder keeps them for the next run (printed-lists-file.ts), read back. */
const keptForNextRun = (p: PrintedLists): PrintedLists => (JSON.parse(printedListsText(p)) as { lists: PrintedLists }).lists;

describe('numbers become ids', () => {
  // The fixture's projects by name: 1 Internal Tools (3), 2 Mobile App (2), 3 Website Redesign (1).
  test('start <project#> [description]', async () => {
    const { stint, run } = setup();
    const out = await run('start 3 spec review');
    assert.equal(out.ok, true);
    assert.deepEqual(stint.commands(), [{ method: 'start', args: [{ projectId: 1, taskId: null, description: 'spec review' }] }]);
  });

  test("start <project#> <task#>: the project's tasks are read first, then the task is the listed one", async () => {
    const { stint, run } = setup();
    await run('start 2 2 deploy');
    assert.deepEqual(stint.commands(), [
      { method: 'pickProject', args: [2] },
      { method: 'start', args: [{ projectId: 2, taskId: 13, description: 'deploy' }] },
    ]);
  });

  test('continue <n>: the n-th recent entry', async () => {
    const { stint, run } = setup();
    await run('continue 2');
    assert.deepEqual(stint.commands(), [{ method: 'continueEntry', args: ['e5'] }]);
  });

  test("add with an end time, on the account's yesterday, with project/task", async () => {
    const { stint, run } = setup();
    await run('add yesterday 2/1 09:00 10:30 sprint review');
    assert.deepEqual(stint.commands().at(-1), {
      method: 'addManualEntry',
      args: [{ date: '2026-03-09', projectId: 2, taskId: 12, description: 'sprint review', start: '09:00', end: '10:30' }],
    });
  });

  test('add with a duration', async () => {
    const { stint, run } = setup();
    await run('add 2026-03-02 3 09:00 +1:30');
    assert.deepEqual(stint.commands(), [
      { method: 'addManualEntry', args: [{ date: '2026-03-02', projectId: 1, taskId: null, description: '', start: '09:00', duration: '1:30' }] },
    ]);
  });

  test('idle continue, snooze, edit, stop, refresh, signout', async () => {
    const { stint, run } = setup();
    for (const line of ['idle continue', 'snooze tomorrow', 'edit new words', 'stop', 'refresh', 'signout']) await run(line);
    assert.deepEqual(stint.commands(), [
      { method: 'resolveIdle', args: ['discard_continue'] },
      { method: 'snoozeReminders', args: ['tomorrow'] },
      { method: 'editRunning', args: [{ description: 'new words' }] },
      { method: 'stop', args: [] },
      { method: 'refresh', args: [] },
      { method: 'signOut', args: [] },
    ]);
  });
});

describe('numbers that name nothing never reach the facade', () => {
  const cases: [string, string][] = [
    ['start 9', 'error: There is no project 9: projects lists the 3 active ones.'],
    ['start 2 5', 'error: Mobile App has no task 5: tasks 2 lists its 2.'],
    ['continue 7', 'error: There is no recent entry 7: continue without a number lists them.'],
    ['tasks 4', 'error: There is no project 4: projects lists the 3 active ones.'],
  ];
  for (const [line, message] of cases) {
    test(line, async () => {
      const { stint, run } = setup();
      const out = await run(line);
      assert.deepEqual([out.ok, out.lines], [false, [message]]);
      assert.ok(!stint.commands().some((c) => c.method !== 'pickProject'), JSON.stringify(stint.commands()));
    });
  }

  test('before the projects are read', async () => {
    const { run } = setup({ projects: [] });
    assert.deepEqual((await run('start 1')).lines, ['error: No projects loaded yet: sign in, or try refresh.']);
  });
});

describe('answers', () => {
  test('a refusal prints the message, each field, and where the tasks are listed', async () => {
    const { stint, run } = setup();
    stint.answer = () => ({ ok: false, message: 'Mobile App needs a task: pick one.', fields: { task: 'This project needs a task.' } });
    const out = await run('start 2 sprint');
    assert.deepEqual([out.ok, out.lines], [
      false,
      ['error: Mobile App needs a task: pick one.', '  task: This project needs a task.', '  (tasks 2 lists them; start 2 <task#> ...)'],
    ]);
    // Found on the command line: `add` pointed to `start`, which would run a timer instead.
    const added = await run('add 2026-03-10 2 09:00 10:00 sprint');
    assert.deepEqual([added.ok, added.lines.at(-1)], [false, '  (tasks 2 lists them; give the project as 2/<task#>)']);
  });

  test('a manual entry ending later than now: the engine\'s question and how to answer it; --yes confirms', async () => {
    const { stint, run } = setup();
    stint.answer = () => ({ ok: false, message: 'This entry ends at 11:00 today, later than now (10:00). Save it anyway?', fields: {} });
    stint.confirm = { confirm: 'ends_in_future' };
    const out = await run('add today 3 09:30 11:00 call');
    assert.deepEqual([out.ok, out.lines], [false, ['This entry ends at 11:00 today, later than now (10:00). Save it anyway?', 'To save it anyway, give the same command as add --yes ...']]);
    stint.answer = () => OK;
    await run('add --yes today 3 09:30 11:00 call');
    assert.deepEqual(stint.commands().at(-1), {
      method: 'addManualEntry',
      args: [{ date: '2026-03-10', projectId: 1, taskId: null, description: 'call', start: '09:30', end: '11:00', confirmFutureEnd: true, confirmOverlap: true }],
    });
  });

  test('a manual entry with bad times: the field errors from the result', async () => {
    const { stint, run } = setup();
    stint.answer = () => ({ ok: false, message: 'Check the highlighted fields.', fields: { end: 'The end is before the start.' } });
    const out = await run('add today 3 09:00 08:00');
    assert.deepEqual([out.ok, out.lines], [false, ['error: end "08:00": The end is before the start.']]);
  });

  test('a start confirmed by the service prints what runs now', async () => {
    const { run } = setup({ running: null }, { onSettle: (s) => (s.snap = snapshot()) });
    assert.deepEqual((await run('start 3 spec')).lines, ['Running: Website Redesign · Design: spec, 1:05:30 since 09:54']);
  });

  test('a write the service refused once sent: no confirmation (the refusal is announced as it arrives)', async () => {
    const notice = { level: 'error' as const, message: 'This entry is locked.', fields: {}, at: NOW };
    const { run } = setup({}, { onSettle: (s) => (s.snap = { ...s.snap, notice }) });
    assert.deepEqual(await run('edit late change'), { ok: false, lines: [] });
  });

  test("a refusal told while the command waited, about a change that waited before it: the command was done, and says so (the refusal is announced as it arrives)", async () => {
    const notice = { level: 'error' as const, message: 'Not saved: Add Website Redesign on 2026-03-10.', fields: {}, at: NOW, entryKey: 'e4' };
    const { run } = setup({ running: null, sync: { ...SYNC_OK, queued: 1, pendingKeys: ['e4'] } }, { onSettle: (s) => (s.snap = snapshot({ notice })) });
    const out = await run('start 3 spec');
    assert.deepEqual([out.ok, out.lines], [true, ['Running: Website Redesign · Design: spec, 1:05:30 since 09:54']]);
  });

  test('a write that waits in the outbox while offline says so', async () => {
    const stopped = { ...RUNNING, runningSince: null, totalSeconds: 3930, pending: true };
    const queued = snapshot({ running: null, todayEntries: [stopped, MOBILE, EARLY], sync: { ...SYNC_OK, state: 'offline', queued: 1 } });
    const { run } = setup({ sync: { ...SYNC_OK, state: 'offline' } }, { onSettle: (s) => (s.snap = queued) });
    const out = await run('stop');
    assert.deepEqual(out.lines, ['Stopped.', 'Today (2026-03-10): 2:25', 'Sync: Offline: 1 action waiting to sync']);
  });

  test('going offline during the command is not said twice (the announcer said it as it happened)', async () => {
    const queued = snapshot({ running: null, sync: { ...SYNC_OK, state: 'offline', queued: 1 } });
    const { run } = setup({}, { onSettle: (s) => (s.snap = queued) });
    assert.ok(!(await run('stop')).lines.some((l) => l.startsWith('Sync: ')));
  });
});

describe('signin', () => {
  test('the address from --base-url, the password asked for the email', async () => {
    const { stint, run, asked } = setup();
    await run('signin rui@example.com demo');
    assert.deepEqual(asked, ['rui@example.com']);
    assert.deepEqual(stint.commands()[0], {
      method: 'signIn',
      args: [{ baseUrl: 'http://127.0.0.1:9/api/v1', email: 'rui@example.com', password: 'pw', accountId: 'demo' }],
    });
  });

  test('without arguments or --base-url: the last sign-in remembered in settings', async () => {
    const { settings } = snapshot();
    const { stint, run } = setup(
      { settings: { ...settings, lastSignIn: { serviceAddress: 'https://svc.test/api/v1', email: 'ada@example.com', accountId: 'demo' } } },
      { baseUrl: null },
    );
    await run('signin');
    assert.deepEqual(stint.commands()[0]?.args, [{ baseUrl: 'https://svc.test/api/v1', email: 'ada@example.com', password: 'pw', accountId: 'demo' }]);
  });

  test('no address anywhere: says to give --base-url, asks nothing', async () => {
    const { stint, run, asked } = setup({}, { baseUrl: null });
    const out = await run('signin ada@example.com demo');
    assert.deepEqual([out.ok, out.lines, asked, stint.commands()], [
      false,
      ['error: No service address yet: start the command line with --base-url <url>.'],
      [],
      [],
    ]);
  });

  test('no password to be had: the reason, and no sign-in attempt spent', async () => {
    const { stint, run } = setup({}, { password: { ok: false, message: 'Standard input is not a terminal: set STINT_PASSWORD to sign in.' } });
    const out = await run('signin ada@example.com demo');
    assert.deepEqual([out.ok, out.lines, stint.commands()], [false, ['error: Standard input is not a terminal: set STINT_PASSWORD to sign in.'], []]);
  });
});

describe('the running timer, the end alone, and numbers of a list that changed', () => {
  test('started 10m ago, started 9:40 AM, started last stop: the running timer\'s start, as typed for the engine to read', async () => {
    const { stint, run } = setup();
    assert.equal((await run('started 10m ago')).ok, true);
    await run('started 9:40 AM');
    await run('started last stop');
    assert.deepEqual(stint.commands(), [
      { method: 'setRunningStart', args: [{ ago: '10m' }] },
      { method: 'setRunningStart', args: [{ at: '9:40 AM' }] },
      { method: 'setRunningStart', args: [{ fromLastStop: true }] },
    ]);
  });

  test('a start over another entry is asked, not sent; started --yes sends it confirmed', async () => {
    const { stint, run } = setup();
    const asked = 'From 9:40 AM the timer would overlap “Review” (9:30 AM–9:45 AM). Start it there anyway?';
    let calls = 0;
    stint.answer = () => (calls++ > 0 ? { ok: true } : ({ ok: false, message: asked, fields: { start: 'It would overlap another entry.' }, confirm: 'overlap' } as never));
    const out = await run('started 9:40 AM');
    assert.deepEqual([out.ok, out.lines.slice(0, 2)], [false, [asked, 'To start it there anyway, give the same command as started --yes ...']]);
    assert.equal((await run('started --yes 9:40 AM')).ok, true);
    assert.deepEqual(stint.commands(), [
      { method: 'setRunningStart', args: [{ at: '9:40 AM' }] },
      { method: 'setRunningStart', args: [{ at: '9:40 AM', confirmOverlap: true }] },
    ]);
  });

  test('a refused start names what was typed', async () => {
    const { stint, run } = setup();
    stint.answer = () => ({ ok: false, message: 'That is later than now (11:00).', fields: { start: 'That is later than now (11:00).' } });
    const out = await run('started 11:30');
    assert.equal(out.ok, false);
    assert.match(out.lines.join('\n'), /That is later than now/);
  });

  test('split running <time>: the running timer split; edit #n --end: the end alone', async () => {
    const { stint, run } = setup();
    await run('split running 10:30 AM');
    await run('edit #2 --end 9:30 AM');
    assert.deepEqual(stint.commands(), [
      { method: 'splitEntry', args: [{ entryKey: RUNNING.key, at: '10:30 AM' }] },
      { method: 'editEntry', args: [{ entryKey: 'e5', end: '9:30 AM' }] },
    ]);
  });

  test("edit t<n> and split t<n>: today's entries as today lists them, the first one too, which the recent list does not reach", async () => {
    const { stint, run } = setup();
    // Today lists t1 07:00 (not among the recent entries), t2 08:00, t3 the running timer.
    assert.ok((await run('today')).lines.some((l) => l.startsWith('  t1  07:00–07:20')));
    await run('edit t1 --end 7:30');
    await run('split t2 8:30');
    await run('edit t3 --description spec v2');
    assert.deepEqual(stint.commands(), [
      { method: 'editEntry', args: [{ entryKey: EARLY.key, end: '7:30' }] },
      { method: 'splitEntry', args: [{ entryKey: MOBILE.key, at: '8:30' }] },
      { method: 'editEntry', args: [{ entryKey: RUNNING.key, description: 'spec v2' }] },
    ]);
  });

  test("edit w<n> and split w<n>: the week's entries as week lists them, day by day, one of an earlier day too", async () => {
    const monday = { ...EARLY, key: 'e2', date: '2026-03-09', timeStart: '09:00:00', timeEnd: '10:30:00', totalSeconds: 5400, description: 'review' };
    const days = ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15'];
    const shownWeek = { start: days[0]!, end: days[6]!, current: true, state: 'ready' as const, message: null, readAt: NOW, days: days.map((date) => ({ date, entries: date === '2026-03-09' ? [monday] : date === '2026-03-10' ? [MOBILE, EARLY] : [] })) };
    const { stint, run } = setup({ shownWeek });
    const listed = await run('week');
    assert.ok(listed.lines.some((l) => l.startsWith('  w1  09:00–10:30')), listed.lines.join('\n'));
    await run('edit w1 --end 10:00');
    await run('split w3 8:30');
    assert.deepEqual(stint.commands().slice(1), [
      { method: 'editEntry', args: [{ entryKey: 'e2', end: '10:00' }] },
      { method: 'splitEntry', args: [{ entryKey: MOBILE.key, at: '8:30' }] },
    ]);
    const out = await run('edit w4 --end 10:00');
    assert.match(out.lines.join('\n'), /There is no entry w4 in the week shown: week lists them\./);
  });

  test('edit t<n> past the end of today\'s list: refused, saying where the numbers are', async () => {
    const { stint, run } = setup();
    const out = await run('edit t4 --end 7:30');
    assert.equal(out.ok, false);
    assert.match(out.lines.join('\n'), /There is no entry t4 today: today lists them\./);
    assert.deepEqual(stint.commands(), []);
  });

  test("today's numbers refer to the list last printed: an entry added on the phone since, the edit is refused and today printed again", async () => {
    const { stint, run } = setup();
    await run('today');
    const phone = { ...EARLY, key: 'e9', timeStart: '06:00:00', timeEnd: '06:30:00', totalSeconds: 1800, description: 'from the phone' };
    stint.snap = { ...stint.snap, todayEntries: [...stint.snap.todayEntries, phone] };
    const out = await run('edit t1 --end 7:30');
    assert.equal(out.ok, false);
    assert.match(out.lines[0]!, /today's entries changed since they were listed.*nothing was done/);
    assert.ok(out.lines.some((l) => l.startsWith('  t1  06:00–06:30')), out.lines.join('\n'));
    assert.deepEqual(stint.commands(), [], 'nothing done on a number that may name another entry');
    assert.equal((await run('edit t2 --end 7:30')).ok, true);
    assert.deepEqual(stint.commands(), [{ method: 'editEntry', args: [{ entryKey: EARLY.key, end: '7:30' }] }]);
  });

  test('split running without a timer running: refused with what to do', async () => {
    const { stint, run } = setup({ running: null });
    const out = await run('split running 10:30');
    assert.equal(out.ok, false);
    assert.match(out.lines.join('\n'), /No timer is running/);
    assert.deepEqual(stint.commands(), []);
  });

  test('numbers refer to the list last printed: changed since, refused and the new list printed, which the numbers then refer to', async () => {
    const { stint, run } = setup();
    await run('continue');
    // An entry added on the phone: the list shifts by one.
    const added = { ...MOBILE, key: 'e9', description: 'from the phone' };
    stint.snap = { ...stint.snap, recent: [added, ...stint.snap.recent] };
    const out = await run('continue 2');
    assert.equal(out.ok, false);
    assert.match(out.lines[0]!, /changed since they were listed.*nothing was done/);
    assert.ok(out.lines.some((l) => l.includes('from the phone')), out.lines.join('\n'));
    assert.deepEqual(stint.commands(), [], 'nothing done on a number that may name another entry');
    // The list printed with the refusal is the one the numbers now refer to.
    assert.equal((await run('continue 2')).ok, true);
    assert.deepEqual(stint.commands(), [{ method: 'continueEntry', args: [stint.snap.recent[1]!.key] }]);
  });
});

describe('numbers name the lists printed in an earlier run (kept in the data folder)', () => {
  const PHONE = { ...EARLY, key: 'e9', timeStart: '06:00:00', timeEnd: '06:30:00', totalSeconds: 1800, description: 'from the phone' };

  test("today listed in one run, an entry added on the phone before the next: edit t1 there is refused, saying when the list was printed, and the new list's numbers hold", async () => {
    const first = setup({}, { now: NOW - 20 * 60_000 });
    await first.run('today');
    const next = setup({}, { printed: keptForNextRun(first.printed) });
    next.stint.snap = { ...next.stint.snap, todayEntries: [...next.stint.snap.todayEntries, PHONE] };
    const out = await next.run('edit t1 --end 7:30');
    assert.equal(out.ok, false);
    assert.match(out.lines[0]!, /^error: today's entries changed since they were listed at 10:40 \(an entry added or changed elsewhere, or by a command here\), so that number may name another entry: nothing was done\./);
    assert.ok(out.lines.some((l) => l.startsWith('  t1  06:00–06:30')), out.lines.join('\n'));
    assert.deepEqual(next.stint.commands(), [], 'nothing done on a number that may name another entry');
    assert.equal((await next.run('edit t2 --end 7:30')).ok, true);
    assert.deepEqual(next.stint.commands(), [{ method: 'editEntry', args: [{ entryKey: EARLY.key, end: '7:30' }] }]);
  });

  test('the recent list unchanged since an earlier run: continue <n> continues the entry it showed', async () => {
    const first = setup({}, { now: NOW - 86_400_000 });
    await first.run('continue');
    const next = setup({}, { printed: keptForNextRun(first.printed) });
    assert.equal((await next.run('continue 2')).ok, true);
    assert.deepEqual(next.stint.commands(), [{ method: 'continueEntry', args: [next.stint.snap.recent[1]!.key] }]);
  });

  test('a list printed on an earlier day and changed since says the day it was printed', async () => {
    const first = setup({}, { now: NOW - 86_400_000 });
    await first.run('continue');
    const next = setup({}, { printed: keptForNextRun(first.printed) });
    next.stint.snap = { ...next.stint.snap, recent: [PHONE, ...next.stint.snap.recent] };
    const out = await next.run('continue 1');
    assert.match(out.lines[0]!, /^error: the recent entries changed since they were listed on 2026-03-09 at 11:00 /);
    assert.deepEqual(next.stint.commands(), []);
  });

  test("the week listed in an earlier run was last week: it is shown again before w<n> is read, and w1 names last week's first entry", async () => {
    const weekOf = (start: string, entries: Record<string, readonly (typeof EARLY)[]>) => {
      const days = Array.from({ length: 7 }, (_, i) => `2026-03-${String(Number(start.slice(8)) + i).padStart(2, '0')}`);
      return { start, end: days[6]!, current: start === '2026-03-09', state: 'ready' as const, message: null, readAt: NOW, days: days.map((date) => ({ date, entries: entries[date] ?? [] })) };
    };
    const lastMonday = { ...EARLY, key: 'e3', date: '2026-03-02', timeStart: '09:00:00', timeEnd: '10:30:00', totalSeconds: 5400, description: 'last week' };
    const lastWeek = weekOf('2026-03-02', { '2026-03-02': [lastMonday] });
    const first = setup({ shownWeek: lastWeek });
    assert.ok((await first.run('week -1')).lines.some((l) => l.startsWith('  w1  09:00–10:30')));
    // A new run of the command line shows no week until one is asked for.
    const next = setup({ shownWeek: null }, { printed: keptForNextRun(first.printed) });
    next.stint.showWeek = async (d: string) => {
      next.stint.calls.push({ method: 'showWeek', args: [d] });
      if (d === '2026-03-02') next.stint.snap = { ...next.stint.snap, shownWeek: lastWeek };
      return { ok: true };
    };
    assert.equal((await next.run('edit w1 --end 10:00')).ok, true);
    assert.deepEqual(next.stint.commands(), [
      { method: 'showWeek', args: ['2026-03-02'] },
      { method: 'editEntry', args: [{ entryKey: 'e3', end: '10:00' }] },
    ]);
  });

  test("a week listed for another account: w<n> shows that week for this one, refused once with it printed, and its numbers hold from then on", async () => {
    const days = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08'];
    const lastMonday = { ...EARLY, key: 'e3', date: '2026-03-02', timeStart: '09:00:00', timeEnd: '10:30:00', totalSeconds: 5400, description: 'last week' };
    const lastWeek = { start: days[0]!, end: days[6]!, current: false, state: 'ready' as const, message: null, readAt: NOW, days: days.map((date) => ({ date, entries: date === '2026-03-02' ? [lastMonday] : [] })) };
    const other = { ...snapshot().session, accountId: 'studio' } as Snapshot['session'];
    const first = setup({ shownWeek: lastWeek, session: other });
    await first.run('week -1');
    const next = setup({ shownWeek: null }, { printed: keptForNextRun(first.printed) });
    next.stint.showWeek = async (d: string) => {
      next.stint.calls.push({ method: 'showWeek', args: [d] });
      next.stint.snap = { ...next.stint.snap, shownWeek: lastWeek };
      return { ok: true };
    };
    const refused = await next.run('edit w1 --end 10:00');
    assert.match(refused.lines[0]!, /^error: the week's entries were listed for another account or before signing in, so that number may name another entry: nothing was done\./);
    assert.ok(refused.lines.some((l) => l.startsWith('  w1  09:00–10:30')), refused.lines.join('\n'));
    assert.equal((await next.run('edit w1 --end 10:00')).ok, true, 'not refused again');
    assert.deepEqual(next.stint.commands(), [
      { method: 'showWeek', args: ['2026-03-02'] },
      { method: 'editEntry', args: [{ entryKey: 'e3', end: '10:00' }] },
    ]);
  });

  test('a number typed before signing in waits for the sign-in, the list kept: signed in, it names the entry listed', async () => {
    const first = setup();
    await first.run('today');
    const kept = keptForNextRun(first.printed);
    const next = setup({ session: { state: 'signed_out', reason: null } as unknown as Snapshot['session'] }, { printed: kept });
    assert.deepEqual((await next.run('edit t1 --end 7:30')).lines, ['error: Sign in first (signin): a number names an entry of the list printed for the account you sign in to. Nothing was done.']);
    assert.deepEqual((await next.run('todo done 1')).lines, ['error: List the to-dos first (todos): the numbers are the ones it shows.']);
    assert.deepEqual(next.printed.today, kept.today, 'the list kept as it was');
    next.stint.snap = { ...next.stint.snap, session: snapshot().session };
    assert.equal((await next.run('edit t1 --end 7:30')).ok, true);
    assert.deepEqual(next.stint.commands(), [{ method: 'editEntry', args: [{ entryKey: EARLY.key, end: '7:30' }] }]);
  });

  test("lists printed for another account (another sign-in in the data folder): today's number is refused with this account's list, a to-do's asks for this account's to-dos", async () => {
    const todos: TodosView = {
      state: 'ready', readAt: NOW, tight: false, message: null, count: 1, done: [],
      projects: [{ projectId: 2, projectName: 'Mobile App', lists: [{ listId: 'l1', listName: 'Launch', todos: [{ id: 't1', name: 'Store listing', estimateSeconds: null, projectId: 2, projectName: 'Mobile App', listName: 'Launch', requiredTask: false, actions: { allowed: true }, pending: false }] }] }],
    };
    const first = setup({ todos });
    await first.run('today');
    await first.run('todos');
    const other = { ...snapshot().session, accountId: 'studio' } as Snapshot['session'];
    const next = setup({ todos, session: other }, { printed: keptForNextRun(first.printed) });
    const edit = await next.run('edit t1 --end 7:30');
    assert.match(edit.lines[0]!, /^error: today's entries were listed for another account or before signing in, so that number may name another entry: nothing was done\./);
    assert.deepEqual((await next.run('todo done 1')).lines, ["error: The to-dos last listed were another account's: list this account's first (todos)."]);
    assert.deepEqual(next.stint.commands(), []);
    await next.run('todos');
    assert.equal((await next.run('todo done 1')).ok, true);
    assert.deepEqual(next.stint.commands().at(-1), { method: 'completeTodo', args: ['t1'] });
  });
});

describe('the confirmation says the time used, not the text typed', () => {
  // 2:23 PM in the account (UTC+01:00), on a 12-hour clock: a time typed without AM/PM is read
  // as the engine reads it, and the line says which half of the day it took.
  const AT = Date.parse('2026-03-10T13:23:00Z');
  const h12 = () => setup({ display: DISPLAY_12H }, { now: AT });

  test('add today 1:30 2:00 at 2:23 PM: from 1:30 PM to 2:00 PM, as the engine gets it', async () => {
    const { stint, run } = h12();
    const out = await run('add today 3 1:30 2:00 first');
    assert.equal(out.ok, true, out.lines.join('\n'));
    assert.deepEqual(stint.commands().at(-1)?.args, [{ date: '2026-03-10', projectId: 1, taskId: null, description: 'first', start: '1:30', end: '2:00' }]);
    assert.match(out.lines.join('\n'), /^Added an entry on 2026-03-10 from 1:30 PM to 2:00 PM\.$/m);
  });

  test("add yesterday with a duration: the start as read, with AM/PM", async () => {
    const { run } = h12();
    const out = await run('add yesterday 3 9:00 +1:00 standup');
    assert.match(out.lines.join('\n'), /^Added an entry on 2026-03-09 from 9:00 AM\.$/m);
  });

  test('split running 1:25 at 2:23 PM: at 1:25 PM, inside the run', async () => {
    const { run } = h12();
    const out = await run('split running 1:25');
    assert.equal(out.ok, true, out.lines.join('\n'));
    assert.match(out.lines.join('\n'), /^Split Website Redesign: spec at 1:25 PM\.$/m);
  });

  test("edit #2 1:05 1:25 of today's 8 AM entry at 2:23 PM: from 1:05 PM; edit --end 9:30: to 9:30 AM", async () => {
    const { run } = h12();
    const out = await run('edit #2 1:05 1:25');
    assert.equal(out.ok, true, out.lines.join('\n'));
    assert.match(out.lines.join('\n'), /^Changed Mobile App.*: from 1:05 PM to 1:25 PM\.$/m);
    const end = await run('edit #2 --end 9:30');
    assert.match(end.lines.join('\n'), /^Changed Mobile App.*: to 9:30 AM\.$/m);
  });
});

describe("times and lengths typed as the person's locale writes them (issue 72)", () => {
  const inLocale = (locale: string, display = DISPLAY_24H) => setup({ display: { ...display, locale } });
  const added = (stint: RecordingStint): unknown => (stint.commands().at(-1)?.args[0] as Record<string, unknown>) ?? null;

  test('in German, 14.30 is the end and 1,5 a length (sent as 1:30: the app may read another locale); 1.500 reads two ways: asked, nothing sent', async () => {
    const { stint, run } = inLocale('de-DE');
    await run('add today 3 13.00 14.30 Abstimmung');
    assert.deepEqual(added(stint), { date: '2026-03-10', projectId: 1, taskId: null, description: 'Abstimmung', start: '13.00', end: '14.30' });
    await run('add today 3 9.00 1,5 Konzept');
    assert.deepEqual(added(stint), { date: '2026-03-10', projectId: 1, taskId: null, description: 'Konzept', start: '9.00', duration: '1:30' });
    const before = stint.commands().length;
    const out = await run('add today 3 9.00 1.500');
    assert.equal(stint.commands().length, before, 'asked here, in the locale it was typed in: nothing sent');
    assert.deepEqual(out, { ok: false, lines: ['error: "1.500" reads two ways. For 1,5 hours (1:30), type 1:30; for 1.500 minutes (25:00), type 1500m.'] });
  });

  test('in English, 14.30 where an end or a length may stand reads two ways: refused with both and how to type each, nothing sent', async () => {
    const { stint, run } = inLocale('en-US', DISPLAY_12H);
    const out = await run('add today 3 13:00 14.30 review');
    assert.deepEqual(out, { ok: false, lines: ['error: "14.30" reads two ways. For the end 14:30, type 14:30; for a length of 14.3 hours (14:18), type +14:18.'] });
    assert.deepEqual(stint.commands(), []);
    await run('add today 3 13:00 14:30 review');
    assert.deepEqual(added(stint), { date: '2026-03-10', projectId: 1, taskId: null, description: 'review', start: '13:00', end: '14:30' });
    await run('add today 3 9:00 +14:18 long');
    assert.equal((added(stint) as { duration?: string }).duration, '14:18');
  });

  test('in French, 14h30 is a start; where an end or a length may stand it is asked; 1,5 is a length', async () => {
    const { stint, run } = inLocale('fr-FR');
    const asked = await run('add today 3 13h00 14h30 réunion');
    assert.deepEqual(asked, { ok: false, lines: ['error: "14h30" reads two ways. For the end 14:30, type 14:30; for a length of 14 h 30 min (14:30), type +14:30.'] });
    assert.deepEqual(stint.commands(), []);
    await run('add today 3 13h00 +1h30 réunion');
    assert.deepEqual(added(stint), { date: '2026-03-10', projectId: 1, taskId: null, description: 'réunion', start: '13h00', duration: '1:30' });
    await run('add today 3 9h00 1,5 atelier');
    assert.equal((added(stint) as { duration?: string }).duration, '1:30');
  });

  test('edit takes the same readings: 14.30 the end in German, asked in English', async () => {
    const de = inLocale('de-DE');
    await de.run('edit t1 13.00 14.30');
    const call = de.stint.commands().at(-1);
    assert.equal(call?.method, 'editEntry');
    assert.deepEqual({ ...(call?.args[0] as object), entryKey: 'k' }, { entryKey: 'k', start: '13.00', end: '14.30' });
    const en = inLocale('en-US');
    const out = await en.run('edit t1 13:00 14.30');
    assert.equal(out.ok, false);
    assert.match(out.lines.join('\n'), /reads two ways/);
    assert.deepEqual(en.stint.commands(), []);
  });
});

describe('to-dos', () => {
  const todo = (id: string, name: string, over: Partial<TodoView> = {}): TodoView => ({
    id, name, estimateSeconds: null, projectId: 2, projectName: 'Mobile App', listName: 'Launch', requiredTask: false, actions: { allowed: true }, pending: false, ...over,
  });
  const todos = (open: TodoView[], done: TodoView[] = []): TodosView => ({
    state: 'ready', readAt: NOW, tight: false, message: null, count: open.length, done,
    projects: [{ projectId: 2, projectName: 'Mobile App', lists: [{ listId: 'l1', listName: 'Launch', todos: open }] }],
  });

  test('todos reads them (openTodos) and numbers them; todo start <n> starts that one, todo done <n> marks it done', async () => {
    const { stint, run } = setup({ todos: todos([todo('t1', 'Store listing', { estimateSeconds: 3600 }), todo('t2', 'Release notes')]) });
    const listed = await run('todos');
    assert.deepEqual(listed.lines, [
      'Your open to-dos (2; todo start <n> starts a timer on one, todo done <n> marks it done):',
      '  Mobile App',
      '   Launch',
      '    1. Store listing  (estimate 1:00)',
      '    2. Release notes',
    ]);
    await run('todo start 2');
    await run('todo done 1');
    assert.deepEqual(stint.commands(), [
      { method: 'openTodos', args: [] },
      { method: 'startTodo', args: [{ todoId: 't2' }] },
      { method: 'completeTodo', args: ['t1'] },
    ]);
  });

  test('a to-do whose project needs a task: todo start <n> <task#> reads the tasks and passes the one numbered', async () => {
    const { stint, run } = setup({ todos: todos([todo('t1', 'Store listing', { requiredTask: true })]) });
    assert.match((await run('todos')).lines.join('\n'), /Store listing {2}\[needs a task: todo start <n> <task#>\]/);
    await run('todo start 1 2');
    assert.deepEqual(stint.commands().slice(1), [
      { method: 'pickProject', args: [2] },
      { method: 'startTodo', args: [{ todoId: 't1', taskId: 13 }] },
    ]);
  });

  test('numbers before a listing, past its end, or after it changed are refused, nothing done', async () => {
    const { stint, run } = setup({ todos: todos([todo('t1', 'Store listing'), todo('t2', 'Release notes')]) });
    assert.match((await run('todo done 1')).lines.join('\n'), /List the to-dos first/);
    await run('todos');
    assert.match((await run('todo done 3')).lines.join('\n'), /There is no to-do 3: todos listed 2 open ones\./);
    // Done on the web meanwhile: the first of the listing is gone.
    stint.snap = { ...stint.snap, todos: todos([todo('t2', 'Release notes')]) };
    const out = await run('todo done 1');
    assert.match(out.lines[0]!, /^error: to-do 1 of that listing is no longer open .*nothing was done/);
    assert.ok(out.lines.includes('    1. Release notes'), out.lines.join('\n'));
    assert.deepEqual(stint.commands(), [{ method: 'openTodos', args: [] }]);
    // The list printed with the refusal is the one the numbers now name.
    await run('todo done 1');
    assert.deepEqual(stint.commands().at(-1), { method: 'completeTodo', args: ['t2'] });
  });

  test('numbers keep the meaning of the listing they were read from: todo done 1, then todo done 2, marks the listing\'s second', async () => {
    const { stint, run } = setup({ todos: todos([todo('t1', 'Store listing'), todo('t2', 'Release notes'), todo('t3', 'Screenshots')]) });
    await run('todos');
    await run('todo done 1');
    // The engine shows it done at once: the open list is one shorter.
    stint.snap = { ...stint.snap, todos: todos([todo('t2', 'Release notes'), todo('t3', 'Screenshots')], [todo('t1', 'Store listing')]) };
    assert.deepEqual((await run('todo done 2')).lines, ['Marked “Release notes” done (todo undo reopens it).']);
    assert.deepEqual(stint.commands().slice(1), [
      { method: 'completeTodo', args: ['t1'] },
      { method: 'completeTodo', args: ['t2'] },
    ]);
  });

  test('todo undo reopens the newest marked done here, or the n-th', async () => {
    const { stint, run } = setup({ todos: todos([], [todo('t3', 'Newest'), todo('t4', 'Older')]) });
    const listed = await run('todos');
    assert.ok(listed.lines.includes('No open to-dos assigned to you.'));
    assert.ok(listed.lines.includes('  2. Older  (Mobile App)'));
    assert.deepEqual((await run('todo undo')).lines, ['Reopened “Newest”.']);
    await run('todo undo 2');
    assert.deepEqual(stint.commands().slice(1), [
      { method: 'undoTodo', args: ['t3'] },
      { method: 'undoTodo', args: ['t4'] },
    ]);
  });

  test('todos refresh reads now; a list never read says how to read it', async () => {
    const { stint, run } = setup({ todos: { ...todos([]), state: 'unread', readAt: null } });
    assert.deepEqual((await run('todos refresh')).lines, ['The to-dos have not been read yet: todos refresh reads them.']);
    assert.deepEqual(stint.commands(), [{ method: 'refreshTodos', args: [] }]);
  });
});
