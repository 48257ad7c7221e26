// The tray adapter against a recording fake of Electron's Tray and Menu: what a person sees
// (icon file, tooltip, macOS title, the menu) per platform, clicks that reach the right
// callback, and a once-a-second render that touches Electron only where something changed.

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import type { KeyboardEvent, Menu, MenuItemConstructorOptions, Rectangle, Tray } from 'electron';
import type { EntryView, SyncView } from '../../main/core/snapshot.ts';
import { entryView } from '../support/entry-view.ts';
import { trayModel, type TrayInput, type TrayModel } from '../../main/core/views/tray-model.ts';
import { createTrayRenderer, type MenuHandle, type TrayHandle, type TrayRendererPlatform } from '../../main/platform/electron/tray-renderer.ts';
import { DISPLAY_24H } from '../support/display.ts';

// Electron's own Tray and Menu fit the adapter's types: main.ts passes them as they are.
type Fits<A, B> = [A] extends [B] ? true : false;
const electronTrayFits: Fits<Pick<Tray, 'setImage' | 'setToolTip' | 'setTitle' | 'setContextMenu' | 'on' | 'getBounds' | 'popUpContextMenu' | 'destroy'>, TrayHandle<Menu>> = true;
const electronMenuFits: Fits<ReturnType<typeof Menu.buildFromTemplate>, MenuHandle> = true;

const NOW = Date.parse('2025-11-20T15:00:00.000Z');
const MIN = 60_000;
const ICONS = '/app/assets/tray';
const BOUNDS: Rectangle = { x: 1800, y: 0, width: 22, height: 22 };

type Listener = (...args: unknown[]) => void;
type TrayClick = (event: KeyboardEvent, bounds: Rectangle) => void;

class FakeMenu {
  readonly listeners = new Map<string, Listener[]>();
  constructor(readonly template: MenuItemConstructorOptions[]) {}
  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  emit(event: string): void {
    for (const l of this.listeners.get(event) ?? []) l({});
  }
  /** Clicks the item `id`, in submenus too, as Electron would call its `click`. */
  click(id: string, items = this.template): boolean {
    for (const item of items) {
      if (item.id === id && item.click) {
        (item.click as () => void)();
        return true;
      }
      if (Array.isArray(item.submenu) && this.click(id, item.submenu)) return true;
    }
    return false;
  }
}

class FakeTray {
  readonly calls: string[] = [];
  readonly clickListeners = new Map<string, TrayClick[]>();
  contextMenu: FakeMenu | null = null;
  poppedUp: FakeMenu[] = [];
  setImage(image: string | Electron.NativeImage): void {
    this.calls.push(`setImage ${String(image)}`);
  }
  setToolTip(text: string): void {
    this.calls.push(`setToolTip ${text}`);
  }
  setTitle(title: string): void {
    this.calls.push(`setTitle ${title}`);
  }
  setContextMenu(menu: FakeMenu | null): void {
    this.calls.push('setContextMenu');
    this.contextMenu = menu;
  }
  popUpContextMenu(menu?: FakeMenu): void {
    if (menu) this.poppedUp.push(menu);
  }
  on(event: 'click' | 'right-click', listener: TrayClick): this {
    this.clickListeners.set(event, [...(this.clickListeners.get(event) ?? []), listener]);
    return this;
  }
  emit(event: 'click' | 'right-click', bounds: Rectangle): void {
    for (const l of this.clickListeners.get(event) ?? []) l({}, bounds);
  }
  getBounds(): Rectangle {
    return BOUNDS;
  }
  destroy(): void {
    this.calls.push('destroy');
  }
}

const entry = (key: string, over: Partial<EntryView> = {}): EntryView => entryView(key, { projectName: 'R&D', description: 'spike', ...over });

const SYNC: SyncView = { state: 'ok', queued: 0, queuedLabels: [], resumesAt: null, lastReadAt: NOW, quotaRemaining: null, quotaLimit: null, message: null };
const RUN = entry('e20', { runningSince: NOW - 65 * MIN });

function input(over: Partial<TrayInput> = {}): TrayInput {
  return {
    session: { state: 'signed_in', baseUrl: 'https://svc.test', accountId: 'acme', email: 'ann@acme.test', userId: 4, userName: 'Ann', role: 'regular' },
    running: null,
    todayEntries: [],
    recent: [entry('e10'), entry('e11', { projectId: 2, projectName: 'Support', description: '' })],
    projects: [],
    sync: SYNC,
    idle: { detection: 'on', prompt: null, stillWorking: null },
    notice: null,
    zone: { offsetMinutes: 0, source: 'report' },
    display: DISPLAY_24H,
    ...over,
  };
}
const running = input({ running: RUN, todayEntries: [RUN] });

