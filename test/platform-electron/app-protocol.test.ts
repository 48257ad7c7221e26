// app://stint: the scheme's privileges, the URL → file rule (traversal refused in every
// spelling), and the handler against a real folder on disk (content types, the CSP on
// HTML, 404s, a symlink out of the folder refused).
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CustomScheme, Protocol } from 'electron';
import {
  APP_ENTRY_URL,
  APP_SCHEME,
  createAppProtocolHandler,
  handleAppProtocol,
  isAppUrl,
  registerAppScheme,
  rendererRoot,
  resolveAppPath,
} from '../../main/platform/electron/app-protocol.ts';
import { CONTENT_SECURITY_POLICY } from '../../main/platform/electron/content-security-policy.ts';
import { RecordingLog } from './support/recording-log.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { LOG_INTERVAL_MS } from '../../main/platform/electron/log-throttle.ts';

describe('the scheme', () => {
  test('registered as privileged: standard and secure; no fetch, no CORS, no CSP bypass, no service workers', () => {
    const registered: CustomScheme[][] = [];
    const protocol = { registerSchemesAsPrivileged: (schemes: CustomScheme[]) => void registered.push(schemes) } satisfies Pick<Protocol, 'registerSchemesAsPrivileged'>;
    registerAppScheme(protocol);
    assert.deepEqual(registered, [
      [{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: false, corsEnabled: false, bypassCSP: false, allowServiceWorkers: false, stream: false, codeCache: true } }],
    ]);
  });

  test('handleAppProtocol installs one handler, for app', async () => {
    const handled: [string, (r: Request) => Response | Promise<Response>][] = [];
    const protocol = { handle: (scheme: string, handler: (r: Request) => Response | Promise<Response>) => void handled.push([scheme, handler]) } satisfies Pick<Protocol, 'handle'>;
    handleAppProtocol(protocol, { root: '/nowhere', logger: new RecordingLog() });
    assert.deepEqual(handled.map(([s]) => s), [APP_SCHEME]);
    const res = await handled[0]![1](new Request('app://stint/index.html'));
    assert.equal(res.status, 404, 'a missing folder serves nothing');
  });

  test('the entry URL and the app origin', () => {
    assert.equal(APP_ENTRY_URL, 'app://stint/index.html');
    assert.equal(isAppUrl('app://stint/index.html'), true);
    assert.equal(isAppUrl('app://STINT/main.js'), true, 'Chromium lowercases the host; the check does too');
    assert.equal(isAppUrl('app://stint:8080/index.html'), false);
    assert.equal(isAppUrl('app://user@stint/index.html'), false);
    assert.equal(isAppUrl('app://other/index.html'), false);
    assert.equal(isAppUrl('https://stint/index.html'), false);
    assert.equal(isAppUrl('not a url'), false);
  });

  test('the renderer folder is dist/renderer under the app path (the repository, or app.asar)', () => {
    assert.equal(rendererRoot('/opt/Stint/resources/app.asar'), '/opt/Stint/resources/app.asar/dist/renderer');
    assert.equal(rendererRoot('C:\\Program Files\\Stint\\resources\\app.asar', path.win32), 'C:\\Program Files\\Stint\\resources\\app.asar\\dist\\renderer');
  });
});

