import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import _Ajv2020 from 'ajv/dist/2020.js';
import {
  DEFAULT_SETTINGS,
  loadSettings,
  loadSettingsWithReport,
  settingsJsonSchema,
  updateSettings,
  type Settings,
} from '../../../main/core/settings/settings.ts';
import { MemorySettingsStore } from '../../../main/platform/node/memory-settings-store.ts';
import { WINDOW_FIELDS, validateField } from '../../../main/core/settings/settings-schema.ts';

const ID = 'install-0001';
const once = () => {
  let calls = 0;
  const make = () => {
    calls++;
    return `install-${String(calls).padStart(4, '0')}`;
  };
  return { make, calls: () => calls };
};

function loaded(stored?: unknown): { store: MemorySettingsStore; settings: Settings } {
  const store = new MemorySettingsStore(stored);
  return { store, settings: loadSettings(store, () => ID) };
}

describe('settings: defaults and installId', () => {
  test('an empty store reads as the defaults, and only the version and a new installId are written', () => {
    const store = new MemorySettingsStore();
    const ids = once();
    const s = loadSettings(store, ids.make);
    assert.deepEqual(s, { ...DEFAULT_SETTINGS, installId: 'install-0001' });
    assert.equal(s.idle.enabled, true);
    assert.equal(s.idle.thresholdMinutes, 5);
    assert.equal(s.reminders.enabled, true);
    assert.equal(s.reminders.intervalMinutes, 15);
    assert.equal(s.workingHours, null);
    assert.equal(s.launchAtLogin, false);
    assert.equal(s.theme, 'system');
    assert.deepEqual(s.lastSignIn, { serviceAddress: null, email: null, accountId: null });
    assert.deepEqual(store.read(), { version: 2, installId: 'install-0001' });
    assert.equal(ids.calls(), 1);
  });

  test('the installId is made once: a second load keeps it and writes nothing', () => {
    const store = new MemorySettingsStore();
    const ids = once();
    const first = loadSettings(store, ids.make);
    const writes = store.writes;
    const second = loadSettings(store, ids.make);
    assert.equal(second.installId, first.installId);
    assert.equal(ids.calls(), 1);
    assert.equal(store.writes, writes);
  });

  test('an unusable stored installId is replaced and written', () => {
    const store = new MemorySettingsStore({ version: 2, installId: 'no spaces allowed', theme: 'dark' });
    const s = loadSettings(store, () => ID);
    assert.equal(s.installId, ID);
    assert.deepEqual(store.read(), { version: 2, installId: ID, theme: 'dark' });
  });

  test('a store holding something other than an object reads as the defaults', () => {
    for (const stored of [null, 'text', [1, 2], 42]) {
      const { settings } = loaded(stored);
      assert.deepEqual(settings, { ...DEFAULT_SETTINGS, installId: ID }, JSON.stringify(stored));
    }
  });

  test('settings are frozen, nested groups too', () => {
    const { settings } = loaded({ version: 2, installId: ID, workingHours: { days: [1], windows: [{ start: '09:00', end: '17:00' }] } });
    assert.ok(Object.isFrozen(settings));
    assert.ok(Object.isFrozen(settings.idle));
    assert.ok(Object.isFrozen(settings.workingHours));
    assert.ok(Object.isFrozen(settings.workingHours?.windows[0]));
    assert.throws(() => {
      (settings.idle as { thresholdMinutes: number }).thresholdMinutes = 60;
    }, TypeError);
  });
});

