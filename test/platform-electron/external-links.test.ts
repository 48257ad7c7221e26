// shell.openExternal only for https links to the signed-in service's origin (and the
// fixed help list, empty today); everything else refused and logged without its path.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import type { OpenExternalOptions, Shell } from 'electron';
import { createExternalLinks, decideExternalLink, HELP_ORIGINS, serviceWebOrigin } from '../../main/platform/electron/external-links.ts';
import { RecordingLog } from './support/recording-log.ts';

function setup(baseUrl: string | null, helpOrigins?: readonly string[]) {
  const openedUrls: string[] = [];
  let fail = false;
  const shell = {
    openExternal: async (url: string, _options?: OpenExternalOptions) => {
      if (fail) throw new Error(`Failed to open ${url}`);
      openedUrls.push(url);
    },
  } satisfies Pick<Shell, 'openExternal'>;
  const log = new RecordingLog();
  let current = baseUrl;
  const links = createExternalLinks({ shell, logger: log, serviceBaseUrl: () => current, ...(helpOrigins ? { helpOrigins } : {}) });
  return {
    links,
    openedUrls,
    log,
    signIn: (url: string | null) => {
      current = url;
    },
    failNext: () => {
      fail = true;
    },
  };
}

describe('serviceWebOrigin', () => {
  test("the https origin of the service's base address; null for http, nonsense or signed out", () => {
    assert.equal(serviceWebOrigin('https://tracker.example.com/api/v1'), 'https://tracker.example.com');
    assert.equal(serviceWebOrigin('https://tracker.example.com:8443/api/v1/'), 'https://tracker.example.com:8443');
    assert.equal(serviceWebOrigin('http://localhost:4010/api/v1'), null);
    assert.equal(serviceWebOrigin('tracker.example.com'), null);
    assert.equal(serviceWebOrigin(null), null);
  });
});

describe('decideExternalLink', () => {
  const allowed = ['https://tracker.example.com'];

  test('https on an allowed origin: allowed, in normalized form', () => {
    assert.deepEqual(decideExternalLink('https://tracker.example.com/reports?week=12', allowed), { allowed: true, url: 'https://tracker.example.com/reports?week=12' });
    assert.deepEqual(decideExternalLink('HTTPS://Tracker.Example.com', allowed), { allowed: true, url: 'https://tracker.example.com/' });
    assert.deepEqual(decideExternalLink('https://tracker.example.com:443/x', allowed), { allowed: true, url: 'https://tracker.example.com/x' });
  });

  test('refusals, each with its reason', () => {
    const cases: [string, string][] = [
      ['http://tracker.example.com/', 'not_https'],
      ['javascript:alert(1)', 'not_https'],
      ['file:///etc/passwd', 'not_https'],
      ['smb://tracker.example.com/share', 'not_https'],
      ['data:text/html,hi', 'not_https'],
      ['mailto:someone@example.com', 'not_https'],
      ['app://stint/index.html', 'not_https'],
      ['https://evil.example.com/', 'not_allow_listed'],
      ['https://tracker.example.com.evil.example/', 'not_allow_listed'],
      ['https://tracker.example.com:8443/', 'not_allow_listed'],
      ['https://sub.tracker.example.com/', 'not_allow_listed'],
      ['https://user:pass@tracker.example.com/', 'credentials'],
      ['https://tracker.example.com@evil.example/', 'credentials'],
      ['not a url', 'not_a_url'],
      [`https://tracker.example.com/${'a'.repeat(2100)}`, 'too_long'],
    ];
    for (const [url, reason] of cases) assert.deepEqual(decideExternalLink(url, allowed), { allowed: false, reason }, url);
  });

  test('nothing is allowed with an empty allow-list', () => {
    assert.deepEqual(decideExternalLink('https://tracker.example.com/', []), { allowed: false, reason: 'not_allow_listed' });
  });
});

describe('createExternalLinks', () => {
  test("an allow-listed https link is handed to the OS; signed out, only the releases' pages are", async () => {
    assert.deepEqual(HELP_ORIGINS, ['https://github.com']);
    const s = setup('https://tracker.example.com/api/v1');
    assert.deepEqual(s.links.allowedOrigins(), ['https://tracker.example.com', 'https://github.com']);
    assert.equal(await s.links.open('https://tracker.example.com/reports'), true);
    assert.deepEqual(s.openedUrls, ['https://tracker.example.com/reports']);
    s.signIn(null);
    assert.deepEqual(s.links.allowedOrigins(), ['https://github.com']);
    assert.equal(await s.links.open('https://tracker.example.com/reports'), false);
    // An update's "What's new" and a deb's "Get it".
    assert.equal(await s.links.open('https://github.com/stint-app/stint/releases/tag/v1.2.0'), true);
    assert.equal(await s.links.open('http://github.com/stint-app/stint/releases'), false, 'https only');
    assert.deepEqual(s.openedUrls, ['https://tracker.example.com/reports', 'https://github.com/stint-app/stint/releases/tag/v1.2.0']);
  });

  test('the allow-list follows the account signed in at the moment of the click', async () => {
    const s = setup('https://one.example.com/api/v1');
    s.signIn('https://two.example.com/api/v1');
    assert.equal(await s.links.open('https://one.example.com/'), false);
    assert.equal(await s.links.open('https://two.example.com/'), true);
    assert.deepEqual(s.openedUrls, ['https://two.example.com/']);
  });

  test('http, javascript: and file: are refused and logged by scheme and host only, never the path or query', async () => {
    const s = setup('https://tracker.example.com/api/v1');
    assert.equal(await s.links.open('http://tracker.example.com/private?email=a@b.example'), false);
    assert.equal(await s.links.open('javascript:alert(document.cookie)'), false);
    assert.equal(await s.links.open('file:///home/someone/notes.txt'), false);
    assert.deepEqual(s.openedUrls, []);
    assert.deepEqual(s.log.lines, [
      { level: 'warn', message: 'external link refused', fields: { reason: 'not_https', scheme: 'http', host: 'tracker.example.com' } },
      { level: 'warn', message: 'external link refused', fields: { reason: 'not_https', scheme: 'javascript', host: '' } },
      { level: 'warn', message: 'external link refused', fields: { reason: 'not_https', scheme: 'file', host: '' } },
    ]);
  });

  test('an http service gets no links at all', async () => {
    const s = setup('http://localhost:4010/api/v1');
    assert.equal(await s.links.open('http://localhost:4010/'), false);
    assert.equal(await s.links.open('https://localhost:4010/'), false);
    assert.deepEqual(s.openedUrls, []);
  });

  test('help origins given by the shell are allowed too (https only)', async () => {
    const s = setup(null, ['https://help.example.org', 'http://insecure.example.org']);
    assert.deepEqual(s.links.allowedOrigins(), ['https://help.example.org']);
    assert.equal(await s.links.open('https://help.example.org/stint/timer'), true);
    assert.equal(await s.links.open('http://insecure.example.org/'), false);
    assert.equal(await s.links.open('https://insecure.example.org/'), false, 'an http entry does not allow its https twin');
    assert.deepEqual(s.openedUrls, ['https://help.example.org/stint/timer']);
  });

  test('when the OS cannot open it: false, logged without the URL', async () => {
    const s = setup('https://tracker.example.com/api/v1');
    s.failNext();
    assert.equal(await s.links.open('https://tracker.example.com/reports?week=12'), false);
    assert.deepEqual(s.log.lines, [{ level: 'warn', message: 'the OS could not open an external link', fields: { scheme: 'https', host: 'tracker.example.com', error: 'Error' } }]);
  });
});
