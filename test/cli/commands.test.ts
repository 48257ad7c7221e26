// The command line's grammar: each typed line and the command it names, and the usage
// line a malformed one gets. Numbers stay the ones typed (looked up when the command runs).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { COMMANDS, helpLines, parseLine, type Command } from '../../main/cli/commands.ts';
import { parsed, refused } from './support/parse-line.ts';
import { wordsFor } from '../../main/i18n/words.ts';

/** The English words: these tests read the command line's lines in English. */
const EN = wordsFor('en');

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
    ['edit #2 09:40 10:15', { kind: 'edit', n: 2, list: 'recent', date: null, times: { start: '09:40', endOrDuration: { end: '10:15' } }, end: null, project: null, task: null, description: null, yes: false }],
    ['edit --yes #1 Yesterday 9:40 +45m', { kind: 'edit', n: 1, list: 'recent', date: 'yesterday', times: { start: '9:40', endOrDuration: { duration: '45m' } }, end: null, project: null, task: null, description: null, yes: true }],
    ['edit #3 --project 2/1', { kind: 'edit', n: 3, list: 'recent', date: null, times: null, end: null, project: 2, task: 1, description: null, yes: false }],
    ['edit #3 -m "client call"', { kind: 'edit', n: 3, list: 'recent', date: null, times: null, end: null, project: null, task: null, description: 'client call', yes: false }],
    [
      'edit #1 2026-11-02 8:00 +1h -p 4 --description "review -p stays in words"',
      { kind: 'edit', n: 1, list: 'recent', date: '2026-11-02', times: { start: '8:00', endOrDuration: { duration: '1h' } }, end: null, project: 4, task: null, description: 'review -p stays in words', yes: false },
    ],
    // A flag of edit's ends the description: the project goes to the project, not into the words.
    ['edit #1 --description call notes --project 2', { kind: 'edit', n: 1, list: 'recent', date: null, times: null, end: null, project: 2, task: null, description: 'call notes', yes: false }],
    ['edit t3 -m standup -p 4/2 --end 10:15', { kind: 'edit', n: 3, list: 'today', date: null, times: null, end: '10:15', project: 4, task: 2, description: 'standup', yes: false }],
    ["edit #2 --description 'notes --end of day' --project 1", { kind: 'edit', n: 2, list: 'recent', date: null, times: null, end: null, project: 1, task: null, description: 'notes --end of day', yes: false }],
    ['split #2 10:30', { kind: 'split', n: 2, list: 'recent', at: '10:30', project: null, task: null, description: null }],
    ['split #1 10:30:15 3/2 code review', { kind: 'split', n: 1, list: 'recent', at: '10:30:15', project: 3, task: 2, description: 'code review' }],
    ['edit t2 --end 12:20', { kind: 'edit', n: 2, list: 'today', date: null, times: null, end: '12:20', project: null, task: null, description: null, yes: false }],
    ['edit W12 -m standup', { kind: 'edit', n: 12, list: 'week', date: null, times: null, end: null, project: null, task: null, description: 'standup', yes: false }],
    ['split T1 12:05', { kind: 'split', n: 1, list: 'today', at: '12:05', project: null, task: null, description: null }],
    ['split #1 9:05 "lunch break"', { kind: 'split', n: 1, list: 'recent', at: '9:05', project: null, task: null, description: 'lunch break' }],
    ['today', { kind: 'today' }],
    ['todos', { kind: 'todos', refresh: false }],
    ['todos refresh', { kind: 'todos', refresh: true }],
    ['todo start 2', { kind: 'todo', action: 'start', n: 2, task: null }],
    ['todo start 2 3', { kind: 'todo', action: 'start', n: 2, task: 3 }],
    ['todo done 1', { kind: 'todo', action: 'done', n: 1, task: null }],
    ['todo undo', { kind: 'todo', action: 'undo', n: null, task: null }],
    ['todo undo 2', { kind: 'todo', action: 'undo', n: 2, task: null }],
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

test('accounts: list, add with and without an email, rename to several words, remove with --yes, use', () => {
  assert.deepEqual(parseLine('accounts'), { ok: true, command: { kind: 'accounts' } });
  assert.deepEqual(parseLine('accounts add Studio studio'), { ok: true, command: { kind: 'accounts', add: { label: 'Studio', accountId: 'studio', email: null } } });
  assert.deepEqual(parseLine('accounts add Studio studio ada@example.com'), { ok: true, command: { kind: 'accounts', add: { label: 'Studio', accountId: 'studio', email: 'ada@example.com' } } });
  assert.deepEqual(parseLine('accounts rename 2 Northwind Studio'), { ok: true, command: { kind: 'accounts', rename: { n: 2, label: 'Northwind Studio' } } });
  assert.deepEqual(parseLine('accounts remove --yes 2'), { ok: true, command: { kind: 'accounts', remove: { n: 2, yes: true } } });
  assert.deepEqual(parseLine('use 2'), { ok: true, command: { kind: 'use', n: 2 } });
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
    ['todos later', 'todos'],
    ['todo', 'todo'],
    ['todo start', 'todo'],
    ['todo done', 'todo'],
    ['todo done 0', 'todo'],
    ['todo start 1 x', 'todo'],
    ['todo finish 1', 'todo'],
    ['week -1 -2', 'week'],
    ['stop now', 'stop'],
    ['signin a b c', 'signin'],
    ['accounts add Studio', 'accounts'],
    ['accounts rename 2', 'accounts'],
    ['accounts remove', 'accounts'],
    ['accounts remove two', 'accounts'],
    ['accounts drop 2', 'accounts'],
    ['use', 'use'],
    ['use studio', 'use'],
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
  const lines = helpLines(EN);
  for (const c of Object.values(COMMANDS)) {
    const rows = lines.filter((l) => l === `  ${c.usage}` || l.startsWith(`  ${c.usage}  `));
    assert.equal(rows.length, 1, `usage "${c.usage}" begins one line of help`);
  }
});

