// The token and the password never cross to the window, nor land in a file or a log line.
// The real engine runs against the simulator over loopback HTTP, driven only through the IPC
// handlers as the window would; every answer, every snapshot pushed, every file under the
// data directory (durable store, settings, log) and every notification is searched for the
// session's token (random: read back from the secret store) and for the password.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startSim } from '../sim/start.ts';
import { SimClock } from '../sim/clock.ts';
import { DEMO_PASSWORD } from '../sim/demo.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { CALENDARS_SECRET_KEY } from '../../main/platform/node/account-ports.ts';
import type { Snapshot } from '../../main/core/snapshot.ts';
import { engineBehindHandlers } from './engine-behind-handlers.ts';
import { assertAbsent } from './secret-search.ts';

const EMAIL = 'ada@example.com';

async function world(t: { after(fn: () => Promise<void>): void }) {
  const clock = new ManualClock(Date.parse('2026-03-10T09:00:00Z'));
  const sim = await startSim({ clock: new SimClock(clock) });
  await sim.control.reset();
  await sim.control.clock({ now: '2026-03-10T09:00:00Z' });
  const engine = await engineBehindHandlers(t, clock, () => sim.close());
  return {
    ...engine,
    clock,
    sim,
    async token(): Promise<string> {
      const raw = await engine.ports.secrets.get();
      assert.ok(raw, 'a session record is stored');
      const token = (JSON.parse(raw) as { credentials: { token: unknown } }).credentials.token;
      assert.equal(typeof token, 'string');
      assert.ok((token as string).length >= 16, 'a token long enough that a chance match is impossible');
      return token as string;
    },
    signInPayload: (password: string) => ({ baseUrl: sim.baseUrl, email: EMAIL, password, accountId: 'demo' }),
  };
}

type World = Awaited<ReturnType<typeof world>>;

function lastSnapshot(w: World): Snapshot {
  const snaps = w.pushed.filter(([c]) => c === 'stint:snapshot');
  return snaps[snaps.length - 1]![1] as Snapshot;
}

test('canary: a session driven through the handlers never shows the token or the password', async (t) => {
  const w = await world(t);
  assert.deepEqual(await w.call('stint:signIn', w.signInPayload(DEMO_PASSWORD)), { ok: true, value: { ok: true } });
  const token = await w.token();

  const snap: Snapshot = (await w.call('stint:getSnapshot', null)).value;
  assert.equal(snap.session.state, 'signed_in');
  const project = snap.projects.find((p) => !p.requiredTask && p.active);
  assert.ok(project, 'the demo account has a project without a required task');

  assert.deepEqual(await w.call('stint:start', { projectId: project.id, description: 'canary run' }), { ok: true, value: { ok: true } });
  await w.clock.advance(10 * 60_000);
  await w.stint.settled();
  assert.deepEqual(await w.call('stint:stop', null), { ok: true, value: { ok: true } });

  const refused = await w.call('stint:addManualEntry', { date: '2026-03-10', projectId: -1, start: '08:00', end: '08:30' });
  assert.deepEqual([refused.ok, Object.keys(refused.error.fields)], [false, ['projectId']]);
  const badTime = await w.call('stint:addManualEntry', { date: '2026-03-10', projectId: project.id, start: '25:00', end: '26:00' });
  assert.deepEqual(badTime, { ok: true, value: { ok: false, message: 'Check the highlighted fields.', fields: { start: '"25:00" is not a time of day: type one such as 9:40 AM.', end: '"26:00" is not a time of day: type one such as 9:40 AM.' } } });
  assert.deepEqual(await w.call('stint:refresh', null), { ok: true, value: { ok: true } });
  const settings = await w.call('stint:updateSettings', { idle: { thresholdMinutes: 10 } });
  assert.equal(settings.value.settings.idle.thresholdMinutes, 10);
  assert.equal((await w.call('stint:refresh', null, { frame: 'devtools' })).error.kind, 'bad_sender');
  const final: Snapshot = (await w.call('stint:getSnapshot', null)).value;
  assert.equal(final.running, null);
  assert.deepEqual(
    final.todayEntries.filter((e) => e.description === 'canary run').map((e) => [e.projectId, e.totalSeconds, e.pending]),
    [[project.id, 600, false]],
  );

  // The positive control: the secret store holds the token (so the search below looks for
  // something real), and the search covers the durable store and settings. (The engine logs
  // only failures of its loop, so a good session may leave no log file; one is searched
  // whenever it exists.)
  assert.ok((await w.ports.secrets.get())!.includes(token));
  await w.close();
  const { text, files } = w.everythingVisible();
  assert.ok(Object.keys(files).some((f) => f.startsWith('durable')), 'the durable store wrote files');
  assert.ok(Object.hasOwn(files, 'settings.json'), 'settings were written');
  assert.ok(w.pushed.length >= 5, 'snapshots were pushed');
  assert.ok(text.includes(EMAIL), 'the search sees what the window sees');
  assert.deepEqual(w.failures, []);

  assertAbsent(text, token, 'the token');
  assertAbsent(text, DEMO_PASSWORD, 'the password');
});

