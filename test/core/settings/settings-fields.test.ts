// Each setting's own words beside its field when a value is refused, at the limits of what
// it takes; the working hours' messages at each place a value can be wrong (a day, a window,
// its start or end, overlaps in any order); the stored object's schema, group by group.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_SETTINGS, EDITABLE_FIELDS, FIELD_NAMES, GROUPS, WINDOW_FIELDS, settingsJsonSchema, validateField } from '../../../main/core/settings/settings-schema.ts';

const refused = (name: string, value: unknown) => validateField(name, value, 'strict');

describe('each field', () => {
  const table: [string, unknown[], unknown[], string][] = [
    ['idle.enabled', [true, false], [1, 'true', null], 'must be true or false'],
    ['idle.thresholdMinutes', [1, 120], [0, 121, 1.5, '5'], 'must be a whole number of minutes from 1 to 120'],
    ['idle.stopOnLock', [true, false], [1, 'true', null], 'must be true or false'],
    ['idle.stopOnSleep', [true, false], [1, 'true', null], 'must be true or false'],
    ['idle.stopOnShutdown', [true, false], [1, 'true', null], 'must be true or false'],
    ['idle.stillWorkingMinutes', [0, 30, 240, null], [-1, 241, 2.5, '30'], 'must be a whole number of minutes from 0 to 240, or null (never ask)'],
    ['reminders.enabled', [true], ['yes'], 'must be true or false'],
    ['reminders.intervalMinutes', [5, 240], [4, 241], 'must be a whole number of minutes from 5 to 240'],
    ['launchAtLogin', [false], [0], 'must be true or false'],
    ['windowMode', [true], ['x'], 'must be true or false'],
    ['compactTimer', [true, false], ['x', 1], 'must be true or false'],
    ['compactTimerPosition', [null, { x: 0, y: 0 }, { x: -1920, y: 40 }], [[0, 0], 'x', 5, true], 'must be a place on screen {x, y} in whole pixels, or null'],
    ['theme', ['system', 'light', 'dark'], ['blue', null], 'must be system, light or dark'],
    ['language', ['system', 'en', 'de', 'fr', 'es', 'pt-BR', 'en-XA'], ['german', 'de-DE', 'pt', null], 'must be one of system, en, de, fr, es, pt-BR, en-XA'],
    ['display.clock', ['system', '12h', '24h'], ['12', 12], 'must be system, 12h or 24h'],
    ['display.weekStart', ['system', 0, 6], [7, -1, '1'], 'must be system, or a day from 0 (Sunday) to 6 (Saturday)'],
    ['updates.enabled', [true], [null], 'must be true or false'],
    ['updates.channel', ['stable', 'beta'], ['nightly'], 'must be stable or beta'],
    ['focus.enabled', [false], ['no'], 'must be true or false'],
    ['focus.focusMinutes', [5, 180], [4, 181], 'must be a whole number of minutes from 5 to 180'],
    ['focus.shortBreakMinutes', [1, 60], [0, 61], 'must be a whole number of minutes from 1 to 60'],
    ['focus.longBreakMinutes', [1, 120], [0, 121], 'must be a whole number of minutes from 1 to 120'],
    ['focus.longBreakEvery', [1, 12], [0, 13], 'must be a whole number of focus sessions from 1 to 12'],
    ['focus.stopOnBreak', [true], [1], 'must be true or false'],
    ['target.hoursPerDay', [null, 0, 7.5, 24], [-1, 24.5, '8'], 'must be a number of hours from 0 (no target) to 24, or null (the hours of your account)'],
    ['target.workDays', [null, [1, 2, 3], [0, 6]], [[], [1, 1], 'mon', [1, 2, 3, 4, 5, 6, 0, 1]], 'must list days 0 (Sunday) to 6 (Saturday), each once, at least one; or null (the days of your account)'],
    ['target.notify', [true, false], [1], 'must be true or false'],
    ['target.passedMarginMinutes', [null, 0, 60, 480], [-5, 481, 1.5], 'must be a whole number of minutes from 0 to 480, or null (no notice past the target)'],
    ['activity.enabled', [true, false], ['yes'], 'must be true or false'],
    ['activity.keepDays', [1, 30, 365], [0, 366, 1.5], 'must be a whole number of days from 1 to 365'],
    ['activity.switchMinutes', [1, 5, 120], [0, 121], 'must be a whole number of minutes from 1 to 120'],
    ['activity.shortestEntrySeconds', [5, 60, 3600], [4, 3601, 1.5, '60'], 'must be a whole number of seconds from 5 to 3600'],
    ['activity.bridgeMinutes', [0, 5, 60], [-1, 61, 2.5, null], 'must be a whole number of minutes from 0 (no break bridged) to 60'],
    ['trayNoticeShown', [true], ['x'], 'must be true or false'],
    ['lastRunVersion', ['1.4.0', '1.5.0-beta.2', '1.4.0+build.7', null], ['', '.1', 'v 1', 'x'.repeat(65)], 'must be a version such as 1.4.0, or null'],
    ['installId', ['abcd-1234', 'A'.repeat(64)], ['short', 'A'.repeat(65), 'has space'], 'must be 8 to 64 letters, digits or dashes'],
    ['lastSignIn.serviceAddress', ['https://svc.test', 'http://127.0.0.1:8080/api', null], ['ftp://svc.test', 'https://', 'svc.test', 'https://x y', 1], 'must be an http or https address, or null'],
    ['lastSignIn.email', ['ann@acme.test', null], ['ann', 'a b@c', 'a@b@c'], 'must be an email address, or null'],
    ['lastSignIn.accountId', ['acme', null], ['ac me', ''], 'must be an account id without spaces, or null'],
    ['shortcut', ['CommandOrControl+Shift+T', 'Alt+F12', null], ['T', 'Shift+', 'x'.repeat(101)], 'must be a key with at least one modifier, such as CommandOrControl+Shift+T; leave it empty for no shortcut'],
  ];
  test('activity exclusions: a bad item is named by its place in the list', () => {
    const apps = 'must list application names, each with some text, at most 200';
    const titles = 'must list title patterns, each with some text besides * (which stands for any text), at most 200 characters';
    assert.deepEqual(refused('activity.excludedApps', ['KeePassXC']), {});
    assert.deepEqual(refused('activity.excludedApps', 'KeePassXC'), { 'activity.excludedApps': apps });
    assert.deepEqual(refused('activity.excludedApps', ['KeePassXC', '  ']), { 'activity.excludedApps.1': apps });
    assert.deepEqual(refused('activity.excludedTitles', ['*bank*', 'Private Browsing']), {});
    for (const bad of ['*', ' * ', '']) assert.deepEqual(refused('activity.excludedTitles', [bad]), { 'activity.excludedTitles.0': titles }, JSON.stringify(bad));
    assert.deepEqual(refused('activity.rewrites', [{ pattern: '* — Visual Studio Code', replacement: '{1}' }]), {});
    assert.ok('activity.rewrites.0.pattern' in refused('activity.rewrites', [{ pattern: '**', replacement: 'x' }]));
  });
  for (const [name, good, bad, message] of table) {
    test(name, () => {
      for (const v of good) assert.deepEqual(refused(name, v), {}, `${name} = ${JSON.stringify(v)}`);
      for (const v of bad) assert.deepEqual(refused(name, v), { [name]: message }, `${name} = ${JSON.stringify(v)}`);
    });
  }

  test("every field's default passes its own check, strict and lenient (readSettings takes a stored default without a check)", () => {
    const at = (name: string) => name.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], DEFAULT_SETTINGS);
    const defaulted = FIELD_NAMES.filter((name) => at(name) !== undefined);
    // installId alone has none: each installation makes its own.
    assert.deepEqual(FIELD_NAMES.filter((name) => at(name) === undefined), ['installId']);
    for (const name of defaulted) {
      assert.deepEqual(validateField(name, at(name), 'strict'), {}, name);
      assert.deepEqual(validateField(name, at(name), 'lenient'), {}, name);
    }
  });

  test('a setting nobody knows', () => {
    assert.deepEqual(refused('nope', 1), { nope: 'unknown setting' });
  });

  test('which fields a patch and the window may set', () => {
    assert.equal(EDITABLE_FIELDS.has('installId'), false);
    assert.equal(EDITABLE_FIELDS.has('trayNoticeShown'), true);
    assert.deepEqual(FIELD_NAMES.filter((n) => !WINDOW_FIELDS.has(n)), ['compactTimerPosition', 'timesheets.currency', 'timesheets.rounding', 'trayNoticeShown', 'lastRunVersion', 'installId']);
    assert.deepEqual([...GROUPS], ['idle', 'reminders', 'display', 'updates', 'focus', 'target', 'activity', 'timesheets', 'lastSignIn']);
  });
});

