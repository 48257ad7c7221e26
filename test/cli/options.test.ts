// The command line's options and where it keeps its data.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { defaultDataDir, parseOptions, type Environment } from '../../main/cli/options.ts';

const LINUX: Environment = { env: {}, platform: 'linux', home: '/home/ada' };

describe('options', () => {
  test('-c commands run in the order given', () => {
    const r = parseOptions(['--base-url', 'http://127.0.0.1:9/api/v1', '-c', 'signin ada@example.com demo', '-c', 'start 1 spec', '-c', 'status'], LINUX);
    assert.deepEqual(r, {
      kind: 'run',
      options: {
        language: 'en',
        baseUrl: 'http://127.0.0.1:9/api/v1',
        dataDir: '/home/ada/.config/Stint',
        appDataDir: '/home/ada/.config/Stint',
        commands: ['signin ada@example.com demo', 'start 1 spec', 'status'],
        clockAt: null,
        undoHoldMs: null,
        appSilenceMs: null,
      },
    });
  });

  test('no options: interactive, the remembered address, the default data directory', () => {
    assert.deepEqual(parseOptions([], LINUX), { kind: 'run', options: { language: 'en', baseUrl: null, dataDir: '/home/ada/.config/Stint', appDataDir: '/home/ada/.config/Stint', commands: [], clockAt: null, undoHoldMs: null, appSilenceMs: null } });
  });

  test('STINT_CLOCK_AT starts the clock at an ISO instant; anything else is refused, naming it', () => {
    const r = parseOptions([], { ...LINUX, env: { STINT_CLOCK_AT: '2026-03-10T17:30:00Z' } });
    assert.equal(r.kind === 'run' && r.options.clockAt, Date.parse('2026-03-10T17:30:00Z'));
    for (const bad of ['tomorrow', '17:30', '2026-03-10T99:00:00Z']) {
      const refused = parseOptions([], { ...LINUX, env: { STINT_CLOCK_AT: bad } });
      assert.equal(refused.kind, 'error', bad);
      assert.match(refused.kind === 'error' ? refused.message : '', /STINT_CLOCK_AT must be an ISO 8601 instant/);
    }
  });

  test('STINT_UNDO_SECONDS sets the Undo time in whole seconds, 0 to 60; anything else is refused, naming it', () => {
    for (const [given, ms] of [['0', 0], ['00', 0], ['3', 3000], [' 60 ', 60_000], ['', null], [' ', null]] as const) {
      const r = parseOptions([], { ...LINUX, env: { STINT_UNDO_SECONDS: given } });
      assert.equal(r.kind === 'run' && r.options.undoHoldMs, ms, given);
    }
    for (const bad of ['61', '-1', '2.5', 'ten', '10s']) {
      const refused = parseOptions([], { ...LINUX, env: { STINT_UNDO_SECONDS: bad } });
      assert.equal(refused.kind === 'error' && refused.message, `STINT_UNDO_SECONDS must be a whole number of seconds from 0 to 60, got "${bad}"`, bad);
    }
  });

  test('--data-dir', () => {
    const r = parseOptions(['--data-dir', '/tmp/x'], LINUX);
    assert.equal(r.kind === 'run' && r.options.dataDir, '/tmp/x');
  });

  test('a service address ending in /api/v1, a slash after it or not, on https or this machine', () => {
    for (const url of ['https://svc.example/api/v1', 'https://svc.example/api/v1/', 'http://localhost:8080/api/v1']) {
      const r = parseOptions(['--base-url', url], LINUX);
      assert.equal(r.kind === 'run' && r.options.baseUrl, url);
    }
  });

  test('--help, even among other options', () => {
    assert.deepEqual(parseOptions(['--base-url', 'x', '--help'], LINUX), { kind: 'help', language: 'en' });
  });

  const bad: [string[], RegExp][] = [
    [['--bogus'], /^unknown option --bogus \(--help for usage\)$/],
    [['--base-url'], /^--base-url needs a value \(--help for usage\)$/],
    [['status'], /^"status" is not an option: commands go after -c, as in -c "status"/],
    [['--lang', 'tlh'], /^--lang "tlh": Stint speaks en, de, fr, es, pt-BR, and en-XA for tests \(--help for usage\)$/],
    [['--data-dir='], /^--data-dir needs a directory/],
    [['--base-url', 'example.com/api/v1'], /^--base-url "example\.com\/api\/v1": Enter the service address/],
    [['--base-url', 'http://192.0.2.1/api/v1'], /^--base-url "http:\/\/192\.0\.2\.1\/api\/v1": The service address must start with https:\/\//],
    [['--base-url', 'https://svc.example/api'], /^--base-url "https:\/\/svc\.example\/api": the service's address ends in \/api\/v1 \(did you mean https:\/\/svc\.example\/api\/v1\?\)$/],
  ];
  for (const [argv, message] of bad) {
    test(`${argv.join(' ')}: one line for stderr`, () => {
      const r = parseOptions(argv, LINUX);
      assert.equal(r.kind, 'error');
      if (r.kind !== 'error') return;
      assert.match(r.message, message);
      assert.ok(!r.message.includes('\n'), 'one line');
    });
  }
});

describe('the language: --lang, else LC_ALL over LC_MESSAGES over LANG, else English (issue 72)', () => {
  const language = (argv: string[], env: Record<string, string> = {}) => {
    const r = parseOptions(argv, { ...LINUX, env });
    return r.kind === 'run' ? r.options.language : r.language;
  };

  test('the terminal names it: LC_ALL over LC_MESSAGES over LANG, a region or an encoding read as the language', () => {
    assert.equal(language([], { LANG: 'de_DE.UTF-8' }), 'de');
    assert.equal(language([], { LANG: 'de_DE.UTF-8', LC_MESSAGES: 'fr_FR.UTF-8' }), 'fr');
    assert.equal(language([], { LANG: 'de_DE.UTF-8', LC_MESSAGES: 'fr_FR.UTF-8', LC_ALL: 'es_ES.UTF-8' }), 'es');
    assert.equal(language([], { LANG: 'pt_PT.UTF-8' }), 'pt-BR');
    assert.equal(language([], { LANG: 'C.UTF-8' }), 'en');
    assert.equal(language([], { LANG: 'ja_JP.UTF-8' }), 'en', 'a language Stint does not speak: English');
  });

  test('--lang over the terminal, in either form; en-XA by its name only', () => {
    assert.equal(language(['--lang', 'fr'], { LC_ALL: 'de_DE.UTF-8' }), 'fr');
    assert.equal(language(['--lang=pt_BR'], { LANG: 'de_DE.UTF-8' }), 'pt-BR');
    assert.equal(language(['--lang', 'de-AT']), 'de');
    assert.equal(language(['--lang', 'en-XA', '--help']), 'en-XA');
  });

  test("an option's error is in the language asked for, --lang even after the bad option", () => {
    const r = parseOptions(['--bogus', '--lang', 'de'], LINUX);
    assert.deepEqual(r, { kind: 'error', message: 'unbekannte Option --bogus (--help zeigt den Aufruf)', language: 'de' });
    const unknown = parseOptions(['--lang', 'tlh'], { ...LINUX, env: { LANG: 'fr_FR.UTF-8' } });
    assert.deepEqual(unknown, { kind: 'error', message: '--lang "tlh" : Stint parle en, de, fr, es, pt-BR, et en-XA pour les tests (--help pour l’usage)', language: 'fr' });
  });
});

describe("the default data directory: the app's own (Electron's userData for Stint)", () => {
  test('XDG_CONFIG_HOME when it is absolute', () => {
    assert.equal(defaultDataDir({ ...LINUX, env: { XDG_CONFIG_HOME: '/conf/ada' } }), '/conf/ada/Stint');
  });

  test('a relative XDG_CONFIG_HOME is ignored, as the XDG spec says', () => {
    assert.equal(defaultDataDir({ ...LINUX, env: { XDG_CONFIG_HOME: 'conf' } }), '/home/ada/.config/Stint');
  });

  test('macOS and Windows places', () => {
    assert.equal(defaultDataDir({ env: {}, platform: 'darwin', home: '/Users/ada' }), '/Users/ada/Library/Application Support/Stint');
    assert.equal(defaultDataDir({ env: { APPDATA: 'C:/Users/ada/AppData/Roaming' }, platform: 'win32', home: 'C:/Users/ada' }), join('C:/Users/ada/AppData/Roaming', 'Stint'));
  });
});