describe('resolveAppPath', () => {
  const root = '/srv/stint/dist/renderer';

  test('our files, the root as index.html, query and fragment ignored', () => {
    assert.equal(resolveAppPath('app://stint/index.html', root), `${root}/index.html`);
    assert.equal(resolveAppPath('app://stint/', root), `${root}/index.html`);
    assert.equal(resolveAppPath('app://stint', root), `${root}/index.html`);
    assert.equal(resolveAppPath('app://stint/main.js?v=2#x', root), `${root}/main.js`);
    assert.equal(resolveAppPath('app://stint/styles.css', root), `${root}/styles.css`);
    assert.equal(resolveAppPath('app://stint/icons/idle.svg', root), `${root}/icons/idle.svg`);
    assert.equal(resolveAppPath('app://stint/my%20file.js', root), `${root}/my file.js`);
  });

  test('another scheme, host, port or credentials: null', () => {
    for (const url of ['file:///srv/stint/dist/renderer/index.html', 'https://stint/index.html', 'app://other/index.html', 'app://stint:1/index.html', 'app://a:b@stint/index.html', '', 'app:index.html']) {
      assert.equal(resolveAppPath(url, root), null, url);
    }
  });

  test('dot segments, plain or percent-encoded, are folded by the URL parser and never climb out of the folder', () => {
    assert.equal(resolveAppPath('app://stint/../../etc/passwd.js', root), `${root}/etc/passwd.js`);
    assert.equal(resolveAppPath('app://stint/%2e%2e/%2e%2e/etc/passwd.js', root), `${root}/etc/passwd.js`);
    assert.equal(resolveAppPath('app://stint/%2E%2E/secret.js', root), `${root}/secret.js`);
    assert.equal(resolveAppPath('app://stint/a/.%2e/b.js', root), `${root}/b.js`);
  });

  test('an encoded separator, backslash, drive, NUL, hidden name or empty segment: null', () => {
    for (const url of [
      'app://stint/..%2f..%2fetc%2fpasswd.js',
      'app://stint/..%2F..%2Fetc%2Fpasswd.js',
      'app://stint/%2fetc%2fpasswd.js',
      'app://stint/..%5c..%5cwin.ini.js',
      'app://stint/..\\..\\etc\\passwd.js',
      'app://stint/C:/Windows/win.js',
      'app://stint/C%3a%5cWindows%5cwin.js',
      'app://stint/index.html%00.js',
      'app://stint/.env.js',
      'app://stint/%2e%2e.js',
      'app://stint/icons//idle.svg',
      'app://stint/%E0%A4%A.js',
    ]) {
      assert.equal(resolveAppPath(url, root), null, url);
    }
  });

  test('a directory or an unknown type: null (no listings, no guessing)', () => {
    for (const url of ['app://stint/icons/', 'app://stint/icons', 'app://stint/main.js.map', 'app://stint/app.asar', 'app://stint/package.json.bak', 'app://stint/README']) {
      assert.equal(resolveAppPath(url, root), null, url);
    }
  });

  test('Windows paths: stays under the root, separators and drives refused', () => {
    const winRoot = 'C:\\Stint\\resources\\app.asar\\dist\\renderer';
    assert.equal(resolveAppPath('app://stint/index.html', winRoot, path.win32), `${winRoot}\\index.html`);
    assert.equal(resolveAppPath('app://stint/icons/idle.svg', winRoot, path.win32), `${winRoot}\\icons\\idle.svg`);
    assert.equal(resolveAppPath('app://stint/..%5cwin.ini.js', winRoot, path.win32), null);
    assert.equal(resolveAppPath('app://stint/D:%5cx.js', winRoot, path.win32), null);
    assert.equal(resolveAppPath('app://stint/%5c%5cserver%5cshare%5cx.js', winRoot, path.win32), null);
  });
});

