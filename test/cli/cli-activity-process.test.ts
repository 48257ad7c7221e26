// The activity record on the command line as a person runs it (issue 62): a real process on a
// data folder of its own, at a fixed instant, never signed in (the record costs the service
// nothing). The command line records nothing itself: what it changes (the setting, the pause,
// the day files) is what the app finds when it opens the folder next, checked here by opening
// the accounts on the folder as the app does, with a scripted desktop. Delete is checked on
// the folder's files.
import { afterEach, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAccounts } from '../../main/core/accounts/accounts.ts';
import { lineOf } from '../../main/core/activity/activity-lines.ts';
import { COMMANDS } from '../../main/cli/commands.ts';
import { nodePorts } from '../../main/platform/node/index.ts';
import { nodeAccountPorts } from '../../main/platform/node/account-ports.ts';
import { FileActivityStore } from '../../main/platform/node/activity-files.ts';
import { MemorySecretStore } from '../../main/platform/node/memory-secret-store.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { ScriptedActivity } from '../core/support/scripted-activity.ts';
import { block, runCli, type Ran } from './support/run-cli.ts';

/** Tuesday 10 March 2026, 10:00 UTC (the zone of these runs). */
const AT = '2026-03-10T10:00:00Z';
/** No desktop session: the chooser's words say so (the command line never opens a backend). */
const NO_DESKTOP = { DISPLAY: '', WAYLAND_DISPLAY: '', XDG_SESSION_TYPE: '', XDG_CURRENT_DESKTOP: '', SWAYSOCK: '', HYPRLAND_INSTANCE_SIGNATURE: '' };
const NO_SESSION_WORDS = 'No desktop session was found (neither WAYLAND_DISPLAY nor DISPLAY is set), so there is no focused window to see.';

let dataDir = '';
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'stint-cli-activity-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

function run(commands: readonly string[], env: Record<string, string> = {}): Promise<Ran> {
  return runCli(['--data-dir', dataDir, ...commands.flatMap((c) => ['-c', c])], { STINT_CLOCK_AT: AT, TZ: 'UTC', ...NO_DESKTOP, ...env });
}

/** What a command printed, without the blank line the run ends with. */
const said = (stdout: string, command: string, occurrence = 1): string[] => block(stdout, command, occurrence).filter((l) => l !== '');

const recordDir = () => join(dataDir, 'activity');
const recordFiles = (): string[] => {
  try {
    return readdirSync(recordDir()).filter((n) => n.endsWith('.jsonl')).sort();
  } catch {
    return [];
  }
};

/** The record as the app would have written it: a stretch of an hour on each date. */
async function recorded(dates: readonly string[]): Promise<number> {
  const store = new FileActivityStore(recordDir());
  for (const d of dates) {
    const start = Date.parse(`${d}T08:00:00Z`);
    await store.append(d, [lineOf({ start, end: start + 30_000, app: 'Code', title: 'invoice.ts' }), lineOf({ start, end: start + 3_600_000, app: 'Code', title: 'invoice.ts' })]);
  }
  return dates.reduce((n, d) => n + statSync(store.pathOf(d)).size, 0);
}

/** The app opening this folder at AT, with a desktop it can see: what its record does. */
async function appOpens(): Promise<{ state: string; pausedUntil: number | null; watching: number }> {
  const clock = new ManualClock(Date.parse(AT));
  const first = nodePorts({ dataDir, clock, fetch: () => Promise.reject(new Error('no network in this test')), secrets: new MemorySecretStore() });
  const desktop = new ScriptedActivity();
  const hub = await openAccounts(nodeAccountPorts({ first, dataDir, secretsFor: () => new MemorySecretStore(), activity: desktop }), { appVersion: '0.1.0', platform: 'test', pacing: [] });
  try {
    const { state, pausedUntil } = hub.activity!.status();
    return { state, pausedUntil, watching: desktop.watching };
  } finally {
    await hub.close();
  }
}

