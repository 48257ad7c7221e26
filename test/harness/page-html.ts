// The renderer's index.html as the harness serves it: the page's own Content-Security-Policy
// with `connect-src` narrowed to the harness's WebSocket (the only connection the page may
// open), then the socket's address with this run's secret, then the bridge script (same
// origin, not inline, so `script-src 'self'` allows it), all before any script of the page.
// With `demo` set, `<html data-demo="<service address>">` tells the renderer to offer the
// demo account.

export const BRIDGE_SCRIPT_PATH = '/harness/bridge.js';

export interface PageOptions {
  /** `ws://127.0.0.1:<port>`: what `connect-src` allows. */
  readonly socketOrigin: string;
  /** The socket's full address, secret included. */
  readonly socketUrl: string;
  /** The simulator's base URL when started for the demo, else null. */
  readonly demo: string | null;
}

export interface HarnessPage {
  readonly html: string;
  /** False when the page had no CSP of its own and the harness added a strict one. */
  readonly hadPolicy: boolean;
}

const CSP_META = /<meta\b[^>]*http-equiv\s*=\s*(["'])content-security-policy\1[^>]*>/i;
const CONTENT = /\bcontent\s*=\s*(?:"([^"]*)"|'([^']*)')/i;
const HTML_TAG = /<html\b([^>]*)>/i;
const HEAD_TAG = /<head\b[^>]*>/i;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The policy with every `connect-src` replaced by one that allows only `origin`. */
export function narrowConnectSrc(policy: string, origin: string): string {
  const kept = policy
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d !== '' && d.split(/\s+/)[0]!.toLowerCase() !== 'connect-src');
  return [...kept, `connect-src ${origin}`].join('; ');
}

function cspMeta(policy: string): string {
  return `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}">`;
}

function withDemo(html: string, demo: string): string {
  const tag = HTML_TAG.exec(html);
  if (!tag) return `<html data-demo="${escapeAttribute(demo)}">${html}`;
  const attributes = tag[1]!.replace(/\s+data-demo\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/i, '');
  return html.replace(HTML_TAG, `<html${attributes} data-demo="${escapeAttribute(demo)}">`);
}

export function harnessPage(source: string, options: PageOptions): HarnessPage {
  const injected =
    `<meta name="stint-harness-socket" content="${escapeAttribute(options.socketUrl)}">` +
    `<script src="${BRIDGE_SCRIPT_PATH}"></script>`;
  let html: string;
  const meta = CSP_META.exec(source);
  const hadPolicy = meta !== null;
  if (meta) {
    const content = CONTENT.exec(meta[0]);
    const policy = narrowConnectSrc(content?.[1] ?? content?.[2] ?? '', options.socketOrigin);
    html = source.replace(CSP_META, () => cspMeta(policy) + injected);
  } else {
    const policy = narrowConnectSrc("default-src 'self'", options.socketOrigin);
    const head = HEAD_TAG.exec(source);
    html = head ? source.replace(HEAD_TAG, (h) => h + cspMeta(policy) + injected) : cspMeta(policy) + injected + source;
  }
  return { html: options.demo === null ? html : withDemo(html, options.demo), hadPolicy };
}