describe('times as the command line prints them, and words it cannot place', () => {
  test('a time with AM/PM as a separate word is one time; split of the running timer; the end alone; started', () => {
    assert.deepEqual(parseLine('split #5 12:00 PM 3/1 Code review'), { ok: true, command: { kind: 'split', n: 5, list: 'recent', at: '12:00 PM', project: 3, task: 1, description: 'Code review' } });
    assert.deepEqual(parseLine('split running 3:30 pm'), { ok: true, command: { kind: 'split', n: null, list: 'recent', at: '3:30 pm', project: null, task: null, description: null } });
    assert.deepEqual(parseLine('add today 1 9:00 AM 5:00 PM spec'), {
      ok: true,
      command: { kind: 'add', date: 'today', project: 1, task: null, start: '9:00 AM', endOrDuration: { end: '5:00 PM' }, description: 'spec', yes: false },
    });
    assert.deepEqual(parseLine('edit #2 --end 4:30 PM'), { ok: true, command: { kind: 'edit', n: 2, list: 'recent', date: null, times: null, end: '4:30 PM', project: null, task: null, description: null, yes: false } });
    assert.deepEqual(parseLine('edit #2 --clear-description'), { ok: true, command: { kind: 'edit', n: 2, list: 'recent', date: null, times: null, end: null, project: null, task: null, description: '', yes: false } });
    assert.deepEqual(parseLine('started 10m ago'), { ok: true, command: { kind: 'started', input: { ago: '10m' }, yes: false } });
    assert.deepEqual(parseLine('started 1h 10m ago'), { ok: true, command: { kind: 'started', input: { ago: '1h10m' }, yes: false } });
    assert.deepEqual(parseLine('started 9:40'), { ok: true, command: { kind: 'started', input: { at: '9:40' }, yes: false } });
    assert.deepEqual(parseLine('started 9:40 AM'), { ok: true, command: { kind: 'started', input: { at: '9:40 AM' }, yes: false } });
    assert.deepEqual(parseLine('started 10 minutes ago'), { ok: true, command: { kind: 'started', input: { at: '10 minutes ago' }, yes: false } });
    assert.deepEqual(parseLine('started last stop'), { ok: true, command: { kind: 'started', input: { fromLastStop: true }, yes: false } });
    assert.deepEqual(parseLine('started --yes 9:40 AM'), { ok: true, command: { kind: 'started', input: { at: '9:40 AM' }, yes: true } });
    assert.deepEqual(parseLine('started -y 20m ago'), { ok: true, command: { kind: 'started', input: { ago: '20m' }, yes: true } });
  });

  test('refused with why: a bare number for a time, words that cannot be placed, an empty --description', () => {
    const refusal = (line: string): string => {
      const r = parseLine(line);
      assert.equal(r.ok, false, line);
      return r.ok ? '' : r.message;
    };
    assert.match(refusal('edit #1 09:00 17'), /^"17" is a number, not an end: type a time with its minutes \(17:00, or 9:40 AM\), or a duration with \+ \(\+17m\)/);
    assert.match(refusal('add today 1 09:00 17 spec'), /"17" is a number, not an end/);
    assert.match(refusal('edit #1 9 17:00'), /"9" is a number, not a start/);
    assert.match(refusal('split #2 12'), /"12" is a number, not a time to split at/);
    assert.match(refusal('split #2 half-past'), /"half-past" is not a time to split at/);
    assert.match(refusal('started 10'), /"10" is a number, not a time/);
    assert.match(refusal('split #5 12:00 PM 3/1 Code review 4/2'), /"4\/2" cannot be placed/);
    assert.match(refusal('split #5 12:00 PM Code review 3/1'), /"3\/1" cannot be placed/);
    assert.match(refusal('edit #1 --description'), /empty --description would clear it: to clear the description, say --clear-description/);
    assert.match(refusal('edit #1 --description ""'), /empty --description/);
    assert.match(refusal('edit #1 --description call --project 2 --description notes'), /Give --description once/);
    assert.match(refusal('edit #1 --description --project 2'), /empty --description/);
    assert.match(refusal('edit #1 --end'), /not an end/);
    assert.match(refusal('edit #1 9:00 10:00 --end 11:00'), /the times or --end, not both/);
  });
});
