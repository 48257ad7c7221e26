// The first context menu any tray of the boot tests' fake Electron receives: what bench:launch
// stops its clock at, and what the start-order test takes as "the tray shows".

import type { fake as bootFake, FakeMenu, FakeTray } from './fake-electron.ts';

export interface FirstMenuWatch {
  /** Resolves with the first menu set on a tray (a null menu, a tray's removal of its menu, is not one). */
  readonly first: Promise<FakeMenu>;
}

/** Watches every tray `fake` makes from now on; call it before the bundle is imported. */
export function firstMenuWatch(fake: Pick<typeof bootFake, 'onTrayCreated'>, onFirst?: (menu: FakeMenu) => void): FirstMenuWatch {
  let resolve: (menu: FakeMenu) => void = () => undefined;
  const first = new Promise<FakeMenu>((r) => (resolve = r));
  let seen = false;
  const before = fake.onTrayCreated;
  fake.onTrayCreated = (tray: FakeTray) => {
    before(tray);
    const set = tray.setContextMenu.bind(tray);
    tray.setContextMenu = (menu) => {
      if (menu !== null && !seen) {
        seen = true;
        onFirst?.(menu);
        resolve(menu);
      }
      set(menu);
    };
  };
  return { first };
}
