// Which backend serves which desktop, and the words where none can see the focused window.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chooseBackend, type DesktopFacts } from '../../../main/platform/node/activity/desktop-choice.ts';
import { sandboxOf } from '../../../main/platform/node/activity/desktop-facts.ts';
import { reasonOf } from './support/english.ts';

const linux = (env: DesktopFacts['env'], sandbox: DesktopFacts['sandbox'] = null): DesktopFacts => ({ platform: 'linux', env, sandbox });

test('Windows and macOS are served by x-win', () => {
  assert.deepEqual(chooseBackend({ platform: 'win32', env: {}, sandbox: null }), { kind: 'x-win', backend: 'windows' });
  assert.deepEqual(chooseBackend({ platform: 'darwin', env: {}, sandbox: null }), { kind: 'x-win', backend: 'macos' });
});

test('an X11 session is served by x-win, whatever the desktop (i3 too: no SWAYSOCK there)', () => {
  assert.deepEqual(chooseBackend(linux({ XDG_SESSION_TYPE: 'x11', DISPLAY: ':0', XDG_CURRENT_DESKTOP: 'GNOME' })), { kind: 'x-win', backend: 'x11' });
  assert.deepEqual(chooseBackend(linux({ DISPLAY: ':0', XDG_CURRENT_DESKTOP: 'i3' })), { kind: 'x-win', backend: 'x11' });
  // Plasma on X11 is X11, although a Wayland display may be around for nested sessions.
  assert.deepEqual(chooseBackend(linux({ XDG_SESSION_TYPE: 'x11', DISPLAY: ':0', WAYLAND_DISPLAY: 'wayland-1', XDG_CURRENT_DESKTOP: 'KDE' })), { kind: 'x-win', backend: 'x11' });
});

test('Wayland: KDE Plasma gets KWin, GNOME the extension path, Sway and Hyprland their sockets; XWayland is not taken for X11', () => {
  const wl = { XDG_SESSION_TYPE: 'wayland', WAYLAND_DISPLAY: 'wayland-0', DISPLAY: ':0' };
  assert.deepEqual(chooseBackend(linux({ ...wl, XDG_CURRENT_DESKTOP: 'KDE' })), { kind: 'kwin' });
  assert.deepEqual(chooseBackend(linux({ ...wl, XDG_CURRENT_DESKTOP: 'ubuntu:GNOME' })), { kind: 'gnome' });
  assert.deepEqual(chooseBackend(linux({ ...wl, XDG_CURRENT_DESKTOP: 'sway', SWAYSOCK: '/run/user/1000/sway-ipc.1000.42.sock' })), {
    kind: 'sway',
    socket: '/run/user/1000/sway-ipc.1000.42.sock',
  });
  assert.deepEqual(chooseBackend(linux({ ...wl, XDG_CURRENT_DESKTOP: 'Hyprland', HYPRLAND_INSTANCE_SIGNATURE: 'abc_123' })), { kind: 'hyprland', signature: 'abc_123' });
  // No session type but a Wayland display and no X11 claim: Wayland.
  assert.deepEqual(chooseBackend(linux({ WAYLAND_DISPLAY: 'wayland-0', XDG_CURRENT_DESKTOP: 'KDE' })), { kind: 'kwin' });
});

test('an unknown compositor, a sandbox, no session and a compositor without its socket are said in words', () => {
  const wl = { XDG_SESSION_TYPE: 'wayland', WAYLAND_DISPLAY: 'wayland-0' };
  const river = chooseBackend(linux({ ...wl, XDG_CURRENT_DESKTOP: 'river' }));
  assert.equal(river.kind, 'none');
  assert.match(reasonOf(river), /^The compositor "river" on Wayland gives apps no way Stint knows to see the focused window \(Stint can on GNOME \(with an extension\), KDE Plasma, Sway and Hyprland/);
  const unknown = chooseBackend(linux(wl));
  assert.match(reasonOf(unknown), /^An unknown compositor on Wayland/);

  const flatpak = chooseBackend(linux({ ...wl, XDG_CURRENT_DESKTOP: 'KDE' }, 'flatpak'));
  assert.deepEqual([flatpak.kind, flatpak.kind === 'none' && flatpak.backend], ['none', null]);
  assert.equal(reasonOf(flatpak), "This Flatpak package of Stint cannot see other apps' windows: its sandbox hides them. Stint's .deb or AppImage can record your activity.");
  const snap = chooseBackend(linux({ DISPLAY: ':0' }, 'snap'));
  assert.match(reasonOf(snap), /^This Snap package of Stint cannot see/);

  const nothing = chooseBackend(linux({}));
  assert.deepEqual([nothing.kind, nothing.kind === 'none' && nothing.backend], ['none', null]);
  assert.equal(reasonOf(nothing), 'No desktop session was found (neither WAYLAND_DISPLAY nor DISPLAY is set), so there is no focused window to see.');
  const sway = chooseBackend(linux({ ...wl, XDG_CURRENT_DESKTOP: 'sway' }));
  assert.deepEqual(sway.kind === 'none' && [sway.backend, reasonOf(sway).includes('SWAYSOCK is not set')], ['sway', true]);
  const freebsd = chooseBackend({ platform: 'freebsd', env: { DISPLAY: ':0' }, sandbox: null });
  assert.match(reasonOf(freebsd), /on freebsd/);
});

test('a sandbox is known by its marks: Flatpak by FLATPAK_ID or /.flatpak-info, Snap by SNAP and SNAP_NAME', () => {
  const none = () => false;
  assert.equal(sandboxOf({ FLATPAK_ID: 'app.stint.Tray' }, none), 'flatpak');
  assert.equal(sandboxOf({}, (p) => p === '/.flatpak-info'), 'flatpak');
  assert.equal(sandboxOf({ SNAP: '/snap/stint/12', SNAP_NAME: 'stint' }, none), 'snap');
  assert.equal(sandboxOf({ HOME: '/home/ana' }, none), null);
});
