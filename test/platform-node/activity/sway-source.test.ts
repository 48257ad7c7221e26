// The Sway backend against a stand-in socket speaking Sway's IPC: the focused window at once
// from the tree, then each window event; what the compositor says arrives in the order it
// sent it, so waiting for the last answer proves the earlier ones were handled.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FocusedWindow } from '../../../main/core/ports.ts';
import { swaySource } from '../../../main/platform/node/activity/sway-source.ts';
import { Told } from '../../platform-electron/support/told.ts';
import { ManualClock } from '../../support/manual-clock.ts';
import { FakeSway } from './support/fake-sway.ts';
import { english, englishTroubles } from './support/english.ts';


test('Sway: the focused window from the tree, then focus, a new title, a close and an empty workspace, each once', async () => {
  const sway = await FakeSway.start();
  try {
    sway.open({ id: 10, name: 'Budget.ods — LibreOffice Calc', app_id: 'libreoffice-calc' });
    sway.open({ id: 11, name: 'Issue 62 — Mozilla Firefox', app_id: 'firefox' });
    sway.open({ id: 12, name: 'Slack | general', app_id: null, class: 'Slack' });
    sway.focusedId = 12;
    const source = swaySource({ socket: sway.socket });
    assert.deepEqual(await source.availability(), { ok: true, backend: 'sway', titles: true });
    const told = new Told<FocusedWindow | null>();
    const troubles = new Told<string>();
    const stop = source.watch(told.push, englishTroubles(troubles.push));
    // An XWayland window (floating here) is named by its X11 class.
    assert.deepEqual(await told.after(0, () => true), { app: 'Slack', title: 'Slack | general' });
    await sway.whenSubscribed();

    let mark = told.mark();
    sway.focus(10, true);
    assert.deepEqual(await told.after(mark, () => true), { app: 'libreoffice-calc', title: 'Budget.ods — LibreOffice Calc' });
    mark = told.mark();
    sway.focus(10);
    sway.retitle(11, 'Another tab — Mozilla Firefox'); // not the focused window: not a change
    sway.retitle(10, 'Budget (2).ods — LibreOffice Calc');
    assert.deepEqual(await told.after(mark, () => true), { app: 'libreoffice-calc', title: 'Budget (2).ods — LibreOffice Calc' });
    mark = told.mark();
    sway.focus(11);
    assert.deepEqual(await told.after(mark, () => true), { app: 'firefox', title: 'Another tab — Mozilla Firefox' });
    mark = told.mark();
    sway.toEmptyWorkspace();
    assert.equal(await told.after(mark, () => true), null);
    mark = told.mark();
    sway.focus(11);
    sway.close(11);
    assert.equal(await told.after(mark, (w) => w === null), null);

    assert.deepEqual(
      told.all.map((w) => w && w.title),
      ['Slack | general', 'Budget.ods — LibreOffice Calc', 'Budget (2).ods — LibreOffice Calc', 'Another tab — Mozilla Firefox', null, 'Another tab — Mozilla Firefox', null],
    );
    assert.deepEqual(troubles.all, []);
    mark = troubles.mark();
    await sway.stop();
    assert.equal(await troubles.after(mark, () => true), 'Sway closed its IPC socket: the focused window is no longer seen.');
    stop();
  } finally {
    await sway.stop();
  }
});

test('Sway refusing the subscription is a trouble; a socket nobody listens on is a reason for Settings', async () => {
  const sway = await FakeSway.start();
  try {
    sway.acceptSubscriptions = false;
    const troubles = new Told<string>();
    const stop = swaySource({ socket: sway.socket }).watch(() => undefined, englishTroubles(troubles.push));
    assert.equal(await troubles.after(0, () => true), "Sway refused Stint's subscription to its window events.");
    stop();
  } finally {
    await sway.stop();
  }
  const gone = await swaySource({ socket: sway.socket, clock: new ManualClock() }).availability();
  assert.equal(gone.ok, false);
  assert.match(gone.ok ? '' : english(gone.reason), /^Stint cannot reach Sway's IPC socket \(.*sway-ipc\.sock\): connect ENOENT/);
});