describe('settings: a bad stored field falls back alone', () => {
  test('each invalid field is its default; the valid ones are kept; the store is not rewritten', () => {
    const stored = {
      version: 2,
      installId: ID,
      idle: { enabled: false, thresholdMinutes: 500 },
      reminders: { enabled: 'yes', intervalMinutes: 30 },
      theme: 'pink',
      launchAtLogin: true,
      shortcut: 'T',
      workingHours: { days: [1, 2], windows: [{ start: '12:00', end: '09:00' }] },
      lastSignIn: { serviceAddress: 'https://example.test', email: 'not-an-email', accountId: 'acc1' },
    };
    const store = new MemorySettingsStore(stored);
    const { settings, fallbacks } = loadSettingsWithReport(store, () => 'unused-id');
    assert.deepEqual(settings, {
      ...DEFAULT_SETTINGS,
      installId: ID,
      idle: { enabled: false, thresholdMinutes: 5, stopOnLock: false, stopOnSleep: false, stopOnShutdown: false, stillWorkingMinutes: 30 },
      reminders: { enabled: true, intervalMinutes: 30 },
      launchAtLogin: true,
      lastSignIn: { serviceAddress: 'https://example.test', email: null, accountId: 'acc1' },
    });
    assert.deepEqual(Object.keys(fallbacks).sort(), [
      'idle.thresholdMinutes',
      'lastSignIn.email',
      'reminders.enabled',
      'shortcut',
      'theme',
      'workingHours.windows.0',
    ]);
    assert.equal(store.writes, 0);
    assert.deepEqual(store.read(), stored);
  });

  test('a group that is not an object reads as its defaults', () => {
    const { settings } = loaded({ version: 2, installId: ID, idle: 7, reminders: { enabled: false } });
    assert.deepEqual(settings.idle, DEFAULT_SETTINGS.idle);
    assert.deepEqual(settings.reminders, { enabled: false, intervalMinutes: 15 });
  });
});

describe('settings: tokens, passwords and secrets never stay', () => {
  test('keys named token/password/secret in the stored object are stripped at any depth and written back', () => {
    const store = new MemorySettingsStore({
      version: 2,
      installId: ID,
      token: 'canary-token-1',
      apiToken: 'canary-token-2',
      lastSignIn: { email: 'a@b.test', password: 'canary-password' },
      extra: { deep: [{ clientSecret: 'canary-secret' }] },
    });
    const s = loadSettings(store, () => ID);
    assert.equal(s.lastSignIn.email, 'a@b.test');
    assert.ok(store.raw !== undefined && !/canary/.test(store.raw), store.raw);
    assert.deepEqual(store.read(), { version: 2, installId: ID, lastSignIn: { email: 'a@b.test' }, extra: { deep: [{}] } });
  });

  test('a patch naming a token, password or secret is refused and nothing is written', () => {
    const { store, settings } = loaded();
    const writes = store.writes;
    const r = updateSettings(store, settings, {
      token: 'canary',
      lastSignIn: { email: 'a@b.test', password: 'canary' },
      theme: 'dark',
      extra: { sessionSecret: 'canary' },
    });
    assert.equal(r.ok, false);
    assert.ok(!r.ok);
    assert.deepEqual(Object.keys(r.errors).sort(), ['extra', 'extra.sessionSecret', 'lastSignIn.password', 'token']);
    assert.equal(r.errors.extra, 'unknown setting');
    for (const k of ['extra.sessionSecret', 'lastSignIn.password', 'token']) assert.match(r.errors[k] ?? '', /never hold a token, password or secret/);
    assert.equal(store.writes, writes);
    assert.ok(!/canary/.test(store.raw ?? ''));
  });
});

