// The changes the service refused, each with what was meant and why, until the person
// dismisses it: two refusals are two items, and a later Start or another refusal leaves them.
// One refused because the entry changed on the web shows both versions and the choice:
// keep the web's (nothing is sent) or apply the person's over it.

import type { NotSavedView } from '../../main/core/snapshot.ts';
import { useBridge } from '../state/state.ts';
import { i18n } from '../i18n/words.ts';

export function NotSavedList({ list }: { list: readonly NotSavedView[] }) {
  if (list.length === 0) return null;
  return (
    <section class="notice level-error not-saved" aria-labelledby="not-saved-title">
      <div>
        <h2 id="not-saved-title">{i18n._({ id: 'notSaved.title', message: 'Changes not saved' })}</h2>
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
        <button type="button" class="link" aria-label={i18n._({ id: 'notSaved.dismiss', message: 'Dismiss: {change}', values: { change: r.what } })} onClick={dismiss}>
          {i18n._({ id: 'common.dismiss', message: 'Dismiss' })}
        </button>
      </li>
    );
  }
  const words = r.choice.words;
  return (
    <li>
      <p>
        {i18n._({ id: 'notSaved.changedOnWeb', message: '{change}: it changed on the web since Stint showed it, and nothing was sent.', values: { change: r.what } })}
      </p>
      <dl class="web-choice">
        <dt>{i18n._({ id: 'notSaved.onTheWeb', message: 'On the web' })}</dt>
        <dd>{words.web}</dd>
        <dt>{i18n._({ id: 'notSaved.yours', message: 'Yours' })}</dt>
        <dd>{words.mine}</dd>
      </dl>
      <button type="button" aria-label={i18n._({ id: 'notSaved.keepWebs.named', message: "Keep the web's: {change}", values: { change: r.what } })} onClick={dismiss}>
        {i18n._({ id: 'notSaved.keepWebs', message: "Keep the web's" })}
      </button>{' '}
      <button type="button" aria-label={i18n._({ id: 'notSaved.applyMine.named', message: 'Apply mine: {change}', values: { change: r.what } })} onClick={() => void bridge.applyNotSaved({ id: r.id })}>
        {i18n._({ id: 'notSaved.applyMine', message: 'Apply mine' })}
      </button>
    </li>
  );
}
