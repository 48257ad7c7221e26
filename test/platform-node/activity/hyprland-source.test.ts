// The Hyprland backend against stand-in sockets that answer and send as Hyprland does.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FocusedWindow } from '../../../main/core/ports.ts';
import { hyprlandFolder, hyprlandSource } from '../../../main/platform/node/activity/hyprland-source.ts';
import { Told } from '../../platform-electron/support/told.ts';
import { FakeHyprland, type HyprWindow } from './support/fake-hyprland.ts';
import { english, englishTroubles } from './support/english.ts';

test('Hyprland: the focused window at once, then focus changes, a title with commas, a new title of the focused window, nothing in focus', async () => {
  const hypr = await FakeHyprland.start();
  try {
    const code: HyprWindow = { address: '55d1c2a0e8b0', class: 'code', title: 'main.ts - stint - Visual Studio Code' };
    const firefox: HyprWindow = { address: '55d1c2a11f40', class: 'firefox', title: 'Invoice 12, March, 2026 — Mozilla Firefox' };
    hypr.focused = code;
    const source = hyprlandSource({ signature: hypr.signature, runtimeDir: hypr.runtimeDir });
    assert.deepEqual(await source.availability(), { ok: true, backend: 'hyprland', titles: true });
    assert.deepEqual(hypr.requests, ['j/version'], 'no window read to answer whether it can record (the record may be off)');
    const told = new Told<FocusedWindow | null>();
    const troubles = new Told<string>();
    const stop = source.watch(told.push, englishTroubles(troubles.push));
    assert.deepEqual(await told.after(0, () => true), { app: 'code', title: 'main.ts - stint - Visual Studio Code' });
    await hypr.whenListened();

    let mark = told.mark();
    hypr.focus(firefox);
    assert.deepEqual(await told.after(mark, () => true), { app: 'firefox', title: 'Invoice 12, March, 2026 — Mozilla Firefox' });
    mark = told.mark();
    hypr.retitle(code, 'other.ts - stint - Visual Studio Code'); // not the focused window
    hypr.focus(firefox); // the same again
    hypr.retitle(firefox, 'Issue 62 — Mozilla Firefox');
    assert.deepEqual(await told.after(mark, () => true), { app: 'firefox', title: 'Issue 62 — Mozilla Firefox' });
    mark = told.mark();
    hypr.focus(null);
    assert.equal(await told.after(mark, () => true), null);
    assert.equal(told.all.length, 4);

    mark = troubles.mark();
    await hypr.stop();
    assert.equal(await troubles.after(mark, () => true), 'Hyprland closed its event socket: the focused window is no longer seen.');
    stop();
  } finally {
    await hypr.stop();
  }
});

test("Hyprland's sockets: in $XDG_RUNTIME_DIR/hypr from 0.40, in /tmp/hypr before; none there is a reason for Settings", async () => {
  const at = (paths: string[]) => (p: string) => paths.includes(p);
  assert.equal(hyprlandFolder({ signature: 's', runtimeDir: '/run/user/1000', exists: at(['/run/user/1000/hypr/s/.socket2.sock']) }), '/run/user/1000/hypr/s');
  assert.equal(hyprlandFolder({ signature: 's', runtimeDir: '/run/user/1000', exists: at(['/tmp/hypr/s/.socket2.sock']) }), '/tmp/hypr/s');
  const gone = await hyprlandSource({ signature: 'gone', runtimeDir: '/nonexistent' }).availability();
  assert.equal(gone.ok, false);
  assert.match(gone.ok ? '' : english(gone.reason), /^Stint cannot reach Hyprland's sockets \(\/nonexistent\/hypr\/gone\): connect ENOENT/);
});