describe('settings: every wrong value is an error named by its field, and nothing is written', () => {
  const wh = (windows: unknown, days: unknown = [1, 2, 3, 4, 5]) => ({ workingHours: { days, windows } });
  const cases: [string, unknown, Record<string, RegExp>][] = [
    ['not an object', 'dark', { patch: /object/ }],
    ['an array', [1], { patch: /object/ }],
    ['idle not an object', { idle: true }, { idle: /object/ }],
    ['idle.enabled a string', { idle: { enabled: 'yes' } }, { 'idle.enabled': /true or false/ }],
    ['idle threshold 0', { idle: { thresholdMinutes: 0 } }, { 'idle.thresholdMinutes': /1 to 120/ }],
    ['idle threshold 121', { idle: { thresholdMinutes: 121 } }, { 'idle.thresholdMinutes': /1 to 120/ }],
    ['idle threshold 2.5', { idle: { thresholdMinutes: 2.5 } }, { 'idle.thresholdMinutes': /whole number/ }],
    ['idle threshold "5"', { idle: { thresholdMinutes: '5' } }, { 'idle.thresholdMinutes': /whole number/ }],
    ['idle unknown key', { idle: { sensitivity: 3 } }, { 'idle.sensitivity': /unknown setting/ }],
    ['reminders.enabled null', { reminders: { enabled: null } }, { 'reminders.enabled': /true or false/ }],
    ['reminder interval 4', { reminders: { intervalMinutes: 4 } }, { 'reminders.intervalMinutes': /5 to 240/ }],
    ['reminder interval 241', { reminders: { intervalMinutes: 241 } }, { 'reminders.intervalMinutes': /5 to 240/ }],
    ['working hours a string', { workingHours: 'nine to five' }, { workingHours: /hours of your account, or days/ }],
    ['working hours without windows', { workingHours: { days: [1] } }, { 'workingHours.windows': /required/ }],
    ['working day 7', wh([{ start: '09:00', end: '17:00' }], [1, 7]), { 'workingHours.days.1': /0 \(Sunday\) to 6/ }],
    ['no working days', wh([{ start: '09:00', end: '17:00' }], []), { 'workingHours.days': /at least one/ }],
    ['a day twice', wh([{ start: '09:00', end: '17:00' }], [1, 1]), { 'workingHours.days': /each once/ }],
    ['no windows', wh([]), { 'workingHours.windows': /from 1 to 12 windows/ }],
    ['start 9:00', wh([{ start: '9:00', end: '17:00' }]), { 'workingHours.windows.0.start': /HH:MM/ }],
    ['end 25:00', wh([{ start: '09:00', end: '25:00' }]), { 'workingHours.windows.0.end': /HH:MM/ }],
    ['start 24:00', wh([{ start: '24:00', end: '24:00' }]), { 'workingHours.windows.0.start': /00:00 to 23:59/ }],
    ['a window with an unknown key', wh([{ start: '09:00', end: '17:00', label: 'x' }]), { 'workingHours.windows.0.label': /unknown setting/ }],
    ['a window ending before it starts', wh([{ start: '17:00', end: '09:00' }]), { 'workingHours.windows.0': /end after it starts/ }],
    ['an empty window', wh([{ start: '09:00', end: '09:00' }]), { 'workingHours.windows.0': /end after it starts/ }],
    [
      'overlapping windows',
      wh([{ start: '13:00', end: '17:00' }, { start: '09:00', end: '13:30' }]),
      { 'workingHours.windows.1': /overlaps window 1/ },
    ],
    [
      'a bad window and an overlap, both named',
      wh([{ start: '09:00', end: '12:00' }, { start: '11:00', end: '14:00' }, { start: 'noon', end: '18:00' }]),
      { 'workingHours.windows.1': /overlaps window 1/, 'workingHours.windows.2.start': /HH:MM/ },
    ],
    ['shortcut without a modifier', { shortcut: 'T' }, { shortcut: /at least one modifier/ }],
    ['shortcut with an unknown key', { shortcut: 'CommandOrControl+Shift+Banana' }, { shortcut: /at least one modifier/ }],
    ['shortcut a number', { shortcut: 42 }, { shortcut: /at least one modifier/ }],
    ['launchAtLogin "true"', { launchAtLogin: 'true' }, { launchAtLogin: /true or false/ }],
    ['windowMode "true"', { windowMode: 'true' }, { windowMode: /true or false/ }],
    ['trayNoticeShown null', { trayNoticeShown: null }, { trayNoticeShown: /true or false/ }],
    ['theme pink', { theme: 'pink' }, { theme: /system, light or dark/ }],
    ['clock "12"', { display: { clock: '12' } }, { 'display.clock': /system, 12h or 24h/ }],
    ['week start 7', { display: { weekStart: 7 } }, { 'display.weekStart': /system, or a day from 0 \(Sunday\) to 6 \(Saturday\)/ }],
    ['week start "1"', { display: { weekStart: '1' } }, { 'display.weekStart': /system, or a day/ }],
    ['display not an object', { display: '24h' }, { display: /object/ }],
    ['installId', { installId: 'mine-12345' }, { installId: /cannot be changed/ }],
    ['version', { version: 1 }, { version: /cannot be changed/ }],
    ['an unknown setting', { colour: 'blue' }, { colour: /unknown setting/ }],
    ['a __proto__ key', JSON.parse('{"__proto__": {"theme": "dark"}}'), { ['__proto__']: /unknown setting/ }],
    ['service address ftp', { lastSignIn: { serviceAddress: 'ftp://x.test' } }, { 'lastSignIn.serviceAddress': /http or https/ }],
    ['service address not a URL', { lastSignIn: { serviceAddress: 'https://' } }, { 'lastSignIn.serviceAddress': /http or https/ }],
    ['email without @', { lastSignIn: { email: 'me' } }, { 'lastSignIn.email': /email address/ }],
    ['account id with a space', { lastSignIn: { accountId: 'a b' } }, { 'lastSignIn.accountId': /without spaces/ }],
    [
      'several fields at once',
      { idle: { thresholdMinutes: 0 }, reminders: { intervalMinutes: 1000 }, theme: 'pink', launchAtLogin: false },
      { 'idle.thresholdMinutes': /1 to 120/, 'reminders.intervalMinutes': /5 to 240/, theme: /system/ },
    ],
  ];
  for (const [what, patch, expected] of cases) {
    test(what, () => {
      const { store, settings } = loaded({ version: 2, installId: ID, theme: 'light' });
      const before = store.raw;
      const r = updateSettings(store, settings, patch);
      assert.ok(!r.ok, 'refused');
      assert.deepEqual(Object.keys(r.errors).sort(), Object.keys(expected).sort());
      for (const [field, re] of Object.entries(expected)) assert.match(r.errors[field] ?? '', re, field);
      assert.equal(store.raw, before);
      assert.equal(store.writes, 0);
    });
  }
});