function setup(platform: TrayRendererPlatform) {
  const tray = new FakeTray();
  const menus: FakeMenu[] = [];
  const toggles: Rectangle[] = [];
  const items: string[] = [];
  const openChanges: boolean[] = [];
  const renderer = createTrayRenderer<FakeMenu>({
    tray: tray satisfies TrayHandle<FakeMenu>,
    buildMenu: (template): FakeMenu => {
      const m = new FakeMenu(template);
      menus.push(m);
      return m;
    },
    platform,
    iconDir: ICONS,
    onToggleWindow: (b) => void toggles.push(b),
    onItem: (id) => void items.push(id),
    onMenuOpenChange: (open) => void openChanges.push(open),
  });
  const model = (s: TrayInput, now = NOW): TrayModel => trayModel(s, now, platform);
  return { tray, menus, toggles, items, openChanges, renderer, model, lastMenu: () => menus.at(-1)! };
}

describe('what the tray shows', () => {
  test('macOS: the template icon, the tooltip and the elapsed time as the title', () => {
    const { tray, renderer, model } = setup('darwin');
    renderer.render(model(running));
    assert.deepEqual(tray.calls.slice(0, 3), [`setImage ${join(ICONS, 'runningTemplate.png')}`, 'setToolTip R&D: spike: 1:05\nToday: 1:05', 'setTitle 1:05']);
  });

  test('Windows and Linux: the coloured icon, and no title (Electron has none there)', () => {
    for (const platform of ['win32', 'linux'] as const) {
      const { tray, renderer, model } = setup(platform);
      renderer.render(model(input()));
      assert.ok(tray.calls.includes(`setImage ${join(ICONS, 'idle.png')}`), platform);
      assert.equal(tray.calls.filter((c) => c.startsWith('setTitle')).length, 0, platform);
    }
  });

  test('each icon state has its own file', () => {
    const { tray, renderer, model } = setup('linux');
    renderer.render(model(input({ sync: { ...SYNC, state: 'offline' } })));
    renderer.render(model(input({ sync: { ...SYNC, state: 'error' } })));
    assert.deepEqual(
      tray.calls.filter((c) => c.startsWith('setImage')),
      [`setImage ${join(ICONS, 'offline.png')}`, `setImage ${join(ICONS, 'attention.png')}`],
    );
  });

  test('Linux: the menu is the context menu, its first item names the running entry and its time', () => {
    const { tray, renderer, model } = setup('linux');
    renderer.render(model(running));
    const first = tray.contextMenu?.template[0];
    assert.equal(first?.id, 'running-summary');
    assert.equal(first?.label, 'R&&D: spike · 1:05', 'the model\'s words, & escaped for Electron');
    assert.equal(first?.enabled, false);
  });

  test('macOS and Windows set no context menu: a right click pops the menu up, a left click toggles the window', () => {
    for (const platform of ['darwin', 'win32'] as const) {
      const { tray, renderer, model, toggles, lastMenu } = setup(platform);
      renderer.render(model(running));
      assert.equal(tray.calls.includes('setContextMenu'), false, platform);
      tray.emit('right-click', BOUNDS);
      assert.deepEqual(tray.poppedUp, [lastMenu()], platform);
      tray.emit('click', BOUNDS);
      assert.deepEqual(toggles, [BOUNDS], platform);
    }
  });

  test('the menu mirrors the model: separators, checked items, submenus', () => {
    const { renderer, model, lastMenu } = setup('darwin');
    renderer.render(model(running));
    const t = lastMenu().template;
    const ids = t.map((i) => i.id);
    assert.deepEqual(ids, trayModel(running, NOW, 'darwin').menu.map((i) => i.id));
    assert.equal(t.find((i) => i.id === 'separator:totals')?.type, 'separator');
    const sw = t.find((i) => i.id === 'switch');
    assert.ok(Array.isArray(sw?.submenu));
    const current = (sw.submenu as MenuItemConstructorOptions[]).find((i) => i.id === 'switch:1');
    assert.deepEqual([current?.type, current?.checked, current?.enabled], ['checkbox', true, false]);
  });
});

