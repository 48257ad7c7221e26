// A notification answered while the window is released (issue 71 item 2), with two accounts:
// the answer reaches the engine through the shell with no window to go through, and what it
// did is counted in every account on the service. The whole shell (startShell with its real
// adapters, a fake of Electron, the manual clock) against the simulator, Acme and the studio
// signed in as one person.

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test, type TestContext } from 'node:test';
import { RELEASE_AFTER_MS } from '../../main/platform/electron/shell-window.ts';
import { REMINDER_ACTION_CONTINUE, REMINDER_ACTION_PICK, REMINDER_NOTIFICATION_ID } from '../../main/core/attention/reminder-policy.ts';
import type { WindowStint } from '../../main/ipc/contract.ts';
import { useFakeElectron } from '../boot/electron-hook.ts';
import { STUDIO_ACCOUNT_ID } from '../sim/demo-studio.ts';
import { DEMO } from '../support/sim-fixture.ts';
import { eventually, useSimAndFolder } from './support/shell-with-sim.ts';
import { runningShell } from './support/running-shell.ts';

useFakeElectron();
const { startShell } = await import('../../main/platform/electron/shell.ts');

const { root, sim } = useSimAndFolder('stint-shell-released-accounts-');

const MINUTE = 60_000;

/** The shell, Acme and the studio signed in, the window released (hidden 10 minutes); the studio's key. */
async function releasedWithTwoAccounts(t: TestContext, folder: string) {
  const { fake, clock, started } = await runningShell(t, join(root, folder), startShell);
  // The service on the shell's day, its demo data made again around it: made around the real
  // day instead, Ada's seeded "Client call" fell later on the shell's day than the studio's
  // Moodboard after some midnights (found at 00:15 UTC on 29 November), and was continued.
  sim().sim.reset(clock.now());
  // The shell's engine is the person's, every account through it (start/engine.ts), typed as one account's.
  const stint = started.stint as WindowStint;
  const baseUrl = sim().baseUrl;
  assert.deepEqual(await stint.signIn({ baseUrl, email: DEMO.admin, password: DEMO.password, accountId: DEMO.accountId }), { ok: true });
  const added = await stint.addAccount({ label: 'Studio', baseUrl, email: DEMO.admin, password: DEMO.password, accountId: STUDIO_ACCOUNT_ID });
  assert.equal(added.ok, true, JSON.stringify(added));
  await stint.settled();
  const rows = stint.snapshot().accounts?.rows ?? [];
  const studio = rows.find((r) => r.accountId === STUDIO_ACCOUNT_ID)?.key;
  const acme = rows.find((r) => r.accountId === DEMO.accountId)?.key;
  assert.ok(studio !== undefined && acme !== undefined, 'two accounts listed');
  assert.deepEqual(await stint.useAccount(acme), { ok: true });
  await stint.settled();
  assert.equal(stint.snapshot().accounts?.inUse, acme, `the account in use is Acme: ${JSON.stringify(stint.snapshot().accounts?.rows.map((r) => [r.key, r.accountId, r.session]))}`);

  const first = fake.windows[0]!;
  assert.equal(first.isVisible(), false, 'loaded hidden at start');
  await clock.advance(RELEASE_AFTER_MS);
  assert.equal(first.isDestroyed(), true, 'hidden 10 minutes: released');

  const live = () => fake.windows.filter((w) => !w.isDestroyed());
  /** Each account's entries on the service, by account id. */
  const onService = (accountId: string) => [...(sim().sim.ctx.accounts.get(accountId)?.entries.values() ?? [])];
  const running = () =>
    [...sim().sim.ctx.accounts]
      .flatMap(([id, store]) => [...store.entries.values()].filter((e) => e.stopwatch_started_at !== null).map((e) => `${id}:${e.description}`))
      .sort();
  return { fake, clock, started, stint, studio, acme, live, onService, running };
}

/** The studio's "Moodboard", 30 minutes, then stopped, and Acme in use again: the day's last entry is the studio's. */
async function moodboardInStudio(s: Awaited<ReturnType<typeof releasedWithTwoAccounts>>): Promise<void> {
  assert.deepEqual(await s.stint.useAccount(s.studio), { ok: true });
  const project = s.stint.snapshot().projects.find((p) => p.active && !p.requiredTask);
  assert.ok(project, 'the studio has a project to book to');
  assert.deepEqual(await s.stint.start({ projectId: project.id, description: 'Moodboard' }), { ok: true });
  await s.stint.settled();
  await s.clock.advance(30 * MINUTE);
  assert.deepEqual(await s.stint.stop(), { ok: true });
  await s.stint.settled();
  assert.deepEqual(await s.stint.useAccount(s.acme), { ok: true });
  await s.stint.settled();
}

