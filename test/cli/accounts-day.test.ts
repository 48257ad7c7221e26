// The command line's day with several accounts is the person's, as the window's and the
// tray's are (person-stint.ts `besideOtherAccounts`): half an hour tracked in the studio is no
// gap in Acme's `gaps`, and `status` and `today` count every account's time. On the manual
// clock against a simulator with both accounts, through `runCommand` as the session runs it.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { runCommand, type RunContext } from '../../main/cli/run.ts';
import type { CliAccounts } from '../../main/cli/accounts-lines.ts';
import { AccountsHarness, STUDIO_ACCOUNT_ID } from '../core/support/accounts-harness.ts';
import { DEMO } from '../support/sim-fixture.ts';
import { wordsFor } from '../../main/i18n/words.ts';

/** The English words: these tests read the command line's lines in English. */
const EN = wordsFor('en');

let h: AccountsHarness | undefined;
afterEach(() => h?.close());

const MIN = 60_000;

function cliOn(harness: AccountsHarness, current: string): RunContext {
  const accounts: CliAccounts = { hub: harness.hub, current };
  return { i18n: EN,
    get stint() {
      return harness.hub.account(accounts.current) ?? harness.hub.first;
    },
    accounts,
    clock: harness.clock,
    platform: 'linux',
    baseUrl: null,
    settle: async () => {
      await harness.settle();
      return true;
    },
    askPassword: async () => ({ ok: false, message: 'no password here' }),
  };
}

test("half an hour tracked in the studio is no gap in Acme's `gaps`, and `status` and `today` count both accounts' day against the target", async () => {
  h = await AccountsHarness.start();
  const { from } = await h.halfHourInStudio();
  const hhmm = (at: number) => new Date(at).toISOString().slice(11, 16);

  const acmeAlone = h.hub.account('main')!.snapshot().timeline!.today.gaps;
  // One day for the person: Acme's own engine leaves the studio's half hour out of its gaps too.
  assert.ok(!acmeAlone.some((g) => g.start < from + 30 * MIN - 1000 && g.end > from + 1000), "Acme's engine counts the studio's half hour as tracked");
  const cli = cliOn(h, 'main');
  const gaps = await runCommand({ kind: 'gaps' }, cli);
  assert.equal(gaps.ok, true);
  const listed = gaps.lines.filter((l) => /^\s+\d+\. /.test(l));
  assert.ok(listed.length > 0, gaps.lines.join('\n'));
  for (const line of listed) {
    const [, start, end] = /(\d\d:\d\d)–(\d\d:\d\d)/.exec(line) ?? [];
    assert.ok(start !== undefined && end !== undefined, line);
    assert.ok(!(start < hhmm(from + 30 * MIN) && end > hhmm(from)), `no gap over the studio's half hour (${hhmm(from)}–${hhmm(from + 30 * MIN)}): ${line}`);
  }
  // Acme's own half hour (the demo's handover at midnight) and the studio's.
  // Each total says what it counts: every account's, then Acme's own (the lines under it).
  const status = await runCommand({ kind: 'status' }, cli);
  assert.ok(status.lines.includes('Today (2026-03-10), all accounts: 1:00; Acme 0:30'), status.lines.join('\n'));
  assert.ok(status.lines.includes('Target today, all accounts: 1:00 of 8:00, 7:00 left'), status.lines.join('\n'));
  assert.match(status.lines.find((l) => l.startsWith('Tray: ')) ?? '', /\| Today, all accounts: 1:00 of 8:00, 7:00 left$/, status.lines.join('\n'));
  const today = await runCommand({ kind: 'today' }, cli);
  assert.ok(today.lines.includes('Total, all accounts: 1:00; Acme 0:30'), today.lines.join('\n'));
  assert.ok(today.lines.includes('Target today, all accounts: 1:00 of 8:00, 7:00 left'), today.lines.join('\n'));
});

test('`continue` says what it stopped, as `start` does: the timer of the account in use it switched from, and another account\'s', async () => {
  h = await AccountsHarness.start();
  const studio = await h.acmeAndStudio();
  assert.deepEqual(await h.hub.start(studio, { projectId: h.projectId(studio, 'Brand Refresh'), description: 'Moodboard' }), { ok: true });
  await h.advance(5 * MIN);
  const cli = cliOn(h, 'main');
  const across = await runCommand({ kind: 'continue', n: 1 }, cli);
  assert.equal(across.ok, true, across.lines.join('\n'));
  assert.ok(across.lines.includes('Studio: stopped (one timer runs across your accounts).'), across.lines.join('\n'));
  await h.advance(2 * MIN);
  const list = await runCommand({ kind: 'continue', n: null }, cli);
  assert.ok(list.lines.length > 1, list.lines.join('\n'));
  const inside = await runCommand({ kind: 'continue', n: 1 }, cli);
  assert.equal(inside.ok, true, inside.lines.join('\n'));
  assert.ok(inside.lines.some((l) => /^Stopped .* after 0:02:00\.?$/.test(l)), inside.lines.join('\n'));
  assert.ok(!inside.lines.some((l) => /one timer runs across/.test(l)), 'nothing ran in another account');
});

