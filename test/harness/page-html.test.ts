import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BRIDGE_SCRIPT_PATH, harnessPage, narrowConnectSrc } from '../harness/page-html.ts';

const SOCKET = { socketOrigin: 'ws://127.0.0.1:5173', socketUrl: 'ws://127.0.0.1:5173/bridge?secret=s3cret', demo: null };
const PAGE =
  `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
  `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; connect-src 'none'; img-src 'self' data:">` +
  `<script type="module" src="./main.js"></script></head><body></body></html>`;

function policyOf(html: string): string {
  const m = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html);
  assert.ok(m, 'the page keeps a CSP meta');
  return m[1]!;
}

test('connect-src allows only the harness socket; the other directives stay as the page wrote them', () => {
  assert.equal(
    narrowConnectSrc("default-src 'self'; connect-src 'none'; img-src 'self' data:", 'ws://127.0.0.1:5173'),
    "default-src 'self'; img-src 'self' data:; connect-src ws://127.0.0.1:5173",
  );
  assert.equal(policyOf(harnessPage(PAGE, SOCKET).html), "default-src 'self'; img-src 'self' data:; connect-src ws://127.0.0.1:5173");
});

test('the socket address and the bridge script come after the policy and before the page script', () => {
  const { html, hadPolicy } = harnessPage(PAGE, SOCKET);
  assert.equal(hadPolicy, true);
  const policy = html.indexOf('Content-Security-Policy');
  const socket = html.indexOf('<meta name="stint-harness-socket" content="ws://127.0.0.1:5173/bridge?secret=s3cret">');
  const bridge = html.indexOf(`<script src="${BRIDGE_SCRIPT_PATH}"></script>`);
  const page = html.indexOf('<script type="module" src="./main.js">');
  assert.ok(policy >= 0 && socket > policy && bridge > socket && page > bridge, html);
  assert.doesNotMatch(html, /<script>/, 'nothing inline');
});

test('a page without a policy is served with a strict one', () => {
  const { html, hadPolicy } = harnessPage('<html><head><title>x</title></head><body></body></html>', SOCKET);
  assert.equal(hadPolicy, false);
  assert.equal(policyOf(html), "default-src 'self'; connect-src ws://127.0.0.1:5173");
  assert.ok(html.indexOf('Content-Security-Policy') < html.indexOf(BRIDGE_SCRIPT_PATH));
});

test('demo mode puts the service address on <html> as data-demo, escaped', () => {
  const { html } = harnessPage(PAGE, { ...SOCKET, demo: 'http://127.0.0.1:4010/api/v1?a="b"&c' });
  assert.match(html, /<html lang="en" data-demo="http:\/\/127\.0\.0\.1:4010\/api\/v1\?a=&quot;b&quot;&amp;c">/);
  assert.doesNotMatch(harnessPage(PAGE, SOCKET).html, /data-demo/);
});
