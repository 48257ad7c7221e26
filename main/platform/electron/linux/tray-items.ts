// Whether the StatusNotifier watcher's item list holds Stint's icon, at a bounded cost. A
// watcher may list dozens of items (or a broken one hundreds), and a check that asks the bus
// about each, on every change, loads the desktop's bus for nothing; so ours is looked for by
// its name first, and at most MAX_ITEMS_EXAMINED items are asked about one by one.
//
// Chromium names its item `org.kde.StatusNotifierItem-<pid>-<n>` and registers it from the
// connection that owns that name. Watchers list items as they like: KDE by that name, GNOME's
// AppIndicator extension by the connection's unique name (`:1.42/org/ayatana/...`). So:
// 1. an entry with our name is ours (no call);
// 2. else the bus says who owns our names (one ListNames, a GetNameOwner per name of ours):
//    an entry by that owner is ours, and when our item's owner is known but not listed, the
//    watcher does not hold it;
// 3. else (an item registered by path from a connection without our name) the newest
//    unique-name entries are asked for their process id, at most MAX_ITEMS_EXAMINED of them.
// An item not found so reads as refused: one beyond the bound, or inside a sandbox whose bus
// proxy hides our names and process id (Flatpak). That costs a window shown that was not
// needed, never an app nobody can reach.

import type { Connection } from './dbus-connection.ts';

const BUS = 'org.freedesktop.DBus';
const BUS_PATH = '/org/freedesktop/DBus';

/** At most this many items are asked about one by one in a check (step 3). */
export const MAX_ITEMS_EXAMINED = 8;

/** The bus name an entry starts with: `<name>` or `<name>/<object path>`. */
export function busNameOf(entry: string): string {
  const slash = entry.indexOf('/');
  return slash === -1 ? entry : entry.slice(0, slash);
}

/** What the bus answers, or null when it would not (the name left meanwhile, a refused call). */
async function answer(conn: Connection, member: 'ListNames' | 'GetNameOwner' | 'GetConnectionUnixProcessID', name?: string): Promise<unknown> {
  try {
    const reply = await conn.call({ destination: BUS, path: BUS_PATH, interface: BUS, member, ...(name !== undefined ? { signature: 's', body: [name] } : {}) });
    return reply.body[0];
  } catch {
    return null;
  }
}

/** The unique names of the connections owning names of our process's items. */
async function ownersOfOurNames(conn: Connection, pid: number): Promise<string[]> {
  const names = await answer(conn, 'ListNames');
  if (!Array.isArray(names)) return [];
  const ours = names.filter((n): n is string => typeof n === 'string' && n.startsWith(`org.kde.StatusNotifierItem-${pid}-`)).slice(0, MAX_ITEMS_EXAMINED);
  const owners = await Promise.all(ours.map((n) => answer(conn, 'GetNameOwner', n)));
  return owners.filter((o): o is string => typeof o === 'string');
}

/** Whether `entries` (RegisteredStatusNotifierItems) hold an item of process `pid`, as far as the bound lets it be found. */
export async function holdsOurItem(conn: Connection, entries: readonly string[], pid: number): Promise<boolean> {
  const names = [...new Set(entries.map(busNameOf))];
  if (names.some((n) => n.includes(`-${pid}-`))) return true;
  const unique = names.filter((n) => n.startsWith(':'));
  if (unique.length === 0) return false;
  const owners = await ownersOfOurNames(conn, pid);
  if (owners.some((o) => unique.includes(o))) return true;
  if (owners.length > 0) return false;
  // The watcher appends as items register: the newest are likelier a tray just made.
  for (const name of unique.slice(-MAX_ITEMS_EXAMINED).reverse()) {
    if ((await answer(conn, 'GetConnectionUnixProcessID', name)) === pid) return true;
  }
  return false;
}