test("released, two accounts: the reminder's Continue continues the studio's last entry in the studio, with no window made; Acme untouched, one timer runs", async (t) => {
  const s = await releasedWithTwoAccounts(t, 'continue');
  await moodboardInStudio(s);
  const acmeBefore = s.onService(DEMO.accountId).length;
  assert.equal(s.onService(STUDIO_ACCOUNT_ID).filter((e) => e.description === 'Moodboard').length, 1);
  assert.deepEqual(s.running(), [], 'nothing runs before the answer');
  assert.deepEqual(s.live(), [], 'no window while released');

  // The reminder as the engine words it ("Continue …", "Pick a project"), answered from the notification.
  s.started.ports.notifier.show({ id: REMINDER_NOTIFICATION_ID, title: 'No timer running', body: 'Continue your last entry or pick a project.', actions: [{ id: REMINDER_ACTION_CONTINUE, label: 'Continue Moodboard' }, { id: REMINDER_ACTION_PICK, label: 'Pick a project' }] });
  s.fake.notifications.at(-1)!.pressAction(0);
  await eventually(() => s.running().length > 0, 'a timer runs after Continue');
  await s.stint.settled();

  assert.deepEqual(s.running(), [`${STUDIO_ACCOUNT_ID}:Moodboard`], "one timer runs, the studio's, continued there");
  assert.equal(s.onService(STUDIO_ACCOUNT_ID).filter((e) => e.description === 'Moodboard').length, 2, 'the studio holds the first Moodboard and its continuation');
  assert.equal(s.onService(DEMO.accountId).length, acmeBefore, 'nothing made or changed in Acme');
  assert.deepEqual(s.live(), [], 'answered without a window: none made');
  assert.equal(s.fake.app.quitted, false);
  // The simulator is the file's: nothing left running for the next test.
  assert.deepEqual(await s.stint.stop(), { ok: true });
  await s.stint.settled();
  assert.deepEqual(s.running(), []);
});

test('released, two accounts: a correction made away from the window carries its Undo in a notification; Undo from it takes the change back before anything is sent, in either account, with no window made', async (t) => {
  const s = await releasedWithTwoAccounts(t, 'undo');
  await moodboardInStudio(s);
  const acmeBefore = s.onService(DEMO.accountId).length;
  const studioBefore = s.onService(STUDIO_ACCOUNT_ID).length;
  const project = s.stint.snapshot().accounts?.otherProjects.find((o) => o.accountKey === s.studio && o.project.active && !o.project.requiredTask)?.project;
  assert.ok(project, "the studio's projects are listed beside Acme's");

  // A manual entry booked in the studio while Acme is in use and the window is released (as the command line through the app would).
  const date = s.stint.snapshot().today;
  const added = await s.stint.addManualEntry({ accountKey: s.studio, date, projectId: project.id, description: 'Invoice review', start: '07:00', end: '07:45' });
  assert.equal(added.ok, true, JSON.stringify(added));
  const undoNote = s.fake.notifications.filter((n) => n.onScreen && n.options.actions?.some((a) => a.text === 'Undo')).at(-1);
  assert.ok(undoNote, 'the correction is said in a notification with its Undo');
  undoNote.pressAction(0);
  await s.stint.settled();
  // Past the hold: whatever was still queued would be sent now.
  await s.clock.advance(15 * MINUTE);
  await s.stint.settled();

  assert.equal(s.onService(STUDIO_ACCOUNT_ID).some((e) => e.description === 'Invoice review'), false, 'nothing sent to the studio');
  assert.equal(s.onService(STUDIO_ACCOUNT_ID).length, studioBefore, "the studio's entries as before");
  assert.equal(s.onService(DEMO.accountId).length, acmeBefore, "Acme's entries as before");
  assert.deepEqual(s.running(), [], 'no timer started by it');
  assert.deepEqual(s.live(), [], 'answered without a window: none made');
});
