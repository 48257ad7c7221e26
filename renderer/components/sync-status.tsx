// The one status region: what syncing is doing, what waits, and the limits that matter.
// The headline and notes are live (announced when they change); the quota figure is in
// the region but not announced on every request.

import type { Snapshot } from '../../main/core/snapshot.ts';
import { syncSummary } from '../sync-status.ts';

export function SyncStatus({ snapshot }: { snapshot: Snapshot }) {
  const summary = syncSummary(snapshot);
  return (
    <footer class={`sync-status tone-${summary.tone}`}>
      <div role="status">
        <p class="headline">{summary.headline}</p>
        {summary.notes.map((n) => (
          <p key={n} class="note">
            {n}
          </p>
        ))}
        {summary.quota && (
          <p class="note quota" aria-live="off">
            {summary.quota}
          </p>
        )}
      </div>
      {summary.queued.length > 0 && (
        <details class="queued">
          <summary>Show what waits ({summary.queued.length})</summary>
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