describe('settings: a valid patch', () => {
  test('changes only what it names, keeps the rest of a group, and a reload agrees', () => {
    const { store, settings } = loaded({ version: 2, installId: ID, idle: { enabled: false, thresholdMinutes: 9 } });
    const r = updateSettings(store, settings, { idle: { thresholdMinutes: 20 }, theme: 'dark', reminders: { enabled: false } });
    assert.ok(r.ok);
    assert.deepEqual(r.settings.idle, { enabled: false, thresholdMinutes: 20, stopOnLock: false, stopOnSleep: false, stopOnShutdown: false, stillWorkingMinutes: 30 });
    assert.deepEqual(r.settings.reminders, { enabled: false, intervalMinutes: 15 });
    assert.equal(r.settings.theme, 'dark');
    assert.ok(Object.isFrozen(r.settings) && Object.isFrozen(r.settings.idle));
    assert.deepEqual(loadSettings(store, () => 'unused-id'), r.settings);
  });

  test('working hours with a lunch break, touching windows and an end at 24:00 are accepted; null goes back to the account', () => {
    const { store, settings } = loaded();
    const hours = {
      days: [5, 1, 2],
      windows: [
        { start: '13:00', end: '17:30' },
        { start: '08:30', end: '12:00' },
        { start: '17:30', end: '24:00' },
      ],
    };
    const r = updateSettings(store, settings, { workingHours: hours });
    assert.ok(r.ok, JSON.stringify(r));
    assert.deepEqual(r.settings.workingHours, hours);
    const back = updateSettings(store, r.settings, { workingHours: null });
    assert.ok(back.ok);
    assert.equal(back.settings.workingHours, null);
    assert.equal(loadSettings(store, () => 'unused-id').workingHours, null);
  });

  test('the shortcut can be another accelerator or none', () => {
    const { store, settings } = loaded();
    const r = updateSettings(store, settings, { shortcut: 'Alt+Shift+F12' });
    assert.ok(r.ok);
    assert.equal(r.settings.shortcut, 'Alt+Shift+F12');
    const none = updateSettings(store, r.settings, { shortcut: null });
    assert.ok(none.ok);
    assert.equal(none.settings.shortcut, null);
  });

  test('the sign-in form is remembered: address, email and account id', () => {
    const { store, settings } = loaded();
    const r = updateSettings(store, settings, {
      lastSignIn: { serviceAddress: 'https://time.example.test/api/v1', email: 'ann@example.test', accountId: 'ab12cd' },
    });
    assert.ok(r.ok);
    assert.deepEqual(loadSettings(store, () => 'unused-id').lastSignIn, {
      serviceAddress: 'https://time.example.test/api/v1',
      email: 'ann@example.test',
      accountId: 'ab12cd',
    });
  });

  test('keys this version does not know, and stored values it could not read, are kept as they were', () => {
    const { store, settings } = loaded({
      version: 2,
      installId: ID,
      plugins: { pomodoro: { length: 25 } },
      idle: { enabled: true, sensitivity: 'high' },
      theme: 'solarized',
    });
    const r = updateSettings(store, settings, { idle: { thresholdMinutes: 10 }, launchAtLogin: true });
    assert.ok(r.ok);
    assert.deepEqual(store.read(), {
      version: 2,
      installId: ID,
      plugins: { pomodoro: { length: 25 } },
      idle: { enabled: true, sensitivity: 'high', thresholdMinutes: 10 },
      theme: 'solarized',
      launchAtLogin: true,
    });
    assert.equal(r.settings.theme, 'system');
  });

  test('a store emptied since loading still gets the current installId back', () => {
    const { store, settings } = loaded();
    store.write({});
    const r = updateSettings(store, settings, { theme: 'light' });
    assert.ok(r.ok);
    assert.equal(r.settings.installId, ID);
    assert.deepEqual(store.read(), { version: 2, installId: ID, theme: 'light' });
  });
});

