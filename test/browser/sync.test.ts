// Syncing as a person sees it, in Chromium on the real engine: offline and back, a token
// revoked while actions wait, and a timer started elsewhere (another device, straight
// through the API) that shows after a refresh.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEMO } from '../support/sim-fixture.ts';
import { newEntries, pastOneSecond, startWebsite, statusText } from './support/actions.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { signInAsDemo, type StintPage } from './support/stint-page.ts';

const ADA = 1;

/** Another device: signs in with its own User-Agent and talks to the API directly. */
async function otherDevice(s: StintPage) {
  const ua = 'OtherDevice/1.0 (browser test)';
  const form = (fields: Record<string, string | number>) => new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
  const auth = await fetch(`${s.sim.baseUrl}/auth`, {
    method: 'POST',
    headers: { 'user-agent': ua },
    body: form({ email: DEMO.admin, password: DEMO.password, account_id: DEMO.accountId }),
  });
  assert.equal(auth.status, 200);
  const { token } = (await auth.json()) as { token: string };
  const call = async (path: string, fields: Record<string, string | number> = {}) => {
    const r = await fetch(`${s.sim.baseUrl}${path}`, { method: 'POST', headers: { 'user-agent': ua, 'x-api-token': token }, body: form(fields) });
    assert.ok(r.ok, `${path} answered ${r.status}: ${await r.clone().text()}`);
    return (await r.json()) as { id: number };
  };
  return { call };
}

test('offline, a start and a stop wait in the queue; back online they reach the service once', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    const before = s.entryIds();
    await s.control({ network: 'offline' });
    await startWebsite(s, 'Offline work');
    await pastOneSecond(page);
    await page.getByRole('button', { name: 'Stop' }).press('Enter');
    await page.getByRole('button', { name: 'Start' }).waitFor();
    await eventually(() => statusText(page), (t) => /^Offline: \d+ actions? waiting to sync\./.test(t), 'the status to say what waits');
    assert.deepEqual(newEntries(s, before), [], 'nothing sent while offline');

    await s.control({ network: 'online' });
    await eventually(() => statusText(page), (t) => t.startsWith('All changes synced.'), 'the status to say all is synced');
    const made = newEntries(s, before);
    assert.equal(made.length, 1, 'one entry, no duplicate');
    assert.equal(made[0]!.description, 'Offline work');
    assert.equal(made[0]!.stopwatch_started_at, null, 'stopped, as it was offline');
  }),
);

test("typing into the running entry's description goes on undisturbed while the service confirms the start", BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    const before = s.entryIds();
    await s.control({ network: 'offline' });
    await startWebsite(s, '');
    const description = page.getByLabel('Description', { exact: true });
    await description.focus();
    await page.keyboard.type('Release ');
    const focusedIn = await description.elementHandle();

    // Back online: the start reaches the service and the window hears it was confirmed.
    await s.control({ network: 'online' });
    await eventually(() => s.harness.stint.snapshot().running?.id ?? null, (id) => id !== null, 'the start to be confirmed');
    await eventually(() => statusText(page), (t) => t.startsWith('All changes synced.'), 'the status to say all is synced');
    assert.ok(await focusedIn!.evaluate((el) => el.isConnected && el === document.activeElement), 'the same field, still focused');

    await page.keyboard.type('notes');
    await page.keyboard.press('Enter');
    await eventually(() => newEntries(s, before)[0]?.description, (d) => d === 'Release notes', 'the whole description on the service');
  }),
);

test('a revoked token brings the sign-in screen with the queued actions kept; signing in again sends them', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    const before = s.entryIds();
    await s.control({ network: 'offline' });
    await startWebsite(s, 'Kept while signed out');
    // The service forgets every token of the user (revoked elsewhere) before the queue is sent.
    const tokens = s.sim.sim.ctx.store.tokens;
    for (const [key, t] of tokens) if (t.user_id === ADA) tokens.delete(key);
    await s.control({ network: 'online' });

    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await eventually(() => statusText(page), (t) => /^Signed out: 1 action kept\./.test(t), 'the status to say the action is kept');
    assert.deepEqual(newEntries(s, before), []);

    await signInAsDemo(s);
    await eventually(() => statusText(page), (t) => t.startsWith('All changes synced.'), 'the kept action to be sent');
    const made = newEntries(s, before);
    assert.equal(made.length, 1);
    assert.equal(made[0]!.description, 'Kept while signed out');
    assert.notEqual(made[0]!.stopwatch_started_at, null, 'running on the service');
    await page.getByRole('button', { name: 'Stop' }).waitFor();
  }),
);

test('a timer started through the API directly appears after a refresh', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    await page.getByRole('button', { name: 'Start' }).waitFor();
    const device = await otherDevice(s);
    const website = s.harness.stint.snapshot().projects.find((p) => p.name === 'Website Redesign')!.id;
    const entry = await device.call('/time-entries', { project_id: website, description: 'Started on the web' });
    await device.call(`/time-entries/${entry.id}/start`);

    // A reload alone reads nothing (the engine's last read is too fresh: refresh-policy.ts,
    // showFreshMs); Refresh, by keyboard, is what the person asks for.
    await page.reload();
    await page.getByRole('combobox', { name: 'Project' }).waitFor();
    await page.getByRole('button', { name: 'Refresh' }).press('Enter');
    await page.getByRole('button', { name: 'Stop' }).waitFor();
    assert.equal(await page.getByLabel('Description', { exact: true }).inputValue(), 'Started on the web');
    assert.equal(await page.getByRole('combobox', { name: 'Project' }).inputValue(), 'Website Redesign');
    assert.equal((await eventually(() => s.tray(), (t) => t.icon === 'running', 'the tray to show it running')).icon, 'running');
  }),
);
