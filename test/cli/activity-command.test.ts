// `activity ...` on the command line: each line and the command it names, and what a line
// whose words do not fit says (the run then exits 2: cli-activity-process.test.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { COMMANDS, helpLines } from '../../main/cli/commands.ts';
import { parsed, refused } from './support/parse-line.ts';
import { wordsFor } from '../../main/i18n/words.ts';

/** The English words: these tests read the command line's lines in English. */
const EN = wordsFor('en');

const USAGE = `(usage: ${COMMANDS.activity.usage})`;

test('activity: status (also alone), on, off, pause for an hour (the default) or the day, resume, delete today, week or all; any case', () => {
  const cases: [string, unknown][] = [
    ['activity', { verb: 'status' }],
    ['activity status', { verb: 'status' }],
    ['Activity ON', { verb: 'on' }],
    ['activity off', { verb: 'off' }],
    ['activity pause', { verb: 'pause', until: 'hour' }],
    ['activity pause hour', { verb: 'pause', until: 'hour' }],
    ['activity pause DAY', { verb: 'pause', until: 'day' }],
    ['activity resume', { verb: 'resume' }],
    ['activity delete today', { verb: 'delete', range: 'today' }],
    ['activity delete week', { verb: 'delete', range: 'week' }],
    ['activity delete all', { verb: 'delete', range: 'all' }],
  ];
  for (const [line, action] of cases) assert.deepEqual(parsed(line), { kind: 'activity', action }, line);
});

test('activity export and rules: the words read, a file\'s name keeping its case and its spaces in quotes', () => {
  assert.deepEqual(parsed('activity export --from 2026-03-09 --to 2026-03-10 --output "My Record.JSON"'), { kind: 'activity', action: { verb: 'export', from: '2026-03-09', to: '2026-03-10', format: 'json', output: 'My Record.JSON', force: false } });
  assert.deepEqual(parsed('activity export --from 2026-03-09 --to 2026-03-09'), { kind: 'activity', action: { verb: 'export', from: '2026-03-09', to: '2026-03-09', format: 'csv', output: null, force: false } });
  assert.deepEqual(parsed('activity rules export --output r.json --force'), { kind: 'activity', action: { verb: 'rules-export', output: 'r.json', force: true } });
  assert.deepEqual(parsed('activity rules import ~/Rules.json'), { kind: 'activity', action: { verb: 'rules-import', file: '~/Rules.json' } });
  assert.equal(refused('activity export --from 2026-02-30 --to 2026-03-01'), `--from "2026-02-30" is not a date: write it as YYYY-MM-DD, such as 2026-03-09. ${USAGE}`);
  assert.equal(refused('activity export --from 2026-03-01 --to 2026-03-02 --force'), `--force replaces an --output file: give --output too, or leave --force out. ${USAGE}`);
  assert.equal(refused('activity export --since 2026-03-01'), `"--since" is not an option of activity export: --from, --to, --format, --output, --force are. ${USAGE}`);
  assert.equal(refused('activity rules'), `Say what to do with the rules: activity rules export [--output FILE [--force]] | activity rules import FILE. ${USAGE}`);
});

test('activity: words that do not fit are refused with what would, never run', () => {
  assert.equal(refused('activity record'), `"record" is not an activity command: status, on, off, pause, resume, delete, export and rules are. ${USAGE}`);
  assert.equal(refused('activity pause week'), `Pause for an hour or for the rest of the day: activity pause hour, or activity pause day (not "week"). ${USAGE}`);
  assert.equal(refused('activity delete'), `Say which record to delete: activity delete today, activity delete week or activity delete all. ${USAGE}`);
  assert.equal(refused('activity delete yesterday'), `"yesterday" is not a record to delete: today, week or all is. ${USAGE}`);
  assert.equal(refused('activity on now'), `activity on takes no more words (not "now"). ${USAGE}`);
  assert.equal(refused('activity delete all now please'), `"now please" is more than activity delete all takes. ${USAGE}`);
});

test('help lists activity with its words', () => {
  const lines = helpLines(EN).join('\n');
  assert.ok(lines.includes('  activity [status] | activity on|off | activity pause [hour|day] | activity resume | activity delete today|week|all | activity export --from YYYY-MM-DD --to YYYY-MM-DD [--format csv|json] [--output FILE [--force]] | activity rules export [--output FILE [--force]] | activity rules import FILE\n'), lines);
  assert.match(lines, /export prints \(or writes to --output, never over a file unless --force\) the days --from to --to as CSV or JSON/);
  assert.match(lines, /never sent\): status says whether it is on, paused and until when, the days kept, its size on disk and whether this desktop can record/);
});