describe('settings: the clock and the first day of the week', () => {
  test("both follow the system unless chosen; a store without them (every one before this version) reads so, with no migration", () => {
    const { store, settings } = loaded({ version: 2, installId: ID, theme: 'dark' });
    assert.deepEqual(settings.display, { clock: 'system', weekStart: 'system', decimalHours: false, showAmounts: false });
    assert.equal(store.writes, 0);
  });

  test('a patch changes one of the two and keeps the other; a reload agrees', () => {
    const { store, settings } = loaded({ version: 2, installId: ID });
    const r = updateSettings(store, settings, { display: { clock: '24h' } });
    assert.ok(r.ok);
    assert.deepEqual(r.settings.display, { clock: '24h', weekStart: 'system', decimalHours: false, showAmounts: false });
    const r2 = updateSettings(store, r.settings, { display: { weekStart: 0 } });
    assert.ok(r2.ok);
    assert.deepEqual(r2.settings.display, { clock: '24h', weekStart: 0, decimalHours: false, showAmounts: false });
    assert.deepEqual(loadSettings(store, () => ID).display, { clock: '24h', weekStart: 0, decimalHours: false, showAmounts: false });
  });

  test('a bad stored value falls back alone, and the other is kept', () => {
    const { settings, fallbacks } = loadSettingsWithReport(new MemorySettingsStore({ version: 2, installId: ID, display: { clock: 'sundial', weekStart: 6 } }), () => ID);
    assert.deepEqual(settings.display, { clock: 'system', weekStart: 6, decimalHours: false, showAmounts: false });
    assert.deepEqual(Object.keys(fallbacks), ['display.clock']);
  });
});

