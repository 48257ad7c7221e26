// The window's Content-Security-Policy, sent as a response header by our own protocol
// (app-protocol.ts) on every HTML page. renderer/index.html carries a <meta> copy too; the
// browser enforces both, so the stricter wins. The header is the one that counts: a <meta>
// cannot say `frame-ancestors`, and it only applies once the parser has reached it.
//
// Images: the renderer shows none (the week chart is inline SVG, no <img>, no CSS url(),
// no web fonts), so `img-src` is left to `default-src 'none'`; add it here the day the
// window needs a picture (content-security-policy.test.ts fails first). No workers
// (`worker-src` is said outright, not left to a fallback), and Trusted Types required for
// every script sink: the renderer never writes HTML from a string (Preact builds the DOM
// node by node), so a string that reaches innerHTML or a script's text is refused
// rather than run. The meta in renderer/index.html says the same, but `frame-ancestors`,
// which a meta cannot carry.

/** Directive → sources. Scripts and styles only from the app's own origin (app://stint). */
export const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = Object.freeze({
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'connect-src': ["'none'"],
  'worker-src': ["'none'"],
  'require-trusted-types-for': ["'script'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
});

export const CONTENT_SECURITY_POLICY: string = Object.entries(CSP_DIRECTIVES)
  .map(([name, sources]) => `${name} ${sources.join(' ')}`)
  .join('; ');

export const CSP_HEADER = 'Content-Security-Policy';

/** Puts the policy on a response's headers (replacing any other), and returns them. */
export function withContentSecurityPolicy(headers: Headers): Headers {
  headers.set(CSP_HEADER, CONTENT_SECURITY_POLICY);
  return headers;
}
