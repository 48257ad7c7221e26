// Global shortcuts under Wayland: the portal feature is turned on in a Wayland session only,
// without dropping features a person asked for on the command line.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { enablePortalShortcuts, isWaylandSession, withPortalFeature } from '../../main/platform/electron/wayland-shortcuts.ts';

function commandLine(initial: Record<string, string> = {}) {
  const switches = new Map(Object.entries(initial));
  const appended: [string, string | undefined][] = [];
  return {
    appended,
    switches,
    appendSwitch(name: string, value?: string) {
      appended.push([name, value]);
      switches.set(name, value ?? '');
    },
    getSwitchValue: (name: string) => switches.get(name) ?? '',
  };
}

test('a Wayland session is told by XDG_SESSION_TYPE or by a compositor socket', () => {
  assert.equal(isWaylandSession({ XDG_SESSION_TYPE: 'wayland' }), true);
  assert.equal(isWaylandSession({ XDG_SESSION_TYPE: 'Wayland' }), true);
  assert.equal(isWaylandSession({ WAYLAND_DISPLAY: 'wayland-0' }), true);
  assert.equal(isWaylandSession({ XDG_SESSION_TYPE: 'x11', DISPLAY: ':0' }), false);
  assert.equal(isWaylandSession({ XDG_SESSION_TYPE: 'tty', WAYLAND_DISPLAY: '' }), false);
  assert.equal(isWaylandSession({}), false);
});

test('the portal feature joins the features already asked for, once', () => {
  assert.equal(withPortalFeature(''), 'GlobalShortcutsPortal');
  assert.equal(withPortalFeature('UseOzonePlatform,WaylandWindowDecorations'), 'UseOzonePlatform,WaylandWindowDecorations,GlobalShortcutsPortal');
  assert.equal(withPortalFeature('GlobalShortcutsPortal'), 'GlobalShortcutsPortal');
});

test('Linux under Wayland: enable-features gets the portal, keeping a feature the person passed', () => {
  const cl = commandLine({ 'enable-features': 'WaylandWindowDecorations' });
  assert.equal(enablePortalShortcuts(cl, 'linux', { XDG_SESSION_TYPE: 'wayland' }), true);
  assert.deepEqual(cl.appended, [['enable-features', 'WaylandWindowDecorations,GlobalShortcutsPortal']]);
});

test('X11, a console, macOS and Windows: no switch at all', () => {
  for (const [platform, env] of [
    ['linux', { XDG_SESSION_TYPE: 'x11', DISPLAY: ':0' }],
    ['linux', {}],
    ['darwin', { WAYLAND_DISPLAY: 'wayland-0' }],
    ['win32', { XDG_SESSION_TYPE: 'wayland' }],
  ] as const) {
    const cl = commandLine();
    assert.equal(enablePortalShortcuts(cl, platform, env), false);
    assert.deepEqual(cl.appended, [], `${platform} ${JSON.stringify(env)}`);
  }
});