test('`accounts remove` of the account whose timer runs says the timer was stopped, and it was', async () => {
  h = await AccountsHarness.start();
  const studio = await h.acmeAndStudio();
  assert.deepEqual(await h.hub.start(studio, { projectId: h.projectId(studio, 'Brand Refresh'), description: 'Moodboard' }), { ok: true });
  await h.advance(5 * MIN);
  const r = await runCommand({ kind: 'accounts', remove: { n: 2, yes: false } }, cliOn(h, 'main'));
  assert.deepEqual([r.ok, r.lines], [true, ['Removed Studio: its timer (Studio · Brand Refresh) stopped, signed out, its data on this computer deleted.']]);
  assert.deepEqual(h.runningOnService(), [], 'nothing runs at the service');
});

test('`accounts remove` of a signed-out account whose timer runs: refused in words saying its timer may still run on the service, how to stop it and how to go on; with --yes it goes, said', async () => {
  h = await AccountsHarness.start();
  const studio = await h.studioRevokedWhileRunning();
  const cli = cliOn(h, 'main');
  const refused = await runCommand({ kind: 'accounts', remove: { n: 2, yes: false } }, cli);
  assert.deepEqual([refused.ok, refused.lines], [
    false,
    [
      "error: Its timer (Brand Refresh) may still run on the service: Stint cannot stop it from here (Studio is signed out); stop it on the service's website. Nothing was removed: confirm the removal to go on.",
      '  accounts remove --yes 2 removes it all the same.',
    ],
  ]);
  assert.equal(h.hub.accounts().length, 2, 'nothing removed');
  const r = await runCommand({ kind: 'accounts', remove: { n: 2, yes: true } }, cli);
  assert.deepEqual([r.ok, r.lines], [true, ["Removed Studio: its timer left running on the service (stop it on the service's website), its data on this computer deleted."]]);
  assert.deepEqual(h.hub.accounts().map((a) => a.key), ['main']);
  assert.deepEqual(h.runningOnService(), [`${STUDIO_ACCOUNT_ID}:Moodboard`], 'as said: it runs on until stopped on the web');
});

test('`accounts remove --yes 1` of the first account with an action waiting: says the action lost by name; signed in again, nothing of it reaches the service', async () => {
  h = await AccountsHarness.start();
  await h.acmeAndStudio();
  h.offline = true;
  const cli = cliOn(h, 'main');
  assert.deepEqual(await h.hub.start('main', { projectId: h.projectId('main', 'Website Redesign'), description: 'Lost' }), { ok: true });
  const label = h.hub.first.snapshot().sync.queuedLabels[0]!;
  const r = await runCommand({ kind: 'accounts', remove: { n: 1, yes: true } }, cli);
  assert.deepEqual([r.ok, r.lines], [true, [`Removed Acme: its action not sent lost (${label}), signed out, its queue and copies on this computer deleted; the first account keeps its place, empty.`]]);
  h.offline = false;
  await h.signInFirst();
  await h.advance(MIN);
  assert.deepEqual(h.serviceEntries(DEMO.accountId, (e) => e.description === 'Lost'), [], 'the lost start never reached the service');
});

test('while the studio is signed out its time is not known: `gaps` and `fill` refuse, naming it and how to sign in, and nothing is booked; signed in again, gaps lists', async () => {
  h = await AccountsHarness.start();
  const { studio } = await h.halfHourInStudio();
  const cli = cliOn(h, 'main');
  assert.deepEqual(await h.hub.account(studio)!.signOut(), { ok: true });
  await h.settle();
  const refusal = ['error: Studio is signed out: its time today is not known, so what looks untracked may be its entries and nothing is listed or filled. Sign in to it (use 2, then signin), or remove it (accounts remove 2).'];
  const gaps = await runCommand({ kind: 'gaps' }, cli);
  assert.deepEqual([gaps.ok, gaps.lines], [false, refusal]);
  const fill = await runCommand({ kind: 'fill', gap: 1, project: 1, task: null, description: 'booked twice?' }, cli);
  assert.deepEqual([fill.ok, fill.lines], [false, refusal]);
  await h.settle();
  assert.ok(![...h.sim.sim.ctx.store.entries.values()].some((e) => e.description === 'booked twice?'), 'nothing was booked');

  const back = await h.hub.account(studio)!.signIn({ baseUrl: h.sim.baseUrl, email: DEMO.admin, password: DEMO.password, accountId: STUDIO_ACCOUNT_ID });
  assert.deepEqual(back, { ok: true });
  await h.settle();
  const listed = await runCommand({ kind: 'gaps' }, cli);
  assert.equal(listed.ok, true, listed.lines.join('\n'));
});