describe('the activity record on the command line', () => {
  test('on in one run, status in the next; the app opening the folder then records, and after off it does not even watch', async () => {
    const first = await run(['activity status', 'activity on']);
    assert.equal(first.code, 0, `stderr:\n${first.stderr}\nstdout:\n${first.stdout}`);
    assert.deepEqual(said(first.stdout, 'activity status'), ['Activity record: off (activity on turns it on).', `Kept 30 days, on this computer only (${recordDir()}).`, 'Nothing recorded on disk.', NO_SESSION_WORDS]);
    assert.deepEqual(said(first.stdout, 'activity on'), ['The activity record is on: Stint records the window in focus while it runs, kept 30 days on this computer only.', NO_SESSION_WORDS]);

    // Another desktop, the chooser's words for it: the command line reads no window to say so.
    const second = await run(['activity status'], { XDG_SESSION_TYPE: 'wayland', WAYLAND_DISPLAY: 'wayland-1', XDG_CURRENT_DESKTOP: 'niri' });
    assert.equal(second.code, 0, second.stdout);
    const status = said(second.stdout, 'activity status');
    assert.equal(status[0], 'Activity record: on: the app records the window in focus while it runs.');
    assert.match(status[3]!, /^The compositor "niri" on Wayland gives apps no way Stint knows to see the focused window/);
    assert.deepEqual(await appOpens(), { state: 'on', pausedUntil: null, watching: 1 }, 'the app records');

    const off = await run(['activity off', 'activity status']);
    assert.equal(off.code, 0, off.stdout);
    assert.match(said(off.stdout, 'activity off')[0]!, /^The activity record is off: nothing more is recorded\./);
    assert.equal(said(off.stdout, 'activity status')[0], 'Activity record: off (activity on turns it on).');
    assert.deepEqual(await appOpens(), { state: 'off', pausedUntil: null, watching: 0 }, 'off: the desktop is not even watched');
  });

  test('a pause for the day lasts into the app; resume ends it; a pause while off is refused', async () => {
    const refusedRun = await run(['activity pause']);
    assert.equal(refusedRun.code, 1, refusedRun.stdout);
    assert.deepEqual(said(refusedRun.stdout, 'activity pause'), ['error: The activity record is off: there is nothing to pause.']);

    const paused = await run(['activity on', 'activity pause day']);
    assert.equal(paused.code, 0, paused.stdout);
    assert.deepEqual(said(paused.stdout, 'activity pause day'), ['The activity record is paused until the end of today: nothing is recorded until then, even after a restart (activity resume goes on now).']);
    assert.deepEqual(await appOpens(), { state: 'paused', pausedUntil: Date.parse('2026-03-11T00:00:00Z'), watching: 0 }, 'the app does not watch while paused');

    const resumed = await run(['activity status', 'activity resume', 'activity pause hour', 'activity resume']);
    assert.equal(resumed.code, 0, resumed.stdout);
    assert.equal(said(resumed.stdout, 'activity status')[0], 'Activity record: paused until the end of today (activity resume goes on now).');
    assert.deepEqual(said(resumed.stdout, 'activity resume'), ['The activity record goes on: recording from now.']);
    assert.match(said(resumed.stdout, 'activity pause hour')[0]!, /^The activity record is paused until 11:00( AM)?:/);
    assert.deepEqual(await appOpens(), { state: 'on', pausedUntil: null, watching: 1 });
  });

  test('status says the days and the size on disk; delete today, then everything, each checked on the folder', async () => {
    const bytes = await recorded(['2026-02-20', '2026-03-09', '2026-03-10']);
    const r = await run(['activity status', 'activity delete today', 'activity delete today', 'activity status', 'activity delete all', 'activity status']);
    assert.equal(r.code, 0, `stderr:\n${r.stderr}\nstdout:\n${r.stdout}`);
    const kb = (bytes / 1000).toFixed(1);
    assert.equal(said(r.stdout, 'activity status')[2], `On disk: 3 days (2026-02-20 to 2026-03-10), ${bytes < 1000 ? `${bytes} bytes` : `${kb} KB`}.`);
    assert.deepEqual(said(r.stdout, 'activity delete today'), [`Deleted the activity record of today: 1 day's file (2026-03-10) removed from ${recordDir()}; checked, none is left.`]);
    assert.deepEqual(said(r.stdout, 'activity delete today', 2), ['Nothing was recorded today: no record file is on disk, nothing to delete.']);
    assert.match(said(r.stdout, 'activity status', 2)[2]!, /^On disk: 2 days \(2026-02-20 to 2026-03-09\), /);
    assert.deepEqual(said(r.stdout, 'activity delete all'), [`Deleted the whole activity record: 2 days' files (2026-02-20 to 2026-03-09) removed from ${recordDir()}; checked, none is left.`]);
    assert.equal(said(r.stdout, 'activity status', 3)[2], 'Nothing recorded on disk.');
    assert.deepEqual(recordFiles(), [], 'no record file is left in the folder');
  });

  test('words that do not fit: one clear line, the other commands still run, and the run exits 2; help lists the commands', async () => {
    const r = await run(['activity on', 'activity pause week', 'activity status', 'help']);
    assert.equal(r.code, 2, `stdout:\n${r.stdout}\nstderr:\n${r.stderr}`);
    assert.deepEqual(said(r.stdout, 'activity pause week'), [`error: Pause for an hour or for the rest of the day: activity pause hour, or activity pause day (not "week"). (usage: ${COMMANDS.activity.usage})`]);
    assert.equal(said(r.stdout, 'activity status')[0], 'Activity record: on: the app records the window in focus while it runs.', 'nothing was paused');
    assert.ok(said(r.stdout, 'help').includes(`  ${COMMANDS.activity.usage}`), r.stdout);
    const help = await runCli(['--help']);
    assert.equal(help.code, 0);
    assert.ok(help.stdout.includes(`  ${COMMANDS.activity.usage}`), 'the --help text lists it');
    assert.match(help.stdout, /2 for a bad option or a -c command whose words\ndo not fit its usage/);
  });
});
