// The tray's pause of the activity record (issue 62): offered only while the record is on,
// "Resume" (with until when) while it is paused, nothing while it is off or cannot record;
// a click pauses through the engine's one command, and a refusal is told to the person.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ActivitySnapshot, SessionState } from '../../../main/core/snapshot.ts';
import type { CommandResult } from '../../../main/core/stint-api.ts';
import { runTrayAction, trayAction, type TrayActionDeps } from '../../../main/core/views/tray-menu-actions.ts';
import { trayModel, type TrayMenuItem } from '../../../main/core/views/tray-model.ts';
import { syncOk, trayInput } from '../../support/tray-input.ts';
import { DISPLAY_12H } from '../../support/display.ts';

const NOW = Date.parse('2026-03-10T10:00:00.000Z');
const SIGNED_IN: SessionState = { state: 'signed_in', baseUrl: 'https://svc.test', accountId: 'acme', email: 'ann@acme.test', userId: 4, userName: 'Ann', role: 'regular' };
const SIGNED_OUT: SessionState = { state: 'signed_out' } as SessionState;

function activity(state: ActivitySnapshot['state'], pausedUntil: number | null = null): ActivitySnapshot {
  return {
    state,
    pausedUntil,
    held: null,
    cannot: state === 'unavailable' ? 'Stint cannot see the window in focus on this desktop.' : null,
    note: null,
    where: '/home/ann/.config/Stint/activity',
    keepDays: 30,
    today: { date: '2026-03-10', stretches: [], apps: [] },
    fills: [],
    rules: [],
    question: null,
  };
}

const menuOf = (a: ActivitySnapshot | undefined, session: SessionState = SIGNED_IN, over = {}) =>
  trayModel(trayInput(session, syncOk(NOW), { ...(a ? { activity: a } : {}), ...over }), NOW, 'linux').menu;
const find = (menu: readonly TrayMenuItem[], id: string) => menu.find((i) => i.id === id);
const activityIds = (menu: readonly TrayMenuItem[]) => menu.filter((i) => i.id.startsWith('activity-')).map((i) => i.id);

describe('the tray offers the pause only while the record is on', () => {
  test('recording (or the person away): "Pause activity record" for an hour or for today, just above Settings…', () => {
    for (const state of ['on', 'away'] as const) {
      const menu = menuOf(activity(state));
      const pause = find(menu, 'activity-pause');
      assert.deepEqual(pause, {
        id: 'activity-pause',
        label: 'Pause activity record',
        enabled: true,
        submenu: [
          { id: 'activity-pause-hour', label: 'For an hour', enabled: true },
          { id: 'activity-pause-day', label: 'For today', enabled: true },
        ],
      }, state);
      assert.equal(menu[menu.indexOf(pause!) + 1]!.id, 'settings');
      assert.equal(find(menu, 'activity-resume'), undefined);
    }
  });

  test('paused: "Resume activity record" says until when, in the person\'s clock; a pause to midnight says for today', () => {
    const hour = menuOf(activity('paused', Date.parse('2026-03-10T11:00:00.000Z')), SIGNED_IN, { display: DISPLAY_12H });
    assert.deepEqual(activityIds(hour), ['activity-resume']);
    assert.equal(find(hour, 'activity-resume')!.label, 'Resume activity record (paused until 11:00 AM)');
    const day = menuOf(activity('paused', Date.parse('2026-03-11T00:00:00.000Z')));
    assert.equal(find(day, 'activity-resume')!.label, 'Resume activity record (paused for today)');
  });

  test('paused for a setting that could not be read (issue 68): said, and no Resume, which cannot stand in for the setting', () => {
    const menu = menuOf({ ...activity('paused'), held: "'Titles never recorded' could not be read as stored." });
    assert.deepEqual(activityIds(menu), ['activity-held']);
    assert.deepEqual(find(menu, 'activity-held'), { id: 'activity-held', label: 'Activity record paused: a setting could not be read (see Settings)', enabled: false });
  });

  test('off, unavailable here, or no record in the snapshot: nothing of it in the menu', () => {
    for (const a of [activity('off'), activity('unavailable'), undefined]) assert.deepEqual(activityIds(menuOf(a)), [], a?.state ?? 'absent');
  });

  test('the record is the person\'s: signed out, it still pauses from the tray', () => {
    assert.deepEqual(activityIds(menuOf(activity('on'), SIGNED_OUT)), ['activity-pause']);
  });
});

describe('a click on the pause', () => {
  function deps(answer: CommandResult = { ok: true }) {
    const calls: string[] = [];
    const told: string[] = [];
    const d = {
      stint: {
        ...({} as TrayActionDeps['stint']),
        pauseActivity: async (choice: 'hour' | 'day' | 'resume') => {
          calls.push(`pauseActivity ${choice}`);
          return answer;
        },
      },
      showWindow: () => undefined,
      quit: () => undefined,
      openUrl: () => undefined,
      logger: { log: () => undefined },
      tell: (m: string) => void told.push(m),
    } satisfies TrayActionDeps;
    return { d, calls, told };
  }
  const s = trayInput(SIGNED_IN, syncOk(NOW));

  test('each item is the pause it names', async () => {
    for (const [id, choice] of [['activity-pause-hour', 'hour'], ['activity-pause-day', 'day'], ['activity-resume', 'resume']] as const) {
      const action = trayAction(id, s);
      assert.deepEqual(action, { kind: 'activity-pause', choice });
      const { d, calls, told } = deps();
      assert.deepEqual(await runTrayAction(action, d), { ok: true });
      assert.deepEqual([calls, told], [[`pauseActivity ${choice}`], []]);
    }
  });

  test('a pause the engine refuses is told to the person in its words', async () => {
    const message = 'The activity record is off: there is nothing to pause.';
    const { d, told } = deps({ ok: false, message, fields: {} });
    assert.deepEqual(await runTrayAction(trayAction('activity-pause-hour', s), d), { ok: false, message });
    assert.deepEqual(told, [message]);
  });
});
