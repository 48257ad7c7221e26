// What `GET /tray` answers: the tray model the shell would render on Linux now, plus every
// menu item (submenus included) indexed by its id, so a test asks `items.stop` directly.

import type { Snapshot } from '../../main/core/snapshot.ts';
import { trayModel, type TrayMenuItem, type TrayModel } from '../../main/core/views/tray-model.ts';

export interface TrayJson extends TrayModel {
  readonly items: Readonly<Record<string, TrayMenuItem>>;
}

function index(items: readonly TrayMenuItem[], into: Record<string, TrayMenuItem>): void {
  for (const item of items) {
    into[item.id] = item;
    if (item.submenu) index(item.submenu, into);
  }
}

export function trayWithIndex(snapshot: Snapshot, now: number): TrayJson {
  const model = trayModel(snapshot, now, 'linux');
  const items: Record<string, TrayMenuItem> = {};
  index(model.menu, items);
  return { ...model, items };
}
