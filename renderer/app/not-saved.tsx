// The changes the service refused, each with what was meant and why, until the person
// dismisses it: two refusals are two items, and a later Start or another refusal leaves them.

import type { NotSavedView } from '../../main/core/snapshot.ts';
import { useBridge } from '../state/state.ts';

export function NotSavedList({ list }: { list: readonly NotSavedView[] }) {
  const bridge = useBridge();
  if (list.length === 0) return null;
  return (
    <section class="notice level-error not-saved" aria-labelledby="not-saved-title">
      <div>
        <h2 id="not-saved-title">Changes not saved</h2>
        {/* Each refusal is said as it comes (the one notice it replaces was an alert). */}
        <ul aria-live="polite">
          {list.map((r) => (
            <li key={r.id}>
              <p>
                <strong>{r.what}</strong>: {r.why}
              </p>
              <button type="button" class="link" aria-label={`Dismiss: ${r.what}`} onClick={() => void bridge.dismissNotSaved({ id: r.id })}>
                Dismiss
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
