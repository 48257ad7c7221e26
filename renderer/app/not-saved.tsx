// The changes the service refused, each with what was meant and why, until the person
// dismisses it: two refusals are two items, and a later Start or another refusal leaves them.
// One refused because the entry changed on the web shows both versions and the choice:
// keep the web's (nothing is sent) or apply the person's over it.

import type { NotSavedView } from '../../main/core/snapshot.ts';
import { useBridge } from '../state/state.ts';

export function NotSavedList({ list }: { list: readonly NotSavedView[] }) {
  if (list.length === 0) return null;
  return (
    <section class="notice level-error not-saved" aria-labelledby="not-saved-title">
      <div>
        <h2 id="not-saved-title">Changes not saved</h2>
        {/* Each refusal is said as it comes (the one notice it replaces was an alert). */}
        <ul aria-live="polite">
          {list.map((r) => (
            <NotSavedItem key={r.id} r={r} />
          ))}
        </ul>
      </div>
    </section>
  );
}

function NotSavedItem({ r }: { r: NotSavedView }) {
  const bridge = useBridge();
  const dismiss = () => void bridge.dismissNotSaved({ id: r.id });
  if (!r.choice) {
    return (
      <li>
        <p>
          <strong>{r.what}</strong>: {r.why}
        </p>
        <button type="button" class="link" aria-label={`Dismiss: ${r.what}`} onClick={dismiss}>
          Dismiss
        </button>
      </li>
    );
  }
  const words = r.choice.words;
  return (
    <li>
      <p>
        <strong>{r.what}</strong>: it changed on the web since Stint showed it, and nothing was sent.
      </p>
      <dl class="web-choice">
        <dt>On the web</dt>
        <dd>{words.web}</dd>
        <dt>Yours</dt>
        <dd>{words.mine}</dd>
      </dl>
      <button type="button" aria-label={`Keep the web's: ${r.what}`} onClick={dismiss}>
        Keep the web's
      </button>{' '}
      <button type="button" aria-label={`Apply mine: ${r.what}`} onClick={() => void bridge.applyNotSaved({ id: r.id })}>
        Apply mine
      </button>
    </li>
  );
}