describe('working hours', () => {
  const wh = (over: object) => ({ days: [1, 2], windows: [{ start: '09:00', end: '12:00' }], ...over });
  const DAYS = 'must list days 0 (Sunday) to 6 (Saturday), each once, at least one';

  test('each place a value can be wrong, in its own words', () => {
    const table: [object | string | null, Record<string, string>][] = [
      [wh({ days: [7] }), { 'workingHours.days.0': DAYS }],
      [wh({ days: [] }), { 'workingHours.days': DAYS }],
      [wh({ days: [1, 1] }), { 'workingHours.days': DAYS }],
      [wh({ windows: [] }), { 'workingHours.windows': 'must have from 1 to 12 windows' }],
      [wh({ windows: [{ start: '25:00', end: '12:00' }] }), { 'workingHours.windows.0.start': 'must be a time HH:MM from 00:00 to 23:59' }],
      [wh({ windows: [{ start: '09:00', end: '24:01' }] }), { 'workingHours.windows.0.end': 'must be a time HH:MM, at most 24:00' }],
      [wh({ windows: ['x'] }), { 'workingHours.windows.0': 'must be {start, end}' }],
      [wh({ windows: [{ start: '09:00' }] }), { 'workingHours.windows.0.end': 'is required' }],
      [{ windows: [{ start: '09:00', end: '12:00' }] }, { 'workingHours.days': 'is required' }],
      [wh({ windows: [{ start: '09:00', end: '10:00', note: 1 }] }), { 'workingHours.windows.0.note': 'unknown setting' }],
      [wh({ extra: 2 }), { 'workingHours.extra': 'unknown setting' }],
      ['x', { workingHours: 'must be the hours of your account, or days with one or more windows of time' }],
      [wh({ windows: [{ start: '12:00', end: '09:00' }] }), { 'workingHours.windows.0': 'must end after it starts' }],
      [wh({ windows: [{ start: '09:00', end: '09:00' }] }), { 'workingHours.windows.0': 'must end after it starts' }],
      [wh({ windows: [{ start: '13:00', end: '17:00' }, { start: '09:00', end: '13:30' }] }), { 'workingHours.windows.1': 'overlaps window 1' }],
      [wh({ windows: [{ start: '09:00', end: '12:00' }, { start: '12:00', end: '14:00' }, { start: '11:00', end: '11:30' }] }), { 'workingHours.windows.2': 'overlaps window 1' }],
      [wh({ windows: [{ start: '09:00', end: '12:00' }, { start: '12:00', end: '17:00' }] }), {}],
      [wh({ windows: [{ start: '18:00', end: '24:00' }] }), {}],
      [null, {}],
    ];
    for (const [value, errors] of table) assert.deepEqual(refused('workingHours', value), errors, JSON.stringify(value));
  });

  test('a stored value with keys a newer version added is read', () => {
    assert.deepEqual(validateField('workingHours', wh({ windows: [{ start: '09:00', end: '10:00', note: 1 }], extra: 2 }), 'lenient'), {});
    assert.deepEqual(validateField('idle.thresholdMinutes', 0, 'lenient'), { 'idle.thresholdMinutes': 'must be a whole number of minutes from 1 to 120' });
  });
});