describe('clicks', () => {
  test('a click on an item, in a submenu too, reports its id', () => {
    const { renderer, model, items, lastMenu } = setup('linux');
    renderer.render(model(running));
    assert.ok(lastMenu().click('stop'));
    assert.ok(lastMenu().click('switch:2'));
    assert.ok(lastMenu().click('continue:e11'));
    assert.deepEqual(items, ['stop', 'switch:2', 'continue:e11']);
  });

  test("today's largest gap is a submenu of the recent entries to fill it with; a click there reports its fill", () => {
    const { renderer, model, items, lastMenu } = setup('linux');
    const gap = { date: '2025-11-20', start: NOW - 90 * MIN, end: NOW - 30 * MIN, seconds: 3600, kind: 'present' as const, awaySeconds: 0 };
    renderer.render(model(input({ timeline: { today: { date: '2025-11-20', windows: [], away: [], gaps: [gap] }, largestGaps: [gap], week: [] } })));
    const fills: string[] = [];
    const walk = (list: MenuItemConstructorOptions[]): void => {
      for (const i of list) {
        if (typeof i.id === 'string' && i.id.startsWith('gap-fill:')) fills.push(i.id);
        if (Array.isArray(i.submenu)) walk(i.submenu);
      }
    };
    walk(lastMenu().template);
    assert.ok(fills.length >= 2, `a fill per recent entry: ${fills.join(', ')}`);
    assert.ok(fills.every((id) => id.includes(`:${gap.start}:${gap.end}:`)), 'each names the gap it fills');
    assert.ok(lastMenu().click(fills[0]!));
    assert.deepEqual(items, [fills[0]]);
  });

  test('Linux: a desktop that does send a click toggles the window', () => {
    const { tray, renderer, model, toggles } = setup('linux');
    renderer.render(model(input()));
    tray.emit('click', { x: 0, y: 0, width: 0, height: 0 });
    assert.equal(toggles.length, 1);
  });

  test('the menu reports opening and closing', () => {
    const { renderer, model, lastMenu, openChanges } = setup('darwin');
    renderer.render(model(running));
    lastMenu().emit('menu-will-show');
    assert.equal(renderer.menuOpen(), true);
    lastMenu().emit('menu-will-close');
    assert.equal(renderer.menuOpen(), false);
    assert.deepEqual(openChanges, [true, false]);
  });
});

describe('rendering every second', () => {
  test('the same model again touches nothing', () => {
    const { tray, renderer, model, menus } = setup('darwin');
    renderer.render(model(running));
    const before = tray.calls.length;
    renderer.render(model(running, NOW + 1_000));
    assert.equal(tray.calls.length, before);
    assert.equal(menus.length, 1);
  });

  test('a minute later on macOS: only the title changes; the menu is rebuilt only for today\'s total', () => {
    const { tray, renderer, model, menus } = setup('darwin');
    renderer.render(model(running));
    tray.calls.length = 0;
    renderer.render(model(running, NOW + MIN));
    assert.deepEqual(tray.calls, ['setToolTip R&D: spike: 1:06\nToday: 1:06', 'setTitle 1:06']);
    assert.equal(menus.length, 2, "the Today item's total moved");
  });

  test('Linux: a new minute rebuilds and sets the menu (its first line has the time); the icon stays', () => {
    const { tray, renderer, model } = setup('linux');
    renderer.render(model(running));
    tray.calls.length = 0;
    renderer.render(model(running, NOW + MIN));
    assert.equal(tray.calls.filter((c) => c === 'setContextMenu').length, 1);
    assert.equal(tray.calls.some((c) => c.startsWith('setImage')), false);
    assert.equal(tray.contextMenu?.template[0]?.label, 'R&&D: spike · 1:06');
  });

  test('a stop changes the icon and the menu at once', () => {
    const { tray, renderer, model } = setup('linux');
    renderer.render(model(running));
    tray.calls.length = 0;
    renderer.render(model(input()));
    assert.ok(tray.calls.includes(`setImage ${join(ICONS, 'idle.png')}`));
    assert.equal(tray.contextMenu?.template.some((i) => i.id === 'start'), true);
  });

  test('after destroy nothing is drawn', () => {
    const { tray, renderer, model } = setup('darwin');
    renderer.destroy();
    renderer.destroy();
    renderer.render(model(running));
    assert.deepEqual(tray.calls, ['destroy']);
  });
});

test('the Electron types fit (checked by the compiler)', () => {
  assert.deepEqual([electronTrayFits, electronMenuFits], [true, true]);
});
