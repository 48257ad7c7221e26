// The command line's grammar: each typed line and the command it names, and the usage
// line a malformed one gets. Numbers stay the ones typed (looked up when the command runs).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { COMMANDS, helpLines, parseLine, type Command } from '../../main/cli/commands.ts';

function parsed(line: string): Command | null {
  const r = parseLine(line);
  assert.ok(r.ok, `"${line}" did not parse: ${r.ok ? '' : r.message}`);
  return r.command;
}

function refused(line: string): string {
  const r = parseLine(line);
  assert.ok(!r.ok, `"${line}" parsed as ${JSON.stringify(r.ok ? r.command : null)}`);
  return r.message;
}

describe('lines that name a command', () => {
  const cases: [string, Command | null][] = [
    ['', null],
    ['   ', null],
    ['# a comment', null],
    ['help', { kind: 'help' }],
    ['?', { kind: 'help' }],
    ['STATUS', { kind: 'status' }],
    ['signin ada@example.com demo', { kind: 'signin', email: 'ada@example.com', accountId: 'demo' }],
    ['signin', { kind: 'signin', email: null, accountId: null }],
    ['signout', { kind: 'signout' }],
    ['projects', { kind: 'projects', filter: '' }],
    ['projects acme corp', { kind: 'projects', filter: 'acme corp' }],
    ['tasks 2', { kind: 'tasks', project: 2 }],
    ['start 1', { kind: 'start', project: 1, task: null, description: '' }],
    ['start 1 spec review', { kind: 'start', project: 1, task: null, description: 'spec review' }],
    ['start 2 3 regression pass', { kind: 'start', project: 2, task: 3, description: 'regression pass' }],
    ['start 1 - 2024 budget', { kind: 'start', project: 1, task: null, description: '2024 budget' }],
    ['start 1 "quoted  words"', { kind: 'start', project: 1, task: null, description: 'quoted words' }],
    ['stop', { kind: 'stop' }],
    ['continue', { kind: 'continue', n: null }],
    ['continue 3', { kind: 'continue', n: 3 }],
    ['edit new description here', { kind: 'edit', description: 'new description here' }],
    ['edit -', { kind: 'edit', description: '' }],
    ['edit #2 09:40 10:15', { kind: 'edit', n: 2, date: null, times: { start: '09:40', endOrDuration: { end: '10:15' } }, project: null, task: null, description: null, yes: false }],
    ['edit --yes #1 Yesterday 9:40 +45m', { kind: 'edit', n: 1, date: 'yesterday', times: { start: '9:40', endOrDuration: { duration: '45m' } }, project: null, task: null, description: null, yes: true }],
    ['edit #3 --project 2/1', { kind: 'edit', n: 3, date: null, times: null, project: 2, task: 1, description: null, yes: false }],
    ['edit #3 -m "client call"', { kind: 'edit', n: 3, date: null, times: null, project: null, task: null, description: 'client call', yes: false }],
    [
      'edit #1 2026-11-02 8:00 +1h -p 4 --description review -p stays in words',
      { kind: 'edit', n: 1, date: '2026-11-02', times: { start: '8:00', endOrDuration: { duration: '1h' } }, project: 4, task: null, description: 'review -p stays in words', yes: false },
    ],
    ['split #2 10:30', { kind: 'split', n: 2, at: '10:30', project: null, task: null, description: null }],
    ['split #1 10:30:15 3/2 code review', { kind: 'split', n: 1, at: '10:30:15', project: 3, task: 2, description: 'code review' }],
    ['split #1 9:05 "lunch break"', { kind: 'split', n: 1, at: '9:05', project: null, task: null, description: 'lunch break' }],
    ['today', { kind: 'today' }],
    ['week', { kind: 'week', date: null, weeksBack: 0 }],
    ['week -1', { kind: 'week', date: null, weeksBack: 1 }],
    ['week 2026-03-02', { kind: 'week', date: '2026-03-02', weeksBack: 0 }],
    ['refresh', { kind: 'refresh' }],
    ['idle keep', { kind: 'idle', choice: 'keep' }],
    ['idle discard', { kind: 'idle', choice: 'discard' }],
    ['idle continue', { kind: 'idle', choice: 'discard_continue' }],
    ['idle book 3 lunch', { kind: 'idle', book: { project: 3, task: null, description: 'lunch', continueTimer: false } }],
    ['idle book --continue 2/1 "team meeting"', { kind: 'idle', book: { project: 2, task: 1, description: 'team meeting', continueTimer: true } }],
    ['snooze hour', { kind: 'snooze', choice: 'hour' }],
    ['still end', { kind: 'still', choice: 'stop_at_end' }],
    ['still Activity', { kind: 'still', choice: 'stop_at_activity' }],
    ['still keep', { kind: 'still', choice: 'keep' }],
    ['snooze tomorrow', { kind: 'snooze', choice: 'tomorrow' }],
    ['quit', { kind: 'quit' }],
    ['exit', { kind: 'quit' }],
  ];
  for (const [line, command] of cases) {
    test(JSON.stringify(line), () => assert.deepEqual(parsed(line), command));
  }
});

