// The hardened window: every setting it is made with, the handlers it installs, and what
// they decide when the page (or something in it) tries to leave, open, embed or ask.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { BrowserWindow, Session, WebContents, WebFrameMain } from 'electron';
import {
  createHardenedWindow,
  WINDOW_BACKGROUND,
  type HardenedWindowOptions,
  type WindowContents,
  type WindowFactoryDeps,
  type WindowFrame,
  type WindowSession,
} from '../../main/platform/electron/window-factory.ts';
import { APP_ENTRY_URL } from '../../main/platform/electron/app-protocol.ts';
import { FakeFrame, recordingBrowserWindow, type Permission } from './support/fake-window.ts';
import { RecordingLog } from './support/recording-log.ts';

// Electron's own classes fit what the factory takes (main.ts passes them as they are).
type Assert<T extends true> = T;
export type RealWindowFits = Assert<typeof BrowserWindow extends WindowFactoryDeps['BrowserWindow'] ? true : false>;
export type RealContentsFit = Assert<WebContents extends WindowContents ? true : false>;
export type RealSessionFits = Assert<Session extends WindowSession ? true : false>;
export type RealFrameFits = Assert<WebFrameMain extends WindowFrame ? true : false>;

const root = new URL('../..', import.meta.url).pathname;

function make(options: Partial<HardenedWindowOptions> = {}) {
  const { BrowserWindow, created } = recordingBrowserWindow();
  const opened: string[] = [];
  const log = new RecordingLog();
  const made = createHardenedWindow({ BrowserWindow, openExternal: (url) => opened.push(url), logger: log }, { preload: '/app/dist/main/preload.cjs', theme: 'light', ...options });
  assert.equal(created.length, 1);
  const win = created[0]!;
  return { made, win, contents: win.webContents, opened, log };
}

describe('window settings', () => {
  test('webPreferences: isolated, sandboxed, no Node, web security on, no webview, no spellcheck, the preload', () => {
    const { win } = make();
    const p = win.options.webPreferences;
    assert.ok(p);
    assert.equal(p.contextIsolation, true);
    assert.equal(p.sandbox, true);
    assert.equal(p.nodeIntegration, false);
    assert.equal(p.nodeIntegrationInWorker, false);
    assert.equal(p.nodeIntegrationInSubFrames, false);
    assert.equal(p.webSecurity, true);
    assert.equal(p.allowRunningInsecureContent, false);
    assert.equal(p.webviewTag, false);
    assert.equal(p.spellcheck, false);
    assert.equal(p.navigateOnDragDrop, false);
    assert.equal(p.experimentalFeatures, false);
    assert.equal(p.preload, '/app/dist/main/preload.cjs');
    assert.equal(p.devTools, false, 'DevTools only when asked for');
    assert.equal(p.partition, undefined, 'the default session, where the app protocol is handled');
  });

  test('DevTools when main.ts asks (development only)', () => {
    assert.equal(make({ devTools: true }).win.options.webPreferences?.devTools, true);
  });

  test('a tray popover: 360x560 content, hidden at first, frameless, fixed, out of the taskbar, on top', () => {
    const o = make().win.options;
    assert.equal(o.width, 360);
    assert.equal(o.height, 560);
    assert.equal(o.useContentSize, true);
    assert.equal(o.show, false);
    assert.equal(o.frame, false);
    assert.equal(o.resizable, false);
    assert.equal(o.movable, false);
    assert.equal(o.minimizable, false);
    assert.equal(o.maximizable, false);
    assert.equal(o.fullscreenable, false);
    assert.equal(o.skipTaskbar, true);
    assert.equal(o.alwaysOnTop, true);
    assert.equal(o.title, 'Stint');
  });

  test("the background is the page's own, per theme (no flash of another colour)", () => {
    assert.equal(make({ theme: 'light' }).win.options.backgroundColor, '#f4f5f7');
    assert.equal(make({ theme: 'dark' }).win.options.backgroundColor, '#141619');
    const css = readFileSync(`${root}renderer/styles.css`, 'utf8');
    const bg = /--bg:\s*light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)/i.exec(css);
    assert.ok(bg, 'the palette gives --bg as light-dark(light, dark)');
    assert.deepEqual([bg[1]!.toLowerCase(), bg[2]!.toLowerCase()], [WINDOW_BACKGROUND.light, WINDOW_BACKGROUND.dark]);
  });

  test('loads the app from app://stint and nothing else', async () => {
    const { made, contents } = make();
    assert.equal(await made.loaded, true);
    assert.deepEqual(contents.loadedUrls, [APP_ENTRY_URL]);
  });

  test('a page that fails to load is logged and reported, not thrown', async () => {
    const { BrowserWindow, created } = recordingBrowserWindow();
    const log = new RecordingLog();
    class Failing extends BrowserWindow {
      override loadURL(): Promise<void> {
        return Promise.reject(new Error('ERR_FILE_NOT_FOUND'));
      }
    }
    const made = createHardenedWindow({ BrowserWindow: Failing, openExternal: () => {}, logger: log }, { preload: '/p.cjs', theme: 'dark' });
    assert.equal(await made.loaded, false);
    assert.equal(created.length, 1);
    assert.deepEqual(log.lines.at(-1), { level: 'error', message: 'the window could not load the app', fields: { error: 'ERR_FILE_NOT_FOUND' } });
  });
});