test('the stored object: a version from 1, each group an object of its fields, each field its schema', () => {
  const s = settingsJsonSchema as { $schema: string; type: string; properties: Record<string, { type?: unknown; properties?: Record<string, unknown> }> };
  assert.equal(s.$schema, 'https://json-schema.org/draft/2020-12/schema');
  assert.equal(s.type, 'object');
  assert.deepEqual(Object.keys(s.properties), ['version', 'idle', 'reminders', 'workingHours', 'shortcut', 'launchAtLogin', 'windowMode', 'compactTimer', 'compactTimerPosition', 'theme', 'language', 'display', 'updates', 'focus', 'target', 'activity', 'timesheets', 'trayNoticeShown', 'lastRunVersion', 'installId', 'lastSignIn']);
  assert.deepEqual(s.properties.version, { type: 'integer', minimum: 1 });
  assert.deepEqual(s.properties.idle, { type: 'object', properties: { enabled: { type: 'boolean' }, thresholdMinutes: { type: 'integer', minimum: 1, maximum: 120 }, stopOnLock: { type: 'boolean' }, stopOnSleep: { type: 'boolean' }, stopOnShutdown: { type: 'boolean' }, stillWorkingMinutes: { type: ['integer', 'null'], minimum: 0, maximum: 240 } } });
  assert.deepEqual(s.properties.theme, { enum: ['system', 'light', 'dark'] });
  assert.deepEqual(Object.keys(s.properties.focus?.properties ?? {}), ['enabled', 'focusMinutes', 'shortBreakMinutes', 'longBreakMinutes', 'longBreakEvery', 'stopOnBreak']);
});

