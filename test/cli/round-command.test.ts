// The words of `stint round` (issue 70, item 3): last month by default, one account, --yes to
// store; each wrong word refused naming its option, before anything is read.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseRound } from '../../main/cli/round-command.ts';
import { parseLine } from '../../main/cli/commands.ts';
import { wordsFor } from '../../main/i18n/words.ts';

const EN = wordsFor('en');

test('round: last month of the account in use by default, nothing stored without --yes', () => {
  assert.deepEqual(parseRound([], EN), { kind: 'round', range: { named: 'last-month' }, account: null, project: null, yes: false });
  assert.deepEqual(parseRound(['--from', '2026-02-01', '--to', '2026-02-28', '--account', 'Studio', '--project', '3/2', '--yes'], EN), {
    kind: 'round',
    range: { from: '2026-02-01', to: '2026-02-28' },
    account: 'Studio',
    project: { project: 3, task: 2 },
    yes: true,
  });
  assert.deepEqual(parseRound(['--range', 'this-month'], EN), { kind: 'round', range: { named: 'this-month' }, account: null, project: null, yes: false });
});

test('each wrong word refused in words, naming its option', () => {
  assert.deepEqual(parseRound(['--account', '1,2'], EN), { refuse: '--account names one account: its rounding rules are its own. Run round once for each account.' });
  assert.deepEqual(parseRound(['--from', '2026-02-30', '--to', '2026-03-01'], EN), { refuse: '--from "2026-02-30" is not a date: write YYYY-MM-DD, such as 2026-02-01.' });
  assert.deepEqual(parseRound(['--from', '2026-02-01'], EN), { refuse: 'Give both --from and --to (--to is missing), or --range.' });
  assert.deepEqual(parseRound(['--project', 'web'], EN), { refuse: '--project "web" is not a project number: write project#[/task#] as projects and tasks number them, such as 5 or 5/2.' });
  assert.deepEqual(parseRound(['--format', 'csv'], EN), { refuse: '"--format" is not an option of round: see help for them.' });
  assert.deepEqual(parseRound(['--yes', '--account'], EN), { refuse: '--account needs a value after it.' });
  const line = parseLine('round --range yesterday');
  assert.equal(line.ok, false);
  assert.match(line.ok ? '' : line.message, /^--range "yesterday" is not one of this-week, last-week, this-month, last-month: or give --from and --to\. \(usage: round /);
});
