// Whether the person can see Stint's tray icon, decided from the facts alone (the adapter
// that reads them from the session bus: tray-presence-dbus.test.ts).

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  TRAY_GRACE_MS,
  decideTrayPresence,
  isGnome,
  samePresence,
  trayHostAppeared,
  type TrayBusFacts,
  type TrayPresenceInput,
} from '../../main/platform/electron/tray-presence-decision.ts';

const NO_WATCHER: TrayBusFacts = { bus: 'reachable', watcher: false };
const ACCEPTED: TrayBusFacts = { bus: 'reachable', watcher: true, host: true, ourItem: true };
const NO_HOST: TrayBusFacts = { bus: 'reachable', watcher: true, host: false, ourItem: true };
const REFUSED: TrayBusFacts = { bus: 'reachable', watcher: true, host: true, ourItem: false };
const UNREACHABLE: TrayBusFacts = { bus: 'unreachable', reason: 'connect ENOENT /run/user/1000/bus' };

const after = TRAY_GRACE_MS;
const linux = (facts: TrayBusFacts | null, sinceTrayCreatedMs = after, desktop: string | undefined = 'KDE'): TrayPresenceInput => ({
  platform: 'linux',
  desktop,
  sinceTrayCreatedMs,
  facts,
});

describe('tray presence', () => {
  test('macOS and Windows: always shown, whatever a bus would say', () => {
    const anyFacts: (TrayBusFacts | null)[] = [null, NO_WATCHER, REFUSED, UNREACHABLE];
    for (const platform of ['darwin', 'win32'] as const) {
      for (const facts of anyFacts) {
        assert.deepEqual(decideTrayPresence({ platform, desktop: undefined, sinceTrayCreatedMs: 0, facts }), {
          state: 'shown',
          certain: true,
          note: 'the system tray always shows',
        });
      }
    }
  });

  test('a watcher with a host that lists our item: shown at once, even right after the tray was made', () => {
    assert.deepEqual(decideTrayPresence(linux(ACCEPTED, 0)), { state: 'shown', certain: true, note: 'the tray holds our icon and a panel shows it' });
  });

  test('each way of not showing waits out the grace period, then is named', () => {
    const cases = [
      [NO_WATCHER, 'no-watcher', 'No tray on this desktop: nothing here shows StatusNotifier tray icons.'],
      [NO_HOST, 'no-host', 'No tray on this desktop: a tray service runs, but no panel shows its icons.'],
      [REFUSED, 'item-refused', "The desktop's tray did not accept Stint's icon."],
    ] as const;
    for (const [facts, cause, reason] of cases) {
      assert.deepEqual(decideTrayPresence(linux(facts, 0)), { state: 'unknown-yet', decideInMs: TRAY_GRACE_MS }, cause);
      assert.deepEqual(decideTrayPresence(linux(facts, TRAY_GRACE_MS - 1)), { state: 'unknown-yet', decideInMs: 1 }, cause);
      assert.deepEqual(decideTrayPresence(linux(facts, TRAY_GRACE_MS)), { state: 'not-shown', cause, reason }, cause);
      assert.deepEqual(decideTrayPresence(linux(facts, 60_000)), { state: 'not-shown', cause, reason }, cause);
    }
  });

  test('on GNOME the reason names the AppIndicator extension', () => {
    for (const desktop of ['GNOME', 'ubuntu:GNOME', 'GNOME-Classic:GNOME', 'GNOME-Flashback:GNOME']) {
      const p = decideTrayPresence(linux(NO_WATCHER, after, desktop));
      assert.equal(p.state, 'not-shown', desktop);
      assert.match(p.state === 'not-shown' ? p.reason : '', /GNOME shows tray icons only with the AppIndicator extension/, desktop);
      const h = decideTrayPresence(linux(NO_HOST, after, desktop));
      assert.match(h.state === 'not-shown' ? h.reason : '', /AppIndicator extension/, desktop);
    }
    const kde = decideTrayPresence(linux(NO_WATCHER, after, 'KDE'));
    assert.doesNotMatch(kde.state === 'not-shown' ? kde.reason : '', /GNOME/);
  });

  test('isGnome reads every part of XDG_CURRENT_DESKTOP, and only GNOME', () => {
    assert.equal(isGnome('ubuntu:GNOME'), true);
    assert.equal(isGnome('gnome'), true);
    assert.equal(isGnome('GNOME-Flashback'), true);
    assert.equal(isGnome('KDE'), false);
    assert.equal(isGnome('X-Cinnamon'), false);
    assert.equal(isGnome('GNOMEish'), false);
    assert.equal(isGnome(undefined), false);
  });

  test('a session bus that cannot be reached proves nothing: assumed shown, at once, saying why', () => {
    for (const since of [0, after]) {
      assert.deepEqual(decideTrayPresence(linux(UNREACHABLE, since)), {
        state: 'shown',
        certain: false,
        note: 'assumed: the session bus cannot be reached to check (connect ENOENT /run/user/1000/bus)',
      });
    }
  });

  test('a watcher that would not tell something: assumed shown unless what it did tell rules it out', () => {
    const hostUnknown = decideTrayPresence(linux({ bus: 'reachable', watcher: true, host: null, ourItem: true }));
    assert.deepEqual(hostUnknown, { state: 'shown', certain: false, note: 'assumed: the tray would not tell whether a panel shows tray icons' });
    const itemsUnknown = decideTrayPresence(linux({ bus: 'reachable', watcher: true, host: true, ourItem: null }));
    assert.deepEqual(itemsUnknown, { state: 'shown', certain: false, note: 'assumed: the tray would not tell which icons it holds' });
    // A host draws only the items the watcher holds: ours missing is missing, host or not.
    assert.equal(decideTrayPresence(linux({ bus: 'reachable', watcher: true, host: null, ourItem: false })).state, 'not-shown');
    assert.equal(decideTrayPresence(linux({ bus: 'reachable', watcher: true, host: false, ourItem: null })).state, 'not-shown');
    // Our item listed with no host: the watcher holds it, but nothing draws it.
    const p = decideTrayPresence(linux(NO_HOST));
    assert.equal(p.state === 'not-shown' && p.cause, 'no-host');
  });

  test('no facts yet on Linux (a read that never ends) are not taken as a missing tray', () => {
    assert.deepEqual(decideTrayPresence(linux(null)), { state: 'shown', certain: false, note: 'assumed: the session bus has not told' });
  });

  test('samePresence: the time left to wait does not count as a change; a different cause does', () => {
    const w1 = decideTrayPresence(linux(REFUSED, 0));
    const w2 = decideTrayPresence(linux(REFUSED, 1_000));
    assert.equal(samePresence(w1, w2), true);
    assert.equal(samePresence(decideTrayPresence(linux(REFUSED)), decideTrayPresence(linux(REFUSED))), true);
    assert.equal(samePresence(decideTrayPresence(linux(REFUSED)), decideTrayPresence(linux(NO_HOST))), false);
    assert.equal(samePresence(decideTrayPresence(linux(ACCEPTED)), decideTrayPresence(linux(UNREACHABLE))), false);
    assert.equal(samePresence(decideTrayPresence(linux(ACCEPTED)), w1), false);
  });

  test('trayHostAppeared: only on the change from no host to a host, never on a steady state', () => {
    assert.equal(trayHostAppeared(NO_WATCHER, REFUSED), true);
    assert.equal(trayHostAppeared(NO_WATCHER, ACCEPTED), true);
    assert.equal(trayHostAppeared(NO_HOST, REFUSED), true);
    assert.equal(trayHostAppeared({ bus: 'reachable', watcher: true, host: false, ourItem: false }, { bus: 'reachable', watcher: true, host: null, ourItem: false }), true);
    // A host that refuses the icon is not asked again and again.
    assert.equal(trayHostAppeared(REFUSED, REFUSED), false);
    assert.equal(trayHostAppeared(ACCEPTED, REFUSED), false);
    assert.equal(trayHostAppeared(NO_WATCHER, NO_WATCHER), false);
    assert.equal(trayHostAppeared(NO_WATCHER, NO_HOST), false);
    // The first reading, and a bus that was out of reach, say nothing about a change.
    assert.equal(trayHostAppeared(null, ACCEPTED), false);
    assert.equal(trayHostAppeared(UNREACHABLE, ACCEPTED), false);
  });
});