describe('settings: window mode and the no-tray notice', () => {
  test('both are off unless set; a store without them (every one before this version) reads so, with no migration', () => {
    const { store, settings } = loaded({ version: 2, installId: ID, theme: 'dark' });
    assert.equal(settings.windowMode, false);
    assert.equal(settings.trayNoticeShown, false);
    assert.equal(settings.theme, 'dark');
    assert.equal(store.writes, 0);
  });

  test('a patch turns window mode on, the shell marks the notice told, and a reload agrees', () => {
    const { store, settings } = loaded();
    const r = updateSettings(store, settings, { windowMode: true });
    assert.ok(r.ok);
    assert.equal(r.settings.windowMode, true);
    const told = updateSettings(store, r.settings, { trayNoticeShown: true });
    assert.ok(told.ok);
    assert.equal(told.settings.trayNoticeShown, true);
    assert.equal(told.settings.windowMode, true);
    assert.deepEqual(store.read(), { version: 2, installId: ID, windowMode: true, trayNoticeShown: true });
    const reloaded = loadSettings(store, () => 'unused-id');
    assert.equal(reloaded.windowMode, true);
    assert.equal(reloaded.trayNoticeShown, true);
  });

  test('a bad stored value of either falls back to off alone, and stays in the store', () => {
    const stored = { version: 2, installId: ID, windowMode: 'yes', trayNoticeShown: 1, theme: 'dark' };
    const store = new MemorySettingsStore(stored);
    const { settings, fallbacks } = loadSettingsWithReport(store, () => 'unused-id');
    assert.equal(settings.windowMode, false);
    assert.equal(settings.trayNoticeShown, false);
    assert.equal(settings.theme, 'dark');
    assert.deepEqual(Object.keys(fallbacks).sort(), ['trayNoticeShown', 'windowMode']);
    assert.equal(store.writes, 0);
    assert.deepEqual(store.read(), stored);
  });
});

describe('settings: updates of Stint and the version that ran last', () => {
  test('updates are on, on the stable channel, and no version ran before, unless set; a store without them reads so, with no migration', () => {
    const { store, settings } = loaded({ version: 2, installId: ID, theme: 'dark' });
    assert.deepEqual(settings.updates, { enabled: true, channel: 'stable' });
    assert.equal(settings.lastRunVersion, null);
    assert.equal(store.writes, 0);
  });

  test('a patch changes one of the two and keeps the other; a reload agrees', () => {
    const { store, settings } = loaded({ version: 2, installId: ID });
    const off = updateSettings(store, settings, { updates: { enabled: false } });
    assert.ok(off.ok);
    assert.deepEqual(off.settings.updates, { enabled: false, channel: 'stable' });
    const beta = updateSettings(store, off.settings, { updates: { channel: 'beta' } });
    assert.ok(beta.ok);
    assert.deepEqual(beta.settings.updates, { enabled: false, channel: 'beta' });
    assert.deepEqual(loadSettings(store, () => ID).updates, { enabled: false, channel: 'beta' });
  });

  test('a wrong channel, an "off" that is not false, or an unknown key is refused by name, and nothing is written', () => {
    const { store, settings } = loaded({ version: 2, installId: ID });
    const writes = store.writes;
    const r = updateSettings(store, settings, { updates: { channel: 'nightly', enabled: 'no', feed: 'https://x.test' } });
    assert.equal(r.ok, false);
    if (r.ok) return;
    assert.deepEqual(r.errors, { 'updates.channel': 'must be stable or beta', 'updates.enabled': 'must be true or false', 'updates.feed': 'unknown setting' });
    assert.equal(store.writes, writes);
  });

  test('bad stored values fall back alone (on, stable, no version), and stay in the store', () => {
    const stored = { version: 2, installId: ID, updates: { enabled: 'yes', channel: 'nightly' }, lastRunVersion: 'not a version!', theme: 'dark' };
    const store = new MemorySettingsStore(stored);
    const { settings, fallbacks } = loadSettingsWithReport(store, () => 'unused-id');
    assert.deepEqual(settings.updates, { enabled: true, channel: 'stable' });
    assert.equal(settings.lastRunVersion, null);
    assert.equal(settings.theme, 'dark');
    assert.deepEqual(Object.keys(fallbacks).sort(), ['lastRunVersion', 'updates.channel', 'updates.enabled']);
    assert.equal(store.writes, 0);
    assert.deepEqual(store.read(), stored);
  });

  test('the version that ran last is kept as a version, beta and build tags included; the window may not set it', () => {
    const { store, settings } = loaded({ version: 2, installId: ID });
    for (const v of ['0.1.0', '1.5.0-beta.2', '1.4.0+build.7']) {
      const r = updateSettings(store, settings, { lastRunVersion: v });
      assert.ok(r.ok, v);
      assert.equal(loadSettings(store, () => ID).lastRunVersion, v);
    }
    for (const v of ['', ' 1.0', '1.0/../x', 'v'.repeat(65), 1]) {
      assert.equal(updateSettings(store, settings, { lastRunVersion: v }).ok, false, JSON.stringify(v));
    }
    assert.equal(WINDOW_FIELDS.has('lastRunVersion'), false);
    assert.equal(WINDOW_FIELDS.has('updates.enabled'), true);
    assert.equal(WINDOW_FIELDS.has('updates.channel'), true);
  });
});

