// The engine's fetch in the shell: Electron's `net.fetch`, which goes through Chromium's
// network stack and so uses the system's proxy settings and certificate store (a company
// proxy or a custom root CA just works), where Node's fetch would not.
//
// The engine was built and tested against Node's fetch, which keeps no state between
// requests. `net.fetch` sends from Electron's default session, which has a cookie jar and an
// HTTP cache, and it also reads `file:` and the app's own custom protocol. So every request:
// - is refused unless it is http(s): a service address typed at sign-in must never read a
//   local file or the app's own pages;
// - bypasses the HTTP cache (`cache: 'no-store'`): a list of entries must never come from
//   a cached answer;
// - sends and keeps no cookies (`credentials: 'omit'`): the token is the only credential.
// Chromium's network errors (`net::ERR_CONNECTION_REFUSED`, ...) reach the transport as they
// are; it reads them (main/api/transport.ts, certainlyNotSent).

import type { Net } from 'electron';
import type { FetchLike } from '../../api/transport.ts';

/** What this adapter uses of Electron's `net`. */
export type NetFetch = Pick<Net, 'fetch'>;

/** A request to something other than http(s); nothing was sent. */
export class UnsupportedAddressError extends TypeError {
  readonly kind = 'unsupported-address';

  constructor(readonly protocol: string) {
    super(`only http and https addresses can be reached, not ${protocol}`);
    this.name = 'UnsupportedAddressError';
  }
}

export function netFetch(net: NetFetch): FetchLike {
  return (url, init) => {
    let protocol: string;
    try {
      protocol = new URL(url).protocol;
    } catch (e) {
      return Promise.reject(e);
    }
    if (protocol !== 'https:' && protocol !== 'http:') return Promise.reject(new UnsupportedAddressError(protocol));
    return net.fetch(url, { ...init, cache: 'no-store', credentials: 'omit' });
  };
}
