import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ManualIdleSource, ManualNetworkStatus, RecordingNotifier } from '../../main/platform/node/index.ts';
import type { PromptEvent } from '../../main/ipc/contract.ts';
import { applyControl } from '../../main/platform/node/os-control.ts';
import { offlineAwareFetch } from '../../main/platform/node/offline-fetch.ts';

function ports() {
  const prompts: PromptEvent[] = [];
  return { idle: new ManualIdleSource(), network: new ManualNetworkStatus(), notifier: new RecordingNotifier(), window: { prompt: (p: PromptEvent) => void prompts.push(p) }, prompts };
}

test('idle seconds, system events and the network reach the ports', () => {
  const p = ports();
  const events: string[] = [];
  p.idle.onEvent((e) => events.push(e));
  assert.deepEqual(applyControl(p, { idle_seconds: 600 }), { ok: true });
  assert.equal(p.idle.idleSeconds(), 600);
  assert.deepEqual(applyControl(p, { idle_seconds: null }), { ok: true });
  assert.equal(p.idle.idleSeconds(), undefined);
  for (const event of ['lock', 'unlock', 'suspend', 'resume']) assert.deepEqual(applyControl(p, { event }), { ok: true });
  assert.deepEqual(events, ['lock', 'unlock', 'suspend', 'resume']);
  assert.deepEqual(applyControl(p, { network: 'offline' }), { ok: true });
  assert.equal(p.network.online(), false);
  assert.deepEqual(applyControl(p, { network: 'online' }), { ok: true });
  assert.equal(p.network.online(), true);
});

test('a notification action reaches the engine only for a notification on screen', () => {
  const p = ports();
  const chosen: string[] = [];
  p.notifier.onAction((id, action) => chosen.push(`${id}:${action}`));
  const missing = applyControl(p, { notification: { id: 'stint.idle', action: 'keep' } });
  assert.equal(missing.ok, false);
  assert.equal(!missing.ok && missing.status, 404);
  p.notifier.show({ id: 'stint.idle', title: 't', body: 'b', actions: [{ id: 'keep', label: 'Keep' }] });
  assert.deepEqual(applyControl(p, { notification: { id: 'stint.idle', action: 'keep' } }), { ok: true });
  assert.deepEqual(chosen, ['stint.idle:keep']);
});

test('open asks the window for a place, as the shell does', () => {
  const p = ports();
  assert.deepEqual(applyControl(p, { open: 'quick-entry' }), { ok: true });
  assert.deepEqual(applyControl(p, { open: 'settings' }), { ok: true });
  assert.deepEqual(p.prompts, [
    { kind: 'open', place: 'quick-entry' },
    { kind: 'open', place: 'settings' },
  ]);
  const r = applyControl(p, { open: 'cellar' });
  assert.equal(!r.ok && r.status, 400);
  assert.match(!r.ok ? r.message : '', /open must be one of picker, quick-entry, export, settings, accounts, today, sign-in/);
  assert.equal(p.prompts.length, 2);
});

test('a malformed body is refused with what to send, and changes nothing', () => {
  const p = ports();
  for (const body of [null, [], 'lock', {}, { idle_seconds: -1 }, { idle_seconds: '5' }, { event: 'reboot' }, { network: 'down' }, { notification: { id: 1 } }, { event: 'lock', network: 'offline' }, { reboot: true }]) {
    const r = applyControl(p, body);
    assert.equal(r.ok, false, JSON.stringify(body));
    assert.equal(!r.ok && r.status, 400);
    assert.match(!r.ok ? r.message : '', /POST \/control takes one JSON object/);
  }
  assert.equal(p.idle.idleSeconds(), 0);
  assert.equal(p.network.online(), true);
});

test('while the network is offline every request fails as without a network, and passes again after', async () => {
  const network = new ManualNetworkStatus();
  const seen: string[] = [];
  const f = offlineAwareFetch(network, async (url) => {
    seen.push(url);
    return new Response('ok');
  });
  network.set(false);
  await assert.rejects(f('http://127.0.0.1:1/x', {}), (e: unknown) => e instanceof TypeError && e.message === 'fetch failed');
  network.set(true);
  assert.equal(await (await f('http://127.0.0.1:1/y', {})).text(), 'ok');
  assert.deepEqual(seen, ['http://127.0.0.1:1/y']);
});
