// The harness end to end without a browser: a stand-in page (support/page-socket.ts)
// talks to the real engine through the harness, against the simulator.

import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, afterEach, before, beforeEach, test } from 'node:test';
import type { Snapshot } from '../../main/core/snapshot.ts';
import { startSim, type RunningSim } from '../sim/start.ts';
import { DEMO } from '../support/sim-fixture.ts';
import { startHarness, type RunningHarness } from '../harness/server.ts';
import { SimClock } from '../sim/clock.ts';
import { testClock } from '../support/test-day.ts';
import { HANG_GUARD } from '../support/hang-guard.ts';
import type { TrayJson } from '../harness/tray-json.ts';
import { PageSocket, fixtureRenderer, refusedUpgrade, socketUrlOf } from './support/page-socket.ts';
import { until } from './support/until.ts';

let sim: RunningSim;
/**
 * The engine's and the service's clock, from a fixed weekday morning (whatever the hour the
 * test runs): a lock can last minutes at once (a short one passes without a prompt).
 */
const clock = testClock();
let rendererDir: string;
let harness: RunningHarness;
let page: PageSocket;

before(async () => {
  sim = await startSim({ clock: new SimClock(clock) });
  rendererDir = fixtureRenderer();
});
after(async () => {
  await sim.close();
  rmSync(rendererDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await sim.control.reset();
  harness = await startHarness({ baseUrl: sim.baseUrl, rendererDir, onError: () => {}, clock });
  page = await PageSocket.open(await socketUrlOf(harness.url), harness.origin);
});
afterEach(async () => {
  await page.close();
  await harness.close();
});

const signIn = () => page.invoke('stint:signIn', { baseUrl: sim.baseUrl, email: DEMO.admin, password: DEMO.password, accountId: DEMO.accountId });
const tray = async (): Promise<TrayJson> => (await fetch(`${harness.origin}/tray`)).json() as Promise<TrayJson>;
const control = (body: unknown) =>
  fetch(`${harness.origin}/control`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const entryIds = () => new Set(sim.sim.ctx.store.entries.keys());
const newEntries = (before: Set<number>) => [...sim.sim.ctx.store.entries.values()].filter((e) => !before.has(e.id));

async function firstProject(): Promise<number> {
  const s = await until(harness.stint, (x) => x.projects.some((p) => p.active && !p.requiredTask));
  return s.projects.find((p) => p.active && !p.requiredTask)!.id;
}

test('the page signs in and starts a timer through the shell\'s handlers; /tray follows', HANG_GUARD, async () => {
  const before = entryIds();
  assert.equal((await tray()).icon, 'idle');
  assert.ok((await tray()).items['sign-in']);
  assert.deepEqual(await signIn(), { ok: true, value: { ok: true } });
  const projectId = await firstProject();
  assert.deepEqual(await page.invoke('stint:start', { projectId }), { ok: true, value: { ok: true } });
  const t = await tray();
  assert.equal(t.icon, 'running');
  assert.ok(t.items.stop?.enabled);
  assert.deepEqual(await page.invoke('stint:stop'), { ok: true, value: { ok: true } });
  assert.equal((await tray()).items.stop, undefined);
  await until(harness.stint, (s) => s.sync.queued === 0);
  const made = newEntries(before);
  assert.equal(made.length, 1);
  assert.equal(made[0]!.project_id, projectId);
  assert.equal(made[0]!.stopwatch_started_at, null, 'stopped on the service');
});

test('after `listen` the page gets the snapshot and the tray model, then every change', HANG_GUARD, async () => {
  assert.equal(page.events.length, 0, 'nothing before the page listens');
  page.send({ kind: 'listen' });
  const first = (await page.event((e) => e.channel === 'stint:snapshot')).payload as Snapshot;
  assert.equal(first.session.state, 'signed_out');
  const firstTray = (await page.event((e) => e.channel === 'stint:tray')).payload as TrayJson;
  assert.equal(firstTray.icon, 'idle');
  await signIn();
  const signedIn = await page.event((e) => e.channel === 'stint:snapshot' && (e.payload as Snapshot).session.state === 'signed_in');
  assert.equal((signedIn.payload as Snapshot).session.state === 'signed_in' && (signedIn.payload as { session: { email: string } }).session.email, DEMO.admin);
});

test('a malformed payload and an unknown channel are refused in words', HANG_GUARD, async () => {
  const bad = await page.invoke('stint:start', { projectId: 'five' });
  assert.equal(bad.ok, false);
  assert.equal(!bad.ok && bad.error.kind, 'bad_payload');
  assert.ok(!bad.ok && bad.error.fields?.projectId);
  const unknown = await page.invoke('stint:format-disk', null);
  assert.equal(!unknown.ok && unknown.error.kind, 'bad_payload');
  assert.match(!unknown.ok ? unknown.error.message : '', /no command "stint:format-disk"/);
});

test('only the page this run served can open the socket', HANG_GUARD, async () => {
  const url = await socketUrlOf(harness.url);
  const noSecret = url.replace(/secret=[^&]+/, 'secret=');
  const wrongSecret = url.replace(/secret=[^&]+/, 'secret=guess');
  assert.equal(await refusedUpgrade(noSecret, harness.origin), 403);
  assert.equal(await refusedUpgrade(wrongSecret, harness.origin), 403);
  assert.equal(await refusedUpgrade(url, 'http://evil.example'), 403);
  assert.equal(await refusedUpgrade(url.replace('/bridge', '/other'), harness.origin), 404);
  const other = await startHarness({ baseUrl: sim.baseUrl, rendererDir, onError: () => {} });
  try {
    // A secret from another run is no key here.
    assert.equal(await refusedUpgrade(`${other.origin.replace('http', 'ws')}/bridge?${new URL(url).searchParams}`, other.origin), 403);
  } finally {
    await other.close();
  }
});

test('a request for another host name is refused (no DNS rebinding)', HANG_GUARD, async () => {
  const { request } = await import('node:http');
  const status = await new Promise<number>((resolve, reject) => {
    const port = new URL(harness.origin).port;
    request({ host: '127.0.0.1', port, path: '/tray', headers: { host: `attacker.example:${port}` } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
  assert.equal(status, 421);
});

test('the page is served with the socket in its CSP; a missing renderer says how to build it', HANG_GUARD, async () => {
  const html = await (await fetch(harness.url)).text();
  assert.match(html, new RegExp(`connect-src ${harness.origin.replace('http', 'ws').replace(/\./g, '\\.')}"`));
  assert.equal((await fetch(`${harness.origin}/harness/bridge.js`)).headers.get('content-type'), 'text/javascript; charset=utf-8');
  assert.equal((await fetch(`${harness.origin}/../package.json`)).status, 404);
  const bare = await startHarness({ baseUrl: sim.baseUrl, rendererDir: `${rendererDir}/missing`, onError: () => {} });
  try {
    const r = await fetch(bare.url);
    assert.equal(r.status, 404);
    assert.match(await r.text(), /npm run build:renderer/);
  } finally {
    await bare.close();
  }
});

test('lock and unlock with a timer running raise the idle prompt and its notification; choosing Keep answers it', HANG_GUARD, async () => {
  await signIn();
  await page.invoke('stint:start', { projectId: await firstProject() });
  await harness.stint.settled();
  assert.equal((await control({ event: 'lock' })).status, 200);
  clock.jump(10 * 60_000);
  assert.equal((await control({ event: 'unlock' })).status, 200);
  const prompted = await until(harness.stint, (s) => s.idle.prompt !== null);
  assert.equal(prompted.idle.prompt?.reason, 'lock');
  const shown = (await (await fetch(`${harness.origin}/control/notifications`)).json()) as { open: { id: string }[] };
  assert.deepEqual(shown.open.map((n) => n.id), ['stint.idle']);
  assert.equal((await tray()).icon, 'attention');
  assert.equal((await control({ notification: { id: 'stint.idle', action: 'keep' } })).status, 200);
  await until(harness.stint, (s) => s.idle.prompt === null);
  assert.equal((await tray()).icon, 'running');
  const again = await control({ notification: { id: 'stint.idle', action: 'keep' } });
  assert.equal(again.status, 404);
});

test('offline: the start waits in the queue and /tray says so; back online it is sent once', HANG_GUARD, async () => {
  const before = entryIds();
  await signIn();
  const projectId = await firstProject();
  await harness.stint.settled();
  assert.equal((await control({ network: 'offline' })).status, 200);
  await page.invoke('stint:start', { projectId });
  const t = await tray();
  assert.equal(t.icon, 'offline');
  assert.match(t.items['sync-status']?.label ?? '', /^Offline: 1 action waiting to sync$/);
  assert.equal((await control({ network: 'online' })).status, 200);
  await until(harness.stint, (s) => s.sync.queued === 0 && s.running !== null && s.running.id !== null);
  const made = newEntries(before);
  assert.equal(made.length, 1, 'sent once');
  assert.equal(made[0]!.project_id, projectId);
  assert.notEqual(made[0]!.stopwatch_started_at, null, 'running on the service');
});