test('401: a wrong password, then a token the service forgets mid-session, in plain words and without a secret', async (t) => {
  const w = await world(t);
  const wrongPassword = `canary-${randomUUID()}`;
  const refused = 'The email, password or account ID is wrong: check them and try again.';
  assert.deepEqual(await w.call('stint:signIn', w.signInPayload(wrongPassword)), { ok: true, value: { ok: false, message: refused, fields: {} } });
  assert.deepEqual(lastSnapshot(w).session, { state: 'signed_out', reason: refused, authAttemptsLeft: 59, authWrongLeft: 4, limits: ['After 4 more wrong tries in a row, the service blocks this email for 15 minutes.'] });

  assert.deepEqual(await w.call('stint:signIn', w.signInPayload(DEMO_PASSWORD)), { ok: true, value: { ok: true } });
  const firstToken = await w.token();
  const project = lastSnapshot(w).projects.find((p) => !p.requiredTask && p.active)!;

  // The service forgets every token: the next request is answered 401.
  w.sim.sim.ctx.store.tokens.clear();
  assert.deepEqual(await w.call('stint:start', { projectId: project.id, description: 'after the 401' }), { ok: true, value: { ok: true } });
  const after = lastSnapshot(w);
  assert.equal(after.session.state, 'signed_out');
  // The engine's wording of the cause may change; the plain facts here may not.
  assert.match(after.session.state === 'signed_out' ? (after.session.reason ?? '') : '', /^The service no longer accepts your session\b.*Sign in again; your 1 waiting action is kept\.$/);
  assert.equal(after.sync.queued, 1);
  assert.equal(await w.ports.secrets.get(), null, 'the dead token is deleted');
  assert.deepEqual(await w.call('stint:refresh', null), { ok: true, value: { ok: false, message: 'Sign in first.', fields: {} } });

  // Signing in again as the same user sends the kept action.
  assert.deepEqual(await w.call('stint:signIn', w.signInPayload(DEMO_PASSWORD)), { ok: true, value: { ok: true } });
  const secondToken = await w.token();
  assert.notEqual(secondToken, firstToken);
  const resumed = lastSnapshot(w);
  assert.equal(resumed.sync.queued, 0);
  assert.equal(resumed.running?.description, 'after the 401');
  assert.equal(resumed.running?.pending, false);

  await w.close();
  const { text } = w.everythingVisible();
  assert.ok(text.includes('no longer accepts your session'), 'the search sees the 401 message');
  for (const [secret, what] of [
    [firstToken, 'the forgotten token'],
    [secondToken, 'the new token'],
    [wrongPassword, 'the wrong password'],
    [DEMO_PASSWORD, 'the password'],
  ] as const) {
    assertAbsent(text, secret, what);
  }
  assert.deepEqual(w.failures, []);
});

test('canary: a second account added through the handlers keeps its own token, and neither token nor the password shows', async (t) => {
  const w = await world(t);
  assert.deepEqual(await w.call('stint:signIn', w.signInPayload(DEMO_PASSWORD)), { ok: true, value: { ok: true } });
  const first = await w.token();
  const added = await w.call('stint:addAccount', { label: 'Studio', baseUrl: w.sim.baseUrl, email: EMAIL, password: DEMO_PASSWORD, accountId: 'studio' });
  assert.deepEqual(added, { ok: true, value: { ok: true } });
  // The calendars' keychain item is asked for when the accounts open (platform/node/account-ports.ts); the studio's is the other.
  const [studioSecrets] = [...w.otherSecrets].filter(([key]) => key !== CALENDARS_SECRET_KEY).map(([, store]) => store);
  const raw = await studioSecrets!.get();
  assert.ok(raw, "the studio's session is kept in its own store");
  const second = (JSON.parse(raw) as { credentials: { token: string } }).credentials.token;
  assert.notEqual(second, first);
  assert.ok((await w.ports.secrets.get())!.includes(first), "the first account's store still holds its own token");

  const snap: Snapshot = (await w.call('stint:getSnapshot', null)).value;
  assert.deepEqual(snap.accounts?.rows.map((r) => [r.name, r.session]), [['demo', 'signed_in'], ['Studio', 'signed_in']]);
  const studio = snap.accounts!.rows[1]!.key;
  const brand = snap.accounts!.otherProjects.find((p) => p.project.name === 'Brand Refresh')!;
  assert.equal(brand.accountName, 'Studio');
  assert.deepEqual(await w.call('stint:startInAccount', { accountKey: studio, projectId: brand.project.id, description: 'logo' }), { ok: true, value: { ok: true } });
  const running: Snapshot = (await w.call('stint:getSnapshot', null)).value;
  assert.equal(running.accounts?.inUse, studio, 'the window shows the account whose timer runs');
  assert.equal(running.accounts?.running?.title, 'Studio · Brand Refresh');
  assert.equal(running.running?.description, 'logo');
  assert.deepEqual(await w.call('stint:stop', null), { ok: true, value: { ok: true } });
  assert.equal((await w.call('stint:removeAccount', { accountKey: 'nope1', discardQueued: false })).value.ok, false);

  await w.close();
  const { text } = w.everythingVisible();
  assert.ok(text.includes('Brand Refresh'), "the search sees the studio's entries");
  assertAbsent(text, first, "the first account's token");
  assertAbsent(text, second, "the studio's token");
  assertAbsent(text, DEMO_PASSWORD, 'the password');
  assert.deepEqual(w.failures, []);
});