describe('add: a manual entry', () => {
  test('an end time', () => {
    assert.deepEqual(parsed('add 2026-03-10 2 09:00 10:30 sprint review'), {
      kind: 'add', date: '2026-03-10', project: 2, task: null, start: '09:00', endOrDuration: { end: '10:30' }, description: 'sprint review', yes: false,
    });
    assert.equal((parsed('add --yes 2026-03-10 2 09:00 10:30') as Extract<Command, { kind: 'add' }>).yes, true, '--yes confirms an end later than now');
  });

  test('a duration: +H:MM, minutes, hours and minutes', () => {
    assert.deepEqual((parsed('add today 1 09:00 +1:30') as Extract<Command, { kind: 'add' }>).endOrDuration, { duration: '1:30' });
    assert.deepEqual((parsed('add today 1 09:00 90m') as Extract<Command, { kind: 'add' }>).endOrDuration, { duration: '90m' });
    assert.deepEqual((parsed('add today 1 09:00 1h30m') as Extract<Command, { kind: 'add' }>).endOrDuration, { duration: '1h30m' });
  });

  test('project/task and a relative date', () => {
    const c = parsed('add Yesterday 2/3 08:00 08:45') as Extract<Command, { kind: 'add' }>;
    assert.deepEqual([c.date, c.project, c.task], ['yesterday', 2, 3]);
  });

  test('times are passed on as typed: the engine checks them and names the field', () => {
    const c = parsed('add today 1 25:99 nonsense') as Extract<Command, { kind: 'add' }>;
    assert.deepEqual([c.start, c.endOrDuration], ['25:99', { duration: 'nonsense' }]);
  });
});

describe('malformed lines get the usage of their command', () => {
  const cases: [string, Command['kind']][] = [
    ['start', 'start'],
    ['start x', 'start'],
    ['start 0', 'start'],
    ['start 1 0 desc', 'start'],
    ['tasks', 'tasks'],
    ['tasks 1 2', 'tasks'],
    ['continue x', 'continue'],
    ['edit', 'edit'],
    ['edit #0 09:00 10:00', 'edit'],
    ['edit #2 09:00', 'edit'],
    ['edit #2', 'edit'],
    ['edit #2 --project', 'edit'],
    ['edit #2 --project x', 'edit'],
    ['edit #2 --task 3', 'edit'],
    ['edit #2 today 09:00 10:00 extra', 'edit'],
    ['edit --yes new words', 'edit'],
    ['split', 'split'],
    ['split 2 10:30', 'split'],
    ['split #2', 'split'],
    ['split #2 half-past', 'split'],
    ['add today 1 09:00', 'add'],
    ['add today x/1 09:00 10:00', 'add'],
    ['add today 1/x 09:00 10:00', 'add'],
    ['idle maybe', 'idle'],
    ['idle book', 'idle'],
    ['idle book lunch', 'idle'],
    ['idle constructor', 'idle'],
    ['snooze week', 'snooze'],
    ['still', 'still'],
    ['still stop', 'still'],
    ['week last', 'week'],
    ['week -1 -2', 'week'],
    ['stop now', 'stop'],
    ['signin a b c', 'signin'],
  ];
  for (const [line, kind] of cases) {
    test(JSON.stringify(line), () => assert.equal(refused(line), `usage: ${COMMANDS[kind].usage}`));
  }

  test('an unknown command says how to list them', () => {
    assert.equal(refused('launch 1'), 'unknown command "launch": type help for the list');
    assert.equal(refused('toString'), 'unknown command "toString": type help for the list');
  });
});

test('help lists every command once, with its usage', () => {
  const lines = helpLines();
  for (const c of Object.values(COMMANDS)) {
    const rows = lines.filter((l) => l === `  ${c.usage}` || l.startsWith(`  ${c.usage}  `));
    assert.equal(rows.length, 1, `usage "${c.usage}" begins one line of help`);
  }
});