describe('the handler on a real folder', () => {
  let dir = '';
  let root = '';
  const log = new RecordingLog();
  const clock = new ManualClock(Date.UTC(2026, 10, 23, 9));
  let handler: (r: Request) => Promise<Response>;

  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'stint-app-protocol-'));
    root = path.join(dir, 'dist', 'renderer');
    mkdirSync(path.join(root, 'icons'), { recursive: true });
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Stint</title>');
    writeFileSync(path.join(root, 'main.js'), 'console.log(1)');
    writeFileSync(path.join(root, 'styles.css'), 'body{}');
    writeFileSync(path.join(root, 'icons', 'idle.svg'), '<svg/>');
    writeFileSync(path.join(dir, 'secret.js'), 'the token');
    writeFileSync(path.join(dir, 'outside.html'), '<p>outside</p>');
    symlinkSync(path.join(dir, 'secret.js'), path.join(root, 'leak.js'));
    symlinkSync(dir, path.join(root, 'up'));
    symlinkSync(path.join(root, 'main.js'), path.join(root, 'alias.js'));
    handler = createAppProtocolHandler({ root, logger: log, clock });
  });

  after(() => rmSync(dir, { recursive: true, force: true }));

  test('index.html with its type, nosniff and the CSP header', async () => {
    const res = await handler(new Request('app://stint/index.html'));
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'text/html; charset=utf-8');
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(res.headers.get('content-security-policy'), CONTENT_SECURITY_POLICY);
    assert.equal(await res.text(), '<!doctype html><title>Stint</title>');
  });

  test('script, style and image with their types; the CSP only on HTML', async () => {
    const cases: [string, string, string][] = [
      ['app://stint/main.js', 'text/javascript; charset=utf-8', 'console.log(1)'],
      ['app://stint/styles.css', 'text/css; charset=utf-8', 'body{}'],
      ['app://stint/icons/idle.svg', 'image/svg+xml', '<svg/>'],
    ];
    for (const [url, type, body] of cases) {
      const res = await handler(new Request(url));
      assert.equal(res.status, 200, url);
      assert.equal(res.headers.get('content-type'), type, url);
      assert.equal(res.headers.get('content-security-policy'), null, url);
      assert.equal(await res.text(), body, url);
    }
  });

  test('HEAD answers the headers without a body; other methods get 405', async () => {
    const head = await handler(new Request('app://stint/main.js', { method: 'HEAD' }));
    assert.equal(head.status, 200);
    assert.equal(head.headers.get('content-type'), 'text/javascript; charset=utf-8');
    assert.equal(await head.text(), '');
    const post = await handler(new Request('app://stint/index.html', { method: 'POST', body: 'x' }));
    assert.equal(post.status, 405);
    assert.equal(post.headers.get('allow'), 'GET, HEAD');
  });

  test('missing files, directories, unknown types and traversal attempts: 404, and the file outside is never read', async () => {
    for (const url of [
      'app://stint/nope.js',
      'app://stint/icons',
      'app://stint/icons/',
      'app://stint/index.html/x.js',
      'app://stint/../secret.js',
      'app://stint/%2e%2e/secret.js',
      'app://stint/..%2fsecret.js',
      'app://stint/..%5csecret.js',
      'app://other/index.html',
    ]) {
      const res = await handler(new Request(url));
      assert.equal(res.status, 404, url);
      assert.notEqual(await res.text(), 'the token', url);
    }
  });

  test('a symlink that leads out of the folder is refused and logged; one that stays inside is served', async () => {
    const before = log.lines.length;
    for (const url of ['app://stint/leak.js', 'app://stint/up/secret.js', 'app://stint/up/outside.html']) {
      const res = await handler(new Request(url));
      assert.equal(res.status, 404, url);
      // A minute apart, so that each is its own line (a flood is counted: the next test).
      await clock.advance(LOG_INTERVAL_MS);
    }
    assert.deepEqual(
      log.lines.slice(before).map((l) => [l.message, l.fields['path']]),
      [
        ['app protocol refused a link out of the renderer folder', '/leak.js'],
        ['app protocol refused a link out of the renderer folder', '/up/secret.js'],
        ['app protocol refused a link out of the renderer folder', '/up/outside.html'],
      ],
    );
    const inside = await handler(new Request('app://stint/alias.js'));
    assert.equal(inside.status, 200);
    assert.equal(await inside.text(), 'console.log(1)');
  });

  test('a flood of refused requests costs a line a minute, with the count of those left out', async () => {
    await clock.advance(LOG_INTERVAL_MS);
    const before = log.lines.length;
    for (let i = 0; i < 1000; i++) assert.equal((await handler(new Request(`app://stint/up/secret.js?${i}`))).status, 404);
    const flood = log.lines.slice(before);
    assert.equal(flood.length, 1, 'one line for a thousand refusals');
    await clock.advance(LOG_INTERVAL_MS);
    await handler(new Request('app://stint/leak.js'));
    assert.deepEqual(log.lines.slice(before + 1).map((l) => [l.message, l.fields['alsoSinceLastLine']]), [['app protocol refused a link out of the renderer folder', 999]]);
  });

  test('a read error other than "missing" is a logged 500', async () => {
    const broken = createAppProtocolHandler({
      root: '/r',
      logger: log,
      files: {
        realpath: async (p) => p,
        readFile: async () => {
          throw Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
        },
      },
    });
    const res = await broken(new Request('app://stint/main.js'));
    assert.equal(res.status, 500);
    assert.deepEqual(log.lines.at(-1), { level: 'error', message: 'app protocol could not read a file', fields: { path: '/main.js', code: 'EACCES' } });
  });
});
