// The fetch of a driven run (the harness; the real app under its test hooks): while the
// control language says the network is down, every request
// fails as it would on a machine without a network (undici's TypeError), so the engine's
// offline handling is exercised end to end, not only its reading of the network status.

import type { FetchLike, NetworkStatus } from '../../core/ports.ts';

export function offlineAwareFetch(network: NetworkStatus, fetchImpl: FetchLike): FetchLike {
  return (url, init) =>
    network.online() ? fetchImpl(url, init) : Promise.reject(new TypeError('fetch failed', { cause: new Error('network is offline (control language)') }));
}
