// The rooms of the engine (main/core/) and which room may use which. This table is the rule;
// each room's README.md repeats its own line ("May use: ...") for the newcomer who opens the
// folder, and a test below holds the two to each other.
//
// Every room may also use the shared types at the top of main/core (ports.ts, snapshot.ts,
// stint-api.ts, json-guard.ts), the clock (main/time) and the words (main/i18n). The rooms form no circle: read from
// the bottom, time/ and settings/ use no other room, engine/ may use them all, and only the
// facade (stint.ts) uses engine/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { circles, importGraph, root } from './support/import-graph.ts';

const API = 'main/api';

/** Each room of main/core and what it may import besides the shared types and the clock. */
const ROOMS: Readonly<Record<string, readonly string[]>> = {
  time: [],
  settings: [],
  session: ['time', API],
  reads: ['time', 'session', API],
  commands: ['time', 'reads', API],
  views: ['time', API],
  calendar: ['time'],
  attention: ['time', 'views'],
  engine: ['time', 'settings', 'session', 'reads', 'commands', 'views', 'attention', API],
  // The person's activity record: opened by the accounts layer, one across every account.
  activity: ['time', 'settings', 'attention', 'calendar'],
  // Above the facade: an engine per account, through createStint like any driver.
  accounts: ['stint.ts', 'settings', 'views', 'time', 'calendar', 'attention', 'activity', 'timesheets'],
  // Timesheets (issue 70): report rows rounded, grouped and written out; pure, made into one sheet over the accounts by accounts/.
  timesheets: ['time', 'views', API],
};

/** The files at the top of main/core: the facade, and the types every room and driver shares. */
const FACADE = 'stint.ts';
const SHARED = ['ports.ts', 'snapshot.ts', 'stint-api.ts', 'json-guard.ts'];
/** What the shared types may use: the settings' types, the client's types, the clock. */
const SHARED_MAY_USE = ['settings', API];
/**
 * What a driver (IPC, command line, platform shells) may import from main/core. timesheets/:
 * the sheet the facade hands over is written out (CSV, XLSX, text, the page to print) by the
 * driver that saves or prints it; those writers are pure, as views/ is, and reach no engine.
 */
const DRIVERS_MAY_USE = [FACADE, ...SHARED, 'accounts', 'views', 'time', 'settings', 'timesheets'];
const TOP_LIMIT = 8;

const graph = importGraph();

/** Where a file under main/ belongs: a room, a top-level file of main/core, or a main/ folder. */
function placeOf(file: string): string {
  const inRoom = /^main\/core\/([^/]+)\/[^/]+$/.exec(file);
  if (inRoom) return inRoom[1]!;
  if (/^main\/core\/[^/]+$/.test(file)) return file.slice('main/core/'.length);
  const outside = /^main\/([^/.]+)\//.exec(file);
  return outside ? `main/${outside[1]}` : file;
}

/** Imports from `file`'s place to a place it may not use, as "from -> to" lines. */
function breaches(from: (f: string) => boolean, allowed: (place: string, target: string) => boolean): string[] {
  return [...graph].flatMap(([f, targets]) =>
    from(f) ? targets.filter((t) => t.startsWith('main/') && placeOf(t) !== placeOf(f) && !allowed(placeOf(t), t)).map((t) => `${f} -> ${t}`) : [],
  );
}

// main/i18n (issue 72): the languages and main's catalogs, below everything as the clock is;
// every room may word its texts through it.
const always = (place: string): boolean => SHARED.includes(place) || place === 'main/time' || place === 'main/i18n';

test(`main/core has at most ${TOP_LIMIT} files at its top: the facade, the shared types, the README`, () => {
  const top = readdirSync(join(root, 'main/core')).filter((n) => !statSync(join(root, 'main/core', n)).isDirectory());
  assert.ok(top.length <= TOP_LIMIT, `top-level files: ${top.join(', ')}`);
  assert.deepEqual(top.filter((n) => n.endsWith('.ts')).sort(), [FACADE, ...SHARED].sort());
});

test('every folder of main/core is a room with a rule in this test and a README that says what it holds', () => {
  const folders = readdirSync(join(root, 'main/core')).filter((n) => statSync(join(root, 'main/core', n)).isDirectory());
  assert.deepEqual(folders.sort(), Object.keys(ROOMS).sort());
  for (const room of folders) assert.ok(existsSync(join(root, 'main/core', room, 'README.md')), `main/core/${room}/README.md`);
});

for (const [room, mayUse] of Object.entries(ROOMS)) {
  test(`main/core/${room}/ imports only ${mayUse.length ? mayUse.join(', ') + ',' : ''} the shared types and the clock`, () => {
    assert.deepEqual(breaches((f) => f.startsWith(`main/core/${room}/`), (place) => always(place) || mayUse.includes(place)), []);
  });

  test(`main/core/${room}/README.md states the same rule as this test`, () => {
    const readme = readFileSync(join(root, 'main/core', room, 'README.md'), 'utf8');
    const line = readme.split('\n').find((l) => l.startsWith('May use:'));
    assert.ok(line, `main/core/${room}/README.md has no "May use:" line`);
    const named = [...line.matchAll(/`([a-z-]+)\/`|`(main\/api|stint\.ts)`/g)].map((m) => m[1] ?? m[2]!);
    assert.deepEqual(named.sort(), [...mayUse].sort());
  });
}

test('the shared types at the top of main/core use only the settings types, the client types and the clock', () => {
  assert.deepEqual(breaches((f) => SHARED.includes(placeOf(f)), (place) => always(place) || SHARED_MAY_USE.includes(place)), []);
});

test('nothing imports main/core/engine/ but the facade (stint.ts) and the engine itself', () => {
  assert.deepEqual(breaches((f) => placeOf(f) !== FACADE, (place) => place !== 'engine'), []);
});

test('the drivers (main/ipc, main/cli, main/platform, main.ts) reach the engine only through the facade, the shared types, accounts/, views/, time/, settings/ and the timesheet writers', () => {
  const driver = (f: string): boolean => f.startsWith('main/') && !f.startsWith('main/core/') && !f.startsWith('main/api/') && !f.startsWith('main/time/');
  assert.deepEqual(breaches(driver, (place, t) => !t.startsWith('main/core/') || DRIVERS_MAY_USE.includes(place)), []);
});

test('the rooms form no circle', () => {
  const rooms = new Map(Object.entries(ROOMS).map(([r, uses]) => [r, uses.filter((u) => u in ROOMS)]));
  assert.deepEqual(circles(rooms), []);
});

test('the rule check catches a breach (so the rules above can fail)', () => {
  graph.set('main/core/views/imagined.ts', ['main/core/commands/outbox.ts']);
  try {
    assert.deepEqual(breaches((f) => f.startsWith('main/core/views/'), (place) => always(place) || ROOMS.views!.includes(place)), [
      'main/core/views/imagined.ts -> main/core/commands/outbox.ts',
    ]);
  } finally {
    graph.delete('main/core/views/imagined.ts');
  }
});
