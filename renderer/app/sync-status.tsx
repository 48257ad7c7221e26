// The one status region: what syncing is doing, what waits, and the limits that matter.
// The headline and notes are live (announced when they change); the quota figure is in
// the region but not announced on every request. Beside it, Refresh: what a person presses
// after changing something on the web (the engine reads on its own only now and then, to
// spare the daily quota).

import { useEffect } from 'preact/hooks';
import type { Snapshot, SyncState } from '../../main/core/snapshot.ts';
import { outcome } from '../state/bridge.ts';
import { useBridge, useNow } from '../state/state.ts';
import { syncSummary } from '../text/sync-status.ts';
import { checkedWords } from '../text/checked-words.ts';
import { useAction } from '../controls/use-action.ts';
import { i18n } from '../i18n/words.ts';

function RefreshButton({ syncState }: { syncState: SyncState }) {
  const bridge = useBridge();
  const refresh = useAction();
  // Its refusal is about the sync state it met (offline, an error): gone once that changes.
  useEffect(() => refresh.clear(), [syncState]);
  return (
    <div class="refresh">
      <button type="button" class="secondary" aria-busy={refresh.busy} disabled={refresh.busy} onClick={() => void refresh.run(() => outcome(bridge.refresh()))}>
        {refresh.busy ? i18n._({ id: 'sync.refreshing', message: 'Refreshing…' }) : i18n._({ id: 'sync.refresh', message: 'Refresh' })}
      </button>
      {refresh.error && (
        <p class="note" role="alert">
          {refresh.error}
        </p>
      )}
    </div>
  );
}

export function SyncStatus({ snapshot }: { snapshot: Snapshot }) {
  const summary = syncSummary(snapshot);
  const signedIn = snapshot.session.state === 'signed_in';
  // "checked 3 min ago" turns over with the clock, so only while there is such a line.
  const rationed = snapshot.sync.readsRationed === true || (snapshot.accounts?.rows.some((r) => r.readsRationed) ?? false);
  const checked = checkedWords(snapshot, useNow(rationed));
  return (
    <footer class={`sync-status tone-${summary.tone}`}>
      <div class="sync-row">
        <div role="status">
          <p class="headline">{summary.headline}</p>
          {summary.notes.map((n) => (
            <p key={n} class="note">
              {n}
            </p>
          ))}
          {checked.map((line) => (
            <p key={line} class="note checked" aria-live="off">
              {line}
            </p>
          ))}
          {summary.quota && (
            <p class="note quota" aria-live="off">
              {summary.quota}
            </p>
          )}
        </div>
        {signedIn && <RefreshButton syncState={snapshot.sync.state} />}
      </div>
      {summary.queued.length > 0 && (
        <details class="queued">
          <summary>{i18n._({ id: 'sync.showQueued', message: 'Show what waits ({count})', values: { count: summary.queued.length } })}</summary>
          <ol>
            {summary.queued.map((label, i) => (
              <li key={i}>{label}</li>
            ))}
          </ol>
        </details>
      )}
    </footer>
  );
}
