// In place of the whole window once the link to the engine is lost (the browser harness
// stopped): the last snapshot would go on ticking a timer and saying "Syncing" as if
// connected, and every command would fail, so none of it shows. When an engine answers at
// the same address again, a reload connects to it (a new engine: the page cannot carry on).

import type { BridgeConnection } from '../state/snapshot-feed.ts';
import { i18n } from '../i18n/words.ts';

export function ConnectionLost({ connection }: { connection: Exclude<BridgeConnection, 'open'> }) {
  return (
    <main>
      <h1 class="visually-hidden">Stint</h1>
      <section class="screen card sign-in" aria-labelledby="connection-lost-heading">
        <h2 id="connection-lost-heading">{i18n._({ id: 'connection.lost', message: 'Connection lost' })}</h2>
        {connection === 'lost' ? (
          <p class="form-error" role="alert">
            {i18n._({
              id: 'connection.lost.why',
              message:
                'This page lost its connection to Stint: the harness that served it stopped. What it showed may be out of date, and nothing can be sent from it. It offers to reload as soon as Stint answers at this address again.',
            })}
          </p>
        ) : (
          <>
            <p role="status">{i18n._({ id: 'connection.back', message: 'Stint answers at this address again. Reload this page to connect to it.' })}</p>
            <div class="actions">
              <button type="button" class="primary" onClick={() => window.location.reload()}>
                {i18n._({ id: 'connection.reload', message: 'Reload' })}
              </button>
            </div>
          </>
        )}
      </section>
    </main>
  );
}
