// The activity record's settings fail closed (issue 68, item 4), on the manual clock with the
// real settings file: one bad entry of a list costs that entry alone, named in words in the
// snapshot (Settings, the command line) and the start's notice; a list that cannot be read at
// all pauses recording until the person saves it again. Never an empty list in its place: the
// bytes of the record's files are checked for what must never be there.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AccountsHarness } from '../support/accounts-harness.ts';
import { personStint } from '../../../main/core/accounts/person-stint.ts';
import type { PersonStint } from '../../../main/core/stint-api.ts';

let h: AccountsHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** The hub restarted over a settings file whose `activity` group is `activity` (the rest as Stint wrote it). */
async function startWith(activity: Record<string, unknown>): Promise<PersonStint> {
  h = await AccountsHarness.start();
  const file = join(h.dataDir, 'settings.json');
  const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  writeFileSync(file, JSON.stringify({ ...stored, activity: { enabled: true, ...activity } }));
  await h.kill();
  await h.settle();
  return personStint(h.hub);
}

/** Every byte of the record on disk. */
function recorded(): string {
  const dir = join(h!.dataDir, 'activity');
  if (!existsSync(dir)) return '';
  return readdirSync(dir)
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('');
}

/** The person goes through their windows, a minute each. */
async function windows(...seen: readonly [app: string, title: string][]): Promise<void> {
  for (const [app, title] of seen) {
    h!.activity.focus(app, title);
    await h!.advance(60_000, 15_000);
  }
}

const FILLERS = Array.from({ length: 199 }, (_, i) => `*filler ${i}*`);

test('a 201st title pattern and a blank excluded application cost themselves alone: the rest still guard, and the person is told which', async () => {
  // 202 entries: one blank (the 2nd), then 201 valid ones of which the last is one too many.
  const p = await startWith({ excludedTitles: ['*bank*', '  ', ...FILLERS, '*Private Browsing*'], excludedApps: ['KeePassXC', ''] });
  const s = p.snapshot();
  assert.equal(s.activity?.state, 'on', 'recording goes on with the lists it could read');
  assert.equal(s.settings.activity.excludedTitles.length, 200, 'every valid entry up to the 200 a list keeps');
  assert.deepEqual(s.settings.activity.excludedApps, ['KeePassXC']);
  const said = (s.settingsProblems ?? []).map((x) => x.message);
  assert.ok(
    said.some((m) => m.startsWith("2 entries of 'Titles never recorded' were dropped: the 2nd (blank); the 202nd (a list keeps at most 200).")),
    said.join('\n'),
  );
  assert.ok(said.some((m) => m.startsWith("1 entry of 'Applications never recorded' was dropped: the 2nd (blank).")), said.join('\n'));
  assert.ok(s.notice?.message.includes("1 entry of 'Applications never recorded' was dropped"), 'said at the start, where the person looks first');

  await windows(['Firefox', 'My bank — Mozilla Firefox'], ['KeePassXC', 'Passwords.kdbx'], ['Editor', 'notes.md']);
  const bytes = recorded();
  assert.ok(bytes.includes('notes.md'), 'recording goes on');
  assert.ok(!bytes.includes('bank') && !bytes.includes('KeePassXC') && !bytes.includes('Passwords'), bytes);
});

test('a list of what is never recorded that cannot be read pauses the record until the person saves it again', async () => {
  const p = await startWith({ excludedTitles: '*bank*' });
  const a = p.snapshot().activity!;
  assert.equal(a.state, 'paused');
  assert.equal(a.pausedUntil, null);
  assert.match(a.held ?? '', /^'Titles never recorded' could not be read as stored \(it must list title patterns/);
  assert.match(a.held ?? '', /paused until you save it again in Settings → Activity record/);
  assert.equal(h!.activity.watching, 0, 'the desktop is not even watched');

  await windows(['Firefox', 'My bank — Mozilla Firefox']);
  assert.equal(recorded(), '', 'nothing recorded without its filter');
  const resumed = await p.pauseActivity('resume');
  assert.equal(resumed.ok, false, 'Resume cannot stand in for the list');
  assert.equal(p.snapshot().activity?.state, 'paused');

  // The person looks, and saves the list again: recording goes on, through it.
  assert.equal((await p.updateSettings({ activity: { excludedTitles: ['*bank*'] } })).ok, true);
  await h!.settle();
  assert.equal(p.snapshot().activity?.state, 'on');
  assert.equal(p.snapshot().activity?.held, null);
  assert.deepEqual(p.snapshot().settingsProblems, []);
  await windows(['Firefox', 'My bank — Mozilla Firefox'], ['Editor', 'notes.md']);
  assert.ok(recorded().includes('notes.md'));
  assert.ok(!recorded().includes('bank'));
});

test('held across a restart, and a change of another setting does not end it', async () => {
  const p = await startWith({ excludedApps: { KeePassXC: true }, rewrites: [{ pattern: '* — Bank', replacement: 'Bank' }] });
  assert.equal(p.snapshot().activity?.state, 'paused');
  assert.match(p.snapshot().activity?.held ?? '', /'Applications never recorded' could not be read/);
  assert.equal((await p.updateSettings({ activity: { keepDays: 7 } })).ok, true);
  assert.equal(p.snapshot().activity?.state, 'paused', 'another setting saved: the list is still unread');
  await h!.kill();
  await h!.settle();
  const again = personStint(h!.hub);
  assert.equal(again.snapshot().activity?.state, 'paused', 'a restart reads the same file');
  assert.deepEqual(again.snapshot().settings.activity.rewrites, [{ pattern: '* — Bank', replacement: 'Bank' }], 'its neighbours are read');
});

test('a bad entry of any other list costs that entry alone: a working day and a window of hours', async () => {
  h = await AccountsHarness.start();
  const file = join(h.dataDir, 'settings.json');
  const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  writeFileSync(
    file,
    JSON.stringify({
      ...stored,
      workingHours: { days: [1, 2, 3, 9], windows: [{ start: '09:00', end: '12:00' }, { start: '11:00', end: '12:30' }, { start: '13:00', end: '17:00' }] },
      target: { workDays: [1, 1, 2], hoursPerDay: 6 },
      idle: { thresholdMinutes: 'ten' },
    }),
  );
  await h.kill();
  await h.settle();
  const s = personStint(h.hub).snapshot();
  assert.deepEqual(s.settings.workingHours, { days: [1, 2, 3], windows: [{ start: '09:00', end: '12:00' }, { start: '13:00', end: '17:00' }] });
  assert.deepEqual(s.settings.target.workDays, [1, 2]);
  assert.equal(s.settings.target.hoursPerDay, 6, 'a neighbour in the same group is read');
  const said = (s.settingsProblems ?? []).map((x) => x.message);
  assert.ok(said.includes("1 entry of 'Working hours: days' was dropped: the 4th (not a day from 0 (Sunday) to 6 (Saturday)). The rest of the list is in use; the settings file keeps the list as it was until you save it in Settings."), said.join('\n'));
  assert.ok(said.some((m) => m.startsWith("1 entry of 'Working hours: times' was dropped: the 2nd (overlaps window 1).")), said.join('\n'));
  assert.ok(said.some((m) => m.startsWith("1 entry of 'Daily target: work days' was dropped: the 2nd (listed twice).")), said.join('\n'));
  assert.ok(said.some((m) => m.startsWith("'Away after (minutes)' could not be read as stored (it must be a whole number of minutes from 1 to 120). Its default is in use")), said.join('\n'));
});