describe('navigation', () => {
  test('within app://stint it goes ahead', () => {
    const { contents } = make();
    assert.deepEqual(contents.navigate('app://stint/index.html'), { prevented: false });
    assert.deepEqual(contents.navigate('app://stint/index.html#settings'), { prevented: false });
  });

  test('file:, another app:// host, http, javascript: and data: are prevented, and none reaches the OS', () => {
    const { contents, opened, log } = make();
    for (const url of ['file:///etc/passwd', 'app://evil/index.html', 'app://stint.evil.example/index.html', 'http://tracker.example.com/', 'javascript:alert(1)', 'data:text/html,<h1>x</h1>', 'chrome://settings']) {
      assert.deepEqual(contents.navigate(url), { prevented: true }, url);
    }
    assert.deepEqual(opened, []);
    assert.equal(log.lines.filter((l) => l.message === 'window navigation refused').length, 7);
    assert.deepEqual(log.lines[0]?.fields, { scheme: 'file' }, 'only the scheme is logged');
  });

  test('a clicked https link is prevented here and handed to the allow-list opener', () => {
    const { contents, opened } = make();
    assert.deepEqual(contents.navigate('https://tracker.example.com/reports'), { prevented: true });
    assert.deepEqual(opened, ['https://tracker.example.com/reports']);
  });

  test('redirects and subframe navigations away from the app are prevented, and open nothing', () => {
    const { contents, opened } = make();
    assert.deepEqual(contents.redirect('https://tracker.example.com/'), { prevented: true });
    assert.deepEqual(contents.redirect('file:///etc/hosts'), { prevented: true });
    assert.deepEqual(contents.navigateFrame('https://tracker.example.com/'), { prevented: true });
    assert.deepEqual(contents.redirect('app://stint/index.html'), { prevented: false });
    assert.deepEqual(opened, []);
  });
});

describe('new windows, webviews, permissions', () => {
  test('every new window is denied; an https one goes to the allow-list opener, others are only logged', () => {
    const { contents, opened, log } = make();
    assert.deepEqual(contents.openWindow('https://tracker.example.com/help'), { action: 'deny' });
    assert.deepEqual(contents.openWindow('http://tracker.example.com/help'), { action: 'deny' });
    assert.deepEqual(contents.openWindow('javascript:alert(1)'), { action: 'deny' });
    assert.deepEqual(contents.openWindow('app://stint/index.html'), { action: 'deny' });
    assert.deepEqual(opened, ['https://tracker.example.com/help']);
    assert.deepEqual(
      log.lines.filter((l) => l.message === 'new window refused').map((l) => l.fields['scheme']),
      ['http', 'javascript', 'app'],
    );
  });

  test('a <webview> is never attached', () => {
    const { contents } = make();
    assert.deepEqual(contents.attachWebview('https://tracker.example.com/'), { prevented: true });
  });

  test('every permission request is denied (media, notifications, geolocation, clipboard, ...)', async () => {
    const { contents, log } = make();
    const asked: Permission[] = ['media', 'notifications', 'geolocation', 'clipboard-read', 'openExternal', 'fullscreen', 'pointerLock', 'unknown'];
    for (const permission of asked) assert.equal(await contents.requestPermission(permission), false, permission);
    assert.deepEqual(
      log.lines.filter((l) => l.message === 'permission request denied').map((l) => l.fields['permission']),
      asked,
    );
  });

  test('every permission check says no', () => {
    const { contents } = make();
    for (const permission of ['media', 'notifications', 'clipboard-sanitized-write', 'storage-access'] as const) {
      assert.equal(contents.checkPermission(permission), false, permission);
    }
    assert.equal(contents.checkPermission('media', { mediaType: 'audio', securityOrigin: 'app://stint' }), false);
  });
});