describe('more of what a form shows', () => {
  const wh = (windows: unknown[], days: unknown[] = [1]) => ({ days, windows });
  const DAYS = 'must list days 0 (Sunday) to 6 (Saturday), each once, at least one';

  test('the default shortcut; keys of every kind, modifiers in any case', () => {
    assert.equal(DEFAULT_SETTINGS.shortcut, 'CommandOrControl+Shift+T');
    for (const s of ['Alt+Up', 'Ctrl+PageDown', 'Shift+num5', 'ctrl+shift+t', 'Super+Escape']) assert.deepEqual(refused('shortcut', s), {}, s);
  });

  test('every mistake at once, each in its place', () => {
    assert.deepEqual(refused('workingHours', { days: [7], windows: [] }), { 'workingHours.days.0': DAYS, 'workingHours.windows': 'must have from 1 to 12 windows' });
  });

  test('the tenth and later days and windows get their own words too', () => {
    const days = [0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 9];
    assert.equal(refused('workingHours', wh([{ start: '09:00', end: '10:00' }], days))['workingHours.days.10'], DAYS);
    const windows = Array.from({ length: 10 }, (_, i) => ({ start: `${String(i).padStart(2, '0')}:00`, end: `${String(i).padStart(2, '0')}:30` }));
    assert.deepEqual(refused('workingHours', wh([...windows, { start: '25:00', end: '26:00' }])), {
      'workingHours.windows.10.start': 'must be a time HH:MM from 00:00 to 23:59',
      'workingHours.windows.10.end': 'must be a time HH:MM, at most 24:00',
    });
    assert.deepEqual(refused('workingHours', wh([...windows, 'x'])), { 'workingHours.windows.10': 'must be {start, end}' });
  });

  test('a window that ends before it starts, or when it starts, is not also said to overlap', () => {
    assert.deepEqual(refused('workingHours', wh([{ start: '11:00', end: '10:00' }, { start: '09:00', end: '12:00' }])), { 'workingHours.windows.0': 'must end after it starts' });
    assert.deepEqual(refused('workingHours', wh([{ start: '09:00', end: '09:00' }, { start: '08:00', end: '10:00' }])), { 'workingHours.windows.0': 'must end after it starts' });
  });

  test('a window that is not one, or whose times are not text, is named by the schema and not checked further', () => {
    assert.deepEqual(refused('workingHours', wh([null, { start: '09:00', end: '10:00' }])), { 'workingHours.windows.0': 'must be {start, end}' });
    assert.deepEqual(refused('workingHours', wh([{ start: ['09:00'], end: '10:00' }])), { 'workingHours.windows.0.start': 'must be a time HH:MM from 00:00 to 23:59' });
    assert.deepEqual(refused('workingHours', wh([{ start: '09:00', end: ['10:00'] }])), { 'workingHours.windows.0.end': 'must be a time HH:MM, at most 24:00' });
  });
});
