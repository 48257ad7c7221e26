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
        baseUrl: 'http://127.0.0.1:9/api/v1',
        dataDir: '/home/ada/.local/share/stint-cli',
        commands: ['signin ada@example.com demo', 'start 1 spec', 'status'],
      },
    });
  });

  test('no options: interactive, the remembered address, the default data directory', () => {
    assert.deepEqual(parseOptions([], LINUX), { kind: 'run', options: { baseUrl: null, dataDir: '/home/ada/.local/share/stint-cli', commands: [] } });
  });

  test('--data-dir', () => {
    const r = parseOptions(['--data-dir', '/tmp/x'], LINUX);
    assert.equal(r.kind === 'run' && r.options.dataDir, '/tmp/x');
  });

  test('--help, even among other options', () => {
    assert.deepEqual(parseOptions(['--base-url', 'x', '--help'], LINUX), { kind: 'help' });
  });

  const bad: [string[], RegExp][] = [
    [['--bogus'], /^Unknown option '--bogus'.* \(--help for usage\)$/],
    [['--base-url'], /base-url.*argument missing|argument missing.*base-url/i],
    [['status'], /^Unexpected argument 'status'/],
    [['--data-dir='], /^--data-dir needs a directory/],
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

describe('the default data directory', () => {
  test('XDG_DATA_HOME when it is absolute', () => {
    assert.equal(defaultDataDir({ ...LINUX, env: { XDG_DATA_HOME: '/data/ada' } }), '/data/ada/stint-cli');
  });

  test('a relative XDG_DATA_HOME is ignored, as the XDG spec says', () => {
    assert.equal(defaultDataDir({ ...LINUX, env: { XDG_DATA_HOME: 'data' } }), '/home/ada/.local/share/stint-cli');
  });

  test('macOS and Windows places', () => {
    assert.equal(defaultDataDir({ env: {}, platform: 'darwin', home: '/Users/ada' }), '/Users/ada/Library/Application Support/stint-cli');
    assert.equal(defaultDataDir({ env: { APPDATA: 'C:/Users/ada/AppData/Roaming' }, platform: 'win32', home: 'C:/Users/ada' }), join('C:/Users/ada/AppData/Roaming', 'stint-cli'));
  });
});