describe('visibility', () => {
  test('hides when it loses focus, and tells who asked about every show and hide', () => {
    const seen: boolean[] = [];
    const { win } = make({ onVisibilityChange: (v) => seen.push(v) });
    win.show();
    assert.equal(win.isVisible(), true);
    win.blur();
    assert.equal(win.isVisible(), false);
    assert.deepEqual(seen, [true, false]);
  });

  test('stays up on blur when hideOnBlur is false (DevTools in development)', () => {
    const { win } = make({ hideOnBlur: false });
    win.show();
    win.blur();
    assert.equal(win.isVisible(), true);
  });

  test('window mode: an ordinary window of the same size, framed, movable, in the taskbar, not on top, kept on blur, with the same hardening', () => {
    const { win } = make({ mode: 'window' });
    const popover = make({}).win.options;
    assert.deepEqual(
      [win.options.frame, win.options.movable, win.options.resizable, win.options.minimizable, win.options.skipTaskbar, win.options.alwaysOnTop, win.options.hiddenInMissionControl],
      [true, true, true, true, false, false, false],
    );
    assert.deepEqual([popover.frame, popover.skipTaskbar, popover.alwaysOnTop], [false, true, true]);
    assert.deepEqual([win.options.width, win.options.height, win.options.show], [popover.width, popover.height, false]);
    assert.deepEqual(win.options.webPreferences, popover.webPreferences);
    win.show();
    win.blur();
    assert.equal(win.isVisible(), true, 'a window does not hide when another takes the focus');
  });

  test('closing hides the window until the app is quitting, then it closes', () => {
    let quitting = false;
    const { win } = make({ allowClose: () => quitting });
    win.show();
    win.close();
    assert.equal(win.isDestroyed(), false);
    assert.equal(win.isVisible(), false);
    quitting = true;
    win.close();
    assert.equal(win.isDestroyed(), true);
  });

  test('without allowClose, closing closes', () => {
    const { win } = make();
    win.close();
    assert.equal(win.isDestroyed(), true);
  });
});

describe('isOurFrame (the IPC sender check)', () => {
  test("true for this window's main frame once the app is loaded", async () => {
    const { made, contents } = make();
    await made.loaded;
    assert.equal(made.isOurFrame(contents.mainFrame), true);
    // The same frame as Electron may hand it over: another object with the same identity.
    const f = contents.mainFrame;
    assert.equal(made.isOurFrame(new FakeFrame(f.processId, f.routingId, f.frameToken, f.url)), true);
  });

  test("false for another window's frame, a subframe, a frame on another URL, null and non-frames", async () => {
    const { made, contents } = make();
    const other = make();
    await Promise.all([made.loaded, other.made.loaded]);
    const f = contents.mainFrame;
    assert.equal(made.isOurFrame(other.contents.mainFrame), false, 'another window');
    assert.equal(made.isOurFrame(new FakeFrame(f.processId, f.routingId + 1, 'token-sub', f.url)), false, 'another frame in the same process');
    const child = new FakeFrame(f.processId, f.routingId, f.frameToken, f.url) as FakeFrame & { parent: unknown };
    Object.defineProperty(child, 'parent', { value: f });
    assert.equal(made.isOurFrame(child), false, 'a frame with a parent');
    assert.equal(made.isOurFrame(new FakeFrame(f.processId, f.routingId, f.frameToken, 'https://tracker.example.com/')), false, 'not our origin');
    assert.equal(made.isOurFrame(null), false);
    assert.equal(made.isOurFrame(undefined), false);
    assert.equal(made.isOurFrame({ processId: f.processId }), false);
    assert.equal(made.isOurFrame('frame'), false);
  });

  test('false for our main frame while it is not on the app (about:blank before the load commits)', () => {
    const { made, contents } = make();
    contents.mainFrame.url = 'about:blank';
    assert.equal(made.isOurFrame(contents.mainFrame), false);
  });

  test('false once the window is destroyed, and false when the frame cannot be read', async () => {
    const { made, contents, win } = make();
    await made.loaded;
    const disposed = {
      get processId(): number {
        throw new Error('Render frame was disposed before WebFrameMain could be accessed');
      },
    };
    assert.equal(made.isOurFrame(disposed), false);
    win.destroy();
    assert.equal(made.isOurFrame(contents.mainFrame), false);
  });
});
