// As Electron's main process does on Linux: each tray made registers its StatusNotifierItem
// with whatever watcher runs then, once, on a connection of this process named
// `org.kde.StatusNotifierItem-<pid>-<n>`, and leaves the bus with the tray.

import type { FakeTray } from '../../boot/support/fake-electron.ts';
import { startItem, type FakeItem } from './sni-watcher-service.ts';

export interface TrayItems {
  /** Each tray's registration, as the watcher answered it ('accepted' or the error), in order. */
  readonly registrations: Promise<string>[];
  /** Takes every item off the bus (the test's end). */
  stop(): Promise<void>;
}

/** Sets `fake.onTrayCreated` so that each tray registers on the bus at `address`. */
export function registerTrays(fake: { onTrayCreated: (tray: FakeTray) => void }, address: string): TrayItems {
  const items: Promise<FakeItem>[] = [];
  const registrations: Promise<string>[] = [];
  fake.onTrayCreated = (tray) => {
    const name = `org.kde.StatusNotifierItem-${process.pid}-${items.length + 1}`;
    const item = startItem(address, name);
    items.push(item);
    registrations.push(item.then((i) => i.register(name)).catch((e: unknown) => String(e)));
    const destroy = tray.destroy.bind(tray);
    tray.destroy = () => {
      destroy();
      void item.then((i) => i.leave());
    };
  };
  return { registrations, stop: async () => (await Promise.all(items)).forEach((i) => i.leave()) };
}