describe('settings: the whole-object JSON schema', () => {
  type AjvClass = typeof _Ajv2020.default;
  const Ajv2020 = ((_Ajv2020 as { default?: AjvClass }).default ?? _Ajv2020) as AjvClass;
  const validate = new Ajv2020({ strict: true, allowUnionTypes: true, validateFormats: false }).compile(settingsJsonSchema);

  test('accepts what updateSettings writes, with unknown keys, and refuses a wrong field', () => {
    const { store, settings } = loaded({ version: 2, installId: ID, plugins: { x: 1 } });
    const r = updateSettings(store, settings, {
      idle: { enabled: false, thresholdMinutes: 30 },
      workingHours: { days: [1, 2], windows: [{ start: '09:00', end: '12:00' }, { start: '13:00', end: '17:00' }] },
      lastSignIn: { serviceAddress: 'https://svc.example.test', email: 'a@b.test', accountId: 'abc' },
      shortcut: null,
      windowMode: true,
      trayNoticeShown: true,
    });
    assert.ok(r.ok);
    assert.ok(validate(store.read()), JSON.stringify(validate.errors));
    assert.equal(validate({ version: 2, idle: { thresholdMinutes: 500 } }), false);
    assert.equal(validate.errors?.[0]?.instancePath, '/idle/thresholdMinutes');
    assert.equal(validate({ version: 2, windowMode: 'yes' }), false);
    assert.equal(validate.errors?.[0]?.instancePath, '/windowMode');
  });
});

test('what the settings screen shows next to a refused field is in the field\'s words, never JSON\'s "null"', () => {
  const refused: [string, unknown][] = [
    ['shortcut', 'T'],
    ['workingHours', 'nine to five'],
    ['idle.thresholdMinutes', 0],
    ['reminders.intervalMinutes', 4],
    ['theme', 'purple'],
  ];
  for (const [name, value] of refused) {
    const messages = Object.values(validateField(name, value, 'strict'));
    assert.ok(messages.length > 0, `${name} = ${JSON.stringify(value)} is refused`);
    for (const m of messages) assert.doesNotMatch(m, /\bnull\b/, `${name}: ${m}`);
  }
});
